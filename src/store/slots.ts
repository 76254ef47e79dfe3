/**
 * The delves' slots as the storage holds them (store.ts tells how): each slot's record, its two
 * copies and the checkpoint beside each, and what this store knows of them this session. A slot
 * it cannot read, or a copy a newer version wrote, is moved into a slot of its own before
 * anything is written over it.
 */
import type { RefusalCode } from './format';
import { partyName } from './migrate';
import { checkKey, cleanName, copyKey, damagedInfo, infoOf, missing, newId, readRecord, SLOT_PREFIX, slotKey, type Copy, type SlotRecord } from './slotRecord';
import type { SaveStorage } from './storage';
import type { Saved, SlotInfo, StoreRefusal } from './store';

export class Slots {
  /** Which checkpoint each `check/` key holds, as this store wrote it. */
  private checksWritten = new Map<string, string>();
  /** Slots whose load was refused this session, with why: never written over, moved aside first. */
  readonly unreadable = new Map<string, RefusalCode>();
  /** Slots whose current copy a newer version wrote (the previous one loaded): that copy is kept aside before the next write. */
  readonly newer = new Map<string, Copy>();
  /** The revision of each slot as this store last read or wrote it. */
  readonly revs = new Map<string, number>();

  constructor(private readonly storage: SaveStorage) {}

  /**
   * Writes a slot: the spare copy, then the pointer. When the storage fails (full, gone), the
   * disk is left as it was and the store carries on in memory, where the write is done again.
   */
  async writeSlot(record: SlotRecord, text: string, check: { key: string; text: string } | null = null): Promise<void> {
    const at = checkKey(record.id, record.current);
    await this.storage.durably(async () => {
      await this.storage.write(copyKey(record.id, record.current), text);
      // only when the delve has passed a new checkpoint: every 50 actions
      if (check && this.checksWritten.get(at) !== check.key) {
        await this.storage.write(at, check.text);
        this.checksWritten.set(at, check.key);
      }
      await this.storage.write(slotKey(record.id), JSON.stringify(record));
    });
    this.revs.set(record.id, record.rev ?? 0);
  }

  /** The slot's record; 'damaged' when the key holds something unreadable. */
  async record(id: string): Promise<SlotRecord | 'damaged' | null> {
    const text = await this.storage.read(slotKey(id));
    return text === null ? null : readRecord(text, id);
  }

  list(): Promise<SlotInfo[]> {
    return this.storage.serial(async () => {
      const ids = (await this.storage.allKeys()).filter((k) => k.startsWith(SLOT_PREFIX)).map((k) => k.slice(SLOT_PREFIX.length));
      const out: SlotInfo[] = [];
      for (const id of ids) {
        const r = await this.record(id);
        if (r === 'damaged') out.push(damagedInfo(id));
        else if (r) out.push(infoOf(r));
      }
      return out.sort((a, b) => (a.updated < b.updated ? 1 : a.updated > b.updated ? -1 : a.id.localeCompare(b.id)));
    });
  }

  info(id: string): Promise<SlotInfo | null> {
    return this.storage.serial(async () => {
      const r = await this.record(id);
      return r === 'damaged' ? damagedInfo(id) : r ? infoOf(r) : null;
    });
  }

  /**
   * Moves a slot's copies, as they are, to a new slot of their own, so that what is about to be
   * written to `id` loses nothing: an unfinished delve the autosave held before a new one began,
   * or a save this version could not read (a later one may).
   */
  async moveAside(id: string, record: SlotRecord | 'damaged'): Promise<void> {
    const to = await this.freshId();
    const copies: Copy[] = [];
    for (const copy of ['a', 'b'] as const) {
      const text = await this.storage.read(copyKey(id, copy));
      if (text === null) continue;
      await this.storage.write(copyKey(to, copy), text);
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
    await this.storage.write(slotKey(to), JSON.stringify(kept));
    await this.storage.erase(slotKey(id));
    this.revs.delete(id);
  }

  /**
   * Moves the one copy of slot `id` that a newer version of the game wrote (its previous copy
   * loaded here) to a slot of its own, named as such, kept until the player deletes it: this
   * version would otherwise write over it two saves later.
   */
  async keepNewer(id: string, record: SlotRecord, copy: Copy): Promise<void> {
    const text = await this.storage.read(copyKey(id, copy));
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
    await this.storage.write(copyKey(to, 'a'), text);
    await this.storage.write(slotKey(to), JSON.stringify(kept));
  }

  async freshId(): Promise<string> {
    for (;;) {
      const id = newId();
      if ((await this.storage.read(slotKey(id))) === null) return id;
    }
  }

  rename(id: string, name: string): Promise<Saved> {
    return this.storage.run(async () => {
      const title = cleanName(name);
      if (title === null) return { ok: false, code: 'name', reason: 'A save needs a name of 1 to 60 characters.' } satisfies StoreRefusal;
      const r = await this.record(id);
      if (r === null) return missing();
      if (r === 'damaged') return { ok: false, code: 'damaged', reason: 'This save’s label is unreadable; load it, then save it again under a new name.' } satisfies StoreRefusal;
      const record = { ...r, name: title, rev: (r.rev ?? 0) + 1 };
      await this.storage.durably(() => this.storage.write(slotKey(id), JSON.stringify(record)));
      if (this.revs.get(id) === (r.rev ?? 0)) this.revs.set(id, record.rev);
      return { ok: true, slot: infoOf(record) };
    });
  }

  remove(id: string): Promise<{ ok: true } | StoreRefusal> {
    return this.storage.run(async () => {
      if ((await this.storage.read(slotKey(id))) === null) return missing();
      // the record first: the slot leaves the list at once, whatever happens to the copies
      await this.storage.erase(slotKey(id));
      for (const copy of ['a', 'b'] as const) {
        try {
          await this.storage.erase(copyKey(id, copy));
          if ((await this.storage.read(checkKey(id, copy))) !== null) await this.storage.erase(checkKey(id, copy));
          this.checksWritten.delete(checkKey(id, copy));
        } catch {
          // an orphan copy is harmless: nothing points at it
        }
      }
      return { ok: true } as const;
    });
  }
}
