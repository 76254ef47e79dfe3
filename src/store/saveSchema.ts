/**
 * What a save file holds (schema version SCHEMA_VERSION): the setup, the actions and a loose
 * snapshot of the state as valibot schemas, and the envelope around them. format.ts seals,
 * writes and reads it.
 */
import * as v from 'valibot';
import { spellIds } from '../games/deathmaze';
import { medallionNames, potionNames, ringNames, spiceNames, type MedallionId, type PotionId, type RingId, type SpiceId } from '../games/deathmaze';
import { weaponIds, type WeaponId } from '../games/deathmaze';
import { EDITIONS } from '../games/deathmaze';
import { actionSchema } from '../games/deathmaze';
import type { Action, GameSetup, GameState } from '../games/deathmaze';
import { SAVE_FORMAT, SCHEMA_VERSION } from './constants';

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
