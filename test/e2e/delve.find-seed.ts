/**
 * Finds seeds for the whole-delve browser test: `node scripts/run.mjs test/e2e/delve.find-seed.ts [from] [count]`.
 * Plays delve.plan.ts headlessly, with the controller's "decide for me" stream, and prints the
 * seeds whose delve is short, fights one round by hand, and ends with the party out alive.
 */
import { seedDice } from '../../src/games/deathmaze/dice';
import { apply, newGame } from '../../src/games/deathmaze/game';
import { delveSetup, newMemory, planStep, type Control } from './delve.plan';

export interface Played {
  steps: number;
  byHand: Record<Control['by'], number>;
  result: string;
  chits: number;
  handAttacks: number;
}

export function playPlan(seed: number, limit = 200): Played {
  let { state } = newGame(delveSetup(seed));
  const policy = seedDice(`policy-${seed}-0`);
  const memory = newMemory();
  const byHand: Record<Control['by'], number> = { place: 0, move: 0, leave: 0, fight: 0, lineUp: 0, attack: 0, decide: 0 };
  let steps = 0;
  for (; steps < limit; steps++) {
    const next = planStep(state, policy, memory);
    if (!next) break;
    byHand[next.control.by]++;
    state = apply(state, next.action).state;
  }
  const result = state.phase.kind === 'over' ? state.phase.reason : `unfinished (${state.phase.kind})`;
  return { steps, byHand, result, chits: Object.keys(state.maze.chits).length, handAttacks: byHand.attack };
}

if (process.argv[1]?.includes('delve.find-seed')) {
  const from = Number(process.argv[2] ?? 1);
  const count = Number(process.argv[3] ?? 2000);
  for (let seed = from; seed < from + count; seed++) {
    const p = playPlan(seed);
    const good = p.result === 'escaped' && p.byHand.fight === 1 && p.handAttacks >= 2 && p.byHand.place >= 3 && p.steps <= 45;
    if (good) console.log(seed, JSON.stringify(p));
  }
}
