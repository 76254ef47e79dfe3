/**
 * The controller: the one place where intents become engine actions. It owns the current
 * game (its setup, the actions taken and the log) and tells everyone what changed.
 */
import { playSensibly } from './rules/autoplay';
import { seedDice, type DiceState } from './rules/dice';
import { newGame, tryApply, type Action, type GameEvent, type GameSetup, type GameState } from './rules/game';
import { bus, type Bus } from './bus';

export class Controller {
  state: GameState | null = null;
  setup: GameSetup | null = null;
  /** Every action applied since the start: with the setup, the whole game (replays, saves). */
  actions: Action[] = [];
  /** Every event so far, for the log panel. */
  log: GameEvent[] = [];
  /** "Decide for me" draws on a stream of its own, so the game's dice never depend on it. */
  private policy: DiceState = seedDice('policy');

  constructor(private readonly events: Bus = bus) {
    events.on('intent:new-game', (setup) => this.start(setup));
    events.on('intent:action', (action) => this.act(action));
    events.on('intent:decide', () => this.decide());
  }

  start(setup: GameSetup): void {
    try {
      const { state, events } = newGame(setup);
      this.state = state;
      this.setup = setup;
      this.actions = [];
      this.log = [...events];
      this.policy = seedDice(`policy-${String(setup.seed)}`);
      this.events.emit('game:started', { state, events });
    } catch (e) {
      const text = e instanceof Error ? e.message : String(e);
      this.events.emit('ui:toast', { text, kind: 'error' });
    }
  }

  /** Applies the action if the rules allow it; otherwise says which rule forbids it. */
  act(action: Action): boolean {
    if (!this.state) return false;
    const out = tryApply(this.state, action);
    if (!out.ok) {
      this.events.emit('game:refused', { action, rule: out.rule, reason: out.reason });
      this.events.emit('ui:toast', { text: `${out.rule}: ${out.reason}`, kind: 'error' });
      return false;
    }
    this.state = out.state;
    this.actions.push(action);
    this.log.push(...out.events);
    this.events.emit('game:changed', { state: out.state, events: out.events, action });
    return true;
  }

  /** "Decide for me" (the autoplay policy) for one step. */
  decide(): boolean {
    if (!this.state) return false;
    const action = playSensibly(this.state, this.policy);
    return action ? this.act(action) : false;
  }
}
