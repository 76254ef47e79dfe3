/**
 * A sensible Black Gate player, for the simulator and "decide for me": it explores toward the
 * nearest open ground on any level, looks at every find, talks where talking is possible,
 * fights otherwise (drinking a Healing potion when badly hurt, a Charm potion now and then),
 * shares treasure out fairly, goes home when badly hurt or when the Gate has fallen, and goes
 * in again while anyone is left, for a few expeditions.
 */
import { randomIndex, type DiceState } from '../../engine/dice';
import { DIRS, levelKey, onLevel, sameLevelCell, stepOn, type Dir, type LevelCell } from './board/levels';
import { canCross, tileAt } from './board/maze';
import { stairLevels } from './board/stairs';
import { alive, skillOf, standing, type BgCharacter } from './party';
import type { BgState } from './state';
import { legalBgActions, type BgAction } from './stage/listing';

/** Expeditions the player is willing to make before it calls the campaign off. */
const MAX_EXPEDITIONS = 4;

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

const hurt = (s: BgState): boolean => {
  const living = s.party.characters.filter(alive);
  const left = living.reduce((n, c) => n + c.woundPoints - c.wounds, 0);
  const full = living.reduce((n, c) => n + c.woundPoints, 0);
  return living.length <= 2 || left * 2 < full;
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

function explore(s: BgState, legal: BgAction[], rng: DiceState): BgAction | null {
  const shares = legal.filter((a): a is Extract<BgAction, { type: 'share' }> => a.type === 'share');
  if (shares.length > 0) return share(s, shares);
  const home = s.board.gateway;
  const goHome = s.gateFallen || hurt(s);
  if (goHome) {
    const leave = legal.find((a) => a.type === 'leave');
    if (leave) return leave;
    const step = asAction(firstStepToward(s, (c) => sameLevelCell(c, home)), legal);
    if (step) return step;
  }
  const care = legal.find((a) => a.type === 'spell' || a.type === 'use');
  if (care) return care;
  const look = legal.filter((a) => a.type === 'investigate');
  if (look.length > 0) return look[randomIndex(rng, look.length)]!;
  // toward the Gate once it is laid; to its level once a mirror has told it; else the nearest open ground
  const gate = s.board.gate;
  const toGate = gate.at && !s.gateFallen ? asAction(firstStepToward(s, (c) => sameLevelCell(c, gate.at!)), legal) : undefined;
  if (toGate) return toGate;
  const level = gate.level;
  const toLevel = level !== null && level !== s.party.at.level ? asAction(firstStepToward(s, (c) => c.level === level), legal) : undefined;
  if (toLevel) return toLevel;
  const onward = asAction(firstStepToward(s, (c) => !tileAt(s.board, c) && (level === null || c.level === level || level !== s.party.at.level)), legal);
  if (onward) return onward;
  const leave = legal.find((a) => a.type === 'leave');
  if (leave) return leave;
  const home2 = asAction(firstStepToward(s, (c) => sameLevelCell(c, home)), legal);
  if (home2) return home2;
  const moves = legal.filter((a) => a.type === 'go' || a.type === 'stairs');
  return moves.length > 0 ? moves[randomIndex(rng, moves.length)]! : (legal[0] ?? null);
}

function meet(s: BgState, legal: BgAction[]): BgAction {
  const talks = legal.filter((a): a is Extract<BgAction, { type: 'negotiate' }> => a.type === 'negotiate');
  if (talks.length > 0) {
    const best = (id: string) => skillOf(s.party.characters.find((c) => c.id === id)!, 'negotiation');
    return talks.reduce((a, b) => (best(b.by) > best(a.by) ? b : a));
  }
  return legal.find((a) => a.type === 'bribe') ?? legal.find((a) => a.type === 'fight')!;
}

/** In a fight: the Gate first, then blows (a spell now and then), then the end of the attacks; keep the rows. */
function fight(s: BgState, legal: BgAction[], rng: DiceState): BgAction {
  const of = <T extends BgAction['type']>(t: T) => legal.filter((a): a is Extract<BgAction, { type: T }> => a.type === t);
  const gate = of('destroyGate');
  if (gate.length > 0) return gate[0]!;
  const drinks = of('drink');
  const potion = (a: { by: string; item: string }) => s.party.characters.find((c) => c.id === a.by)?.items.find((i) => i.id === a.item)?.name;
  const badlyHurt = (id: string) => { const c = s.party.characters.find((x) => x.id === id)!; return c.wounds * 2 >= c.woundPoints; };
  const heal = drinks.find((a) => potion(a) === 'Healing' && badlyHurt(a.by));
  if (heal) return heal;
  const guardians = new Set(['nameless', 'demon']);
  const charms = drinks.filter((a) => a.target !== undefined && !guardians.has(s.groups[levelKey(s.party.at)]?.monsters.find((m) => m.id === a.target)?.type ?? ''));
  if (charms.length > 0 && randomIndex(rng, 3) === 0) return charms[randomIndex(rng, charms.length)]!;
  const casts = of('cast');
  if (casts.length > 0 && randomIndex(rng, 4) === 0) return casts[randomIndex(rng, casts.length)]!;
  const strikes = of('strike');
  if (strikes.length > 0) return strikes[randomIndex(rng, strikes.length)]!;
  if (hurt(s)) {
    const away = of('leaveGate');
    if (away.length > 0) return away[0]!;
  }
  const end = of('endAttacks');
  if (end.length > 0) return end[0]!;
  const rows = JSON.stringify(s.party.rows);
  const reorganize = of('reorganize');
  return reorganize.find((a) => JSON.stringify(a.rows) === rows) ?? reorganize[0] ?? legal[randomIndex(rng, legal.length)]!;
}

export function playBlackGate(s: BgState, rng: DiceState): BgAction | null {
  const legal = legalBgActions(s);
  if (legal.length === 0) return null;
  switch (s.phase.kind) {
    case 'explore': return explore(s, legal, rng);
    case 'meet': return meet(s, legal);
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
    case 'fight': return fight(s, legal, rng);
    default:
      return legal[randomIndex(rng, legal.length)]!;
  }
}

