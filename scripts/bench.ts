/**
 * Benchmarks over the rules engine. Prints figures; judges nothing (the machines are shared
 * and noisy). Run with `npm run bench`.
 */
import { exploreAtRandom } from '../src/rules/autoplay';
import { apply, legalPlacements, newGame, type GameState } from '../src/rules/game';
import { seedDice } from '../src/rules/dice';
import { chitsOnBoard } from '../src/rules/maze';
import { standardParty } from '../src/rules/builders';

const fmt = (n: number, digits = 3) => n.toFixed(digits);

/** Walks a seeded maze until it has at least `chits` chits and a chit is in hand. */
function mazeInHand(seed: number, chits: number): GameState | null {
  let state = newGame({ seed, party: standardParty(4) }).state;
  const rng = seedDice(`bench-${seed}`);
  for (let i = 0; i < 20_000; i++) {
    if (state.phase.kind === 'place' && chitsOnBoard(state.maze) >= chits) return state;
    const a = exploreAtRandom(state, rng);
    if (!a) return null;
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
    const rng = seedDice(`walk-${seed}`);
    for (let i = 0; i < 600; i++) {
      const a = exploreAtRandom(state, rng);
      if (!a) break;
      state = apply(state, a).state;
      steps++;
    }
  }
  const s = (performance.now() - t0) / 1000;
  console.log(`exploration: ${steps} steps in ${fmt(s, 2)} s = ${fmt(steps / s, 0)} steps/s (one core)`);
}

benchLegalPlacements();
benchExploration();
