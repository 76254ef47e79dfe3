/**
 * The save slots: several delves side by side, the autosave among them. Each slot is three
 * keys: `slot/<id>` (its name, its summary for the list, and which copy is current) and two
 * copies `copy/<id>/a`, `copy/<id>/b`. A save writes the spare copy, then switches the
 * pointer; the copy it replaced stays as the last good one. A failed write therefore leaves
 * the slot as it was, and a damaged copy falls back to the other.
 *
 * Every refusal is a value with a reason a player understands; nothing that is refused
 * changes a byte in storage. Nothing is written over that has not been read: before a slot is
 * written, a copy this session could not load, or an unfinished delve the autosave held before
 * a new one began, is moved aside into a slot of its own. When the browser gives no storage,
 * or it is full, the store keeps going in memory and says so through `status`.
 */
import * as v from 'valibot';
import type { Action, GameEvent, GameSetup, GameState } from '../rules/game';
import { isQuotaError, localforageBackend, OPEN_TIMEOUT_MS, serialQueue, withReconnect, withTimeout, type StorageBackend } from './backend';
import { APP_VERSION, COLLECTION_FORMAT, MAX_COLLECTION_BYTES, MAX_SAVE_BYTES, SAVE_FORMAT } from './constants';
import { byteLength, decodeSave, decodeValue, encodeSave, refuse, SaveFormatError, type Decoded, type Refusal, type RefusalCode, type SaveEnvelope } from './format';
import type { DelveHistory } from './replay';
import { partyName } from './migrate';
import { canonicalJson, randomId, sha256Hex } from './checksum';

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

export type StoreRefusalCode = RefusalCode | 'missing' | 'name' | 'unsaveable' | 'storage';

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
  save(id: string, setup: GameSetup, actions: readonly Action[], state: GameState, name?: string): Promise<Saved>;
  /** A new slot for this game. */
  create(setup: GameSetup, actions: readonly Action[], state: GameState, name?: string): Promise<Saved>;
  /**
   * Into the autosave slot. Returns at once; the write happens after, and a burst of calls
   * writes only the latest game. Never rejects. When the slot held another delve, unfinished,
   * that one first moves to a slot of its own ("… (autosaved)").
   */
  autosave(setup: GameSetup, actions: readonly Action[], state: GameState): Promise<Saved>;
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
  /** Which delve this is: a digest of its setup (the autosave slot changes delve when a new game starts). */
  delve: v.optional(v.string()),
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
  private pending: { setup: GameSetup; actions: Action[]; state: GameState } | null = null;
  /** Slots whose load was refused this session: never written over, moved aside first. */
  private unreadable = new Set<string>();
  private pendingResult: Promise<Saved> | null = null;
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
  private async writeSlot(record: SlotRecord, text: string): Promise<void> {
    await this.durably(async () => {
      await this.write(copyKey(record.id, record.current), text);
      await this.write(slotKey(record.id), JSON.stringify(record));
    });
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
    for (const copy of order) {
      const text = await this.read(copyKey(id, copy));
      if (text === null) continue;
      const decoded = await decodeSave(text);
      if (!decoded.ok) {
        firstRefusal ??= decoded;
        continue;
      }
      if (!best || decoded.save.updated > best.decoded.save.updated) best = { decoded, copy };
      if (r !== 'damaged') break;
    }
    if (!best) {
      if (firstRefusal) this.unreadable.add(id);
      return firstRefusal ?? missing();
    }
    const { decoded, copy } = best;
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
      log: decoded.log,
      history: decoded.history,
      save: decoded.save,
      fromPrevious: r !== 'damaged' && copy !== r.current,
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
  ): SlotRecord {
    return { kind: 'deathmaze-slot', v: 1, id, name, autosave: id === AUTOSAVE_ID, current, previous, created, updated, ...(delve ? { delve } : {}), summary: summaryOf(state, actions) };
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
    const refused = this.unreadable.delete(id);
    if (copies.length === 0) return;
    const epoch = new Date(0).toISOString();
    const kept: SlotRecord =
      record === 'damaged'
        ? { kind: 'deathmaze-slot', v: 1, id: to, name: 'Unreadable save (kept)', autosave: false, current: copies[0]!, previous: copies[1] ?? null, created: epoch, updated: epoch, summary: { party: [], segments: 0, actions: 0, finished: false, outcome: null } }
        : {
            ...record,
            id: to,
            autosave: false,
            name: cleanName(`${record.autosave ? partyName({ party: record.summary.party }) : record.name} (${refused ? 'unreadable, kept' : 'autosaved'})`) ?? 'Kept',
          };
    await this.write(slotKey(to), JSON.stringify(kept));
    await this.erase(slotKey(id));
  }

  // -- saving

  save(id: string, setup: GameSetup, actions: readonly Action[], state: GameState, name?: string): Promise<Saved> {
    if (!ID_PATTERN.test(id)) return Promise.resolve({ ok: false, code: 'missing', reason: 'A save slot is named by letters, digits, - and _ only.' });
    const game = { setup, actions: [...actions], state };
    return this.run(() => this.saveNow(id, game.setup, game.actions, game.state, name));
  }

  create(setup: GameSetup, actions: readonly Action[], state: GameState, name?: string): Promise<Saved> {
    const game = { setup, actions: [...actions], state };
    return this.run(async () => this.saveNow(await this.freshId(), game.setup, game.actions, game.state, name));
  }

  autosave(setup: GameSetup, actions: readonly Action[], state: GameState): Promise<Saved> {
    // the controller goes on pushing to its list: take the game as it is now
    this.pending = { setup, actions: [...actions], state };
    this.pendingResult ??= this.run(async () => {
      const game = this.pending!;
      this.pending = null;
      this.pendingResult = null;
      return this.saveNow(AUTOSAVE_ID, game.setup, game.actions, game.state);
    });
    return this.pendingResult;
  }

  private async saveNow(id: string, setup: GameSetup, actions: readonly Action[], state: GameState, name?: string): Promise<Saved> {
    const chosen = name === undefined ? null : cleanName(name);
    if (name !== undefined && chosen === null) return { ok: false, code: 'name', reason: 'A save needs a name of 1 to 60 characters.' };
    let old = await this.record(id);
    const delve = await sha256Hex(canonicalJson(setup));
    const otherDelve = id === AUTOSAVE_ID && old !== null && old !== 'damaged' && old.delve !== undefined && old.delve !== delve && !old.summary.finished;
    if (old !== null && (old === 'damaged' || this.unreadable.has(id) || otherDelve)) {
      const aside = old;
      await this.durably(() => this.moveAside(id, aside));
      old = null;
    }
    const known = old; // a damaged label was moved aside above
    const now = this.now().toISOString();
    const title = chosen ?? known?.name ?? (id === AUTOSAVE_ID ? AUTOSAVE_NAME : partyName(setup));
    const created = known?.created ?? now;
    let text: string;
    try {
      text = await encodeSave({ setup, actions, state, name: title, created, updated: now, app: this.app });
    } catch (e) {
      if (e instanceof SaveFormatError) return { ok: false, code: 'unsaveable', reason: `This game cannot be saved: ${e.message}` };
      throw e;
    }
    const current = known ? other(known.current) : 'a';
    const record = this.recordFor(id, title, state, actions.length, created, now, current, known ? known.current : null, delve);
    await this.writeSlot(record, text);
    return { ok: true, slot: infoOf(record) };
  }

  private async freshId(): Promise<string> {
    for (;;) {
      const id = newId();
      if ((await this.read(slotKey(id))) === null) return id;
    }
  }

  /** A decoded save into a new slot. */
  private async adopt(decoded: Decoded, name: string): Promise<Saved> {
    const { save, state } = decoded;
    return this.saveAs(await this.freshId(), save, state, name);
  }

  private async saveAs(id: string, save: SaveEnvelope, state: GameState, name: string): Promise<Saved> {
    const now = this.now().toISOString();
    const text = await encodeSave({ setup: save.setup, actions: save.actions, state, name, created: save.created, updated: now, app: this.app });
    const record = this.recordFor(id, name, state, save.actions.length, save.created, now, 'a', null, await sha256Hex(canonicalJson(save.setup)));
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
      const record = { ...r, name: title };
      await this.durably(() => this.write(slotKey(id), JSON.stringify(record)));
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
      const text = await encodeSave({ setup: save.setup, actions: save.actions, state: loaded.state, name, created: save.created, updated: save.updated, app: save.app });
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
        const text = await encodeSave({ setup: save.setup, actions: save.actions, state: loaded.state, name: loaded.slot.name, created: save.created, updated: save.updated, app: save.app });
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
