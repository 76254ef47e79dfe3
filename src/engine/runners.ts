/**
 * The seeded autoplay runner and the invariant runner: whole games played by a ruleset's own
 * sensible player, every step checked by the ruleset's invariants and by a JSON round trip (a
 * state that does not survive one would not survive a save). The simulator and the property
 * tests of every game use these.
 */
import { seedDice } from './dice';
import { apply } from './driver';
import type { ActionLike, Outcome, Ruleset } from './ruleset';

/** A broken invariant, with what reproduces it. */
export class InvariantError extends Error {
  constructor(
    readonly step: number,
    readonly action: unknown,
    readonly broken: readonly string[],
  ) {
    super(`after action ${step} (${JSON.stringify(action)}): ${broken.join('; ')}`);
    this.name = 'InvariantError';
  }
}

/** Every broken invariant of a state, the JSON round trip included; empty when all hold. */
export function brokenInvariants<Setup, S, A extends ActionLike, E>(rules: Ruleset<Setup, S, A, E>, state: S): string[] {
  const out = rules.invariants ? rules.invariants(state) : [];
  const problem = notJson(state);
  if (problem) out.push(`the state does not survive a JSON round trip: ${problem}`);
  return out;
}

/** Deeper than this is a cycle (a game state is a few levels deep). */
const MAX_DEPTH = 500;

/**
 * What in a value would not come back from a save as it was (a JSON round trip), or null: a
 * number that is not finite, a function, symbol or bigint, a cycle. One walk, no text: it
 * finds whatever writing the state out and reading it back would find, at a fraction of the cost.
 * Members that are undefined are left out, as JSON leaves them.
 */
export function notJson(value: unknown): string | null {
  const where: string[] = [];
  const what = problemIn(value, 0, where);
  return what && (where.length > 0 ? `${what} at ${where.reverse().join('.')}` : what);
}

/** The problem, with the keys down to it pushed onto `where` innermost first (only on the way back up). */
function problemIn(v: unknown, depth: number, where: string[]): string | null {
  switch (typeof v) {
    case 'string':
    case 'boolean':
      return null;
    case 'number':
      return Number.isFinite(v) ? null : `the number ${v}`;
    case 'object': {
      if (v === null) return null;
      if (depth > MAX_DEPTH) return 'values nested without end (a cycle)';
      if (Array.isArray(v)) {
        for (let i = 0; i < v.length; i++) {
          const item: unknown = v[i];
          if (item === undefined) continue; // written as null
          const p = problemIn(item, depth + 1, where);
          if (p) return depth < 8 ? (where.push(String(i)), p) : p;
        }
        return null;
      }
      const obj = v as Record<string, unknown>;
      for (const k of Object.keys(obj)) {
        const member = obj[k];
        if (member === undefined) continue; // left out
        const p = problemIn(member, depth + 1, where);
        if (p) return depth < 8 ? (where.push(k), p) : p;
      }
      return null;
    }
    default:
      return `a ${typeof v}`;
  }
}

export interface PlayOptions<S, A, E> {
  /** Stop after this many actions (a guard against a policy that walks for ever). */
  maxActions?: number;
  /** Check the invariants after every action (default true). */
  check?: boolean;
  /** Told after every action, e.g. to count what happened. */
  onStep?: (action: A, out: Outcome<S, E>) => void;
}

export interface Played<S, A> {
  state: S;
  actions: A[];
  /** How it stopped: the game ended, the policy had nothing to do, or the guard was reached. */
  ended: 'over' | 'stuck' | 'limit';
}

/**
 * Plays one game from `setup` with the ruleset's policy, its choices drawn on a stream seeded by
 * `policySeed`. Throws an InvariantError at the first broken invariant; any other exception of
 * the rules comes through as it is.
 */
export function playOut<Setup, S, A extends ActionLike, E>(
  rules: Ruleset<Setup, S, A, E>,
  setup: Setup,
  policySeed: number | string,
  options: PlayOptions<S, A, E> = {},
): Played<S, A> {
  const policy = rules.policy;
  if (!policy) throw new Error(`The ${rules.id} ruleset has no policy to play with.`);
  const { maxActions = 5000, check = true, onStep } = options;
  const rng = seedDice(policySeed);
  let state = rules.newGame(setup).state;
  const actions: A[] = [];
  if (check) assertSound(rules, state, 0, null);
  while (!rules.isOver(state)) {
    if (actions.length >= maxActions) return { state, actions, ended: 'limit' };
    const action = policy(state, rng);
    if (!action) return { state, actions, ended: 'stuck' };
    const out = apply(rules, state, action);
    actions.push(action);
    state = out.state;
    onStep?.(action, out);
    if (check) assertSound(rules, state, actions.length, action);
  }
  return { state, actions, ended: 'over' };
}

function assertSound<Setup, S, A extends ActionLike, E>(rules: Ruleset<Setup, S, A, E>, state: S, step: number, action: A | null): void {
  const broken = brokenInvariants(rules, state);
  if (broken.length > 0) throw new InvariantError(step, action, broken);
}
