/**
 * Where the delves' slots are kept: the browser's storage, or memory when the browser gives none
 * or fails a write (full, gone), which `status` tells; and one operation at a time over it.
 */
import { isQuotaError, OPEN_TIMEOUT_MS, serialQueue, withReconnect, withTimeout, type StorageBackend } from './backend';
import type { PersistenceApi, StatusKind, StoreOptions, StoreRefusal, StoreStatus } from './store';

const MESSAGES = {
  temporary: 'Saves are kept in this browser. It may clear them if the device runs short of space: export a delve to keep a copy.',
  persistent: 'Saves are kept in this browser, which has agreed to keep them.',
  unavailable: 'This browser will not let the game keep saves, so the delve lives only in memory until this page closes. Export it to keep a copy.',
  full: 'Storage on this device is full, so the game now saves in memory only, until this page closes. Export your delves to keep them, or free some space and reload.',
  failed: 'The browser refused to save, so the game now saves in memory only, until this page closes. Export your delves to keep them.',
} as const;

export class SaveStorage {
  private disk: StorageBackend | null;
  /** In memory mode: what was written since (reads look here first), and what was removed. */
  private memory: Map<string, string> | null = null;
  private removed = new Set<string>();
  private current: StoreStatus = { kind: 'temporary', message: MESSAGES.temporary };
  private listeners = new Set<(s: StoreStatus) => void>();
  private opening: Promise<void> | null = null;
  private readonly queue = serialQueue();

  constructor(
    backend: StorageBackend | null,
    private readonly options: StoreOptions,
  ) {
    this.disk = backend ? withReconnect(backend) : null;
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

  async read(key: string): Promise<string | null> {
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

  async write(key: string, value: string): Promise<void> {
    if (this.memory) {
      this.memory.set(key, value);
      this.removed.delete(key);
      return;
    }
    await this.disk!.setItem(key, value);
  }

  async erase(key: string): Promise<void> {
    if (this.memory) {
      this.memory.delete(key);
      this.removed.add(key);
      return;
    }
    await this.disk!.removeItem(key);
  }

  async allKeys(): Promise<string[]> {
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
  run<T>(op: () => Promise<T | StoreRefusal>): Promise<T | StoreRefusal> {
    return this.serial(async () => {
      try {
        return await op();
      } catch (e) {
        return this.storageRefusal(e);
      }
    });
  }

  /** As `run`, letting errors through (for the reads that answer with a plain value). */
  serial<T>(op: () => Promise<T>): Promise<T> {
    return this.queue(async () => {
      await this.ready();
      return op();
    });
  }

  private storageRefusal(e: unknown): StoreRefusal {
    const detail = e instanceof Error ? e.message : String(e);
    return { ok: false, code: 'storage', reason: 'The browser would not let the game reach its saves just now. Try again, or reload the page.', detail };
  }

  /** Runs writes; if the storage fails them, carries on in memory and runs them again there. */
  async durably(writes: () => Promise<void>): Promise<void> {
    try {
      await writes();
    } catch (e) {
      if (this.memory) throw e;
      this.toMemory(isQuotaError(e) ? MESSAGES.full : MESSAGES.failed);
      await writes();
    }
  }

  /** Resolves once every operation asked for so far has finished. */
  async flush(): Promise<void> {
    await this.queue(() => Promise.resolve());
  }
}
