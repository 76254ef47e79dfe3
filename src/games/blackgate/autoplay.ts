/**
 * A sensible Black Gate player, for the simulator and "decide for me". It explores the level it
 * stands on first (the Gate's, once a mirror has told it), looks at a Mirror room always and at
 * other finds while the party is sound, and goes down to the Gate's level, or to the Gate, only
 * fresh: else it goes home first, as it does whenever few are left or the wounds are many (§16:
 * the survivors come back in cured, with their spell points), and goes in again while two are
 * left, for up to ten expeditions. Meeting monsters and fighting them are `policy/`: it weighs a
 * talk with Oratory or a bribe against the fight the group would give, fights what it can beat
 * cheaply, shuts the door on a fight it could not survive, and in a fight does what is worth
 * most. Deterministic from its own stream; every action it returns is one the rules allow.
 */
import { randomIndex, type DiceState } from '../../engine/dice';
import { DIRS, levelKey, onLevel, sameLevelCell, stepOn, type Dir, type LevelCell } from './board/levels';
import { canCross, tileAt } from './board/maze';
import { stairLevels } from './board/stairs';
import { skillOf, standing, type BgCharacter } from './party';
import type { BgState } from './state';
import { legalBgActions, type BgAction } from './stage/listing';
import { fightStep } from './policy/fighting';
import { meetGroup } from './policy/meeting';
import { partyHealth } from './policy/odds';
import { tileTypes } from './data/tiles';
import { here } from './stage/where';

/** Expeditions the player is willing to make before it calls the campaign off. */
const MAX_EXPEDITIONS = 10;

type Step = { go: Dir } | { stairs: 'up' | 'down' };

/** Breadth-first over the laid tiles (stairs included): the first step toward the nearest cell satisfying `goal`. */
function firstStepToward(s: BgState, goal: (c: LevelCell) => boolean): Step | null {
  const start = s.party.at;
  const seen = new Map<string, Step | null>([[levelKey(start), null]]);
  const queue: LevelCell[] = [start];
  while (queue.length > 0) {
    const c = queue.shift()!;
    const first = seen.get(levelKey(c)) ?? null;
    if (!sameLevelCell(c, start) && goal(c)) return first;
    const t = tileAt(s.board, c);
    if (!t) continue;
    const next: [LevelCell, Step][] = [];
    for (const d of DIRS) if (canCross(s.board, t, d) && !s.walled.includes(`${levelKey(c)}:${d}`)) next.push([stepOn(c, d), { go: d }]);
    for (const level of stairLevels(s.board, c)) next.push([onLevel(c, level), { stairs: level < c.level ? 'up' : 'down' }]);
    for (const [n, step] of next) {
      const k = levelKey(n);
      if (seen.has(k)) continue;
      seen.set(k, first ?? step);
      if (tileAt(s.board, n) || goal(n)) queue.push(n);
    }
  }
  return null;
}

/** Time to go home and heal (§16: the survivors come back in cured): few left, or the party's wounds too many. */
const hurt = (s: BgState): boolean => {
  const living = s.party.characters.filter(standing);
  return living.length <= 2 || partyHealth(s) < (living.length <= 3 ? 0.8 : 0.6);
};

function asAction(step: Step | null, legal: BgAction[]): BgAction | undefined {
  if (!step) return undefined;
  return legal.find((a) => ('go' in step ? a.type === 'go' && a.dir === step.go : a.type === 'stairs' && a.way === step.stairs));
}

const worth = (c: BgCharacter): number => c.gold + c.jewels.reduce((a, b) => a + b, 0);

/**
 * §14.5: a fair share: the gold left over to the first in the party's order, the dearest jewel
 * to the one then worth least, an item to the one holding fewest (ties to the earlier).
 */
function share(s: BgState, legal: Extract<BgAction, { type: 'share' }>[]): BgAction {
  const pool = s.pool!;
  const jewel = pool.jewels.map((gm, i) => ({ gm, i })).sort((a, b) => b.gm - a.gm || a.i - b.i)[0];
  const what = legal.some((a) => a.what === 'gold') ? 'gold' : jewel ? `jewel${jewel.i}` : legal[0]!.what;
  const offers = legal.filter((a) => a.what === what);
  const of = (a: { to: string }) => s.party.characters.find((c) => c.id === a.to)!;
  const score = what === 'gold' ? () => 0 : jewel && what === `jewel${jewel.i}` ? (a: { to: string }) => worth(of(a)) : (a: { to: string }) => of(a).items.length;
  return offers.reduce((best, a) => (score(a) < score(best) ? a : best));
}

/** Back to the Gateway and out (§16), to come in again cured; undefined when no way is known. */
function homeward(s: BgState, legal: BgAction[]): BgAction | undefined {
  return legal.find((a) => a.type === 'leave') ?? asAction(firstStepToward(s, (c) => sameLevelCell(c, s.board.gateway)), legal);
}

/** Between stages: care for the hurt, a Charm potion at a group at peace here (DM 9.45), spells kept for the talks and fights. */
function care(s: BgState, legal: BgAction[], goingHome: boolean): BgAction | undefined {
  const holder = (a: { by: string }) => s.party.characters.find((c) => c.id === a.by)!;
  for (const a of legal) {
    if (a.type === 'use') return a; // a Healing potion for the hurt, or a charm
    if (a.type === 'spell' && !goingHome && holder(a).spellPoints >= 4) return a;
  }
  return undefined;
}

function explore(s: BgState, legal: BgAction[], rng: DiceState): BgAction | null {
  const shares = legal.filter((a): a is Extract<BgAction, { type: 'share' }> => a.type === 'share');
  if (shares.length > 0) return share(s, shares);
  const goHome = s.gateFallen || hurt(s);
  const home = goHome ? homeward(s, legal) : undefined;
  if (home) return home;
  const tended = care(s, legal, goHome);
  if (tended) return tended;
  const gate = s.board.gate;
  const level = gate.level;
  const onGateLevel = level !== null && level === s.party.at.level;
  const fresh = partyHealth(s) >= 0.85;
  // a Mirror room asks no die (§13.3); other finds are worth their risks to a sound party, or where a mirror is wanted
  const look = legal.filter((a) => a.type === 'investigate');
  const mirror = tileTypes[here(s).tile].feature === 'mirror';
  const wanted = onGateLevel && s.countdown === null && !gate.placed;
  if (look.length > 0 && (mirror || partyHealth(s) >= (wanted ? 0.5 : 0.75))) return look[randomIndex(rng, look.length)]!;
  // the Gate laid: there when fresh, else home first; its level told: there when fresh, else home first
  if (gate.at && !s.gateFallen) {
    const toGate = fresh ? asAction(firstStepToward(s, (c) => sameLevelCell(c, gate.at!)), legal) : homeward(s, legal);
    if (toGate) return toGate;
  }
  if (level !== null && !onGateLevel && !gate.placed) {
    const toLevel = fresh ? asAction(firstStepToward(s, (c) => c.level === level), legal) : homeward(s, legal);
    if (toLevel) return toLevel;
  }
  // open ground: on this level first (the Gate's, once it is known), then anywhere
  const empty = (c: LevelCell) => !tileAt(s.board, c);
  const onward = asAction(firstStepToward(s, (c) => empty(c) && c.level === s.party.at.level), legal) ?? asAction(firstStepToward(s, empty), legal);
  if (onward) return onward;
  const out = homeward(s, legal);
  if (out) return out;
  const moves = legal.filter((a) => a.type === 'go' || a.type === 'stairs');
  return moves.length > 0 ? moves[randomIndex(rng, moves.length)]! : (legal[0] ?? null);
}

export function playBlackGate(s: BgState, rng: DiceState): BgAction | null {
  const legal = legalBgActions(s);
  if (legal.length === 0) return null;
  switch (s.phase.kind) {
    case 'explore': return explore(s, legal, rng);
    case 'meet': return meetGroup(s, legal);
    case 'trap': {
      const detrap = (a: BgAction) => ('by' in a ? skillOf(s.party.characters.find((c) => c.id === a.by)!, 'detrap') : 0);
      const tries = legal.filter((a) => a.type === 'disarm');
      if (tries.length > 0) return tries.reduce((a, b) => (detrap(b) > detrap(a) ? b : a));
      // the sturdiest opens the door
      const opens = legal.filter((a): a is Extract<BgAction, { type: 'open' }> => a.type === 'open');
      const left = (id: string) => { const c = s.party.characters.find((x) => x.id === id)!; return c.woundPoints - c.wounds; };
      return opens.reduce((a, b) => (left(b.by) > left(a.by) ? b : a), opens[0]!) ?? legal[0]!;
    }
    case 'outside': {
      const improve = legal.find((a) => a.type === 'improve');
      if (improve) return improve;
      const recruits = legal.filter((a) => a.type === 'recruit');
      if (recruits.length > 0) return recruits[randomIndex(rng, recruits.length)]!;
      const again = s.expedition < MAX_EXPEDITIONS && s.party.characters.filter(standing).length >= 2;
      return legal.find((a) => a.type === (again ? 'reenter' : 'end')) ?? legal.find((a) => a.type === 'end')!;
    }
    case 'fight': return fightStep(s, legal, rng);
    default:
      return legal[randomIndex(rng, legal.length)]!;
  }
}

