/**
 * The roster kept in this browser (13.0): the veterans between delves, in a database of their
 * own ('deathmaze-roster'), one document under one key. Every load is checked (JSON, format,
 * checksum, valibot schema, then the rules' own check of each record); a damaged roster is
 * refused with a reason and never written over: an import first moves it aside. Writes go one
 * at a time. The roster exports to, and imports from, a .json file like a save.
 */
import * as v from 'valibot';
import { spellIds } from '../games/deathmaze';
import { medallionNames, potionNames, ringNames, spiceNames } from '../games/deathmaze';
import { weaponIds } from '../games/deathmaze';
import type { Improvement } from '../games/deathmaze';
import type { Action, GameSetup, GameState } from '../games/deathmaze';
import {
  afterDelve,
  callHome,
  emptyRoster,
  improveVeteran,
  retire,
  RosterError,
  rosterProblem,
  sendOnDelve,
  type DelveReport,
  type Roster,
} from '../games/deathmaze';
import { localforageBackend, memoryBackend, OPEN_TIMEOUT_MS, serialQueue, withReconnect, withTimeout, type StorageBackend } from './backend';
import { canonicalJson, randomId, sha256Hex } from './checksum';
import { APP_VERSION } from './constants';

export const ROSTER_FORMAT = 'deathmaze-roster';
export const ROSTER_VERSION = 1;
/** The key the roster lives under, in its own database. */
export const ROSTER_KEY = 'roster';
/** Far more than any roster needs: a larger file is refused before it is parsed. */
export const MAX_ROSTER_BYTES = 2 * 1024 * 1024;

// ---------------------------------------------------------------------------------------------
// Schema

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const weapon = v.picklist(weaponIds);
const keysOf = <K extends string>(names: Readonly<Record<K, string>>) => v.picklist(Object.keys(names) as K[]);

const itemSchema = v.variant('kind', [
  v.object({ kind: v.literal('weapon'), weapon, bonus: v.pipe(v.number(), v.integer()) }),
  v.object({ kind: v.literal('armor'), wp: count }),
  v.object({ kind: v.literal('potion') }),
  v.object({ kind: v.literal('knownPotion'), potion: keysOf(potionNames), doses: count }),
  v.object({ kind: v.literal('spice'), spice: keysOf(spiceNames) }),
  v.object({ kind: v.literal('medallion') }),
  v.object({ kind: v.literal('knownMedallion'), medallion: keysOf(medallionNames) }),
  v.object({ kind: v.literal('ring'), ring: keysOf(ringNames), spent: v.optional(v.boolean()) }),
]);

const veteranSchema = v.object({
  name: v.pipe(v.string(), v.maxLength(64)),
  class: v.picklist(['hero', 'thief', 'wizard'] as const),
  woundPoints: count,
  magicResistance: count,
  detrap: count,
  skills: v.record(weapon, count),
  spells: v.pipe(v.array(v.picklist(spellIds)), v.maxLength(12)),
  items: v.pipe(v.array(itemSchema), v.maxLength(64)),
  xp: count,
  bezants: count,
  delves: count,
});

const entrySchema = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  veteran: veteranSchema,
  away: v.nullable(v.object({ delve: v.pipe(v.string(), v.maxLength(64)), slot: v.pipe(count, v.maxValue(5)) })),
  joined: v.pipe(v.string(), v.maxLength(40)),
});

const bodyEntries = {
  format: v.literal(ROSTER_FORMAT),
  version: v.literal(ROSTER_VERSION),
  app: v.pipe(v.string(), v.maxLength(32)),
  updated: v.pipe(v.string(), v.maxLength(40)),
  entries: v.pipe(v.array(entrySchema), v.maxLength(1000)),
  recorded: v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.maxLength(1000)),
};
const documentSchema = v.object({ ...bodyEntries, checksum: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)) });

type RosterDocument = v.InferOutput<typeof documentSchema>;

// ---------------------------------------------------------------------------------------------
// Encoding

export interface RosterRefusal {
  ok: false;
  /** For the player. */
  reason: string;
  /** For a bug report. */
  detail?: string;
}

const UNCHANGED = 'Nothing was changed.';
const refusal = (reason: string, detail?: string): RosterRefusal => ({ ok: false, reason, ...(detail ? { detail } : {}) });

async function encode(r: Roster, now: string): Promise<string> {
  const body = { format: ROSTER_FORMAT, version: ROSTER_VERSION, app: APP_VERSION, updated: now, entries: r.entries, recorded: r.recorded };
  const checksum = await sha256Hex(canonicalJson(body));
  return JSON.stringify({ ...body, checksum }, null, 1);
}

/** Reads a roster from text (stored or from a file): every check, and a reason when one fails. */
export async function decodeRoster(text: string, what = 'roster'): Promise<{ ok: true; roster: Roster } | RosterRefusal> {
  if (text.length > MAX_ROSTER_BYTES) return refusal(`This ${what} is larger than 2 MB, far more than any roster needs. ${UNCHANGED}`);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return refusal(`This ${what} was cut short or damaged, so it cannot be read. ${UNCHANGED}`, e instanceof Error ? e.message : String(e));
  }
  const format = typeof raw === 'object' && raw !== null ? (raw as { format?: unknown }).format : undefined;
  if (format !== ROSTER_FORMAT) {
    return refusal(format === 'deathmaze-save' ? `This is a saved delve, not a roster: import it under Saved delves. ${UNCHANGED}` : `This is not a Deathmaze roster. ${UNCHANGED}`);
  }
  const version = (raw as { version?: unknown }).version;
  if (typeof version === 'number' && version > ROSTER_VERSION) return refusal(`This roster was written by a newer version of the game. ${UNCHANGED}`);
  const parsed = v.safeParse(documentSchema, raw);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const path = issue?.path?.map((p) => String(p.key)).join('.') ?? '';
    return refusal(`This ${what} is damaged: parts of it are missing or not what the game expects. ${UNCHANGED}`, `${path}: ${issue?.message ?? ''}`);
  }
  const doc: RosterDocument = parsed.output;
  const { checksum, ...body } = doc;
  if ((await sha256Hex(canonicalJson(body))) !== checksum) return refusal(`This ${what} was changed after it was written (its checksum does not match), so it cannot be trusted. ${UNCHANGED}`);
  const roster: Roster = { entries: doc.entries, recorded: doc.recorded };
  const problem = rosterProblem(roster);
  if (problem) return refusal(`This ${what} holds a record the rules cannot accept: ${problem} ${UNCHANGED}`);
  return { ok: true, roster };
}

// ---------------------------------------------------------------------------------------------
// The store

export type RosterResult<T = object> = ({ ok: true; roster: Roster } & T) | RosterRefusal;

export interface RosterStore {
  /** The roster as stored (empty when there is none yet), or why it cannot be read. */
  load(): Promise<RosterResult>;
  /** 13.0: the survivors of a finished delve join, veterans come back or are lost; each delve once. */
  recordDelve(setup: GameSetup, actions: readonly Action[], state: GameState): Promise<RosterResult<{ report: DelveReport }>>;
  /** Marks the veterans of a delve that has just begun as away on it (`slots`: roster id → place in the party). */
  sendOnDelve(setup: GameSetup, slots: Readonly<Record<string, number>>): Promise<RosterResult>;
  callHome(id: string): Promise<RosterResult>;
  /** 13.11: one point of ability. */
  improve(id: string, choice: Improvement): Promise<RosterResult>;
  retire(id: string): Promise<RosterResult>;
  exportText(): Promise<RosterResult<{ text: string; fileName: string }>>;
  /**
   * Adds a roster file's veterans: one already here (the same id and record) is skipped, one
   * whose id is taken by another record comes in under a new id. A damaged stored roster is
   * first moved aside under a key of its own, never deleted.
   */
  importText(text: string): Promise<RosterResult<{ added: number; skipped: number; setAside: string | null }>>;
}

export interface RosterStoreOptions {
  now?: () => string;
  newId?: () => string;
}

const message = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** The roster over `backend` (default: localforage, database 'deathmaze-roster'); memory when the browser gives no storage. */
export function createRosterStore(backend: StorageBackend = localforageBackend({ name: 'deathmaze-roster', storeName: 'roster' }), options: RosterStoreOptions = {}): RosterStore {
  const now = options.now ?? (() => new Date().toISOString());
  const newId = options.newId ?? (() => randomId('v'));
  let disk: StorageBackend | null = null;
  const serial = serialQueue();

  // As the save store opens its own: a dropped connection is reopened, a hung one given up on.
  const open = async (): Promise<StorageBackend> => {
    if (disk) return disk;
    try {
      await withTimeout(backend.ready(), OPEN_TIMEOUT_MS);
      disk = withReconnect(backend);
    } catch {
      disk = memoryBackend();
    }
    return disk;
  };

  const read = async (): Promise<RosterResult> => {
    const d = await open();
    let text: string | null;
    try {
      text = await d.getItem(ROSTER_KEY);
    } catch (e) {
      return refusal('The browser would not let the game read the roster.', message(e));
    }
    if (text === null) return { ok: true, roster: emptyRoster() };
    const decoded = await decodeRoster(text);
    if (!decoded.ok) return refusal(`The roster kept in this browser is damaged and cannot be used. It has been left as it is; importing a roster file sets it aside. (${decoded.reason})`, decoded.detail);
    return decoded;
  };

  const write = async (roster: Roster): Promise<RosterResult> => {
    const d = await open();
    try {
      await d.setItem(ROSTER_KEY, await encode(roster, now()));
    } catch (e) {
      return refusal(`The browser refused to save the roster. ${UNCHANGED}`, message(e));
    }
    return { ok: true, roster };
  };

  /** Reads, changes with `change` (a rules function that may refuse), writes. */
  const update = <T extends object>(change: (r: Roster) => { roster: Roster; extra: T }): Promise<RosterResult<T>> =>
    serial(async () => {
      const current = await read();
      if (!current.ok) return current;
      let next: { roster: Roster; extra: T };
      try {
        next = change(current.roster);
      } catch (e) {
        if (e instanceof RosterError) return refusal(e.message);
        throw e;
      }
      if (next.roster === current.roster) return { ok: true, roster: current.roster, ...next.extra };
      const written = await write(next.roster);
      return written.ok ? { ok: true, roster: next.roster, ...next.extra } : written;
    });

  const plain = (f: (r: Roster) => Roster) => update((r) => ({ roster: f(r), extra: {} }));

  return {
    load: () => serial(read),
    recordDelve: (setup, actions, state) =>
      update((r) => {
        const out = afterDelve(r, setup, actions, state, newId, now());
        return { roster: out.roster, extra: { report: out.report } };
      }),
    sendOnDelve: (setup, slots) => plain((r) => sendOnDelve(r, setup, slots)),
    callHome: (id) => plain((r) => callHome(r, id)),
    improve: (id, choice) => plain((r) => improveVeteran(r, id, choice)),
    retire: (id) => plain((r) => retire(r, id)),
    exportText: () =>
      serial(async () => {
        const current = await read();
        if (!current.ok) return current;
        const when = now();
        return { ok: true, roster: current.roster, text: await encode(current.roster, when), fileName: `deathmaze-roster-${when.slice(0, 10)}.json` };
      }),
    importText: (text) =>
      serial(async () => {
        const incoming = await decodeRoster(text, 'file');
        if (!incoming.ok) return incoming;
        const d = await open();
        const current = await read();
        let base = emptyRoster();
        let setAside: string | null = null;
        if (current.ok) base = current.roster;
        else {
          // never wipe: the damaged roster moves to a key of its own first
          const damaged = await d.getItem(ROSTER_KEY).catch(() => null);
          if (damaged !== null) {
            setAside = `${ROSTER_KEY}.damaged.${now()}`;
            try {
              await d.setItem(setAside, damaged);
            } catch (e) {
              return refusal(`The damaged roster could not be set aside, so nothing was imported. ${UNCHANGED}`, message(e));
            }
          }
        }
        let added = 0;
        let skipped = 0;
        const entries = [...base.entries];
        for (const e of incoming.roster.entries) {
          const same = entries.find((x) => x.id === e.id);
          if (same && canonicalJson(same.veteran) === canonicalJson(e.veteran)) {
            skipped++;
            continue;
          }
          // at home here: a delve in another browser cannot bring them back to this roster
          entries.push({ ...e, id: same ? newId() : e.id, away: null });
          added++;
        }
        const roster: Roster = { entries, recorded: [...new Set([...base.recorded, ...incoming.roster.recorded])].slice(-500) };
        const problem = rosterProblem(roster);
        if (problem) return refusal(`The imported roster cannot be merged: ${problem} ${UNCHANGED}`);
        const written = await write(roster);
        return written.ok ? { ok: true, roster, added, skipped, setAside } : written;
      }),
  };
}

let shared: RosterStore | null = null;

/** The page's roster (made on first use). */
export function rosterStore(): RosterStore {
  shared ??= createRosterStore();
  return shared;
}
