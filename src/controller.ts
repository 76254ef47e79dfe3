/**
 * The controller: the one place where intents become engine actions. It owns the current
 * game (its setup, the actions taken and the log), autosaves it after every action (off the
 * input path) and tells everyone what changed.
 *
 * It can also show a finished or saved delve as a replay (`watch`): read only, the game on the
 * table is the replayed one at the replay's cursor, every intent to change it is refused, and
 * nothing is autosaved. Leaving the replay puts back the delve that was on the table (or goes
 * to the title when there was none).
 *
 * Every delve has an identity (`delve`), made when it starts and kept in its saves; the tab
 * that plays it holds its claim (src/delveClaims.ts). When another tab takes the delve over, or
 * the store finds the delve played further elsewhere, this tab stops saving it and says so:
 * every intent is then refused with that message, and nothing here overwrites the newer steps.
 */
import { canonicalJson } from './engine/canonical';
import { History } from './engine/history';
import { seedDice, type DiceState } from './games/deathmaze';
import { deathmaze, type Action, type GameEvent, type GameSetup, type GameState } from './games/deathmaze';
import { tapeOf, type ReplayTape } from './replayTape';
import { replayHistory, type DelveHistory } from './store/replay';
import { newDelveId } from './store/format';
import type { Loaded, SaveStore } from './store/store';
import { bus, type Bus } from './bus';
import { openClaims, type DelveClaims } from './delveClaims';
import { LESSON_RULE, LESSON_STEPS, lessonStep, offLesson, type LessonPlace } from './lessonRail';
import { LESSON, tryApply } from './games/deathmaze';

/** What a refused intent says while a replay is on. */
export const WATCHING_MESSAGE = 'You are watching a replay: leave it (✕ on the replay bar) to play.';

/** What this tab says once another tab plays its delve. */
export const ELSEWHERE_MESSAGE = 'This delve is now played in another tab, so this tab has stopped saving it. Continue it from the title to play it here again.';

/** What this tab says when the steps of a delve picked up at its checkpoint turn out not to lead there. */
export const UNPROVEN_MESSAGE = 'This save’s earlier moves do not lead to the position it was saved in: it was damaged or changed, so this tab does not save it further. Nothing was changed.';

/** How long one slice of that proof may keep the page busy. */
const PROOF_SLICE_MS = 8;

/** `fn` when the page is idle (soon, at the latest). */
function whenIdle(fn: () => void): void {
  const idle = (globalThis as { requestIdleCallback?: (f: () => void, o?: { timeout: number }) => number }).requestIdleCallback;
  if (idle) idle(fn, { timeout: 100 });
  else setTimeout(fn, 0);
}

/** The game that was on the table before the replay began, put back when it ends. */
interface Stash {
  history: DelveHistory | null;
  policy: DiceState;
  onTable: boolean;
  delve: string | null;
  detached: string | null;
}

export class Controller {
  /**
   * The delve on the table, step by step: its state, actions and log, and what undo may take
   * back. Null before a delve starts. Undo and the log read it; nothing replays the delve.
   */
  private history: DelveHistory | null = null;
  /** The identity of the delve on the table (saved with it): made when it starts, not read from its setup. */
  delve: string | null = null;
  /** Why this tab no longer plays the delve on the table (another tab took it over); null while it does. */
  detached: string | null = null;
  /** "Decide for me" draws on a stream of its own, so the game's dice never depend on it. */
  private policy: DiceState = seedDice('policy');
  /** A delve is on the table: from its start until the player goes back to the title. */
  private onTable = false;
  /** An autosave waits for the proof of the steps before the checkpoint Continue picked the delve up at. */
  private held = false;
  /** The guided first delve is on the table (src/lessonRail.ts): kept to its steps, never saved. */
  private inLesson = false;
  /** The replay being watched, its cursor and what it displaced; null when playing. */
  private replay: { tape: ReplayTape; at: number; stash: Stash; actions: readonly Action[]; log: readonly GameEvent[] } | null = null;

  /** The game on the table (the replay's step while watching). */
  get state(): GameState | null {
    if (this.replay) return this.replay.tape.stateAt(this.replay.at);
    return this.history?.state ?? null;
  }

  get setup(): GameSetup | null {
    return (this.replay?.tape ?? this.history)?.setup ?? null;
  }

  /** Every action applied since the start: with the setup, the whole game (replays, saves). */
  get actions(): readonly Action[] {
    if (this.replay) return this.replay.actions;
    return this.history?.actions ?? [];
  }

  /** Every event so far, for the log panel. */
  get log(): readonly GameEvent[] {
    if (this.replay) return this.replay.log;
    return this.history?.log ?? [];
  }

  /** The steps so far with their actions and events (the log panel groups the log by them). */
  get steps(): DelveHistory | null {
    return this.replay?.tape ?? this.history;
  }

  /** The step the table shows: the last one, or the replay's cursor. */
  get stepShown(): number {
    return this.replay ? this.replay.at : (this.history?.length ?? 0);
  }

  /** How far the guided first delve on the table has come; null when the table plays any other delve. */
  get lesson(): LessonPlace | null {
    const h = this.replay?.stash.history ?? this.history;
    return this.inLesson && h ? { step: h.length, steps: LESSON_STEPS } : null;
  }

  /** How many of the last actions may be undone: none of them revealed a die or a chit. */
  get undoable(): number {
    return this.replay ? 0 : (this.history?.undoable ?? 0);
  }

  constructor(
    private readonly events: Bus = bus,
    private readonly store: SaveStore | null = null,
    private readonly claims: DelveClaims = openClaims,
  ) {
    claims.onLost(async (delve) => {
      // the steps taken here while the proof was under way are written before this tab gives way
      this.proveNow();
      this.detach(delve, ELSEWHERE_MESSAGE);
      // the steps already sent to the store are written before the other tab reads the delve
      await this.store?.flush();
    });
    events.on('intent:new-game', (setup) => this.start(setup));
    events.on('intent:action', (action) => this.act(action));
    events.on('intent:decide', () => this.decide());
    events.on('intent:undo', () => this.undo());
    events.on('intent:title', () => this.leftForTitle());
    events.on('intent:replay', ({ setup, actions, at }) => this.watch(setup, actions, at));
    events.on('intent:replay-leave', () => this.stopWatching());
    events.on('intent:replay-step', (at) => this.stepTo(at));
    events.on('intent:resume', (saved) => this.resume(saved));
    events.on('intent:lesson', ({ at }) => this.startLesson(at));
  }

  start(setup: GameSetup): void {
    let history: DelveHistory;
    try {
      history = History.start(deathmaze, setup);
    } catch (e) {
      const text = e instanceof Error ? e.message : String(e);
      this.events.emit('ui:toast', { text, kind: 'error' });
      return;
    }
    // a new delve replaces whatever was on the table, the replay included
    this.endReplay(false);
    // a delve of its own, whatever its setup: the same seed and party again never replace an unfinished one
    const delve = newDelveId();
    void this.claims.claim(delve);
    this.begin(history, delve);
    this.events.emit('game:started', { state: history.state, events: [...history.log] });
  }

  /**
   * Picks up a saved delve where it was left (the same state, the same future dice), on the
   * history loading checked (nothing replays it again). From its autosave slot it goes on as the
   * same delve (the caller has claimed it, src/ui/openDelve.ts); from a slot the player kept, it
   * branches off as a delve of its own, so that its autosave never writes over the steps the
   * delve took after that slot was saved.
   *
   * The store may have picked the delve up at its latest checkpoint (src/store/journal.ts): the
   * steps before it are then proven here, replayed from the deal in slices while the page is
   * idle. Until they are, nothing is autosaved (the latest game is written once they are); if
   * they do not lead to the checkpoint, this tab gives the delve up and says so, the slot as it was.
   */
  resume(saved: Loaded): void {
    this.endReplay(false);
    const history = saved.history ?? replayHistory(saved.setup, saved.actions);
    const delve = saved.slot.autosave ? saved.save.delve : newDelveId();
    void this.claims.claim(delve);
    this.held = false;
    // a branch is autosaved from its first step on: merely opening a kept slot adds no slot
    this.begin(history, delve, saved.slot.autosave);
    this.events.emit('game:started', { state: history.state, events: [] });
    if (history.unverified) this.proveLater(history, delve);
  }

  /** The proof of a resumed delve's first steps, a slice at a time (see `resume`). */
  private proveLater(history: DelveHistory, delve: string): void {
    const slice = (): void => {
      const mine = this.history === history || this.replay?.stash.history === history;
      if (!mine || !history.unverified) return;
      const out = history.verify({ ms: PROOF_SLICE_MS, now: () => performance.now() });
      if (out === 'more') whenIdle(slice);
      else this.proven(history, delve, out);
    };
    whenIdle(slice);
  }

  /** The proof of the delve on the table finished now, whatever it costs (another tab wants the delve). */
  private proveNow(): void {
    const h = this.replay?.stash.history ?? this.history;
    const delve = this.replay?.stash.delve ?? this.delve;
    if (h?.unverified && delve !== null) this.proven(h, delve, h.verify());
  }

  private proven(history: DelveHistory, delve: string, out: ReturnType<DelveHistory['verify']>): void {
    const held = this.held;
    this.held = false;
    if (out === 'more') return;
    if (out !== 'done') {
      this.detach(delve, UNPROVEN_MESSAGE);
      return;
    }
    if (this.history === history || this.replay?.stash.history === history) this.events.emit('game:proven', { steps: history.length });
    if (held && this.history === history) this.autosave();
  }

  /**
   * Puts a position set up by hand on the table (a test's fixture, with no delve leading to it):
   * it plays and undoes as any, from there.
   */
  stage(state: GameState): void {
    this.endReplay(false);
    this.history = History.staged(deathmaze, state.setup, { state, events: [] });
    this.delve = null;
    this.detached = null;
    this.policy = seedDice(`policy-${String(state.setup.seed)}-0`);
    this.onTable = true;
    this.inLesson = false;
  }

  /**
   * Puts the guided first delve on the table at its step `at` (0: the deal; a resumed lesson
   * replays its own first steps). It is no delve of the player's: no identity, no claim, no
   * autosave (src/lessonRail.ts).
   */
  startLesson(at = 0): void {
    const history = History.start(deathmaze, LESSON.setup);
    const upTo = Math.max(0, Math.min(Math.trunc(at) || 0, LESSON_STEPS - 1));
    for (let k = 0; k < upTo; k++) {
      const out = history.play(lessonStep(k)!);
      if (!out.ok) break;
    }
    this.endReplay(false);
    this.claims.release();
    this.history = history;
    this.delve = null;
    this.detached = null;
    this.policy = seedDice('policy-lesson');
    this.onTable = true;
    this.inLesson = true;
    this.events.emit('game:started', { state: history.state, events: upTo === 0 ? [...history.log] : [] });
  }

  /** Takes over the delve another controller holds (a test plays it offstage first). */
  adopt(other: Controller): void {
    this.endReplay(false);
    this.history = other.history;
    this.delve = other.delve;
    this.detached = null;
    this.onTable = other.history !== null;
    this.inLesson = other.inLesson;
  }

  private begin(history: DelveHistory, delve: string, save = true): void {
    this.inLesson = false;
    this.history = history;
    this.delve = delve;
    this.detached = null;
    this.policy = seedDice(`policy-${String(history.setup.seed)}-${history.length}`);
    this.onTable = true;
    if (save) this.autosave();
  }

  /** Re-seeds the "decide for me" stream (tests use it to replay a known sequence of choices). */
  seedPolicy(label: string): void {
    this.policy = seedDice(label);
  }

  /** Applies the action if the rules allow it; otherwise says which rule forbids it. */
  act(action: Action): boolean {
    if (this.refuseWhileWatching() || this.refuseWhileDetached()) return false;
    const history = this.history;
    if (!history) return false;
    const off = this.inLesson ? offLesson(history.state, history.length, action) : null;
    // off the lesson's path, a move the rules forbid is refused by its rule (the lesson teaches it)
    const out = off === null ? history.play(action) : refusedByRules(history.state, action) ?? { ok: false as const, rule: LESSON_RULE, reason: off };
    if (!out.ok) {
      this.events.emit('game:refused', { action, rule: out.rule, reason: out.reason });
      this.events.emit('ui:toast', { text: `${out.rule}: ${out.reason}`, kind: 'error' });
      return false;
    }
    this.autosave();
    this.events.emit('game:changed', { state: out.state, events: out.events, action });
    return true;
  }

  /** "Decide for me" (the autoplay policy) for one step. */
  decide(): boolean {
    if (this.refuseWhileWatching() || this.refuseWhileDetached()) return false;
    if (!this.state) return false;
    // in the lesson, the step it waits for
    const action = this.inLesson ? lessonStep(this.history?.length ?? 0) : deathmaze.policy!(this.state, this.policy);
    return action ? this.act(action) : false;
  }

  /** Takes back the player's last decision, never across a die roll or a chit draw (from the states kept since). */
  undo(): boolean {
    if (this.refuseWhileWatching() || this.refuseWhileDetached()) return false;
    if (!this.history?.undo()) {
      this.events.emit('ui:toast', { text: 'Nothing to undo since the last roll of the dice or chit drawn.', kind: 'info' });
      return false;
    }
    this.autosave();
    this.events.emit('game:started', { state: this.history.state, events: [], undone: true });
    return true;
  }

  /** Off the input path: the store coalesces a burst of calls and never rejects. Never while watching. */
  private autosave(): void {
    if (this.replay || this.detached !== null) return;
    const h = this.history;
    const delve = this.delve;
    if (!this.store || !h || delve === null) return;
    if (h.unverified) {
      // written once the steps before the checkpoint are proven (`resume`)
      this.held = true;
      return;
    }
    void this.store.autosave(h.setup, h.actions, h.state, delve, h.lastCheckpoint).then((out) => {
      // another tab wrote this delve further since this one read it: this tab gives way
      if (out?.ok === false && out.code === 'stale') this.detach(delve, out.reason);
    });
  }

  /** This tab stops playing `delve` (if it is the one on the table): nothing more is saved, and it says why. */
  detach(delve: string, reason: string): void {
    const mine = this.replay ? this.replay.stash.delve : this.delve;
    if (mine !== delve) return;
    if (this.replay) {
      if (this.replay.stash.detached !== null) return;
      this.replay.stash.detached = reason;
    } else {
      if (this.detached !== null) return;
      this.detached = reason;
    }
    this.events.emit('game:detached', { reason });
    this.events.emit('ui:toast', { text: reason, kind: 'error' });
  }

  private refuseWhileDetached(): boolean {
    if (this.detached === null) return false;
    this.events.emit('ui:toast', { text: this.detached, kind: 'error' });
    return true;
  }

  // -------------------------------------------------------------------------------------------
  // Replays

  /** True while a replay is on the table. */
  get watching(): boolean {
    return this.replay !== null;
  }

  /** The replay's cursor (the step shown) and its last step; null when not watching. */
  get replayPosition(): { at: number; steps: number } | null {
    return this.replay ? { at: this.replay.at, steps: this.replay.tape.length } : null;
  }

  /** The tape being watched (for the replay bar's step list and log lines); null when not watching. */
  get replayTape(): ReplayTape | null {
    return this.replay?.tape ?? null;
  }

  /**
   * Starts watching the delve `actions` make from `setup`, at step `at` (default 0, the deal).
   * A delve the rules cannot replay is refused with a message and nothing changes. Watching
   * another delve while one is watched swaps the tape and keeps what the first one displaced.
   */
  watch(setup: GameSetup, actions: readonly Action[], at = 0): boolean {
    let tape: ReplayTape;
    try {
      tape = this.tapeFor(setup, actions);
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      this.events.emit('ui:toast', { text: `This delve cannot be replayed. ${why}`, kind: 'error' });
      return false;
    }
    const stash: Stash = this.replay?.stash ?? { history: this.history, policy: this.policy, onTable: this.onTable, delve: this.delve, detached: this.detached };
    this.replay = { tape, at: -1, stash, actions: [], log: [] };
    this.show(tape.clamp(at), true);
    return true;
  }

  /** The delve on the table is its own tape (nothing replays); any other is replayed once. */
  private tapeFor(setup: GameSetup, actions: readonly Action[]): ReplayTape {
    const h = this.replay?.stash.history ?? this.history;
    // the delve on the table, picked up at a checkpoint: its first steps proven before it is watched
    if (h?.unverified) this.proveNow();
    if (h && !h.unverified && !h.disproven && (h.setup === setup || canonicalJson(h.setup) === canonicalJson(setup)) && sameList(h.actions, actions)) return h;
    return tapeOf(setup, actions);
  }

  /**
   * Shows step `step` of the replay (clamped to the tape). One step forward is told as the action
   * it was (`game:changed`, so the table animates it); any other jump redraws (`game:started`).
   */
  stepTo(step: number): boolean {
    if (!this.replay) return false;
    const k = this.replay.tape.clamp(step);
    if (k === this.replay.at) return true;
    this.show(k, k !== this.replay.at + 1);
    return true;
  }

  /** Leaves the replay: back to the delve that was on the table, or to the title. */
  stopWatching(): void {
    if (!this.replay) return;
    const back = this.replay.stash;
    this.endReplay(true);
    if (back.onTable && back.history) this.events.emit('game:started', { state: back.history.state, events: [] });
    else this.events.emit('intent:title');
  }

  /** The player went to the title: a replay ends there, and nothing is on the table any more. */
  private leftForTitle(): void {
    this.endReplay(true);
    this.onTable = false;
    this.inLesson = false;
    this.claims.release();
  }

  private show(k: number, jump: boolean): void {
    const r = this.replay!;
    const tape = r.tape;
    const state = tape.stateAt(k);
    r.at = k;
    // read often by the table (the log's length every frame): sliced once per step shown
    r.actions = tape.actions.slice(0, k);
    r.log = tape.logUpTo(k);
    this.detached = null;
    const events = [...tape.eventsAt(k)];
    const action = tape.actionAt(k);
    // The bar first, so the table already knows how much of the screen the bar takes.
    this.events.emit('replay:moved', { at: k, steps: tape.length, events });
    if (jump || !action) this.events.emit('game:started', { state, events: k === 0 ? events : [] });
    else this.events.emit('game:changed', { state, events, action });
  }

  /** Puts back the game the replay displaced (`restore`), or drops it (a new game replaces it). */
  private endReplay(restore: boolean): void {
    const r = this.replay;
    if (!r) return;
    this.replay = null;
    if (restore) {
      const s = r.stash;
      this.history = s.history;
      this.policy = s.policy;
      this.onTable = s.onTable;
      this.delve = s.delve;
      this.detached = s.detached;
    }
    this.events.emit('replay:ended');
  }

  private refuseWhileWatching(): boolean {
    if (!this.replay) return false;
    this.events.emit('ui:toast', { text: WATCHING_MESSAGE, kind: 'info' });
    return true;
  }
}

/** The rules' refusal of `action`, or null when they allow it. */
function refusedByRules(state: GameState, action: Action): { ok: false; rule: string; reason: string } | null {
  const out = tryApply(state, action);
  return out.ok ? null : { ok: false, rule: out.rule, reason: out.reason };
}

/** Two action lists with the same actions (a list read back from a save is a copy). */
function sameList(a: readonly Action[], b: readonly Action[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i] && JSON.stringify(a[i]) !== JSON.stringify(b[i])) return false;
  return true;
}
