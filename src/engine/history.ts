/**
 * A game's history: its setup and the actions taken, with what each step told. It is built one
 * action at a time as the game is played, or once from a save; afterwards nothing a player does
 * costs more because the game is long:
 *
 * - undo goes back to a state it kept (every state since the last reveal is kept; a reveal, a
 *   die thrown or a chit drawn, is a wall undo never crosses, so there are never many);
 * - any earlier step (a replay's cursor) is a checkpoint away plus fewer than `interval` applies;
 * - the log is the events already told, sliced; nothing replays the game to draw it.
 */
import { apply } from './driver';
import { messageOf, RuleError } from './errors';
import type { ActionLike, Outcome, Ruleset, TryOutcome } from './ruleset';

/** An action of a list that the rules refused (or a setup they refused: `index` -1). */
export class ReplayError extends Error {
  constructor(
    /** Position in the action list; -1 when the setup was refused. */
    readonly index: number,
    readonly action: unknown,
    readonly why: string,
  ) {
    super(index < 0 ? `The setup is refused: ${why}` : `Action ${index + 1} (${shown(action)}) is refused: ${why}`);
    this.name = 'ReplayError';
  }
}

const shown = (action: unknown): string => {
  try {
    return JSON.stringify(action) ?? String(action);
  } catch {
    return String(action);
  }
};

/** A state is kept at every step that is a multiple of this. */
export const CHECKPOINT_INTERVAL = 50;

export interface HistoryOptions {
  /** A state is kept every this many steps (default CHECKPOINT_INTERVAL). */
  interval?: number;
  /** Keep what undo needs (default true); a tape only to watch keeps only its checkpoints. */
  undo?: boolean;
}

export class History<Setup, S, A extends ActionLike, E> {
  private readonly acts: A[] = [];
  /** titles[k - 1]: what the k-th action was, named when it was taken (empty when the ruleset names nothing). */
  private readonly titles: string[] = [];
  private readonly flat: E[] = [];
  /** logEnd[k]: how many events the log holds up to and including step k (step 0 is the deal). */
  private readonly logEnd: number[] = [];
  /** checkpoints[j]: the state at step j * interval. */
  private readonly checkpoints: S[] = [];
  /** The states since the last reveal, oldest first: tail[0] is the step undo may go back to. */
  private tail: { step: number; state: S }[] = [];
  /** The last two states looked up away from the end (a replay shows a step beside the one before it). */
  private looked: { step: number; state: S }[] = [];

  /**
   * A history resumed from a checkpoint (`resumed`) knows its actions from the start but not yet
   * what the steps up to the checkpoint told: `pending` replays them from the deal, a slice at a
   * time, and proves they lead to the checkpoint. Null once proven (or never resumed).
   */
  private pending: { upTo: number; expected: string; compare: (s: S) => string; at: number; state: S | null; events: E[]; logEnd: number[]; titles: string[]; checkpoints: S[]; failed: string | null } | null = null;

  private constructor(
    readonly rules: Ruleset<Setup, S, A, E>,
    readonly setup: Setup,
    dealt: Outcome<S, E>,
    readonly interval: number,
    /** Keep the states since the last reveal for undo (a replay to watch needs none of them). */
    private readonly keepUndo: boolean,
    /** The actions before the first recorded state (a history resumed from a checkpoint). */
    before: readonly A[] = [],
  ) {
    if (before.length > 0) {
      for (const a of before) this.acts.push(a);
      if (this.rules.describe) for (let i = 0; i < before.length; i++) this.titles.push('');
      for (let i = 0; i < before.length; i++) this.logEnd.push(0);
      this.checkpoints.length = before.length / interval;
    }
    this.record(dealt.state, dealt.events, true);
  }

  /** A new game: the deal. Throws whatever the ruleset throws for a refused setup. */
  static start<Setup, S, A extends ActionLike, E>(rules: Ruleset<Setup, S, A, E>, setup: Setup, options: HistoryOptions = {}): History<Setup, S, A, E> {
    const dealt = rules.newGame(setup);
    return new History(rules, rules.setupOf?.(dealt.state) ?? setup, dealt, options.interval ?? CHECKPOINT_INTERVAL, options.undo ?? true);
  }

  /**
   * A history that begins at a position set up by hand (a test's fixture) rather than at a
   * deal: play, undo and stepping work as ever, but its actions replay only from that position.
   */
  static staged<Setup, S, A extends ActionLike, E>(rules: Ruleset<Setup, S, A, E>, setup: Setup, at: Outcome<S, E>, options: HistoryOptions = {}): History<Setup, S, A, E> {
    return new History(rules, setup, at, options.interval ?? CHECKPOINT_INTERVAL, options.undo ?? true);
  }

  /** The game a saved list of actions makes, checked from the deal; a ReplayError names the first refused step. */
  static replay<Setup, S, A extends ActionLike, E>(
    rules: Ruleset<Setup, S, A, E>,
    setup: Setup,
    actions: readonly A[],
    options: HistoryOptions = {},
  ): History<Setup, S, A, E> {
    if (!Array.isArray(actions)) throw new ReplayError(-1, null, 'the delve has no list of actions');
    let history: History<Setup, S, A, E>;
    try {
      history = History.start(rules, setup, options);
    } catch (e) {
      throw new ReplayError(-1, null, messageOf(e));
    }
    history.replayFrom(actions, 0);
    return history;
  }

  /**
   * The game `actions` make, picked up at a checkpoint: `from.state` after the first `from.step`
   * actions (a multiple of the interval), which the caller trusts for now. Only the actions after
   * it are applied here (a ReplayError names a refused one); `verify` proves the steps before it
   * later, and until then they tell nothing (`eventsAt` is empty for them) and undo stops at the
   * checkpoint. `compare` gives the text two states are compared by (canonical JSON).
   */
  static resumed<Setup, S, A extends ActionLike, E>(
    rules: Ruleset<Setup, S, A, E>,
    setup: Setup,
    actions: readonly A[],
    from: { step: number; state: S },
    compare: (s: S) => string,
    options: HistoryOptions = {},
  ): History<Setup, S, A, E> {
    const interval = options.interval ?? CHECKPOINT_INTERVAL;
    if (!Number.isInteger(from.step) || from.step < 0 || from.step % interval !== 0 || from.step > actions.length) throw new ReplayError(-1, null, 'the checkpoint is not one of this delve’s');
    const history = new History(rules, setup, { state: from.state, events: [] }, interval, options.undo ?? true, actions.slice(0, from.step));
    history.replayFrom(actions, from.step);
    if (from.step > 0) history.pending = { upTo: from.step, expected: compare(from.state), compare, at: 0, state: null, events: [], logEnd: [], titles: [], checkpoints: [], failed: null };
    return history;
  }

  /** True once the steps before the checkpoint turned out not to lead there: the steps before it cannot be shown. */
  get disproven(): boolean {
    return this.pending !== null && this.pending.failed !== null;
  }

  /** Applies `actions` from index `from` on, each as a step; a refused one throws a ReplayError naming it. */
  private replayFrom(actions: readonly A[], from: number): void {
    for (let i = from; i < actions.length; i++) {
      const action = actions[i]!;
      let out: Outcome<S, E>;
      try {
        out = apply(this.rules, this.state, action);
      } catch (e) {
        throw new ReplayError(i, action, messageOf(e));
      }
      this.push(action, out);
    }
  }

  /** True while the steps before the checkpoint a history was resumed from are not yet proven. */
  get unverified(): boolean {
    return this.pending !== null && this.pending.failed === null;
  }

  /**
   * Proves the steps before the checkpoint, replaying them from the deal for at most
   * `budget.ms` by `budget.now` (default: to the end). Returns 'done' once they lead to the checkpoint (the history then
   * holds their events, titles and checkpoints, as if it had been replayed whole), 'more' when
   * the budget ran out first, or a ReplayError when they do not lead there or the rules refuse one.
   */
  verify(budget?: { ms: number; now: () => number }): 'done' | 'more' | ReplayError {
    const p = this.pending;
    if (!p) return 'done';
    if (p.failed !== null) return new ReplayError(-1, null, p.failed);
    // the kernel keeps no clock: the caller lends one
    const start = budget?.now() ?? 0;
    try {
      if (p.state === null) {
        const dealt = this.rules.newGame(this.setup);
        p.state = dealt.state;
        for (const e of dealt.events) p.events.push(e);
        p.logEnd.push(p.events.length);
        p.checkpoints.push(dealt.state);
      }
      while (p.at < p.upTo) {
        if (budget && p.at % 8 === 0 && budget.now() - start >= budget.ms) return 'more';
        const action = this.acts[p.at]!;
        let out: Outcome<S, E>;
        try {
          out = apply(this.rules, p.state, action);
        } catch (e) {
          throw new ReplayError(p.at, action, messageOf(e));
        }
        if (this.rules.describe) p.titles.push(this.rules.describe(p.state, action));
        p.state = out.state;
        p.at++;
        for (const e of out.events) p.events.push(e);
        p.logEnd.push(p.events.length);
        if (p.at % this.interval === 0 && p.at < p.upTo) p.checkpoints.push(out.state);
      }
      if (p.compare(p.state) !== p.expected) throw new ReplayError(p.upTo - 1, this.acts[p.upTo - 1], 'the moves before it do not lead to the position the save kept');
    } catch (e) {
      const error = e instanceof ReplayError ? e : new ReplayError(-1, null, messageOf(e));
      p.failed = error.message;
      return error;
    }
    // proven: the steps before the checkpoint join the history
    const shift = p.events.length;
    const later = this.flat.splice(0);
    for (const e of p.events) this.flat.push(e);
    for (const e of later) this.flat.push(e);
    for (let k = 0; k < this.logEnd.length; k++) this.logEnd[k] = k < p.logEnd.length ? p.logEnd[k]! : this.logEnd[k]! + shift;
    for (let k = 0; k < p.titles.length; k++) this.titles[k] = p.titles[k]!;
    for (let j = 0; j < p.checkpoints.length; j++) this.checkpoints[j] = p.checkpoints[j]!;
    this.pending = null;
    return 'done';
  }

  /** The steps before the checkpoint proven now (whatever it costs), for what needs them (a step before it shown). */
  private settle(): void {
    if (!this.pending) return;
    const out = this.verify();
    if (out instanceof ReplayError) throw out;
  }

  /** The game now. */
  get state(): S {
    return this.tail[this.tail.length - 1]!.state;
  }

  /** How many actions were taken: the last step. */
  get length(): number {
    return this.acts.length;
  }

  get actions(): readonly A[] {
    return this.acts;
  }

  /** Every event so far, the deal's included. */
  get log(): readonly E[] {
    return this.flat;
  }

  /** How many of the last actions may be taken back: those since the last reveal. */
  get undoable(): number {
    return this.tail.length - 1;
  }

  /**
   * The latest state kept every `interval` steps before the last step, with its step: what a
   * save keeps so that loading need not replay from the deal (and still replays, so re-tells,
   * the last action at least).
   */
  get lastCheckpoint(): { step: number; state: S } {
    const j = Math.max(0, Math.floor((this.acts.length - 1) / this.interval));
    return { step: j * this.interval, state: this.checkpoints[j]! };
  }

  /** How many states are held right now (checkpoints, the undo tail, the look-up cache). */
  get statesHeld(): number {
    return this.checkpoints.length + this.tail.length + this.looked.length;
  }

  /** Plays an action if the rules allow it; a refusal changes nothing. */
  play(action: A): TryOutcome<S, E> {
    let out: Outcome<S, E>;
    try {
      out = apply(this.rules, this.state, action);
    } catch (e) {
      if (e instanceof RuleError) return { ok: false, rule: e.rule, reason: e.reason };
      throw e;
    }
    this.push(action, out);
    return { ok: true, ...out };
  }

  /** Records a step already applied to the current state (by `play`, or a replay). */
  private push(action: A, out: Outcome<S, E>): void {
    const reveal = this.rules.isReveal(this.state, out.state);
    if (this.rules.describe) this.titles.push(this.rules.describe(this.state, action));
    this.acts.push(action);
    this.record(out.state, out.events, reveal);
  }

  private record(state: S, events: readonly E[], reveal: boolean): void {
    const step = this.acts.length;
    if (step % this.interval === 0) this.checkpoints.push(state);
    for (const e of events) this.flat.push(e);
    this.logEnd.push(this.flat.length);
    if (reveal || !this.keepUndo) this.tail = [{ step, state }];
    else this.tail.push({ step, state });
  }

  /** Takes back the last action, when it came after the last reveal; false (nothing changes) otherwise. */
  undo(): boolean {
    if (this.undoable < 1) return false;
    const step = this.acts.length;
    this.tail.pop();
    this.acts.pop();
    if (this.titles.length > this.acts.length) this.titles.pop();
    this.logEnd.pop();
    this.flat.length = this.logEnd[this.logEnd.length - 1]!;
    if (step % this.interval === 0) this.checkpoints.pop();
    this.looked = this.looked.filter((l) => l.step < step);
    return true;
  }

  /** Clamps any number to a step of this history (0 … length). */
  clamp(step: number): number {
    if (!Number.isFinite(step)) return step > 0 ? this.length : 0;
    return Math.max(0, Math.min(this.length, Math.trunc(step)));
  }

  /** The game at `step`: kept, or replayed forward from the nearest state below it. */
  stateAt(step: number): S {
    const k = this.clamp(step);
    const kept = this.tail.find((t) => t.step === k) ?? this.looked.find((l) => l.step === k);
    if (kept) return kept.state;
    if (this.pending && k < this.pending.upTo) this.settle();
    let from = Math.floor(k / this.interval) * this.interval;
    let state: S = this.checkpoints[from / this.interval]!;
    for (const l of this.looked) {
      if (l.step > from && l.step < k) {
        from = l.step;
        state = l.state;
      }
    }
    for (let i = from; i < k; i++) {
      if (i === k - 1) this.remember(i, state);
      state = apply(this.rules, state, this.acts[i]!).state;
    }
    this.remember(k, state);
    return state;
  }

  private remember(step: number, state: S): void {
    this.looked = [...this.looked.filter((l) => l.step !== step), { step, state }].slice(-2);
  }

  /** The events step `step` brought (step 0: the deal's). */
  eventsAt(step: number): readonly E[] {
    const k = this.clamp(step);
    return this.flat.slice(k === 0 ? 0 : this.logEnd[k - 1], this.logEnd[k]);
  }

  /** The action that led to `step` (none for step 0). */
  actionAt(step: number): A | null {
    const k = this.clamp(step);
    return k === 0 ? null : this.acts[k - 1]!;
  }

  /** What the action that led to `step` was, in the ruleset's words ('' for step 0, or a ruleset that names nothing). */
  titleAt(step: number): string {
    const k = this.clamp(step);
    return k === 0 ? '' : (this.titles[k - 1] ?? '');
  }

  /** The whole log up to and including `step`. */
  logUpTo(step: number): E[] {
    return this.flat.slice(0, this.logEnd[this.clamp(step)]);
  }

  /** The step whose events include the `index`-th line of the whole log (0-based). */
  stepOfLogLine(index: number): number {
    if (!Number.isFinite(index) || index < 0) return 0;
    let lo = 0;
    let hi = this.logEnd.length - 1;
    if (index >= this.logEnd[hi]!) return hi;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.logEnd[mid]! > index) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}
