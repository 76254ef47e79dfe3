/**
 * What is left in the cups and, for each way out of the party's segment onto unexplored
 * ground, the chance that the next chit drawn for it can be laid without a throw-back
 * (5.22, 5.23, 5.25, 5.29). A pure view: it asks the draw's own rules, it never draws.
 */
import { chitTypeIds, chitTypes, type ChitTypeId, type Cup } from '../data/chitTypes';
import type { GameState } from '../state';
import { DIRS, opposite, step, type Cell, type Dir } from './grid';
import { canCross, chitAt, cupTotal, describeChit, sideOf, type MazeState, type Via } from './maze';
import { chitFits } from './laying';
import { drawProcedure } from './drawing';

export interface CupCount {
  cup: Cup;
  total: number;
  byType: { type: ChitTypeId; name: string; count: number }[];
}

export interface ExitOdds {
  /** The side of the party's segment. */
  dir: Dir;
  via: Via;
  /** The cup the first chit comes out of (5.22 open end, 5.23 door; the other cup when it is empty); null when both are empty. */
  cup: Cup | null;
  /** Chits in that cup that can be laid as drawn. */
  fits: number;
  /** Chits in that cup. */
  total: number;
  /** Room-cup "Corridor" chits, swapped for a Corridor-cup chit on a door draw (5.23); 0 otherwise. */
  swapped: number;
  /** Chits in the Corridor cup that fit, and its total: what a swapped chit is replaced by. */
  swapFits: number;
  swapTotal: number;
  /** The chance, 0..1, that the chit handed over after the first draw fits with no throw-back. */
  chance: number;
  /** No chit that can come out fits at all (5.25): the best match is laid and its odd sides are impassable. */
  noneFit: boolean;
}

export interface CupOdds {
  cups: CupCount[];
  exits: ExitOdds[];
}

function cupCount(maze: MazeState, cup: Cup): CupCount {
  const byType = chitTypeIds.filter((id) => maze.cups[cup][id] > 0).map((type) => ({ type, name: describeChit(type), count: maze.cups[cup][type] }));
  return { cup, total: cupTotal(maze, cup), byType };
}

function fitting(maze: MazeState, cup: Cup, target: Cell, entry: { dir: Dir; via: Via }, only: (id: ChitTypeId) => boolean = () => true): number {
  let n = 0;
  for (const id of chitTypeIds) if (maze.cups[cup][id] > 0 && only(id) && chitFits(maze, id, target, entry)) n += maze.cups[cup][id];
  return n;
}

function exitOdds(maze: MazeState, from: Cell, dir: Dir, via: Via): ExitOdds {
  const here = { dir, via };
  const target = step(from, dir);
  const entry = { dir: opposite(dir), via };
  const proc = drawProcedure(maze, target, entry.dir, via);
  const corridor = cupTotal(maze, 'corridor');
  let cup: Cup | null = proc === 'corridor' ? 'corridor' : 'room';
  if (cupTotal(maze, cup) === 0) cup = cup === 'room' ? 'corridor' : 'room'; // DESIGNED: the other cup stands in
  if (cupTotal(maze, cup) === 0) cup = null;
  const empty = { ...here, cup, fits: 0, total: 0, swapped: 0, swapFits: 0, swapTotal: 0, chance: 0, noneFit: true };
  if (cup === null) return empty;
  const total = cupTotal(maze, cup);
  // 5.23: on a door draw, a room-cup "Corridor" chit goes back for a Corridor-cup chit while that cup has any
  const swapping = proc === 'door' && cup === 'room' && corridor > 0;
  const labelled = (id: ChitTypeId) => chitTypes[id].labelledCorridor;
  const swapped = swapping ? chitTypeIds.filter(labelled).reduce((n, id) => n + maze.cups.room[id], 0) : 0;
  const fits = fitting(maze, cup, target, entry, swapping ? (id) => !labelled(id) : undefined);
  const swapFits = swapped > 0 ? fitting(maze, 'corridor', target, entry) : 0;
  const swapTotal = swapped > 0 ? corridor : 0;
  const chance = (fits + (swapped > 0 ? (swapped * swapFits) / swapTotal : 0)) / total;
  return { ...here, cup, fits, total, swapped, swapFits, swapTotal, chance, noneFit: chance === 0 };
}

/** The cups' contents and, for each crossable side of the party's segment with no chit beyond it, the odds of the next draw. */
export function cupOdds(state: GameState): CupOdds {
  const maze = state.maze;
  const cups = [cupCount(maze, 'room'), cupCount(maze, 'corridor')];
  const here = chitAt(maze, state.party.at);
  if (!here) return { cups, exits: [] };
  const exits = DIRS.filter((d) => !chitAt(maze, step(here, d)) && canCross(maze, here, d)).map((d) => exitOdds(maze, here, d, sideOf(here, d) === 'D' ? 'door' : 'open'));
  return { cups, exits };
}
