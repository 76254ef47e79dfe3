/**
 * Drawing and laying (BLACKGATE §4.1, §4.3, §15.2): a tile comes out of the one container for
 * an empty cell, goes back and another comes out while it cannot be laid (LŚ 6.1, 6.4, 6.6),
 * the best match when nothing fits (B46), the Gate when the container is empty (B9).
 * Each function returns a new board and leaves the one it was given as it was; the dice are
 * the caller's draft and are advanced.
 */
import { RuleError } from '../../../engine/errors';
import { randomIndex, type DiceState } from '../../deathmaze/dice';
import { containerTileIds, describeTile, isStaircase, type TileId } from '../data/tiles';
import { DIR_NAMES, DIRS, levelKey, opposite, stepOn, type Dir, type Level, type LevelCell, type Rotation } from './levels';
import {
  bestMatchScore,
  bit,
  cellsFilled,
  containerTotal,
  fits,
  legalFacings,
  refusal,
  scoreFacings,
  tileAt,
  wallToDoorChoices,
  whyNot,
  type BoardEvent,
  type BoardState,
  type Hand,
  type LaidTile,
  type Sides,
} from './maze';

/** What a draw for an empty cell came to: a tile in hand, the Gate laid there, or a wall for this move. */
export type DrawOutcome = 'hand' | 'gate' | 'wall';

const where = (c: LevelCell) => `(${c.x}, ${c.y}) on level ${c.level}`;

/** A shallow copy that may be changed: the laid tiles' record and the container are new, the tiles themselves shared. */
function draft(board: BoardState): BoardState {
  return { ...board, tiles: { ...board.tiles }, container: { ...board.container }, stacked: [...board.stacked], gate: { ...board.gate } };
}

/** One tile at random out of the container (stacked tiles first). */
function takeOne(board: BoardState, dice: DiceState): TileId {
  while (board.stacked.length > 0) {
    const top = board.stacked.shift()!;
    if (board.container[top] > 0) {
      board.container[top]--;
      return top;
    }
  }
  let i = randomIndex(dice, containerTotal(board));
  for (const id of containerTileIds) {
    const n = board.container[id];
    if (i < n) {
      board.container[id]--;
      return id;
    }
    i -= n;
  }
  throw new Error('The container is empty.');
}

/**
 * Draws the tile for the empty cell `cell`, entered across its side `entry` (LŚ 6.0 procedure).
 * A tile that cannot be laid goes back and another is drawn (LŚ 6.1, 6.4, 6.6); when nothing in
 * the container can be laid, the best match (B46); when the container is empty, or nothing
 * can even be entered, the Gate if it is still to be placed (B9), else the side is a wall.
 */
export function drawForCell(board: BoardState, dice: DiceState, cell: LevelCell, entry: Dir): { board: BoardState; outcome: DrawOutcome; events: BoardEvent[] } {
  if (board.hand) throw new RuleError('LŚ 6.0', 'a tile is already in hand: lay it first');
  if (tileAt(board, cell)) throw new RuleError('LŚ 6.0', `${where(cell)} already holds a tile: nothing is drawn`);
  const from = tileAt(board, stepOn(cell, entry));
  if (!from) throw new RuleError('LŚ 6.0', 'a new segment is laid next to the one the party is leaving');
  const next = draft(board);
  const events: BoardEvent[] = [];
  const inContainer = containerTileIds.filter((id) => next.container[id] > 0);
  if (inContainer.length === 0) return emptyContainer(next, cell, events, 'B9', 'The container is empty');

  const fitting = new Map<TileId, boolean>();
  const fitsHere = (id: TileId) => {
    let known = fitting.get(id);
    if (known === undefined) fitting.set(id, (known = scoreFacings(board, id, cell, entry).some(fits)));
    return known;
  };
  if (inContainer.some(fitsHere)) {
    for (;;) {
      const tile = takeOne(next, dice);
      events.push({ kind: 'tile-drawn', rule: 'LŚ 6.0', tile, at: cell, text: `Drew a ${describeTile(tile)} for ${where(cell)}.` });
      if (fitsHere(tile)) {
        next.hand = { tile, cell, entry, bestMatch: false };
        return { board: next, outcome: 'hand', events };
      }
      next.container[tile]++;
      const why = whyNot(scoreFacings(board, tile, cell, entry))!;
      events.push({ kind: 'tile-returned', rule: why.rule, tile, at: cell, text: `The ${describeTile(tile)} cannot go there (${why.reason}): back into the container.` });
    }
  }

  // B46: nothing fits; the tiles that can reach the top score are drawn for, the rest go back
  const best = Math.max(...inContainer.map((id) => bestMatchScore(board, id, cell, entry)));
  if (best < 0) return emptyContainer(next, cell, events, 'B46', 'No tile in the container can be entered from here');
  for (;;) {
    const tile = takeOne(next, dice);
    events.push({ kind: 'tile-drawn', rule: 'B46', tile, at: cell, text: `Drew a ${describeTile(tile)} for ${where(cell)}; no tile in the container can match every side there.` });
    if (bestMatchScore(board, tile, cell, entry) === best) {
      next.hand = { tile, cell, entry, bestMatch: true };
      return { board: next, outcome: 'hand', events };
    }
    next.container[tile]++;
    events.push({ kind: 'tile-returned', rule: 'B46', tile, at: cell, text: `The ${describeTile(tile)} matches fewer sides than the best tile left: back into the container.` });
  }
}

function emptyContainer(next: BoardState, cell: LevelCell, events: BoardEvent[], rule: string, why: string): { board: BoardState; outcome: DrawOutcome; events: BoardEvent[] } {
  if (!next.gate.placed) {
    const laid = placeGate(next, cell, rule);
    return { board: laid.board, outcome: 'gate', events: [...events, ...laid.events] };
  }
  events.push({ kind: 'side-walled', rule, at: cell, text: `${why}: the way into ${where(cell)} counts as a wall.` });
  return { board: next, outcome: 'wall', events };
}

/**
 * Lays the tile in hand in facing `rot` (LŚ 6.1, 6.2): a staircase with its copies on the other
 * two levels (§4.3 step 3), a best match with its odd sides impassable and, when §4.5 still asks,
 * the wall side `door` made a door (§4.1 step 4).
 */
export function layTile(board: BoardState, rot: Rotation, door?: Dir): { board: BoardState; laid: LaidTile; events: BoardEvent[] } {
  const hand = board.hand;
  if (!hand) throw new RuleError('LŚ 6.0', 'there is no tile in hand to lay');
  const score = scoreFacings(board, hand.tile, hand.cell, hand.entry).find((s) => s.rot === rot);
  if (!score) throw new RuleError('LŚ 6.2', `the ${describeTile(hand.tile)} has no such facing`);
  if (!legalFacings(board).includes(rot)) {
    const why = hand.bestMatch ? { rule: 'B46', reason: 'a best-match tile is laid in a facing that enters from the party and matches the most sides' } : refusal(score)!;
    throw new RuleError(why.rule, why.reason);
  }
  const doors = wallToDoorChoices(board, rot);
  if (doors.length > 0 && (door === undefined || !doors.includes(door))) {
    throw new RuleError('B46', `the maze would close: choose which wall facing empty ground becomes a door (${doors.map((d) => DIR_NAMES[d]).join(', ')})`);
  }
  if (doors.length === 0 && door !== undefined) throw new RuleError('B46', 'a wall is made a door only when a best-match tile would still close the maze');

  const next = draft(board);
  next.hand = null;
  next.seq++;
  const events: BoardEvent[] = [];
  const sides = [...score.sides] as Sides;
  let madeDoor = 0;
  if (door !== undefined) {
    sides[door] = 'D';
    madeDoor = bit(door);
  }
  const base = { tile: hand.tile, rot, pegged: 0, madeDoor, seq: next.seq, visited: false };
  const laid: LaidTile = { ...hand.cell, ...base, sides, blocked: score.mismatched, copy: false };
  next.tiles[levelKey(laid)] = laid;
  for (const d of DIRS) {
    if (!(laid.blocked & bit(d))) continue;
    const nb = tileAt(next, stepOn(laid, d))!;
    next.tiles[levelKey(nb)] = { ...nb, blocked: nb.blocked | bit(opposite(d)) };
  }
  const rule = hand.bestMatch ? 'B46' : 'LŚ 6.1';
  const odd = hand.bestMatch && laid.blocked !== 0 ? ' Its unmatched sides are impassable.' : '';
  events.push({ kind: 'tile-laid', rule, tile: hand.tile, at: hand.cell, text: `Laid the ${describeTile(hand.tile)} at ${where(hand.cell)}.${odd}` });
  if (door !== undefined) events.push({ kind: 'wall-made-door', rule: 'B46', tile: hand.tile, at: hand.cell, text: `Its ${DIR_NAMES[door]} wall becomes a door, so that the maze keeps a way on.` });
  if (isStaircase(hand.tile)) {
    for (const c of cellsFilled(hand.tile, hand.cell)) {
      if (c.level === hand.cell.level) continue;
      next.tiles[levelKey(c)] = { ...c, ...base, sides, blocked: 0, madeDoor: 0, copy: true };
      events.push({ kind: 'stairwell-copied', rule: 'LŚ 6.6', tile: hand.tile, at: c, text: `The staircase joins all three levels: the same stairwell stands at ${where(c)}.` });
    }
  }
  return { board: next, laid, events };
}

/**
 * §15.2: lays the Black Gate in the empty cell `cell`, each side copying the neighbour it faces
 * on its level and walls elsewhere (step 3); its level becomes the Gate's level (B55) and the
 * dead-end rule is off (step 4). `rule` names the route: `B9` for an empty container, the
 * countdown's case otherwise.
 */
export function placeGate(board: BoardState, cell: LevelCell, rule: string): { board: BoardState; events: BoardEvent[] } {
  if (board.gate.placed) throw new RuleError('§15.2', 'there is only one Black Gate, and it is already laid');
  if (tileAt(board, cell)) throw new RuleError('§15.2', `the Gate is laid in an empty cell, and ${where(cell)} holds a tile`);
  if (board.hand) throw new RuleError('§15.2', 'nothing is drawn for the Gate cell, but a tile is in hand');
  const next = draft(board);
  const sides = DIRS.map((d) => tileAt(board, stepOn(cell, d))?.sides[opposite(d)] ?? 'W') as Sides;
  next.seq++;
  next.tiles[levelKey(cell)] = { ...cell, tile: 'BG-GATE', rot: 0, sides, blocked: 0, pegged: 0, madeDoor: 0, copy: false, seq: next.seq, visited: false };
  const moved = board.gate.level !== null && board.gate.level !== cell.level;
  next.gate = { placed: true, at: { ...cell }, level: cell.level };
  const events: BoardEvent[] = [{ kind: 'gate-placed', rule, tile: 'BG-GATE', at: cell, text: `The Black Gate stands at ${where(cell)}.` }];
  if (moved) events.push({ kind: 'gate-level-known', rule: 'B55', at: cell, text: `Wherever it is laid, that is the Gate's level: level ${cell.level}.` });
  return { board: next, events };
}

/** §13.3 step 2: the Gate's level becomes known (a mirror effect or a trap door). */
export function fixGateLevel(board: BoardState, level: Level, rule: string): { board: BoardState; events: BoardEvent[] } {
  if (board.gate.placed) throw new RuleError('§13.3', 'the Gate is already laid: its level is known');
  const next = { ...board, gate: { ...board.gate, level } };
  return { board: next, events: [{ kind: 'gate-level-known', rule, text: `The Black Gate lies on level ${level}.` }] };
}

/** Stacks the container for a test: these tiles come out first, in this order. */
export function stackContainer(board: BoardState, tiles: TileId[]): BoardState {
  return { ...board, stacked: [...tiles] };
}

export type { Hand };

/** Pegs the door on side `dir` of the tile at `at` shut, and the facing side of its neighbour (Lock): a locked door is no open exit (§4.5). */
export function pegDoor(board: BoardState, at: LevelCell, dir: Dir): BoardState {
  const here = tileAt(board, at);
  if (!here) return board;
  const tiles = { ...board.tiles, [levelKey(here)]: { ...here, pegged: here.pegged | bit(dir) } };
  const there = tileAt(board, stepOn(at, dir));
  if (there) tiles[levelKey(there)] = { ...there, pegged: there.pegged | bit(opposite(dir)) };
  return { ...board, tiles };
}

/** The party has stood on the tile at `at` (a visited room checks for wandering monsters only). */
export function markVisited(board: BoardState, at: LevelCell): BoardState {
  const here = tileAt(board, at);
  if (!here || here.visited) return board;
  return { ...board, tiles: { ...board.tiles, [levelKey(here)]: { ...here, visited: true } } };
}
