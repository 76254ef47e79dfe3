/**
 * Bad input is refused with a message that names it, so the naming must never fail: an action
 * built from junk (an object whose toString is not a function, say) would otherwise crash the
 * refusal itself.
 */

/** A value from outside (a field of an action or a setup) as text for a refusal; never throws, whatever it is. */
export function shown(value: unknown): string {
  try {
    return String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}
