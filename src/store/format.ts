/**
 * The save file. An envelope around one delve (saveSchema.ts): format name, schema version, app
 * version, timestamps, a name, the setup, the seed, the action list and a snapshot of the state,
 * sealed with a SHA-256 checksum. From schema 5 each action is written as a short text
 * (src/store/actionCode.ts) and the checksum covers the action list through a chain of seals, so
 * that the autosave hashes only what is new (src/store/journal.ts). `decodeSave` trusts nothing: size, JSON, format, version, checksum,
 * schema (valibot), migration, and finally a replay of the actions that must reproduce the
 * snapshot. Every refusal is a value with a reason a player understands.
 */
import * as v from 'valibot';
import { actionSchema } from '../games/deathmaze';
import type { Action, GameEvent, GameSetup, GameState } from '../games/deathmaze';
import { ActionChain, ActionCodeError, decodeAction, encodeAction } from './actionCode';
import { canonicalJson, randomId, sha256Hex } from './checksum';
import { APP_VERSION, MAX_SAVE_BYTES, SAVE_FORMAT, SCHEMA_VERSION } from './constants';
import { hasChecksum, migrate, partyName, schemaVersionOf } from './migrate';
import { ReplayError, replayHistory, type DelveHistory } from './replay';
import { DELVE_ID, envelopeBodySchema, envelopeSchema, setupSchema, type SaveEnvelope } from './saveSchema';

export { APP_VERSION, MAX_SAVE_BYTES, SAVE_FORMAT, SCHEMA_VERSION } from './constants';

/** A fresh identity for a delve that is starting (src/controller.ts): never the same twice, whatever its setup. */
export const newDelveId = (): string => randomId('dv');

// ---------------------------------------------------------------------------------------------
// Refusals

export type RefusalCode = 'truncated' | 'foreign' | 'future' | 'oversized' | 'tampered' | 'mismatch' | 'damaged';

export interface Refusal {
  ok: false;
  code: RefusalCode;
  /** For the player. */
  reason: string;
  /** For a bug report: what exactly failed. */
  detail?: string;
}

const UNCHANGED = 'Nothing was changed.';

export const REASONS: Readonly<Record<Exclude<RefusalCode, 'future'>, string>> = {
  truncated: `This file was cut short or damaged, so it cannot be read. ${UNCHANGED}`,
  foreign: `This is not a Deathmaze save. ${UNCHANGED}`,
  oversized: `This save is larger than 2 MB, far more than any delve needs, so it was not opened. ${UNCHANGED}`,
  tampered: `This save was changed after it was written (its checksum does not match), so it cannot be trusted. ${UNCHANGED}`,
  mismatch: `The moves in this save do not lead to the position it claims: it was damaged, or it comes from a game whose rules worked differently. ${UNCHANGED}`,
  damaged: `This save is damaged: parts of it are missing or not what the game expects. ${UNCHANGED}`,
};

function futureReason(schema: number, app: unknown): string {
  const made = typeof app === 'string' && app.length <= 32 ? `version ${app} of the game` : 'a newer version of the game';
  return `This save comes from a newer version of the game (it was written by ${made}, save format ${schema}). Update the game to open it. ${UNCHANGED}`;
}

export const refuse = (code: Exclude<RefusalCode, 'future'>, detail?: string): Refusal => ({ ok: false, code, reason: REASONS[code], ...(detail ? { detail } : {}) });

// ---------------------------------------------------------------------------------------------
// Writing

export class SaveFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SaveFormatError';
  }
}

export interface SaveInput {
  setup: GameSetup;
  actions: readonly Action[];
  state: GameState;
  /** Defaults to the party's names. */
  name?: string;
  /** ISO timestamps; default now. */
  created?: string;
  updated?: string;
  /** Defaults to APP_VERSION. */
  app?: string;
  /** The delve's identity; defaults to one read from the setup (for callers that keep no id). */
  delve?: string;
}

/** The identity of a delve whose caller named none: its setup's digest (the same setup, the same delve). */
export async function setupDelveId(setup: GameSetup): Promise<string> {
  return `s-${(await sha256Hex(canonicalJson(setup))).slice(0, 32)}`;
}

/** UTF-8 length of a string, without encoding it. */
export function byteLength(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

/**
 * The checksum of a raw envelope (its actions as texts or written out, alike): from schema 5
 * the canonical JSON of everything but `checksum` and `actions`, then the actions' chain; before,
 * the canonical JSON of everything but `checksum`.
 */
export async function checksumOf(envelope: Record<string, unknown>): Promise<string> {
  const { checksum: _checksum, ...body } = envelope;
  if (typeof body.schema === 'number' && body.schema >= 5) {
    const { actions, ...rest } = body;
    return sealWith(rest, actionsChain(actions));
  }
  return sha256Hex(canonicalJson(body));
}

/** The schema-5 checksum of an envelope's other fields and its actions' chain. */
export const sealWith = (rest: Record<string, unknown>, chain: ActionChain | string, known?: (o: object) => string | undefined): Promise<string> =>
  sha256Hex(`${canonicalJson(rest, known)}\n${typeof chain === 'string' ? chain : chain.digest()}`);

/** The chain of a raw action list (texts, or actions written out); something that is no list gets a digest of its own. */
function actionsChain(actions: unknown): ActionChain | string {
  if (!Array.isArray(actions)) return `!${actions === undefined ? '' : canonicalJson(actions)}`;
  return ActionChain.ofTexts(actions.map((a: unknown) => (typeof a === 'string' ? a : encodeAction(a))));
}

/** A raw action list as actions (the texts read, the written-out ones as they are); throws an ActionCodeError for a text that is none. */
export function readActions(actions: unknown): unknown {
  if (!Array.isArray(actions)) return actions;
  return actions.map((a: unknown, i) => {
    try {
      return decodeAction(a);
    } catch (e) {
      throw new ActionCodeError(`action ${i + 1}: ${e instanceof Error ? e.message : String(e)}`);
    }
  });
}

/**
 * The sealed envelope of a game. Throws a SaveFormatError when the setup or an action would not
 * pass `decodeSave` (a bug upstream): better to say so now than to write a save that cannot load.
 */
export async function sealSave(input: SaveInput): Promise<SaveEnvelope> {
  const setup = v.safeParse(setupSchema, input.setup);
  if (!setup.success) throw new SaveFormatError(`The setup cannot be saved: ${summarize(setup.issues)}`);
  const actions = v.safeParse(v.array(actionSchema), input.actions);
  if (!actions.success) throw new SaveFormatError(`The action list cannot be saved: ${summarize(actions.issues)}`);
  if (input.delve !== undefined && !DELVE_ID.test(input.delve)) throw new SaveFormatError('The delve’s identity cannot be saved.');
  const now = new Date().toISOString();
  const body = {
    format: SAVE_FORMAT,
    schema: SCHEMA_VERSION,
    app: input.app ?? APP_VERSION,
    created: input.created ?? input.updated ?? now,
    updated: input.updated ?? now,
    delve: input.delve ?? (await setupDelveId(input.setup)),
    name: input.name ?? partyName(input.setup),
    setup: input.setup,
    seed: input.setup.seed,
    // as the schema reads them (members it does not know dropped), exactly what `decodeSave` will replay
    actions: actions.output,
    snapshot: input.state,
  } satisfies Omit<SaveEnvelope, 'checksum'>;
  return { ...body, checksum: await checksumOf(body) };
}

/** The text of a sealed envelope: compact JSON, each action as its text. */
export const envelopeText = (save: SaveEnvelope): string => JSON.stringify({ ...save, actions: save.actions.map(encodeAction) });

/** The text of a save file (compact JSON). Throws a SaveFormatError as `sealSave`, or when it would exceed 2 MB. */
export async function encodeSave(input: SaveInput): Promise<string> {
  const text = envelopeText(await sealSave(input));
  if (byteLength(text) > MAX_SAVE_BYTES) throw new SaveFormatError('This delve has grown larger than a save may be (2 MB).');
  return text;
}

// ---------------------------------------------------------------------------------------------
// Reading

export interface Decoded {
  ok: true;
  /** The envelope, brought up to SCHEMA_VERSION (and resealed when it was migrated). */
  save: SaveEnvelope;
  /** The replayed state (equal to the snapshot). */
  state: GameState;
  /** Every event from `newGame` on: the log panel's contents. */
  log: GameEvent[];
  /** The delve step by step, as the check replayed it: the controller plays on from it. */
  history: DelveHistory;
  /** The version the file was written in, when it was older than SCHEMA_VERSION. */
  migratedFrom: number | null;
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function summarize(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((i) => `${v.getDotPath(i) ?? '(top)'}: ${i.message}`)
    .join('; ');
}

/** Reads a save file's text. Never throws; never touches storage. */
export async function decodeSave(text: string): Promise<Decoded | Refusal> {
  if (typeof text !== 'string') return refuse('foreign', 'not text');
  // a UTF-8 file is never shorter in bytes than in UTF-16 units
  if (text.length > MAX_SAVE_BYTES || byteLength(text) > MAX_SAVE_BYTES) return refuse('oversized', `${byteLength(text)} bytes`);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e);
    if (text.trim() === '') return refuse('truncated', 'empty file');
    // ours: the format name comes first in every save we write
    return text.includes(SAVE_FORMAT) ? refuse('truncated', detail) : refuse('foreign', detail);
  }
  return decodeValue(raw);
}

/** As `decodeSave`, for a value already parsed (an entry of a collection export). */
export async function decodeValue(raw: unknown): Promise<Decoded | Refusal> {
  try {
    return await decodeChecked(raw);
  } catch (e) {
    return refuse('damaged', e instanceof Error ? e.message : String(e));
  }
}

async function decodeChecked(raw: unknown): Promise<Decoded | Refusal> {
  if (!isRecord(raw) || raw.format !== SAVE_FORMAT) return refuse('foreign', isRecord(raw) ? `format ${JSON.stringify(raw.format) ?? 'missing'}` : 'not an object');
  const version = schemaVersionOf(raw);
  if (version === null) return refuse('damaged', 'no readable schema version');
  if (version > SCHEMA_VERSION) return { ok: false, code: 'future', reason: futureReason(version, raw.app), detail: `schema ${version}` };
  if (hasChecksum(version)) {
    if (typeof raw.checksum !== 'string') return refuse('tampered', 'no checksum');
    if ((await checksumOf(raw)) !== raw.checksum) return refuse('tampered', 'checksum differs');
  }
  const { value: migrated, steps } = migrate(raw, version, SCHEMA_VERSION);
  let value: Record<string, unknown>;
  try {
    value = { ...migrated, actions: readActions(migrated.actions) };
  } catch (e) {
    if (e instanceof ActionCodeError || e instanceof SyntaxError) return refuse('damaged', e.message);
    throw e;
  }
  const parsed = v.safeParse(steps.length > 0 ? envelopeBodySchema : envelopeSchema, value);
  if (!parsed.success) return refuse('damaged', summarize(parsed.issues));
  const body = parsed.output;
  if (body.seed !== body.setup.seed) return refuse('damaged', 'the seed differs from the setup’s');

  let replayed: DelveHistory;
  try {
    replayed = replayHistory(body.setup, body.actions);
  } catch (e) {
    if (e instanceof ReplayError) return refuse('mismatch', e.message);
    throw e;
  }
  if (canonicalJson(replayed.state) !== canonicalJson(value.snapshot)) return refuse('mismatch', 'the replayed state differs from the snapshot');

  // resealed: a migration, or members valibot dropped (unknown keys), may have changed the body
  const unsealed = { ...body, snapshot: replayed.state };
  const save: SaveEnvelope = { ...unsealed, checksum: await checksumOf(unsealed) };
  return { ok: true, save, state: replayed.state, log: [...replayed.log], history: replayed, migratedFrom: steps.length > 0 ? version : null };
}
