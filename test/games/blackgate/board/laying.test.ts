/** LŚ 6.0–6.2: drawing for an empty cell from the one container, strict matching, redraws, the players' choice of facing. */
import { describe, expect, it } from 'vitest';
import { boardWith } from '../../../../src/games/blackgate/board/builders';
import { boardInvariants } from '../../../../src/games/blackgate/board/invariants';
import { drawForCell, layTile } from '../../../../src/games/blackgate/board/laying';
import { containerTotal, legalFacings, newBoard, openSides, tileAt } from '../../../../src/games/blackgate/board/maze';
import { seedDice } from '../../../../src/games/deathmaze/dice';
import { drawStacked, E, noDice, ruleErrorOf, S, W } from './helpers';

/** The Gateway (open north) and a straight corridor above it: open north and south, doors east and west. */
const corridorAboveGateway = () => boardWith([{ tile: 'BG-C-S2', x: 0, y: -1, rot: 1 }]);

describe('LŚ 6.0 the Gateway and the first draw', () => {
  it('§16 the party starts on level 1 at the Gateway of Evil, whose one open end is the only way in', () => {
    const { board, events } = newBoard(1);
    expect(tileAt(board, { x: 0, y: 0, level: 1 })?.sides.join('')).toBe('WOWW');
    expect(openSides(board)).toEqual([{ at: { x: 0, y: 0, level: 1 }, dir: E }]);
    expect(containerTotal(board)).toBe(200);
    expect(events[0]!.kind).toBe('gateway-laid');
    expect(boardInvariants(board)).toEqual([]);
  });

  it('LŚ 6.0 a random draw comes out of the one container and goes into the hand', () => {
    const board = newBoard().board;
    const { board: next, outcome, events } = drawForCell(board, seedDice(7), { x: 0, y: -1, level: 1 }, S);
    expect(outcome).toBe('hand');
    expect(events.filter((e) => e.kind === 'tile-drawn').length - events.filter((e) => e.kind === 'tile-returned').length).toBe(1);
    expect(containerTotal(next)).toBe(199);
    expect(next.hand?.cell).toEqual({ x: 0, y: -1, level: 1 });
    expect(containerTotal(board)).toBe(200); // the board given stays as it was
    expect(boardInvariants(next)).toEqual([]);
  });

  it('LŚ 6.0 nothing is drawn for a cell that already holds a tile', () => {
    const board = corridorAboveGateway();
    expect(ruleErrorOf(() => drawForCell(board, noDice(), { x: 0, y: -1, level: 1 }, S)).rule).toBe('LŚ 6.0');
  });

  it('LŚ 6.0 a tile is drawn only next to the segment being left', () => {
    expect(ruleErrorOf(() => drawForCell(newBoard().board, noDice(), { x: 5, y: 5, level: 1 }, S)).rule).toBe('LŚ 6.0');
  });

  it('LŚ 6.0 a second tile is not drawn while one is in hand', () => {
    const { board } = drawStacked(newBoard().board, ['BG-C-S0'], { x: 0, y: -1, level: 1 }, S);
    expect(ruleErrorOf(() => drawForCell(board, noDice(), { x: 0, y: -2, level: 1 }, S)).rule).toBe('LŚ 6.0');
  });
});

describe('LŚ 6.1 strict matching', () => {
  it('LŚ 6.1 a corridor laid on an open end must turn an open end to it', () => {
    const { board } = drawStacked(newBoard().board, ['BG-C-S0'], { x: 0, y: -1, level: 1 }, S);
    expect(legalFacings(board)).toEqual([1]);
    const refused = ruleErrorOf(() => layTile(board, 0));
    expect(refused.rule).toBe('LŚ 6.1');
    expect(board.hand?.tile).toBe('BG-C-S0'); // refused: the hand is kept
    const { board: laid, events } = layTile(board, 1);
    expect(tileAt(laid, { x: 0, y: -1, level: 1 })?.sides.join('')).toBe('OWOW');
    expect(laid.hand).toBeNull();
    expect(events.map((e) => [e.kind, e.rule])).toEqual([['tile-laid', 'LŚ 6.1']]);
    expect(boardInvariants(laid)).toEqual([]);
  });

  it('LŚ 6.1 no Deathmaze 5.23 exception: a doorless corridor drawn for a door goes back, and the next tile is drawn', () => {
    const { board, events } = drawStacked(corridorAboveGateway(), ['BG-C-S0', 'BG-PLN-R1'], { x: 1, y: -1, level: 1 }, W);
    expect(events.map((e) => [e.kind, e.rule, e.tile])).toEqual([
      ['tile-drawn', 'LŚ 6.0', 'BG-C-S0'],
      ['tile-returned', 'LŚ 6.1', 'BG-C-S0'],
      ['tile-drawn', 'LŚ 6.0', 'BG-PLN-R1'],
    ]);
    expect(board.hand).toEqual({ tile: 'BG-PLN-R1', cell: { x: 1, y: -1, level: 1 }, entry: W, bestMatch: false });
    expect(board.container['BG-C-S0']).toBe(22);
    expect(board.container['BG-PLN-R1']).toBe(9);
    expect(boardInvariants(board)).toEqual([]);
  });

  it('LŚ 6.1 walls must meet walls: a corridor that would put a door against a laid wall goes back', () => {
    const board = boardWith([
      { tile: 'BG-C-L0', x: 0, y: -1, rot: 3 }, // N wall, E open, S open (onto the Gateway), W wall
      { tile: 'BG-PLN-R1', x: 1, y: -2, rot: 0 }, // its south side is a wall
    ]);
    const { board: drawn, events } = drawStacked(board, ['BG-C-S2', 'BG-C-S0'], { x: 1, y: -1, level: 1 }, W);
    expect(events.map((e) => [e.kind, e.rule, e.tile])).toEqual([
      ['tile-drawn', 'LŚ 6.0', 'BG-C-S2'],
      ['tile-returned', 'LŚ 6.1', 'BG-C-S2'],
      ['tile-drawn', 'LŚ 6.0', 'BG-C-S0'],
    ]);
    expect(legalFacings(drawn)).toEqual([0]);
    expect(layTile(drawn, 0).laid.sides.join('')).toBe('WOWO');
  });
});

describe('LŚ 6.2 the players choose among the matching facings', () => {
  it('LŚ 6.2 a three-door room entered by a door may be laid in any facing that keeps a door to the party', () => {
    const { board } = drawStacked(corridorAboveGateway(), ['BG-PLN-R3'], { x: 1, y: -1, level: 1 }, W);
    expect(legalFacings(board)).toEqual([1, 2, 3]);
    const { board: laid } = layTile(board, 2);
    expect(tileAt(laid, { x: 1, y: -1, level: 1 })?.sides.join('')).toBe('DWDD');
    expect(boardInvariants(laid)).toEqual([]);
  });

  it('LŚ 6.2 a facing the tile does not have is refused', () => {
    const { board } = drawStacked(corridorAboveGateway(), ['BG-PLN-R4'], { x: 1, y: -1, level: 1 }, W);
    expect(legalFacings(board)).toEqual([0]);
    expect(ruleErrorOf(() => layTile(board, 2)).rule).toBe('LŚ 6.2');
  });

  it('LŚ 6.0 laying with nothing in hand is refused', () => {
    expect(ruleErrorOf(() => layTile(newBoard().board, 0)).rule).toBe('LŚ 6.0');
  });

  it('LŚ 6.1 the hand is laid next to its neighbours on its own level only', () => {
    // a tile on level 2 at the same (x, y) as a level-1 neighbour does not constrain a level-1 draw
    const board = boardWith([
      { tile: 'BG-C-S2', x: 0, y: -1, rot: 1 },
      { tile: 'BG-C-S0', x: 1, y: -2, level: 2, rot: 0 },
    ]);
    const { board: drawn } = drawStacked(board, ['BG-PLN-R4'], { x: 1, y: -1, level: 1 }, W);
    expect(legalFacings(drawn)).toEqual([0]);
  });
});
