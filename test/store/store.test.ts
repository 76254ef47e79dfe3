/**
 * The save slots (src/store/store.ts) over localforage and IndexedDB (fake-indexeddb in Node).
 * Refusals never touch storage: each is checked against a byte-for-byte dump taken before.
 */
import 'fake-indexeddb/auto';
import localforage from 'localforage';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localforageBackend, memoryBackend, type StorageBackend } from '../../src/store/backend';
import { checksumOf, encodeSave, MAX_SAVE_BYTES, SCHEMA_VERSION } from '../../src/store/format';
import { AUTOSAVE_ID, createSaveStore, type Loaded, type SaveStore, type StoreOptions, type StoreRefusal } from '../../src/store/store';
import { clock, dump, faulty, finalState, freshDbName, fullLog, playDelve, quotaError, type Delve, type Faulty } from './helpers';

const delves: Delve[] = [playDelve('store-a'), playDelve('store-b', { party: 2 }), playDelve('store-c', { party: 5, cap: 120 })];
const [first, second, third] = delves as [Delve, Delve, Delve];
const at = (d: Delve, k: number) => ({ setup: d.setup, actions: d.actions.slice(0, k), state: d.states[k]! });
const put = (store: SaveStore, id: string, d: Delve, k = d.actions.length, name?: string) => {
  const g = at(d, k);
  return store.save(id, g.setup, g.actions, g.state, name);
};

function loaded(r: Loaded | StoreRefusal): Loaded {
  if (!r.ok) throw new Error(`expected the save to load: ${r.reason} (${r.detail ?? ''})`);
  return r;
}

let backend: StorageBackend;
let disk: Faulty;
let store: SaveStore;
const open = (options: StoreOptions = {}) => createSaveStore(disk, { now: clock(), persistence: null, ...options });

beforeEach(() => {
  backend = localforageBackend({ name: freshDbName() });
  disk = faulty(backend);
  store = open();
});

/** Three slots and an autosave: the collection the refusal tests must leave alone. */
async function collection(): Promise<void> {
  expect((await put(store, 'one', first, 30)).ok).toBe(true);
  expect((await put(store, 'one', first)).ok).toBe(true);
  expect((await put(store, 'two', second)).ok).toBe(true);
  const g = at(third, 50);
  expect((await store.autosave(g.setup, g.actions, g.state)).ok).toBe(true);
}

describe('slots', () => {
  it('keeps several delves side by side, each listed with its party, segments, date and end', async () => {
    await collection();
    const list = await store.list();
    expect(list.map((s) => s.id)).toEqual([AUTOSAVE_ID, 'two', 'one']); // most recent first
    const one = list.find((s) => s.id === 'one')!;
    const end = finalState(first);
    expect(one.party.map((p) => p.name)).toEqual(['Aldric', 'Brisa', 'Corwin', 'Dara']);
    expect(one.party.map((p) => p.alive)).toEqual(end.party.adventurers.map((a) => a.alive));
    expect(one.segments).toBe(Object.keys(end.maze.chits).length);
    expect(one.actions).toBe(first.actions.length);
    expect(one.finished).toBe(true);
    expect(one.outcome).toBe(end.phase.kind === 'over' ? end.phase.reason : null);
    expect(one.name).toBe('Aldric, Brisa, Corwin and Dara');
    expect(one.created < one.updated).toBe(true);
    const auto = list.find((s) => s.id === AUTOSAVE_ID)!;
    expect(auto).toMatchObject({ autosave: true, name: 'Autosave', finished: false, actions: 50, damaged: false });
  });

  it.each(delves.map((d, i) => [i, d] as const))('delve %i: save, then load in a new session, gives the same game and log', async (_i, d) => {
    expect((await put(store, 'slot', d)).ok).toBe(true);
    const again = loaded(await open().load('slot'));
    expect(again.setup).toEqual(d.setup);
    expect(again.actions).toEqual(d.actions);
    expect(again.state).toEqual(finalState(d));
    expect(again.log).toEqual(fullLog(d));
    expect(again.fromPrevious).toBe(false);
  });

  it('writes the spare copy, then switches: the copy before stays as the last good one', async () => {
    await put(store, 'one', first, 10);
    await put(store, 'one', first, 20);
    await put(store, 'one', first, 30);
    const record = JSON.parse((await backend.getItem('slot/one'))!) as { current: string; previous: string };
    expect(record).toMatchObject({ current: 'a', previous: 'b' });
    const keys = (await backend.keys()).sort();
    expect(keys).toEqual(['copy/one/a', 'copy/one/b', 'slot/one']);
    expect((JSON.parse((await backend.getItem('copy/one/b'))!) as { actions: unknown[] }).actions).toHaveLength(20);
  });

  it('a damaged current copy falls back to the last good one, and nothing is written', async () => {
    await put(store, 'one', first, 10);
    await put(store, 'one', first, 20);
    const current = (await backend.getItem('copy/one/b'))!;
    await backend.setItem('copy/one/b', current.slice(0, current.length / 2));
    const before = await dump(backend);
    const writes = disk.writes;
    const back = loaded(await open().load('one'));
    expect(back.fromPrevious).toBe(true);
    expect(back.actions).toHaveLength(10);
    expect(disk.writes).toBe(writes);
    expect(await dump(backend)).toEqual(before);
  });

  it('a slot whose label is unreadable is listed as damaged and still loads from its copies', async () => {
    await put(store, 'one', first, 10);
    await put(store, 'one', first, 20);
    await backend.setItem('slot/one', '{"kind":"deathmaze-slot", "v": 1, "na');
    const [info] = await store.list();
    expect(info).toMatchObject({ id: 'one', damaged: true });
    const back = loaded(await store.load('one'));
    expect(back.actions).toHaveLength(20); // the newer of the two copies
    expect(back.slot.damaged).toBe(true);
    expect((await store.rename('one', 'x')).ok).toBe(false);
    expect((await store.remove('one')).ok).toBe(true);
    expect(await store.list()).toEqual([]);
  });

  it('renames, duplicates and deletes', async () => {
    await collection();
    const renamed = await store.rename('one', '  The   long way  round ');
    expect(renamed.ok && renamed.slot.name).toBe('The long way round');
    expect((await store.rename('one', '   ')).ok).toBe(false);
    expect((await store.rename('nope', 'x')).ok).toBe(false);

    const copy = await store.duplicate('one');
    if (!copy.ok) throw new Error(copy.reason);
    expect(copy.slot.name).toBe('The long way round (copy)');
    expect(copy.slot.id).not.toBe('one');
    const a = loaded(await store.load('one'));
    const b = loaded(await store.load(copy.slot.id));
    expect(b.state).toEqual(a.state);
    expect(b.actions).toEqual(a.actions);

    expect(await store.remove('one')).toEqual({ ok: true });
    expect((await store.load('one')).ok).toBe(false);
    expect((await store.remove('one')).ok).toBe(false);
    expect(loaded(await store.load(copy.slot.id)).state).toEqual(finalState(first));
    expect((await backend.keys()).filter((k) => k.includes('/one'))).toEqual([]);
    expect((await store.list()).map((s) => s.id).sort()).toEqual([AUTOSAVE_ID, copy.slot.id, 'two'].sort());
  });

  it('creates slots with fresh ids', async () => {
    const g = at(first, 12);
    const a = await store.create(g.setup, g.actions, g.state, 'First');
    const b = await store.create(g.setup, g.actions, g.state);
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    expect(a.slot.id).not.toBe(b.slot.id);
    expect(a.slot.name).toBe('First');
    expect((await store.info(a.slot.id))?.name).toBe('First');
    expect(await store.info('nope')).toBeNull();
  });
});

it('never changes the game it is given (the table’s current game stays as it is)', async () => {
  const freeze = <T>(x: T): T => {
    if (typeof x === 'object' && x !== null && !Object.isFrozen(x)) {
      Object.freeze(x);
      for (const v of Object.values(x)) freeze(v);
    }
    return x;
  };
  const d = playDelve('frozen', { cap: 60 });
  const setup = freeze(structuredClone(d.setup));
  const actions = freeze(structuredClone(d.actions));
  const state = freeze(structuredClone(finalState(d)));
  expect((await store.save('one', setup, actions, state)).ok).toBe(true);
  expect((await store.autosave(setup, actions, state)).ok).toBe(true);
  expect((await store.exportSlot('one')).ok).toBe(true);
  expect(loaded(await store.load('one')).state).toEqual(state);
  expect(state).toEqual(finalState(d));
});

describe('autosave', () => {
  it('off the input path: every call returns at once, a burst writes only the latest game', async () => {
    const d = first;
    const actions: typeof d.actions = [];
    const results: Promise<unknown>[] = [];
    for (let i = 0; i < d.actions.length; i++) {
      actions.push(d.actions[i]!); // the controller's own array, pushed to after each call
      results.push(store.autosave(d.setup, actions, d.states[i + 1]!));
    }
    await store.flush();
    await Promise.all(results);
    expect(disk.writes).toBeLessThan(d.actions.length); // coalesced
    const back = loaded(await open().load(AUTOSAVE_ID));
    expect(back.actions).toEqual(d.actions);
    expect(back.state).toEqual(finalState(d));
  });

  it('takes the game as it was when called, whatever the caller does to its list after', async () => {
    const d = second;
    const actions = d.actions.slice(0, 10);
    const pending = store.autosave(d.setup, actions, d.states[10]!);
    actions.push(d.actions[10]!, d.actions[11]!);
    expect((await pending).ok).toBe(true);
    expect(loaded(await store.load(AUTOSAVE_ID)).actions).toHaveLength(10);
  });
});

describe('nothing is written over unread', () => {
  const auto = (d: Delve, k = d.actions.length) => {
    const g = at(d, k);
    return store.autosave(g.setup, g.actions, g.state);
  };

  it('a new delve autosaves into a slot of its own: the unfinished one stays where it was', async () => {
    await auto(third, 40);
    await auto(third, 45); // the same delve goes on: no new slot
    expect(await store.list()).toHaveLength(1);
    await auto(second, 5);
    const list = await store.list();
    expect(list).toHaveLength(2);
    expect(list.every((s) => s.autosave)).toBe(true);
    const mine = list.find((s) => s.id !== AUTOSAVE_ID)!;
    expect(mine).toMatchObject({ name: 'Aldric and Brisa (autosave)', actions: 5, finished: false });
    expect(loaded(await store.load(AUTOSAVE_ID)).state).toEqual(third.states[45]);
    expect(loaded(await store.load(mine.id)).state).toEqual(second.states[5]);
    await auto(second, 6); // and goes on there
    expect((await store.list()).map((s) => s.actions).sort((x, y) => x - y)).toEqual([6, 45]);
  });

  it('the same seed and party started again is a new delve: both are kept (issue 12)', async () => {
    const g = at(third, 10);
    await store.autosave(g.setup, g.actions, g.state, 'dv-first');
    const h = at(third, 2);
    await store.autosave(h.setup, h.actions, h.state, 'dv-second');
    const list = await store.list();
    expect(list.map((s) => s.actions).sort((x, y) => x - y)).toEqual([2, 10]);
    const first10 = loaded(await store.load(AUTOSAVE_ID));
    expect(first10.actions).toHaveLength(10);
    expect(first10.save.delve).toBe('dv-first');
  });

  it('two tabs on two delves: alternating autosaves never add a slot', async () => {
    const tab2 = open();
    for (let k = 1; k <= 20; k++) {
      const g = at(third, k);
      const h = at(second, k);
      expect((await store.autosave(g.setup, g.actions, g.state, 'dv-one')).ok).toBe(true);
      expect((await tab2.autosave(h.setup, h.actions, h.state, 'dv-two')).ok).toBe(true);
    }
    const list = await store.list();
    expect(list.map((s) => s.actions)).toEqual([20, 20]);
  });

  it('the same delve in two tabs: the stale tab’s write is refused and the newer steps stay', async () => {
    const g = at(third, 10);
    await store.autosave(g.setup, g.actions, g.state, 'dv-one');
    const tab2 = open();
    const resumed = loaded(await tab2.load(AUTOSAVE_ID));
    const h = at(third, 14);
    expect((await tab2.autosave(h.setup, h.actions, h.state, resumed.save.delve)).ok).toBe(true);
    const stale = at(third, 11);
    const refused = await store.autosave(stale.setup, stale.actions, stale.state, 'dv-one');
    expect(refused.ok || refused.code).toBe('stale');
    expect(loaded(await tab2.load(AUTOSAVE_ID)).actions).toHaveLength(14);
    expect(await store.list()).toHaveLength(1);
  });

  it('a copy written by a newer version is kept aside, named so, however many saves follow', async () => {
    await auto(third, 40);
    await auto(third, 41);
    const record = JSON.parse((await backend.getItem('slot/autosave'))!) as { current: 'a' | 'b' };
    const future = JSON.parse((await backend.getItem(`copy/autosave/${record.current}`))!) as Record<string, unknown>;
    const newer = JSON.stringify({ ...future, schema: SCHEMA_VERSION + 1, app: '9.0.0' });
    await backend.setItem(`copy/autosave/${record.current}`, newer);
    const back = loaded(await store.load(AUTOSAVE_ID));
    expect(back.fromPrevious).toBe(true);
    expect(back.previousBecause).toBe('future');
    expect(back.actions).toHaveLength(40);
    for (const k of [41, 42, 43]) await store.autosave(back.setup, third.actions.slice(0, k), third.states[k]!, back.save.delve);
    const list = await store.list();
    const kept = list.find((s) => s.id !== AUTOSAVE_ID)!;
    expect(kept.name).toBe('Aldric, Brisa, Corwin, Dara and Edric (from a newer version)');
    expect(await backend.getItem(`copy/${kept.id}/a`)).toBe(newer);
    const refused = await store.load(kept.id);
    expect(refused.ok || refused.code).toBe('future');
    expect(loaded(await store.load(AUTOSAVE_ID)).actions).toHaveLength(43);
  });

  it('a finished delve in the autosave simply gives way', async () => {
    expect(finalState(first).phase.kind).toBe('over');
    await auto(first);
    await auto(second, 5);
    expect((await store.list()).map((s) => s.id)).toEqual([AUTOSAVE_ID]);
  });

  it('undo (a shorter list of the same delve) writes over the autosave as usual', async () => {
    await auto(third, 50);
    await auto(third, 48);
    expect((await store.list()).map((s) => s.actions)).toEqual([48]);
  });

  it('an autosave this version cannot read is kept, byte for byte, when the next game autosaves', async () => {
    await auto(third, 40);
    await auto(third, 41);
    for (const copy of ['a', 'b']) {
      const text = (await backend.getItem(`copy/autosave/${copy}`))!;
      await backend.setItem(`copy/autosave/${copy}`, text.replace('"bezants":', '"bezants":7'));
    }
    const unreadable = [(await backend.getItem('copy/autosave/a'))!, (await backend.getItem('copy/autosave/b'))!];
    expect((await store.load(AUTOSAVE_ID)).ok).toBe(false); // Continue is refused
    await auto(third, 3); // the player starts again (even the very same delve)
    const kept = (await store.list()).find((s) => !s.autosave)!;
    expect(kept.name).toBe('Aldric, Brisa, Corwin, Dara and Edric (unreadable, kept)');
    expect([await backend.getItem(`copy/${kept.id}/a`), await backend.getItem(`copy/${kept.id}/b`)]).toEqual(unreadable);
    expect(loaded(await store.load(AUTOSAVE_ID)).actions).toHaveLength(3);
  });

  it('a slot whose label is unreadable is kept aside when saved into', async () => {
    await put(store, 'one', first, 10);
    const copy = await backend.getItem('copy/one/a');
    await backend.setItem('slot/one', 'garbage');
    expect((await put(store, 'one', second, 4)).ok).toBe(true);
    const list = await store.list();
    const kept = list.find((s) => s.id !== 'one')!;
    expect(kept.name).toBe('Unreadable save (kept)');
    expect(await backend.getItem(`copy/${kept.id}/a`)).toBe(copy);
    expect(loaded(await store.load(kept.id)).actions).toHaveLength(10);
    expect(loaded(await store.load('one')).actions).toHaveLength(4);
  });
});

describe('refusals touch nothing', () => {
  async function expectUntouched(act: () => Promise<{ ok: boolean }>, code: string) {
    await collection();
    const before = await dump(backend);
    const list = await store.list();
    const result = (await act()) as StoreRefusal;
    expect(result.ok).toBe(false);
    expect(result.code).toBe(code);
    expect(result.reason).toMatch(/^[A-Z].*\.$/);
    expect(await dump(backend)).toEqual(before);
    expect(await store.list()).toEqual(list);
    // and the other slots, the autosave included, still load
    for (const s of list) expect((await store.load(s.id)).ok).toBe(true);
  }

  const good = async () => encodeSave({ setup: first.setup, actions: first.actions, state: finalState(first) });
  const resealed = async (edit: (env: Record<string, unknown>) => void) => {
    const env = JSON.parse(await good()) as Record<string, unknown>;
    edit(env);
    env.checksum = await checksumOf(env);
    return JSON.stringify(env);
  };

  it('a truncated import', async () => {
    const text = await good();
    await expectUntouched(() => store.importText(text.slice(0, text.length - 100)), 'truncated');
  });
  it('a corrupted import (bytes flipped inside the snapshot)', async () => {
    const text = await good();
    const i = text.indexOf('"bezants":') + 10;
    await expectUntouched(() => store.importText(`${text.slice(0, i)}9${text.slice(i)}`), 'tampered');
  });
  it('a hand-edited import', async () => {
    const env = JSON.parse(await good()) as { name: string };
    env.name = 'mine now';
    await expectUntouched(() => store.importText(JSON.stringify(env)), 'tampered');
  });
  it('a foreign file', async () => {
    await expectUntouched(() => store.importText('{"type":"FeatureCollection","features":[]}'), 'foreign');
  });
  it('a save from a future version', async () => {
    const text = await resealed((env) => {
      env.schema = SCHEMA_VERSION + 1;
      env.app = '1.0.0';
    });
    await expectUntouched(() => store.importText(text), 'future');
  });
  it('an oversized file', async () => {
    const text = (await good()).replace('"name":"', `"name":"${'x'.repeat(MAX_SAVE_BYTES)}`);
    await expectUntouched(() => store.importText(text), 'oversized');
  });
  it('moves that do not lead to the snapshot', async () => {
    const text = await resealed((env) => (env.actions as unknown[]).pop());
    await expectUntouched(() => store.importText(text), 'mismatch');
  });
  it('a slot whose only copy is damaged, and one whose two copies both are', async () => {
    await collection();
    const only = (await backend.getItem('copy/two/a'))!;
    await backend.setItem('copy/two/a', only.replace('"bezants":', '"bezants":1'));
    await expectUntouchedAgain(() => store.load('two'), 'tampered');
    for (const copy of ['a', 'b']) {
      const text = (await backend.getItem(`copy/one/${copy}`))!;
      await backend.setItem(`copy/one/${copy}`, text.slice(0, 500));
    }
    await expectUntouchedAgain(() => store.load('one'), 'truncated');
    await expectUntouchedAgain(() => store.duplicate('one'), 'truncated');
    await expectUntouchedAgain(() => store.exportSlot('one'), 'truncated');
    expect(loaded(await store.load(AUTOSAVE_ID)).actions).toHaveLength(50);
  });
  async function expectUntouchedAgain(act: () => Promise<{ ok: boolean }>, code: string) {
    const before = await dump(backend);
    const result = (await act()) as StoreRefusal;
    expect(result).toMatchObject({ ok: false, code });
    expect(await dump(backend)).toEqual(before);
  }
  it('a collection that is not one', async () => {
    await expectUntouched(() => store.importAll('{"saves": "none"}'), 'foreign');
  });
});

describe('failed writes keep the old copy', () => {
  it.each([
    [0, 'the spare copy'],
    [1, 'the pointer'],
  ])('the write fails after %i calls (at %s): on reload the slot is as it was', async (n) => {
    await collection();
    const old = loaded(await store.load('one'));
    const othersBefore = (await dump(backend)).filter(([k]) => !k.includes('/one'));
    disk.failWritesAfter(n);
    const saved = await put(store, 'one', third);
    expect(saved.ok).toBe(true); // the game goes on, in memory
    expect(store.status.kind).toBe('memory');
    expect(loaded(await store.load('one')).state).toEqual(finalState(third));

    disk.failWritesAfter(null);
    const reloaded = loaded(await open().load('one'));
    expect(reloaded.state).toEqual(old.state);
    expect(reloaded.actions).toEqual(old.actions);
    expect((await dump(backend)).filter(([k]) => !k.includes('/one'))).toEqual(othersBefore);
  });

  it('a full disk: says so, keeps playing in memory, still exports; the disk keeps what it had', async () => {
    await collection();
    const before = await dump(backend);
    const heard: string[] = [];
    store.onStatus((s) => heard.push(s.kind));
    disk.failWritesAfter(0, quotaError());
    for (let k = 60; k <= 70; k++) {
      const g = at(third, k);
      expect((await store.autosave(g.setup, g.actions, g.state)).ok).toBe(true);
    }
    expect(store.status.kind).toBe('memory');
    expect(store.status.message).toMatch(/full/);
    expect(heard).toEqual(['memory']);
    expect(loaded(await store.load(AUTOSAVE_ID)).actions).toHaveLength(70);
    const exported = await store.exportSlot(AUTOSAVE_ID);
    expect(exported.ok).toBe(true);
    // removing in memory hides the slot without touching the disk
    expect((await store.remove('two')).ok).toBe(true);
    expect((await store.list()).map((s) => s.id)).not.toContain('two');
    expect(await dump(backend)).toEqual(before);
  });
});

describe('storage faults', () => {
  it('reopens and retries once when the browser drops the connection', async () => {
    await put(store, 'one', first, 10);
    disk.dropNext(1);
    expect((await put(store, 'one', first, 20)).ok).toBe(true);
    expect(disk.reopens).toBe(1);
    disk.dropNext(1, new DOMException('Connection to Indexed Database server lost. Refresh the page to try again', 'UnknownError'));
    expect(loaded(await store.load('one')).actions).toHaveLength(20);
    expect(disk.reopens).toBe(2);
    expect(store.status.kind).toBe('temporary');
  });

  it('a connection that stays dropped: a read is refused, and nothing is written', async () => {
    await put(store, 'one', first, 10);
    const before = await dump(backend);
    disk.dropNext(2);
    expect(await store.load('one')).toMatchObject({ ok: false, code: 'storage', reason: expect.stringMatching(/^The browser would not let the game reach its saves/) as unknown });
    expect(await dump(backend)).toEqual(before);
    expect(loaded(await store.load('one')).actions).toHaveLength(10);
  });

  it('survives IndexedDB closing its connection under it (another tab upgrades the database)', async () => {
    const name = freshDbName();
    const s = createSaveStore(localforageBackend({ name }), { persistence: null });
    await put(s, 'one', first, 10);
    // a second connection asks for a new version: localforage's connection closes on versionchange
    const current = await new Promise<number>((resolve, reject) => {
      const r = indexedDB.open(name);
      r.onsuccess = () => {
        const v = r.result.version;
        r.result.close();
        resolve(v);
      };
      r.onerror = () => reject(r.error ?? new Error('open failed'));
    });
    await new Promise<void>((resolve, reject) => {
      const r = indexedDB.open(name, current + 1);
      r.onsuccess = () => {
        r.result.close();
        resolve();
      };
      r.onerror = () => reject(r.error ?? new Error('upgrade failed'));
    });
    // localforage warns as it reopens at the version the other tab left
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await put(s, 'one', first, 20)).ok).toBe(true);
    warn.mockRestore();
    expect(loaded(await s.load('one')).actions).toHaveLength(20);
    expect(s.status.kind).toBe('temporary');
  });

  it('no storage driver at all: keeps the game in memory and says so', async () => {
    const s = createSaveStore(localforageBackend({ name: freshDbName(), driver: 'noSuchDriver' }), { persistence: null });
    expect((await s.ready()).kind).toBe('memory');
    expect(s.status.message).toMatch(/will not let the game keep saves/);
    expect((await put(s, 'one', first)).ok).toBe(true);
    expect(loaded(await s.load('one')).state).toEqual(finalState(first));
    expect((await s.exportSlot('one')).ok).toBe(true);
  });

  it('storage that never opens: gives up after the timeout and plays on in memory', async () => {
    const stuck: StorageBackend = { ...memoryBackend(), ready: () => new Promise<void>(() => undefined) };
    const s = createSaveStore(stuck, { openTimeoutMs: 50, persistence: null });
    expect((await s.ready()).kind).toBe('memory');
    expect((await put(s, 'one', second)).ok).toBe(true);
  });

  it('asks for persistent storage', async () => {
    const ask = (persisted: boolean, granted: boolean) => {
      const calls: string[] = [];
      const api = {
        persisted: () => (calls.push('persisted'), Promise.resolve(persisted)),
        persist: () => (calls.push('persist'), Promise.resolve(granted)),
      };
      return { calls, s: createSaveStore(memoryBackend(), { persistence: api }) };
    };
    const granted = ask(false, true);
    expect((await granted.s.requestPersistence()).kind).toBe('persistent');
    expect(granted.calls).toEqual(['persisted', 'persist']);
    const already = ask(true, false);
    expect((await already.s.requestPersistence()).kind).toBe('persistent');
    expect(already.calls).toEqual(['persisted']);
    const refused = ask(false, false);
    expect(await refused.s.requestPersistence()).toMatchObject({ kind: 'temporary', message: expect.stringMatching(/export/) as unknown });
    expect((await createSaveStore(memoryBackend(), { persistence: null }).requestPersistence()).kind).toBe('temporary');
    expect((await createSaveStore(null, { persistence: { persist: () => Promise.resolve(true) } }).requestPersistence()).kind).toBe('memory');
  });
});

describe('export and import', () => {
  it('exports a delve as a file’s text and imports it back into a new slot', async () => {
    await collection();
    await store.rename('one', 'Deep and back');
    const exported = await store.exportSlot('one');
    if (!exported.ok) throw new Error(exported.reason);
    expect(exported.fileName).toMatch(/^deathmaze-deep-and-back-\d{4}-\d{2}-\d{2}\.json$/);
    expect(JSON.parse(exported.text)).toMatchObject({ format: 'deathmaze-save', name: 'Deep and back' });

    const other = createSaveStore(localforageBackend({ name: freshDbName() }), { persistence: null });
    const imported = await other.importText(exported.text);
    if (!imported.ok) throw new Error(imported.reason);
    expect(imported.slot.name).toBe('Deep and back');
    // issue 15 item 10: the slot shows when the delve was saved, not when it was imported
    expect(imported.slot.updated).toBe((JSON.parse(exported.text) as { updated: string }).updated);
    const back = loaded(await other.load(imported.slot.id));
    expect(back.state).toEqual(finalState(first));
    expect(back.log).toEqual(fullLog(first));
    // importing twice makes two slots, never overwrites
    const again = await other.importText(exported.text);
    expect(again.ok && again.slot.id).not.toBe(imported.slot.id);
    expect(await other.list()).toHaveLength(2);
  });

  it('imports a golden v0 file, migrated', async () => {
    const { readFileSync } = await import('node:fs');
    const text = readFileSync(new URL('../fixtures/saves/v0-prerelease.json', import.meta.url), 'utf8');
    const imported = await store.importText(text);
    if (!imported.ok) throw new Error(imported.reason);
    const stored = JSON.parse((await backend.getItem(`copy/${imported.slot.id}/a`))!) as { schema: number; app: string };
    expect(stored.schema).toBe(SCHEMA_VERSION);
    expect(loaded(await store.load(imported.slot.id)).migratedFrom).toBeNull(); // stored in the current format
  });

  it('exports the whole collection and imports it into another browser', async () => {
    await collection();
    const all = await store.exportAll();
    expect(all.count).toBe(3);
    expect(all.skipped).toEqual([]);
    const other = createSaveStore(localforageBackend({ name: freshDbName() }), { persistence: null });
    const result = await other.importAll(all.text);
    if (!result.ok) throw new Error(result.reason);
    expect(result.refused).toEqual([]);
    const names = result.imported.map((s) => s.name).sort();
    expect(names).toEqual(['Aldric and Brisa', 'Aldric, Brisa, Corwin and Dara', 'Aldric, Brisa, Corwin, Dara and Edric (autosave)']);
    // the imported autosave is an ordinary slot: it never replaces the other browser's own autosave
    expect(result.imported.every((s) => !s.autosave)).toBe(true);
    for (const s of result.imported) expect((await other.load(s.id)).ok).toBe(true);
  });

  it('a collection with one bad entry imports the others and names the bad one', async () => {
    await collection();
    const all = JSON.parse((await store.exportAll()).text) as { saves: { name: string; save: { name: string } }[] };
    all.saves[1]!.save.name = 'edited';
    const before = await dump(backend);
    const result = await store.importAll(JSON.stringify(all));
    if (!result.ok) throw new Error(result.reason);
    expect(result.imported).toHaveLength(2);
    expect(result.refused).toEqual([{ index: 1, name: all.saves[1]!.name, code: 'tampered', reason: expect.stringMatching(/^This save was changed/) as unknown }]);
    // only new slots were written
    const after = new Map(await dump(backend));
    for (const [k, v] of before) expect(after.get(k)).toBe(v);
  });

  it('a collection cut short, or from the future, is refused whole', async () => {
    await collection();
    const text = (await store.exportAll()).text;
    const before = await dump(backend);
    expect(await store.importAll(text.slice(0, -20))).toMatchObject({ ok: false, code: 'truncated' });
    expect(await store.importAll(text.replace('"schema":1', '"schema":5'))).toMatchObject({ ok: false, code: 'future' });
    expect(await store.importAll('')).toMatchObject({ ok: false, code: 'truncated' });
    expect(await dump(backend)).toEqual(before);
  });

  it('a single save given to the collection import is imported all the same', async () => {
    const text = await encodeSave({ setup: second.setup, actions: second.actions, state: finalState(second) });
    const result = await store.importAll(text);
    expect(result.ok && result.imported).toHaveLength(1);
  });
});

it('localforage here really is IndexedDB', async () => {
  const lf = localforage.createInstance({ name: freshDbName(), driver: [localforage.INDEXEDDB, localforage.LOCALSTORAGE] });
  await lf.ready();
  expect(lf.driver()).toBe(localforage.INDEXEDDB);
});
