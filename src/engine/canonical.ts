/** Canonical JSON: the one text of a value, whatever the order its keys were written in. */

/**
 * JSON with object keys sorted, no spaces; `undefined` members dropped as JSON.stringify does.
 * `known` may give the text of an object already written (a cache the caller keeps right).
 */
export function canonicalJson(value: unknown, known?: (o: object) => string | undefined): string {
  return write(value, known);
}

// Built with string concatenation (V8 joins the pieces lazily) and keys sorted only when they
// are not already in order: a save's snapshot is hashed on every autosave.
function write(v: unknown, known?: (o: object) => string | undefined): string {
  if (v === null) return 'null';
  switch (typeof v) {
    case 'string':
      return JSON.stringify(v);
    case 'number':
      if (!Number.isFinite(v)) throw new TypeError('canonicalJson: numbers must be finite.');
      return JSON.stringify(v);
    case 'boolean':
      return v ? 'true' : 'false';
    case 'object':
      break;
    default:
      throw new TypeError(`canonicalJson: ${typeof v} is not JSON.`);
  }
  if (Array.isArray(v)) {
    let out = '[';
    for (let i = 0; i < v.length; i++) {
      if (i > 0) out += ',';
      const item: unknown = v[i];
      out += item === undefined ? 'null' : write(item, known);
    }
    return `${out}]`;
  }
  const hit = known?.(v);
  if (hit !== undefined) return hit;
  const obj = v as Record<string, unknown>;
  const keys = Object.keys(obj);
  for (let i = 1; i < keys.length; i++) {
    if (keys[i - 1]! > keys[i]!) {
      keys.sort();
      break;
    }
  }
  let out = '{';
  let first = true;
  for (const k of keys) {
    const item = obj[k];
    if (item === undefined) continue;
    if (!first) out += ',';
    first = false;
    out += `${JSON.stringify(k)}:${write(item, known)}`;
  }
  return `${out}}`;
}
