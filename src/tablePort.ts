/**
 * The table's one road for reads: what the scenes and the DOM panels may know of the session
 * (the delve on the table, the replay, the saves, the roster). They get a `TablePort` when they
 * are mounted and never import the controller, the store or the session (lint: eslint.config.js,
 * 'floors/read-through-port'). Everything they change goes through the bus (src/bus.ts): the
 * game's intents, and for the saves, the roster and the tab's claim on a delve, a request that
 * answers (`ask`, src/bus.ts) — `SaveChanges`, `RosterChanges` and `ClaimChanges` below.
 *
 * `tablePort` is the session's side: the port over a controller, a save store and a roster.
 * The types the table needs from the store are named here, so it has no reason to look there.
 */
import type { Action, GameEvent, GameSetup, GameState } from './games/deathmaze';
import type { Claim, DelveClaims } from './delveClaims';
import type { LessonPlace } from './lessonRail';
import type { DelveHistory } from './store/replay';
import type { RefusalCode } from './store/format';
import type { Exported, Imported, Loaded, SaveStore, Saved, SlotInfo, StatusKind, StoreRefusal, StoreStatus } from './store/store';
import type { DelveReport } from './games/deathmaze';
import type { RosterRefusal, RosterResult, RosterStore } from './store/roster';
import { MAX_COLLECTION_BYTES } from './store/constants';
import { partyName } from './store/migrate';
import { MAX_ROSTER_BYTES } from './store/roster';

export type { Claim, DelveReport, LessonPlace, Exported, Imported, Loaded, RefusalCode, RosterRefusal, RosterResult, Saved, SlotInfo, StatusKind, StoreRefusal, StoreStatus };

/** A delve step by step, as the table may read it (the log's groups, a replay's step list). */
export type StepsView = Pick<DelveHistory, 'length' | 'actionAt' | 'eventsAt' | 'titleAt'>;

/** The saves as the table may read them. */
export interface SavesReader {
  /** Where the saves are kept (this browser, for good or until it needs space; or memory only). */
  readonly status: StoreStatus;
  /** Runs `listener` whenever the status changes; returns the unsubscribe. */
  onStatus(listener: (status: StoreStatus) => void): () => void;
  /** Every slot, most recent first. */
  list(): Promise<SlotInfo[]>;
  /** A slot's delve, checked (or why it cannot be had). */
  load(id: string): Promise<Loaded | StoreRefusal>;
  /** Every slot as one file's text (nothing is changed). */
  exportAll(): Promise<Exported & { count: number; skipped: string[] }>;
  /** One slot as a file's text. */
  exportSlot(id: string): Promise<Exported | StoreRefusal>;
  /** The name a slot of `setup` starts with: its party's names. */
  partyName(setup: GameSetup): string;
  /** The largest file Import opens. */
  readonly maxImportBytes: number;
}

/** The roster of veterans as the table may read it. */
export interface RosterReader {
  load(): ReturnType<RosterStore['load']>;
  exportText(): ReturnType<RosterStore['exportText']>;
  /** The largest roster file Import opens. */
  readonly maxImportBytes: number;
}

/** What the scenes and panels may read. Nothing on it changes anything. */
export interface TablePort {
  /** The game on the table (the replay's step while watching); null before a delve starts. */
  readonly state: GameState | null;
  readonly setup: GameSetup | null;
  /** Every action applied since the start (up to the replay's step while watching). */
  readonly actions: readonly Action[];
  /** Every event so far (up to the replay's step). */
  readonly log: readonly GameEvent[];
  /** The delve's steps with their actions and events (the replay's tape while watching). */
  readonly steps: StepsView | null;
  /** The step the table shows: the last one, or the replay's cursor. */
  readonly stepShown: number;
  /** How many of the last actions undo may take back. */
  readonly undoable: number;
  /** A replay is on the table. */
  readonly watching: boolean;
  /** The replay's cursor and last step; null when not watching. */
  readonly replayPosition: { at: number; steps: number } | null;
  /** The tape being watched; null when not watching. */
  readonly replayTape: StepsView | null;
  /** The identity of the delve on the table (kept in its saves). */
  readonly delve: string | null;
  /** Why this tab no longer plays the delve on its table (another tab took it); null while it does. */
  readonly detached: string | null;
  /** How far the guided first delve on the table has come; null for any other delve. */
  readonly lesson: LessonPlace | null;
  readonly saves: SavesReader;
  readonly roster: RosterReader;
}

/** What the table may ask of the saves (over the bus: `ask('intent:saves', …)`). */
export type SaveChanges = Pick<SaveStore, 'create' | 'rename' | 'duplicate' | 'remove' | 'importAll' | 'requestPersistence'>;
/** What the table may ask of the roster (`ask('intent:roster', …)`). */
export type RosterChanges = Pick<RosterStore, 'recordDelve' | 'sendOnDelve' | 'callHome' | 'improve' | 'retire' | 'importText'>;
/** What the table may ask of this tab's claim on a delve (`ask('intent:claims', …)`). */
export type ClaimChanges = Pick<DelveClaims, 'claim' | 'takeOver'>;

/** One request of `T` on the bus: the operation, its arguments, and where the answer goes. */
export type Request<T> = {
  [K in keyof T]: T[K] extends (...args: infer P) => Promise<infer R> ? { op: K; args: P; reply: (answer: Promise<R>) => void } : never;
}[keyof T];

/** The controller's side the port reads (src/controller.ts): the port without the saves and the roster. */
export type PortSource = Omit<TablePort, 'saves' | 'roster'>;

/**
 * The port over `controller`, `saves` and `roster` (the session's, src/session.ts): every member
 * reads through, so it always tells what the session holds now; the object is frozen.
 */
export function tablePort(controller: PortSource, saves: SaveStore, roster: () => RosterStore): TablePort {
  const savesReader: SavesReader = Object.freeze({
    get status() {
      return saves.status;
    },
    onStatus: (listener: (status: StoreStatus) => void) => saves.onStatus(listener),
    list: () => saves.list(),
    load: (id: string) => saves.load(id),
    exportAll: () => saves.exportAll(),
    exportSlot: (id: string) => saves.exportSlot(id),
    partyName: (setup: GameSetup) => partyName(setup),
    maxImportBytes: MAX_COLLECTION_BYTES,
  });
  const rosterReader: RosterReader = Object.freeze({
    load: () => roster().load(),
    exportText: () => roster().exportText(),
    maxImportBytes: MAX_ROSTER_BYTES,
  });
  return Object.freeze({
    get state() {
      return controller.state;
    },
    get setup() {
      return controller.setup;
    },
    get actions() {
      return controller.actions;
    },
    get log() {
      return controller.log;
    },
    get steps() {
      return controller.steps;
    },
    get stepShown() {
      return controller.stepShown;
    },
    get undoable() {
      return controller.undoable;
    },
    get watching() {
      return controller.watching;
    },
    get replayPosition() {
      return controller.replayPosition;
    },
    get replayTape() {
      return controller.replayTape;
    },
    get delve() {
      return controller.delve;
    },
    get detached() {
      return controller.detached;
    },
    get lesson() {
      return controller.lesson;
    },
    saves: savesReader,
    roster: rosterReader,
  });
}

/** Whatever serves a `Request<T>`: calls the operation on `target` and replies with its answer. */
export function serve<T extends object>(target: T, request: Request<T>): void {
  const { op, args, reply } = request as { op: keyof T; args: unknown[]; reply: (answer: Promise<unknown>) => void };
  const fn = target[op] as (...a: unknown[]) => Promise<unknown>;
  let answer: Promise<unknown>;
  try {
    // at once, in the caller's turn: asking the browser to keep the saves needs the player's tap
    answer = Promise.resolve(fn.apply(target, args));
  } catch (e) {
    answer = Promise.reject(e instanceof Error ? e : new Error(String(e)));
  }
  reply(answer);
}
