/**
 * A finished or saved delve as a tape to watch: its history, checked once from the start (or
 * the history the controller already holds, when the delve on the table is watched), then any
 * step shown on demand. Step 0 is the game as dealt; step k follows the first k actions.
 *
 * Memory stays small for long delves: only every CHECKPOINT-th state is kept (with the undo
 * tail and the last two looked at), and any other step is replayed forward from the nearest
 * one below it: never more than CHECKPOINT - 1 cheap applies away.
 */
import { CHECKPOINT_INTERVAL } from './engine/history';
import type { Action, GameSetup } from './games/deathmaze';
import { replayHistory, type DelveHistory } from './store/replay';

/** A state is kept at every step that is a multiple of this. */
export const CHECKPOINT = CHECKPOINT_INTERVAL;

export type ReplayTape = DelveHistory;

/**
 * Replays `actions` from `setup` once. Throws a ReplayError naming the first action the rules
 * refuse (or the setup, index -1): a tape is never half good.
 */
export function tapeOf(setup: GameSetup, actions: readonly Action[]): ReplayTape {
  const list: unknown = actions;
  if (!Array.isArray(list)) throw new Error('The delve has no list of actions.');
  return replayHistory(setup, actions, { undo: false });
}
