/**
 * The Deathmaze itself (5.1–5.2): segment chits laid edge to edge on the table, the two
 * cups they come from, how a chit turns and which of its sides the party may cross. Which chit
 * may go where is laying.ts (5.24, 5.25, 5.29); drawing one from a cup is drawing.ts (5.22, 5.23).
 */
import { cloneJson } from '../clone';
import { chitCounts, chitTypeIds, chitTypes, type ChitMix, type ChitTypeId, type Cup, type Side } from '../data/chitTypes';
import { cellKey, DIRS, opposite, step, type Cell, type Dir, type Rotation } from './grid';

export interface PlacedChit {
  type: ChitTypeId;
  x: number;
  y: number;
  rot: Rotation;
  /** Bit per side (1 << dir): sides made impassable by a 5.25 mismatch. */
  blocked: number;
  /** Bit per side: doors pegged shut by Cloves or Lock (9.57). */
  pegged: number;
  /** 1 for the entrance, 2 for the next chit laid, and so on. */
  seq: number;
  /** The party has stood here (5.27: a revisited room checks for wandering monsters). */
  visited: boolean;
}

export interface MazeState {
  chits: Record<string, PlacedChit>;
  cups: Record<Cup, Record<ChitTypeId, number>>;
  /** Chits to come out of a cup first, in order (tests stack the cups; empty in play). */
  stacked: Record<Cup, ChitTypeId[]>;
  entrance: Cell;
}

/** How the party leaves its segment: through a door or an open corridor end. */
export type Via = 'door' | 'open';

/** A chit drawn and not yet laid (5.22–5.25). */
export interface Hand {
  type: ChitTypeId;
  /** The cup it came out of (and goes back to if thrown back). */
  cup: Cup;
  /** The one segment it may be laid on. */
  cell: Cell;
  /** The side of the new segment the party enters by; null for the entrance chit (5.13). */
  entry: { dir: Dir; via: Via } | null;
  /** No chit could fit (5.25): this one matches as many sides as possible, the rest become impassable. */
  bestMatch: boolean;
}

export interface Placement extends Cell {
  rot: Rotation;
}

export type DrawEventKind = 'chit-drawn' | 'chit-thrown-back';
export interface DrawEvent {
  kind: DrawEventKind;
  rule: string;
  cup: Cup;
  chit: ChitTypeId;
  text: string;
}

/** The bit of side `d` in a chit's `blocked` and `pegged`. */
export const bit = (d: Dir): number => 1 << d;

export function newMaze(mix: ChitMix = 'original'): MazeState {
  return {
    chits: {},
    cups: { room: countsFor('room', mix), corridor: countsFor('corridor', mix) },
    stacked: { room: [], corridor: [] },
    entrance: { x: 0, y: 0 },
  };
}

function countsFor(cup: Cup, mix: ChitMix): Record<ChitTypeId, number> {
  const all = chitCounts(mix);
  for (const id of chitTypeIds) if (chitTypes[id].cup !== cup) all[id] = 0;
  return all;
}

export const chitAt = (maze: MazeState, c: Cell): PlacedChit | undefined => maze.chits[cellKey(c)];

const DX = [0, 1, 0, -1] as const;
const DY = [-1, 0, 1, 0] as const;
/** The key of the cell next to `c` across side `d` (cellKey(step(c, d)) without the Cell). */
export const nextKey = (c: Cell, d: Dir): string => `${c.x + DX[d]},${c.y + DY[d]}`;

/**
 * Mazes whose `chits` record is still the previous state's: `apply` shares the placed chits
 * between a state and the next (they rarely change) and copies the record on the first change.
 */
const sharedChits = new WeakSet<MazeState>();

/** Marks a draft maze as sharing its chits with the state it was made from. */
export function shareChits(maze: MazeState): MazeState {
  sharedChits.add(maze);
  return maze;
}

/** Whether the maze's chits are still the previous state's (see `shareChits`). */
export const chitsShared = (maze: MazeState): boolean => sharedChits.has(maze);

/** The chits record made the maze's own (copied when still shared) so that a chit may be laid. */
export function ownChits(maze: MazeState): Record<string, PlacedChit> {
  if (sharedChits.has(maze)) {
    maze.chits = { ...maze.chits };
    sharedChits.delete(maze);
  }
  return maze.chits;
}

/** Mazes whose `cups` and `stacked` are still the previous state's, as `sharedChits` for the chits. */
const sharedCups = new WeakSet<MazeState>();

/** Marks a draft maze as sharing its cups with the state it was made from. */
export function shareCups(maze: MazeState): MazeState {
  sharedCups.add(maze);
  return maze;
}

/** The cups made the maze's own (copied when still shared) so that a chit may be taken out or put back: every change to them goes through here. */
export function ownCups(maze: MazeState): MazeState['cups'] {
  if (sharedCups.has(maze)) {
    maze.cups = cloneJson(maze.cups);
    maze.stacked = cloneJson(maze.stacked);
    sharedCups.delete(maze);
  }
  return maze.cups;
}

/** The chit at `c`, copied first so that it may be changed: every change to a laid chit goes through here. */
export function editChit(maze: MazeState, c: Cell): PlacedChit | undefined {
  const key = cellKey(c);
  const chit = maze.chits[key];
  if (!chit) return undefined;
  const copy = { ...chit };
  ownChits(maze)[key] = copy;
  return copy;
}

/** A chit's side facing `dir` once turned `rot` quarter turns clockwise. */
export function rotatedSide(type: ChitTypeId, rot: Rotation, dir: Dir): Side {
  return chitTypes[type].sides[(dir - rot + 4) % 4] as Side;
}

export const sideOf = (chit: PlacedChit, dir: Dir): Side => rotatedSide(chit.type, chit.rot, dir);

export function cupTotal(maze: MazeState, cup: Cup): number {
  const counts = maze.cups[cup];
  let n = 0;
  for (const id of chitTypeIds) n += counts[id];
  return n;
}

export function chitsOnBoard(maze: MazeState): number {
  return Object.keys(maze.chits).length;
}

/** Whether the party can cross this side of its chit: not a wall, not impassable (5.25), not pegged (9.57). */
export function canCross(maze: MazeState, from: PlacedChit, dir: Dir): boolean {
  if (sideOf(from, dir) === 'W' || (from.blocked | from.pegged) & bit(dir)) return false;
  const there = maze.chits[nextKey(from, dir)];
  if (!there) return true;
  const back = opposite(dir);
  return sideOf(there, back) !== 'W' && ((there.blocked | there.pegged) & bit(back)) === 0;
}

/** 5.29: the exits of the explored maze, i.e. crossable sides that lead to unexplored segments. */
export function openExits(maze: MazeState): number {
  let n = 0;
  for (const key in maze.chits) {
    const chit = maze.chits[key]!;
    for (const d of DIRS) if (!chitAt(maze, step(chit, d)) && canCross(maze, chit, d)) n++;
  }
  return n;
}


const rotationsByType = new Map<ChitTypeId, Rotation[]>();

/** The distinct facings of a chit (a four-door room has one, a straight corridor two). */
export function distinctRotations(type: ChitTypeId): Rotation[] {
  let known = rotationsByType.get(type);
  if (!known) {
    known = computeRotations(type);
    rotationsByType.set(type, known);
  }
  return known;
}

function computeRotations(type: ChitTypeId): Rotation[] {
  const seen = new Set<string>();
  const out: Rotation[] = [];
  for (const r of [0, 1, 2, 3] as Rotation[]) {
    const sig = DIRS.map((d) => rotatedSide(type, r, d)).join('');
    if (!seen.has(sig)) {
      seen.add(sig);
      out.push(r);
    }
  }
  return out;
}

/** The rotation with the same sides as `rot` that `distinctRotations` lists. */
export function canonicalRotation(type: ChitTypeId, rot: Rotation): Rotation {
  const sig = (r: Rotation) => DIRS.map((d) => rotatedSide(type, r, d)).join('');
  const want = sig(rot);
  return distinctRotations(type).find((r) => sig(r) === want) ?? rot;
}

export function describeChit(id: ChitTypeId): string {
  const t = chitTypes[id];
  const doors = t.sides.filter((s) => s === 'D').length;
  const base = t.segment === 'corridor' ? (t.labelledCorridor ? '"Corridor" chit' : 'corridor') : 'room';
  const feature = t.feature ? ` with a ${t.feature === 'trapdoor' ? 'trap door' : t.feature}` : '';
  const shape = t.segment === 'corridor' ? (t.sides.filter((s) => s === 'O').length === 2 && t.sides[0] === t.sides[2] ? 'straight ' : 'bending ') : '';
  return `${shape}${base}${feature} (${doors} door${doors === 1 ? '' : 's'})`;
}

/** True when no chit at all is left to draw. */
export function cupsEmpty(maze: MazeState): boolean {
  return cupTotal(maze, 'room') + cupTotal(maze, 'corridor') === 0;
}

/** 9.57: pegs the door on this side of a chit (and the facing side of its neighbour) shut. */
export function pegDoor(maze: MazeState, at: Cell, dir: Dir): void {
  const chit = editChit(maze, at);
  if (!chit) return;
  chit.pegged |= bit(dir);
  const nb = editChit(maze, step(chit, dir));
  if (nb) nb.pegged |= bit(opposite(dir));
}

export const isBlocked = (chit: PlacedChit, dir: Dir): boolean => (chit.blocked & bit(dir)) !== 0;
export const isPegged = (chit: PlacedChit, dir: Dir): boolean => (chit.pegged & bit(dir)) !== 0;

/**
 * Is the party shut in: no way back to the entrance and no unexplored segment within reach
 * (after a pegged door or an impassable side, 9.57, 5.25)?
 */
export function sealedIn(maze: MazeState, at: Cell): boolean {
  const start = chitAt(maze, at);
  if (!start) return false;
  const seen = new Set<string>([cellKey(start)]);
  const queue: PlacedChit[] = [start];
  const canDraw = !cupsEmpty(maze);
  for (let i = 0; i < queue.length; i++) {
    const c = queue[i]!;
    if (c.x === maze.entrance.x && c.y === maze.entrance.y) return false;
    for (const d of DIRS) {
      if (!canCross(maze, c, d)) continue;
      const nb = chitAt(maze, step(c, d));
      if (!nb) {
        if (canDraw) return false;
        continue;
      }
      if (!seen.has(cellKey(nb))) {
        seen.add(cellKey(nb));
        queue.push(nb);
      }
    }
  }
  return true;
}

/** Segments reachable from the entrance by crossable sides (pegged doors count as open with `throughPegs`). */
export function reachableFromEntrance(maze: MazeState, throughPegs = false): Set<string> {
  const seen = new Set<string>();
  const start = chitAt(maze, maze.entrance);
  if (!start) return seen;
  const queue: PlacedChit[] = [start];
  seen.add(cellKey(start));
  while (queue.length > 0) {
    const c = queue.pop()!;
    for (const d of DIRS) {
      const nb = maze.chits[nextKey(c, d)];
      if (!nb) continue;
      const key = cellKey(nb);
      if (seen.has(key)) continue;
      const back = opposite(d);
      // a wall or an impassable side on either chit; a peg too, unless pegged doors count as open
      const closed = throughPegs ? (c.blocked & bit(d)) | (nb.blocked & bit(back)) : ((c.blocked | c.pegged) & bit(d)) | ((nb.blocked | nb.pegged) & bit(back));
      if (closed !== 0 || sideOf(c, d) === 'W' || sideOf(nb, back) === 'W') continue;
      seen.add(key);
      queue.push(nb);
    }
  }
  return seen;
}
