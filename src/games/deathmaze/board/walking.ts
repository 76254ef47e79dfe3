import { drawEvent } from './deal';
import { arrive } from '../encounter/arrival';
import { mayHold, useItem } from '../party/items';
import { shareWaitingExperience } from '../combat/victory';
import { memberIds } from '../advanced/charm';
import type { GameEvent } from '../events';
import { DIR_NAMES, DIRS, opposite, sameCell, step, type Dir, type Rotation } from './grid';
import { gameResult } from '../winning';
import { canCross, canonicalRotation, chitAt, cupsEmpty, describeChit, editChit, rotatedSide, sealedIn, sideOf, type Hand, type Placement } from './maze';
import { layChit, legalFacings, scoreFacings } from './laying';
import { drawForSegment } from './drawing';
import { marchingOrderProblem, mayUseWeapon, tidyOrder, type MarchingOrder } from '../party/party';
import { livingAdventurer, monstersHere, RuleError, type Action, type GameState } from '../state';

/** The (cell, facing) pairs where the chit in hand may be laid: the board lights exactly these. */
export function legalPlacements(state: GameState): Placement[] {
  if (state.phase.kind !== 'place' || !state.hand) return [];
  const { cell } = state.hand;
  return legalFacings(state.maze, state.hand).map((rot) => ({ x: cell.x, y: cell.y, rot }));
}

/** Why the party may not leave its segment by this side, or null when it may (5.28, 5.25, 9.57). */
export function moveProblem(state: GameState, dir: Dir): { rule: string; reason: string } | null {
  if (state.phase.kind !== 'explore') return { rule: '5.28', reason: 'The party can move on only once everything in its segment is dealt with.' };
  const here = chitAt(state.maze, state.party.at);
  if (!here) return { rule: '5.21', reason: 'The party is not on a chit.' };
  const side = sideOf(here, dir);
  if (side === 'W') return { rule: '5.22', reason: `There is a blank wall to the ${DIR_NAMES[dir]}: the party leaves only by a door or an open end.` };
  if (here.pegged & (1 << dir)) return { rule: '9.57', reason: `The door to the ${DIR_NAMES[dir]} is pegged shut.` };
  if (!canCross(state.maze, here, dir)) return { rule: '5.25', reason: `The ${DIR_NAMES[dir]} side does not match its neighbour and is impassable.` };
  if (!chitAt(state.maze, step(here, dir)) && cupsEmpty(state.maze)) return { rule: '5.22', reason: 'Both cups are empty: there is no chit left to draw for that segment.' };
  return null;
}

export function place(s: GameState, a: { x: number; y: number; rot: Rotation }, events: GameEvent[]): void {
  const hand = s.hand;
  if (s.phase.kind !== 'place' || !hand) throw new RuleError('5.21', 'There is no chit in hand to lay.');
  if (a.x !== hand.cell.x || a.y !== hand.cell.y) {
    throw new RuleError(hand.entry ? (hand.entry.via === 'door' ? '5.23' : '5.22') : '5.13', 'The chit must be laid on the segment the party is entering.');
  }
  if (![0, 1, 2, 3].includes(a.rot)) throw new RuleError('5.24', 'A facing is a quarter turn: 0, 1, 2 or 3.');
  const rot = canonicalRotation(hand.type, a.rot);
  if (!legalFacings(s.maze, hand).includes(rot)) throw new RuleError(...facingProblem(s, hand, rot));
  const chit = layChit(s.maze, hand, rot);
  s.hand = null;
  events.push({
    kind: 'chit-placed',
    rule: hand.entry ? '5.24' : '5.13',
    text: `Laid the ${describeChit(chit.type)}${chit.blocked ? '; its unmatched sides are impassable' : ''}.`,
    cell: { x: chit.x, y: chit.y },
    chit: chit.type,
    rot,
  });
  if (!hand.entry) {
    // 5.13: the party stands on the entrance; no checks there at the start (DATA §11 ruling 15).
    editChit(s.maze, chit)!.visited = true;
    s.phase = { kind: 'explore' };
    return;
  }
  if (chit.blocked & (1 << hand.entry.dir)) {
    events.push({ kind: 'party-blocked', rule: '5.25', text: 'The side the party meant to cross does not match: it is impassable and the party stays put.', cell: { ...hand.cell } });
    s.phase = { kind: 'explore' };
    return;
  }
  const door = hand.entry.via === 'door' ? { from: step(hand.cell, hand.entry.dir), dir: opposite(hand.entry.dir) } : null;
  arrive(s, chit, door !== null, door, events);
}

/** Why a facing of the chit in hand is illegal: the rule and the reason. */
function facingProblem(s: GameState, hand: Hand, rot: Rotation): [string, string] {
  const score = scoreFacings(s.maze, hand.type, hand.cell, hand.entry).find((f) => f.rot === rot);
  const d = DIRS.find((dir) => (score?.mismatched ?? 0) & (1 << dir));
  if (d === undefined) return ['5.29', 'That facing would close off the last way on into the Deathmaze.'];
  const names = { D: 'a door', W: 'a blank wall', O: 'an open end' } as const;
  const have = rotatedSide(hand.type, rot, d);
  const need = sideOf(chitAt(s.maze, step(hand.cell, d))!, opposite(d));
  return ['5.25', `That facing puts ${names[have]} against ${names[need]} on the ${DIR_NAMES[d]}: doors must meet doors, walls walls, open ends open ends.`];
}

export function move(s: GameState, dir: Dir, events: GameEvent[]): void {
  if (!DIRS.includes(dir)) throw new RuleError('5.28', 'A move goes north, east, south or west (0–3).');
  const problem = moveProblem(s, dir);
  if (problem) throw new RuleError(problem.rule, problem.reason);
  const here = chitAt(s.maze, s.party.at)!;
  const target = step(here, dir);
  const there = chitAt(s.maze, target);
  const via = sideOf(here, dir) === 'D' ? 'door' : 'open';
  s.party.from = { x: here.x, y: here.y };
  if (there) {
    // 5.28: a segment already laid is simply entered; its doors are not trapped.
    arrive(s, there, false, via === 'door' ? { from: { x: here.x, y: here.y }, dir } : null, events);
    return;
  }
  const drawn = drawForSegment(s.maze, s.dice, target, { dir: opposite(dir), via });
  events.push(...drawn.events.map(drawEvent));
  s.hand = drawn.hand;
  s.phase = { kind: 'place' };
}

export function arrange(s: GameState, order: MarchingOrder, events: GameEvent[]): void {
  if (!['explore', 'place', 'trap', 'loot'].includes(s.phase.kind)) throw new RuleError('5.14', 'The marching order can be changed only outside combat and negotiation.');
  if (!Array.isArray(order) || !order.every((row) => Array.isArray(row))) throw new RuleError('5.12', 'A marching order is a list of rows of three boxes.');
  const tidy = tidyOrder(order);
  const problem = marchingOrderProblem(tidy, memberIds(s));
  if (problem) throw new RuleError('5.12', problem);
  s.party.order = tidy;
  events.push({ kind: 'order-changed', rule: '5.14', text: 'The party rearranges its marching order.' });
}

export function leave(s: GameState, events: GameEvent[]): void {
  if (s.phase.kind !== 'explore') throw new RuleError('4.0', 'The party can leave only when nothing is left to resolve.');
  if (!sameCell(s.party.at, s.maze.entrance)) throw new RuleError('4.0', 'The party leaves the Deathmaze only from the corridor it entered by (5.13).');
  shareWaitingExperience(s, events, true); // DATA ruling 24: those left stone have no share
  s.phase = { kind: 'over', reason: 'escaped' };
  const result = gameResult(s);
  const winners = result.players.filter((p) => p.won).length;
  const verdict = result.players.length === 1 ? (winners ? 'The player wins!' : 'Not rich or seasoned enough: the player loses.') : `${winners} of ${result.players.length} players win.`;
  events.push({
    kind: 'party-left',
    rule: '4.0',
    text: `The party climbs out of the Deathmaze with ${result.treasure} Bezants in coin and gems: ${result.share} each (9.18). ${verdict}`,
    amount: result.share,
  });
}

/** 4.0: shut in with no way out, the party gives up. */
export function abandon(s: GameState, events: GameEvent[]): void {
  if (s.phase.kind !== 'explore' || !sealedIn(s.maze, s.party.at)) throw new RuleError('4.0', 'The party still has a way to go: it gives up only when shut in.');
  s.phase = { kind: 'over', reason: 'lost' };
  events.push({ kind: 'party-left', rule: '4.0', text: 'Shut in with no way out, the party is lost in the Deathmaze.' });
}

/** 8.41: outside combat (and facing monsters, before the fight) an adventurer may take either weapon in hand. */
export function ready(s: GameState, who: string, weapon: number, events: GameEvent[]): void {
  if (!['explore', 'trap', 'loot', 'encounter'].includes(s.phase.kind)) throw new RuleError('8.41', 'In combat changing weapons is an action of the Party Combat Phase.');
  const a = livingAdventurer(s, who, '8.41');
  if (!Number.isInteger(weapon) || a.weapons[weapon] === undefined) throw new RuleError('8.41', `${a.name} carries no such weapon.`);
  a.ready = weapon;
  events.push({ kind: 'weapon-switched', rule: '8.41', text: `${a.name} readies the ${a.weapons[weapon]}.`, who: a.id });
}

/** Outside combat, and in negotiation, an adventurer may drink a potion or take a spice (9.17, 9.41, 9.5). */
export function useOutside(s: GameState, who: string, item: number, target: string | undefined, events: GameEvent[]): void {
  if (s.phase.kind !== 'encounter' && s.phase.kind !== 'explore') {
    throw new RuleError('9.17', 'Items are used in combat as an action of the Party Combat Phase, or when nothing else is going on.');
  }
  // a Charm potion drunk with no monster to take is simply wasted (9.45); legalActions does not offer it
  useItem(s, who, item, events, target);
  // 9.45: charming the last of them leaves nobody to face
  if (s.phase.kind === 'encounter' && !monstersHere(s)) s.phase = { kind: 'explore' };
}

/** 8.41: taking the other weapon in hand, for everyone who carries two. */
export function readyActions(s: GameState): Action[] {
  return s.party.adventurers.filter((a) => a.alive && a.weapons.length > 1).map((a): Action => ({ type: 'ready', who: a.id, weapon: a.ready === 0 ? 1 : 0 }));
}

/** 8.41, 9.17, 9.23: readying a weapon, taking up a magical one, handing items over or throwing them away (outside combat and negotiation). */
export function handlingActions(s: GameState): Action[] {
  const living = s.party.adventurers.filter((a) => a.alive);
  const out: Action[] = readyActions(s);
  for (const a of living) {
    a.items.forEach((item, i) => {
      if (item.kind === 'weapon' && mayUseWeapon(a, item.weapon)) for (const slot of [0, 1]) out.push({ type: 'wield', who: a.id, item: i, slot });
      for (const b of living) {
        if (b.id !== a.id && mayHold(b, item) && !(item.kind === 'armor' && b.items.some((x) => x.kind === 'armor'))) out.push({ type: 'give', who: a.id, item: i, to: b.id });
      }
      out.push({ type: 'drop', who: a.id, item: i });
    });
  }
  return out;
}
