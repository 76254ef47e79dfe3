/** Canonical JSON: the one text of a value, whatever the order its keys were written in. */

/** JSON with object keys sorted, no spaces; `undefined` members dropped as JSON.stringify does. */
export function canonicalJson(value: unknown): string {
  const parts: string[] = [];
  write(value, parts);
  return parts.join('');
}

function write(v: unknown, out: string[]): void {
  if (v === null || typeof v !== 'object') {
    if (typeof v === 'number' && !Number.isFinite(v)) throw new TypeError('canonicalJson: numbers must be finite.');
    if (typeof v === 'bigint' || typeof v === 'symbol' || typeof v === 'function' || v === undefined) throw new TypeError(`canonicalJson: ${typeof v} is not JSON.`);
    out.push(JSON.stringify(v));
    return;
  }
  if (Array.isArray(v)) {
    out.push('[');
    for (let i = 0; i < v.length; i++) {
      if (i > 0) out.push(',');
      const item: unknown = v[i];
      if (item === undefined) out.push('null');
      else write(item, out);
    }
    out.push(']');
    return;
  }
  const obj = v as Record<string, unknown>;
  const keys = Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort();
  out.push('{');
  keys.forEach((k, i) => {
    if (i > 0) out.push(',');
    out.push(JSON.stringify(k), ':');
    write(obj[k], out);
  });
  out.push('}');
}
