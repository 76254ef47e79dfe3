/**
 * The Deathmaze itself (5.1–5.2): segment chits laid edge to edge on the table, the two
 * cups they come from, and the rules for which chit may go where.
 */
import { cloneJson } from '../clone';
import { randomIndex, type DiceState } from '../dice';
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

const bit = (d: Dir): number => 1 << d;

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

function ownChits(maze: MazeState): Record<string, PlacedChit> {
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
  if (!sharedChits.has(maze)) return scoreAfresh(maze, type, cell, entry, known);
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

const fits = (s: FacingScore): boolean => s.mismatched === 0 && !s.closesLastExit;

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
const bestOf = (scores: FacingScore[]): number => Math.max(-1, ...scores.map(rank));

/** Which cup a chit for this exit comes from (5.22, 5.23 and its note). */
export function drawProcedure(maze: MazeState, target: Cell, entryDir: Dir, via: Via): 'corridor' | 'door' {
  if (via === 'open') return 'corridor'; // 5.22
  // 5.23 note: a door into a space that also touches an open corridor end draws a corridor.
  for (const d of DIRS) {
    if (d === entryDir) continue;
    const nb = chitAt(maze, step(target, d));
    if (nb && sideOf(nb, opposite(d)) === 'O') return 'corridor';
  }
  return 'door';
}

function typesIn(maze: MazeState, cup: Cup, pred: (id: ChitTypeId) => boolean = () => true): ChitTypeId[] {
  return chitTypeIds.filter((id) => maze.cups[cup][id] > 0 && pred(id));
}

/** Every chit type the draw procedure could hand the player, with the cup it would come from. */
function reachableTypes(maze: MazeState, proc: 'corridor' | 'door'): { type: ChitTypeId; cup: Cup }[] {
  const room = cupTotal(maze, 'room');
  const corridor = cupTotal(maze, 'corridor');
  const tag = (cup: Cup) => (type: ChitTypeId) => ({ type, cup });
  if (proc === 'corridor') {
    // DESIGNED (DATA §1.3): an empty cup is replaced by the other one.
    return corridor > 0 ? typesIn(maze, 'corridor').map(tag('corridor')) : typesIn(maze, 'room').map(tag('room'));
  }
  if (room === 0) return typesIn(maze, 'corridor').map(tag('corridor'));
  const out = typesIn(maze, 'room', (id) => !chitTypes[id].labelledCorridor).map(tag('room'));
  const labelled = typesIn(maze, 'room', (id) => chitTypes[id].labelledCorridor);
  if (labelled.length > 0) {
    // 5.23: a "Corridor" chit is swapped for a corridor-cup chit, or used when that cup is empty.
    out.push(...(corridor > 0 ? typesIn(maze, 'corridor').map(tag('corridor')) : labelled.map(tag('room'))));
  }
  return out;
}

/** Takes one chit at random out of a cup (stacked chits first). */
function takeFrom(maze: MazeState, dice: DiceState, cup: Cup): ChitTypeId {
  ownCups(maze);
  const stack = maze.stacked[cup];
  while (stack.length > 0) {
    const top = stack.shift()!;
    if (maze.cups[cup][top] > 0) {
      maze.cups[cup][top]--;
      return top;
    }
  }
  let i = randomIndex(dice, cupTotal(maze, cup));
  for (const id of chitTypeIds) {
    const n = maze.cups[cup][id];
    if (i < n) {
      maze.cups[cup][id]--;
      return id;
    }
    i -= n;
  }
  throw new Error(`The ${cup} cup is empty.`);
}

const cupName = (cup: Cup) => (cup === 'room' ? 'Room cup' : 'Corridor cup');
const chitName = (id: ChitTypeId) => describeChit(id);

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

/**
 * Draws the chit for an unexplored segment (5.22, 5.23, 5.25, 5.29). Chits that cannot be laid
 * are thrown back and another drawn; when none in reach can fit, the best match is taken.
 * Mutates `maze` (cups) and `dice`; returns the hand and what happened, in order.
 */
export function drawForSegment(
  maze: MazeState,
  dice: DiceState,
  target: Cell,
  entry: { dir: Dir; via: Via },
): { hand: Hand; events: DrawEvent[] } {
  const proc = drawProcedure(maze, target, entry.dir, entry.via);
  const events: DrawEvent[] = [];
  const candidates = reachableTypes(maze, proc);
  if (candidates.length === 0) throw new Error('Both cups are empty: no chit can be drawn.');
  const reach = exitsWithin(maze, step(target, entry.dir));
  // scored on demand (the scores depend on the laid chits only, not on the cups): most draws
  // learn that some chit fits from the first candidates, and score the drawn one alone
  const scoresByType = new Map<string, FacingScore[]>();
  const scoresOf = (cup: Cup, type: ChitTypeId): FacingScore[] => {
    const key = `${cup}:${type}`;
    let scores = scoresByType.get(key);
    if (!scores) {
      scores = scoreFacings(maze, type, target, entry, reach);
      scoresByType.set(key, scores);
    }
    return scores;
  };
  const anyFits = candidates.some((c) => scoresOf(c.cup, c.type).some(fits));
  const rule = proc === 'corridor' ? (entry.via === 'open' ? '5.22' : '5.23') : '5.23';

  if (!anyFits) {
    // 5.25: no chit fits: use one that matches as many neighbours as possible.
    const scored = candidates.map((c) => ({ ...c, scores: scoresOf(c.cup, c.type) }));
    const best = Math.max(...scored.map((c) => bestOf(c.scores)));
    const pool = scored.filter((c) => bestOf(c.scores) === best);
    const weights = pool.map((c) => maze.cups[c.cup][c.type]);
    let i = randomIndex(dice, weights.reduce((a, b) => a + b, 0));
    let pick = pool[0]!;
    for (let k = 0; k < pool.length; k++) {
      if (i < weights[k]!) {
        pick = pool[k]!;
        break;
      }
      i -= weights[k]!;
    }
    ownCups(maze)[pick.cup][pick.type]--;
    events.push({
      kind: 'chit-drawn',
      rule: '5.25',
      cup: pick.cup,
      chit: pick.type,
      text: `No chit in the cup can fit here; the ${chitName(pick.type)} matches the most sides. Sides that do not match will be impassable.`,
    });
    return { hand: { type: pick.type, cup: pick.cup, cell: target, entry, bestMatch: true }, events };
  }

  for (let guard = 0; guard < 10_000; guard++) {
    let cup: Cup = proc === 'corridor' ? 'corridor' : 'room';
    if (cupTotal(maze, cup) === 0) cup = cup === 'room' ? 'corridor' : 'room'; // DESIGNED: the other cup
    let type = takeFrom(maze, dice, cup);
    events.push({ kind: 'chit-drawn', rule, cup, chit: type, text: `Drew a ${chitName(type)} from the ${cupName(cup)}.` });
    if (proc === 'door' && cup === 'room' && chitTypes[type].labelledCorridor && cupTotal(maze, 'corridor') > 0) {
      maze.cups.room[type]++;
      events.push({ kind: 'chit-thrown-back', rule: '5.23', cup, chit: type, text: 'A "Corridor" chit: thrown back, and a corridor drawn instead.' });
      cup = 'corridor';
      type = takeFrom(maze, dice, cup);
      events.push({ kind: 'chit-drawn', rule: '5.23', cup, chit: type, text: `Drew a ${chitName(type)} from the Corridor cup.` });
    }
    const scores = scoresOf(cup, type);
    if (scores.some(fits)) return { hand: { type, cup, cell: target, entry, bestMatch: false }, events };
    maze.cups[cup][type]++;
    const onlyLastExit = scores.some((s) => s.mismatched === 0);
    events.push({
      kind: 'chit-thrown-back',
      rule: onlyLastExit ? '5.29' : '5.25',
      cup,
      chit: type,
      text: onlyLastExit
        ? `The ${chitName(type)} would close the last way on into the maze: thrown back.`
        : `The ${chitName(type)} cannot be laid to match its neighbours: thrown back.`,
    });
  }
  throw new Error('Drawing found no chit that fits after 10 000 draws.');
}

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

/** 5.13: the first chit comes from the Corridor cup and may face any way. */
export function drawEntrance(maze: MazeState, dice: DiceState): { hand: Hand; events: DrawEvent[] } {
  const cup: Cup = cupTotal(maze, 'corridor') > 0 ? 'corridor' : 'room';
  const type = takeFrom(maze, dice, cup);
  return {
    hand: { type, cup, cell: { ...maze.entrance }, entry: null, bestMatch: false },
    events: [{ kind: 'chit-drawn', rule: '5.13', cup, chit: type, text: `Drew a ${chitName(type)} from the ${cupName(cup)} for the entrance.` }],
  };
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
