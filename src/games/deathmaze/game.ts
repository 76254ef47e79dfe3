/**
 * The game as one plain JSON value, the actions a player may take, and `apply`, which turns a
 * state and an action into the next state and the events that happened.
 */
import { apply as applyMove, legalActions as listActions, tryApply as tryMove } from '../../engine/driver';
import { deathmaze } from './ruleset';
import type { Action, GameState, Outcome, TryOutcome } from './state';

export type { GameEvent } from './events';
export * from './state';
export { newGame } from './board/deal';
export { legalPlacements, moveProblem } from './board/walking';
export { decidingPlayer } from './settling';
export { deathmaze, isReveal } from './ruleset';

/** Everything the player may do now. */
export function legalActions(state: GameState): Action[] {
  return listActions(deathmaze, state);
}

/** Applies an action, or throws a RuleError naming the rule that forbids it (the state is untouched). */
export function apply(state: GameState, action: Action): Outcome {
  return applyMove(deathmaze, state, action);
}

/** As `apply`, but a refusal comes back as a value. */
export function tryApply(state: GameState, action: Action): TryOutcome {
  return tryMove(deathmaze, state, action);
}
