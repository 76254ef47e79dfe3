/**
 * Plays many seeded delves headless with the autoplay policy and prints what happened: the
 * Basic Game, or with `--advanced` the Advanced Game (a Wizard in the party, 11.0–12.3). On an
 * exception or a broken invariant it prints the seed and action index that reproduce it and
 * exits non-zero.
 *
 * The invariants are the runner's (src/engine/runners.ts): the ruleset's own and the JSON round
 * trip. Speed is wall time; `--compare` plays the same delves unchecked and checked, block by
 * block in turn, and prints how much slower checking is (each block's process CPU time, so that
 * other work on a shared machine counts less).
 *
 *   npm run simulate -- --games 500 --seed 1 [--party 4] [--advanced] [--max-actions 5000] [--no-check]
 *   npm run simulate -- --compare [--games 200] [--blocks 10]
 *   npm run simulate -- --ruleset blackgate [--games 2000]   (scripts/simulateBlackGate.ts)
 */
import { playSensibly } from '../src/games/deathmaze/autoplay';
import { seedDice } from '../src/games/deathmaze/dice';
import { apply, newGame, type Action, type GameState } from '../src/games/deathmaze/game';
import { brokenInvariants } from '../src/engine/runners';
import { deathmaze } from '../src/games/deathmaze/ruleset';
import { chitsOnBoard } from '../src/games/deathmaze/board/maze';
import { advancedParty, standardParty } from '../src/games/deathmaze/builders';
import { gameResult } from '../src/games/deathmaze/winning';
import { intArg, parseArgs } from './args';
import { simulateBlackGate } from './simulateBlackGate';

const args = parseArgs(process.argv.slice(2));
if (args.ruleset === 'blackgate') {
  simulateBlackGate(args);
  process.exit(0);
}
if (args.ruleset !== undefined && args.ruleset !== 'deathmaze') throw new Error(`--ruleset is deathmaze or blackgate, not "${args.ruleset}".`);
const games = intArg(args, 'games', 500);
const firstSeed = intArg(args, 'seed', 1);
const partySize = intArg(args, 'party', 4);
const maxActions = intArg(args, 'max-actions', 5000);
const check = args['no-check'] === undefined;
const advanced = args.advanced !== undefined;
const compare = args.compare !== undefined;

/** The delve of one seed from its first action to its end, or the guard; throws on a broken invariant. */
function playDelve(seed: number, checked: boolean): { state: GameState; actions: number } {
  let state: GameState = newGame(advanced ? { seed, party: advancedParty(partySize), advanced: true } : { seed, party: standardParty(partySize) }).state;
  const rng = seedDice(`simulate-${seed}`);
  let i = 0;
  for (; i < maxActions; i++) {
    const action = playSensibly(state, rng);
    if (!action) break;
    state = apply(state, action).state;
    if (checked) {
      const broken = brokenInvariants(deathmaze, state);
      if (broken.length > 0) throw new Error(`seed ${seed}, action index ${i}: broken invariant: ${broken.join('; ')}`);
    }
  }
  return { state, actions: i };
}

if (compare) {
  const blocks = Math.max(1, intArg(args, 'blocks', 10));
  const per = Math.max(1, Math.ceil(games / blocks));
  const cpu = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1e6;
  };
  const ratios: number[] = [];
  const spent = { unchecked: 0, checked: 0 };
  let played = 0;
  for (let b = 0; b < blocks; b++) {
    const seeds = Array.from({ length: per }, (_, k) => firstSeed + b * per + k);
    const took = { unchecked: 0, checked: 0 };
    // the order flips every block, so that neither always runs first
    for (const mode of b % 2 === 0 ? (['unchecked', 'checked'] as const) : (['checked', 'unchecked'] as const)) {
      const t = cpu();
      for (const seed of seeds) {
        const n = playDelve(seed, mode === 'checked').actions;
        if (mode === 'checked') played += n;
      }
      took[mode] = cpu() - t;
      spent[mode] += took[mode];
    }
    ratios.push(took.checked / took.unchecked);
  }
  const median = [...ratios].sort((a, b) => a - b)[ratios.length >> 1]!;
  const delves = blocks * per;
  console.log(`delves: ${delves} of the ${advanced ? 'Advanced' : 'Basic'} Game, each played unchecked and checked (${blocks} blocks of ${per}, in turn)`);
  console.log(`unchecked: ${(delves / spent.unchecked).toFixed(1)} delves/s, ${(played / spent.unchecked).toFixed(0)} actions/s of CPU time`);
  console.log(`checked:   ${(delves / spent.checked).toFixed(1)} delves/s, ${(played / spent.checked).toFixed(0)} actions/s of CPU time`);
  console.log(`checked / unchecked: ${median.toFixed(2)} (median of the blocks; ${ratios.map((r) => r.toFixed(2)).join(' ')})`);
  process.exit(0);
}

let actions = 0;
let segments = 0;
let escapedGames = 0;
let wonGames = 0;
let adventurers = 0;
let survivors = 0;
let xp = 0;
let bezants = 0;
let unfinished = 0;
const killers = new Map<string, number>();
const spellsCast = new Map<string, number>();
let resisted = 0;

const t0 = performance.now();
for (let g = 0; g < games; g++) {
  const seed = firstSeed + g;
  let state: GameState = newGame(advanced ? { seed, party: advancedParty(partySize), advanced: true } : { seed, party: standardParty(partySize) }).state;
  const rng = seedDice(`simulate-${seed}`);
  let i = 0;
  let action: Action | null = null;
  try {
    for (; i < maxActions; i++) {
      action = playSensibly(state, rng);
      if (!action) break;
      const out = apply(state, action);
      state = out.state;
      actions++;
      for (const e of out.events) if (e.kind === 'died' && e.who?.startsWith('a')) killers.set(e.cause ?? '?', (killers.get(e.cause ?? '?') ?? 0) + 1);
      if (action.type === 'cast') spellsCast.set(action.spell, (spellsCast.get(action.spell) ?? 0) + 1);
      resisted += out.events.filter((e) => e.kind === 'resisted').length;
      if (check) {
        const broken = brokenInvariants(deathmaze, state);
        if (broken.length > 0) throw new Error(`broken invariant: ${broken.join('; ')}`);
      }
    }
  } catch (e) {
    console.error(`FAILED: seed ${seed}, action index ${i} (${JSON.stringify(action)}): ${(e as Error).message}`);
    console.error(`Reproduce: npm run simulate -- --games 1 --seed ${seed} --party ${partySize}${advanced ? ' --advanced' : ''}`);
    process.exit(1);
  }
  if (state.phase.kind !== 'over') unfinished++;
  const result = gameResult(state);
  segments += chitsOnBoard(state.maze);
  adventurers += state.party.adventurers.length;
  if (result.escaped.length > 0) escapedGames++;
  survivors += result.escaped.length;
  if (result.players.every((p) => p.won)) wonGames++;
  for (const a of state.party.adventurers) if (result.escaped.includes(a.id)) xp += a.xp;
  bezants += result.share * result.escaped.length;
}
const secs = (performance.now() - t0) / 1000;
const pct = (n: number, d: number) => `${d === 0 ? 0 : ((100 * n) / d).toFixed(1)}%`;
console.log(`delves: ${games} of the ${advanced ? 'Advanced' : 'Basic'} Game (seeds ${firstSeed}..${firstSeed + games - 1}), party of ${partySize}, invariants ${check ? 'checked after every action' : 'not checked'}`);
console.log(`speed: ${(games / secs).toFixed(1)} delves/s, ${(actions / secs).toFixed(0)} actions/s (${actions} actions in ${secs.toFixed(2)} s, one core)`);
console.log(`parties that got out: ${pct(escapedGames, games)}   adventurers who got out: ${pct(survivors, adventurers)}   delves won: ${pct(wonGames, games)}   unfinished: ${unfinished}`);
console.log(`average segments explored: ${(segments / games).toFixed(1)}`);
console.log(`average per survivor: ${survivors ? (xp / survivors).toFixed(1) : 0} XP, ${survivors ? (bezants / survivors).toFixed(1) : 0} Bezants`);
console.log('what killed adventurers:');
const total = [...killers.values()].reduce((a, b) => a + b, 0);
for (const [cause, n] of [...killers.entries()].sort((a, b) => b[1] - a[1])) {
  console.log(`  ${cause.padEnd(22)} ${String(n).padStart(6)}  ${'#'.repeat(Math.max(1, Math.round((40 * n) / Math.max(1, total))))}`);
}
if (advanced) {
  const castTotal = [...spellsCast.values()].reduce((a, b) => a + b, 0);
  console.log(`spells cast by the party: ${castTotal} (${(castTotal / games).toFixed(2)} a delve); resistance rolls that resisted: ${resisted}`);
  for (const [spell, n] of [...spellsCast.entries()].sort((a, b) => b[1] - a[1])) console.log(`  ${spell.padEnd(22)} ${String(n).padStart(6)}`);
}
