/**
 * A finished or saved delve as a tape to watch: its setup and action list, checked once from
 * the start, then any step shown on demand. Step 0 is the game as `newGame` deals it; step k
 * follows the first k actions.
 *
 * Memory stays small for long delves: only every CHECKPOINT-th state is kept (plus the last one
 * asked for), and any other step is replayed forward from the nearest checkpoint below it.
 * Applying an action costs a few hundredths of a millisecond, so no step is ever more than
 * CHECKPOINT - 1 cheap applies away. The events of every step are kept (the log needs them).
 */
import { apply, type Action, type GameEvent, type GameSetup, type GameState } from './rules/game';
import { replayLog, ReplayError } from './store/replay';

/** A state is kept at every step that is a multiple of this. */
export const CHECKPOINT = 50;

export class ReplayTape {
  readonly setup: GameSetup;
  readonly actions: readonly Action[];
  /** checkpoints[j] is the state at step j * CHECKPOINT. */
  private readonly checkpoints: GameState[] = [];
  /** logEnd[k]: how many events the whole log holds up to and including step k. */
  private readonly logEnd: number[] = [];
  private readonly flat: GameEvent[] = [];
  private cached: { step: number; state: GameState };
  /** The step before the last one walked to, met on the way (the replay bar titles a step by the state it began from). */
  private before: { step: number; state: GameState } | null = null;

  /**
   * Replays `actions` from `setup` once. Throws a ReplayError naming the first action the
   * rules refuse (or the setup, index -1): a tape is never half good.
   */
  constructor(setup: GameSetup, actions: readonly Action[]) {
    const list: unknown = actions;
    if (!Array.isArray(list)) throw new Error('The delve has no list of actions.');
    this.setup = setup;
    this.actions = actions.slice();
    const start = replayLog(setup, []);
    let state = start.state;
    this.record(state, 0, start.events);
    this.actions.forEach((action, i) => {
      let next;
      try {
        next = apply(state, action);
      } catch (e) {
        throw new ReplayError(i, action, e instanceof Error ? e.message : String(e));
      }
      state = next.state;
      this.record(state, i + 1, next.events);
    });
    this.cached = { step: this.actions.length, state };
  }

  private record(state: GameState, step: number, events: readonly GameEvent[]): void {
    if (step % CHECKPOINT === 0) this.checkpoints.push(state);
    for (const e of events) this.flat.push(e);
    this.logEnd.push(this.flat.length);
  }

  /** The number of actions: the last step. */
  get length(): number {
    return this.actions.length;
  }

  /** How many states the tape holds right now (for the memory test). */
  get statesHeld(): number {
    return this.checkpoints.length + 1 + (this.before ? 1 : 0);
  }

  /** Clamps any number to a step of this tape (0 … length). */
  clamp(step: number): number {
    if (!Number.isFinite(step)) return step > 0 ? this.length : 0;
    return Math.max(0, Math.min(this.length, Math.trunc(step)));
  }

  /** The game at `step`: from the cache, a checkpoint, or replayed forward from the nearest one. */
  stateAt(step: number): GameState {
    const k = this.clamp(step);
    if (this.cached.step === k) return this.cached.state;
    if (this.before?.step === k) return this.before.state;
    const j = Math.floor(k / CHECKPOINT);
    // Going forward from the cached step is cheaper when it lies between the checkpoint and k.
    let from = j * CHECKPOINT;
    let state = this.checkpoints[j]!;
    if (this.cached.step > from && this.cached.step < k) {
      from = this.cached.step;
      state = this.cached.state;
    }
    for (let i = from; i < k; i++) {
      // the step before is kept too: a step is shown beside the state it began from
      if (i === k - 1) this.before = { step: i, state };
      state = apply(state, this.actions[i]!).state;
    }
    this.cached = { step: k, state };
    return state;
  }

  /** The events step `step` brought (step 0: the deal's). */
  eventsAt(step: number): readonly GameEvent[] {
    const k = this.clamp(step);
    return this.flat.slice(k === 0 ? 0 : this.logEnd[k - 1], this.logEnd[k]);
  }

  /** The action that led to `step` (none for step 0). */
  actionAt(step: number): Action | null {
    const k = this.clamp(step);
    return k === 0 ? null : this.actions[k - 1]!;
  }

  /** The whole log up to and including `step`. */
  logUpTo(step: number): GameEvent[] {
    return this.flat.slice(0, this.logEnd[this.clamp(step)]);
  }

  /** The step whose events include the `index`-th line of the whole log (0-based). */
  stepOfLogLine(index: number): number {
    if (!Number.isFinite(index) || index < 0) return 0;
    let lo = 0;
    let hi = this.logEnd.length - 1;
    if (index >= this.logEnd[hi]!) return hi;
    // the first step whose log end passes the line
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.logEnd[mid]! > index) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}
