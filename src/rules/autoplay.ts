/**
 * Autoplay: policies that choose an action for the player. They draw on a random stream of
 * their own, so a game's dice (and therefore its replay) depend only on the actions taken.
 */
import { randomIndex, type DiceState } from './dice';
import { legalActions, type Action, type GameState } from './game';
import { chitAt } from './maze';
import { step } from './grid';

/**
 * Explores at random but legally (issue 2's walker): any legal facing for a chit in hand;
 * when moving, unexplored segments are preferred three times in four; it never leaves.
 */
export function exploreAtRandom(state: GameState, rng: DiceState): Action | null {
  const actions = legalActions(state).filter((a) => a.type !== 'leave' && a.type !== 'arrange');
  if (actions.length === 0) return null;
  const fresh = actions.filter((a) => a.type === 'move' && !chitAt(state.maze, step(state.party.at, a.dir)));
  const pool = fresh.length > 0 && randomIndex(rng, 4) > 0 ? fresh : actions;
  return pool[randomIndex(rng, pool.length)] ?? null;
}
