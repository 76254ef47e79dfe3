/**
 * The driver: the one way any game's actions are listed and applied. It asks the ruleset which
 * moves are open, finds the move an action names, and runs it on a draft with the ruleset's
 * checks before and its settling after.
 */
import { RuleError } from './errors';
import { shown } from './shown';
import type { ActionLike, Move, Outcome, Ruleset, TryOutcome } from './ruleset';

/** Everything the player may do now, in the order the ruleset offers it. */
export function legalActions<Setup, S, A extends ActionLike, E>(rules: Ruleset<Setup, S, A, E>, state: S): A[] {
  if (rules.legalActions) return rules.legalActions(state);
  const out: A[] = [];
  for (const type of rules.movesNow?.(state) ?? []) for (const a of moveOf(rules, type).legal?.(state) ?? []) out.push(a);
  return out;
}

function moveOf<Setup, S, A extends ActionLike, E>(rules: Ruleset<Setup, S, A, E>, type: unknown): Move<S, A, E> {
  const moves = rules.moves as unknown as Record<string, Move<S, A, E>>;
  const move = typeof type === 'string' && Object.hasOwn(moves, type) ? moves[type] : undefined;
  if (!move) throw new RuleError('—', `Unknown action "${shown(type)}".`);
  return move;
}

/** Applies an action, or throws a RuleError naming the rule that forbids it (the given state is untouched). */
export function apply<Setup, S, A extends ActionLike, E>(rules: Ruleset<Setup, S, A, E>, state: S, action: A): Outcome<S, E> {
  if (typeof action !== 'object' || action === null) throw new RuleError('—', 'That is not an action.');
  const admitted = rules.admit ? rules.admit(state, action) : action;
  const move = moveOf(rules, admitted.type);
  const draft = rules.draft(state);
  const events: E[] = [];
  move.apply(draft, admitted, events);
  rules.settle?.(state, draft, admitted, events);
  return { state: draft, events };
}

/** As `apply`, but a refusal comes back as a value. */
export function tryApply<Setup, S, A extends ActionLike, E>(rules: Ruleset<Setup, S, A, E>, state: S, action: A): TryOutcome<S, E> {
  try {
    return { ok: true, ...apply(rules, state, action) };
  } catch (e) {
    if (e instanceof RuleError) return { ok: false, rule: e.rule, reason: e.reason };
    throw e;
  }
}

/** An untrusted value as an action of this ruleset (its move's reader), or a RuleError. */
export function readAction<Setup, S, A extends ActionLike, E>(rules: Ruleset<Setup, S, A, E>, raw: unknown): A {
  if (typeof raw !== 'object' || raw === null) throw new RuleError('—', 'That is not an action.');
  const move = moveOf(rules, (raw as { type?: unknown }).type);
  return move.read ? move.read(raw) : (raw as A);
}
