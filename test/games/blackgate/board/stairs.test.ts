/** LŚ 6.5, 6.6 and B6: staircases fit on all three levels at once, lay their copies, and lead one level up or down. */
import { describe, expect, it } from 'vitest';
import { boardWith } from '../../../../src/games/blackgate/board/builders';
import { boardInvariants } from '../../../../src/games/blackgate/board/invariants';
import { layTile } from '../../../../src/games/blackgate/board/laying';
import { legalFacings, tileAt, type BoardState } from '../../../../src/games/blackgate/board/maze';
import { isStairwell, stairLevels, stairMove, stairwellFit } from '../../../../src/games/blackgate/board/stairs';
import { drawStacked, ruleErrorOf, W } from './helpers';

const STAIR_CELL = { x: 1, y: -1, level: 1 } as const;

/** The Gateway, a straight corridor above it with a door east towards (1, -1), and `more`. */
const withCorridor = (...more: Parameters<typeof boardWith>[0]): BoardState => boardWith([{ tile: 'BG-C-S2', x: 0, y: -1, rot: 1 }, ...more]);

describe('LŚ 6.6 a staircase must fit on all three levels at once', () => {
  it('LŚ 6.6 a staircase goes back when another level already has a tile at its cell', () => {
    const board = withCorridor({ tile: 'BG-C-S0', x: 1, y: -1, level: 2 });
    const { board: drawn, events } = drawStacked(board, ['BG-STR-R4', 'BG-PLN-R1'], STAIR_CELL, W);
    expect(events.map((e) => [e.kind, e.rule, e.tile])).toEqual([
      ['tile-drawn', 'LŚ 6.0', 'BG-STR-R4'],
      ['tile-returned', 'LŚ 6.6', 'BG-STR-R4'],
      ['tile-drawn', 'LŚ 6.0', 'BG-PLN-R1'],
    ]);
    expect(events[1]!.text).toContain('level 2');
    expect(drawn.hand?.tile).toBe('BG-PLN-R1');
  });

  it('LŚ 6.6 a staircase goes back when it cannot match the neighbours of its cell on another level', () => {
    // on level 3 an open corridor end faces (1, -1) from the east: no staircase room can meet it
    const board = withCorridor({ tile: 'BG-C-S0', x: 2, y: -1, level: 3 });
    const { events } = drawStacked(board, ['BG-STR-R2o', 'BG-PLN-R2o'], STAIR_CELL, W);
    expect(events[1]).toMatchObject({ kind: 'tile-returned', rule: 'LŚ 6.6', tile: 'BG-STR-R2o' });
    expect(events[1]!.text).toContain('level 3');
  });

  it('LŚ 6.6 laying a staircase in a facing that fits its own level but not another is refused, naming LŚ 6.6', () => {
    // on level 2 the cell north of (1, -1) shows a wall southward: the staircase's north side must be a wall
    const board = withCorridor({ tile: 'BG-C-S0', x: 1, y: -2, level: 2, rot: 0 });
    const { board: drawn } = drawStacked(board, ['BG-STR-R3'], STAIR_CELL, W);
    expect(legalFacings(drawn)).toEqual([1]);
    const refused = ruleErrorOf(() => layTile(drawn, 2));
    expect(refused.rule).toBe('LŚ 6.6');
    expect(refused.reason).toContain('level 2');
  });

  it('B6 a staircase laid puts the same tile, same facing, at its cell on the other two levels at once', () => {
    const board = withCorridor({ tile: 'BG-C-S0', x: 1, y: -2, level: 2, rot: 0 });
    const { board: drawn } = drawStacked(board, ['BG-STR-R3'], STAIR_CELL, W);
    const { board: laid, events } = layTile(drawn, 1);
    for (const level of [1, 2, 3] as const) {
      const t = tileAt(laid, { x: 1, y: -1, level });
      expect(t).toMatchObject({ tile: 'BG-STR-R3', rot: 1, copy: level !== 1, visited: false });
      expect(t?.sides.join('')).toBe('WDDD');
    }
    expect(events.map((e) => [e.kind, e.rule])).toEqual([
      ['tile-laid', 'LŚ 6.1'],
      ['stairwell-copied', 'LŚ 6.6'],
      ['stairwell-copied', 'LŚ 6.6'],
    ]);
    expect(laid.container['BG-STR-R3']).toBe(1); // one drawn, two copies from outside the container
    expect(boardInvariants(laid)).toEqual([]);
  });

  it('LŚ 6.6 a new level begins with the stairwell copy, which touches nothing else on its level', () => {
    const { board: drawn } = drawStacked(withCorridor(), ['BG-STR-R4'], STAIR_CELL, W);
    const { board: laid } = layTile(drawn, 0);
    const onLevel3 = Object.values(laid.tiles).filter((t) => t.level === 3);
    expect(onLevel3.map((t) => [t.tile, t.x, t.y])).toEqual([['BG-STR-R4', 1, -1]]);
  });
});

describe('LŚ 6.6 the level a stair leads to', () => {
  const stairs = boardWith([{ tile: 'BG-STR-R4', x: 3, y: 3 }]);

  it('LŚ 6.6 a stairwell leads one level up or down, never two', () => {
    expect(stairLevels(stairs, { x: 3, y: 3, level: 1 })).toEqual([2]);
    expect(stairLevels(stairs, { x: 3, y: 3, level: 2 })).toEqual([1, 3]);
    expect(stairLevels(stairs, { x: 3, y: 3, level: 3 })).toEqual([2]);
    expect(stairMove(stairs, { x: 3, y: 3, level: 2 }, 'down')).toEqual({ x: 3, y: 3, level: 3 });
    expect(stairMove(stairs, { x: 3, y: 3, level: 2 }, 'up')).toEqual({ x: 3, y: 3, level: 1 });
  });

  it('LŚ 6.5 there is no stair up from level 1 nor down from level 3', () => {
    expect(ruleErrorOf(() => stairMove(stairs, { x: 3, y: 3, level: 1 }, 'up')).rule).toBe('LŚ 6.5');
    expect(ruleErrorOf(() => stairMove(stairs, { x: 3, y: 3, level: 3 }, 'down')).rule).toBe('LŚ 6.5');
  });

  it('LŚ 6.6 only a staircase leads to another level', () => {
    expect(isStairwell(stairs, { x: 0, y: 0, level: 1 })).toBe(false);
    expect(stairLevels(stairs, { x: 0, y: 0, level: 1 })).toEqual([]);
    expect(ruleErrorOf(() => stairMove(stairs, { x: 0, y: 0, level: 1 }, 'down')).rule).toBe('LŚ 6.6');
  });
});

describe('LŚ 6.6 the stairwell on every level, for the table', () => {
  it('LŚ 6.6 a staircase facing is shown against all three levels: matching, occupied, or mismatched', () => {
    const board = withCorridor({ tile: 'BG-C-S0', x: 1, y: -2, level: 2, rot: 0 }, { tile: 'BG-C-S0', x: 1, y: -1, level: 3 });
    expect(stairwellFit(board, 'BG-STR-R3', STAIR_CELL, 2)).toEqual([
      { level: 1, fits: true, why: null },
      { level: 2, fits: false, why: 'mismatch' },
      { level: 3, fits: false, why: 'occupied' },
    ]);
    expect(stairwellFit(board, 'BG-STR-R3', STAIR_CELL, 1).map((l) => l.fits)).toEqual([true, true, false]);
  });
});
