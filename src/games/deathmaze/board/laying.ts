/**
 * Laying a chit (5.21, 5.24, 5.25, 5.29): how each facing of a chit sits against the laid chits
 * around its segment, which facings the player may choose, and the chit laid.
 */
import { chitTypes, type ChitTypeId } from '../data/chitTypes';
import { cellKey, DIRS, opposite, step, type Cell, type Dir, type Rotation } from './grid';
import { bit, chitAt, chitsOnBoard, chitsShared, distinctRotations, editChit, nextKey, ownChits, rotatedSide, sideOf, type Hand, type MazeState, type PlacedChit, type Via } from './maze';

/** How one facing of a chit sits against the placed chits around `cell` (5.25, 5.29). */
export interface FacingScore {
  rot: Rotation;
  /** Bit per side that does not match its neighbour. */
  mismatched: number;
  matched: number;
  /** Laying it so would leave the explored maze with no exit (5.29). */
  closesLastExit: boolean;
  /** The side the party enters by matches (always true for the entrance chit). */
  entryMatched: boolean;
}

function hasNoDoors(type: ChitTypeId): boolean {
  return !chitTypes[type].sides.includes('D');
}

/**
 * 5.29 counts the ways on that the party can still reach: crossable sides toward unexplored
 * segments, found by walking from `from` over laid chits. `extra` is a chit being tried out.
 */
export function exitsWithin(maze: MazeState, from: Cell, extra?: PlacedChit): { count: number; into: (c: Cell) => number } {
  // the hot walk of every draw and placement: cell keys are built once, no Cell is made
  const chits = maze.chits;
  const extraKey = extra ? cellKey(extra) : null;
  const at = (key: string): PlacedChit | undefined => (key === extraKey ? extra : chits[key]);
  const into = new Map<string, number>();
  const start = at(cellKey(from));
  let count = 0;
  if (!start) return { count, into: () => 0 };
  const seen = new Set<string>([cellKey(start)]);
  const queue: PlacedChit[] = [start];
  for (let i = 0; i < queue.length; i++) {
    const c = queue[i]!;
    const sides = chitTypes[c.type].sides;
    const closed = c.blocked | c.pegged;
    for (const d of DIRS) {
      if (sides[(d - c.rot + 4) % 4] === 'W' || closed & bit(d)) continue;
      const key = nextKey(c, d);
      const nb = at(key);
      if (!nb) {
        count++;
        into.set(key, (into.get(key) ?? 0) + 1);
        continue;
      }
      const back = opposite(d);
      if (sideOf(nb, back) === 'W' || ((nb.blocked | nb.pegged) & bit(back)) !== 0) continue;
      const nbKey = cellKey(nb);
      if (!seen.has(nbKey)) {
        seen.add(nbKey);
        queue.push(nb);
      }
    }
  }
  return { count, into: (c: Cell) => into.get(cellKey(c)) ?? 0 };
}

type Reach = ReturnType<typeof exitsWithin>;

/**
 * Scores against a chits record that no longer changes (an earlier state's, still shared): the
 * draw, the listing of placements and the laying score the same chit against the same chits.
 * Callers read the scores and never change them.
 */
const frozenScores = new WeakMap<Record<string, PlacedChit>, Map<string, FacingScore[]>>();

export function scoreFacings(maze: MazeState, type: ChitTypeId, cell: Cell, entry: Hand['entry'], known?: Reach): FacingScore[] {
  if (!chitsShared(maze)) return scoreAfresh(maze, type, cell, entry, known);
  let byKey = frozenScores.get(maze.chits);
  if (!byKey) frozenScores.set(maze.chits, (byKey = new Map<string, FacingScore[]>()));
  const key = `${type}:${cell.x},${cell.y}:${entry ? entry.dir + entry.via : ''}`;
  let scores = byKey.get(key);
  if (!scores) byKey.set(key, (scores = scoreAfresh(maze, type, cell, entry, known)));
  return scores;
}

function scoreAfresh(maze: MazeState, type: ChitTypeId, cell: Cell, entry: Hand['entry'], known?: Reach): FacingScore[] {
  // 5.29: the exits the party can reach from the segment it is leaving
  const source = entry ? step(cell, entry.dir) : null;
  const reach = known ?? (source ? exitsWithin(maze, source) : { count: 0, into: () => 0 });
  const exitsNow = reach.count;
  const exitsInto = reach.into(cell); // exits the new chit fills in
  const neighbours: (PlacedChit | undefined)[] = DIRS.map((d) => chitAt(maze, step(cell, d)));
  const doorless = hasNoDoors(type);
  return distinctRotations(type).map((rot) => {
    let mismatched = 0;
    let matched = 0;
    let newExits = 0;
    for (const d of DIRS) {
      const have = rotatedSide(type, rot, d);
      const nb = neighbours[d];
      if (!nb) {
        if (have !== 'W') newExits++;
        continue;
      }
      const need = sideOf(nb, opposite(d));
      // 5.23: a doorless corridor drawn for a door may put an open end against that door.
      const doorException = entry?.via === 'door' && entry.dir === d && need === 'D' && have === 'O' && doorless;
      if (have === need || doorException) matched++;
      else mismatched |= bit(d);
    }
    const entryMatched = !entry || (mismatched & bit(entry.dir)) === 0;
    let closesLastExit = exitsNow > 0 && exitsNow - exitsInto + (entryMatched ? newExits : 0) === 0;
    if (closesLastExit && entryMatched && source) {
      // The new chit may join the party to other laid chits with exits of their own: walk it to be sure.
      const tried: PlacedChit = { type, x: cell.x, y: cell.y, rot, blocked: mismatched, pegged: 0, seq: 0, visited: false };
      closesLastExit = exitsWithin(maze, source, tried).count === 0;
    }
    return { rot, mismatched, matched, closesLastExit, entryMatched };
  });
}

export const fits = (s: FacingScore): boolean => s.mismatched === 0 && !s.closesLastExit;

/**
 * Whether a chit of this type drawn for `cell` can be laid as it comes, with no throw-back
 * (5.25 every side matches, 5.29 a way on stays open): the very test `drawForSegment` applies.
 */
export function chitFits(maze: MazeState, type: ChitTypeId, cell: Cell, entry: { dir: Dir; via: Via }): boolean {
  return scoreFacings(maze, type, cell, entry).some(fits);
}

/**
 * The facings the player may choose for the chit in hand (5.24): every side matching its
 * neighbour (5.25) and the last exit left open (5.29). For a best-match chit, the facings
 * that match the most sides.
 */
export function legalFacings(maze: MazeState, hand: Hand): Rotation[] {
  const scores = scoreFacings(maze, hand.type, hand.cell, hand.entry);
  if (!hand.bestMatch) return scores.filter(fits).map((s) => s.rot);
  const best = bestOf(scores);
  return scores.filter((s) => rank(s) === best).map((s) => s.rot);
}

/**
 * Best-match ranking (5.25, 5.29): first meet the side the party enters by (a chit it cannot
 * enter is no way on at all), then keep an exit open, then match as many sides as possible.
 */
const rank = (s: FacingScore): number => (s.entryMatched ? 1000 : 0) + (s.closesLastExit ? 0 : 100) + s.matched;
export const bestOf = (scores: FacingScore[]): number => Math.max(-1, ...scores.map(rank));

/** Lays the chit in hand (5.21); sides that do not match become impassable on both chits (5.25). */
export function layChit(maze: MazeState, hand: Hand, rot: Rotation): PlacedChit {
  const score = scoreFacings(maze, hand.type, hand.cell, hand.entry).find((s) => s.rot === rot);
  const chit: PlacedChit = {
    type: hand.type,
    x: hand.cell.x,
    y: hand.cell.y,
    rot,
    blocked: score?.mismatched ?? 0,
    pegged: 0,
    seq: chitsOnBoard(maze) + 1,
    visited: false,
  };
  for (const d of DIRS) {
    if (chit.blocked & bit(d)) {
      const nb = editChit(maze, step(chit, d));
      if (nb) nb.blocked |= bit(opposite(d));
    }
  }
  ownChits(maze)[cellKey(chit)] = chit;
  return chit;
}
