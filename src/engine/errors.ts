/**
 * An action the rules forbid: names the rule case and says why. Every ruleset throws these.
 * A refusal is an answer, not a fault: it carries no stack trace (taking one is most of what a
 * refusal costs, and the legal lists are made by asking the rules' checks many times over).
 */
export class RuleError extends Error {
  readonly rule: string;
  readonly reason: string;

  constructor(rule: string, reason: string) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(`${rule}: ${reason}`);
    Error.stackTraceLimit = limit;
    this.rule = rule;
    this.reason = reason;
    this.name = 'RuleError';
  }
}

/** The text of anything thrown, for a message. */
export const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));
