/**
 * The save file. An envelope around one delve: format name, schema version, app version,
 * timestamps, a name, the setup, the seed, the action list and a snapshot of the state, sealed
 * with a SHA-256 checksum. From schema 5 each action is written as a short text
 * (src/store/actionCode.ts) and the checksum covers the action list through a chain of seals, so
 * that the autosave hashes only what is new (src/store/journal.ts). `decodeSave` trusts nothing: size, JSON, format, version, checksum,
 * schema (valibot), migration, and finally a replay of the actions that must reproduce the
 * snapshot. Every refusal is a value with a reason a player understands.
 */
import * as v from 'valibot';
import { spellIds } from '../games/deathmaze';
import { medallionNames, potionNames, ringNames, spiceNames, type MedallionId, type PotionId, type RingId, type SpiceId } from '../games/deathmaze';
import { weaponIds, type WeaponId } from '../games/deathmaze';
import { EDITIONS } from '../games/deathmaze';
import { actionSchema } from '../games/deathmaze';
import type { Action, GameEvent, GameSetup, GameState } from '../games/deathmaze';
import { ActionChain, ActionCodeError, decodeAction, encodeAction } from './actionCode';
import { canonicalJson, randomId, sha256Hex } from './checksum';
import { APP_VERSION, MAX_SAVE_BYTES, SAVE_FORMAT, SCHEMA_VERSION } from './constants';
import { hasChecksum, migrate, partyName, schemaVersionOf } from './migrate';
import { ReplayError, replayHistory, type DelveHistory } from './replay';

export { APP_VERSION, MAX_SAVE_BYTES, SAVE_FORMAT, SCHEMA_VERSION } from './constants';

// ---------------------------------------------------------------------------------------------
// Schemas

const int = v.pipe(v.number(), v.integer());
const id = v.pipe(v.string(), v.maxLength(64));
const marchingOrder = v.array(v.array(v.nullable(id)));
const weapon = v.picklist(weaponIds);
const seedSchema = v.union([v.pipe(v.number(), v.finite()), v.pipe(v.string(), v.maxLength(200))]);

const spell = v.picklist(spellIds);

const item = v.variant('kind', [
  v.object({ kind: v.literal('weapon'), weapon, bonus: int }),
  v.object({ kind: v.literal('armor'), wp: int }),
  v.object({ kind: v.literal('potion') }),
  v.object({ kind: v.literal('knownPotion'), potion: v.picklist(Object.keys(potionNames) as PotionId[]), doses: int }),
  v.object({ kind: v.literal('spice'), spice: v.picklist(Object.keys(spiceNames) as SpiceId[]) }),
  v.object({ kind: v.literal('medallion') }),
  v.object({ kind: v.literal('knownMedallion'), medallion: v.picklist(Object.keys(medallionNames) as MedallionId[]) }),
  v.object({ kind: v.literal('ring'), ring: v.picklist(Object.keys(ringNames) as RingId[]), spent: v.optional(v.boolean()) }),
]);

/** 13.0: an adventurer back from an earlier delve (the rules check the values when the delve starts). */
const veteranSchema = v.object({
  name: v.pipe(v.string(), v.maxLength(64)),
  class: v.picklist(['hero', 'thief', 'wizard'] as const),
  woundPoints: int,
  magicResistance: int,
  detrap: int,
  skills: v.partial(v.object(Object.fromEntries(weaponIds.map((w) => [w, int])) as Record<WeaponId, typeof int>)),
  spells: v.pipe(v.array(spell), v.maxLength(12)),
  items: v.pipe(v.array(item), v.maxLength(200)),
  xp: int,
  bezants: int,
  delves: int,
});

const adventurerSpecSchema = v.object({
  name: v.pipe(v.string(), v.maxLength(64)),
  class: v.picklist(['hero', 'thief', 'wizard'] as const),
  weapons: v.tuple([weapon, weapon]),
  initial: v.variant('kind', [
    v.object({ kind: v.literal('woundPoint') }),
    v.object({ kind: v.literal('weaponSkill'), weapon }),
    v.object({ kind: v.literal('detrap') }),
    v.object({ kind: v.literal('magicResistance') }),
    v.object({ kind: v.literal('spell') }),
  ]),
  spells: v.optional(v.pipe(v.array(spell), v.maxLength(2))),
  veteran: v.optional(veteranSchema),
  player: v.optional(int),
});

export const setupSchema = v.object({
  seed: seedSchema,
  party: v.pipe(v.array(adventurerSpecSchema), v.minLength(1), v.maxLength(6)),
  players: v.optional(int),
  marchingOrder: v.optional(marchingOrder),
  chitMix: v.optional(v.picklist(['original', 'transcription'] as const)),
  advanced: v.optional(v.boolean()),
  // in the order the deal writes them (src/games/deathmaze/board/deal.ts): a state read back is the same text as the one played
  // a ruleset the version does not know is refused when the deal is replayed (newGame names it)
  ruleset: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(40))),
  edition: v.optional(v.picklist(EDITIONS)),
});


type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// These stop compiling when GameSetup or Action change: update the schemas above (and SCHEMA_VERSION).
const _setupInSync: Same<v.InferOutput<typeof setupSchema>, GameSetup> = true;
const _actionsInSync: Same<v.InferOutput<typeof actionSchema>, Action> = true;

const cell = v.object({ x: int, y: int });
const word = v.pipe(int, v.minValue(0), v.maxValue(0xffffffff));

/**
 * Enough of the state to describe the slot; the replay check proves the rest (the snapshot
 * must equal the replayed state exactly), so it is loose on purpose.
 */
const snapshotSchema = v.looseObject({
  version: int,
  turn: int,
  dice: v.looseObject({ s: v.tuple([word, word, word, word]), script: v.nullable(v.array(int)) }),
  maze: v.looseObject({ chits: v.record(v.string(), v.looseObject({ x: int, y: int })), entrance: cell }),
  party: v.looseObject({ at: cell, adventurers: v.array(v.looseObject({ id, name: v.string(), alive: v.boolean() })) }),
  phase: v.looseObject({ kind: v.string() }),
});

const timestamp = v.pipe(v.string(), v.isoTimestamp());

/** A delve's identity: letters, digits, - and _ (it names a lock and a slot). */
export const DELVE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A fresh identity for a delve that is starting (src/controller.ts): never the same twice, whatever its setup. */
export const newDelveId = (): string => randomId('dv');

const bodyEntries = {
  format: v.literal(SAVE_FORMAT),
  schema: v.literal(SCHEMA_VERSION),
  app: v.pipe(v.string(), v.maxLength(32)),
  created: timestamp,
  updated: timestamp,
  delve: v.pipe(v.string(), v.regex(DELVE_ID)),
  name: v.pipe(v.string(), v.maxLength(200)),
  setup: setupSchema,
  seed: seedSchema,
  actions: v.array(actionSchema),
  snapshot: snapshotSchema,
};

/** The current envelope without its checksum (what the checksum covers, and what migrations produce). */
export const envelopeBodySchema = v.object(bodyEntries);
export const envelopeSchema = v.object({ ...bodyEntries, checksum: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)) });

/** A save as written (schema version SCHEMA_VERSION). */
export interface SaveEnvelope {
  format: typeof SAVE_FORMAT;
  schema: typeof SCHEMA_VERSION;
  /** The release of the game that wrote it. */
  app: string;
  /** ISO timestamps: the delve's first save and this one. */
  created: string;
  updated: string;
  /**
   * Which delve this is (schema 4): an id made when the delve started, the same in every save
   * of it. Two delves of the same seed and party are two delves.
   */
  delve: string;
  /** What the player calls the delve. */
  name: string;
  setup: GameSetup;
  /** The same as `setup.seed`: the dice's seed, at the top for anyone reading the file. */
  seed: number | string;
  actions: Action[];
  /** The state the actions lead to, for listing and fast loading; always checked by replay. */
  snapshot: GameState;
  /**
   * SHA-256, hex, of the canonical JSON of all the fields above but `actions`, a line break, and
   * the action list's chain (`ActionChain.digest`: its length, the seal of its last full segment
   * of 50 and the texts after it). Up to schema 4: of the canonical JSON of all the fields above.
   */
  checksum: string;
}

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
