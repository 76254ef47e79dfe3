/**
 * The Black Gate's growth table (issue 13, costs that must stay flat): what one step of the table
 * costs on campaigns of growing length, and the ratio of the longest to the shortest. The
 * campaigns are the ruleset's own player's from fixed seeds, the longest of a batch, cut to each
 * length; everything runs through the kernel (the campaign session's history, the campaign
 * store over memory). Columns, per operation, CPU milliseconds (process.cpuUsage):
 *
 * - legal: the legal list at that length (what the dock lists after every step);
 * - play: one step played into the history (apply, the invariants not checked);
 * - autosave: `store.autosave` of the whole campaign (encode, hash, write);
 * - load: `store.load` of that save (checksum, replay from the checkpoint);
 * - watch: the tape's `stateAt` for the middle step (Watch's slider);
 * - size: the save as written.
 *
 *   npm run bench -- --campaign [--rounds 5]
 */
import { performance } from 'node:perf_hooks';
import { legalActions } from '../src/engine/driver';
import { History } from '../src/engine/history';
import { playOut } from '../src/engine/runners';
import { blackGate, type BgAction, type BgSetup } from '../src/games/blackgate';
import { memoryBackend } from '../src/store/backend';
import { createCampaignStore } from '../src/store/campaignStore';

const setupOf = (seed: number): BgSetup => ({ ruleset: 'blackgate', seed, request: { heroes: ['gislan', 'almuric', 'curvenol'], initiateRaces: ['human', 'elf', 'dwarf'] } });

/** CPU ms of `fn`, the mean of `n` calls. */
async function cpu(n: number, fn: () => unknown): Promise<number> {
  const t = process.cpuUsage();
  for (let i = 0; i < n; i++) await fn();
  const d = process.cpuUsage(t);
  return (d.user + d.system) / 1000 / n;
}

export async function benchCampaign(rounds = 3): Promise<void> {
  const t0 = performance.now();
  // the longest campaign of forty seeds, and every length a prefix of it
  let longest: { setup: BgSetup; actions: BgAction[] } = { setup: setupOf(1), actions: [] };
  for (let seed = 1; seed <= 40; seed++) {
    const played = playOut(blackGate, setupOf(seed), `bench-${seed}`, { check: false, maxActions: 3000 });
    if (played.actions.length > longest.actions.length) longest = { setup: setupOf(seed), actions: played.actions };
  }
  const top = longest.actions.length;
  const lengths = [50, 100, 200, 400].filter((n) => n <= top);
  if (lengths.at(-1) !== top && top > lengths.at(-1)!) lengths.push(top);
  const rows = new Map<number, Record<string, number[]>>();
  for (const n of lengths) rows.set(n, { legal: [], play: [], autosave: [], load: [], watch: [], size: [] });
  for (let r = 0; r < rounds; r++) {
    for (const n of lengths) {
      const row = rows.get(n)!;
      const actions = longest.actions.slice(0, n);
      const history = History.replay(blackGate, longest.setup, actions.slice(0, -1));
      row.legal!.push(await cpu(10, () => legalActions(blackGate, history.state)));
      row.play!.push(await cpu(1, () => history.play(actions[n - 1]!)));
      const store = createCampaignStore(blackGate, memoryBackend());
      row.autosave!.push(await cpu(3, () => store.autosave(longest.setup, actions, history.state)));
      row.load!.push(await cpu(3, () => store.load('autosave')));
      row.watch!.push(await cpu(3, () => history.stateAt(Math.floor(n / 2))));
      const file = await store.exportSlot('autosave');
      row.size!.push(file.ok ? file.text.length / 1024 : NaN);
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const cols = ['legal', 'play', 'autosave', 'load', 'watch', 'size'];
  console.log(`Black Gate growth: the longest of 40 campaigns (seed ${longest.setup.seed}, ${top} actions), cut to ${lengths.join(', ')}; CPU ms a call (median of ${rounds} rounds), size in KiB`);
  console.log(['actions', ...cols].map((c) => c.padStart(10)).join(''));
  for (const n of lengths) console.log([String(n), ...cols.map((c) => median(rows.get(n)![c]!).toFixed(c === 'size' ? 1 : 3))].map((x) => x.padStart(10)).join(''));
  const first = rows.get(lengths[0]!)!;
  const last = rows.get(lengths.at(-1)!)!;
  console.log([`${lengths.at(-1)}/${lengths[0]}`, ...cols.map((c) => `${(median(last[c]!) / Math.max(1e-6, median(first[c]!))).toFixed(1)}×`)].map((x) => x.padStart(10)).join(''));
  console.log(`(a length ${(lengths.at(-1)! / lengths[0]!).toFixed(0)}× as long: a flat cost stays near 1×, a linear one near ${(lengths.at(-1)! / lengths[0]!).toFixed(0)}×; ${((performance.now() - t0) / 1000).toFixed(1)} s)`);
}
