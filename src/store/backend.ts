/**
 * Where the bytes go. The store talks to this small interface only, so the storage library can
 * change without touching the game: localforage (IndexedDB, else localStorage) in the browser,
 * a Map in memory when the browser gives us nothing.
 */
import localforage from 'localforage';

export interface StorageBackend {
  /** Resolves once the backend can be used; rejects when it cannot (no driver, storage blocked). */
  ready(): Promise<void>;
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
  keys(): Promise<string[]>;
  /** Drops the connection and opens a new one (after the browser closed it under us). */
  reopen?(): Promise<void>;
}

/** A backend over a Map (the fallback, and the tests'). */
export function memoryBackend(data: Map<string, string> = new Map()): StorageBackend & { data: Map<string, string> } {
  return {
    data,
    ready: () => Promise.resolve(),
    getItem: (key) => Promise.resolve(data.get(key) ?? null),
    setItem: (key, value) => {
      data.set(key, value);
      return Promise.resolve();
    },
    removeItem: (key) => {
      data.delete(key);
      return Promise.resolve();
    },
    keys: () => Promise.resolve([...data.keys()]),
  };
}

export interface LocalforageConfig {
  /** The database; 'deathmaze' unless a test keeps its own. */
  name?: string;
  storeName?: string;
  /** localforage driver names in order of preference; IndexedDB, then localStorage. */
  driver?: string | string[];
}

/** The browser's storage through localforage: one database 'deathmaze', one store 'saves'. */
export function localforageBackend(config: LocalforageConfig = {}): StorageBackend {
  const options = {
    name: config.name ?? 'deathmaze',
    storeName: config.storeName ?? 'saves',
    driver: config.driver ?? [localforage.INDEXEDDB, localforage.LOCALSTORAGE],
  };
  let instance = localforage.createInstance(options);
  return {
    ready: () => instance.ready(),
    async getItem(key) {
      const value = await instance.getItem<unknown>(key);
      if (value === null || value === undefined) return null;
      // we only ever write strings; anything else is somebody else's and reads as damage
      return typeof value === 'string' ? value : (JSON.stringify(value) ?? null);
    },
    async setItem(key, value) {
      await instance.setItem(key, value);
    },
    removeItem: (key) => instance.removeItem(key),
    keys: () => instance.keys(),
    async reopen() {
      // localforage reconnects a closed IndexedDB connection when a transaction cannot start;
      // a fresh instance also drops whatever state the old one was stuck in
      instance = localforage.createInstance(options);
      await instance.ready();
    },
  };
}

const nameOf = (e: unknown): string => (typeof e === 'object' && e !== null && typeof (e as { name?: unknown }).name === 'string' ? (e as { name: string }).name : '');
function messageOf(e: unknown): string {
  if (e instanceof Error) return e.message;
  const message = typeof e === 'object' && e !== null ? (e as { message?: unknown }).message : e;
  return typeof message === 'string' ? message : '';
}

/** The browser dropped the IndexedDB connection (another tab upgraded it, the OS reclaimed it, Safari lost its server). */
export function isConnectionError(e: unknown): boolean {
  const name = nameOf(e);
  const message = messageOf(e);
  if (name === 'InvalidStateError' || name === 'TransactionInactiveError') return true;
  if (/connection is closing|connection was closed|database connection|server lost/i.test(message)) return true;
  return name === 'UnknownError' && /connection|lost/i.test(message);
}

/** The storage quota is used up. */
export function isQuotaError(e: unknown): boolean {
  const name = nameOf(e);
  const code = typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined;
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014 || /quota/i.test(messageOf(e));
}

/** Each operation retried once, after reopening, when the connection was dropped. */
export function withReconnect(backend: StorageBackend): StorageBackend {
  const attempt = async <T>(op: () => Promise<T>): Promise<T> => {
    try {
      return await op();
    } catch (e) {
      if (!isConnectionError(e)) throw e;
      await backend.reopen?.();
      return op();
    }
  };
  return {
    ready: () => backend.ready(),
    getItem: (key) => attempt(() => backend.getItem(key)),
    setItem: (key, value) => attempt(() => backend.setItem(key, value)),
    removeItem: (key) => attempt(() => backend.removeItem(key)),
    keys: () => attempt(() => backend.keys()),
    reopen: () => backend.reopen?.() ?? Promise.resolve(),
  };
}

/** `p`, or a refusal when the storage takes longer than `ms` to answer (a browser that hangs on opening). */
export const withTimeout = <T>(p: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The storage did not open within ${ms} ms.`)), ms);
    p.then(
      (x) => {
        clearTimeout(timer);
        resolve(x);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });

/** Runs operations one at a time, in the order asked, whether the one before succeeded or not: two quick clicks never write over each other. */
export function serialQueue(): <T>(op: () => Promise<T>) => Promise<T> {
  let queue: Promise<unknown> = Promise.resolve();
  return <T>(op: () => Promise<T>): Promise<T> => {
    const run = queue.then(op, op);
    queue = run.catch(() => undefined);
    return run;
  };
}

/** How long a storage may take to open before the game plays on without it. */
export const OPEN_TIMEOUT_MS = 10_000;
