/** boardInvariants: each invariant holds on a sound board and names what a broken one breaks. */
import { describe, expect, it } from 'vitest';
import { boardWith } from '../../../../src/games/blackgate/board/builders';
import { boardInvariants } from '../../../../src/games/blackgate/board/invariants';
import { placeGate } from '../../../../src/games/blackgate/board/laying';
import { levelKey } from '../../../../src/games/blackgate/board/levels';
import { newBoard, type BoardState } from '../../../../src/games/blackgate/board/maze';

const withStairs = () => boardWith([{ tile: 'BG-C-S2', x: 0, y: -1, rot: 1 }, { tile: 'BG-STR-R4', x: 1, y: -1 }]);

function without(board: BoardState, key: string): BoardState {
  const tiles = { ...board.tiles };
  delete tiles[key];
  return { ...board, tiles };
}

describe('boardInvariants', () => {
  it('a new board and a board with a stairwell are sound', () => {
    expect(boardInvariants(newBoard().board)).toEqual([]);
    expect(boardInvariants(withStairs())).toEqual([]);
  });

  it('§1.1 tiles are conserved between the container, the hand and the three levels', () => {
    const board = withStairs();
    expect(boardInvariants({ ...board, container: { ...board.container, 'BG-C-S0': 21 } })[0]).toContain('BG-C-S0');
    const lost = boardInvariants(without(board, levelKey({ x: 0, y: -1, level: 1 })));
    expect(lost.some((p) => p.startsWith('BG-C-S2'))).toBe(true);
    const hand = { ...board, hand: { tile: 'BG-PLN-R1' as const, cell: { x: 0, y: -2, level: 1 as const }, entry: 2 as const, bestMatch: false } };
    expect(boardInvariants(hand).some((p) => p.startsWith('BG-PLN-R1'))).toBe(true); // in hand and still counted in the container
  });

  it('§1.1 the set-aside tiles never sit in the container', () => {
    const board = newBoard().board;
    expect(boardInvariants({ ...board, container: { ...board.container, 'BG-GATE': 1 } })).toContain('BG-GATE is in the container');
  });

  it('LŚ 6.6 a stairwell must be identical on all three levels', () => {
    const board = withStairs();
    expect(boardInvariants(without(board, levelKey({ x: 1, y: -1, level: 3 })))).toContain('the stairwell at (1, -1) differs between the levels');
    const key = levelKey({ x: 1, y: -1, level: 2 });
    const turned = { ...board, tiles: { ...board.tiles, [key]: { ...board.tiles[key]!, rot: 1 as const } } };
    expect(boardInvariants(turned)).toContain('the stairwell at (1, -1) differs between the levels');
    const orphan = without(board, levelKey({ x: 1, y: -1, level: 1 }));
    expect(boardInvariants(orphan).some((p) => p.includes('copy with no staircase'))).toBe(true);
  });

  it('§15.2 one Gate at most, where the Gate state says', () => {
    const one = placeGate(newBoard().board, { x: 5, y: 5, level: 2 }, 'B9').board;
    expect(boardInvariants(one)).toEqual([]);
    const gate = one.tiles[levelKey({ x: 5, y: 5, level: 2 })]!;
    const two = { ...one, tiles: { ...one.tiles, [levelKey({ x: 7, y: 7, level: 3 })]: { ...gate, x: 7, y: 7, level: 3 as const } } };
    expect(boardInvariants(two)).toContain('2 Black Gates are laid');
    expect(boardInvariants({ ...one, gate: { placed: false, at: null, level: null } }).some((p) => p.includes('placed = false'))).toBe(true);
  });

  it('LŚ 6.1 sides meet matching sides, or are impassable on both tiles', () => {
    const clash = boardWith([{ tile: 'BG-PLN-R4', x: 0, y: -1 }]); // a door on the Gateway's open end
    expect(boardInvariants(clash).some((p) => p.includes('meets'))).toBe(true);
  });
});
