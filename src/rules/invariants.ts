/**
 * Things that must hold after every action of every game. The simulator and the property
 * tests check them; a broken one is a bug in the engine.
 */
import { chitTypeIds } from './data/chitTypes';
import type { GameState } from './game';
import { cellKey, DIRS, opposite, step } from './grid';
import { chitAt, chitsOnBoard, cupTotal, isBlocked, reachableFromEntrance, sideOf } from './maze';
import { marchingOrderProblem } from './party';
import { memberIds } from './charm';

export const TOTAL_CHITS = 116;

/** Every broken invariant, described; empty when all hold. */
export function brokenInvariants(state: GameState): string[] {
  const out: string[] = [];
  const { maze } = state;
  const inHand = state.hand ? 1 : 0;
  const total = chitsOnBoard(maze) + cupTotal(maze, 'room') + cupTotal(maze, 'corridor') + inHand;
  if (total !== TOTAL_CHITS) out.push(`chits not conserved: ${total} instead of ${TOTAL_CHITS}`);
  for (const cup of ['room', 'corridor'] as const) {
    for (const id of chitTypeIds) if (maze.cups[cup][id] < 0) out.push(`${cup} cup holds ${maze.cups[cup][id]} ${id}`);
  }
  for (const key in maze.chits) {
    const chit = maze.chits[key]!;
    for (const d of DIRS) {
      const nb = chitAt(maze, step(chit, d));
      if (!nb) continue;
      const a = sideOf(chit, d);
      const b = sideOf(nb, opposite(d));
      const doorException = (a === 'O' && b === 'D') || (a === 'D' && b === 'O');
      if (a !== b && !doorException && !(isBlocked(chit, d) && isBlocked(nb, opposite(d)))) {
        out.push(`5.25: ${key} side ${d} (${a}) meets ${cellKey(nb)} (${b}) and is not impassable`);
      }
    }
  }
  if (state.phase.kind !== 'place' || state.hand?.entry) {
    const at = cellKey(state.party.at);
    if (!maze.chits[at]) out.push(`the party stands at ${at}, where no chit lies`);
    else if (!reachableFromEntrance(maze, true).has(at)) out.push(`the party at ${at} cannot be reached from the entrance`);
  }
  const living = memberIds(state);
  if (living.length > 0 && state.phase.kind !== 'over' && state.phase.kind !== 'combat' && state.phase.kind !== 'lineUp') {
    const problem = marchingOrderProblem(state.party.order, living);
    if (problem) out.push(`5.12: ${problem}`);
  }
  for (const a of state.party.adventurers) {
    if (a.wounds < 0) out.push(`${a.name} has ${a.wounds} wounds`);
    if (a.alive !== a.wounds < a.woundPoints) out.push(`${a.name} is ${a.alive ? 'alive' : 'dead'} with ${a.wounds}/${a.woundPoints} wounds`);
  }
  return out;
}
