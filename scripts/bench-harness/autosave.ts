/**
 * The autosave bench's page: the game's controller over the real save store (localforage on
 * IndexedDB, in a database of its own), with no scenes, playing delves by "decide for me" and
 * timing every autosave it asks for.
 *
 *   autosave.html, then `await __autosaveBench.run(200)`
 *
 * Per action it measures, from the moment the controller calls `store.autosave`:
 * - call: the call itself (the controller waits for nothing more);
 * - inputPath: the call plus the promise work the save chain runs before the browser gets the
 *   thread back, i.e. what the action's input event pays for the save;
 * - longestSlice: the longest stretch the main thread was busy while the write went on (a
 *   MessageChannel ping loop measures the gaps);
 * - written: until both keys of the slot are written (`store.flush()`);
 * - busy: the call plus every stretch of 0.25 ms or more the thread was held until then (what
 *   the save costs the main thread in all).
 *
 * `runGrowth` does the same on the random wanderers' long delves (./wanderer.ts), at each length
 * asked for: the browser's side of the growth table (scripts/bench-growth.ts).
 */
import mitt from 'mitt';
import type { BusEvents } from '../../src/bus';
import { Controller } from '../../src/controller';
import { standardParty } from '../../src/games/deathmaze/builders';
import { localforageBackend } from '../../src/store/backend';
import { createSaveStore } from '../../src/store/store';
import { quietTrail } from './boards';
import { longDelves } from './wanderer';

export interface AutosaveSample {
  call: number;
  inputPath: number;
  longestSlice: number;
  written: number;
  busy: number;
  /** The length of the action list saved. */
  actions: number;
}

export interface GrowthRun {
  length: number;
  samples: AutosaveSample[];
  /** The save's size at that length, in bytes (the mean over the delves). */
  saveBytes: number;
}

export interface AutosaveRun {
  samples: AutosaveSample[];
  /** Delves played (a new one starts when the party dies or gets out). */
  delves: number;
  /** The larger of the autosave slot's two copies at the end, in bytes. */
  saveBytes: number;
  /** Chits on the table in the last game saved. */
  chits: number;
}

declare global {
  interface Window {
    __autosaveBench?: {
      /** `actions` actions of "decide for me" through the controller, new delves as needed. */
      run(actions: number): Promise<AutosaveRun>;
      /** The store's autosave alone, late in a long delve: the last `count` steps of a walk to 100 chits. */
      runLate(count: number): Promise<AutosaveRun>;
      /** The store's autosave alone on `delves` wanderers' delves at each of `lengths`, `rounds` times two saves. */
      runGrowth(lengths: number[], rounds: number, delves: number): Promise<GrowthRun[]>;
    };
  }
}

/** Starts timing the main thread's busy stretches; the returned function stops and gives them (ms). */
function watchSlices(from: number): () => number[] {
  const channel = new MessageChannel();
  const gaps: number[] = [];
  let last = from;
  let on = true;
  channel.port1.onmessage = () => {
    const now = performance.now();
    gaps.push(now - last);
    last = now;
    if (on) channel.port2.postMessage(null);
  };
  channel.port2.postMessage(null);
  return () => {
    on = false;
    channel.port1.onmessage = null;
    channel.port1.close();
    gaps.push(performance.now() - last);
    return gaps;
  };
}

type Store = ReturnType<typeof createSaveStore>;

async function openStore(name: string): Promise<{ store: Store; backend: ReturnType<typeof localforageBackend> }> {
  const backend = localforageBackend({ name });
  const store = createSaveStore(backend);
  await store.ready();
  return { store, backend };
}

async function savedBytes(backend: ReturnType<typeof localforageBackend>): Promise<number> {
  const a = await backend.getItem('copy/autosave/a');
  const b = await backend.getItem('copy/autosave/b');
  return Math.max(new Blob([a ?? '']).size, new Blob([b ?? '']).size);
}

/** Times one autosave from its call until both keys are written. */
async function timed(store: Store, save: () => void, callStart: () => number, callTime: () => number, actions: number): Promise<AutosaveSample> {
  save();
  const start = callStart();
  const call = callTime();
  const stop = watchSlices(start + call);
  await store.flush();
  const done = performance.now();
  const gaps = stop();
  const held = gaps.filter((g) => g >= 0.25).reduce((a, g) => a + g, 0);
  return { call, inputPath: call + (gaps[0] ?? 0), longestSlice: Math.max(...gaps), written: done - start, busy: call + held, actions };
}

async function run(count: number): Promise<AutosaveRun> {
  const { store, backend } = await openStore('deathmaze-bench');
  const controller = new Controller(mitt<BusEvents>(), store);

  let callStart = -1;
  let callTime = 0;
  const autosave = store.autosave.bind(store);
  store.autosave = (setup, actions, state) => {
    callStart = performance.now();
    const saved = autosave(setup, actions, state);
    callTime = performance.now() - callStart;
    return saved;
  };

  const party = standardParty(4);
  let seed = 0;
  const newDelve = async (): Promise<void> => {
    controller.start({ seed: ++seed, party });
    controller.seedPolicy(`bench-policy-${seed}`);
    await store.flush();
  };
  await newDelve();
  const samples: AutosaveSample[] = [];
  while (samples.length < count) {
    if (!controller.state || controller.state.phase.kind === 'over') {
      await newDelve();
      continue;
    }
    callStart = -1;
    let acted = false;
    const sample = await timed(store, () => (acted = controller.decide()), () => callStart, () => callTime, controller.actions.length + 1);
    if (!acted || callStart < 0) {
      await newDelve();
      continue;
    }
    samples.push(sample);
  }
  return { samples, delves: seed, saveBytes: await savedBytes(backend), chits: Object.keys(controller.state?.maze.chits ?? {}).length };
}

async function runLate(count: number): Promise<AutosaveRun> {
  const { store, backend } = await openStore('deathmaze-bench-late');
  const { delve, trail } = quietTrail(100, count);
  let callStart = 0;
  let callTime = 0;
  const samples: AutosaveSample[] = [];
  for (const step of trail) {
    const actions = delve.actions.slice(0, step.actions);
    const save = (): void => {
      callStart = performance.now();
      void store.autosave(delve.setup, actions, step.state);
      callTime = performance.now() - callStart;
    };
    samples.push(await timed(store, save, () => callStart, () => callTime, step.actions));
  }
  const last = trail[trail.length - 1];
  return { samples, delves: 1, saveBytes: await savedBytes(backend), chits: Object.keys(last?.state.maze.chits ?? {}).length };
}

async function runGrowth(lengths: number[], rounds: number, count: number): Promise<GrowthRun[]> {
  const { store, backend } = await openStore('deathmaze-bench-growth');
  const delves = longDelves(count, Math.max(...lengths));
  const out: GrowthRun[] = lengths.map((length) => ({ length, samples: [], saveBytes: 0 }));
  let callStart = 0;
  let callTime = 0;
  const saveAt = (d: (typeof delves)[number], k: number) => (): void => {
    const actions = d.actions.slice(0, k);
    callStart = performance.now();
    void store.autosave(d.setup, actions, d.states[k]!);
    callTime = performance.now() - callStart;
  };
  // a round untimed first: the code warm
  for (let r = -1; r < rounds; r++) {
    for (const row of out) {
      for (const d of delves) {
        const n = row.length;
        // the slot holds this delve already, as it would after the action before
        void store.autosave(d.setup, d.actions.slice(0, n - 2), d.states[n - 2]!);
        await store.flush();
        for (const k of [n - 1, n]) {
          const sample = await timed(store, saveAt(d, k), () => callStart, () => callTime, k);
          if (r >= 0) row.samples.push(sample);
        }
        if (r === 0) row.saveBytes += (await savedBytes(backend)) / delves.length;
      }
    }
  }
  return out;
}

window.__autosaveBench = { run, runLate, runGrowth };
