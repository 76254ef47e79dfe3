/**
 * Shared helpers for the Black Gate board tests. Not a test file. Draws here come off a stacked
 * container, so the dice are scripted with no faces and must stay untouched.
 */
import { expect } from 'vitest';
import { scriptedDice, type DiceState } from '../../../../src/games/deathmaze/dice';
import type { TileId } from '../../../../src/games/blackgate/data/tiles';
import { drawForCell, stackContainer } from '../../../../src/games/blackgate/board/laying';
import { levelKey, opposite, stepOn, type Dir, type LevelCell } from '../../../../src/games/blackgate/board/levels';
import { bit, tileAt, type BoardState } from '../../../../src/games/blackgate/board/maze';
import { boardWith } from '../../../../src/games/blackgate/board/builders';
import { RuleError } from '../../../../src/engine/errors';

export const N: Dir = 0;
export const E: Dir = 1;
export const S: Dir = 2;
export const W: Dir = 3;

/** Dice with no faces: a draw from a stacked container rolls nothing. */
export const noDice = (): DiceState => scriptedDice([]);

/** Stacks the container with `order` and draws for `cell`, entered across `entry`; checks no die was used. */
export function drawStacked(board: BoardState, order: TileId[], cell: LevelCell, entry: Dir) {
  const dice = noDice();
  const before = JSON.stringify(dice);
  const result = drawForCell(stackContainer(board, order), dice, cell, entry);
  expect(JSON.stringify(dice)).toBe(before);
  return result;
}

/** The RuleError `fn` throws (the test fails if it throws nothing or something else). */
export function ruleErrorOf(fn: () => unknown): RuleError {
  try {
    fn();
  } catch (e) {
    if (e instanceof RuleError) return e;
    throw e;
  }
  throw new Error('expected a RuleError, and nothing was thrown');
}

/** Marks side `dir` of the tile at `at` and the facing side of its neighbour impassable, as an earlier best match (B46) would have. */
export function blockPair(board: BoardState, at: LevelCell, dir: Dir): BoardState {
  const here = tileAt(board, at)!;
  const there = tileAt(board, stepOn(at, dir))!;
  const tiles = { ...board.tiles, [levelKey(here)]: { ...here, blocked: here.blocked | bit(dir) }, [levelKey(there)]: { ...there, blocked: there.blocked | bit(opposite(dir)) } };
  return { ...board, tiles };
}

/**
 * A maze with one open exit left: the Gateway, a corridor above it whose north end meets a room's
 * door (left impassable by an earlier best match), and a door east into (1, -1).
 */
export function oneExitLeft(): BoardState {
  const board = boardWith([
    { tile: 'BG-C-S1', x: 0, y: -1, rot: 1 }, // N open, E door, S open, W wall
    { tile: 'BG-PLN-R1', x: 0, y: -2, rot: 2 }, // its door faces south
  ]);
  return blockPair(board, { x: 0, y: -1, level: 1 }, N);
}
