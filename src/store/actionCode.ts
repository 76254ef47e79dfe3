/**
 * How a save (schema 5 on) writes its actions: one short text per action, its kind's code and
 * then the values of its schema's members in the schema's order, separated by spaces:
 *
 *   { type: 'place', x: 3, y: -1, rot: 2 }      → "p 3 -1 2"
 *   { type: 'ready', who: 'a1', weapon: 0 }     → "r a1 0"
 *   { type: 'take', item: 0, who: 'a2' }        → "t 0 a2"        (a missing last member is left out)
 *   { type: 'lineUp', front: ['m1'], facing: 0 } → 'lu ["m1"] 0'
 *
 * A value is a number, a plain word (a letter, then letters, digits, `_ . : -`), `_` for a
 * member left out before one that is present, or JSON (arrays, `true`, `null`, any other
 * string) with its spaces written `\u0020`. A save's list may also hold an action written out
 * in full (an object, as before schema 5): whoever edits a file by hand may write either.
 *
 * The codes and the member orders below are part of the save format: changing one is a new
 * schema version with a migration (test/store/actionCode.test.ts pins them). A kind added
 * later gets a code of its own; until it has one it is written under its own name.
 *
 * The checksum over the list is a chain (`ActionChain`): every 50 actions are sealed once by a
 * SHA-256 over the seal before them and their texts, so that writing action n hashes only the
 * actions since the last seal, however long the delve.
 */
import type * as v from 'valibot';
import { actionSchemas } from '../games/deathmaze';
import type { Action } from '../games/deathmaze';
import { sha256Plain } from './checksum';

type Kind = Action['type'];

/** Each kind's code: never reused, never changed (schema 5). */
export const ACTION_CODES: Readonly<Record<Kind, string>> = {
  place: 'p',
  move: 'm',
  arrange: 'ar',
  ready: 'r',
  leave: 'l',
  abandon: 'ab',
  detrap: 'd',
  open: 'o',
  negotiate: 'n',
  fight: 'f',
  lineUp: 'lu',
  attack: 'a',
  switch: 's',
  hold: 'h',
  reorganize: 're',
  take: 't',
  drop: 'dr',
  discard: 'di',
  use: 'u',
  give: 'g',
  wield: 'w',
  sesame: 'se',
  peg: 'pe',
  pepper: 'pp',
  investigate: 'i',
  charm: 'c',
  cast: 'ca',
  sleeper: 'sl',
};

/** Each kind's members after `type`, in the order its schema declares them. */
export const ACTION_MEMBERS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(actionSchemas as unknown as Record<string, v.ObjectSchema<v.ObjectEntries, undefined>>).map(([kind, schema]) => [kind, Object.keys(schema.entries).filter((k) => k !== 'type')]),
);

const kindOfCode = new Map<string, string>(Object.entries(ACTION_CODES).map(([kind, code]) => [code, kind]));
for (const kind of Object.keys(ACTION_MEMBERS)) if (!(kind in ACTION_CODES) && !kindOfCode.has(kind)) kindOfCode.set(kind, kind);

const WORD = /^[A-Za-z][A-Za-z0-9_.:-]*$/;
const RESERVED = new Set(['true', 'false', 'null']);

function value(x: unknown): string {
  if (typeof x === 'number' && Number.isFinite(x)) return String(x);
  if (typeof x === 'string' && WORD.test(x) && !RESERVED.has(x)) return x;
  if (x === undefined) return '_';
  // JSON has spaces only inside strings
  return (JSON.stringify(x) ?? 'null').replace(/ /g, '\\u0020');
}

/** The text of one action (any object: a hand-made one too, so that a checksum can be taken of it). */
export function encodeAction(action: unknown): string {
  if (typeof action !== 'object' || action === null || Array.isArray(action)) return `~${JSON.stringify(action ?? null).replace(/ /g, '\\u0020')}`;
  const a = action as Record<string, unknown>;
  const kind = typeof a.type === 'string' ? a.type : '';
  const members = ACTION_MEMBERS[kind];
  const code = (ACTION_CODES as Record<string, string>)[kind];
  // not one of ours, or with members the schema does not know: written out whole, still hashable
  if (!members || !code || Object.keys(a).some((k) => k !== 'type' && !members.includes(k) && a[k] !== undefined)) return `~${JSON.stringify(a).replace(/ /g, '\\u0020')}`;
  const parts = [code];
  for (const m of members) parts.push(value(a[m]));
  while (parts.length > 1 && parts[parts.length - 1] === '_') parts.pop();
  return parts.join(' ');
}

export class ActionCodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ActionCodeError';
  }
}

function read(token: string): unknown {
  const c = token.charCodeAt(0);
  // a digit or a minus: a number
  if ((c >= 48 && c <= 57) || c === 45) {
    const n = Number(token);
    if (!Number.isFinite(n)) throw new ActionCodeError(`"${token}" is not a number`);
    return n;
  }
  if (token === '_') return undefined;
  if (c === 91 || c === 123 || c === 34 || RESERVED.has(token)) return JSON.parse(token) as unknown;
  if (WORD.test(token)) return token;
  throw new ActionCodeError(`"${token}" is not a value`);
}

/**
 * The action a text stands for (an object in the list is taken as it is). Throws an
 * ActionCodeError for a text that is no action's; what the action means is the rules' to check.
 */
export function decodeAction(item: unknown): Action {
  if (typeof item === 'object' && item !== null) return item as Action;
  if (typeof item !== 'string' || item.length === 0) throw new ActionCodeError('an action is neither a text nor an object');
  if (item.charCodeAt(0) === 126 /* ~ */) return JSON.parse(item.slice(1)) as Action;
  const parts = item.split(' ');
  const kind = kindOfCode.get(parts[0]!);
  if (kind === undefined) throw new ActionCodeError(`no kind of action has the code "${parts[0]!}"`);
  const members = ACTION_MEMBERS[kind]!;
  if (parts.length - 1 > members.length) throw new ActionCodeError(`"${item}" has more values than a ${kind} has members`);
  const out: Record<string, unknown> = { type: kind };
  for (let i = 1; i < parts.length; i++) {
    const x = read(parts[i]!);
    if (x !== undefined) out[members[i - 1]!] = x;
  }
  return out as Action;
}

// ---------------------------------------------------------------------------------------------
// The chain

/** Actions sealed together in the chain. */
export const CHAIN_SEGMENT = 50;

const toHex = (bytes: Uint8Array): string => {
  let s = '';
  for (const b of bytes) s += (b < 16 ? '0' : '') + b.toString(16);
  return s;
};
const encoder = new TextEncoder();
const seal = (before: string, texts: readonly string[], from: number, to: number): string => {
  let text = before;
  for (let i = from; i < to; i++) text += `\n${texts[i]!}`;
  return toHex(sha256Plain(encoder.encode(text)));
};

/**
 * The texts of an action list and the seals of its full segments of CHAIN_SEGMENT, kept up to
 * date one action at a time (`sync`): appending costs the new texts, taking back costs nothing
 * until a seal must be dropped.
 */
export class ActionChain {
  /** The texts, one per action. */
  readonly texts: string[] = [];
  /** The actions the texts were made of (compared by identity: a list played on shares them). */
  private readonly of: unknown[] = [];
  /** seals[j]: the chain after the first (j + 1) * CHAIN_SEGMENT actions. */
  private readonly seals: string[] = [];
  /** The JSON of the sealed texts, each followed by a comma (segment by segment, as they seal). */
  private sealedJson: string[] = [];

  /** A chain of texts read back from a save (no actions to compare: `sync` re-encodes where they differ). */
  static ofTexts(texts: readonly string[]): ActionChain {
    const c = new ActionChain();
    for (const t of texts) c.pushText(t, undefined);
    return c;
  }

  /** Tells the chain which actions its texts were read into (the same objects a history plays on). */
  bind(actions: readonly unknown[]): this {
    for (let i = 0; i < Math.min(actions.length, this.of.length); i++) this.of[i] = actions[i];
    return this;
  }

  get length(): number {
    return this.texts.length;
  }

  private pushText(text: string, action: unknown): void {
    this.texts.push(text);
    this.of.push(action);
    const n = this.texts.length;
    if (n % CHAIN_SEGMENT === 0) this.seals.push(seal(this.seals[this.seals.length - 1] ?? '', this.texts, n - CHAIN_SEGMENT, n));
  }

  private truncate(n: number): void {
    this.texts.length = n;
    this.of.length = n;
    this.seals.length = Math.floor(n / CHAIN_SEGMENT);
    this.sealedJson.length = Math.min(this.sealedJson.length, this.seals.length);
  }

  /** The texts as a JSON array, exactly `JSON.stringify(this.texts)`: the sealed ones written once. */
  json(): string {
    for (let j = this.sealedJson.length; j < this.seals.length; j++) {
      let part = '';
      for (let i = j * CHAIN_SEGMENT; i < (j + 1) * CHAIN_SEGMENT; i++) part += `${JSON.stringify(this.texts[i])},`;
      this.sealedJson.push(part);
    }
    let out = '[' + this.sealedJson.join('');
    for (let i = this.seals.length * CHAIN_SEGMENT; i < this.texts.length; i++) out += `${JSON.stringify(this.texts[i])},`;
    return (out.endsWith(',') ? out.slice(0, -1) : out) + ']';
  }

  /**
   * Brings the texts up to `actions`: the actions already known (the same objects) are kept,
   * the others encoded; `fresh` is given each new one and returns what to encode (it validates
   * it, and may throw). Returns how many were new.
   */
  sync(actions: readonly unknown[], fresh?: (action: unknown, index: number) => unknown): number {
    let same = Math.min(this.of.length, actions.length);
    // the list was played on or taken back: its common part is almost always all of it
    for (let i = 0; i < same; i++) {
      if (this.of[i] !== actions[i]) {
        // a text read back, or the same action as another object: kept when it says the same
        if (encodeAction(actions[i]) === this.texts[i]) {
          this.of[i] = actions[i];
          continue;
        }
        same = i;
        break;
      }
    }
    if (same < this.texts.length) this.truncate(same);
    for (let i = same; i < actions.length; i++) {
      this.pushText(encodeAction(fresh ? fresh(actions[i], i) : actions[i]), actions[i]);
    }
    return actions.length - same;
  }

  /** The seal after the first `step` actions (a multiple of CHAIN_SEGMENT; '' for 0), or null when the chain is shorter. */
  sealAt(step: number): string | null {
    if (step === 0) return '';
    if (step % CHAIN_SEGMENT !== 0) return null;
    return this.seals[step / CHAIN_SEGMENT - 1] ?? null;
  }

  /** The chain's value: the last seal and the texts after it (what a save's checksum covers of its actions). */
  digest(): string {
    const n = this.texts.length;
    const sealed = this.seals[this.seals.length - 1] ?? '';
    let text = `${n}\n${sealed}`;
    for (let i = this.seals.length * CHAIN_SEGMENT; i < n; i++) text += `\n${this.texts[i]!}`;
    return text;
  }
}
