/**
 * The texts of a delve's state for its saves, for the cost of what changed since the last save.
 *
 * A long delve's state is mostly many small parts (each laid chit, each segment's monsters) that
 * stay the same from one save to the next. Every save writes each part's plain JSON afresh (no
 * trust in object identity: a part changed in any way, even in place, is written as it is now),
 * looks its canonical text (what the checksum hashes) up by that plain text instead of building
 * it again (four times the cost), and makes the state's plain text from the parts' texts instead
 * of writing them twice.
 */
import { canonicalJson } from './checksum';

/** Where the parts are: the records whose every member is one part. */
const PART_RECORDS: readonly (readonly string[])[] = [['maze', 'chits'], ['monsters']];

export interface StateText {
  /** The state's plain JSON, exactly `JSON.stringify(state)`. */
  plain: string;
  /** The canonical text of a part already written, for `canonicalJson`'s cache. */
  canonical: (o: object) => string | undefined;
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

export class StateTexts {
  /** Canonical texts by plain text: only those the last save used are kept. */
  private kept = new Map<string, string>();

  of(state: unknown): StateText {
    const used = new Map<string, string>();
    const plainOf = new Map<object, string>();
    const canonicalOf = new Map<object, string>();
    // the objects on the way from the state to a part record, and the records themselves
    const around = new Set<object>();
    const records = new Set<object>();
    for (const path of PART_RECORDS) {
      let at: unknown = state;
      const passed: object[] = [];
      for (const key of path) {
        if (!isObject(at)) break;
        passed.push(at);
        at = at[key];
      }
      if (passed.length !== path.length || !isObject(at)) continue;
      for (const o of passed) around.add(o);
      records.add(at);
      for (const key in at) {
        const part = at[key];
        if (!isObject(part) && !Array.isArray(part)) continue;
        const plain = JSON.stringify(part);
        const canonical = used.get(plain) ?? this.kept.get(plain) ?? canonicalJson(part);
        used.set(plain, canonical);
        plainOf.set(part, plain);
        canonicalOf.set(part, canonical);
      }
    }
    this.kept = used;
    const write = (value: Record<string, unknown>): string => {
      let out = '{';
      let first = true;
      for (const key in value) {
        const item = value[key];
        const text = typeof item === 'object' && item !== null ? (plainOf.get(item) ?? (around.has(item) || records.has(item) ? write(item as Record<string, unknown>) : JSON.stringify(item))) : JSON.stringify(item);
        // as JSON.stringify: a member with no JSON (undefined, a function) is left out
        if (text === undefined) continue;
        out += `${first ? '' : ','}${JSON.stringify(key)}:${text}`;
        first = false;
      }
      return `${out}}`;
    };
    const plain = isObject(state) ? write(state) : JSON.stringify(state);
    return { plain, canonical: (o) => canonicalOf.get(o) };
  }
}
