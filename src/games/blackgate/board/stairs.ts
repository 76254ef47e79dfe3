/**
 * Stairwells (LŚ 6.5, 6.6; BLACKGATE §4.3, §4.4): a staircase stands at the same (x, y) on all
 * three levels, and a party on one goes one level up or down as its stage move.
 */
import { RuleError } from '../../../engine/errors';
import { tileTypes, type TileId } from '../data/tiles';
import { LEVELS, onLevel, type Level, type LevelCell, type Rotation } from './levels';
import { sideMatch, tileAt, turnedSides, type BoardState } from './maze';

export type StairWay = 'up' | 'down';

export function isStairwell(board: BoardState, at: LevelCell): boolean {
  const t = tileAt(board, at);
  return t !== undefined && tileTypes[t.tile].feature === 'staircase';
}

/** LŚ 6.6: the levels a stairwell at `at` leads to, one step each way (never two levels in one stage). */
export function stairLevels(board: BoardState, at: LevelCell): Level[] {
  if (!isStairwell(board, at)) return [];
  return ([at.level - 1, at.level + 1] as number[]).filter((l): l is Level => l >= 1 && l <= 3);
}

/** §4.4 step 1: the cell a stair move up (toward level 1) or down (toward level 3) arrives at; refused off a stairwell or past the ends. */
export function stairMove(board: BoardState, at: LevelCell, way: StairWay): LevelCell {
  if (!isStairwell(board, at)) throw new RuleError('LŚ 6.6', 'only a staircase leads to another level');
  const level = at.level + (way === 'up' ? -1 : 1);
  if (level < 1) throw new RuleError('LŚ 6.5', 'level 1 is the top of the maze: there is no way up from it but the Gateway');
  if (level > 3) throw new RuleError('LŚ 6.5', 'level 3 is the deepest: the stairs lead no further down');
  const there = onLevel(at, level as Level);
  if (!isStairwell(board, there)) throw new RuleError('LŚ 6.6', 'the stairwell is missing on the next level');
  return there;
}

/** How a staircase in facing `rot` at (x, y) sits on one level: free and matching, or why not (LŚ 6.6, B6). */
export interface StairwellLevel {
  level: Level;
  fits: boolean;
  why: 'occupied' | 'mismatch' | null;
}

/**
 * LŚ 6.6, B6: for each of the three levels, whether the staircase `tile` turned `rot` could stand
 * at (x, y) there, for the table to light the stairwell on every level while the tile is dragged.
 * The level it is drawn for must match its neighbours; the other two must also be empty.
 */
export function stairwellFit(board: BoardState, tile: TileId, cell: LevelCell, rot: Rotation): StairwellLevel[] {
  const sides = turnedSides(tile, rot);
  return LEVELS.map((level) => {
    const there = onLevel(cell, level);
    if (level !== cell.level && tileAt(board, there)) return { level, fits: false, why: 'occupied' };
    if (sideMatch(board, there, sides).mismatched !== 0) return { level, fits: false, why: 'mismatch' };
    return { level, fits: true, why: null };
  });
}
