import { describe, expect, it } from 'vitest';
import { levelKey } from '../../../../src/games/blackgate/board/levels';
import { stackContainer } from '../../../../src/games/blackgate/board/laying';
import { tileAt } from '../../../../src/games/blackgate/board/maze';
import { namedGroup } from '../../../../src/games/blackgate/encounter/group';
import { legalBgActions } from '../../../../src/games/blackgate/stage/listing';
import { campaign, diceUsedUp, ofType, refusedBy, step, withDice } from './helpers';

const N = 0, E = 1, S = 2, W = 3;

describe('stage A: leaving by a side (LŚ 5.0 A, 6.1, 6.2)', () => {
  it('LŚ 6.1: a wall is no way out', () => {
    expect(refusedBy(campaign(), { type: 'go', dir: W })).toBe('LŚ 6.1');
    expect(legalBgActions(campaign())).toContainEqual({ type: 'go', dir: N });
  });

  it('LŚ 5.0 A.2–3: an empty cell gets a tile from the container, laid as the players turn it, then the party enters', () => {
    const s0 = withDice({ ...campaign(), board: stackContainer(campaign().board, ['BG-C-S0']) }, [4]);
    const drawn = step(s0, { type: 'go', dir: N });
    expect(drawn.state.phase.kind).toBe('lay');
    expect(drawn.state.board.hand?.tile).toBe('BG-C-S0');
    expect(refusedBy(drawn.state, { type: 'lay', rot: 0 })).toBe('LŚ 6.1');
    const laid = step(drawn.state, { type: 'lay', rot: 1 });
    expect(laid.state.party.at).toEqual({ x: 0, y: -1, level: 1 });
    expect(laid.state.phase.kind).toBe('explore');
    // a corridor: no door roll; the monster check on 1 only (4 meets nothing)
    expect(ofType(laid.events, 'trapRoll')).toHaveLength(0);
    expect(ofType(laid.events, 'monsterCheck')).toMatchObject([{ face: 4, on: 1, met: false }]);
    diceUsedUp(laid.state);
  });
});

// (0,-1): a corridor open north–south with doors east and west; (1,-1): a one-door room facing west
const corridorAndRoom = [
  { tile: 'BG-C-S2' as const, x: 0, y: -1, rot: 1 as const },
  { tile: 'BG-PLN-R1' as const, x: 1, y: -1, rot: 3 as const },
];

describe('stage B: the door check (§6.1, B12)', () => {
  it('LŚ 5.0 B.1 (a): a door into a room never visited is rolled for, and a 1 is a trap', () => {
    const s = withDice(campaign(corridorAndRoom, { x: 0, y: -1, level: 1 }), [1]);
    const out = step(s, { type: 'go', dir: E });
    expect(ofType(out.events, 'trapRoll')).toMatchObject([{ faces: [1] }]);
    expect(out.state.phase).toEqual({ kind: 'trap', source: 'door' });
    expect(out.state.party.at).toEqual({ x: 0, y: -1, level: 1 }); // still outside the door
    diceUsedUp(out.state);
  });

  it('LŚ 5.0 B.1 (a), C.1: a safe door, then a new room checks for monsters on 1–3', () => {
    const out = step(withDice(campaign(corridorAndRoom, { x: 0, y: -1, level: 1 }), [2, 4]), { type: 'go', dir: E });
    expect(ofType(out.events, 'trapRoll')).toMatchObject([{ faces: [2] }]);
    expect(ofType(out.events, 'monsterCheck')).toMatchObject([{ face: 4, on: 3, table: 'room', met: false }]);
    expect(out.state.party.at).toEqual({ x: 1, y: -1, level: 1 });
    expect(out.state.party.cameIn).toBe(W);
    diceUsedUp(out.state);
  });

  it('B12 (b): out of a room by the way it came in, no roll; a visited room is checked on 1 (wandering)', () => {
    const inRoom = step(withDice(campaign(corridorAndRoom, { x: 0, y: -1, level: 1 }), [2, 4]), { type: 'go', dir: E }).state;
    const back = step(withDice(inRoom, [2]), { type: 'go', dir: W });
    expect(ofType(back.events, 'trapRoll')).toHaveLength(0);
    expect(ofType(back.events, 'monsterCheck')).toMatchObject([{ face: 2, on: 1, table: 'wandering' }]);
    // into the visited room again: neither (a) nor (b) — from a corridor
    const again = step(withDice(back.state, [5]), { type: 'go', dir: E });
    expect(ofType(again.events, 'trapRoll')).toHaveLength(0);
    expect(ofType(again.events, 'monsterCheck')).toMatchObject([{ face: 5, on: 1 }]);
    diceUsedUp(again.state);
  });

  it('B12 (b): out of a room by another way is rolled for, even into a corridor', () => {
    // a two-door room east–west between the corridor and another corridor
    const tiles = [
      { tile: 'BG-C-S2' as const, x: 0, y: -1, rot: 1 as const },
      { tile: 'BG-PLN-R2o' as const, x: 1, y: -1, rot: 1 as const },
      { tile: 'BG-C-S2' as const, x: 2, y: -1, rot: 1 as const },
    ];
    const inRoom = step(withDice(campaign(tiles, { x: 0, y: -1, level: 1 }), [3, 5]), { type: 'go', dir: E }).state;
    const out = step(withDice(inRoom, [6, 6]), { type: 'go', dir: E });
    expect(ofType(out.events, 'trapRoll')).toMatchObject([{ faces: [6] }]);
    diceUsedUp(out.state);
  });
});

describe('monsters left behind (LŚ 6.9, §4.6)', () => {
  it('LŚ 6.9: the group left on a segment is met again, alone and afresh, with no monster check', () => {
    const s = campaign(corridorAndRoom, { x: 1, y: -1, level: 1 });
    s.board = { ...s.board, tiles: { ...s.board.tiles, [levelKey(s.party.at)]: { ...tileAt(s.board, s.party.at)!, visited: true } } };
    s.party.cameIn = W;
    const orcs = namedGroup('orc', 2, 1, 'room');
    orcs.attempted = true;
    orcs.attitude = 'agreed';
    s.groups[levelKey(s.party.at)] = orcs;
    const away = step(withDice(s, [6]), { type: 'go', dir: W });
    expect(away.state.groups['1,-1,1']).toMatchObject({ attempted: false, attitude: 'hostile' });
    const back = step(withDice(away.state, []), { type: 'go', dir: E });
    expect(back.state.phase.kind).toBe('meet');
    expect(ofType(back.events, 'monsterCheck')).toHaveLength(0);
    expect(legalBgActions(back.state)).toContainEqual({ type: 'negotiate', by: 'lordDil' });
    diceUsedUp(back.state);
  });
});

describe('stairs (LŚ 6.5, 6.6, §4.4)', () => {
  const stair = [{ tile: 'BG-STR-R4' as const, x: 0, y: -1 }];

  it('§4.4: a level change is a stage with no draw and no trap roll, and the arrival is a room never visited', () => {
    const s = withDice(campaign(stair, { x: 0, y: -1, level: 1 }), [4]);
    expect(refusedBy(s, { type: 'stairs', way: 'up' })).toBe('LŚ 6.5');
    const down = step(s, { type: 'stairs', way: 'down' });
    expect(down.state.party.at).toEqual({ x: 0, y: -1, level: 2 });
    expect(down.state.party.cameIn).toBeNull();
    expect(ofType(down.events, 'trapRoll')).toHaveLength(0);
    expect(ofType(down.events, 'monsterCheck')).toMatchObject([{ face: 4, on: 3, table: 'room' }]);
    expect(legalBgActions(down.state)).toEqual(expect.arrayContaining([{ type: 'stairs', way: 'up' }, { type: 'stairs', way: 'down' }]));
    diceUsedUp(down.state);
  });

  it('LŚ 6.6: only a staircase leads to another level', () => {
    expect(refusedBy(campaign(), { type: 'stairs', way: 'down' })).toBe('LŚ 6.6');
  });
});

describe('the Gate countdown (§13.3 step 4, B60)', () => {
  it('B60: the countdown falls on entering a cell drawn for, not a cell already laid', () => {
    const s = campaign();
    s.board = { ...stackContainer(s.board, ['BG-C-S0']), gate: { placed: false, at: null, level: 1 } };
    s.countdown = 3;
    const drawn = step(withDice(s, [5]), { type: 'go', dir: N });
    const entered = step(drawn.state, { type: 'lay', rot: 1 });
    expect(entered.state.countdown).toBe(2);
    const back = step(withDice(entered.state, [5]), { type: 'go', dir: S });
    expect(back.state.countdown).toBe(2);
    diceUsedUp(back.state);
  });
});
