/**
 * Combat (8.0): rows facing rows, rounds of Party Combat, Monster Combat, Party and Monster
 * Reorganization, until one side is dead (8.11). Here the fight begins and the monsters line up
 * (8.12–8.14), and the actions open in it are listed; the rounds are rounds.ts, the party's
 * actions partyActions.ts, the monsters' monsterCombat.ts, the end victory.ts. Functions mutate
 * the draft state.
 */
import { lineUp, monsterRowsFrom, needsLoneFacing } from './combatGeometry';
import { groupName, livingUnits, rollWoundPointsInFight, woundPointsOf, type MonsterUnit } from '../encounter/encounters';
import { combatHooks as hooks } from '../features';
import type { CombatFlow } from './hooks';
import type { GameEvent } from '../events';
import { combatBegins, useAction } from '../party/items';
import { RuleError, type Action, type GameState } from '../state';
import { line, monsterGroup, otherWeapon, unitById } from './blows';
import { tables } from '../tables';
import { attackTargets, charmedActors, charmedTargets, combatItems, partyActors, pepperTargets } from './partyOptions';
import { beginPartyPhase, legalReorganizations, markActed } from './rounds';
import { monsterPhase } from './monsterCombat';
import { shareWaitingExperience, winCombat, woundMonster } from './victory';

/** 8.12–8.14: the monsters line up; the player places the front ones when there is a choice. */
export function startCombat(s: GameState, monstersFirst: boolean, events: GameEvent[]): void {
  const g = monsterGroup(s);
  shareWaitingExperience(s, events, true); // DATA ruling 24: those still stone have no share of it
  s.combat = { round: 1, step: 'party', monsterRows: [], facing: 0, facingChosen: false, acted: [], thrown: [] };
  combatBegins(s);
  events.push(...rollWoundPointsInFight(tables(s), s.dice, g.units)); // 7.14
  hooks(s).engaged(s, g, events); // 12.32
  const options = lineUpOptions(s);
  if (options.length === 1) {
    const only = options[0]!;
    finishLineUp(s, only.front, only.facing, monstersFirst, events);
    return;
  }
  s.phase = { kind: 'lineUp', monstersFirst };
  events.push({ kind: 'combat-started', rule: '8.13', text: `Place ${groupName(tables(s), g)} before the party.` });
}

function permutations<T>(xs: T[]): T[][] {
  if (xs.length <= 1) return [xs];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((rest) => [x, ...rest]));
}

function combinations<T>(xs: T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (xs.length < k) return [];
  const [head, ...tail] = xs as [T, ...T[]];
  return [...combinations(tail, k - 1).map((c) => [head, ...c]), ...combinations(tail, k)];
}

/** 8.13: every way the player may set the front monsters (which, when tied, and in what order; and a lone counter's facing). */
export function lineUpOptions(s: GameState): readonly { front: string[]; facing: number }[] {
  const units = livingUnits(monsterGroup(s));
  // the fight's start, its listing and the choice all ask: the same monsters, the same answer
  const key = JSON.stringify([units.map((u) => [u.id, woundPointsOf(u)]), line(s.party.order[0]).length]);
  if (lastLineUp?.key !== key) lastLineUp = { key, options: Object.freeze(listLineUps(s, units).map((o) => Object.freeze({ front: Object.freeze(o.front) as string[], facing: o.facing }))) };
  return lastLineUp.options;
}

/** The last line-ups listed, and for what; read only (frozen), since every caller shares them. */
let lastLineUp: { key: string; options: readonly { front: string[]; facing: number }[] } | null = null;

function listLineUps(s: GameState, units: MonsterUnit[]): { front: string[]; facing: number }[] {
  const { front } = lineUp(units.map((u) => ({ id: u.id, woundPoints: woundPointsOf(u) })));
  const k = front.length;
  const minFront = Math.min(...front.map((id) => woundPointsOf(unitById(monsterGroup(s), id)!)));
  // Any set of k monsters whose weakest is at least as strong as every monster left behind.
  const sets = combinations(units, k).filter((set) => {
    const inSet = new Set(set.map((u) => u.id));
    const weakest = Math.min(...set.map(woundPointsOf));
    return weakest >= minFront && units.every((u) => inSet.has(u.id) || woundPointsOf(u) <= weakest);
  });
  const advFront = line(s.party.order[0]).length;
  const facings = needsLoneFacing(advFront, k) ? [0, 1] : [0];
  const out: { front: string[]; facing: number }[] = [];
  for (const set of sets) for (const p of permutations(set.map((u) => u.id))) for (const facing of facings) out.push({ front: p, facing });
  return out;
}

export function chooseLineUp(s: GameState, front: string[], facing: number, events: GameEvent[]): void {
  if (s.phase.kind !== 'lineUp') throw new RuleError('8.13', 'The monsters are not being lined up now.');
  if (!Array.isArray(front) || !Number.isInteger(facing)) throw new RuleError('8.13', 'A line-up names the front monsters in order and which way a lone counter faces.');
  const ok = lineUpOptions(s).some((o) => o.facing === facing && o.front.length === front.length && o.front.every((id, i) => id === front[i]));
  if (!ok) throw new RuleError('8.13', 'The three monsters with the most Wound Points stand in front (all of them when there are two or fewer).');
  finishLineUp(s, front, facing, s.phase.monstersFirst, events);
}

function finishLineUp(s: GameState, front: string[], facing: number, monstersFirst: boolean, events: GameEvent[]): void {
  const g = monsterGroup(s);
  const back = livingUnits(g).map((u) => u.id).filter((id) => !front.includes(id));
  s.combat!.monsterRows = monsterRowsFrom(front, back);
  s.combat!.facing = facing;
  s.combat!.facingChosen = needsLoneFacing(line(s.party.order[0]).length, front.length);
  s.phase = { kind: 'combat' };
  events.push({ kind: 'combat-started', rule: '8.12', text: `Combat with ${groupName(tables(s), g)}: round 1.` });
  if (monstersFirst) {
    // 7.22 and DATA §11 ruling 50: after a failed negotiation the monsters strike first.
    monsterPhase(s, events);
    if (s.phase.kind !== 'combat') return;
  }
  beginPartyPhase(s, events);
}

/** The combat actions open now. */
export function combatActions(s: GameState): Action[] {
  if (s.phase.kind === 'lineUp') return lineUpOptions(s).map((o) => ({ type: 'lineUp', front: o.front, facing: o.facing }));
  if (s.phase.kind !== 'combat' || !s.combat) return [];
  if (s.combat.step === 'reorganize') return legalReorganizations(s.party.order).map((order) => ({ type: 'reorganize', order }));
  const out: Action[] = [];
  for (const c of charmedActors(s)) {
    for (const target of charmedTargets(s, c)) out.push({ type: 'attack', who: c.unit.id, target });
    out.push({ type: 'hold', who: c.unit.id });
  }
  for (const a of partyActors(s)) {
    for (const target of attackTargets(s, a)) out.push({ type: 'attack', who: a.id, target });
    for (const target of pepperTargets(s, a)) out.push({ type: 'pepper', who: a.id, target });
    for (const u of combatItems(s, a)) out.push(useAction(u));
    out.push(...hooks(s).partyExtras(s, a));
    if (otherWeapon(s, a) !== null) out.push({ type: 'switch', who: a.id });
    out.push({ type: 'hold', who: a.id });
  }
  return out;
}

/** The fight's own steps, handed to a feature that moves it on (combat/hooks.ts). */
export const combatFlow: CombatFlow = { woundMonster, markActed, winCombat };
