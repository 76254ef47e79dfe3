/**
 * The flat costs of the store (src/store/journal.ts, actionCode.ts): the autosave writes what a
 * whole save would, for the cost of what is new; Continue picks a delve up at its checkpoint and
 * proves the steps before it later; and a changed copy or checkpoint is refused, or passed over,
 * with nothing in storage touched.
 */
import mitt from 'mitt';
import { describe, expect, it } from 'vitest';
import type { BusEvents } from '../../src/bus';
import { Controller, UNPROVEN_MESSAGE } from '../../src/controller';
import type { DelveClaims } from '../../src/delveClaims';
import { CHECKPOINT_INTERVAL } from '../../src/engine/history';
import { ACTION_CODES, ACTION_MEMBERS, ActionChain, decodeAction, encodeAction } from '../../src/store/actionCode';
import { memoryBackend } from '../../src/store/backend';
import { canonicalJson, sha256Hex } from '../../src/store/checksum';
import { checksumOf, decodeSave, encodeSave } from '../../src/store/format';
import { Journal, resumeStored } from '../../src/store/journal';
import { AUTOSAVE_ID, createSaveStore, type Loaded } from '../../src/store/store';
import type { Action } from '../../src/games/deathmaze/game';
import { clock, dump, fullLog, playDelve, type Delve } from './helpers';

const long = playDelve('journal-long', { cap: 180 });
const checkpointOf = (d: Delve, k: number) => {
  const step = Math.max(0, Math.floor((k - 1) / CHECKPOINT_INTERVAL)) * CHECKPOINT_INTERVAL;
  return { step, state: d.states[step]! };
};

/** A store over memory that has autosaved `d` after each of its first `k` actions, with checkpoints, as the controller does. */
async function autosaved(d: Delve, k = d.actions.length) {
  const backend = memoryBackend();
  const store = createSaveStore(backend, { now: clock() });
  for (let i = 1; i <= k; i++) await store.autosave(d.setup, d.actions.slice(0, i), d.states[i]!, 'dv-journal', checkpointOf(d, i));
  return { backend, store };
}

const currentCopy = (backend: ReturnType<typeof memoryBackend>) => {
  const { current } = JSON.parse(backend.data.get(`slot/${AUTOSAVE_ID}`)!) as { current: string };
  return { copy: `copy/${AUTOSAVE_ID}/${current}`, check: `check/${AUTOSAVE_ID}/${current}` };
};

describe('actions as texts (schema 5)', () => {
  it('each kind keeps its code and its members’ order: they are the save format', () => {
    expect(ACTION_CODES).toMatchObject({ place: 'p', move: 'm', ready: 'r', attack: 'a', lineUp: 'lu', cast: 'ca', take: 't', reorganize: 're' });
    expect(new Set(Object.values(ACTION_CODES)).size).toBe(Object.keys(ACTION_CODES).length);
    expect(ACTION_MEMBERS.place).toEqual(['x', 'y', 'rot']);
    expect(ACTION_MEMBERS.take).toEqual(['item', 'who', 'slot']);
    expect(ACTION_MEMBERS.cast).toEqual(['who', 'spell', 'target', 'ring']);
    expect(Object.keys(ACTION_MEMBERS).sort()).toEqual(Object.keys(ACTION_CODES).sort());
  });

  it('every action of real delves reads back as it was, in a few bytes', () => {
    for (const d of [long, playDelve('journal-codes', { setup: { advanced: true } })]) {
      for (const a of d.actions) expect(decodeAction(encodeAction(a))).toEqual(a);
      const texts = d.actions.map(encodeAction).join('');
      expect(texts.length / d.actions.length).toBeLessThan(12);
    }
  });

  it('odd values survive: spaces, words that look like JSON, nulls, booleans, a member left out in the middle', () => {
    const odd = [
      { type: 'cast', who: 'a 1', spell: 'sleep', target: null, ring: true },
      { type: 'attack', who: 'true', target: 'null' },
      { type: 'use', who: 'a1', item: 2 },
      { type: 'take', item: 0, who: 'a2', slot: 1 },
      { type: 'charm', target: null },
    ] as unknown as Action[];
    for (const a of odd) {
      const text = encodeAction(a);
      expect(text).not.toMatch(/ {2}/);
      expect(decodeAction(text)).toEqual(a);
    }
    expect(() => decodeAction('zz 1')).toThrow(/no kind of action has the code "zz"/);
  });
});

describe('the autosave', () => {
  it('written action by action, taken back and played on, it is byte for byte the whole save', async () => {
    const journal = new Journal();
    const input = (k: number) => ({ setup: long.setup, actions: long.actions.slice(0, k), state: long.states[k]!, name: 'J', created: '2026-12-02T04:00:00.000Z', updated: '2026-12-02T04:01:00.000Z', delve: 'dv-journal' });
    const steps = [1, 2, 49, 50, 51, 120, 99, 100, 101, 180, 40, 180];
    for (const k of steps) expect(await journal.text(input(k)), `after ${k}`).toBe(await encodeSave(input(k)));
  });

  it('a laid chit changed in place between two saves is hashed as it is now, not as it was', async () => {
    const journal = new Journal();
    const state = structuredClone(long.states[120]!);
    const input = { setup: long.setup, actions: long.actions.slice(0, 120), state, created: '2026-12-02T04:00:00.000Z', updated: '2026-12-02T04:00:00.000Z', delve: 'dv-chit' };
    await journal.text(input);
    const chit = Object.values(state.maze.chits)[0]!;
    chit.pegged = chit.pegged + 1;
    const text = await journal.text(input);
    expect(text).toBe(await encodeSave(input));
    expect((await decodeSave(text)).ok || 'refused').toBe('refused');
    const env = JSON.parse(text) as Record<string, unknown>;
    expect(env.checksum).toBe(await checksumOf(env));
  });

  it('each action is validated once, when it is new: an action the schema refuses is refused then', async () => {
    const journal = new Journal();
    const base = { setup: long.setup, state: long.states[3]!, created: '2026-12-02T04:00:00.000Z', updated: '2026-12-02T04:00:00.000Z', delve: 'dv-x' };
    await journal.text({ ...base, actions: long.actions.slice(0, 3) });
    await expect(journal.text({ ...base, actions: [...long.actions.slice(0, 3), { type: 'teleport' } as unknown as Action] })).rejects.toThrow(/cannot be saved/);
  });

  it('keeps a checkpoint every 50 actions beside each copy', async () => {
    const { backend } = await autosaved(long);
    const { check } = currentCopy(backend);
    const kept = JSON.parse(backend.data.get(check)!) as { step: number; state: string };
    expect(kept.step).toBe(150);
    expect(canonicalJson(JSON.parse(kept.state))).toBe(canonicalJson(long.states[150]));
  });
});

describe('Continue', () => {
  it('picks the delve up at its checkpoint: the same delve, its first steps proven afterwards, the log then whole', async () => {
    const { store } = await autosaved(long);
    const loaded = (await store.load(AUTOSAVE_ID)) as Loaded;
    expect(loaded.ok).toBe(true);
    expect(loaded.actions).toEqual(long.actions);
    expect(canonicalJson(loaded.state)).toBe(canonicalJson(long.states.at(-1)));
    const h = loaded.history!;
    expect(h.unverified).toBe(true);
    // only the steps after the checkpoint were replayed: they tell their events already
    expect(h.eventsAt(long.actions.length)).toEqual(long.events.at(-1));
    expect(h.eventsAt(10)).toEqual([]);
    expect(h.verify()).toBe('done');
    expect(h.unverified).toBe(false);
    expect([...h.log]).toEqual(fullLog(long));
    expect(h.stateAt(37)).toEqual(long.states[37]);
  });

  it('a copy whose checksum holds loads exactly as the whole decode would', async () => {
    const { backend } = await autosaved(long);
    const { copy, check } = currentCopy(backend);
    const fast = await resumeStored(backend.data.get(copy)!, backend.data.get(check)!);
    const whole = await decodeSave(backend.data.get(copy)!);
    if (!fast || !whole.ok) throw new Error('both should load');
    expect(fast.decoded.save).toEqual(whole.save);
    fast.decoded.history.verify();
    expect(fast.decoded.log).toEqual(whole.log);
  });

  it('an action changed anywhere in the stored copy is refused as tampered, and storage is untouched', async () => {
    for (const at of [0, 37, 149, 150, 175]) {
      const { backend, store } = await autosaved(long);
      const { copy } = currentCopy(backend);
      // both copies changed: nothing to fall back on
      for (const c of ['a', 'b']) {
        const key = `copy/${AUTOSAVE_ID}/${c}`;
        const env = JSON.parse(backend.data.get(key)!) as { actions: string[] };
        env.actions[at] = env.actions[at] === 'm 0' ? 'm 1' : 'm 0';
        backend.data.set(key, JSON.stringify(env));
      }
      expect(backend.data.has(copy)).toBe(true);
      const before = await dump(backend);
      const r = await store.load(AUTOSAVE_ID);
      expect(r.ok, `action ${at}`).toBe(false);
      if (r.ok) continue;
      expect(r.code).toBe('tampered');
      expect(r.reason).toMatch(/^This save was changed after it was written \(its checksum does not match\).*Nothing was changed\.$/);
      expect(await dump(backend)).toEqual(before);
    }
  });

  it('a changed checkpoint is passed over: the copy is decoded the whole way, and still loads', async () => {
    const { backend, store } = await autosaved(long);
    const { check } = currentCopy(backend);
    const kept = JSON.parse(backend.data.get(check)!) as { step: number; seal: string; digest: string; state: string };
    const richer = JSON.parse(kept.state) as { party: { bezants: number } };
    richer.party.bezants += 500;
    // its digest left as it was, then made right again (by someone who knows the format)
    for (const digest of [kept.digest, await sha256Hex(`${JSON.stringify(richer)}\n${kept.seal}`)]) {
      backend.data.set(check, JSON.stringify({ ...kept, digest, state: JSON.stringify(richer) }));
      const before = await dump(backend);
      const loaded = (await store.load(AUTOSAVE_ID)) as Loaded;
      expect(loaded.ok).toBe(true);
      expect(loaded.history!.unverified).toBe(false);
      expect(canonicalJson(loaded.state)).toBe(canonicalJson(long.states.at(-1)));
      expect(await dump(backend)).toEqual(before);
    }
  });

  it('a forged copy and checkpoint that agree with each other: the proof of the first steps fails, the tab gives the delve up and writes nothing', async () => {
    const { backend, store } = await autosaved(long);
    const { copy, check } = currentCopy(backend);
    const kept = JSON.parse(backend.data.get(check)!) as { step: number; seal: string; digest: string; state: string };
    const forged = JSON.parse(kept.state) as { party: { bezants: number } };
    forged.party.bezants += 500;
    const forgedText = JSON.stringify(forged);
    backend.data.set(check, JSON.stringify({ ...kept, digest: await sha256Hex(`${forgedText}\n${kept.seal}`), state: forgedText }));
    // the snapshot the forged checkpoint leads to, the copy resealed
    const env = JSON.parse(backend.data.get(copy)!) as Record<string, unknown> & { snapshot: { party: { bezants: number } } };
    env.snapshot.party.bezants += 500;
    env.checksum = await checksumOf(env);
    backend.data.set(copy, JSON.stringify(env));

    const before = await dump(backend);
    const loaded = (await store.load(AUTOSAVE_ID)) as Loaded;
    expect(loaded.ok && loaded.history!.unverified).toBe(true);
    const events = mitt<BusEvents>();
    const claims: DelveClaims = { claim: () => Promise.resolve('owned'), takeOver: () => Promise.resolve(), release: () => undefined, onLost: () => () => undefined };
    const controller = new Controller(events, store, claims);
    const detached: string[] = [];
    events.on('game:detached', ({ reason }) => detached.push(reason));
    controller.resume(loaded);
    // a step taken while the proof runs is not written either
    controller.decide();
    await expect.poll(() => detached).toEqual([UNPROVEN_MESSAGE]);
    await store.flush();
    expect(await dump(backend)).toEqual(before);
    expect(controller.decide()).toBe(false);
  });

  it('once proven, the steps taken meanwhile are written', async () => {
    const { backend, store } = await autosaved(long, 160);
    const loaded = (await store.load(AUTOSAVE_ID)) as Loaded;
    const events = mitt<BusEvents>();
    const claims: DelveClaims = { claim: () => Promise.resolve('owned'), takeOver: () => Promise.resolve(), release: () => undefined, onLost: () => () => undefined };
    const controller = new Controller(events, store, claims);
    const proven: number[] = [];
    events.on('game:proven', ({ steps }) => proven.push(steps));
    controller.resume(loaded);
    for (let i = 160; i < 170; i++) expect(controller.act(long.actions[i]!)).toBe(true);
    // the log is told when the first steps are proved, so it draws them at once
    await expect.poll(() => proven.length).toBe(1);
    await expect.poll(async () => {
      await store.flush();
      const { copy } = currentCopy(backend);
      return (JSON.parse(backend.data.get(copy)!) as { actions: unknown[] }).actions.length;
    }).toBe(170);
    const again = (await store.load(AUTOSAVE_ID)) as Loaded;
    expect(again.actions).toEqual(long.actions.slice(0, 170));
  });
});

describe('the chain', () => {
  it('seals every 50 texts once; its digest changes with any text', () => {
    const texts = long.actions.map(encodeAction);
    const chain = ActionChain.ofTexts(texts);
    expect(chain.sealAt(50)).toMatch(/^[0-9a-f]{64}$/);
    expect(chain.sealAt(49)).toBeNull();
    expect(chain.sealAt(200)).toBeNull();
    const other = [...texts];
    other[3] = other[3] === 'm 0' ? 'm 1' : 'm 0';
    expect(ActionChain.ofTexts(other).digest()).not.toBe(chain.digest());
    expect(ActionChain.ofTexts(other).sealAt(150)).not.toBe(chain.sealAt(150));
  });
});
