/**
 * The one road between the table and the rules: scenes emit intents, the controller applies
 * them to the engine and emits what happened. Scenes draw only what these events and the
 * state say. Each scene removes its own listeners when it shuts down (`listen` below).
 */
import mitt, { type Emitter, type Handler } from 'mitt';
import type { Action, GameEvent, GameSetup, GameState } from './games/deathmaze';
import type { ClaimChanges, Loaded, Request, RosterChanges, SaveChanges } from './tablePort';

export interface Settings {
  sound: boolean;
  /** Multiplies animation durations: 0.5 fast, 1 normal, 2 slow. */
  animationSpeed: number;
  /** No tweens beyond what is needed to see what changed. */
  reducedMotion: boolean;
  /** Steps where the player has nothing to choose but dice are resolved without a tap. */
  autoResolve: boolean;
}

export type BusEvents = {
  /** Start a delve with this party (5.1). */
  'intent:new-game': GameSetup;
  /** The player's move: a rules action, checked by the engine. */
  'intent:action': Action;
  /** "Decide for me": the autoplay policy takes the next action. */
  'intent:decide': void;
  /** Take back the last decision (never across a reveal). */
  'intent:undo': void;
  /** Leave the current delve for the title screen, or (`setup`) straight for a new delve's party setup. */
  'intent:title': { setup?: boolean } | undefined;
  /**
   * The table is to draw the delve afresh: a new delve has begun, one was loaded, a replay jumped,
   * or (`undone`) the last step of the same delve was taken back, its events with it.
   */
  'game:started': { state: GameState; events: GameEvent[]; undone?: true };
  /** An action was applied: the new state and what happened, in order. */
  'game:changed': { state: GameState; events: GameEvent[]; action: Action };
  /** A delve picked up at a checkpoint: its earlier steps are proved, and their events are known now. */
  'game:proven': { steps: number };
  /** An action was refused: the rule that forbids it and why. The state is unchanged. */
  'game:refused': { action: Action; rule: string; reason: string };
  /** A short message for the player (a refusal, a hint). */
  'ui:toast': { text: string; kind: 'info' | 'error' };
  /** This tab stopped saving the delve on the table: another tab plays it now (src/controller.ts). */
  'game:detached': { reason: string };
  /** Open one of the panels over the table. */
  'ui:open': 'log' | 'sheets' | 'rules' | 'settings' | 'save-slot';
  'settings:changed': Settings;
  /** Watch a delve as a replay, read only, from step `at` (default 0: the deal). */
  'intent:replay': { setup: GameSetup; actions: readonly Action[]; at?: number };
  /** Leave the replay: back to the delve on the table, or to the title. */
  'intent:replay-leave': void;
  /** The replay shows step `at` of `steps` (after `at` actions); `events` are what that step brought. */
  'replay:moved': { at: number; steps: number; events: GameEvent[] };
  /** The replay is over (left, or replaced by a new or loaded delve). */
  'replay:ended': void;
  /** Move the replay's cursor to step `at` (clamped to the tape). */
  'intent:replay-step': number;
  /** Put the guided first delve on the table at its step `at` (0: from the start; src/lessonRail.ts). */
  'intent:lesson': { at: number };
  /** Play a loaded save on this tab (its claim settled first: src/ui/openDelve.ts). */
  'intent:resume': Loaded;
  /** A change to the saves, answered through its `reply` (use `ask`). */
  'intent:saves': Request<SaveChanges>;
  /** A change to the roster of veterans, answered through its `reply`. */
  'intent:roster': Request<RosterChanges>;
  /** This tab's claim on a delve (src/delveClaims.ts), answered through its `reply`. */
  'intent:claims': Request<ClaimChanges>;
};

/** The requests that answer, and what serves each. */
interface Asks {
  'intent:saves': SaveChanges;
  'intent:roster': RosterChanges;
  'intent:claims': ClaimChanges;
}

type Args<F> = F extends (...args: infer P) => unknown ? P : never;
type Answer<F> = F extends (...args: never[]) => Promise<infer R> ? R : never;

export type Bus = Emitter<BusEvents>;

export const bus: Bus = mitt<BusEvents>();

/**
 * Subscribes `handler` for as long as `owner` lives: returns the function that unsubscribes,
 * which scenes call on SHUTDOWN (mitt has no `once`, and `off(type)` would drop everyone's).
 */
export function listen<K extends keyof BusEvents>(type: K, handler: Handler<BusEvents[K]>): () => void {
  bus.on(type, handler);
  return () => bus.off(type, handler);
}

/**
 * Asks the session for a change that has an answer (a slot renamed, a veteran improved, a claim
 * taken): the request goes on the bus, and whoever serves it (src/session.ts) replies. Rejects
 * when nobody serves it.
 */
export function ask<E extends keyof Asks, K extends keyof Asks[E]>(type: E, op: K, ...args: Args<Asks[E][K]>): Promise<Answer<Asks[E][K]>> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const reply = (answer: Promise<unknown>): void => {
      answered = true;
      answer.then((out) => resolve(out as Answer<Asks[E][K]>), reject);
    };
    bus.emit(type, { op, args, reply } as never);
    if (!answered) reject(new Error(`Nothing on the bus answers ${type} ${String(op)}.`));
  });
}
