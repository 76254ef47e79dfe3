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
import type { Action, GameEvent, GameSetup, GameState } from '../games/deathmaze';
import { localforageBackend, type StorageBackend } from './backend';
import { DelveStore } from './delveStore';
import type { RefusalCode } from './format';
import type { SaveEnvelope } from './saveSchema';
import type { Checkpoint } from './journal';
import type { DelveHistory } from './replay';

export { AUTOSAVE_ID, AUTOSAVE_NAME } from './slotRecord';
export { STALE_REASON } from './delveStore';

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


/**
 * The save store over `backend` (default: localforage, database 'deathmaze', store 'saves').
 * Pass `null` to keep to memory from the start.
 */
export function createSaveStore(backend: StorageBackend | null = localforageBackend(), options: StoreOptions = {}): SaveStore {
  return new DelveStore(backend, options);
}
