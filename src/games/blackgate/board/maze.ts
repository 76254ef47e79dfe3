/**
 * The Black Gate's maze (BLACKGATE §4): three levels laid from one container, every side
 * matching its neighbours (LŚ 6.1), stairwells that join all three levels (LŚ 6.6), and the
 * dead-end rule over the whole maze (LŚ 6.4). A board is a plain JSON value; the functions
 * here read it, those of `laying.ts` return a new one.
 */
import { isStaircase, startingContainer, tileTypes, type Side, type TileId } from '../data/tiles';
import { DIRS, LEVELS, levelKey, onLevel, opposite, otherLevels, stepOn, type Dir, type Level, type LevelCell, type Rotation } from './levels';

export type Sides = [Side, Side, Side, Side];

export interface LaidTile extends LevelCell {
  tile: TileId;
  rot: Rotation;
  /** The sides as they lie on the table, N E S W: turned, copied (the Gate, §15.2) or with a wall made a door (§4.1 step 4). */
  sides: Sides;
  /** Bit per side (1 << dir) made impassable by a best-match fallback (B46). */
  blocked: number;
  /** Bit per side: doors pegged shut (Lock). */
  pegged: number;
  /** Bit per side: a wall turned into a door by the dead-end fallback (§4.1 step 4, B46). */
  madeDoor: number;
  /** A stairwell copy laid with a staircase drawn on another level (§4.3 step 3): never drawn from the container. */
  copy: boolean;
  /** 1 for the Gateway, then in the order laid (a staircase and its copies share one number). */
  seq: number;
  visited: boolean;
}

/** A tile drawn from the container and not yet laid (LŚ 6.1, 6.2). */
export interface Hand {
  tile: TileId;
  /** The one empty cell it is drawn for. */
  cell: LevelCell;
  /** The side of the new segment the party enters by (it faces the segment being left). */
  entry: Dir;
  /** Nothing in the container fitted (§4.1 fallback, B46): the best match is laid, odd sides impassable. */
  bestMatch: boolean;
}

export interface GateState {
  placed: boolean;
  at: LevelCell | null;
  /** The Gate's level once known (a mirror, §13.3) or once the Gate is laid (B55). */
  level: Level | null;
}

export interface BoardState {
  /** Laid tiles by `levelKey`. Never changed in place: a change makes a new record. */
  tiles: Record<string, LaidTile>;
  /** The one container (B4): how many of each tile are in it. */
  container: Record<TileId, number>;
  /** Tiles to come out of the container first, in order (tests stack it; empty in play). */
  stacked: TileId[];
  hand: Hand | null;
  gateway: LevelCell;
  gate: GateState;
  /** Numbers handed out so far (`LaidTile.seq`). */
  seq: number;
}

export interface BoardEvent {
  kind: 'gateway-laid' | 'tile-drawn' | 'tile-returned' | 'tile-laid' | 'stairwell-copied' | 'wall-made-door' | 'gate-placed' | 'gate-level-known' | 'side-walled';
  /** The rule case behind it: `LŚ 6.1`, `B46`, `§15.2`... */
  rule: string;
  tile?: TileId;
  at?: LevelCell;
  text: string;
}

export const bit = (d: Dir): number => 1 << d;

/** A tile's sides once turned `rot` quarter turns clockwise. */
export function turnedSides(tile: TileId, rot: Rotation): Sides {
  const s = tileTypes[tile].sides;
  return DIRS.map((d) => s[(d - rot + 4) % 4]!) as Sides;
}

export const tileAt = (board: BoardState, c: LevelCell): LaidTile | undefined => board.tiles[levelKey(c)];

const DX = [0, 1, 0, -1] as const;
const DY = [-1, 0, 1, 0] as const;
/** The tile next to `c` across side `d` on its level (the hot lookup: no cell is made). */
export const tileBeside = (board: BoardState, c: LevelCell, d: Dir): LaidTile | undefined => board.tiles[`${c.x + DX[d]},${c.y + DY[d]},${c.level}`];

/** Not a wall, not impassable (B46), not pegged. */
export const passable = (t: LaidTile, d: Dir): boolean => t.sides[d] !== 'W' && ((t.blocked | t.pegged) & bit(d)) === 0;

/** Whether the party can go from `t` across side `d`: passable on both tiles when there is one beyond. */
export function canCross(board: BoardState, t: LaidTile, d: Dir): boolean {
  if (!passable(t, d)) return false;
  const there = tileAt(board, stepOn(t, d));
  return !there || passable(there, opposite(d));
}

const rotationsByTile = new Map<TileId, Rotation[]>();

/** The distinct facings of a tile (a four-door room has one, a straight corridor two). */
export function distinctRotations(tile: TileId): Rotation[] {
  let known = rotationsByTile.get(tile);
  if (!known) {
    const seen = new Set<string>();
    known = ([0, 1, 2, 3] as Rotation[]).filter((r) => {
      const sig = turnedSides(tile, r).join('');
      if (seen.has(sig)) return false;
      seen.add(sig);
      return true;
    });
    rotationsByTile.set(tile, known);
  }
  return known;
}

export function containerTotal(board: BoardState): number {
  let n = 0;
  for (const id in board.container) n += board.container[id as TileId];
  return n;
}

/** §4.2, §1.1: the Gateway of Evil at (0, 0) on level 1, its open end turned `rot`; everything else in the container. */
export function newBoard(gatewayRot: Rotation = 0): { board: BoardState; events: BoardEvent[] } {
  const gateway: LevelCell = { x: 0, y: 0, level: 1 };
  const laid: LaidTile = { ...gateway, tile: 'BG-GATEWAY', rot: gatewayRot, sides: turnedSides('BG-GATEWAY', gatewayRot), blocked: 0, pegged: 0, madeDoor: 0, copy: false, seq: 1, visited: false };
  const board: BoardState = { tiles: { [levelKey(gateway)]: laid }, container: startingContainer(), stacked: [], hand: null, gateway, gate: { placed: false, at: null, level: null }, seq: 1 };
  return { board, events: [{ kind: 'gateway-laid', rule: '§16', tile: 'BG-GATEWAY', at: gateway, text: 'The party starts at the Gateway of Evil, the way in and out of the maze.' }] };
}

// ---------------------------------------------------------------------------------------------
// Open exits (LŚ 6.4, §4.5)

const exitCache = new WeakMap<Record<string, LaidTile>, [number, number, number]>();

/** §4.5: open exits per level (index 0 is level 1): passable sides facing an empty cell on their own level. */
export function exitsByLevel(board: BoardState): [number, number, number] {
  let known = exitCache.get(board.tiles);
  if (!known) {
    known = [0, 0, 0];
    for (const key in board.tiles) {
      const t = board.tiles[key]!;
      for (const d of DIRS) if (passable(t, d) && !tileBeside(board, t, d)) known[t.level - 1]!++;
    }
    exitCache.set(board.tiles, known);
  }
  return known;
}

export const openExits = (board: BoardState): number => exitsByLevel(board).reduce((a, b) => a + b, 0);

/** Every open exit: the tile and the side (what a party, or a test policy, may leave by onto new ground). */
export function openSides(board: BoardState): { at: LevelCell; dir: Dir }[] {
  const out: { at: LevelCell; dir: Dir }[] = [];
  for (const key in board.tiles) {
    const t = board.tiles[key]!;
    for (const d of DIRS) if (passable(t, d) && !tileBeside(board, t, d)) out.push({ at: { x: t.x, y: t.y, level: t.level }, dir: d });
  }
  return out;
}

const levelCountCache = new WeakMap<Record<string, LaidTile>, [number, number, number]>();

export function tilesOnLevel(board: BoardState, level: Level): number {
  let known = levelCountCache.get(board.tiles);
  if (!known) {
    known = [0, 0, 0];
    for (const key in board.tiles) known[board.tiles[key]!.level - 1]!++;
    levelCountCache.set(board.tiles, known);
  }
  return known[level - 1]!;
}

/** A tile about to fill an empty cell: its sides and the sides it leaves impassable. */
interface Filling {
  cell: LevelCell;
  sides: Sides;
  blocked: number;
}

/** How the open exits of each level change when these cells are filled (none of them touching). */
function exitDelta(board: BoardState, fills: Filling[]): [number, number, number] {
  const delta: [number, number, number] = [0, 0, 0];
  for (const f of fills) {
    for (const d of DIRS) {
      const nb = tileBeside(board, f.cell, d);
      if (nb) {
        if (passable(nb, opposite(d))) delta[f.cell.level - 1]!--;
      } else if (f.sides[d] !== 'W' && (f.blocked & bit(d)) === 0) delta[f.cell.level - 1]!++;
    }
  }
  return delta;
}

/** Why laying these fills would break §4.5: `maze` (step 1, LŚ 6.4), `gateLevel` (step 2, B8), or null. Off once the Gate is placed (step 3). */
function deadEnd(board: BoardState, fills: Filling[]): 'maze' | 'gateLevel' | null {
  if (board.gate.placed) return null;
  const before = exitsByLevel(board);
  const delta = exitDelta(board, fills);
  const after = before.map((n, i) => n + delta[i]!);
  if (after.reduce((a, b) => a + b, 0) === 0) return 'maze';
  const g = board.gate.level;
  if (g !== null && tilesOnLevel(board, g) > 0 && after[g - 1] === 0) return 'gateLevel';
  return null;
}

// ---------------------------------------------------------------------------------------------
// Facings (LŚ 6.1, 6.2, 6.6)

export interface FacingScore {
  rot: Rotation;
  sides: Sides;
  /** Bit per side that does not match its neighbour on this level (LŚ 6.1). */
  mismatched: number;
  /** Sides that match a laid neighbour on this level. */
  matched: number;
  /** The side the party enters by matches. */
  entryMatched: boolean;
  /** LŚ 6.6, B6, for a staircase: the other level where the stairwell cannot stand, and why. */
  stair: { level: Level; why: 'occupied' | 'mismatch' } | null;
  /** §4.5: laying it so breaks the dead-end rule (step 1 or 2). */
  deadEnd: 'maze' | 'gateLevel' | null;
}

/** How `sides` sit against the laid neighbours of `cell` on its level. */
export function sideMatch(board: BoardState, cell: LevelCell, sides: Sides): { mismatched: number; matched: number } {
  let mismatched = 0;
  let matched = 0;
  for (const d of DIRS) {
    const nb = tileBeside(board, cell, d);
    if (!nb) continue;
    if (nb.sides[opposite(d)] === sides[d]) matched++;
    else mismatched |= bit(d);
  }
  return { mismatched, matched };
}

/** The cells a tile laid at `cell` fills: its own, and for a staircase the same (x, y) on the other two levels (§4.3 step 3). */
export function cellsFilled(tile: TileId, cell: LevelCell): LevelCell[] {
  return isStaircase(tile) ? LEVELS.map((l) => onLevel(cell, l)) : [cell];
}

const scoreCache = new WeakMap<Record<string, LaidTile>, Map<string, FacingScore[]>>();

/**
 * Every distinct facing of `tile` at `cell`, scored against the rules of §4.1, §4.3 and §4.5.
 * Boards are never changed in place, so the scores are kept per laid-tiles record and Gate
 * state; callers read them and never change them.
 */
export function scoreFacings(board: BoardState, tile: TileId, cell: LevelCell, entry: Dir): FacingScore[] {
  let byKey = scoreCache.get(board.tiles);
  if (!byKey) scoreCache.set(board.tiles, (byKey = new Map<string, FacingScore[]>()));
  const key = `${tile}:${levelKey(cell)}:${entry}:${board.gate.placed ? 'p' : (board.gate.level ?? '-')}`;
  let scores = byKey.get(key);
  if (!scores) byKey.set(key, (scores = scoreAfresh(board, tile, cell, entry)));
  return scores;
}

function scoreAfresh(board: BoardState, tile: TileId, cell: LevelCell, entry: Dir): FacingScore[] {
  return distinctRotations(tile).map((rot) => {
    const sides = turnedSides(tile, rot);
    const { mismatched, matched } = sideMatch(board, cell, sides);
    let stair: FacingScore['stair'] = null;
    if (isStaircase(tile)) {
      for (const level of otherLevels(cell.level)) {
        const there = onLevel(cell, level);
        if (tileAt(board, there)) stair = { level, why: 'occupied' };
        else if (sideMatch(board, there, sides).mismatched !== 0) stair = { level, why: 'mismatch' };
        if (stair) break;
      }
    }
    const fills = cellsFilled(tile, cell).map((c) => ({ cell: c, sides, blocked: c.level === cell.level ? mismatched : 0 }));
    return { rot, sides, mismatched, matched, entryMatched: (mismatched & bit(entry)) === 0, stair, deadEnd: deadEnd(board, fills) };
  });
}

/** Why a facing may not be laid as drawn, naming the case; null when it may. */
export function refusal(score: FacingScore): { rule: string; reason: string } | null {
  if (score.mismatched !== 0) return { rule: 'LŚ 6.1', reason: 'every side must meet a matching side: corridor to corridor, door to door, wall to wall' };
  if (score.stair) {
    return score.stair.why === 'occupied'
      ? { rule: 'LŚ 6.6', reason: `a staircase needs its cell empty on all three levels, and level ${score.stair.level} already has a tile there` }
      : { rule: 'LŚ 6.6', reason: `a staircase must fit on all three levels at once, and it does not match its neighbours on level ${score.stair.level}` };
  }
  if (score.deadEnd === 'maze') return { rule: 'LŚ 6.4', reason: 'until the Black Gate is found the maze may not close: this would leave no way on, on any level' };
  if (score.deadEnd === 'gateLevel') return { rule: 'B8', reason: "the Gate's level must keep a way on until the Gate is found" };
  return null;
}

export const fits = (s: FacingScore): boolean => refusal(s) === null;

/** How far a facing gets through the checks: matching its level, then the stairwell, then §4.5. */
const progress = (s: FacingScore): number => (s.mismatched !== 0 ? 0 : s.stair ? 1 : s.deadEnd ? 2 : 3);

/** Why a tile cannot be laid at all: the refusal of its facing that came closest (a staircase that matches here but not below says LŚ 6.6). */
export function whyNot(scores: FacingScore[]): { rule: string; reason: string } | null {
  if (scores.some(fits)) return null;
  const closest = scores.reduce((a, b) => (progress(b) > progress(a) ? b : a));
  return refusal(closest);
}

/** Whether this tile, drawn for `cell`, could be laid as it comes (the test every draw applies). */
export function tileFits(board: BoardState, tile: TileId, cell: LevelCell, entry: Dir): boolean {
  return scoreFacings(board, tile, cell, entry).some(fits);
}

/** B46 step 2: the best-match score a tile can reach at `cell` (entry side matched), or -1; staircases never (step 1). */
export function bestMatchScore(board: BoardState, tile: TileId, cell: LevelCell, entry: Dir): number {
  if (isStaircase(tile)) return -1;
  return Math.max(-1, ...scoreFacings(board, tile, cell, entry).filter((s) => s.entryMatched).map((s) => s.matched));
}

/** LŚ 6.2: the facings the players may choose for the tile in hand; for a best match (B46), those with the top score. */
export function legalFacings(board: BoardState): Rotation[] {
  const hand = board.hand;
  if (!hand) return [];
  const scores = scoreFacings(board, hand.tile, hand.cell, hand.entry);
  if (!hand.bestMatch) return scores.filter(fits).map((s) => s.rot);
  const best = bestMatchScore(board, hand.tile, hand.cell, hand.entry);
  return scores.filter((s) => s.entryMatched && s.matched === best).map((s) => s.rot);
}

/**
 * §4.1 step 4 (B46): for a best-match tile laid in `rot` that would still break §4.5, the wall
 * sides facing an empty cell on its level, one of which the players make a door. Empty when no
 * change is needed or none is possible.
 */
export function wallToDoorChoices(board: BoardState, rot: Rotation): Dir[] {
  const hand = board.hand;
  if (!hand?.bestMatch) return [];
  const score = scoreFacings(board, hand.tile, hand.cell, hand.entry).find((s) => s.rot === rot);
  if (!score || score.deadEnd === null) return [];
  return DIRS.filter((d) => score.sides[d] === 'W' && !tileAt(board, stepOn(hand.cell, d)));
}
