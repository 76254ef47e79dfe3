/**
 * Shared helpers for the store tests: real games played by the autoplay policy, and storage
 * backends that fail on purpose. Not a test file (vitest runs only `*.test.ts`).
 */
import { playSensibly } from '../../src/games/deathmaze/autoplay';
import { standardParty } from '../../src/games/deathmaze/builders';
import { seedDice } from '../../src/games/deathmaze/dice';
import { apply, newGame, type Action, type GameEvent, type GameSetup, type GameState } from '../../src/games/deathmaze/game';
import type { StorageBackend } from '../../src/store/backend';

export interface Delve {
  setup: GameSetup;
  actions: Action[];
  /** states[0] is newGame's; states[i] follows actions[i - 1]. */
  states: GameState[];
  /** events[0] are newGame's; events[i] came of actions[i - 1]. */
  events: GameEvent[][];
}

export interface DelveOptions {
  /** Adventurers, 1 to 6 (default 4). */
  party?: number;
  /** At most this many actions (default: to the end, capped at 3 000). */
  cap?: number;
  /** Stop before the action for which this says true. */
  until?: (s: GameState) => boolean;
  setup?: Partial<GameSetup>;
}

/** A delve of the Basic Game, every choice made by `playSensibly`. */
export function playDelve(seed: number | string, opts: DelveOptions = {}): Delve {
  const setup: GameSetup = { seed, party: standardParty(opts.party ?? 4), ...opts.setup };
  const start = newGame(setup);
  const rng = seedDice(`policy-${String(seed)}`);
  const d: Delve = { setup, actions: [], states: [start.state], events: [start.events] };
  let state = start.state;
  while (state.phase.kind !== 'over' && d.actions.length < (opts.cap ?? 3000)) {
    if (opts.until?.(state)) break;
    const action = playSensibly(state, rng);
    if (!action) break;
    const out = apply(state, action);
    state = out.state;
    d.actions.push(action);
    d.states.push(state);
    d.events.push(out.events);
  }
  return d;
}

export const last = <T>(xs: readonly T[]): T => xs[xs.length - 1]!;
export const finalState = (d: Delve): GameState => last(d.states);
export const fullLog = (d: Delve, upTo = d.actions.length): GameEvent[] => d.events.slice(0, upTo + 1).flat();

/** Every key and value, sorted: two dumps are equal when storage is byte for byte the same. */
export async function dump(backend: StorageBackend): Promise<[string, string | null][]> {
  const keys = (await backend.keys()).sort();
  const out: [string, string | null][] = [];
  for (const k of keys) out.push([k, await backend.getItem(k)]);
  return out;
}

export interface Faulty extends StorageBackend {
  /** setItem calls that went through. */
  writes: number;
  reopens: number;
  /** From now on, setItem throws after `n` more calls succeed (null: never). */
  failWritesAfter(n: number | null, error?: unknown): void;
  /** The next `n` calls of any kind throw `error` once each. */
  dropNext(n: number, error?: unknown): void;
}

export const quotaError = (): DOMException => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
export const closingError = (): DOMException => new DOMException('The database connection is closing.', 'InvalidStateError');

/** Wraps a backend with faults on demand. */
export function faulty(inner: StorageBackend): Faulty {
  let budget: number | null = null;
  let failure: unknown = new Error('disk on fire');
  let drops = 0;
  let dropError: unknown = closingError();
  const maybeDrop = () => {
    if (drops > 0) {
      drops--;
      throw dropError;
    }
  };
  const f: Faulty = {
    writes: 0,
    reopens: 0,
    ready: () => inner.ready(),
    async getItem(key) {
      maybeDrop();
      return inner.getItem(key);
    },
    async setItem(key, value) {
      maybeDrop();
      if (budget !== null) {
        if (budget <= 0) throw failure;
        budget--;
      }
      f.writes++;
      return inner.setItem(key, value);
    },
    async removeItem(key) {
      maybeDrop();
      return inner.removeItem(key);
    },
    async keys() {
      maybeDrop();
      return inner.keys();
    },
    async reopen() {
      f.reopens++;
      await inner.reopen?.();
    },
    failWritesAfter(n, error) {
      budget = n;
      if (error !== undefined) failure = error;
    },
    dropNext(n, error) {
      drops = n;
      if (error !== undefined) dropError = error;
    },
  };
  return f;
}

let dbCounter = 0;
/** A database name of its own for each test, so tests never see each other's saves. */
export const freshDbName = (): string => `deathmaze-test-${process.pid}-${++dbCounter}-${Date.now()}`;

/** A fixed clock that moves on a minute per call. */
export function clock(start = '2025-03-01T10:00:00.000Z'): () => Date {
  let t = Date.parse(start);
  return () => new Date((t += 60_000));
}
