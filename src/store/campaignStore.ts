/**
 * Save slots for a campaign of any ruleset (the Black Gate's first), beside the Deathmaze's own
 * store and never in its way: every key lives under `rs/<ruleset id>/`. Each slot is three keys:
 * `rs/<r>/slot/<id>` (its name, its summary for the list, and which copy is current) and two
 * copies `rs/<r>/copy/<id>/a|b` (campaignFormat.ts; which one is read and which written,
 * campaignCopies.ts). A save writes the spare copy, then switches
 * the pointer, so a failed write leaves the slot as it was and a damaged copy falls back to the
 * other. Every refusal is a value with a reason a player understands; a refused load or import
 * changes nothing in storage, and no storage error escapes the API.
 */
import type { History } from '../engine/history';
import type { ActionLike, Ruleset } from '../engine/ruleset';
import { memoryBackend, OPEN_TIMEOUT_MS, serialQueue, withReconnect, withTimeout, type StorageBackend } from './backend';
import { encodeCampaign, readEnvelope, refusal, replayCampaign, type CampaignEnvelope, type CampaignRefusal } from './campaignFormat';
import { copyToLoad, placeFor } from './campaignCopies';
import { cleanName, fileNameFor, ID_PATTERN, MAX_NAME, missing, readRecord, slotOf, storageRefusal, type CampaignSlot, type Copy, type SlotRecord } from './campaignSlot';
import { randomId } from './checksum';
import { APP_VERSION } from './constants';

export { CAMPAIGN_FORMAT, CAMPAIGN_VERSION, type CampaignRefusal, type CampaignRefusalCode } from './campaignFormat';
export type { CampaignSlot } from './campaignSlot';

export interface CampaignLoaded<Setup, S, A extends ActionLike, E> {
  ok: true;
  slot: CampaignSlot;
  setup: Setup;
  actions: A[];
  /** The campaign step by step, as loading replayed it: the table plays on from it. */
  history: History<Setup, S, A, E>;
  /** The current copy was unreadable and this is the one before it. */
  fromPrevious: boolean;
}

export type CampaignSaved = { ok: true; slot: CampaignSlot } | CampaignRefusal;

export interface CampaignStore<Setup, S, A extends ActionLike, E> {
  /** This ruleset's slots, most recently updated first (none when the storage cannot be read). */
  list(): Promise<CampaignSlot[]>;
  load(id: string): Promise<CampaignLoaded<Setup, S, A, E> | CampaignRefusal>;
  save(id: string, setup: Setup, actions: readonly A[], state: S, name?: string): Promise<CampaignSaved>;
  /** Into the slot `autosave`. */
  autosave(setup: Setup, actions: readonly A[], state: S): Promise<CampaignSaved>;
  remove(id: string): Promise<{ ok: true } | CampaignRefusal>;
  exportSlot(id: string): Promise<{ ok: true; text: string; fileName: string } | CampaignRefusal>;
  /** A save file's text into a new slot, checked exactly as a load. */
  importText(text: string): Promise<CampaignSaved>;
  /** Where the slots are kept: on this device, or in memory only (the browser gave no storage), or not yet known. */
  readonly kept: 'device' | 'memory' | 'unknown';
}

export interface CampaignStoreOptions<S> {
  /** What the slot list says of a campaign (default: its count of actions). */
  summary?: (state: S) => string;
  now?: () => Date;
}

export const CAMPAIGN_AUTOSAVE_ID = 'autosave';
const AUTOSAVE_NAME = 'Autosave';
const DEFAULT_NAME = 'Campaign';

/** The save slots of `ruleset`'s campaigns over `backend`, under keys of that ruleset's own. */
export function createCampaignStore<Setup, S, A extends ActionLike, E>(
  ruleset: Ruleset<Setup, S, A, E>,
  backend: StorageBackend,
  options: CampaignStoreOptions<S> = {},
): CampaignStore<Setup, S, A, E> {
  return new SlotStore(ruleset, backend, options);
}

class SlotStore<Setup, S, A extends ActionLike, E> implements CampaignStore<Setup, S, A, E> {
  private readonly queue = serialQueue();
  private readonly now: () => Date;
  private readonly root: string;
  private backend: StorageBackend;
  private opened = false;
  kept: 'device' | 'memory' | 'unknown' = 'unknown';

  constructor(
    private readonly ruleset: Ruleset<Setup, S, A, E>,
    backend: StorageBackend,
    private readonly options: CampaignStoreOptions<S>,
  ) {
    this.backend = withReconnect(backend);
    this.now = options.now ?? (() => new Date());
    this.root = `rs/${ruleset.id}/`;
  }

  /** The storage open, or an error (a browser that hangs on opening gives up after OPEN_TIMEOUT_MS); tried again next time. */
  private async open(): Promise<void> {
    if (this.opened) return;
    try {
      await withTimeout(this.backend.ready(), OPEN_TIMEOUT_MS);
      this.kept = 'device';
    } catch {
      // no storage at all (blocked, private mode, a hung database): play on, kept in memory only
      this.backend = memoryBackend();
      this.kept = 'memory';
    }
    this.opened = true;
  }

  private slotKey(id: string): string {
    return `${this.root}slot/${id}`;
  }

  private copyKey(id: string, copy: Copy): string {
    return `${this.root}copy/${id}/${copy}`;
  }

  /** One operation at a time (a save's two writes never interleave with another's); a storage error becomes a refusal. */
  private run<T>(op: () => Promise<T | CampaignRefusal>): Promise<T | CampaignRefusal> {
    return this.queue(async () => {
      try {
        await this.open();
        return await op();
      } catch (e) {
        return storageRefusal(e);
      }
    });
  }

  /** The slot's record; 'damaged' when the key holds something unreadable. */
  private async record(id: string): Promise<SlotRecord | 'damaged' | null> {
    const text = await this.backend.getItem(this.slotKey(id));
    return text === null ? null : readRecord(text, id, this.ruleset.id);
  }

  private damagedSlot(id: string): CampaignSlot {
    const epoch = new Date(0).toISOString();
    return { id, name: 'Unreadable save', ruleset: this.ruleset.id, actions: 0, finished: false, created: epoch, updated: epoch, summary: '', damaged: true };
  }

  private summaryOf(state: S, actions: number): string {
    try {
      if (this.options.summary) return this.options.summary(state);
    } catch {
      // a summary that fails is no reason to lose the save
    }
    return `${actions} ${actions === 1 ? 'action' : 'actions'}`;
  }

  // -- listing

  list(): Promise<CampaignSlot[]> {
    return this.queue(async () => {
      const out: CampaignSlot[] = [];
      try {
        await this.open();
        const prefix = `${this.root}slot/`;
        const ids = (await this.backend.keys()).filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length));
        for (const id of ids) {
          let r: SlotRecord | 'damaged' | null;
          try {
            r = await this.record(id);
          } catch {
            r = 'damaged';
          }
          if (r === 'damaged') out.push(this.damagedSlot(id));
          else if (r) out.push(slotOf(r));
        }
      } catch {
        // no storage to list: no slots
      }
      return out.sort((a, b) => (a.updated < b.updated ? 1 : a.updated > b.updated ? -1 : a.id.localeCompare(b.id)));
    });
  }

  // -- loading

  load(id: string): Promise<CampaignLoaded<Setup, S, A, E> | CampaignRefusal> {
    if (typeof id !== 'string' || !ID_PATTERN.test(id)) return Promise.resolve(missing());
    return this.run(() => this.loadNow(id));
  }

  private async loadNow(id: string): Promise<(CampaignLoaded<Setup, S, A, E> & { envelope: CampaignEnvelope; text: string }) | CampaignRefusal> {
    const r = await this.record(id);
    if (r === null) return missing();
    // a damaged record: either copy may be the newer one
    const order: Copy[] = r === 'damaged' ? ['a', 'b'] : r.previous ? [r.current, r.previous] : [r.current];
    const chosen = await copyToLoad(this.ruleset, order, r === 'damaged', (copy) => this.backend.getItem(this.copyKey(id, copy)));
    if (!chosen?.ok) return chosen ?? missing();
    const { envelope, copy, text, replayed } = chosen;
    const state = replayed.history.state;
    const slot: CampaignSlot =
      r === 'damaged'
        ? {
            id,
            name: cleanName(envelope.name) ?? DEFAULT_NAME,
            ruleset: this.ruleset.id,
            actions: replayed.actions.length,
            finished: this.ruleset.isOver(state),
            created: envelope.created,
            updated: envelope.updated,
            summary: this.summaryOf(state, replayed.actions.length),
            damaged: true,
          }
        : slotOf(r);
    return {
      ok: true,
      slot,
      setup: replayed.setup,
      actions: replayed.actions,
      history: replayed.history,
      fromPrevious: r !== 'damaged' ? copy !== r.current : false,
      envelope,
      text,
    };
  }

  // -- saving

  save(id: string, setup: Setup, actions: readonly A[], state: S, name?: string): Promise<CampaignSaved> {
    if (typeof id !== 'string' || !ID_PATTERN.test(id)) return Promise.resolve(refusal('name', 'A save slot is named by letters, digits, - and _ only.'));
    // the table goes on pushing to its list: take the campaign as it is now
    const taken: A[] | null = Array.isArray(actions) ? Array.from(actions as readonly A[]) : null;
    if (taken === null) return Promise.resolve(refusal('damaged', 'This campaign cannot be saved: it has no list of actions.'));
    return this.run(() => this.saveNow(id, setup, taken, state, name));
  }

  autosave(setup: Setup, actions: readonly A[], state: S): Promise<CampaignSaved> {
    return this.save(CAMPAIGN_AUTOSAVE_ID, setup, actions, state);
  }

  private async saveNow(id: string, given: Setup, actions: readonly A[], state: S, name: string | undefined): Promise<CampaignSaved> {
    const chosen = name === undefined ? null : cleanName(name);
    if (name !== undefined && chosen === null) return refusal('name', `A save needs a name of 1 to ${MAX_NAME} characters.`);
    let setup: Setup;
    let finished: boolean;
    try {
      // the deal's setup, its defaults written in: the campaign replays the same whatever the defaults become
      setup = this.ruleset.setupOf?.(state) ?? given;
      finished = this.ruleset.isOver(state);
    } catch (e) {
      return refusal('damaged', `This campaign cannot be saved: ${e instanceof Error ? e.message : String(e)}`);
    }
    const old = await this.record(id);
    const known = old === 'damaged' ? null : old;
    const now = this.now().toISOString();
    const title = chosen ?? known?.name ?? (id === CAMPAIGN_AUTOSAVE_ID ? AUTOSAVE_NAME : DEFAULT_NAME);
    const created = known?.created ?? now;
    const encoded = await encodeCampaign({ app: APP_VERSION, ruleset: this.ruleset.id, name: title, created, updated: now, setup, actions: [...actions] }, state);
    if (!encoded.ok) return encoded;
    await this.setAsideNewer(id, title);
    const { current, previous } = await placeFor(old, this.ruleset.id, (copy) => this.backend.getItem(this.copyKey(id, copy)));
    const record: SlotRecord = {
      kind: 'campaign-slot',
      v: 1,
      id,
      ruleset: this.ruleset.id,
      name: title,
      current,
      previous,
      created,
      updated: now,
      actions: actions.length,
      finished,
      summary: this.summaryOf(state, actions.length),
    };
    // the spare copy, then the pointer: a write that fails leaves the slot as it was
    await this.backend.setItem(this.copyKey(id, current), encoded.text);
    await this.backend.setItem(this.slotKey(id), JSON.stringify(record));
    return { ok: true, slot: slotOf(record) };
  }

  /**
   * A copy a newer version of the game wrote cannot be read here, so it is never written over:
   * before a save, it moves into a slot of its own (the newer version can load it from there),
   * and this slot goes on with its readable copies.
   */
  private async setAsideNewer(id: string, title: string): Promise<void> {
    for (const copy of ['a', 'b'] as const) {
      const text = await this.backend.getItem(this.copyKey(id, copy));
      if (text === null) continue;
      const read = await readEnvelope(text, this.ruleset.id);
      if (read.ok || read.code !== 'future') continue;
      let aside = randomId('c');
      while ((await this.backend.getItem(this.slotKey(aside))) !== null) aside = randomId('c');
      const now = this.now().toISOString();
      const record: SlotRecord = {
        kind: 'campaign-slot', v: 1, id: aside, ruleset: this.ruleset.id,
        name: cleanName(`${title} (newer version)`) ?? DEFAULT_NAME,
        current: 'a', previous: null, created: now, updated: now, actions: 0, finished: false,
        summary: 'Saved by a newer version of the game: open it there.',
      };
      // the copy first, then its record, then it leaves this slot: a failure midway loses nothing
      await this.backend.setItem(this.copyKey(aside, 'a'), text);
      await this.backend.setItem(this.slotKey(aside), JSON.stringify(record));
      await this.backend.removeItem(this.copyKey(id, copy));
    }
  }

  remove(id: string): Promise<{ ok: true } | CampaignRefusal> {
    if (typeof id !== 'string' || !ID_PATTERN.test(id)) return Promise.resolve(missing());
    return this.run(async () => {
      if ((await this.backend.getItem(this.slotKey(id))) === null) return missing();
      // the record first: the slot leaves the list at once, whatever happens to the copies
      await this.backend.removeItem(this.slotKey(id));
      for (const copy of ['a', 'b'] as const) {
        try {
          await this.backend.removeItem(this.copyKey(id, copy));
        } catch {
          // an orphan copy is harmless: nothing points at it
        }
      }
      return { ok: true } as const;
    });
  }

  // -- export and import

  exportSlot(id: string): Promise<{ ok: true; text: string; fileName: string } | CampaignRefusal> {
    if (typeof id !== 'string' || !ID_PATTERN.test(id)) return Promise.resolve(missing());
    return this.run(async () => {
      const loaded = await this.loadNow(id);
      if (!loaded.ok) return loaded;
      // the copy as it was checked: sealed, and proven by its replay
      return { ok: true as const, text: loaded.text, fileName: fileNameFor(this.ruleset.id, loaded.slot.name, loaded.envelope.updated) };
    });
  }

  importText(text: string): Promise<CampaignSaved> {
    return this.run(async () => {
      const read = await readEnvelope(text, this.ruleset.id);
      if (!read.ok) return read;
      const replayed = await replayCampaign(this.ruleset, read.envelope);
      if (!replayed.ok) return replayed;
      let id = randomId('c');
      while ((await this.backend.getItem(this.slotKey(id))) !== null) id = randomId('c');
      const { envelope } = read;
      const state = replayed.history.state;
      const record: SlotRecord = {
        kind: 'campaign-slot',
        v: 1,
        id,
        ruleset: this.ruleset.id,
        name: cleanName(envelope.name) ?? DEFAULT_NAME,
        current: 'a',
        previous: null,
        // an import is not a new save: it keeps its times
        created: envelope.created,
        updated: envelope.updated,
        actions: replayed.actions.length,
        finished: this.ruleset.isOver(state),
        summary: this.summaryOf(state, replayed.actions.length),
      };
      await this.backend.setItem(this.copyKey(id, 'a'), text);
      await this.backend.setItem(this.slotKey(id), JSON.stringify(record));
      return { ok: true, slot: slotOf(record) };
    });
  }
}
