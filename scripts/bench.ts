/**
 * Benchmarks over the rules engine, then the growth table (scripts/bench-growth.ts), then the
 * browser's (scripts/bench-browser.ts, which gets every other argument). Prints figures; judges
 * nothing (the machines are shared and noisy).
 *
 *   npm run bench [-- --only bundle,autosave,drag] [--seconds 3] [--actions 200]
 *   npm run bench -- --growth [--rounds 5] [--delves 3]    the growth table alone
 *   npm run bench -- --campaign [--rounds 3]                the Black Gate's growth table alone (scripts/bench-campaign.ts)
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { exploreAtRandom } from '../src/games/deathmaze/autoplay';
import { apply, legalPlacements, newGame, type GameState } from '../src/games/deathmaze/game';
import { scriptedDice, seedDice } from '../src/games/deathmaze/dice';
import { chitsOnBoard } from '../src/games/deathmaze/board/maze';
import { quietFaces, standardParty } from '../src/games/deathmaze/builders';
import { byteLength, encodeSave } from '../src/store/format';
import { gzipSync } from 'node:zlib';
import { quietDelve } from './bench-harness/boards';
import { intArg, parseArgs } from './args';
import { benchCampaign } from './bench-campaign';
import { benchGrowth } from './bench-growth';

const fmt = (n: number, digits = 3) => n.toFixed(digits);

/** Keeps the quiet script topped up (a short script: the state is copied on every action). */
function topUp(state: GameState): void {
  if (state.dice.script && state.dice.script.length < 32) state.dice.script.push(...quietFaces(32));
}

/**
 * Walks a seeded maze until it has at least `chits` chits and a chit is in hand. Every die
 * shows 6 (no traps, no monsters), so the walk lays chits rather than fighting.
 */
function mazeInHand(seed: number, chits: number): GameState | null {
  let state = newGame({ seed, party: standardParty(4) }).state;
  state.dice = scriptedDice(quietFaces(64), seed);
  const rng = seedDice(`bench-${seed}`);
  for (let i = 0; i < 20_000; i++) {
    if (state.phase.kind === 'place' && chitsOnBoard(state.maze) >= chits) return state;
    const a = exploreAtRandom(state, rng);
    if (!a) return null;
    topUp(state);
    state = apply(state, a).state;
  }
  return null;
}

function benchLegalPlacements(): void {
  const samples: GameState[] = [];
  for (let seed = 1; samples.length < 20 && seed < 200; seed++) {
    const s = mazeInHand(seed, 100);
    if (s) samples.push(s);
  }
  const reps = 2000;
  let calls = 0;
  const t0 = performance.now();
  for (let r = 0; r < reps; r++) {
    for (const s of samples) {
      legalPlacements(s);
      calls++;
    }
  }
  const ms = (performance.now() - t0) / calls;
  const avgChits = samples.reduce((a, s) => a + chitsOnBoard(s.maze), 0) / samples.length;
  console.log(`legalPlacements on mazes of ${fmt(avgChits, 0)} chits (avg over ${samples.length} mazes, ${calls} calls): ${fmt(ms, 4)} ms per call  (goal <= 0.2 ms)`);
}

function benchExploration(): void {
  let steps = 0;
  const t0 = performance.now();
  for (let seed = 1; seed <= 40; seed++) {
    let state = newGame({ seed, party: standardParty(4) }).state;
    state.dice = scriptedDice(quietFaces(64), seed);
    const rng = seedDice(`walk-${seed}`);
    for (let i = 0; i < 600; i++) {
      const a = exploreAtRandom(state, rng);
      if (!a) break;
      topUp(state);
      state = apply(state, a).state;
      steps++;
    }
  }
  const s = (performance.now() - t0) / 1000;
  console.log(`exploration (no traps or monsters): ${steps} steps in ${fmt(s, 2)} s = ${fmt(steps / s, 0)} steps/s (one core)`);
}

/**
 * The save file of a delve with 100 chits on the table (the envelope `encodeSave` writes, as the
 * store keeps it and as an export downloads it). Real delves seldom get that far, so this one
 * explores with every die at 6 (scripts/bench-harness/boards.ts).
 */
async function benchSaveSize(): Promise<void> {
  const kib = (n: number) => `${fmt(n / 1024, 1)} KiB`;
  for (const walker of ['purposeful', 'random'] as const) {
    const { setup, actions, state } = quietDelve(100, walker);
    const text = await encodeSave({ setup, actions, state });
    const bytes = byteLength(text);
    const gz = gzipSync(text, { level: 9 }).length;
    const snapshot = byteLength(JSON.stringify(state));
    const list = byteLength(JSON.stringify(actions));
    const how = walker === 'purposeful' ? 'heading for the nearest unexplored opening' : 'wandering at random (exploreAtRandom)';
    console.log(
      `save after ${chitsOnBoard(state.maze)} placed chits, ${how}, ${actions.length} actions: ${kib(bytes)} as written, ${kib(gz)} gzipped  (goal <= 32 KiB); ` +
        `of which state snapshot ${kib(snapshot)}, action list ${kib(list)}`,
    );
  }
}

/** This script's own options; the rest go to the browser's benchmarks. */
const OWN = new Set(['growth', 'rounds', 'delves', 'campaign']);
const argv = process.argv.slice(2);
const args = parseArgs(argv);
const forwarded = argv.filter((a, i) => {
  const name = (x: string | undefined) => x?.slice(2).split('=')[0] ?? '';
  if (a.startsWith('--')) return !OWN.has(name(a));
  const before = argv[i - 1];
  return !(before?.startsWith('--') && !before.includes('=') && OWN.has(name(before)));
});
const growthOnly = args.growth !== undefined;
const growth = { rounds: intArg(args, 'rounds', growthOnly ? 5 : 2), delves: intArg(args, 'delves', 3), quietSizes: growthOnly };

if (args.campaign !== undefined) {
  await benchCampaign(intArg(args, 'rounds', 3));
} else if (growthOnly) {
  await benchGrowth(growth);
} else {
  benchLegalPlacements();
  benchExploration();
  await benchSaveSize();
  await benchGrowth(growth);
  await benchCampaign(growth.rounds);
  const tsx = path.resolve('node_modules/.bin/tsx');
  const browser = spawnSync(tsx, ['scripts/bench-browser.ts', ...forwarded], { stdio: 'inherit' });
  process.exitCode = browser.status ?? 1;
}
