/** LŚ 6.4, §4.5 and B8, B45: the maze may not close until the Gate is found, counted over all three levels. */
import { describe, expect, it } from 'vitest';
import { boardWith } from '../../../../src/games/blackgate/board/builders';
import { boardInvariants } from '../../../../src/games/blackgate/board/invariants';
import { fixGateLevel, layTile, markVisited, pegDoor, placeGate } from '../../../../src/games/blackgate/board/laying';
import { exitsByLevel, legalFacings, openExits } from '../../../../src/games/blackgate/board/maze';
import { blockPair, drawStacked, N, oneExitLeft, S, W } from './helpers';

describe('LŚ 6.4 the maze may not close until the Black Gate is found', () => {
  it('§4.5 open exits are passable sides facing empty cells, counted on every level', () => {
    const board = oneExitLeft();
    expect(exitsByLevel(board)).toEqual([1, 0, 0]);
    const stairs = boardWith([{ tile: 'BG-STR-R4', x: 4, y: 4 }]);
    expect(exitsByLevel(stairs)).toEqual([5, 4, 4]); // the Gateway's end and the stairwell's doors on each level
  });

  it('§4.5 a door pegged shut is no open exit', () => {
    const board = boardWith([{ tile: 'BG-C-S2', x: 0, y: -1, rot: 1 }]); // exits: north end, east and west doors
    expect(openExits(board)).toBe(3);
    const pegged = pegDoor(board, { x: 0, y: -1, level: 1 }, W);
    expect(openExits(pegged)).toBe(2);
    expect(openExits(board)).toBe(3); // the board given stays as it was
    expect(boardInvariants(markVisited(pegged, { x: 0, y: -1, level: 1 }))).toEqual([]);
  });

  it('LŚ 6.4 a tile that would leave the whole maze with no open exit goes back, and the next is drawn', () => {
    const { board, events } = drawStacked(oneExitLeft(), ['BG-PLN-R1', 'BG-PLN-R2o'], { x: 1, y: -1, level: 1 }, W);
    expect(events.map((e) => [e.kind, e.rule, e.tile])).toEqual([
      ['tile-drawn', 'LŚ 6.0', 'BG-PLN-R1'],
      ['tile-returned', 'LŚ 6.4', 'BG-PLN-R1'],
      ['tile-drawn', 'LŚ 6.0', 'BG-PLN-R2o'],
    ]);
    expect(legalFacings(board)).toEqual([1]);
    const { board: laid } = layTile(board, 1);
    expect(openExits(laid)).toBe(1);
    expect(boardInvariants(laid)).toEqual([]);
  });

  it("B45 the count spans all levels: level 1 may close while a stairwell's doors below stay open", () => {
    const walledIn = boardWith([
      { tile: 'BG-C-S1', x: 0, y: -1, rot: 1 },
      { tile: 'BG-PLN-R1', x: 0, y: -2, rot: 2 },
      { tile: 'BG-STR-R2o', x: 6, y: 6, rot: 0 }, // doors north and south on every level
      { tile: 'BG-PLN-R1', x: 6, y: 5, rot: 2 }, // on level 1 both stair doors meet one-door rooms
      { tile: 'BG-PLN-R1', x: 6, y: 7, rot: 0 },
    ]);
    const start = blockPair(walledIn, { x: 0, y: -1, level: 1 }, N);
    expect(exitsByLevel(start)).toEqual([1, 2, 2]);
    const { board: drawn } = drawStacked(start, ['BG-PLN-R1'], { x: 1, y: -1, level: 1 }, W);
    expect(legalFacings(drawn)).toEqual([3]);
    expect(exitsByLevel(layTile(drawn, 3).board)).toEqual([0, 2, 2]);
  });

  it('LŚ 6.4 once the Gate is laid the maze may close', () => {
    const gated = placeGate(oneExitLeft(), { x: 9, y: 9, level: 3 }, 'B9').board;
    const { board, events } = drawStacked(gated, ['BG-PLN-R1'], { x: 1, y: -1, level: 1 }, W);
    expect(events.map((e) => e.kind)).toEqual(['tile-drawn']);
    const { board: laid } = layTile(board, 3);
    expect(openExits(laid)).toBe(0);
  });
});

describe("B8 the Gate's level must keep a way on", () => {
  /** A stairwell at (5, 5) with doors north and south; on level 2 a one-door room closes its south door. */
  const level2WithOneExit = () =>
    boardWith([
      { tile: 'BG-STR-R2o', x: 5, y: 5, rot: 0 },
      { tile: 'BG-PLN-R1', x: 5, y: 6, level: 2, rot: 0 },
    ]);

  it("B8 once the Gate's level is known and built on, a tile that would close that level goes back", () => {
    const known = fixGateLevel(level2WithOneExit(), 2, 'LŚ 13.7').board;
    expect(exitsByLevel(known)[1]).toBe(1);
    const { board, events } = drawStacked(known, ['BG-PLN-R1', 'BG-PLN-R2o'], { x: 5, y: 4, level: 2 }, S);
    expect(events[1]).toMatchObject({ kind: 'tile-returned', rule: 'B8', tile: 'BG-PLN-R1' });
    expect(board.hand?.tile).toBe('BG-PLN-R2o');
  });

  it("B8 while the Gate's level is unknown a level may close, as long as another keeps an exit", () => {
    const { board } = drawStacked(level2WithOneExit(), ['BG-PLN-R1'], { x: 5, y: 4, level: 2 }, S);
    expect(board.hand?.tile).toBe('BG-PLN-R1');
    const { board: laid } = layTile(board, 2);
    expect(exitsByLevel(laid)[1]).toBe(0);
    expect(openExits(laid)).toBeGreaterThan(0);
  });

  it("B8 a level the Gate lies on but with no tile yet does not hold back other levels", () => {
    const known = fixGateLevel(oneExitLeft(), 3, 'LŚ 13.7').board;
    const { board } = drawStacked(known, ['BG-PLN-R1', 'BG-PLN-R2o'], { x: 1, y: -1, level: 1 }, W);
    expect(board.hand?.tile).toBe('BG-PLN-R2o'); // the one-door room is still refused by LŚ 6.4, not by B8
  });
});
