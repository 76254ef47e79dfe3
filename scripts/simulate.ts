/**
 * Plays many seeded games headless and prints what happened. On an exception or a broken
 * invariant it prints the seed and action index that reproduce it and exits non-zero.
 *
 *   npm run simulate -- --games 200 --seed 1 [--steps 400] [--party 4]
 */
import { exploreAtRandom } from '../src/rules/autoplay';
import { seedDice } from '../src/rules/dice';
import { apply, newGame, type Action, type GameState } from '../src/rules/game';
import { brokenInvariants } from '../src/rules/invariants';
import { chitsOnBoard, openExits } from '../src/rules/maze';
import { standardParty } from '../src/rules/builders';
import { intArg, parseArgs } from './args';

const args = parseArgs(process.argv.slice(2));
const games = intArg(args, 'games', 200);
const firstSeed = intArg(args, 'seed', 1);
const maxSteps = intArg(args, 'steps', 400);
const partySize = intArg(args, 'party', 4);

let actions = 0;
let segments = 0;
let sealed = 0;
const t0 = performance.now();
for (let g = 0; g < games; g++) {
  const seed = firstSeed + g;
  let state: GameState = newGame({ seed, party: standardParty(partySize) }).state;
  const rng = seedDice(`simulate-${seed}`);
  let i = 0;
  let action: Action | null = null;
  try {
    for (; i < maxSteps; i++) {
      action = exploreAtRandom(state, rng);
      if (!action) break;
      state = apply(state, action).state;
      actions++;
      const broken = brokenInvariants(state);
      if (broken.length > 0) throw new Error(`broken invariant: ${broken.join('; ')}`);
    }
  } catch (e) {
    console.error(`FAILED: seed ${seed}, action index ${i} (${JSON.stringify(action)}): ${(e as Error).message}`);
    console.error(`Reproduce: npm run simulate -- --games 1 --seed ${seed} --steps ${maxSteps} --party ${partySize}`);
    process.exit(1);
  }
  segments += chitsOnBoard(state.maze);
  if (openExits(state.maze) === 0) sealed++;
}
const secs = (performance.now() - t0) / 1000;
console.log(`games: ${games} (seeds ${firstSeed}..${firstSeed + games - 1}), up to ${maxSteps} actions each, party of ${partySize}`);
console.log(`games/s: ${(games / secs).toFixed(1)}   actions/s: ${(actions / secs).toFixed(0)}   (${secs.toFixed(2)} s)`);
console.log(`average segments explored: ${(segments / games).toFixed(1)}   mazes left with no open exit: ${sealed}`);
