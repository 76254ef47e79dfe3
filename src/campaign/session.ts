/**
 * A campaign on the table, for any ruleset: the history it is played into, the autosave after
 * every step, undo, "decide for me", and what each step told, sent to whoever listens. It knows
 * no game: the Black Gate's table is the first to drive one, and the Deathmaze's controller
 * (src/controller.ts) is the model it follows. A refusal is a value with the rule that forbids
 * it; nothing is played, nothing is saved.
 */
import mitt, { type Emitter } from 'mitt';
import { seedDice, type DiceState } from '../engine/dice';
import { legalActions } from '../engine/driver';
import { History } from '../engine/history';
import type { ActionLike, Ruleset } from '../engine/ruleset';
import type { CampaignLoaded, CampaignSaved, CampaignStore } from '../store/campaignStore';

export type SessionEvents<S, A, E> = {
  /** A campaign was dealt or loaded, or a step taken back: draw it afresh. */
  started: { state: S; events: readonly E[]; undone?: true };
  /** An action was played: the new state and what it told, in order. */
  changed: { state: S; events: readonly E[]; action: A };
  /** An action was refused: the rule that forbids it and why. Nothing changed. */
  refused: { action: A; rule: string; reason: string };
  /** The autosave failed: the campaign goes on in memory, and the player is told why. */
  unsaved: { reason: string };
};

/** A campaign step by step, to watch: step 0 is the deal, step k follows the first k actions. */
export interface CampaignTape<S, A, E> {
  readonly length: number;
  stateAt(step: number): S;
  eventsAt(step: number): readonly E[];
  actionAt(step: number): A | null;
  titleAt(step: number): string;
}

export class CampaignSession<Setup, S, A extends ActionLike, E> {
  readonly events: Emitter<SessionEvents<S, A, E>> = mitt<SessionEvents<S, A, E>>();
  private history: History<Setup, S, A, E> | null = null;
  /** The stream "decide for me" draws on: its own, so the game's dice never see it. */
  private advice: DiceState = seedDice('advice');
  /** Autosaves run one after another; the last one asked for is the one that lands. */
  private saving: Promise<CampaignSaved | null> = Promise.resolve(null);
  /** The history began at a staged position (`stage`): nothing of it is saved. */
  private staged = false;

  constructor(
    readonly rules: Ruleset<Setup, S, A, E>,
    private readonly store: CampaignStore<Setup, S, A, E> | null = null,
  ) {}

  get state(): S | null {
    return this.history?.state ?? null;
  }

  /** The campaign began at a staged position (`stage`), so it cannot be saved. */
  get isStaged(): boolean {
    return this.staged;
  }

  get setup(): Setup | null {
    return this.history?.setup ?? null;
  }

  get actions(): readonly A[] {
    return this.history?.actions ?? [];
  }

  /** The campaign so far as a tape to watch (the history itself: nothing is replayed twice). */
  get tape(): CampaignTape<S, A, E> | null {
    return this.history;
  }

  /** The whole log from the deal. */
  get log(): readonly E[] {
    return this.history?.log ?? [];
  }

  /** What may be done now (empty before a campaign, or when it is over). */
  get legal(): A[] {
    const s = this.state;
    return s === null || this.rules.isOver(s) ? [] : legalActions(this.rules, s);
  }

  /** How many steps undo may take back now (never across a reveal). */
  get undoable(): number {
    return this.history?.undoable ?? 0;
  }

  /** Deals a new campaign; a refused setup throws the ruleset's RuleError and nothing changes. */
  start(setup: Setup): void {
    const history = History.start(this.rules, setup);
    this.history = history;
    this.staged = false;
    this.advice = seedDice(`advice:${JSON.stringify(history.setup)}`);
    this.events.emit('started', { state: history.state, events: history.log });
    this.autosave();
  }

  /** Plays on from a loaded save. */
  resume(loaded: CampaignLoaded<Setup, S, A, E>): void {
    this.history = loaded.history;
    this.staged = false;
    this.advice = seedDice(`advice:${JSON.stringify(loaded.setup)}:${loaded.actions.length}`);
    this.events.emit('started', { state: loaded.history.state, events: loaded.history.log });
  }

  /**
   * Plays on from a position set up by hand (a test's scene) rather than dealt: it is never
   * autosaved, since its actions replay only from that position, not from the deal.
   */
  stage(setup: Setup, state: S): void {
    this.history = History.staged(this.rules, setup, { state, events: [] });
    this.staged = true;
    this.advice = seedDice(`advice:staged:${JSON.stringify(setup)}`);
    this.events.emit('started', { state, events: [] });
  }

  /** Plays `action` if the rules allow it; a refusal is told (`refused`) and returned. */
  play(action: A): boolean {
    const history = this.history;
    if (!history) return false;
    const out = history.play(action);
    if (!out.ok) {
      this.events.emit('refused', { action, rule: out.rule, reason: out.reason });
      return false;
    }
    this.events.emit('changed', { state: out.state, events: out.events, action });
    this.autosave();
    return true;
  }

  /** The ruleset's sensible choice, played; false when it has none (or the game is over). */
  decide(): boolean {
    const s = this.state;
    if (s === null || this.rules.isOver(s) || !this.rules.policy) return false;
    const action = this.rules.policy(s, this.advice);
    return action !== null && this.play(action);
  }

  /** Takes back the last step when no die, card or tile came into view since. */
  undo(): boolean {
    const history = this.history;
    if (!history?.undo()) return false;
    this.events.emit('started', { state: history.state, events: history.log, undone: true });
    this.autosave();
    return true;
  }

  /** Resolves once every autosave asked for so far has landed (or failed). */
  flush(): Promise<CampaignSaved | null> {
    return this.saving;
  }

  private autosave(): void {
    const history = this.history;
    const store = this.store;
    if (!history || !store || this.staged) return;
    // the history's own state, never a copy of it: a save must replay to exactly what it holds
    const [setup, actions, state] = [history.setup, [...history.actions], history.state];
    this.saving = this.saving.then(async () => {
      const saved = await store.autosave(setup, actions, state);
      if (!saved.ok) this.events.emit('unsaved', { reason: saved.reason });
      return saved;
    });
  }
}
