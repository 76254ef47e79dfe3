/** An action the rules forbid: names the rule case and says why. Every ruleset throws these. */
export class RuleError extends Error {
  constructor(
    readonly rule: string,
    readonly reason: string,
  ) {
    super(`${rule}: ${reason}`);
    this.name = 'RuleError';
  }
}

/** The text of anything thrown, for a message. */
export const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));
