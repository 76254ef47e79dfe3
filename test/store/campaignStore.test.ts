/**
 * The campaign store over the real Black Gate ruleset: campaigns dealt from a seed and played
 * by legal actions, saved into a memory backend, loaded back by replay; damaged copies, tampered
 * files, other games' saves, newer formats and storage that fails, each refused with a reason
 * and nothing in storage changed; and the Deathmaze store's keys in the same backend left alone.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/engine/canonical';
import { seedDice, randomIndex } from '../../src/engine/dice';
import { legalActions, tryApply } from '../../src/engine/driver';
import { playOut } from '../../src/engine/runners';
import { blackGate } from '../../src/games/blackgate/ruleset';
import type { BgSetup, BgState } from '../../src/games/blackgate/state';
import type { BgAction } from '../../src/games/blackgate/stage/listing';
import { memoryBackend, type StorageBackend } from '../../src/store/backend';
import { sha256Hex } from '../../src/store/checksum';
import { MAX_SAVE_BYTES } from '../../src/store/constants';
import { CAMPAIGN_VERSION, createCampaignStore, type CampaignRefusal } from '../../src/store/campaignStore';
import { createSaveStore } from '../../src/store/store';
import { clock, dump, faulty, playDelve, quotaError } from './helpers';

const SETUP: BgSetup = { ruleset: 'blackgate', seed: 7, request: { heroes: ['lordDil', 'gislan', 'wendolyn'], initiateRaces: ['human', 'elf', 'dwarf'] } };

interface Campaign {
  setup: BgSetup;
  actions: BgAction[];
  state: BgState;
}

/** A campaign of `n` actions, each picked among the legal ones by a seeded stream (stream 3 plays seed 7 past 100 actions). */
function playLegal(n: number, pick: number | string = 3, setup: BgSetup = SETUP): Campaign {
  let state = blackGate.newGame(setup).state;
  const rng = seedDice(pick);
  const actions: BgAction[] = [];
  while (actions.length < n && !blackGate.isOver(state)) {
    const legal = legalActions(blackGate, state);
    if (legal.length === 0) break;
    const action = legal[randomIndex(rng, legal.length)]!;
    const out = tryApply(blackGate, state, action);
    if (!out.ok) throw new Error(`listed but refused: ${out.reason}`);
    actions.push(action);
    state = out.state;
  }
  if (actions.length < n) throw new Error(`the campaign ended after ${actions.length} actions`);
  return { setup, actions, state };
}

/** A campaign played by the ruleset's own player, at most `n` actions. */
function playPolicy(n: number, setup: BgSetup = SETUP, policySeed: number | string = 'policy-7'): Campaign {
  const played = playOut(blackGate, setup, policySeed, { maxActions: n });
  return { setup, actions: played.actions, state: played.state };
}

const storeOver = (backend: StorageBackend) => createCampaignStore(blackGate, backend, { now: clock(), summary: (s) => `Level ${s.party.at.level}` });

/** Re-seals an edited envelope, as someone who knows the format would. */
async function reseal(text: string, edit: (o: Record<string, unknown>) => void): Promise<string> {
  const o = JSON.parse(text) as Record<string, unknown>;
  edit(o);
  delete o.checksum;
  return JSON.stringify({ ...o, checksum: await sha256Hex(canonicalJson(o)) });
}

function refused(r: { ok: boolean }): CampaignRefusal {
  if (r.ok) throw new Error('expected a refusal');
  return r as CampaignRefusal;
}

describe('campaign saves, for the Black Gate', () => {
  it('a campaign saved and loaded comes back to the same state, replayed move by move', async () => {
    const c = playPolicy(60);
    expect(c.actions.length).toBe(60);
    const backend = memoryBackend();
    const store = storeOver(backend);
    const saved = await store.save('one', c.setup, c.actions, c.state, 'First delve');
    if (!saved.ok) throw new Error(saved.reason);
    expect(saved.slot).toMatchObject({ id: 'one', name: 'First delve', ruleset: 'blackgate', actions: 60, finished: false, summary: `Level ${c.state.party.at.level}`, damaged: false });
    expect([...backend.data.keys()].sort()).toEqual(['rs/blackgate/copy/one/a', 'rs/blackgate/slot/one']);

    const back = await createCampaignStore(blackGate, backend).load('one');
    if (!back.ok) throw new Error(back.reason);
    expect(canonicalJson(back.history.state)).toBe(canonicalJson(c.state));
    expect(canonicalJson(back.actions)).toBe(canonicalJson(c.actions));
    expect(back.history.length).toBe(60);
    expect(back.fromPrevious).toBe(false);
    // the deal's setup, its defaults written in
    expect(back.setup).toEqual(blackGate.setupOf!(c.state));
    expect(back.setup.request.options).toBeDefined();
  });

  it('the autosave writes slot "autosave", and a second save keeps the first as the copy before', async () => {
    const c = playLegal(30);
    const backend = memoryBackend();
    const store = storeOver(backend);
    const first = await store.autosave(c.setup, c.actions.slice(0, 20), playLegal(20).state);
    const second = await store.autosave(c.setup, c.actions, c.state);
    if (!first.ok || !second.ok) throw new Error('not saved');
    expect(second.slot).toMatchObject({ id: 'autosave', name: 'Autosave', actions: 30 });
    expect(second.slot.created).toBe(first.slot.created);
    expect(second.slot.updated > first.slot.updated).toBe(true);
    expect(JSON.parse(backend.data.get('rs/blackgate/slot/autosave')!)).toMatchObject({ current: 'b', previous: 'a' });
    const list = await store.list();
    expect(list.map((s) => s.id)).toEqual(['autosave']);
  });

  it('a browser that gives no storage: the campaign is kept in memory, saved and loaded there, and the store says so', async () => {
    const c = playPolicy(10);
    const blocked: StorageBackend = { ...memoryBackend(), ready: () => Promise.reject(new Error('SecurityError: storage is blocked')) };
    const store = storeOver(blocked);
    expect(store.kept).toBe('unknown');
    const saved = await store.autosave(c.setup, c.actions, c.state);
    expect(saved.ok).toBe(true);
    expect(store.kept).toBe('memory');
    const loaded = await store.load('autosave');
    expect(loaded.ok && loaded.actions.length).toBe(10);
    const kept = storeOver(memoryBackend());
    await kept.list();
    expect(kept.kept).toBe('device');
  });

  it('lists this ruleset’s slots, most recent first', async () => {
    const store = storeOver(memoryBackend());
    const c = playLegal(5);
    await store.save('older', c.setup, c.actions, c.state, 'Older');
    await store.save('newer', c.setup, c.actions, c.state, 'Newer');
    expect((await store.list()).map((s) => s.name)).toEqual(['Newer', 'Older']);
  });

  it('a damaged current copy falls back to the copy before it', async () => {
    const early = playLegal(10);
    const late = playLegal(25);
    const backend = memoryBackend();
    const store = storeOver(backend);
    await store.save('s', early.setup, early.actions, early.state, 'Run');
    await store.save('s', late.setup, late.actions, late.state);
    const current = (JSON.parse(backend.data.get('rs/blackgate/slot/s')!) as { current: string }).current;
    backend.data.set(`rs/blackgate/copy/s/${current}`, backend.data.get(`rs/blackgate/copy/s/${current}`)!.slice(0, 500));
    const before = await dump(backend);

    const back = await store.load('s');
    if (!back.ok) throw new Error(back.reason);
    expect(back.fromPrevious).toBe(true);
    expect(canonicalJson(back.history.state)).toBe(canonicalJson(early.state));
    expect(await dump(backend)).toEqual(before);

    // the next save writes over the damaged copy, and keeps the good one
    const again = await store.save('s', late.setup, late.actions, late.state);
    expect(again.ok).toBe(true);
    const record = JSON.parse(backend.data.get('rs/blackgate/slot/s')!) as { current: string; previous: string };
    expect(record.current).toBe(current);
    expect(backend.data.get(`rs/blackgate/copy/s/${record.previous}`)).toBe(before.find(([k]) => k === `rs/blackgate/copy/s/${record.previous}`)![1]);
  });

  it('a damaged slot record still loads the newer readable copy, marked damaged', async () => {
    const early = playLegal(8);
    const late = playLegal(16);
    const backend = memoryBackend();
    const store = storeOver(backend);
    await store.save('s', early.setup, early.actions, early.state, 'Run');
    await store.save('s', late.setup, late.actions, late.state);
    backend.data.set('rs/blackgate/slot/s', '{"kind":');
    const back = await store.load('s');
    if (!back.ok) throw new Error(back.reason);
    expect(back.slot.damaged).toBe(true);
    expect(back.slot.name).toBe('Run');
    expect(canonicalJson(back.history.state)).toBe(canonicalJson(late.state));
    expect((await store.list())[0]).toMatchObject({ id: 's', damaged: true });
  });

  it('both copies damaged: refused, and storage left as it was', async () => {
    const c = playLegal(12);
    const backend = memoryBackend();
    const store = storeOver(backend);
    await store.save('s', c.setup, c.actions.slice(0, 6), playLegal(6).state, 'Run');
    await store.save('s', c.setup, c.actions, c.state);
    backend.data.set('rs/blackgate/copy/s/a', 'not json at all');
    backend.data.set('rs/blackgate/copy/s/b', backend.data.get('rs/blackgate/copy/s/b')!.replace('"created"', '"kreated"'));
    const before = await dump(backend);
    const r = refused(await store.load('s'));
    expect(r.code).toBe('damaged');
    expect(r.reason).toMatch(/damaged/);
    expect(await dump(backend)).toEqual(before);
  });

  it('a tampered action list is refused: the seal does not match', async () => {
    const c = playLegal(15);
    const backend = memoryBackend();
    const store = storeOver(backend);
    await store.save('s', c.setup, c.actions, c.state, 'Run');
    const o = JSON.parse(backend.data.get('rs/blackgate/copy/s/a')!) as { actions: unknown[] };
    o.actions = o.actions.slice(0, -1);
    backend.data.set('rs/blackgate/copy/s/a', JSON.stringify(o));
    const before = await dump(backend);
    const r = refused(await store.load('s'));
    expect(r.code).toBe('damaged');
    expect(r.reason).toMatch(/changed since it was written/);
    expect(await dump(backend)).toEqual(before);
  });

  it('a tampered action list sealed again is refused by the replay', async () => {
    const c = playLegal(15);
    const backend = memoryBackend();
    const store = storeOver(backend);
    await store.save('s', c.setup, c.actions, c.state, 'Run');
    const text = backend.data.get('rs/blackgate/copy/s/a')!;
    // an action of no kind the game knows
    const unknown = await reseal(text, (o) => ((o.actions as unknown[])[3] = { type: 'fly' }));
    expect(refused(await store.importText(unknown))).toMatchObject({ code: 'replay', reason: expect.stringMatching(/Move 4 .*not one this game knows/) as unknown });
    // one move left out: the moves no longer reach the position saved, or one of them is refused
    const cut = await reseal(text, (o) => (o.actions = (o.actions as unknown[]).filter((_, i) => i !== 2)));
    backend.data.set('rs/blackgate/copy/s/a', cut);
    const before = await dump(backend);
    expect(refused(await store.load('s')).code).toBe('replay');
    expect(await dump(backend)).toEqual(before);
  });

  it('refuses another ruleset’s save, a Deathmaze save file and a future format', async () => {
    const c = playLegal(5);
    const backend = memoryBackend();
    const store = storeOver(backend);
    await store.save('s', c.setup, c.actions, c.state, 'Run');
    const text = backend.data.get('rs/blackgate/copy/s/a')!;
    const before = await dump(backend);

    const other = await reseal(text, (o) => (o.ruleset = 'deathmaze'));
    expect(refused(await store.importText(other))).toMatchObject({ code: 'foreign', reason: expect.stringMatching(/another game/) as unknown });

    const d = playDelve(3, { cap: 20 });
    const delves = createSaveStore(memoryBackend(), { persistence: null });
    expect((await delves.save('x', d.setup, d.actions, d.states[d.states.length - 1]!, 'A delve')).ok).toBe(true);
    const dmFile = await delves.exportSlot('x');
    if (!dmFile.ok) throw new Error(dmFile.reason);
    expect(refused(await store.importText(dmFile.text)).code).toBe('foreign');
    expect(await dump(backend)).toEqual(before);

    const future = await reseal(text, (o) => ((o.version = CAMPAIGN_VERSION + 1), (o.actions = 'in some new shape')));
    expect(refused(await store.importText(future))).toMatchObject({ code: 'future', reason: expect.stringMatching(/newer version/) as unknown });

    // a future copy in a slot is refused on load the same way
    backend.data.set('rs/blackgate/copy/s/a', future);
    const withFuture = await dump(backend);
    expect(refused(await store.load('s')).code).toBe('future');
    expect(await dump(backend)).toEqual(withFuture);
    backend.data.set('rs/blackgate/copy/s/a', text);
    expect(await dump(backend)).toEqual(before);

    // a slot written by another ruleset's store is not this one's
    const elsewhere = createCampaignStore({ ...blackGate, id: 'otherbg' }, backend);
    expect(await elsewhere.list()).toEqual([]);
    expect(refused(await elsewhere.load('s')).code).toBe('missing');
  });

  it('a current copy from a newer version falls back to the one before, and is never written over: saves move it to a slot of its own', async () => {
    const early = playLegal(6);
    const late = playLegal(12);
    const backend = memoryBackend();
    const store = storeOver(backend);
    await store.save('s', early.setup, early.actions, early.state, 'Run');
    await store.save('s', late.setup, late.actions, late.state);
    const future = await reseal(backend.data.get('rs/blackgate/copy/s/b')!, (o) => (o.version = CAMPAIGN_VERSION + 1));
    backend.data.set('rs/blackgate/copy/s/b', future);
    const back = await store.load('s');
    if (!back.ok) throw new Error(back.reason);
    expect(back.fromPrevious).toBe(true);
    expect(back.actions.length).toBe(6);
    expect((await store.save('s', late.setup, late.actions, late.state)).ok).toBe(true);
    expect((await store.save('s', early.setup, early.actions, early.state)).ok).toBe(true);
    expect((await store.save('s', late.setup, late.actions, late.state)).ok).toBe(true);
    // the newer version's copy, byte for byte, in a slot of its own that says what it is
    const aside = (await store.list()).filter((slot) => slot.id !== 's');
    expect(aside).toHaveLength(1);
    expect(aside[0]!.name).toBe('Run (newer version)');
    expect(backend.data.get(`rs/blackgate/copy/${aside[0]!.id}/a`)).toBe(future);
    expect(refused(await store.load(aside[0]!.id)).code).toBe('future');
    // and this slot goes on with its own two readable copies
    const now = await store.load('s');
    if (!now.ok) throw new Error(now.reason);
    expect(now.actions.length).toBe(12);
    expect(now.fromPrevious).toBe(false);
  });

  it('export → import is a round trip into a new slot, keeping its name and times', async () => {
    const c = playPolicy(40);
    const backend = memoryBackend();
    const store = storeOver(backend);
    const saved = await store.save('s', c.setup, c.actions, c.state, 'The Gate, at last');
    if (!saved.ok) throw new Error(saved.reason);
    const exported = await store.exportSlot('s');
    if (!exported.ok) throw new Error(exported.reason);
    expect(exported.fileName).toBe(`blackgate-the-gate-at-last-${saved.slot.updated.slice(0, 10)}.json`);

    const elsewhere = storeOver(memoryBackend());
    const imported = await elsewhere.importText(exported.text);
    if (!imported.ok) throw new Error(imported.reason);
    expect(imported.slot).toMatchObject({ name: 'The Gate, at last', actions: 40, created: saved.slot.created, updated: saved.slot.updated });
    expect(imported.slot.id).not.toBe('s');
    const back = await elsewhere.load(imported.slot.id);
    if (!back.ok) throw new Error(back.reason);
    expect(canonicalJson(back.history.state)).toBe(canonicalJson(c.state));
    // the file survives being pretty-printed
    expect((await elsewhere.importText(JSON.stringify(JSON.parse(exported.text), null, 2))).ok).toBe(true);
  });

  it('missing slots, bad ids and bad names are refused without a write', async () => {
    const c = playLegal(3);
    const backend = memoryBackend();
    const store = storeOver(backend);
    expect(refused(await store.load('nope')).code).toBe('missing');
    expect(refused(await store.load('../slot')).code).toBe('missing');
    expect(refused(await store.remove('nope')).code).toBe('missing');
    expect(refused(await store.exportSlot('nope')).code).toBe('missing');
    expect(refused(await store.save('bad id', c.setup, c.actions, c.state)).code).toBe('name');
    expect(refused(await store.save('s', c.setup, c.actions, c.state, '   ')).code).toBe('name');
    expect(refused(await store.importText(42 as unknown as string)).code).toBe('damaged');
    expect(refused(await store.importText('{"format":"tabletop-campaign"')).code).toBe('damaged');
    expect(backend.data.size).toBe(0);
  });

  it('a save larger than MAX_SAVE_BYTES is refused, and a larger file is not opened', async () => {
    const c = playLegal(3);
    const backend = memoryBackend();
    const store = storeOver(backend);
    const huge = { ...c.setup, note: 'x'.repeat(MAX_SAVE_BYTES) } as BgSetup;
    const bloated = createCampaignStore({ ...blackGate, setupOf: undefined }, backend);
    expect(refused(await bloated.save('s', huge, c.actions, c.state)).code).toBe('too-big');
    expect(refused(await store.importText(' '.repeat(MAX_SAVE_BYTES + 1))).code).toBe('too-big');
    expect(backend.data.size).toBe(0);
  });

  it('remove drops the slot and its copies', async () => {
    const c = playLegal(3);
    const backend = memoryBackend();
    const store = storeOver(backend);
    await store.save('s', c.setup, c.actions, c.state, 'A');
    await store.save('s', c.setup, c.actions, c.state, 'A');
    expect((await store.remove('s')).ok).toBe(true);
    expect(backend.data.size).toBe(0);
    expect(await store.list()).toEqual([]);
  });

  it('leaves the Deathmaze store’s keys in the same backend byte for byte as they were', async () => {
    const backend = memoryBackend();
    const delves = createSaveStore(backend, { persistence: null });
    const d = playDelve(11, { cap: 40 });
    expect((await delves.save('dm', d.setup, d.actions, d.states[d.states.length - 1]!, 'Delve')).ok).toBe(true);
    expect((await delves.autosave(d.setup, d.actions, d.states[d.states.length - 1]!)).ok).toBe(true);
    await delves.flush();
    const theirs = await dump(backend);
    expect(theirs.length).toBeGreaterThan(0);

    const store = storeOver(backend);
    const c = playLegal(20);
    await store.save('dm', c.setup, c.actions, c.state, 'Same id');
    await store.autosave(c.setup, c.actions, c.state);
    const exported = await store.exportSlot('dm');
    if (!exported.ok) throw new Error(exported.reason);
    await store.importText(exported.text);
    expect((await store.load('autosave')).ok).toBe(true);
    await store.remove('dm');
    expect((await store.list()).every((s) => s.ruleset === 'blackgate')).toBe(true);

    const after = (await dump(backend)).filter(([k]) => !k.startsWith('rs/'));
    expect(after).toEqual(theirs);
    // and the Deathmaze store sees none of the campaign's slots
    expect((await createSaveStore(backend, { persistence: null }).list()).map((s) => s.id).sort()).toEqual(['autosave', 'dm']);
  });

  it('storage that throws, or is full, is a refusal and never an exception', async () => {
    const c = playLegal(10);
    const inner = memoryBackend();
    const disk = faulty(inner);
    const store = storeOver(disk);
    expect((await store.save('s', c.setup, c.actions.slice(0, 5), playLegal(5).state, 'Run')).ok).toBe(true);
    const before = await dump(inner);

    // full after the spare copy: the pointer write fails, the slot loads as it was
    disk.failWritesAfter(1, quotaError());
    const full = refused(await store.save('s', c.setup, c.actions, c.state));
    expect(full.code).toBe('storage');
    expect(full.reason).toMatch(/full/);
    disk.failWritesAfter(null);
    const back = await store.load('s');
    if (!back.ok) throw new Error(back.reason);
    expect(back.actions.length).toBe(5);

    disk.failWritesAfter(0);
    expect(refused(await store.autosave(c.setup, c.actions, c.state)).code).toBe('storage');
    disk.failWritesAfter(null);

    disk.dropNext(1, new Error('disk on fire'));
    expect(refused(await store.load('s')).code).toBe('storage');
    disk.dropNext(1, new Error('disk on fire'));
    expect(refused(await store.remove('s')).code).toBe('storage');
    disk.dropNext(1, new Error('disk on fire'));
    expect(await store.list()).toEqual([]);
    expect((await store.list()).map((s) => s.id)).toEqual(['s']);

    const blocked: StorageBackend = { ...inner, ready: () => Promise.reject(new Error('blocked')) };
    // storage that will not open at all: the campaign goes on in memory, and the disk is never touched
    const nowhere = storeOver(blocked);
    expect(refused(await nowhere.load('s')).code).toBe('missing');
    expect(await nowhere.list()).toEqual([]);
    expect((await nowhere.save('s', c.setup, c.actions, c.state)).ok).toBe(true);
    expect(nowhere.kept).toBe('memory');
    expect((await dump(inner)).filter(([k]) => k.includes('slot/s'))).toEqual(before.filter(([k]) => k.includes('slot/s')));
  });

  it('property: any prefix of a campaign, the ruleset’s player or random legal moves, saves and loads back to its state', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 80 }), fc.integer(), fc.boolean(), async (seed, length, pick, byPolicy) => {
        const setup: BgSetup = { ...SETUP, seed };
        let c: Campaign;
        if (byPolicy) c = playPolicy(length, setup, pick);
        else {
          // random legal moves end a campaign early as often as not: take what was played
          let n = length;
          for (;;) {
            try {
              c = playLegal(n, pick, setup);
              break;
            } catch {
              n = Math.floor(n / 2);
            }
          }
        }
        const backend = memoryBackend();
        const saved = await createCampaignStore(blackGate, backend).save('p', c.setup, c.actions, c.state, 'P');
        if (!saved.ok) throw new Error(`seed ${seed}: ${saved.reason}`);
        expect(saved.slot.finished).toBe(blackGate.isOver(c.state));
        const back = await createCampaignStore(blackGate, backend).load('p');
        if (!back.ok) throw new Error(`seed ${seed}, pick ${pick}: ${back.reason}`);
        expect(canonicalJson(back.history.state)).toBe(canonicalJson(c.state));
        expect(canonicalJson(back.actions)).toBe(canonicalJson(c.actions));
      }),
      { numRuns: 25 },
    );
  });
});
