/**
 * The seeded autoplay runner and the invariant runner: whole games played by a ruleset's own
 * sensible player, every step checked by the ruleset's invariants and by a JSON round trip (a
 * state that does not survive one would not survive a save). The simulator and the property
 * tests of every game use these.
 */
import { canonicalJson } from './canonical';
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
  const text = canonicalJson(state);
  if (canonicalJson(JSON.parse(text)) !== text) out.push('the state does not survive a JSON round trip');
  return out;
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
