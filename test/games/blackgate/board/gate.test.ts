/** §15.2 and B9, B55, B56: where and how the Black Gate is laid, and that there is only one. */
import { describe, expect, it } from 'vitest';
import { tileTypes } from '../../../../src/games/blackgate/data/tiles';
import { boardWith, withContainer } from '../../../../src/games/blackgate/board/builders';
import { boardInvariants } from '../../../../src/games/blackgate/board/invariants';
import { fixGateLevel, placeGate } from '../../../../src/games/blackgate/board/laying';
import { newBoard, openExits, tileAt } from '../../../../src/games/blackgate/board/maze';
import { drawStacked, ruleErrorOf, S, W } from './helpers';

const ABOVE_GATEWAY = { x: 0, y: -1, level: 1 } as const;

describe('§15.2 placing the Gate', () => {
  it('B9 a draw from an empty container lays the Gate in the cell the party tries to enter', () => {
    const { board, outcome, events } = drawStacked(withContainer(newBoard().board, {}), [], ABOVE_GATEWAY, S);
    expect(outcome).toBe('gate');
    expect(events.map((e) => [e.kind, e.rule, e.tile])).toEqual([['gate-placed', 'B9', 'BG-GATE']]);
    expect(board.gate).toEqual({ placed: true, at: ABOVE_GATEWAY, level: 1 });
    expect(board.hand).toBeNull();
  });

  it('§15.2 step 3 each side copies the neighbour it faces on its level, and is a wall towards empty cells', () => {
    const board = boardWith([
      { tile: 'BG-C-S2', x: 0, y: -1, rot: 1 }, // its east side is a door
      { tile: 'BG-C-S0', x: 1, y: -2, rot: 1 }, // its south side is an open end
      { tile: 'BG-C-S0', x: 2, y: -1, level: 2, rot: 0 }, // on level 2: does not count
    ]);
    const { board: gated } = placeGate(board, { x: 1, y: -1, level: 1 }, 'LŚ 13.7');
    expect(tileAt(gated, { x: 1, y: -1, level: 1 })?.sides).toEqual(['O', 'W', 'W', 'D']);
    expect(boardInvariants(gated)).toEqual([]);
  });

  it('B56 the Gate is a room whatever its sides', () => {
    expect(tileTypes['BG-GATE'].segment).toBe('room');
    const { board } = placeGate(newBoard().board, ABOVE_GATEWAY, 'LŚ 13.7');
    expect(tileAt(board, ABOVE_GATEWAY)?.sides).toEqual(['W', 'W', 'O', 'W']); // open towards the Gateway's open end
    expect(openExits(board)).toBe(0); // and the dead-end rule is off now (§4.5 step 3)
  });

  it('§15.2 there is one Black Gate: a second is refused, and an empty container then walls the way', () => {
    const { board } = placeGate(withContainer(newBoard().board, {}), { x: 7, y: 7, level: 2 }, 'LŚ 13.7');
    expect(ruleErrorOf(() => placeGate(board, { x: 8, y: 8, level: 2 }, 'B9')).rule).toBe('§15.2');
    const { board: after, outcome, events } = drawStacked(board, [], ABOVE_GATEWAY, S);
    expect(outcome).toBe('wall');
    expect(events.map((e) => [e.kind, e.rule])).toEqual([['side-walled', 'B9']]);
    expect(tileAt(after, ABOVE_GATEWAY)).toBeUndefined();
  });

  it('§15.2 step 2 the Gate goes only into an empty cell', () => {
    expect(ruleErrorOf(() => placeGate(newBoard().board, { x: 0, y: 0, level: 1 }, 'B9')).rule).toBe('§15.2');
  });

  it("B55 where the Gate is laid is the Gate's level, replacing a level fixed earlier", () => {
    const known = fixGateLevel(withContainer(boardWith([{ tile: 'BG-C-S2', x: 0, y: -1, rot: 1 }]), {}), 3, 'LŚ 13.7').board;
    expect(known.gate.level).toBe(3);
    const { board, events } = drawStacked(known, [], { x: 1, y: -1, level: 1 }, W);
    expect(board.gate.level).toBe(1);
    expect(events.map((e) => [e.kind, e.rule])).toEqual([
      ['gate-placed', 'B9'],
      ['gate-level-known', 'B55'],
    ]);
  });

  it("§13.3 once the Gate is laid its level is not fixed again", () => {
    const { board } = placeGate(newBoard().board, ABOVE_GATEWAY, 'LŚ 13.7');
    expect(ruleErrorOf(() => fixGateLevel(board, 2, 'LŚ 13.7')).rule).toBe('§13.3');
  });
});
