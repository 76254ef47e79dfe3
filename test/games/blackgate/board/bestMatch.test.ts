/** §4.1 fallback, B46: when nothing in the container can be laid, the best match; a wall made a door when 6.4 still asks. */
import { describe, expect, it } from 'vitest';
import { boardWith, withContainer } from '../../../../src/games/blackgate/board/builders';
import { boardInvariants } from '../../../../src/games/blackgate/board/invariants';
import { layTile } from '../../../../src/games/blackgate/board/laying';
import { bit, legalFacings, openExits, tileAt, wallToDoorChoices } from '../../../../src/games/blackgate/board/maze';
import { drawStacked, E, N, oneExitLeft, ruleErrorOf, S, W } from './helpers';

const TARGET = { x: 1, y: -1, level: 1 } as const;

/** A door east of the corridor above the Gateway leads to (1, -1), whose north neighbour shows it an open end: no room and no door-less corridor meets both. */
const doorAndOpenEnd = () =>
  withContainer(
    boardWith([
      { tile: 'BG-C-S1', x: 0, y: -1, rot: 1 }, // N open, E door, S open, W wall
      { tile: 'BG-C-S0', x: 1, y: -2, rot: 1 }, // open north and south
    ]),
    { 'BG-PLN-R1': 1, 'BG-C-S0': 1, 'BG-STR-R4': 1 },
  );

/** Problems other than the container count (the tests empty the container by hand). */
const apartFromCounts = (problems: string[]) => problems.filter((p) => !p.includes('in the mix'));

describe('B46 the best-match fallback', () => {
  it('B46 with no tile that fits, tiles are drawn until one reaches the top score; staircases and tiles that cannot be entered go back', () => {
    const { board, events } = drawStacked(doorAndOpenEnd(), ['BG-C-S0', 'BG-STR-R4', 'BG-PLN-R1'], TARGET, W);
    expect(events.map((e) => [e.kind, e.rule, e.tile])).toEqual([
      ['tile-drawn', 'B46', 'BG-C-S0'],
      ['tile-returned', 'B46', 'BG-C-S0'],
      ['tile-drawn', 'B46', 'BG-STR-R4'],
      ['tile-returned', 'B46', 'BG-STR-R4'],
      ['tile-drawn', 'B46', 'BG-PLN-R1'],
    ]);
    expect(board.hand).toMatchObject({ tile: 'BG-PLN-R1', bestMatch: true });
    expect(legalFacings(board)).toEqual([3]); // the one facing with its door to the party
  });

  it('B46 the unmatched sides of a best match are impassable on both tiles for good', () => {
    const { board } = drawStacked(doorAndOpenEnd(), ['BG-PLN-R1'], TARGET, W);
    const { board: laid, events } = layTile(board, 3);
    expect(tileAt(laid, TARGET)?.blocked).toBe(bit(N));
    expect(tileAt(laid, { x: 1, y: -2, level: 1 })?.blocked).toBe(bit(S));
    expect(events[0]).toMatchObject({ kind: 'tile-laid', rule: 'B46' });
    expect(events[0]!.text).toContain('impassable');
    expect(apartFromCounts(boardInvariants(laid))).toEqual([]);
  });

  it('B46 a facing that does not reach the top score is refused', () => {
    const { board } = drawStacked(doorAndOpenEnd(), ['BG-PLN-R1'], TARGET, W);
    expect(ruleErrorOf(() => layTile(board, 1)).rule).toBe('B46');
  });

  it('B46 no wall is made a door while the maze keeps a way on', () => {
    const { board } = drawStacked(doorAndOpenEnd(), ['BG-PLN-R1'], TARGET, W);
    expect(wallToDoorChoices(board, 3)).toEqual([]);
    expect(ruleErrorOf(() => layTile(board, 3, E)).rule).toBe('B46');
  });
});

describe('§4.1 step 4 the wall-to-door fallback', () => {
  /** One exit left, and only a one-door room in the container: it would close the maze (LŚ 6.4) and so fits nowhere. */
  const closing = () => drawStacked(withContainer(oneExitLeft(), { 'BG-PLN-R1': 1 }), ['BG-PLN-R1'], TARGET, W);

  it('LŚ 6.4 a tile refused only by the dead-end rule leads to the fallback', () => {
    const { board, events } = closing();
    expect(events[0]).toMatchObject({ kind: 'tile-drawn', rule: 'B46' });
    expect(board.hand?.bestMatch).toBe(true);
  });

  it('B46 the players choose which wall facing empty ground becomes a door; without a choice the laying is refused', () => {
    const { board } = closing();
    expect(wallToDoorChoices(board, 3)).toEqual([N, E, S]);
    const refused = ruleErrorOf(() => layTile(board, 3));
    expect(refused.rule).toBe('B46');
    expect(refused.reason).toContain('north, east, south');
    expect(ruleErrorOf(() => layTile(board, 3, W)).rule).toBe('B46'); // already the door
    const { board: laid, events } = layTile(board, 3, E);
    expect(tileAt(laid, TARGET)).toMatchObject({ sides: ['W', 'D', 'W', 'D'], madeDoor: bit(E) });
    expect(events.map((e) => [e.kind, e.rule])).toEqual([
      ['tile-laid', 'B46'],
      ['wall-made-door', 'B46'],
    ]);
    expect(openExits(laid)).toBe(1);
    expect(apartFromCounts(boardInvariants(laid))).toEqual([]);
  });
});

describe('B46 nothing can be entered', () => {
  it('B9, B46 a move no tile can enter meets the Gate if it is still to come', () => {
    const board = withContainer(boardWith([{ tile: 'BG-C-S2', x: 0, y: -1, rot: 1 }]), { 'BG-C-S0': 2 });
    const { board: next, outcome, events } = drawStacked(board, [], TARGET, W);
    expect(outcome).toBe('gate');
    expect(events.map((e) => [e.kind, e.rule])).toEqual([['gate-placed', 'B46']]);
    expect(tileAt(next, TARGET)?.sides.join('')).toBe('WWWD');
    expect(next.container['BG-C-S0']).toBe(2);
  });
});
