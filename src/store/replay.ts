/**
 * A game is its setup and its action list: replaying the actions from the deal rebuilds the
 * state exactly. Loading checks a save this way. The work is the kernel's history
 * (src/engine/history.ts); these are its Deathmaze shapes, for the store and the tests.
 */
import { History, ReplayError, type HistoryOptions } from '../engine/history';
import { deathmaze, isReveal, type Action, type GameEvent, type GameSetup, type GameState, type Outcome } from '../games/deathmaze';

export { ReplayError, isReveal };

/** The Deathmaze's history type. */
export type DelveHistory = History<GameSetup, GameState, Action, GameEvent>;

/** The history `actions` make from `setup`, checked from the deal; a ReplayError names the first refused action. */
export const replayHistory = (setup: GameSetup, actions: readonly Action[], options?: HistoryOptions): DelveHistory =>
  History.replay(deathmaze, setup, actions, options);

/** The state after `actions` and every event on the way (the deal's included): the whole log. */
export function replayLog(setup: GameSetup, actions: readonly Action[]): Outcome {
  const h = replayHistory(setup, actions);
  return { state: h.state, events: [...h.log] };
}

/** The state `actions` lead to from the deal; throws a ReplayError naming the first refused action. */
export function replay(setup: GameSetup, actions: readonly Action[]): GameState {
  return replayHistory(setup, actions).state;
}

/** How many of the last actions may be taken back: those after the last reveal (0 when the last action was one). */
export function undoable(setup: GameSetup, actions: readonly Action[]): number {
  return replayHistory(setup, actions).undoable;
}

export interface Undone {
  /** The shorter action list. */
  actions: Action[];
  state: GameState;
  /** The whole log up to that state. */
  events: GameEvent[];
}

/**
 * Takes back the last `count` actions (default 1), the player's own decisions since the last
 * die roll or chit draw; null when fewer than `count` may be taken back (never across a reveal).
 */
export function undo(setup: GameSetup, actions: readonly Action[], count = 1): Undone | null {
  if (!Number.isInteger(count) || count < 1) return null;
  const h = replayHistory(setup, actions);
  if (count > h.undoable) return null;
  for (let i = 0; i < count; i++) h.undo();
  return { actions: [...h.actions], state: h.state, events: [...h.log] };
}
