/**
 * The controller: the one place where intents become engine actions. It owns the current
 * game (its setup, the actions taken and the log), autosaves it after every action (off the
 * input path) and tells everyone what changed.
 */
import { playSensibly } from './rules/autoplay';
import { seedDice, type DiceState } from './rules/dice';
import { newGame, tryApply, type Action, type GameEvent, type GameSetup, type GameState } from './rules/game';
import { isReveal, undo as undoActions, undoable } from './store/replay';
import type { Loaded, SaveStore } from './store/store';
import { bus, type Bus } from './bus';

export class Controller {
  state: GameState | null = null;
  setup: GameSetup | null = null;
  /** Every action applied since the start: with the setup, the whole game (replays, saves). */
  actions: Action[] = [];
  /** Every event so far, for the log panel. */
  log: GameEvent[] = [];
  /** How many of the last actions may be undone: none of them revealed a die or a chit. */
  undoable = 0;
  /** "Decide for me" draws on a stream of its own, so the game's dice never depend on it. */
  private policy: DiceState = seedDice('policy');

  constructor(
    private readonly events: Bus = bus,
    private readonly store: SaveStore | null = null,
  ) {
    events.on('intent:new-game', (setup) => this.start(setup));
    events.on('intent:action', (action) => this.act(action));
    events.on('intent:decide', () => this.decide());
    events.on('intent:undo', () => this.undo());
  }

  start(setup: GameSetup): void {
    try {
      const { state, events } = newGame(setup);
      this.begin(setup, [], state, [...events]);
      this.events.emit('game:started', { state, events });
    } catch (e) {
      const text = e instanceof Error ? e.message : String(e);
      this.events.emit('ui:toast', { text, kind: 'error' });
    }
  }

  /** Picks up a saved delve where it was left (the same state, the same future dice). */
  resume(saved: Loaded): void {
    this.begin(saved.setup, [...saved.actions], saved.state, [...saved.log]);
    this.undoable = undoable(saved.setup, saved.actions);
    this.events.emit('game:started', { state: saved.state, events: [] });
  }

  private begin(setup: GameSetup, actions: Action[], state: GameState, log: GameEvent[]): void {
    this.state = state;
    this.setup = setup;
    this.actions = actions;
    this.log = log;
    this.undoable = 0;
    this.policy = seedDice(`policy-${String(setup.seed)}-${actions.length}`);
    this.autosave();
  }

  /** Re-seeds the "decide for me" stream (tests use it to replay a known sequence of choices). */
  seedPolicy(label: string): void {
    this.policy = seedDice(label);
  }

  /** Applies the action if the rules allow it; otherwise says which rule forbids it. */
  act(action: Action): boolean {
    if (!this.state) return false;
    const before = this.state;
    const out = tryApply(before, action);
    if (!out.ok) {
      this.events.emit('game:refused', { action, rule: out.rule, reason: out.reason });
      this.events.emit('ui:toast', { text: `${out.rule}: ${out.reason}`, kind: 'error' });
      return false;
    }
    this.state = out.state;
    this.actions.push(action);
    this.log.push(...out.events);
    this.undoable = isReveal(before, out.state) ? 0 : this.undoable + 1;
    this.autosave();
    this.events.emit('game:changed', { state: out.state, events: out.events, action });
    return true;
  }

  /** "Decide for me" (the autoplay policy) for one step. */
  decide(): boolean {
    if (!this.state) return false;
    const action = playSensibly(this.state, this.policy);
    return action ? this.act(action) : false;
  }

  /** Takes back the player's last decision, never across a die roll or a chit draw (replays the rest). */
  undo(): boolean {
    if (!this.setup || !this.state || this.undoable < 1) {
      this.events.emit('ui:toast', { text: 'Nothing to undo since the last roll of the dice or chit drawn.', kind: 'info' });
      return false;
    }
    const back = undoActions(this.setup, this.actions);
    if (!back) return false;
    this.actions = back.actions;
    this.state = back.state;
    this.log = back.events;
    this.undoable--;
    this.autosave();
    this.events.emit('game:started', { state: back.state, events: [] });
    return true;
  }

  /** Off the input path: the store coalesces a burst of calls and never rejects. */
  private autosave(): void {
    if (this.store && this.setup && this.state) void this.store.autosave(this.setup, this.actions, this.state);
  }
}
