/**
 * Finds the guided first delve (src/games/deathmaze/lesson.ts): plays seeded delves of the
 * lesson's party with a teacher's policy (the sensible player, who talks before fighting and
 * goes home once everything has been shown) and prints the shortest whose steps show every
 * lesson in order — chits laid, a trap dealt with, a negotiation, a fight of two rounds or more
 * with a reorganisation phase, an item taken — and end with the whole party out of the maze.
 * Run it again when a change to the rules makes the lesson's test fail:
 *
 *   node scripts/run.mjs scripts/find-lesson.ts [--seeds 4000] [--max-actions 70]
 *
 * and paste the printed seed and actions into the lesson.
 */
import { playSensibly, firstStepToward } from '../src/games/deathmaze/autoplay';
import { seedDice, type DiceState } from '../src/games/deathmaze/dice';
import { apply, legalActions, newGame, type Action, type GameState } from '../src/games/deathmaze/game';
import { LESSON, LESSON_POLICY_SEED, lessonBeats, type LessonBeat } from '../src/games/deathmaze/lesson';
import { intArg, parseArgs } from './args';

const args = parseArgs(process.argv.slice(2));
const seeds = intArg(args, 'seeds', 4000);
const maxActions = intArg(args, 'max-actions', 70);

const WANTED: readonly LessonBeat[] = ['lay', 'trap', 'negotiate', 'fight', 'reorganize', 'loot', 'leave'];

/** The sensible player, made a teacher: talk first, and once everything has been shown, go home. */
function teach(state: GameState, rng: DiceState, shown: ReadonlySet<LessonBeat>): Action | null {
  const actions = legalActions(state);
  if (state.phase.kind === 'encounter' && !shown.has('negotiate')) return { type: 'negotiate' };
  if (state.phase.kind === 'explore' && WANTED.every((b) => b === 'leave' || shown.has(b))) {
    if (actions.some((a) => a.type === 'leave')) return { type: 'leave' };
    const home = firstStepToward(state, (c) => c.x === state.maze.entrance.x && c.y === state.maze.entrance.y);
    if (home !== null && actions.some((a) => a.type === 'move' && a.dir === home)) return { type: 'move', dir: home };
  }
  return playSensibly(state, rng);
}

let best: { seed: string; actions: Action[] } | null = null;
for (let n = 1; n <= seeds; n++) {
  const seed = `learn-${n}`;
  let state = newGame({ ...LESSON.setup, seed }).state;
  const rng = seedDice(LESSON_POLICY_SEED);
  const actions: Action[] = [];
  const shown = new Set<LessonBeat>();
  while (actions.length < maxActions && state.phase.kind !== 'over') {
    const action = teach(state, rng, shown);
    if (!action) break;
    const out = apply(state, action);
    for (const beat of lessonBeats(state, action, out.state)) shown.add(beat);
    actions.push(action);
    state = out.state;
  }
  const whole = state.phase.kind === 'over' && state.phase.reason === 'escaped' && state.party.adventurers.every((a) => a.alive);
  if (!whole || !WANTED.every((b) => shown.has(b))) continue;
  if (!best || actions.length < best.actions.length) {
    best = { seed, actions };
    console.error(`${seed}: ${actions.length} actions`);
  }
}
if (!best) {
  console.error(`No seed of ${seeds} shows every lesson within ${maxActions} actions.`);
  process.exit(1);
}
console.log(`seed: '${best.seed}'`);
console.log(JSON.stringify(best.actions));
