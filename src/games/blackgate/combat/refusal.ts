/**
 * A refusal found while checking an action. Thrown as a plain value (no stack is captured) so
 * that listing every legal action stays cheap; `checked` turns it into the RuleError callers see.
 */
import { RuleError } from '../../../engine/errors';

export class Refusal {
  constructor(
    readonly rule: string,
    readonly reason: string,
  ) {}
}

export function refuse(rule: string, reason: string): never {
  // A plain value on purpose: an Error would capture a stack for every action `fightActions` rules out.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  throw new Refusal(rule, reason);
}

/** Runs a check; a refusal comes out as the RuleError naming its case. */
export function checked(check: () => void): void {
  try {
    check();
  } catch (e) {
    if (e instanceof Refusal) throw new RuleError(e.rule, e.reason);
    throw e;
  }
}

/** Whether a check passes. */
export function passes(check: () => void): boolean {
  try {
    check();
    return true;
  } catch (e) {
    if (e instanceof Refusal) return false;
    throw e;
  }
}
