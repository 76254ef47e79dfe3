/**
 * A game is its setup and its action list: replaying the actions from `newGame` rebuilds the
 * state exactly. Loading checks a save this way, and undo is a replay without the last actions.
 */
import { apply, newGame, type Action, type GameEvent, type GameSetup, type GameState, type Outcome } from '../rules/game';
import { canonicalJson } from './checksum';

/** An action of the list that the rules refused (or a setup they refused: `index` -1). */
export class ReplayError extends Error {
  constructor(
    /** Position in the action list; -1 when `newGame` refused the setup. */
    readonly index: number,
    readonly action: unknown,
    readonly why: string,
  ) {
    super(index < 0 ? `The setup is refused: ${why}` : `Action ${index + 1} (${describe(action)}) is refused: ${why}`);
    this.name = 'ReplayError';
  }
}

const describe = (action: unknown): string => {
  try {
    return JSON.stringify(action) ?? String(action);
  } catch {
    return String(action);
  }
};

const why = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** The state after `actions` and every event on the way (newGame's included): the whole log. */
export function replayLog(setup: GameSetup, actions: readonly Action[]): Outcome {
  let out: Outcome;
  try {
    out = newGame(setup);
  } catch (e) {
    throw new ReplayError(-1, null, why(e));
  }
  let state = out.state;
  const events: GameEvent[] = [...out.events];
  actions.forEach((action, i) => {
    try {
      const next = apply(state, action);
      state = next.state;
      for (const e of next.events) events.push(e);
    } catch (e) {
      throw new ReplayError(i, action, why(e));
    }
  });
  return { state, events };
}

/** The state `actions` lead to from `newGame(setup)`; throws a ReplayError naming the first refused action. */
export function replay(setup: GameSetup, actions: readonly Action[]): GameState {
  return replayLog(setup, actions).state;
}

/**
 * Did this step reveal chance: throw dice (the generator moved on, or a scripted face was used)
 * or take a chit out of a cup or put one back (5.22, 5.29)? Undo never goes back across it.
 */
export function isReveal(before: GameState, after: GameState): boolean {
  const a = before.dice;
  const b = after.dice;
  if (a.s.some((w, i) => w !== b.s[i])) return true;
  if ((a.script?.length ?? -1) !== (b.script?.length ?? -1)) return true;
  return canonicalJson([before.maze.cups, before.maze.stacked]) !== canonicalJson([after.maze.cups, after.maze.stacked]);
}

interface Step {
  state: GameState;
  /** Events in the log before this step's own. */
  logLength: number;
}

/**
 * Replays the whole list, keeping only the states since the last reveal: the base the undo
 * may go back to and every step after it.
 */
function sinceLastReveal(setup: GameSetup, actions: readonly Action[]): { tail: Step[]; events: GameEvent[] } {
  let out: Outcome;
  try {
    out = newGame(setup);
  } catch (e) {
    throw new ReplayError(-1, null, why(e));
  }
  const events: GameEvent[] = [...out.events];
  // tail[0] is the state after the last reveal (or the start); tail[k] after k more actions
  let tail: Step[] = [{ state: out.state, logLength: events.length }];
  actions.forEach((action, i) => {
    const before = tail[tail.length - 1]!.state;
    let next: Outcome;
    try {
      next = apply(before, action);
    } catch (e) {
      throw new ReplayError(i, action, why(e));
    }
    for (const e of next.events) events.push(e);
    const step = { state: next.state, logLength: events.length };
    if (isReveal(before, next.state)) tail = [step];
    else tail.push(step);
  });
  return { tail, events };
}

/** How many of the last actions may be taken back: those after the last reveal (0 when the last action was one). */
export function undoable(setup: GameSetup, actions: readonly Action[]): number {
  return sinceLastReveal(setup, actions).tail.length - 1;
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
  const { tail, events } = sinceLastReveal(setup, actions);
  if (count > tail.length - 1) return null;
  const back = tail[tail.length - 1 - count]!;
  return { actions: actions.slice(0, actions.length - count), state: back.state, events: events.slice(0, back.logLength) };
}
