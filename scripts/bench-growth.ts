/**
 * The growth table (issue 13, "Costs that must stay flat"): what one operation costs a player
 * on delves of 50, 200, 800 and 2 000 actions, and the ratio of 2 000 to 50. Prints figures;
 * judges nothing.
 *
 * The delves are random wanderers' (scripts/bench-harness/wanderer.ts): real seeded delves,
 * each length a prefix of the same delves. Everything runs in Node, through the table's own
 * session (src/session.ts: the controller and the save store over localforage, on
 * fake-indexeddb) with the log panel's recorder running, as the HUD keeps it running in the
 * browser (src/ui/hudBar.ts). Columns, each per operation:
 *
 * - apply, legalActions: the engine, on the states just before that length;
 * - decide: the autoplay policy's one decision (`playSensibly`, what "decide for me" calls);
 * - autosave: from `store.autosave` (with the checkpoint the controller passes) until its keys
 *   are written: read the slot's record, validate and encode the new actions, hash, write (all
 *   of it main-thread work in Node, where fake-indexeddb and even Web Crypto's digest run on the
 *   main thread; in a browser the digest and the disk are elsewhere);
 * - load: `store.load(slot)`, Continue's read of the slot the autosaves above wrote
 *   (src/store/journal.ts: checksum, checkpoint, the actions after it replayed);
 * - resume: Continue as the title does it, `store.load(slot)` then `controller.resume`,
 *   the recorder rebuilding the log meanwhile (not counted: the autosave the resume asks for,
 *   and the proof of the steps before the checkpoint, run in idle slices afterwards and printed
 *   after the table with the import of the save file, `decodeSave`, which replays it whole);
 * - undo: `controller.undo()` after readying the other weapon (a decision that reveals
 *   nothing), with the recorder; not counted: the autosave it asks for;
 * - Watch: from the title, `controller.watch(setup, actions)` then `stepTo` the middle step,
 *   with the recorder;
 * - size: the save file as the store writes it.
 *
 * The figures are CPU time (process.cpuUsage: what the operation costs a core, whatever else
 * the machine runs), the engine's calls averaged over ten in a row; wall-clock medians follow
 * the table. The lengths take turns round by round, so a change of load hits them alike.
 *
 *   npm run bench -- --growth [--rounds 5] [--delves 3]
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { playSensibly } from '../src/games/deathmaze/autoplay';
import { seedDice } from '../src/games/deathmaze/dice';
import { apply, legalActions, type Action } from '../src/games/deathmaze/game';
import { chitsOnBoard } from '../src/games/deathmaze/board/maze';
import { byteLength, decodeSave, encodeSave } from '../src/store/format';
import { CHECKPOINT_INTERVAL } from '../src/engine/history';
import { quietDelve } from './bench-harness/boards';
import { longDelves, type RecordedDelve } from './bench-harness/wanderer';
import { median, p95 } from './bench-harness/stats';

export const GROWTH_LENGTHS = [50, 200, 800, 2000] as const;

export interface GrowthOptions {
  /** Rounds over every length and delve. */
  rounds: number;
  /** Wanderers' delves to measure on. */
  delves: number;
  /** Also the quiet walks' saves at 100 chits (scripts/bench.ts prints them in more detail). */
  quietSizes: boolean;
}

const COLUMNS = ['apply', 'legalActions', 'decide', 'autosave', 'load', 'resume', 'undo', 'Watch'] as const;
/** Measured too, printed after the table: the idle proof after Continue, and a file imported. */
const EXTRAS = ['proof', 'import'] as const;
type Column = (typeof COLUMNS)[number];

/** Engine calls timed per length and delve in each round: the states just before that length. */
const WINDOW = 25;
/** Each engine sample is the mean of this many calls in a row (one call is too short for the clock). */
const REPEAT = 10;
const AUTOSAVES_PER_ROUND = 4;

/** The machine is shared: figures mean little without the load they were taken under. */
export const loadAverage = (): string =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

/** The table's session in Node: IndexedDB from fake-indexeddb, installed before localforage looks for it. */
async function openSession() {
  await import('./bench-harness/fakeIndexedDb');
  const { bus } = await import('../src/bus');
  const { controller, store, port } = await import('../src/session');
  const { logGroups, mountLog, startLogRecorder } = await import('../src/ui/logPanel');
  mountLog(port); // the log panel reads the delve through the table's port, as on the page
  return { bus, controller, store, startLogRecorder, logGroups };
}

interface Took {
  /** CPU milliseconds of the process. */
  cpu: number;
  wall: number;
}

function startClock(): () => Took {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  return () => {
    const wall = performance.now() - t0;
    const c = process.cpuUsage(c0);
    return { cpu: (c.user + c.system) / 1000, wall };
  };
}

function timeSync(fn: () => unknown, repeat = 1): Took {
  const stop = startClock();
  for (let i = 0; i < repeat; i++) fn();
  const t = stop();
  return { cpu: t.cpu / repeat, wall: t.wall / repeat };
}

async function timeAsync(fn: () => Promise<unknown>): Promise<Took> {
  const stop = startClock();
  await fn();
  return stop();
}

const ms = (n: number): string => (n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n >= 1 ? n.toFixed(2) : n.toFixed(3));
const times = (n: number): string => `${n.toFixed(n >= 10 ? 0 : 1)}x`;

export async function benchGrowth({ rounds, delves: count, quietSizes }: GrowthOptions): Promise<void> {
  const first = GROWTH_LENGTHS[0];
  const longest = GROWTH_LENGTHS[GROWTH_LENGTHS.length - 1]!;
  const made = startClock();
  const delves = longDelves(count, longest);
  const madeIn = made().wall / 1000;
  const { bus, controller, store, startLogRecorder, logGroups } = await openSession();
  await store.ready();
  startLogRecorder();

  const samples = new Map<Column | (typeof EXTRAS)[number], Map<number, Took[]>>([...COLUMNS, ...EXTRAS].map((c) => [c, new Map(GROWTH_LENGTHS.map((n) => [n, []]))]));
  const prefixes = new Map<RecordedDelve, Map<number, Action[]>>();
  const prefix = (d: RecordedDelve, k: number): Action[] => {
    let m = prefixes.get(d);
    if (!m) prefixes.set(d, (m = new Map<number, Action[]>()));
    let p = m.get(k);
    if (!p) m.set(k, (p = d.actions.slice(0, k)));
    return p;
  };
  const texts = new Map<string, string>();
  const saveText = async (d: RecordedDelve, k: number): Promise<string> => {
    const key = `${String(d.setup.seed)}/${k}`;
    let t = texts.get(key);
    if (t === undefined) texts.set(key, (t = await encodeSave({ setup: d.setup, actions: prefix(d, k), state: d.states[k]! })));
    return t;
  };
  /**
   * Where a delve is measured for length n: its first step from n on where the party explores,
   * so that an undoable decision is at hand (at most a fight's length past n).
   */
  const exploring = (d: RecordedDelve, n: number): number => {
    let i = n;
    while (i < d.actions.length && d.states[i]!.phase.kind !== 'explore') i++;
    if (d.states[i]?.phase.kind !== 'explore') throw new Error(`Delve ${String(d.setup.seed)} does not explore after step ${n}.`);
    return i;
  };
  const measuredAt = new Map<number, number[]>(GROWTH_LENGTHS.map((n) => [n, delves.map((d) => exploring(d, n))]));

  const sample = async (n: number, j: number, timed: boolean): Promise<void> => {
    const d = delves[j]!;
    const m = measuredAt.get(n)![j]!;
    const keep = (c: Column | (typeof EXTRAS)[number], t: Took): void => {
      if (timed) samples.get(c)!.get(n)!.push(t);
    };
    // the engine and the policy, on the states just before
    for (let k = m - WINDOW; k < m; k++) {
      const s = d.states[k]!;
      const a = d.actions[k]!;
      keep('apply', timeSync(() => apply(s, a), REPEAT));
      keep('legalActions', timeSync(() => legalActions(s), REPEAT));
      const rng = seedDice(`decide-${k}`);
      keep('decide', timeSync(() => playSensibly(s, rng), REPEAT));
    }

    // autosave: consecutive saves of one delve, m - 1 and m actions in turn (the slot already
    // holds it), each with the latest checkpoint before its last step, as the controller passes its history's
    const checkpoint = (k: number) => {
      const step = Math.max(0, Math.floor((k - 1) / CHECKPOINT_INTERVAL)) * CHECKPOINT_INTERVAL;
      return { step, state: d.states[step]! };
    };
    const delve = `bench-${String(d.setup.seed)}`;
    // each delve autosaves into a slot of its own (the autosave slot holds the first): Continue reads that one
    const first = await store.autosave(d.setup, prefix(d, m - 2), d.states[m - 2]!, delve, checkpoint(m - 2));
    if (!first.ok) throw new Error(`The bench's own autosave was refused: ${first.reason}`);
    const slot = first.slot.id;
    await store.flush();
    for (let i = 0; i < AUTOSAVES_PER_ROUND; i++) {
      const k = i % 2 === 0 ? m - 1 : m;
      const actions = prefix(d, k);
      keep(
        'autosave',
        await timeAsync(async () => {
          void store.autosave(d.setup, actions, d.states[k]!, delve, checkpoint(k));
          await store.flush();
        }),
      );
    }

    // load: Continue's read of the slot the autosaves wrote
    keep(
      'load',
      await timeAsync(async () => {
        const out = await store.load(slot);
        if (!out.ok || out.actions.length !== m) throw new Error(`The bench's own save did not load: ${out.ok ? 'not its length' : out.reason}`);
      }),
    );
    // import: the save file's text read back and checked the whole way
    const text = await saveText(d, m);
    keep(
      'import',
      await timeAsync(async () => {
        const out = await decodeSave(text);
        if (!out.ok) throw new Error(`The bench's own save was refused: ${out.reason}`);
      }),
    );

    // resume: Continue from the title (the delve's slot holds it at m)
    bus.emit('intent:title');
    keep(
      'resume',
      await timeAsync(async () => {
        const loaded = await store.load(slot);
        if (!loaded.ok) throw new Error(`The bench's own save did not load: ${loaded.reason}`);
        controller.resume(loaded);
      }),
    );
    if (controller.actions.length !== m || logGroups().length !== m + 1 || logGroups()[0]?.title === 'The delve so far') {
      throw new Error('Continue did not put the delve back with its log grouped by action.');
    }
    // the proof of the steps before the checkpoint, in idle slices (CPU: the slices, and little else)
    keep(
      'proof',
      await timeAsync(async () => {
        while (controller.steps?.unverified) await new Promise((r) => setTimeout(r, 0));
      }),
    );
    if (controller.steps?.disproven) throw new Error('The proof of the bench’s own save failed.');
    await store.flush();

    // undo: ready the other weapon (no die, no chit), then take it back
    const who = controller.state!.party.adventurers.find((a) => a.alive && a.weapons.length > 1)!;
    if (!controller.act({ type: 'ready', who: who.id, weapon: who.ready === 0 ? 1 : 0 })) throw new Error('The bench could not ready a weapon.');
    await store.flush();
    let undone = false;
    keep('undo', timeSync(() => (undone = controller.undo())));
    if (!undone || controller.actions.length !== m) throw new Error('The undo was refused.');
    await store.flush();

    // Watch, from the title: the delve's replay, then its middle step
    bus.emit('intent:title');
    const actions = prefix(d, m);
    keep(
      'Watch',
      timeSync(() => {
        if (!controller.watch(d.setup, actions)) throw new Error('The replay was refused.');
        controller.stepTo(Math.floor(m / 2));
      }),
    );
    controller.stopWatching();
    await store.flush();
  };

  // the code warmed up on the shorter lengths, untimed
  for (const n of GROWTH_LENGTHS.slice(0, 2)) for (let j = 0; j < delves.length; j++) await sample(n, j, false);
  const loadBefore = loadAverage();
  const run = startClock();
  for (let r = 0; r < rounds; r++) for (const n of GROWTH_LENGTHS) for (let j = 0; j < delves.length; j++) await sample(n, j, true);
  const took = run();

  const sizes = new Map<number, number>();
  for (const n of GROWTH_LENGTHS) {
    const each = await Promise.all(delves.map((d, j) => saveText(d, measuredAt.get(n)![j]!)));
    sizes.set(n, each.reduce((a, t) => a + byteLength(t), 0) / each.length / 1024);
  }

  const seeds = delves.map((d) => String(d.setup.seed)).join(', ');
  console.log(
    `growth: ${delves.length} random wanderers' delves (seeds ${seeds}; four veterans, Advanced Game; made in ${madeIn.toFixed(1)} s), ${rounds} rounds in ${(took.wall / 1000).toFixed(0)} s ` +
      `(CPU ${(took.cpu / 1000).toFixed(0)} s); load average ${loadBefore} before, ${loadAverage()} after; Node ${process.version}`,
  );
  const where = GROWTH_LENGTHS.map((n) => measuredAt.get(n)!.join('/')).join(', ');
  console.log(`each delve measured at its first step from the length on where the party explores: ${where} actions; CPU ms per operation, median / p95`);
  const of = (c: Column | (typeof EXTRAS)[number], n: number, k: keyof Took = 'cpu'): number[] => samples.get(c)!.get(n)!.map((t) => t[k]);
  const head = ['actions', ...COLUMNS, 'save KiB'];
  const rows: string[][] = GROWTH_LENGTHS.map((n) => [String(n), ...COLUMNS.map((c) => `${ms(median(of(c, n)))} / ${ms(p95(of(c, n)))}`), sizes.get(n)!.toFixed(1)]);
  const ratio = (c: Column, f: (xs: number[]) => number, k: keyof Took = 'cpu'): number => f(of(c, longest, k)) / f(of(c, first, k));
  rows.push([`${longest}/${first}`, ...COLUMNS.map((c) => `${times(ratio(c, median))} / ${times(ratio(c, p95))}`), times(sizes.get(longest)! / sizes.get(first)!)]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]): string => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const r of rows) console.log(line(r));

  console.log(
    `wall clock, median at ${first} -> ${longest} (ratio): ` +
      COLUMNS.map((c) => `${c} ${ms(median(of(c, first, 'wall')))} -> ${ms(median(of(c, longest, 'wall')))} (${times(ratio(c, median, 'wall'))})`).join(', '),
  );
  console.log(
    `goals at ${longest} actions: autosave ${times(ratio('autosave', median))} its time at ${first} (goal <= 1.5x), p95 ${ms(p95(of('autosave', longest)))} ms (goal <= 5 ms); ` +
      `resume ${times(ratio('resume', median))} (goal <= 2x); undo ${times(ratio('undo', median))} and Watch ${times(ratio('Watch', median))} (goal: flat)`,
  );
  console.log(
    `not in the table, CPU ms median at ${first} -> ${longest}: ` +
      EXTRAS.map((c) => `${c === 'proof' ? 'the proof of the steps before the checkpoint after Continue (idle slices of 8 ms)' : 'import of the save file (decodeSave, replayed whole)'} ${ms(median(of(c, first)))} -> ${ms(median(of(c, longest)))}`).join('; '),
  );
  await saveSizesAt100(delves, quietSizes);
}

/**
 * The save after 100 chits laid (goal <= 32 KiB). With every die at 6 (scripts/bench-harness/boards.ts:
 * no traps, no monsters) a walk gets there in a few hundred actions heading for the nearest
 * opening, as the autoplay policy explores (which itself turns home past 60 chits), or in about
 * 2 000 wandering at random; and the real delves of the table above, when they get there.
 */
async function saveSizesAt100(delves: readonly RecordedDelve[], quiet: boolean): Promise<void> {
  const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
  const parts: string[] = [];
  for (const walker of quiet ? (['purposeful', 'random'] as const) : []) {
    const { setup, actions, state } = quietDelve(100, walker);
    const text = await encodeSave({ setup, actions, state });
    parts.push(`${walker === 'purposeful' ? "the policy's way (nearest opening)" : 'a random wanderer'} ${kib(byteLength(text))} (${actions.length} actions)`);
  }
  const real: string[] = [];
  for (const d of delves) {
    const k = d.states.findIndex((s) => chitsOnBoard(s.maze) >= 100);
    if (k < 0) continue;
    real.push(`${kib(byteLength(await encodeSave({ setup: d.setup, actions: d.actions.slice(0, k), state: d.states[k]! })))} (${k} actions)`);
  }
  const quietPart = parts.length > 0 ? `quiet dice, ${parts.join(', ')}; ` : '';
  console.log(`save after 100 chits laid (goal <= 32 KiB): ${quietPart}the real wanderers above: ${real.length > 0 ? real.join(', ') : 'none got there'}`);
}
