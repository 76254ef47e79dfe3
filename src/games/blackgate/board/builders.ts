/**
 * Test builders for Black Gate boards: a board with given tiles laid (taken out of the
 * container, staircases with their stairwell copies), and a container holding only given tiles.
 * They build ordinary board states; what happens next is the rules' own doing.
 */
import { isStaircase, tileIds, type TileId } from '../data/tiles';
import { LEVELS, levelKey, onLevel, type Level, type LevelCell, type Rotation } from './levels';
import { newBoard, turnedSides, type BoardState } from './maze';

export interface TileSpec {
  tile: TileId;
  x: number;
  y: number;
  level?: Level;
  rot?: Rotation;
}

/** The Gateway (open end north unless told) and these tiles, each laid as given with no check. */
export function boardWith(tiles: TileSpec[], gatewayRot: Rotation = 0): BoardState {
  const board = newBoard(gatewayRot).board;
  for (const spec of tiles) {
    const rot = spec.rot ?? 0;
    const cell: LevelCell = { x: spec.x, y: spec.y, level: spec.level ?? 1 };
    board.seq++;
    const levels = isStaircase(spec.tile) ? LEVELS : [cell.level];
    for (const level of levels) {
      const at = onLevel(cell, level);
      board.tiles[levelKey(at)] = { ...at, tile: spec.tile, rot, sides: turnedSides(spec.tile, rot), blocked: 0, pegged: 0, madeDoor: 0, copy: level !== cell.level, seq: board.seq, visited: false };
    }
    if (board.container[spec.tile] > 0) board.container[spec.tile]--;
  }
  return board;
}

/** The same board with only these tiles in the container (tests of a draw's odds and of an empty container). */
export function withContainer(board: BoardState, counts: Partial<Record<TileId, number>>): BoardState {
  const container = Object.fromEntries(tileIds.map((id) => [id, counts[id] ?? 0])) as Record<TileId, number>;
  return { ...board, container };
}
