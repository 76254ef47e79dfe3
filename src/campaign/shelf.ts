/**
 * A campaign store as the table's panels see it: the slots of one ruleset, the campaign on the
 * table saved into one of them, and a slot played on from by the session. Panels hold a shelf,
 * never the store: what they may do to the saves is what this port lists.
 */
import type { ActionLike } from '../engine/ruleset';
import type { CampaignRefusal, CampaignSlot, CampaignStore } from '../store/campaignStore';
import type { CampaignSession } from './session';

export type { CampaignSlot } from '../store/campaignStore';

export interface CampaignShelf {
  /** The slots, most recently saved first. */
  list(): Promise<CampaignSlot[]>;
  /** Plays on from the slot; `fromPrevious` when its current copy was damaged and the one before it loaded. */
  open(id: string): Promise<{ ok: true; fromPrevious: boolean } | CampaignRefusal>;
  /** Whether the campaign on the table may be saved into a slot (a staged position cannot). */
  readonly canSave: boolean;
  /** The campaign on the table into a new slot named `name` (or the store's default name). */
  saveCurrent(name?: string): Promise<{ ok: true; slot: CampaignSlot } | CampaignRefusal>;
  remove(id: string): Promise<{ ok: true } | CampaignRefusal>;
  exportSlot(id: string): Promise<{ ok: true; text: string; fileName: string } | CampaignRefusal>;
  importText(text: string): Promise<{ ok: true; slot: CampaignSlot } | CampaignRefusal>;
  /** Where the slots are kept: this device, or memory only when the browser gives no storage. */
  readonly kept: 'device' | 'memory' | 'unknown';
}

const noCampaign: CampaignRefusal = { ok: false, code: 'missing', reason: 'There is no campaign on the table to save.' };

export function shelfOf<Setup, S, A extends ActionLike, E>(session: CampaignSession<Setup, S, A, E>, store: CampaignStore<Setup, S, A, E>): CampaignShelf {
  return {
    list: () => store.list(),
    async open(id) {
      const loaded = await store.load(id);
      if (!loaded.ok) return loaded;
      session.resume(loaded);
      return { ok: true, fromPrevious: loaded.fromPrevious };
    },
    get canSave() {
      return session.state !== null && !session.isStaged;
    },
    saveCurrent(name) {
      const [setup, state] = [session.setup, session.state];
      if (setup === null || state === null || session.isStaged) return Promise.resolve(noCampaign);
      return store.save(`c${Date.now().toString(36)}`, setup, [...session.actions], state, name);
    },
    remove: (id) => store.remove(id),
    exportSlot: (id) => store.exportSlot(id),
    importText: (text) => store.importText(text),
    get kept() {
      return store.kept;
    },
  };
}
