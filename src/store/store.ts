/**
 * The save slots: several delves side by side, the autosave among them. Each slot is three
 * keys: `slot/<id>` (its name, its summary for the list, and which copy is current) and two
 * copies `copy/<id>/a`, `copy/<id>/b`. A save writes the spare copy, then switches the
 * pointer; the copy it replaced stays as the last good one. A failed write therefore leaves
 * the slot as it was, and a damaged copy falls back to the other. Beside each copy the autosave
 * keeps the delve's latest checkpoint, `check/<id>/<copy>`, so that Continue need not replay the
 * whole delve; what each save and Continue cost, and how a tampered copy is still refused, is
 * told in journal.ts.
 *
 * Every refusal is a value with a reason a player understands; nothing that is refused
 * changes a byte in storage. Nothing is written over that has not been read: before a slot is
 * written, a copy this session could not load, or an unfinished delve the autosave held before
 * a new one began, is moved aside into a slot of its own. When the browser gives no storage,
 * or it is full, the store keeps going in memory and says so through `status`.
 */
import * as v from 'valibot';
import type { Action, GameEvent, GameSetup, GameState } from '../games/deathmaze';
import { isQuotaError, localforageBackend, OPEN_TIMEOUT_MS, serialQueue, withReconnect, withTimeout, type StorageBackend } from './backend';
import { APP_VERSION, COLLECTION_FORMAT, MAX_COLLECTION_BYTES, MAX_SAVE_BYTES, SAVE_FORMAT } from './constants';
import { byteLength, decodeSave, decodeValue, encodeSave, refuse, SaveFormatError, setupDelveId, type Decoded, type Refusal, type RefusalCode, type SaveEnvelope } from './format';
import { Journal, resumeStored, type Checkpoint } from './journal';
import type { DelveHistory } from './replay';
import { partyName } from './migrate';
import { randomId } from './checksum';

/** The slot the table writes after every action, and Continue reads. */
export const AUTOSAVE_ID = 'autosave';
export const AUTOSAVE_NAME = 'Autosave';
const MAX_NAME = 60;

export type StatusKind = 'persistent' | 'temporary' | 'memory';

export interface StoreStatus {
  /**
   * persistent: kept in this browser and the browser promised not to evict it;
   * temporary: kept in this browser, which may clear it when space runs short;
   * memory: not kept at all past this page (no storage, or it is full): offer export.
   */
  kind: StatusKind;
  /** For the player. */
  message: string;
}

const MESSAGES = {
  temporary: 'Saves are kept in this browser. It may clear them if the device runs short of space: export a delve to keep a copy.',
  persistent: 'Saves are kept in this browser, which has agreed to keep them.',
  unavailable: 'This browser will not let the game keep saves, so the delve lives only in memory until this page closes. Export it to keep a copy.',
  full: 'Storage on this device is full, so the game now saves in memory only, until this page closes. Export your delves to keep them, or free some space and reload.',
  failed: 'The browser refused to save, so the game now saves in memory only, until this page closes. Export your delves to keep them.',
} as const;

/** What the list shows of a slot. */
export interface SlotInfo {
  id: string;
  name: string;
  autosave: boolean;
  /** The party: names, classes, and who is still alive. */
  party: { name: string; class: string; alive: boolean }[];
  /** Segments laid so far (chits on the table). */
  segments: number;
  /** Actions taken. */
  actions: number;
  finished: boolean;
  outcome: 'escaped' | 'dead' | 'lost' | null;
  /** ISO timestamps. */
  created: string;
  updated: string;
  /** The slot's own record is unreadable; its copies may still load. */
  damaged: boolean;
}

export type StoreRefusalCode = RefusalCode | 'missing' | 'name' | 'unsaveable' | 'storage' | 'stale';

/** What an autosave says when another tab has played the delve further since this one read it. */
export const STALE_REASON = 'This delve has been played further in another tab, so this tab no longer saves it (its moves here would undo that progress). Continue it from the title to pick up the latest.';

export interface StoreRefusal {
  ok: false;
  code: StoreRefusalCode;
  reason: string;
  detail?: string;
}

export interface Loaded {
  ok: true;
  slot: SlotInfo;
  setup: GameSetup;
  actions: Action[];
  state: GameState;
  /** The whole log from the start, for the log panel. */
  log: GameEvent[];
  /** The delve step by step, as loading checked it (the controller plays on from it; absent for a test's hand-made value). */
  history?: DelveHistory;
  save: SaveEnvelope;
  /** The current copy was unreadable and this is the one before it. */
  fromPrevious: boolean;
  /** Why the current copy was passed over (with `fromPrevious`): 'future' when a newer version of the game wrote it. */
  previousBecause: RefusalCode | null;
  migratedFrom: number | null;
}

export type Saved = { ok: true; slot: SlotInfo } | StoreRefusal;

export interface Imported {
  ok: true;
  imported: SlotInfo[];
  /** Entries of a collection that were refused, each with its reason; the others were imported. */
  refused: { index: number; name: string; code: StoreRefusalCode; reason: string }[];
}

export interface Exported {
  ok: true;
  text: string;
  /** A name for the downloaded file. */
  fileName: string;
}

export interface SaveStore {
  readonly status: StoreStatus;
  /** Called whenever `status` changes; returns the unsubscribe. */
  onStatus(listener: (status: StoreStatus) => void): () => void;
  /** Opens the storage (every method does it first); falls back to memory when there is none. */
  ready(): Promise<StoreStatus>;
  /** Asks the browser to keep our storage (navigator.storage.persist()). */
  requestPersistence(): Promise<StoreStatus>;
  /** Every slot, most recently updated first. */
  list(): Promise<SlotInfo[]>;
  info(id: string): Promise<SlotInfo | null>;
  load(id: string): Promise<Loaded | StoreRefusal>;
  /** Into slot `id`; `delve` is the delve's identity (default: one read from its setup). */
  save(id: string, setup: GameSetup, actions: readonly Action[], state: GameState, name?: string, delve?: string): Promise<Saved>;
  /** A new slot for this game. */
  create(setup: GameSetup, actions: readonly Action[], state: GameState, name?: string, delve?: string): Promise<Saved>;
  /**
   * Into the delve's autosave slot. Returns at once; the write happens after, and a burst of
   * calls for one delve writes only its latest game. Never rejects.
   *
   * Each delve (`delve`, its identity; default: one read from its setup) autosaves into a slot
   * of its own: the slot it was loaded from, else the `autosave` slot when that is free or holds
   * a finished delve, else a new slot. A new delve never takes the place of an unfinished one.
   * When the slot has been written by another tab since this store read or wrote it, the write
   * is refused ('stale'): a tab holding an older state never overwrites a newer one.
   *
   * `checkpoint`, the latest state the delve kept every 50 actions, is written beside it, so
   * that Continue picks the delve up there (journal.ts).
   */
  autosave(setup: GameSetup, actions: readonly Action[], state: GameState, delve?: string, checkpoint?: Checkpoint): Promise<Saved>;
  rename(id: string, name: string): Promise<Saved>;
  remove(id: string): Promise<{ ok: true } | StoreRefusal>;
  duplicate(id: string): Promise<Saved>;
  exportSlot(id: string): Promise<Exported | StoreRefusal>;
  /** A save file's text into a new slot, checked exactly as a load. */
  importText(text: string): Promise<Saved>;
  exportAll(): Promise<Exported & { count: number; skipped: string[] }>;
  importAll(text: string): Promise<Imported | StoreRefusal>;
  /** Resolves when every write asked for so far is done. */
  flush(): Promise<void>;
}

/** The part of `navigator.storage` the store uses. */
export interface PersistenceApi {
  persist?(): Promise<boolean>;
  persisted?(): Promise<boolean>;
}

export interface StoreOptions {
  /** The clock for timestamps. */
  now?: () => Date;
  /** Defaults to `navigator.storage`. */
  persistence?: PersistenceApi | null;
  /** How long opening the storage may take before the store gives up and keeps to memory. */
  openTimeoutMs?: number;
  app?: string;
}

// ---------------------------------------------------------------------------------------------
// Keys and records

type Copy = 'a' | 'b';
const SLOT_PREFIX = 'slot/';
const slotKey = (id: string): string => `${SLOT_PREFIX}${id}`;
const copyKey = (id: string, copy: Copy): string => `copy/${id}/${copy}`;
/** The checkpoint kept beside a copy (journal.ts). */
const checkKey = (id: string, copy: Copy): string => `check/${id}/${copy}`;
const other = (c: Copy): Copy => (c === 'a' ? 'b' : 'a');
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const copySchema = v.picklist(['a', 'b'] as const);
const recordSchema = v.object({
  kind: v.literal('deathmaze-slot'),
  v: v.literal(1),
  id: v.pipe(v.string(), v.regex(ID_PATTERN)),
  name: v.string(),
  autosave: v.boolean(),
  current: copySchema,
  previous: v.nullable(copySchema),
  created: v.string(),
  updated: v.string(),
  /** Which delve this is: its identity (schema 4), or in older records a digest of its setup. */
  delve: v.optional(v.string()),
  /** How many times the slot was written: a tab that read revision n writes only over revision n. */
  rev: v.optional(v.number()),
  summary: v.object({
    party: v.array(v.object({ name: v.string(), class: v.string(), alive: v.boolean() })),
    segments: v.number(),
    actions: v.number(),
    finished: v.boolean(),
    outcome: v.nullable(v.picklist(['escaped', 'dead', 'lost'] as const)),
  }),
});
type SlotRecord = v.InferOutput<typeof recordSchema>;
type Summary = SlotRecord['summary'];

function summaryOf(state: GameState, actions: number): Summary {
  return {
    party: state.party.adventurers.map((a) => ({ name: a.name, class: a.class, alive: a.alive })),
    segments: Object.keys(state.maze.chits).length,
    actions,
    finished: state.phase.kind === 'over',
    outcome: state.phase.kind === 'over' ? state.phase.reason : null,
  };
}

const infoOf = (r: SlotRecord, damaged = false): SlotInfo => ({
  id: r.id,
  name: r.name,
  autosave: r.autosave,
  ...r.summary,
  party: r.summary.party.map((p) => ({ ...p })),
  created: r.created,
  updated: r.updated,
  damaged,
});

/** What the autosave is called once it leaves its own slot (exported, or imported as a slot): its party's names. */
const autosaveTitle = (setup: GameSetup): string => `${partyName(setup)} (autosave)`;

function cleanName(name: unknown): string | null {
  if (typeof name !== 'string') return null;
  const text = name.replace(/\s+/g, ' ').trim();
  if (text.length === 0) return null;
  return text.length > MAX_NAME ? text.slice(0, MAX_NAME).trim() : text;
}

const missing = (): StoreRefusal => ({ ok: false, code: 'missing', reason: 'There is no such save: it may have been deleted in another tab.' });

const newId = (): string => randomId('d');

function fileNameFor(name: string, when: string): string {
  const slug = name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'delve';
  return `deathmaze-${slug}-${when.slice(0, 10)}.json`;
}

// ---------------------------------------------------------------------------------------------
// The store

/**
 * The save store over `backend` (default: localforage, database 'deathmaze', store 'saves').
 * Pass `null` to keep to memory from the start.
 */
export function createSaveStore(backend: StorageBackend | null = localforageBackend(), options: StoreOptions = {}): SaveStore {
  return new Store(backend, options);
}

class Store implements SaveStore {
  private disk: StorageBackend | null;
  /** In memory mode: what was written since (reads look here first), and what was removed. */
  private memory: Map<string, string> | null = null;
  private removed = new Set<string>();
  private current: StoreStatus = { kind: 'temporary', message: MESSAGES.temporary };
  private listeners = new Set<(s: StoreStatus) => void>();
  private opening: Promise<void> | null = null;
  private readonly queue = serialQueue();
  /** The latest game of each delve waiting to be autosaved, and the write that will take it. */
  private pending = new Map<string, { setup: GameSetup; actions: Action[]; state: GameState; delve: string | undefined; checkpoint: Checkpoint | undefined }>();
  /** Each delve's action texts and chain, kept between its saves (journal.ts). */
  private journals = new Map<string, Journal>();
  /** Which checkpoint each `check/` key holds, as this store wrote it. */
  private checksWritten = new Map<string, string>();
  private pendingResults = new Map<string, Promise<Saved>>();
  /** Slots whose load was refused this session, with why: never written over, moved aside first. */
  private unreadable = new Map<string, RefusalCode>();
  /** Slots whose current copy a newer version wrote (the previous one loaded): that copy is kept aside before the next write. */
  private newer = new Map<string, Copy>();
  /** The revision of each slot as this store last read or wrote it. */
  private revs = new Map<string, number>();
  /** Where each delve autosaves, once known this session. */
  private autoSlots = new Map<string, string>();
  private readonly now: () => Date;
  private readonly app: string;

  constructor(
    backend: StorageBackend | null,
    private readonly options: StoreOptions,
  ) {
    this.disk = backend ? withReconnect(backend) : null;
    this.now = options.now ?? (() => new Date());
    this.app = options.app ?? APP_VERSION;
  }

  get status(): StoreStatus {
    return { ...this.current };
  }

  onStatus(listener: (status: StoreStatus) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private setStatus(kind: StatusKind, message: string): void {
    if (this.current.kind === kind && this.current.message === message) return;
    this.current = { kind, message };
    for (const l of this.listeners) l(this.status);
  }

  async ready(): Promise<StoreStatus> {
    this.opening ??= this.open();
    await this.opening;
    return this.status;
  }

  private async open(): Promise<void> {
    if (!this.disk) return this.toMemory(MESSAGES.unavailable);
    try {
      await withTimeout(this.disk.ready(), this.options.openTimeoutMs ?? OPEN_TIMEOUT_MS);
    } catch {
      this.toMemory(MESSAGES.unavailable);
    }
  }

  private toMemory(message: string): void {
    this.memory ??= new Map();
    this.setStatus('memory', message);
  }

  async requestPersistence(): Promise<StoreStatus> {
    await this.ready();
    if (this.memory) return this.status;
    const api = this.options.persistence !== undefined ? this.options.persistence : (globalThis.navigator as { storage?: PersistenceApi } | undefined)?.storage;
    try {
      const granted = (await api?.persisted?.()) || (await api?.persist?.()) || false;
      if (!this.memory) this.setStatus(granted ? 'persistent' : 'temporary', granted ? MESSAGES.persistent : MESSAGES.temporary);
    } catch {
      // a browser that throws here simply did not promise anything
    }
    return this.status;
  }

  // -- raw access: the disk, or in memory mode the memory over a read-only disk

  private async read(key: string): Promise<string | null> {
    if (this.memory) {
      if (this.removed.has(key)) return null;
      const here = this.memory.get(key);
      if (here !== undefined) return here;
      try {
        return (await this.disk?.getItem(key)) ?? null;
      } catch {
        return null;
      }
    }
    return this.disk!.getItem(key);
  }

  private async write(key: string, value: string): Promise<void> {
    if (this.memory) {
      this.memory.set(key, value);
      this.removed.delete(key);
      return;
    }
    await this.disk!.setItem(key, value);
  }

  private async erase(key: string): Promise<void> {
    if (this.memory) {
      this.memory.delete(key);
      this.removed.add(key);
      return;
    }
    await this.disk!.removeItem(key);
  }

  private async allKeys(): Promise<string[]> {
    if (this.memory) {
      let onDisk: string[] = [];
      try {
        onDisk = (await this.disk?.keys()) ?? [];
      } catch {
        // nothing readable there
      }
      return [...new Set([...onDisk, ...this.memory.keys()])].filter((k) => !this.removed.has(k));
    }
    return this.disk!.keys();
  }

  /**
   * One operation at a time: a save's two writes never interleave with another's. A storage
   * error the operation did not handle becomes a refusal.
   */
  private run<T>(op: () => Promise<T | StoreRefusal>): Promise<T | StoreRefusal> {
    return this.serial(async () => {
      try {
        return await op();
      } catch (e) {
        return this.storageRefusal(e);
      }
    });
  }

  /** As `run`, letting errors through (for the reads that answer with a plain value). */
  private serial<T>(op: () => Promise<T>): Promise<T> {
    return this.queue(async () => {
      await this.ready();
      return op();
    });
  }

  private storageRefusal(e: unknown): StoreRefusal {
    const detail = e instanceof Error ? e.message : String(e);
    return { ok: false, code: 'storage', reason: 'The browser would not let the game reach its saves just now. Try again, or reload the page.', detail };
  }

  /**
   * Writes a slot: the spare copy, then the pointer. When the storage fails (full, gone), the
   * disk is left as it was and the store carries on in memory, where the write is done again.
   */
  private async writeSlot(record: SlotRecord, text: string, check: { key: string; text: string } | null = null): Promise<void> {
    const at = checkKey(record.id, record.current);
    await this.durably(async () => {
      await this.write(copyKey(record.id, record.current), text);
      // only when the delve has passed a new checkpoint: every 50 actions
      if (check && this.checksWritten.get(at) !== check.key) {
        await this.write(at, check.text);
        this.checksWritten.set(at, check.key);
      }
      await this.write(slotKey(record.id), JSON.stringify(record));
    });
    this.revs.set(record.id, record.rev ?? 0);
  }

  /** Runs writes; if the storage fails them, carries on in memory and runs them again there. */
  private async durably(writes: () => Promise<void>): Promise<void> {
    try {
      await writes();
    } catch (e) {
      if (this.memory) throw e;
      this.toMemory(isQuotaError(e) ? MESSAGES.full : MESSAGES.failed);
      await writes();
    }
  }

  /** The slot's record; 'damaged' when the key holds something unreadable. */
  private async record(id: string): Promise<SlotRecord | 'damaged' | null> {
    const text = await this.read(slotKey(id));
    if (text === null) return null;
    try {
      const parsed = v.safeParse(recordSchema, JSON.parse(text));
      return parsed.success && parsed.output.id === id ? parsed.output : 'damaged';
    } catch {
      return 'damaged';
    }
  }

  private damagedInfo(id: string): SlotInfo {
    const epoch = new Date(0).toISOString();
    return { id, name: 'Unreadable save', autosave: id === AUTOSAVE_ID, party: [], segments: 0, actions: 0, finished: false, outcome: null, created: epoch, updated: epoch, damaged: true };
  }

  // -- listing

  list(): Promise<SlotInfo[]> {
    return this.serial(async () => {
      const ids = (await this.allKeys()).filter((k) => k.startsWith(SLOT_PREFIX)).map((k) => k.slice(SLOT_PREFIX.length));
      const out: SlotInfo[] = [];
      for (const id of ids) {
        const r = await this.record(id);
        if (r === 'damaged') out.push(this.damagedInfo(id));
        else if (r) out.push(infoOf(r));
      }
      return out.sort((a, b) => (a.updated < b.updated ? 1 : a.updated > b.updated ? -1 : a.id.localeCompare(b.id)));
    });
  }

  info(id: string): Promise<SlotInfo | null> {
    return this.serial(async () => {
      const r = await this.record(id);
      return r === 'damaged' ? this.damagedInfo(id) : r ? infoOf(r) : null;
    });
  }

  // -- loading

  load(id: string): Promise<Loaded | StoreRefusal> {
    if (!ID_PATTERN.test(id)) return Promise.resolve(missing());
    return this.run(() => this.loadNow(id));
  }

  private async loadNow(id: string): Promise<Loaded | StoreRefusal> {
    const r = await this.record(id);
    if (r === null) return missing();
    // a damaged record: either copy may be the newer one
    const order: Copy[] = r === 'damaged' ? ['a', 'b'] : r.previous ? [r.current, r.previous] : [r.current];
    let best: { decoded: Decoded; copy: Copy } | null = null;
    let firstRefusal: Refusal | null = null;
    let futureCopy: Copy | null = null;
    for (const copy of order) {
      const text = await this.read(copyKey(id, copy));
      if (text === null) continue;
      const fast = await resumeStored(text, await this.read(checkKey(id, copy)).catch(() => null));
      if (fast) this.journals.set(fast.decoded.save.delve, new Journal(fast.chain));
      const decoded = fast?.decoded ?? (await decodeSave(text));
      if (!decoded.ok) {
        firstRefusal ??= decoded;
        if (decoded.code === 'future') futureCopy ??= copy;
        continue;
      }
      if (!best || decoded.save.updated > best.decoded.save.updated) best = { decoded, copy };
      if (r !== 'damaged') break;
    }
    if (!best) {
      if (firstRefusal) this.unreadable.set(id, futureCopy ? 'future' : firstRefusal.code);
      return firstRefusal ?? missing();
    }
    const { decoded, copy } = best;
    if (r !== 'damaged') {
      this.revs.set(id, r.rev ?? 0);
      if (futureCopy && futureCopy !== copy) this.newer.set(id, futureCopy);
      else this.newer.delete(id);
    }
    if (r === 'damaged' || r.autosave) this.autoSlots.set(decoded.save.delve, id);
    const record: SlotRecord =
      r === 'damaged'
        ? this.recordFor(id, decoded.save.name, decoded.state, decoded.save.actions.length, decoded.save.created, decoded.save.updated, copy, null)
        : r;
    return {
      ok: true,
      slot: infoOf(record, r === 'damaged'),
      setup: decoded.save.setup,
      actions: decoded.save.actions,
      state: decoded.state,
      // read when asked: a delve picked up at its checkpoint proves its first steps for it (journal.ts)
      get log() {
        return decoded.log;
      },
      history: decoded.history,
      save: decoded.save,
      fromPrevious: r !== 'damaged' && copy !== r.current,
      previousBecause: r !== 'damaged' && copy !== r.current ? (firstRefusal?.code ?? null) : null,
      migratedFrom: decoded.migratedFrom,
    };
  }

  private recordFor(
    id: string,
    name: string,
    state: GameState,
    actions: number,
    created: string,
    updated: string,
    current: Copy,
    previous: Copy | null,
    delve?: string,
    rev?: number,
    autosave = id === AUTOSAVE_ID,
  ): SlotRecord {
    return {
      kind: 'deathmaze-slot',
      v: 1,
      id,
      name,
      autosave,
      current,
      previous,
      created,
      updated,
      ...(delve ? { delve } : {}),
      ...(rev !== undefined ? { rev } : {}),
      summary: summaryOf(state, actions),
    };
  }

  /**
   * Moves a slot's copies, as they are, to a new slot of their own, so that what is about to be
   * written to `id` loses nothing: an unfinished delve the autosave held before a new one began,
   * or a save this version could not read (a later one may).
   */
  private async moveAside(id: string, record: SlotRecord | 'damaged'): Promise<void> {
    const to = await this.freshId();
    const copies: Copy[] = [];
    for (const copy of ['a', 'b'] as const) {
      const text = await this.read(copyKey(id, copy));
      if (text === null) continue;
      await this.write(copyKey(to, copy), text);
      copies.push(copy);
    }
    const why = this.unreadable.get(id);
    this.unreadable.delete(id);
    if (copies.length === 0) return;
    const tag = why === 'future' ? 'from a newer version, kept' : why ? 'unreadable, kept' : 'autosaved';
    const epoch = new Date(0).toISOString();
    const kept: SlotRecord =
      record === 'damaged'
        ? { kind: 'deathmaze-slot', v: 1, id: to, name: why === 'future' ? 'Save from a newer version (kept)' : 'Unreadable save (kept)', autosave: false, current: copies[0]!, previous: copies[1] ?? null, created: epoch, updated: epoch, summary: { party: [], segments: 0, actions: 0, finished: false, outcome: null } }
        : {
            ...record,
            id: to,
            autosave: false,
            name: cleanName(`${record.autosave ? partyName({ party: record.summary.party }) : record.name} (${tag})`) ?? 'Kept',
          };
    await this.write(slotKey(to), JSON.stringify(kept));
    await this.erase(slotKey(id));
    this.revs.delete(id);
  }

  /**
   * Moves the one copy of slot `id` that a newer version of the game wrote (its previous copy
   * loaded here) to a slot of its own, named as such, kept until the player deletes it: this
   * version would otherwise write over it two saves later.
   */
  private async keepNewer(id: string, record: SlotRecord, copy: Copy): Promise<void> {
    const text = await this.read(copyKey(id, copy));
    this.newer.delete(id);
    if (text === null) return;
    const to = await this.freshId();
    const base = record.autosave ? partyName({ party: record.summary.party }) : record.name;
    const kept: SlotRecord = {
      ...record,
      id: to,
      autosave: false,
      current: 'a',
      previous: null,
      rev: 0,
      name: cleanName(`${base} (from a newer version)`) ?? 'From a newer version',
    };
    await this.write(copyKey(to, 'a'), text);
    await this.write(slotKey(to), JSON.stringify(kept));
  }

  // -- saving

  save(id: string, setup: GameSetup, actions: readonly Action[], state: GameState, name?: string, delve?: string): Promise<Saved> {
    if (!ID_PATTERN.test(id)) return Promise.resolve({ ok: false, code: 'missing', reason: 'A save slot is named by letters, digits, - and _ only.' });
    const game = { setup, actions: [...actions], state };
    return this.run(async () => this.saveNow(id, game.setup, game.actions, game.state, name, delve ?? (await setupDelveId(game.setup))));
  }

  create(setup: GameSetup, actions: readonly Action[], state: GameState, name?: string, delve?: string): Promise<Saved> {
    const game = { setup, actions: [...actions], state };
    return this.run(async () => this.saveNow(await this.freshId(), game.setup, game.actions, game.state, name, delve ?? (await setupDelveId(game.setup))));
  }

  autosave(setup: GameSetup, actions: readonly Action[], state: GameState, delve?: string, checkpoint?: Checkpoint): Promise<Saved> {
    // the controller goes on pushing to its list: take the game as it is now
    const key = delve ?? '';
    this.pending.set(key, { setup, actions: [...actions], state, delve, checkpoint });
    let result = this.pendingResults.get(key);
    if (!result) {
      result = this.run(async () => {
        const game = this.pending.get(key)!;
        this.pending.delete(key);
        this.pendingResults.delete(key);
        return this.autosaveNow(game.setup, game.actions, game.state, game.delve ?? (await setupDelveId(game.setup)), game.checkpoint);
      });
      this.pendingResults.set(key, result);
    }
    return result;
  }

  /** The slot a delve autosaves into (see `autosave`). */
  private async autosaveSlotFor(delve: string): Promise<string> {
    const known = this.autoSlots.get(delve);
    if (known) return known;
    let id: string | null = null;
    const main = await this.record(AUTOSAVE_ID);
    // a damaged or unreadable autosave is moved aside by the write (saveNow)
    if (main === null || main === 'damaged' || this.unreadable.has(AUTOSAVE_ID) || main.summary.finished || main.delve === delve) id = AUTOSAVE_ID;
    else {
      for (const key of await this.allKeys()) {
        if (!key.startsWith(SLOT_PREFIX) || key === slotKey(AUTOSAVE_ID)) continue;
        const r = await this.record(key.slice(SLOT_PREFIX.length));
        if (r !== null && r !== 'damaged' && r.autosave && (r.delve === delve || r.summary.finished)) {
          id = r.id;
          if (r.delve === delve) break;
        }
      }
    }
    id ??= await this.freshId();
    this.autoSlots.set(delve, id);
    return id;
  }

  private async autosaveNow(setup: GameSetup, actions: readonly Action[], state: GameState, delve: string, checkpoint?: Checkpoint): Promise<Saved> {
    let id = await this.autosaveSlotFor(delve);
    const old = await this.record(id);
    const seen = this.revs.get(id);
    if (old !== null && old !== 'damaged' && seen !== undefined && (old.rev ?? 0) !== seen) {
      // written since by another tab: the same delve played further there, or another delve that took the slot
      if (old.delve === delve) return { ok: false, code: 'stale', reason: STALE_REASON };
      this.autoSlots.delete(delve);
      this.revs.delete(id);
      id = await this.autosaveSlotFor(delve);
    } else if (old !== null && old !== 'damaged' && seen === undefined && old.delve !== delve && !old.summary.finished && !this.unreadable.has(id)) {
      // another delve, unfinished, took the slot before this store ever wrote it
      this.autoSlots.delete(delve);
      id = await this.freshId();
      this.autoSlots.set(delve, id);
    }
    return this.saveNow(id, setup, actions, state, undefined, delve, true, checkpoint);
  }

  private journalFor(delve: string): Journal {
    let j = this.journals.get(delve);
    if (!j) this.journals.set(delve, (j = new Journal()));
    return j;
  }

  private async saveNow(id: string, setup: GameSetup, actions: readonly Action[], state: GameState, name: string | undefined, delve: string, auto = false, checkpoint?: Checkpoint): Promise<Saved> {
    const chosen = name === undefined ? null : cleanName(name);
    if (name !== undefined && chosen === null) return { ok: false, code: 'name', reason: 'A save needs a name of 1 to 60 characters.' };
    let old = await this.record(id);
    if (old !== null && (old === 'damaged' || this.unreadable.has(id))) {
      const aside = old;
      await this.durably(() => this.moveAside(id, aside));
      old = null;
    }
    const newerCopy = this.newer.get(id);
    if (old !== null && newerCopy !== undefined) {
      const record = old;
      await this.durably(() => this.keepNewer(id, record, newerCopy));
      // the copy before it is the slot's current one now: the next write takes the place kept aside
      old = { ...old, current: other(newerCopy), previous: null };
    }
    const known = old; // a damaged label was moved aside above
    const now = this.now().toISOString();
    const title = chosen ?? (auto && id !== AUTOSAVE_ID ? null : known?.name) ?? (id === AUTOSAVE_ID ? AUTOSAVE_NAME : auto ? `${partyName(setup)} (autosave)` : partyName(setup));
    // a finished delve whose autosave slot this one takes over: its times and its last copy are not this delve's
    const legacy = known?.delve !== undefined && /^[0-9a-f]{64}$/.test(known.delve);
    const othersSlot = auto && known !== null && known.delve !== delve && !(legacy && this.revs.get(id) === (known.rev ?? 0));
    const created = (othersSlot ? null : known?.created) ?? now;
    let text: string;
    let check: { key: string; text: string } | null;
    const journal = this.journalFor(delve);
    try {
      text = await journal.text({ setup, actions, state, name: title, created, updated: now, app: this.app, delve });
      check = await journal.checkpointText(checkpoint);
    } catch (e) {
      // the texts may be half brought up to date: the next save starts afresh
      this.journals.delete(delve);
      if (e instanceof SaveFormatError) return { ok: false, code: 'unsaveable', reason: `This game cannot be saved: ${e.message}` };
      throw e;
    }
    const current = known ? other(known.current) : 'a';
    const record = this.recordFor(id, title, state, actions.length, created, now, current, known && !othersSlot ? known.current : null, delve, (known?.rev ?? 0) + 1, auto || id === AUTOSAVE_ID || (known?.autosave ?? false));
    await this.writeSlot(record, text, check);
    return { ok: true, slot: infoOf(record) };
  }

  private async freshId(): Promise<string> {
    for (;;) {
      const id = newId();
      if ((await this.read(slotKey(id))) === null) return id;
    }
  }

  /** A decoded save into a new slot. */
  /** A decoded save into a new slot; it keeps the time it was saved (an import is not a new save). */
  private async adopt(decoded: Decoded, name: string): Promise<Saved> {
    const { save, state } = decoded;
    return this.saveAs(await this.freshId(), save, state, name, save.updated);
  }

  private async saveAs(id: string, save: SaveEnvelope, state: GameState, name: string, updated?: string): Promise<Saved> {
    const now = updated ?? this.now().toISOString();
    const text = await encodeSave({ setup: save.setup, actions: save.actions, state, name, created: save.created, updated: now, app: this.app, delve: save.delve });
    const record = this.recordFor(id, name, state, save.actions.length, save.created, now, 'a', null, save.delve, 1);
    await this.writeSlot(record, text);
    return { ok: true, slot: infoOf(record) };
  }

  rename(id: string, name: string): Promise<Saved> {
    return this.run(async () => {
      const title = cleanName(name);
      if (title === null) return { ok: false, code: 'name', reason: 'A save needs a name of 1 to 60 characters.' } satisfies StoreRefusal;
      const r = await this.record(id);
      if (r === null) return missing();
      if (r === 'damaged') return { ok: false, code: 'damaged', reason: 'This save’s label is unreadable; load it, then save it again under a new name.' } satisfies StoreRefusal;
      const record = { ...r, name: title, rev: (r.rev ?? 0) + 1 };
      await this.durably(() => this.write(slotKey(id), JSON.stringify(record)));
      if (this.revs.get(id) === (r.rev ?? 0)) this.revs.set(id, record.rev);
      return { ok: true, slot: infoOf(record) };
    });
  }

  remove(id: string): Promise<{ ok: true } | StoreRefusal> {
    return this.run(async () => {
      if ((await this.read(slotKey(id))) === null) return missing();
      // the record first: the slot leaves the list at once, whatever happens to the copies
      await this.erase(slotKey(id));
      for (const copy of ['a', 'b'] as const) {
        try {
          await this.erase(copyKey(id, copy));
          if ((await this.read(checkKey(id, copy))) !== null) await this.erase(checkKey(id, copy));
          this.checksWritten.delete(checkKey(id, copy));
        } catch {
          // an orphan copy is harmless: nothing points at it
        }
      }
      return { ok: true } as const;
    });
  }

  duplicate(id: string): Promise<Saved> {
    return this.run(async () => {
      const loaded = await this.loadNow(id);
      if (!loaded.ok) return loaded;
      const name = cleanName(`${loaded.slot.autosave ? partyName(loaded.setup) : loaded.slot.name} (copy)`) ?? 'Copy';
      return this.saveAs(await this.freshId(), loaded.save, loaded.state, name);
    });
  }

  // -- export and import

  exportSlot(id: string): Promise<Exported | StoreRefusal> {
    return this.run(async () => {
      const loaded = await this.loadNow(id);
      if (!loaded.ok) return loaded;
      const { save } = loaded;
      // the autosave's file is named after its party, as its duplicate is: imported, it is a slot like any other
      const name = loaded.slot.autosave ? (cleanName(autosaveTitle(save.setup)) ?? AUTOSAVE_NAME) : loaded.slot.name;
      const text = await encodeSave({ setup: save.setup, actions: save.actions, state: loaded.state, name, created: save.created, updated: save.updated, app: save.app, delve: save.delve });
      return { ok: true, text, fileName: fileNameFor(name, save.updated) } satisfies Exported;
    });
  }

  importText(text: string): Promise<Saved> {
    return this.run(async () => {
      const decoded = await decodeSave(text);
      if (!decoded.ok) return decoded;
      return this.adopt(decoded, cleanName(decoded.save.name) ?? partyName(decoded.save.setup));
    });
  }

  exportAll(): Promise<Exported & { count: number; skipped: string[] }> {
    return this.serial(async () => {
      const ids = (await this.allKeys()).filter((k) => k.startsWith(SLOT_PREFIX)).map((k) => k.slice(SLOT_PREFIX.length));
      const saves: { name: string; autosave: boolean; save: SaveEnvelope }[] = [];
      const skipped: string[] = [];
      for (const id of ids.sort()) {
        const loaded = await this.loadNow(id);
        if (!loaded.ok) {
          skipped.push(id);
          continue;
        }
        const { save } = loaded;
        const text = await encodeSave({ setup: save.setup, actions: save.actions, state: loaded.state, name: loaded.slot.name, created: save.created, updated: save.updated, app: save.app, delve: save.delve });
        saves.push({ name: loaded.slot.name, autosave: loaded.slot.autosave, save: JSON.parse(text) as SaveEnvelope });
      }
      const exported = this.now().toISOString();
      const text = JSON.stringify({ format: COLLECTION_FORMAT, schema: 1, app: this.app, exported, saves });
      return { ok: true as const, text, fileName: `deathmaze-all-saves-${exported.slice(0, 10)}.json`, count: saves.length, skipped };
    });
  }

  importAll(text: string): Promise<Imported | StoreRefusal> {
    return this.run(async () => {
      if (typeof text !== 'string') return refuse('foreign');
      if (text.length > MAX_COLLECTION_BYTES || byteLength(text) > MAX_COLLECTION_BYTES) {
        return { ok: false, code: 'oversized', reason: 'This file is larger than 32 MB, far more than any collection of delves needs, so it was not opened. Nothing was changed.' } satisfies StoreRefusal;
      }
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch {
        if (text.trim() === '') return refuse('truncated');
        return text.includes(COLLECTION_FORMAT) || text.includes(SAVE_FORMAT) ? refuse('truncated') : refuse('foreign');
      }
      if (typeof raw !== 'object' || raw === null) return refuse('foreign');
      const top = raw as Record<string, unknown>;
      if (top.format === SAVE_FORMAT) {
        // one delve where a collection was expected: take it all the same
        if (text.length > MAX_SAVE_BYTES || byteLength(text) > MAX_SAVE_BYTES) return refuse('oversized');
        const one = await decodeValue(raw);
        if (!one.ok) return one;
        const saved = await this.adopt(one, cleanName(one.save.name) ?? partyName(one.save.setup));
        return saved.ok ? ({ ok: true, imported: [saved.slot], refused: [] } satisfies Imported) : saved;
      }
      if (top.format !== COLLECTION_FORMAT) return refuse('foreign');
      if (typeof top.schema !== 'number' || top.schema > 1) {
        return { ok: false, code: 'future', reason: 'This collection comes from a newer version of the game. Update the game to open it. Nothing was changed.' } satisfies StoreRefusal;
      }
      if (!Array.isArray(top.saves)) return refuse('damaged', 'no list of saves');
      // check everything first, then write: a refused entry writes nothing
      const good: { decoded: Decoded; name: string }[] = [];
      const refused: Imported['refused'] = [];
      for (const [index, entry] of (top.saves as unknown[]).entries()) {
        const e = (typeof entry === 'object' && entry !== null ? entry : {}) as { name?: unknown; autosave?: unknown; save?: unknown };
        const label = cleanName(e.name) ?? `Save ${index + 1}`;
        let size: number;
        try {
          size = byteLength(JSON.stringify(e.save) ?? '');
        } catch {
          size = Infinity;
        }
        const decoded = size > MAX_SAVE_BYTES ? refuse('oversized') : await decodeValue(e.save);
        if (!decoded.ok) {
          refused.push({ index, name: label, code: decoded.code, reason: decoded.reason });
          continue;
        }
        const name = e.autosave === true ? autosaveTitle(decoded.save.setup) : label;
        good.push({ decoded, name: cleanName(name) ?? label });
      }
      const imported: SlotInfo[] = [];
      for (const g of good) {
        const saved = await this.adopt(g.decoded, g.name);
        if (saved.ok) imported.push(saved.slot);
      }
      return { ok: true, imported, refused } satisfies Imported;
    });
  }

  /** Resolves once every operation asked for so far has finished. */
  async flush(): Promise<void> {
    await this.queue(() => Promise.resolve());
  }
}
