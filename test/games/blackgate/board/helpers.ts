/**
 * Shared helpers for the Black Gate board tests. Not a test file. Draws here come off a stacked
 * container, so the dice are scripted with no faces and must stay untouched.
 */
import { expect } from 'vitest';
import { scriptedDice, type DiceState } from '../../../../src/games/deathmaze/dice';
import type { TileId } from '../../../../src/games/blackgate/data/tiles';
import { drawForCell, stackContainer } from '../../../../src/games/blackgate/board/laying';
import type { Dir, LevelCell } from '../../../../src/games/blackgate/board/levels';
import type { BoardState } from '../../../../src/games/blackgate/board/maze';
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
