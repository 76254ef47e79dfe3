/**
 * Old saves are brought up to date one version at a time: v0 → v1 → … → SCHEMA_VERSION. Each
 * step takes the raw JSON of one version and returns the raw JSON of the next; the result is
 * checked by the current schema and by replay afterwards, so a step need not validate.
 *
 * Versions:
 *
 * - v0, the pre-release builds (0.0.x, never published, kept because testers hold such files):
 *   `{ format: 'deathmaze-save', version: 0, savedAt: <epoch ms>, setup, moves: Action[], state }`:
 *   the schema version was called `version`, the actions `moves`, the snapshot `state`; one
 *   timestamp; no app version, name, separate seed or checksum.
 * - v1, release 0.1.0: the envelope of format.ts (`schema`, `app`, `created`, `updated`, `name`,
 *   `setup`, `seed`, `actions`, `snapshot`, `checksum`).
 * - v2, the Advanced Game: the same envelope; the setup may say `advanced` and carry Wizards,
 *   spells and veterans (13.0), the actions may `cast`, the state has the Advanced fields. Every
 *   v1 save is a valid v2 save; the number changed so that an older build refuses an Advanced
 *   save as "from a newer version" instead of calling it damaged.
 * - v3, the case-by-case corrections (rules edition 2, src/games/deathmaze/edition.ts): the setup may say
 *   `edition`; the actions may `drop` an item, `take` a weapon naming the `slot` it replaces,
 *   `use` a charm potion at a `target`, and decide a `sleeper`'s fate. A v2 save was played
 *   under edition 1: the step writes `edition: 1` into its setup and its snapshot's, so it
 *   replays as it was played.
 * - v4, delves known by their identity: the envelope says `delve`, an id made when the delve
 *   started, so that a second delve of the same seed and party is not taken for the first. A
 *   v3 save gets an id read from its setup and its first save's time (the same file always gets
 *   the same id); nothing else changes and it replays as before.
 * - v5, a kernel for several games, and saves that grow by what is new: the setup names its
 *   `ruleset` ('deathmaze', the only one so far); each action is written as a short text
 *   (src/store/actionCode.ts; an action written out in full is still read); the checksum covers
 *   the actions through a chain of seals (format.ts `checksumOf`). A v4 save gets
 *   `ruleset: 'deathmaze'` in its setup and its snapshot's; its actions stay written out (they
 *   are read as they are) and it replays as before.
 */
import { canonicalJson, sha256Plain } from './checksum';
import { SAVE_FORMAT } from './constants';

type Raw = Record<string, unknown>;

export interface Migration {
  from: number;
  to: number;
  /** What changed, for the next person who reads the chain. */
  note: string;
  up(old: Raw): Raw;
}

/** The app version stamped on saves that predate the field. */
export const PRE_RELEASE_APP = '0.0.0';

/** A date the migration can always write when the old one is missing or unreadable. */
const UNKNOWN_DATE = new Date(0).toISOString();

function isoFrom(epochMs: unknown): string {
  if (typeof epochMs !== 'number' || !Number.isFinite(epochMs)) return UNKNOWN_DATE;
  const d = new Date(epochMs);
  return Number.isNaN(d.getTime()) ? UNKNOWN_DATE : d.toISOString();
}

/** "Aldric, Brisa and Corwin": the party's names, the default name of a delve. */
export function partyName(setup: unknown): string {
  const party = (setup as { party?: unknown } | null)?.party;
  const names = Array.isArray(party) ? party.map((a) => (a as { name?: unknown } | null)?.name).filter((n): n is string => typeof n === 'string' && n.trim() !== '') : [];
  if (names.length === 0) return 'Delve';
  const text = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]!}`;
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

const v0ToV1: Migration = {
  from: 0,
  to: 1,
  note: 'version → schema, moves → actions, state → snapshot, savedAt → created/updated; adds app, name, seed; checksum computed afterwards.',
  up(old) {
    const { version: _version, savedAt, moves, state, setup, ...rest } = old;
    const when = isoFrom(savedAt);
    return {
      ...rest,
      format: SAVE_FORMAT,
      schema: 1,
      app: PRE_RELEASE_APP,
      created: when,
      updated: when,
      name: partyName(setup),
      setup,
      seed: (setup as { seed?: unknown } | null)?.seed,
      actions: moves,
      snapshot: state,
    };
  },
};

const v1ToV2: Migration = {
  from: 1,
  to: 2,
  note: 'nothing to change: the Advanced Game only added optional fields and actions; checksum recomputed afterwards.',
  up(old) {
    return { ...old, schema: 2 };
  },
};

/** Writes `edition: 1` into a raw setup that names none. */
function editionOne(setup: unknown): unknown {
  if (typeof setup !== 'object' || setup === null || Array.isArray(setup) || 'edition' in setup) return setup;
  return { ...setup, edition: 1 };
}

const v2ToV3: Migration = {
  from: 2,
  to: 3,
  note: 'the setup (and the snapshot’s) gets edition 1: the rules it was played under, before the corrections of edition 2; checksum recomputed afterwards.',
  up(old) {
    const snapshot = old.snapshot as Raw | null | undefined;
    const withSetup = typeof snapshot === 'object' && snapshot !== null && !Array.isArray(snapshot) ? { ...snapshot, setup: editionOne(snapshot.setup) } : snapshot;
    return { ...old, schema: 3, setup: editionOne(old.setup), snapshot: withSetup };
  },
};

/** The identity a v3 save gets: a digest of its setup and its first save's time. */
export function legacyDelveId(setup: unknown, created: unknown): string {
  const digest = sha256Plain(new TextEncoder().encode(canonicalJson({ setup, created })));
  return `m-${Array.from(digest.slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

const v3ToV4: Migration = {
  from: 3,
  to: 4,
  note: 'the envelope gets `delve`, an identity read from the setup and `created`; checksum recomputed afterwards.',
  up(old) {
    return { ...old, schema: 4, delve: legacyDelveId(old.setup, old.created) };
  },
};

/** Writes `ruleset: 'deathmaze'` into a raw setup that names none. */
function deathmazeRuleset(setup: unknown): unknown {
  if (typeof setup !== 'object' || setup === null || Array.isArray(setup) || 'ruleset' in setup) return setup;
  return { ...setup, ruleset: 'deathmaze' };
}

const v4ToV5: Migration = {
  from: 4,
  to: 5,
  note: 'the setup (and the snapshot’s) names its ruleset, the Deathmaze; the actions are read as they were written; checksum recomputed afterwards.',
  up(old) {
    const snapshot = old.snapshot as Raw | null | undefined;
    const withSetup = typeof snapshot === 'object' && snapshot !== null && !Array.isArray(snapshot) ? { ...snapshot, setup: deathmazeRuleset(snapshot.setup) } : snapshot;
    return { ...old, schema: 5, setup: deathmazeRuleset(old.setup), snapshot: withSetup };
  },
};

/** Every step, in order. A step whose `to` is SCHEMA_VERSION ends the chain. */
export const MIGRATIONS: readonly Migration[] = [v0ToV1, v1ToV2, v2ToV3, v3ToV4, v4ToV5];

/** The schema version a raw save says it has, or null when it says none we know how to read. */
export function schemaVersionOf(raw: Raw): number | null {
  if ('schema' in raw) return Number.isInteger(raw.schema) && (raw.schema as number) >= 1 ? (raw.schema as number) : null;
  // v0 named it `version`
  if (raw.version === 0) return 0;
  return null;
}

/** Versions that carry a checksum (over the canonical JSON of everything else). */
export const hasChecksum = (version: number): boolean => version >= 1;

export class MigrationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MigrationError';
  }
}

/**
 * Walks `raw` from version `from` to `to`, one step at a time. Throws a MigrationError when the
 * chain has a gap (a bug of ours, caught by the golden-file tests).
 */
export function migrate(raw: Raw, from: number, to: number, chain: readonly Migration[] = MIGRATIONS): { value: Raw; steps: Migration[] } {
  let value = raw;
  let at = from;
  const steps: Migration[] = [];
  while (at < to) {
    const step = chain.find((m) => m.from === at);
    if (!step || step.to <= at) throw new MigrationError(`No migration from save version ${at}.`);
    value = step.up(value);
    steps.push(step);
    at = step.to;
  }
  if (at !== to) throw new MigrationError(`The migrations overshoot version ${to}.`);
  return { value, steps };
}
