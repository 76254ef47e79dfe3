/**
 * Delves for the benchmarks, built headless (Phaser-free: the Node bench and the bench pages
 * both use them).
 *
 * A real delve rarely lays more than a few dozen chits before the party dies or gets out, and
 * the two cups hold 116 chits in all (5.1x), so these walks keep every die at 6 (no trapped
 * doors, no wandering monsters: 5.26, 5.27) and the party simply explores.
 */
import { exploreAtRandom, firstStepToward } from '../../src/games/deathmaze/autoplay';
import { quietFaces, standardParty } from '../../src/games/deathmaze/builders';
import { chitTypes, type ChitTypeId } from '../../src/games/deathmaze/data/chitTypes';
import { scriptedDice, seedDice } from '../../src/games/deathmaze/dice';
import { apply, legalActions, newGame, type Action, type GameSetup, type GameState } from '../../src/games/deathmaze/game';
import { cellKey, DIRS, step, type Cell } from '../../src/games/deathmaze/board/grid';
import { canCross, chitAt, chitsOnBoard, type PlacedChit } from '../../src/games/deathmaze/board/maze';
import { randomIndex, type DiceState } from '../../src/games/deathmaze/dice';

export interface BenchDelve {
  setup: GameSetup;
  /** Every action from the start (with the quiet dice, not a replayable game: see `quietWalk`). */
  actions: Action[];
  state: GameState;
}

/** Keeps the quiet script topped up (a short script: the state is copied on every action). */
function topUp(state: GameState): void {
  if (state.dice.script && state.dice.script.length < 32) state.dice.script.push(...quietFaces(32));
}

/** How the party picks its way: at random (exploreAtRandom), or as a player would, to the nearest unexplored opening. */
export type Walker = 'random' | 'purposeful';

/**
 * A player's way of exploring: into an unexplored neighbouring cell when there is one, else
 * along the shortest way to the nearest laid chit with an opening onto an empty cell; any legal
 * facing for a chit in hand.
 */
function purposeful(state: GameState, rng: DiceState): Action | null {
  if (state.phase.kind !== 'explore') return exploreAtRandom(state, rng);
  const moves = legalActions(state).filter((a): a is Extract<Action, { type: 'move' }> => a.type === 'move');
  const fresh = moves.filter((a) => !chitAt(state.maze, step(state.party.at, a.dir)));
  if (fresh.length > 0) return fresh[randomIndex(rng, fresh.length)]!;
  const open = (c: PlacedChit) => DIRS.some((d) => canCross(state.maze, c, d) && !chitAt(state.maze, step(c, d)));
  const dir = firstStepToward(state, open);
  const toward = dir === null ? undefined : moves.find((a) => a.dir === dir);
  return toward ?? exploreAtRandom(state, rng);
}

/**
 * Explores a new delve with every die showing 6 until at least `chits` chits are on the table
 * and the next one is in hand (the 'place' phase). Null when the walk gets stuck first (the cups
 * run dry near 116 chits). The dice are scripted after `newGame`, so the actions do not replay
 * from the setup: the result is for measuring, not for loading.
 */
export function quietWalk(seed: number, chits: number, walker: Walker = 'random', maxActions = 20_000, onStep?: (state: GameState, actions: number) => void): BenchDelve | null {
  const setup: GameSetup = { seed, party: standardParty(4) };
  let state = newGame(setup).state;
  state.dice = scriptedDice(quietFaces(64), seed);
  const rng = seedDice(`bench-${seed}`);
  const actions: Action[] = [];
  for (let i = 0; i < maxActions; i++) {
    if (state.phase.kind === 'place' && state.hand && chitsOnBoard(state.maze) >= chits) return { setup, actions, state };
    const action = walker === 'random' ? exploreAtRandom(state, rng) : purposeful(state, rng);
    if (!action) return null;
    topUp(state);
    state = apply(state, action).state;
    actions.push(action);
    onStep?.(state, actions.length);
  }
  return null;
}

/**
 * The last `keep` steps of the first purposeful quiet walk to `chits` chits: the games an
 * autosave would write late in a long delve (each state with the length of its action list).
 */
export function quietTrail(chits: number, keep: number): { delve: BenchDelve; trail: { state: GameState; actions: number }[] } {
  for (let seed = 1; seed <= 200; seed++) {
    const trail: { state: GameState; actions: number }[] = [];
    const delve = quietWalk(seed, chits, 'purposeful', 20_000, (state, actions) => {
      trail.push({ state, actions });
      if (trail.length > keep) trail.shift();
    });
    if (delve) return { delve, trail };
  }
  throw new Error(`No quiet walk reached ${chits} chits.`);
}

/** The first quiet walk (seeds 1, 2, …) that reaches `chits` chits with one in hand. */
export function quietDelve(chits: number, walker: Walker = 'random'): BenchDelve {
  for (let seed = 1; seed <= 200; seed++) {
    const delve = quietWalk(seed, chits, walker);
    if (delve) return delve;
  }
  throw new Error(`No quiet walk reached ${chits} chits.`);
}

/** Cells in rings of growing size around `centre`, nearest first. */
function* around(centre: Cell): Generator<Cell> {
  for (let r = 1; r < 64; r++) {
    for (let dx = -r; dx <= r; dx++) {
      for (let dy = -r; dy <= r; dy++) {
        if (Math.max(Math.abs(dx), Math.abs(dy)) === r) yield { x: centre.x + dx, y: centre.y + dy };
      }
    }
  }
}

/**
 * A table of exactly `chits` chits with one in hand, for drawing only. Up to what a quiet walk
 * reaches it is such a walk, cut back to `chits`; beyond that the walk's table is filled out
 * with copies of its own chits on the empty cells around it (never next to the segment the
 * chit in hand goes to, so the lit cell stays as the engine listed it). The filled-out state
 * breaks the 116-chit count on purpose: it is a load for the renderer, not a game.
 */
export function boardOf(chits: number): BenchDelve {
  const walked = quietDelve(Math.min(chits, 90));
  const { state } = walked;
  const maze = state.maze;
  const hand = state.hand!;
  // A walk may overshoot: take back the chits laid last (never the entrance or the party's).
  const laid = Object.entries(maze.chits).sort(([, a], [, b]) => b.seq - a.seq);
  for (const [key, chit] of laid) {
    if (chitsOnBoard(maze) <= chits) break;
    const keep = chit.seq === 1 || (chit.x === state.party.at.x && chit.y === state.party.at.y);
    const nextToHand = Math.abs(chit.x - hand.cell.x) + Math.abs(chit.y - hand.cell.y) <= 1;
    if (!keep && !nextToHand) delete maze.chits[key];
  }
  const types = Object.values(maze.chits).map((c) => c.type);
  const centre = { ...state.party.at };
  let seq = Math.max(...Object.values(maze.chits).map((c) => c.seq));
  for (const cell of around(centre)) {
    if (chitsOnBoard(maze) >= chits) break;
    const key = cellKey(cell);
    if (maze.chits[key] || Math.abs(cell.x - hand.cell.x) + Math.abs(cell.y - hand.cell.y) <= 1) continue;
    const type: ChitTypeId = types[seq % types.length] ?? (Object.keys(chitTypes)[0] as ChitTypeId);
    seq++;
    maze.chits[key] = { type, x: cell.x, y: cell.y, rot: ((seq * 7) % 4) as 0 | 1 | 2 | 3, blocked: 0, pegged: 0, seq, visited: false };
  }
  return walked;
}
