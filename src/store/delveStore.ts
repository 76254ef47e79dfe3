/**
 * The save store of the delves (store.ts tells how a slot is kept): a slot loaded, a delve saved
 * or autosaved into one, copied, and carried out and in as a file.
 */
import type { Action, GameSetup, GameState } from '../games/deathmaze';
import type { StorageBackend } from './backend';
import { collectionText, readCollection } from './collection';
import { APP_VERSION } from './constants';
import { decodeSave, encodeSave, SaveFormatError, setupDelveId, type Decoded, type Refusal } from './format';
import type { SaveEnvelope } from './saveSchema';
import { Journal, resumeStored, type Checkpoint } from './journal';
import { partyName } from './migrate';
import { AUTOSAVE_ID, AUTOSAVE_NAME, autosaveTitle, checkKey, cleanName, copyKey, fileNameFor, ID_PATTERN, infoOf, missing, other, recordFor, SLOT_PREFIX, slotKey, type Copy, type SlotRecord } from './slotRecord';
import { Slots } from './slots';
import { SaveStorage } from './storage';
import type { Exported, Imported, Loaded, SaveStore, Saved, SlotInfo, StoreOptions, StoreRefusal, StoreStatus } from './store';

/** What an autosave says when another tab has played the delve further since this one read it. */
export const STALE_REASON = 'This delve has been played further in another tab, so this tab no longer saves it (its moves here would undo that progress). Continue it from the title to pick up the latest.';

export class DelveStore implements SaveStore {
  private readonly storage: SaveStorage;
  private readonly slots: Slots;
  /** The latest game of each delve waiting to be autosaved, and the write that will take it. */
  private pending = new Map<string, { setup: GameSetup; actions: Action[]; state: GameState; delve: string | undefined; checkpoint: Checkpoint | undefined }>();
  /** Each delve's action texts and chain, kept between its saves (journal.ts). */
  private journals = new Map<string, Journal>();
  private pendingResults = new Map<string, Promise<Saved>>();
  /** Where each delve autosaves, once known this session. */
  private autoSlots = new Map<string, string>();
  private readonly now: () => Date;
  private readonly app: string;

  constructor(backend: StorageBackend | null, options: StoreOptions) {
    this.storage = new SaveStorage(backend, options);
    this.slots = new Slots(this.storage);
    this.now = options.now ?? (() => new Date());
    this.app = options.app ?? APP_VERSION;
  }

  get status(): StoreStatus {
    return this.storage.status;
  }

  onStatus(listener: (status: StoreStatus) => void): () => void {
    return this.storage.onStatus(listener);
  }

  ready(): Promise<StoreStatus> {
    return this.storage.ready();
  }

  requestPersistence(): Promise<StoreStatus> {
    return this.storage.requestPersistence();
  }

  list(): Promise<SlotInfo[]> {
    return this.slots.list();
  }

  info(id: string): Promise<SlotInfo | null> {
    return this.slots.info(id);
  }

  rename(id: string, name: string): Promise<Saved> {
    return this.slots.rename(id, name);
  }

  remove(id: string): Promise<{ ok: true } | StoreRefusal> {
    return this.slots.remove(id);
  }

  // -- loading

  load(id: string): Promise<Loaded | StoreRefusal> {
    if (!ID_PATTERN.test(id)) return Promise.resolve(missing());
    return this.storage.run(() => this.loadNow(id));
  }

  private async loadNow(id: string): Promise<Loaded | StoreRefusal> {
    const r = await this.slots.record(id);
    if (r === null) return missing();
    // a damaged record: either copy may be the newer one
    const order: Copy[] = r === 'damaged' ? ['a', 'b'] : r.previous ? [r.current, r.previous] : [r.current];
    let best: { decoded: Decoded; copy: Copy } | null = null;
    let firstRefusal: Refusal | null = null;
    let futureCopy: Copy | null = null;
    for (const copy of order) {
      const text = await this.storage.read(copyKey(id, copy));
      if (text === null) continue;
      const fast = await resumeStored(text, await this.storage.read(checkKey(id, copy)).catch(() => null));
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
      if (firstRefusal) this.slots.unreadable.set(id, futureCopy ? 'future' : firstRefusal.code);
      return firstRefusal ?? missing();
    }
    const { decoded, copy } = best;
    if (r !== 'damaged') {
      this.slots.revs.set(id, r.rev ?? 0);
      if (futureCopy && futureCopy !== copy) this.slots.newer.set(id, futureCopy);
      else this.slots.newer.delete(id);
    }
    if (r === 'damaged' || r.autosave) this.autoSlots.set(decoded.save.delve, id);
    const record: SlotRecord =
      r === 'damaged'
        ? recordFor(id, decoded.save.name, decoded.state, decoded.save.actions.length, decoded.save.created, decoded.save.updated, copy, null)
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

  // -- saving

  save(id: string, setup: GameSetup, actions: readonly Action[], state: GameState, name?: string, delve?: string): Promise<Saved> {
    if (!ID_PATTERN.test(id)) return Promise.resolve({ ok: false, code: 'missing', reason: 'A save slot is named by letters, digits, - and _ only.' });
    const game = { setup, actions: [...actions], state };
    return this.storage.run(async () => this.saveNow(id, game.setup, game.actions, game.state, name, delve ?? (await setupDelveId(game.setup))));
  }

  create(setup: GameSetup, actions: readonly Action[], state: GameState, name?: string, delve?: string): Promise<Saved> {
    const game = { setup, actions: [...actions], state };
    return this.storage.run(async () => this.saveNow(await this.slots.freshId(), game.setup, game.actions, game.state, name, delve ?? (await setupDelveId(game.setup))));
  }

  autosave(setup: GameSetup, actions: readonly Action[], state: GameState, delve?: string, checkpoint?: Checkpoint): Promise<Saved> {
    // the controller goes on pushing to its list: take the game as it is now
    const key = delve ?? '';
    this.pending.set(key, { setup, actions: [...actions], state, delve, checkpoint });
    let result = this.pendingResults.get(key);
    if (!result) {
      result = this.storage.run(async () => {
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
    const main = await this.slots.record(AUTOSAVE_ID);
    // a damaged or unreadable autosave is moved aside by the write (saveNow)
    if (main === null || main === 'damaged' || this.slots.unreadable.has(AUTOSAVE_ID) || main.summary.finished || main.delve === delve) id = AUTOSAVE_ID;
    else {
      for (const key of await this.storage.allKeys()) {
        if (!key.startsWith(SLOT_PREFIX) || key === slotKey(AUTOSAVE_ID)) continue;
        const r = await this.slots.record(key.slice(SLOT_PREFIX.length));
        if (r !== null && r !== 'damaged' && r.autosave && (r.delve === delve || r.summary.finished)) {
          id = r.id;
          if (r.delve === delve) break;
        }
      }
    }
    id ??= await this.slots.freshId();
    this.autoSlots.set(delve, id);
    return id;
  }

  private async autosaveNow(setup: GameSetup, actions: readonly Action[], state: GameState, delve: string, checkpoint?: Checkpoint): Promise<Saved> {
    let id = await this.autosaveSlotFor(delve);
    const old = await this.slots.record(id);
    const seen = this.slots.revs.get(id);
    if (old !== null && old !== 'damaged' && seen !== undefined && (old.rev ?? 0) !== seen) {
      // written since by another tab: the same delve played further there, or another delve that took the slot
      if (old.delve === delve) return { ok: false, code: 'stale', reason: STALE_REASON };
      this.autoSlots.delete(delve);
      this.slots.revs.delete(id);
      id = await this.autosaveSlotFor(delve);
    } else if (old !== null && old !== 'damaged' && seen === undefined && old.delve !== delve && !old.summary.finished && !this.slots.unreadable.has(id)) {
      // another delve, unfinished, took the slot before this store ever wrote it
      this.autoSlots.delete(delve);
      id = await this.slots.freshId();
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
    let old = await this.slots.record(id);
    if (old !== null && (old === 'damaged' || this.slots.unreadable.has(id))) {
      const aside = old;
      await this.storage.durably(() => this.slots.moveAside(id, aside));
      old = null;
    }
    const newerCopy = this.slots.newer.get(id);
    if (old !== null && newerCopy !== undefined) {
      const record = old;
      await this.storage.durably(() => this.slots.keepNewer(id, record, newerCopy));
      // the copy before it is the slot's current one now: the next write takes the place kept aside
      old = { ...old, current: other(newerCopy), previous: null };
    }
    const known = old; // a damaged label was moved aside above
    const now = this.now().toISOString();
    const title = chosen ?? (auto && id !== AUTOSAVE_ID ? null : known?.name) ?? (id === AUTOSAVE_ID ? AUTOSAVE_NAME : auto ? `${partyName(setup)} (autosave)` : partyName(setup));
    // a finished delve whose autosave slot this one takes over: its times and its last copy are not this delve's
    const legacy = known?.delve !== undefined && /^[0-9a-f]{64}$/.test(known.delve);
    const othersSlot = auto && known !== null && known.delve !== delve && !(legacy && this.slots.revs.get(id) === (known.rev ?? 0));
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
    const record = recordFor(id, title, state, actions.length, created, now, current, known && !othersSlot ? known.current : null, delve, (known?.rev ?? 0) + 1, auto || id === AUTOSAVE_ID || (known?.autosave ?? false));
    await this.slots.writeSlot(record, text, check);
    return { ok: true, slot: infoOf(record) };
  }

  /** A decoded save into a new slot; it keeps the time it was saved (an import is not a new save). */
  private async adopt(decoded: Decoded, name: string): Promise<Saved> {
    const { save, state } = decoded;
    return this.saveAs(await this.slots.freshId(), save, state, name, save.updated);
  }

  private async saveAs(id: string, save: SaveEnvelope, state: GameState, name: string, updated?: string): Promise<Saved> {
    const now = updated ?? this.now().toISOString();
    const text = await encodeSave({ setup: save.setup, actions: save.actions, state, name, created: save.created, updated: now, app: this.app, delve: save.delve });
    const record = recordFor(id, name, state, save.actions.length, save.created, now, 'a', null, save.delve, 1);
    await this.slots.writeSlot(record, text);
    return { ok: true, slot: infoOf(record) };
  }

  duplicate(id: string): Promise<Saved> {
    return this.storage.run(async () => {
      const loaded = await this.loadNow(id);
      if (!loaded.ok) return loaded;
      const name = cleanName(`${loaded.slot.autosave ? partyName(loaded.setup) : loaded.slot.name} (copy)`) ?? 'Copy';
      return this.saveAs(await this.slots.freshId(), loaded.save, loaded.state, name);
    });
  }

  // -- export and import

  exportSlot(id: string): Promise<Exported | StoreRefusal> {
    return this.storage.run(async () => {
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
    return this.storage.run(async () => {
      const decoded = await decodeSave(text);
      if (!decoded.ok) return decoded;
      return this.adopt(decoded, cleanName(decoded.save.name) ?? partyName(decoded.save.setup));
    });
  }

  exportAll(): Promise<Exported & { count: number; skipped: string[] }> {
    return this.storage.serial(async () => {
      const ids = (await this.storage.allKeys()).filter((k) => k.startsWith(SLOT_PREFIX)).map((k) => k.slice(SLOT_PREFIX.length));
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
      const text = collectionText(this.app, exported, saves);
      return { ok: true as const, text, fileName: `deathmaze-all-saves-${exported.slice(0, 10)}.json`, count: saves.length, skipped };
    });
  }

  importAll(text: string): Promise<Imported | StoreRefusal> {
    return this.storage.run(async () => {
      const read = await readCollection(text);
      if (!read.ok) return read;
      if ('one' in read) {
        const saved = await this.adopt(read.one.decoded, read.one.name);
        return saved.ok ? ({ ok: true, imported: [saved.slot], refused: [] } satisfies Imported) : saved;
      }
      const imported: SlotInfo[] = [];
      for (const g of read.good) {
        const saved = await this.adopt(g.decoded, g.name);
        if (saved.ok) imported.push(saved.slot);
      }
      return { ok: true, imported, refused: read.refused } satisfies Imported;
    });
  }

  flush(): Promise<void> {
    return this.storage.flush();
  }
}
