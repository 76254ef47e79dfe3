import { describe, expect, it } from 'vitest';
import { chitTypeIds, chitTypes, type ChitTypeId } from '../../../../src/games/deathmaze/data/chitTypes';
import { entranceGame, gameWithBoard, quietFaces, setCups, stackCup, standardParty } from '../../../../src/games/deathmaze/builders';
import { seedDice } from '../../../../src/games/deathmaze/dice';
import { exploreAtRandom } from '../../../../src/games/deathmaze/autoplay';
import {
  apply,
  legalActions,
  legalPlacements,
  newGame,
  tryApply,
  type Action,
  type GameEvent,
  type GameState,
} from '../../../../src/games/deathmaze/game';
import { step, type Dir, type Rotation } from '../../../../src/games/deathmaze/board/grid';
import {
  canCross,
  canonicalRotation,
  chitAt,
  cupTotal,
  distinctRotations,
  isBlocked,
  newMaze,
  openExits,
  pegDoor,
  rotatedSide,
  sideOf,
} from '../../../../src/games/deathmaze/board/maze';
import { scoreFacings } from '../../../../src/games/deathmaze/board/laying';
// the four directions, short: N, E, S, W
import { EAST as E, NORTH as N, refused, SOUTH as S, WEST as W } from '../helpers';

/** The chit draws of an action, as `kind rule cup chit`. */
const draws = (events: readonly GameEvent[]): string[] =>
  events.filter((e) => e.kind === 'chit-drawn' || e.kind === 'chit-thrown-back').map((e) => `${e.kind} ${e.rule} ${e.cup} ${e.chit}`);

const rots = (state: GameState): Rotation[] => legalPlacements(state).map((p) => p.rot);
const place = (state: GameState, rot: Rotation): Action => ({ type: 'place', x: state.hand!.cell.x, y: state.hand!.cell.y, rot });

describe('2.2 the cups', () => {
  it('2.2 the Room cup holds 88 chits and the Corridor cup 28', () => {
    const maze = newMaze();
    expect(cupTotal(maze, 'room')).toBe(88);
    expect(cupTotal(maze, 'corridor')).toBe(28);
    for (const id of chitTypeIds) {
      const other = chitTypes[id].cup === 'room' ? 'corridor' : 'room';
      expect(maze.cups[other][id]).toBe(0);
      expect(maze.cups[chitTypes[id].cup][id]).toBe(chitTypes[id].count);
    }
    const labelled = chitTypeIds.filter((id) => chitTypes[id].labelledCorridor).reduce((n, id) => n + maze.cups.room[id], 0);
    expect(labelled).toBe(16);
  });

  it("2.2 the 'transcription' mix has 8 opposite and 8 adjacent two-door rooms, still 88", () => {
    const maze = newMaze('transcription');
    expect(maze.cups.room.R2o).toBe(8);
    expect(maze.cups.room.R2a).toBe(8);
    expect(cupTotal(maze, 'room')).toBe(88);
    expect(cupTotal(maze, 'corridor')).toBe(28);
    const game = newGame({ seed: 1, party: standardParty(), chitMix: 'transcription' }).state;
    expect(game.maze.cups.room.R2o).toBe(8);
    expect(game.maze.cups.room.R2a).toBe(8);
  });
});

describe('5.13 the entrance', () => {
  it('5.13 the entrance chit comes from the Corridor cup', () => {
    for (let seed = 0; seed < 60; seed++) {
      const { state, events } = newGame({ seed, party: standardParty() });
      expect(state.phase.kind).toBe('place');
      expect(state.hand).not.toBeNull();
      expect(state.hand!.cup).toBe('corridor');
      expect(chitTypes[state.hand!.type].cup).toBe('corridor');
      expect(state.hand!.entry).toBeNull();
      expect(state.hand!.cell).toEqual(state.maze.entrance);
      expect(draws(events)).toEqual([`chit-drawn 5.13 corridor ${state.hand!.type}`]);
      expect(cupTotal(state.maze, 'corridor')).toBe(27);
      expect(cupTotal(state.maze, 'room')).toBe(88);
    }
  });

  it('5.13 every distinct facing of every corridor chit is legal for the entrance, and the party stands on it', () => {
    const corridorTypes = chitTypeIds.filter((id) => chitTypes[id].cup === 'corridor');
    expect(corridorTypes).toHaveLength(7);
    for (const chit of corridorTypes) {
      // no dice at all: DATA §11 ruling 15, no checks for the entrance at setup
      const state = entranceGame({ chit, dice: [] });
      expect(state.hand!.type).toBe(chit);
      expect(rots(state)).toEqual(distinctRotations(chit));
      for (const rot of distinctRotations(chit)) {
        const out = apply(state, place(state, rot));
        expect(out.events.map((e) => `${e.kind} ${e.rule}`)).toEqual(['chit-placed 5.13']);
        expect(out.state.phase.kind).toBe('explore');
        expect(out.state.hand).toBeNull();
        expect(out.state.party.at).toEqual(out.state.maze.entrance);
        const laid = chitAt(out.state.maze, out.state.maze.entrance)!;
        expect(laid).toMatchObject({ type: chit, rot, visited: true, blocked: 0 });
      }
    }
  });

  it('5.13 a facing that repeats a distinct one (a straight corridor turned half round) is the same facing', () => {
    const state = entranceGame({ chit: 'C-S0' });
    expect(rots(state)).toEqual([0, 1]);
    const out = apply(state, place(state, 2));
    expect(chitAt(out.state.maze, { x: 0, y: 0 })!.rot).toBe(0);
    expect(canonicalRotation('C-S0', 3)).toBe(1);
  });

  it('5.13 the entrance chit is laid only on the entrance segment', () => {
    const state = entranceGame({ chit: 'C-S1' });
    expect(refused(state, { type: 'place', x: 1, y: 0, rot: 0 }).rule).toBe('5.13');
  });

  it('4.0, 5.13 the entrance is the exit: leave is legal there and only there', () => {
    const fresh = newGame({ seed: 'exit', party: standardParty() }).state;
    const started = apply(fresh, legalActions(fresh)[0]!).state;
    expect(legalActions(started)).toContainEqual({ type: 'leave' });

    const state = gameWithBoard({
      board: [
        { x: 0, y: 0, type: 'C-S0' },
        { x: 1, y: 0, type: 'C-S0' },
      ],
      dice: quietFaces(),
    });
    expect(legalActions(state)).toContainEqual({ type: 'leave' });
    const out = apply(state, { type: 'leave' });
    expect(out.state.phase).toEqual({ kind: 'over', reason: 'escaped' });
    expect(out.events.map((e) => `${e.kind} ${e.rule}`)).toEqual(['party-left 4.0']);

    const away = apply(state, { type: 'move', dir: E }).state;
    expect(away.party.at).toEqual({ x: 1, y: 0 });
    expect(away.phase.kind).toBe('explore');
    expect(legalActions(away).some((a) => a.type === 'leave')).toBe(false);
    expect(refused(away, { type: 'leave' }).rule).toBe('4.0');
  });
});

describe('5.22 leaving a corridor by an open end', () => {
  it('5.22 draws from the Corridor cup and lays the chit against the open end', () => {
    const state = gameWithBoard({ board: [{ x: 0, y: 0, type: 'C-S0' }], stack: { corridor: ['C-S1'] }, dice: quietFaces() });
    const { state: drawn, events } = apply(state, { type: 'move', dir: E });
    expect(draws(events)).toEqual(['chit-drawn 5.22 corridor C-S1']);
    expect(drawn.phase.kind).toBe('place');
    expect(drawn.hand).toMatchObject({ type: 'C-S1', cup: 'corridor', cell: { x: 1, y: 0 }, entry: { dir: W, via: 'open' }, bestMatch: false });
    expect(drawn.maze.cups.corridor['C-S1']).toBe(state.maze.cups.corridor['C-S1'] - 1);
    expect(cupTotal(drawn.maze, 'room')).toBe(cupTotal(state.maze, 'room'));
    expect(drawn.party.at).toEqual({ x: 0, y: 0 });

    // its open end must meet the open end the party left by: C-S1 lies east-west either way up
    expect(rots(drawn)).toEqual([0, 2]);
    const out = apply(drawn, place(drawn, 2));
    expect(out.state.party.at).toEqual({ x: 1, y: 0 });
    expect(out.events.some((e) => e.kind === 'door-checked')).toBe(false); // not through a door (5.26)
  });
});

describe('5.23 leaving through a door', () => {
  // the entrance corridor: door north, open ends east and west, wall south
  const corridorWithDoor = () => [{ x: 0, y: 0, type: 'C-S1' as const }];

  it('5.23 draws from the Room cup', () => {
    const state = gameWithBoard({ board: corridorWithDoor(), stack: { room: ['R3'] }, dice: quietFaces() });
    const { state: drawn, events } = apply(state, { type: 'move', dir: N });
    expect(draws(events)).toEqual(['chit-drawn 5.23 room R3']);
    expect(drawn.hand).toMatchObject({ type: 'R3', cup: 'room', cell: { x: 0, y: -1 }, entry: { dir: S, via: 'door' } });
    expect(cupTotal(drawn.maze, 'corridor')).toBe(cupTotal(state.maze, 'corridor'));
    const out = apply(drawn, place(drawn, 0));
    expect(out.state.party.at).toEqual({ x: 0, y: -1 });
    expect(out.events.some((e) => e.kind === 'door-checked' && e.rule === '5.26')).toBe(true);
  });

  it('5.23 a "Corridor" chit from the Room cup is thrown back and a Corridor-cup chit drawn instead', () => {
    const state = gameWithBoard({ board: corridorWithDoor(), stack: { room: ['RC-S1'], corridor: ['C-S2'] } });
    const { state: drawn, events } = apply(state, { type: 'move', dir: N });
    expect(draws(events)).toEqual(['chit-drawn 5.23 room RC-S1', 'chit-thrown-back 5.23 room RC-S1', 'chit-drawn 5.23 corridor C-S2']);
    expect(drawn.hand).toMatchObject({ type: 'C-S2', cup: 'corridor' });
    expect(drawn.maze.cups.room['RC-S1']).toBe(state.maze.cups.room['RC-S1']);
    expect(drawn.maze.cups.corridor['C-S2']).toBe(state.maze.cups.corridor['C-S2'] - 1);
  });

  it('5.23 when the Corridor cup is empty the "Corridor" chit is used', () => {
    const state = setCups(gameWithBoard({ board: corridorWithDoor(), stack: { room: ['RC-S1'] } }), { corridor: {} });
    const { state: drawn, events } = apply(state, { type: 'move', dir: N });
    expect(draws(events)).toEqual(['chit-drawn 5.23 room RC-S1']);
    expect(drawn.hand).toMatchObject({ type: 'RC-S1', cup: 'room', bestMatch: false });
    // the door of the "Corridor" chit meets the door the party came through
    expect(rots(drawn)).toEqual([2]);
  });

  it.each(['C-S0', 'C-L0'] as const)('5.23 a doorless corridor (%s) may put an open end against the door the party came through', (chit) => {
    const state = gameWithBoard({ board: corridorWithDoor(), stack: { room: ['RC-S0'], corridor: [chit] }, dice: quietFaces() });
    const drawn = apply(state, { type: 'move', dir: N }).state;
    expect(drawn.hand).toMatchObject({ type: chit, cup: 'corridor' });
    const legal = rots(drawn);
    expect(legal.length).toBeGreaterThan(0);
    for (const rot of legal) expect(rotatedSide(chit, rot, S)).toBe('O');
    expect(legal).toEqual(distinctRotations(chit).filter((r) => rotatedSide(chit, r, S) === 'O'));

    const out = apply(drawn, place(drawn, legal[0]!));
    const laid = chitAt(out.state.maze, { x: 0, y: -1 })!;
    expect(laid.blocked).toBe(0);
    expect(out.state.party.at).toEqual({ x: 0, y: -1 });
    // the open end and the door join both ways
    expect(canCross(out.state.maze, laid, S)).toBe(true);
    expect(canCross(out.state.maze, chitAt(out.state.maze, { x: 0, y: 0 })!, N)).toBe(true);
  });

  it('5.23 the open-end-against-a-door exception holds only on the side the party came through', () => {
    // a room to the north shows a door to the new segment as well
    const state = gameWithBoard({
      board: [...corridorWithDoor(), { x: 0, y: -2, type: 'R1', rot: 2 }],
      stack: { room: ['RC-S0', 'R2o'], corridor: ['C-S0'] },
    });
    const scores = scoreFacings(state.maze, 'C-S0', { x: 0, y: -1 }, { dir: S, via: 'door' });
    // laid north-south, its south end may meet the door the party came through, its north end may not
    expect(scores.find((s) => s.rot === 1)!.mismatched).toBe(1 << N);
    const { state: drawn, events } = apply(state, { type: 'move', dir: N });
    expect(draws(events)).toEqual([
      'chit-drawn 5.23 room RC-S0',
      'chit-thrown-back 5.23 room RC-S0',
      'chit-drawn 5.23 corridor C-S0',
      'chit-thrown-back 5.25 corridor C-S0',
      'chit-drawn 5.23 room R2o',
    ]);
    expect(rots(drawn)).toEqual([0]); // doors north and south
  });

  it('5.23 a corridor with doors may not put an open end against the door', () => {
    const state = gameWithBoard({ board: corridorWithDoor(), stack: { room: ['RC-S1'], corridor: ['C-S1'] } });
    const drawn = apply(state, { type: 'move', dir: N }).state;
    expect(drawn.hand!.type).toBe('C-S1');
    expect(rots(drawn)).toEqual([2]); // its own door to the south
    expect(refused(drawn, place(drawn, 1)).rule).toBe('5.25');
    expect(refused(drawn, place(drawn, 3)).rule).toBe('5.25');
  });

  it('5.23 note: a door into a space that touches an open end of a laid corridor draws from the Corridor cup', () => {
    const state = gameWithBoard({
      board: [
        { x: 0, y: 0, type: 'R1' }, // door north
        { x: 1, y: -1, type: 'C-S0' }, // open ends east and west: its west end touches the new segment
      ],
      stack: { corridor: ['C-S2'] },
    });
    const { state: drawn, events } = apply(state, { type: 'move', dir: N });
    expect(draws(events)).toEqual(['chit-drawn 5.23 corridor C-S2']);
    expect(drawn.hand).toMatchObject({ type: 'C-S2', cup: 'corridor', entry: { dir: S, via: 'door' } });
    expect(cupTotal(drawn.maze, 'room')).toBe(cupTotal(state.maze, 'room'));
    expect(rots(drawn)).toEqual([0]);
  });
});

describe('5.24 the player chooses the facing', () => {
  it('5.24 several facings are offered where several fit; legalPlacements lists exactly those', () => {
    const state = gameWithBoard({ board: [{ x: 0, y: 0, type: 'C-S1' }], stack: { room: ['R3'] }, dice: quietFaces() });
    const drawn = apply(state, { type: 'move', dir: N }).state;
    expect(legalPlacements(drawn)).toEqual([
      { x: 0, y: -1, rot: 0 },
      { x: 0, y: -1, rot: 1 },
      { x: 0, y: -1, rot: 2 },
    ]);
    for (const p of legalPlacements(drawn)) {
      const out = apply(drawn, { type: 'place', ...p });
      expect(chitAt(out.state.maze, p)).toMatchObject({ type: 'R3', rot: p.rot });
      expect(out.events[0]).toMatchObject({ kind: 'chit-placed', rule: '5.24', chit: 'R3', rot: p.rot });
    }
  });

  it('5.24 apply refuses every other facing with a RuleError naming 5.25 and leaves the state unchanged', () => {
    const state = gameWithBoard({ board: [{ x: 0, y: 0, type: 'C-S1' }], stack: { room: ['R3'] } });
    const drawn = apply(state, { type: 'move', dir: N }).state;
    const err = refused(drawn, place(drawn, 3)); // the wall would face the door
    expect(err.rule).toBe('5.25');
    expect(err.reason).toMatch(/door/);
  });

  it('5.24 for every room-cup chit drawn through a door, apply accepts exactly the facings legalPlacements lists', () => {
    const roomTypes = chitTypeIds.filter((id) => chitTypes[id].cup === 'room' && !chitTypes[id].labelledCorridor);
    for (const chit of roomTypes) {
      const state = gameWithBoard({ board: [{ x: 0, y: 0, type: 'C-S1' }], stack: { room: [chit] }, dice: quietFaces() });
      const drawn = apply(state, { type: 'move', dir: N }).state;
      expect(drawn.hand!.type).toBe(chit);
      const legal = rots(drawn);
      expect(legal.length).toBeGreaterThan(0);
      for (const rot of [0, 1, 2, 3] as Rotation[]) {
        const ok = tryApply(drawn, place(drawn, rot)).ok;
        expect(ok, `${chit} facing ${rot}`).toBe(legal.includes(canonicalRotation(chit, rot)));
        expect(ok).toBe(rotatedSide(chit, rot, S) === 'D');
      }
    }
  });
});

describe('5.25 matching the neighbours', () => {
  /**
   * The rulebook's example: the empty centre segment (0,0) has a door on its left neighbour's
   * facing side, a door on its right neighbour's facing side and a blank wall on its upper one's.
   */
  const example = (partyAt: { x: number; y: number }, stack: ChitTypeId[] = []) =>
    gameWithBoard({
      board: [
        // the side rooms have a second door, away from the centre: the example is not about 5.29
        { x: -1, y: 0, type: 'R2o', rot: 1 }, // doors east and west
        { x: 1, y: 0, type: 'R2o', rot: 1 }, // doors west and east
        { x: 0, y: -1, type: 'R1', rot: 0 }, // door north, wall south
      ],
      partyAt,
      entrance: partyAt,
      stack: { room: stack },
      dice: quietFaces(),
    });
  const left = { x: -1, y: 0 };
  const right = { x: 1, y: 0 };
  const centre = { x: 0, y: 0 };

  it('5.25 example: only a room with two opposite doors or with three doors (the third facing down) fits', () => {
    const state = example(left);
    const entry = { dir: W, via: 'door' as const };
    const fitting = chitTypeIds.filter((id) => scoreFacings(state.maze, id, centre, entry).some((s) => s.mismatched === 0 && !s.closesLastExit));
    expect(fitting).toEqual(['R2o', 'R3', 'F2o']);
    const r3 = scoreFacings(state.maze, 'R3', centre, entry).filter((s) => s.mismatched === 0);
    expect(r3.map((s) => s.rot)).toEqual([1]);
    expect(rotatedSide('R3', 1, S)).toBe('D');
    expect(rotatedSide('R3', 1, N)).toBe('W');
  });

  it.each([
    ['left', left, E],
    ['right', right, W],
  ] as const)('5.25 example, entering from the %s door: R4, R2a and R1 are thrown back before an R2o is kept', (_, from, dir) => {
    const state = example(from, ['R4', 'R2a', 'R1', 'R2o']);
    const { state: drawn, events } = apply(state, { type: 'move', dir });
    expect(draws(events)).toEqual([
      'chit-drawn 5.23 room R4',
      'chit-thrown-back 5.25 room R4',
      'chit-drawn 5.23 room R2a',
      'chit-thrown-back 5.25 room R2a',
      'chit-drawn 5.23 room R1',
      'chit-thrown-back 5.25 room R1',
      'chit-drawn 5.23 room R2o',
    ]);
    for (const id of ['R4', 'R2a', 'R1'] as const) expect(drawn.maze.cups.room[id]).toBe(state.maze.cups.room[id]);
    expect(drawn.maze.cups.room.R2o).toBe(state.maze.cups.room.R2o - 1);
    expect(legalPlacements(drawn)).toEqual([{ ...centre, rot: 1 }]);
    const out = apply(drawn, place(drawn, 1));
    expect(out.state.party.at).toEqual(centre);
  });

  it('5.25 example: after the same throw-backs an R3 is kept, its third door facing down', () => {
    const state = example(left, ['R4', 'R2a', 'R1', 'R3']);
    const { state: drawn, events } = apply(state, { type: 'move', dir: E });
    expect(events.filter((e) => e.kind === 'chit-thrown-back').map((e) => `${e.rule} ${e.chit}`)).toEqual(['5.25 R4', '5.25 R2a', '5.25 R1']);
    expect(drawn.hand!.type).toBe('R3');
    expect(legalPlacements(drawn)).toEqual([{ ...centre, rot: 1 }]);
    expect(refused(drawn, place(drawn, 0)).rule).toBe('5.25');
  });

  /**
   * A segment needing doors south (the party's), west and north-free, and a wall east, when the
   * Room cup holds only four-door rooms and the Corridor cup nothing: no chit can fit.
   */
  const nothingFits = () =>
    setCups(
      gameWithBoard({
        board: [
          { x: 0, y: 0, type: 'R1' }, // the party's room, door north
          { x: -1, y: -1, type: 'R2o', rot: 1 }, // doors east and west
          { x: 1, y: -1, type: 'R1' }, // door north, wall to the west
        ],
        dice: quietFaces(),
      }),
      { room: { R4: 2 }, corridor: {} },
    );

  it('5.25 when no chit can fit, the best match is used and its mismatched side is impassable on both chits', () => {
    const state = nothingFits();
    const { state: drawn, events } = apply(state, { type: 'move', dir: N });
    expect(draws(events)).toEqual(['chit-drawn 5.25 room R4']);
    expect(drawn.hand).toMatchObject({ type: 'R4', bestMatch: true });
    expect(legalPlacements(drawn)).toEqual([{ x: 0, y: -1, rot: 0 }]);

    const out = apply(drawn, place(drawn, 0));
    const maze = out.state.maze;
    const laid = chitAt(maze, { x: 0, y: -1 })!;
    const east = chitAt(maze, { x: 1, y: -1 })!;
    expect(laid.blocked).toBe(1 << E);
    expect(east.blocked).toBe(1 << W);
    expect(isBlocked(laid, E) && isBlocked(east, W)).toBe(true);
    expect(canCross(maze, laid, E)).toBe(false);
    expect(canCross(maze, east, W)).toBe(false);
    // the matched sides stay open
    expect(canCross(maze, laid, W)).toBe(true);
    expect(canCross(maze, laid, S)).toBe(true);
    expect(out.state.party.at).toEqual({ x: 0, y: -1 });
    expect(out.events[0]!.text).toMatch(/impassable/);

    expect(legalActions(out.state)).not.toContainEqual({ type: 'move', dir: E });
    expect(refused(out.state, { type: 'move', dir: E }).rule).toBe('5.25');
  });

  it('5.25 a best match meets the side the party enters by first; its other mismatched sides are impassable', () => {
    // the new segment needs four doors; only a two-door room is left: it is turned to meet the party's door
    const state = setCups(
      gameWithBoard({
        board: [
          { x: 0, y: 0, type: 'R1' },
          { x: 0, y: -2, type: 'R2o' },
          { x: -1, y: -1, type: 'R2o', rot: 1 },
          { x: 1, y: -1, type: 'R2o', rot: 1 },
        ],
        dice: quietFaces(),
      }),
      { room: { R2o: 1 }, corridor: {} },
    );
    const drawn = apply(state, { type: 'move', dir: N }).state;
    expect(drawn.hand).toMatchObject({ type: 'R2o', bestMatch: true });
    expect(rots(drawn)).toEqual([0]);
    const { state: after } = apply(drawn, place(drawn, 0));
    expect(after.party.at).toEqual({ x: 0, y: -1 });
    const laid = chitAt(after.maze, { x: 0, y: -1 })!;
    expect(canCross(after.maze, laid, E)).toBe(false);
    expect(canCross(after.maze, laid, W)).toBe(false);
    expect(canCross(after.maze, laid, N)).toBe(true);
  });

  it('5.25 when no chit left can meet the side the party enters by, the party stays put', () => {
    // through an open end with the Corridor cup empty: only a one-door room remains, and no room has an open end
    const state = setCups(gameWithBoard({ board: [{ x: 0, y: 0, type: 'C-S0' }], dice: quietFaces() }), { room: { R1: 1 }, corridor: {} });
    const drawn = apply(state, { type: 'move', dir: E }).state;
    expect(drawn.hand).toMatchObject({ type: 'R1', bestMatch: true });
    expect(rots(drawn)).toEqual([0, 1, 2, 3]);
    const { state: after, events } = apply(drawn, place(drawn, 0));
    expect(events.map((e) => `${e.kind} ${e.rule}`)).toEqual(['chit-placed 5.24', 'party-blocked 5.25']);
    expect(after.party.at).toEqual({ x: 0, y: 0 });
    expect(after.phase.kind).toBe('explore');
    expect(refused(after, { type: 'move', dir: E }).rule).toBe('5.25');
  });
});

describe('5.29 the last exit', () => {
  it('5.29 redraws a chit that would close the last exit', () => {
    // the rest of the maze is closed off: the party's one-door room is the last way on
    const state = gameWithBoard({ board: [{ x: 0, y: 0, type: 'R1' }], stack: { room: ['R1', 'R2o'] }, dice: quietFaces() });
    const { state: drawn, events } = apply(state, { type: 'move', dir: N });
    expect(draws(events)).toEqual(['chit-drawn 5.23 room R1', 'chit-thrown-back 5.29 room R1', 'chit-drawn 5.23 room R2o']);
    expect(drawn.maze.cups.room.R1).toBe(state.maze.cups.room.R1);
    expect(rots(drawn)).toEqual([0]);
    const laid = apply(drawn, place(drawn, 0)).state;
    expect(chitAt(laid.maze, { x: 0, y: -1 })!.type).toBe('R2o');
  });

  it('5.29 a dead end is kept while another exit remains', () => {
    const state = gameWithBoard({ board: [{ x: 0, y: 0, type: 'R2o' }], stack: { room: ['R1'] } });
    const { state: drawn, events } = apply(state, { type: 'move', dir: N });
    expect(draws(events)).toEqual(['chit-drawn 5.23 room R1']);
    expect(rots(drawn)).toEqual([2]);
  });

  it('5.29 the facing scores say which placements would leave no exit', () => {
    const state = gameWithBoard({ board: [{ x: 0, y: 0, type: 'R1' }] });
    const entry = { dir: S, via: 'door' as const };
    const r1 = scoreFacings(state.maze, 'R1', { x: 0, y: -1 }, entry).find((s) => s.mismatched === 0)!;
    expect(r1.closesLastExit).toBe(true);
    const r2a = scoreFacings(state.maze, 'R2a', { x: 0, y: -1 }, entry).filter((s) => s.mismatched === 0);
    expect(r2a.every((s) => !s.closesLastExit)).toBe(true);
  });
});

describe('5.29 exits the party cannot reach', () => {
  // 5.29 counts only the exits the party can reach: chits laid by a 5.25 best match that the
  // party could not enter have exits of their own, but they are no way on for the party.
  it('5.29 a dead end drawn for the last exit the party can reach is thrown back', () => {
    let state = setCups(gameWithBoard({ board: [{ x: 0, y: 0, type: 'C-S1' }], dice: quietFaces(30) }), { room: { R2o: 1 }, corridor: {} });
    // east, then west: through open ends with only rooms left, each best match is laid facing away and the party stays put
    for (const [dir, cups] of [[E, { R2o: 1 }], [W, { R1: 1 }]] as const) {
      setCups(state, { room: cups, corridor: {} });
      const drawn = apply(state, { type: 'move', dir }).state;
      expect(drawn.hand!.bestMatch).toBe(true);
      const out = apply(drawn, { type: 'place', ...legalPlacements(drawn)[0]! });
      expect(out.events.map((e) => e.kind)).toContain('party-blocked');
      state = out.state;
    }
    expect(openExits(state.maze)).toBe(4); // the door north, and three the party can never reach
    setCups(state, { room: { R1: 5, R2o: 1 }, corridor: {} });
    stackCup(state, 'room', ['R1']);
    const { events } = apply(state, { type: 'move', dir: N });
    expect(draws(events)[1]).toBe('chit-thrown-back 5.29 room R1');
  });
});

describe('5.25 with 5.29 when every chit left is a dead end', () => {
  // The party's one-door room is the last way on, and only one-door rooms are left to draw.
  const deadEndsOnly = () => setCups(gameWithBoard({ board: [{ x: 0, y: 0, type: 'R1' }], dice: quietFaces() }), { room: { R1: 2 }, corridor: {} });

  it('5.25 no chit fits, so a best match is drawn', () => {
    const { state: drawn, events } = apply(deadEndsOnly(), { type: 'move', dir: N });
    expect(draws(events)).toEqual(['chit-drawn 5.25 room R1']);
    expect(drawn.hand).toMatchObject({ type: 'R1', bestMatch: true });
  });

  // 5.25: the best match agrees with the most neighbouring chits it can: its door meets the
  // party's, even though the room is then a dead end (no chit left could avoid one).
  it('5.25 the best match meets the door the party came through', () => {
    const drawn = apply(deadEndsOnly(), { type: 'move', dir: N }).state;
    expect(rots(drawn)).toEqual([2]);
  });
});

describe('5.28 moving on', () => {
  const twoCorridors = () =>
    gameWithBoard({
      board: [
        { x: 0, y: 0, type: 'C-S0' },
        { x: 1, y: 0, type: 'C-S0' },
      ],
      dice: quietFaces(),
    });

  it('5.28 moving onto a chit already laid draws nothing', () => {
    const state = twoCorridors();
    const { state: after, events } = apply(state, { type: 'move', dir: E });
    expect(draws(events)).toEqual([]);
    expect(events[0]).toMatchObject({ kind: 'party-moved', rule: '5.28', cell: { x: 1, y: 0 } });
    expect(after.maze.cups).toEqual(state.maze.cups);
    expect(after.hand).toBeNull();
    expect(after.party.at).toEqual({ x: 1, y: 0 });
    expect(after.phase.kind).toBe('explore');
  });

  it('5.28 a door onto a segment already laid is not checked for traps', () => {
    const state = gameWithBoard({
      board: [
        { x: 0, y: 0, type: 'R2o', rot: 1 },
        { x: 1, y: 0, type: 'R2o', rot: 1 },
      ],
      dice: quietFaces(),
    });
    const { events } = apply(state, { type: 'move', dir: E });
    expect(events.some((e) => e.kind === 'door-checked')).toBe(false);
    expect(draws(events)).toEqual([]);
  });

  it('5.28 a blank wall blocks the party', () => {
    const state = twoCorridors();
    expect(legalActions(state)).not.toContainEqual({ type: 'move', dir: N });
    const err = refused(state, { type: 'move', dir: N });
    expect(['5.22', '5.28']).toContain(err.rule);
    expect(err.reason).toMatch(/wall/);
  });

  it('5.25 an impassable side blocks the party', () => {
    const state = twoCorridors();
    chitAt(state.maze, { x: 0, y: 0 })!.blocked = 1 << E;
    chitAt(state.maze, { x: 1, y: 0 })!.blocked = 1 << W;
    expect(legalActions(state)).not.toContainEqual({ type: 'move', dir: E });
    expect(refused(state, { type: 'move', dir: E }).rule).toBe('5.25');
  });

  it('9.57 a pegged door blocks the party from either side', () => {
    const state = gameWithBoard({
      board: [
        { x: 0, y: 0, type: 'R2o', rot: 1 },
        { x: 1, y: 0, type: 'R2o', rot: 1 },
      ],
      dice: quietFaces(),
    });
    pegDoor(state.maze, chitAt(state.maze, { x: 0, y: 0 })!, E);
    expect(legalActions(state)).not.toContainEqual({ type: 'move', dir: E });
    expect(legalActions(state)).toContainEqual({ type: 'move', dir: W });
    expect(refused(state, { type: 'move', dir: E }).rule).toBe('9.57');
    state.party.at = { x: 1, y: 0 };
    expect(refused(state, { type: 'move', dir: W }).rule).toBe('9.57');
  });

  it('DATA §1.3 with both cups empty the party cannot step off the laid maze', () => {
    const state = setCups(twoCorridors(), { room: {}, corridor: {} });
    expect(refused(state, { type: 'move', dir: W }).rule).toBe('5.22');
    expect(legalActions(state)).toContainEqual({ type: 'move', dir: E });
  });

  // Our ruling, against DATA §1.3's DESIGNED "take any already-placed chit type": the game has
  // 116 chits and never makes more (chits are conserved), so once both cups are empty the maze
  // is complete and even its last exit leads nowhere: the party explores what is laid and goes home.
  it('DATA §1.3 (our ruling) with both cups empty even the last exit is closed: no chit is invented', () => {
    const state = setCups(gameWithBoard({ board: [{ x: 0, y: 0, type: 'R1' }], dice: quietFaces() }), { room: {}, corridor: {} });
    expect(refused(state, { type: 'move', dir: N }).rule).toBe('5.22');
  });
});

describe('refusals leave the state untouched', () => {
  const drawnThroughDoor = () =>
    apply(gameWithBoard({ board: [{ x: 0, y: 0, type: 'C-S1' }], stack: { room: ['R2o'] } }), { type: 'move', dir: N }).state;

  it('5.23 a chit drawn for a door is laid only on the segment beyond it', () => {
    const drawn = drawnThroughDoor();
    expect(refused(drawn, { type: 'place', x: 1, y: 0, rot: 0 }).rule).toBe('5.23');
    expect(refused(drawn, { type: 'place', x: 0, y: 0, rot: 0 }).rule).toBe('5.23');
  });

  it('5.22 a chit drawn for an open end is laid only on the segment beyond it', () => {
    const drawn = apply(gameWithBoard({ board: [{ x: 0, y: 0, type: 'C-S1' }], stack: { corridor: ['C-S0'] } }), { type: 'move', dir: E }).state;
    expect(refused(drawn, { type: 'place', x: -1, y: 0, rot: 0 }).rule).toBe('5.22');
  });

  it('a bogus action is refused with a RuleError', () => {
    const state = gameWithBoard({ board: [{ x: 0, y: 0, type: 'C-S1' }] });
    const bogus = [{ type: 'fly' }, null, 'move', { type: 'move', dir: 7 }] as unknown as Action[];
    for (const action of bogus) {
      const err = refused(state, action);
      expect(err.rule.length).toBeGreaterThan(0);
    }
    expect(refused(state, { type: 'move', dir: 7 as Dir }).rule).toBe('5.28');
    expect(refused(state, { type: 'place', x: 0, y: -1, rot: 0 }).rule).toBe('5.21'); // nothing in hand
    const drawn = drawnThroughDoor();
    expect(refused(drawn, { type: 'place', x: 0, y: -1, rot: 5 as Rotation }).rule).toBe('5.24');
    expect(refused(drawn, { type: 'move', dir: E }).rule).toBe('5.28'); // lay the chit first
    expect(refused(drawn, { type: 'leave' }).rule).toBe('4.0');
  });

  it('moving through a wall is refused', () => {
    const state = gameWithBoard({ board: [{ x: 0, y: 0, type: 'C-S1' }] });
    expect(sideOf(chitAt(state.maze, { x: 0, y: 0 })!, S)).toBe('W');
    expect(['5.22', '5.28']).toContain(refused(state, { type: 'move', dir: S }).rule);
  });
});

describe('a saved game', () => {
  it('JSON round trip: a state parsed back from JSON continues identically', () => {
    let state = newGame({ seed: 'round-trip', party: standardParty() }).state;
    const rng = seedDice('round-trip-policy');
    const states: GameState[] = [state];
    const actions: Action[] = [];
    for (let i = 0; i < 150; i++) {
      const action = exploreAtRandom(state, rng);
      if (!action) break;
      actions.push(action);
      state = apply(state, action).state;
      states.push(state);
    }
    expect(actions.length).toBeGreaterThan(10);
    for (let i = 0; i < actions.length; i += 7) {
      const saved = JSON.parse(JSON.stringify(states[i])) as GameState;
      expect(JSON.stringify(saved)).toBe(JSON.stringify(states[i]));
      let a = states[i]!;
      let b = saved;
      for (let k = i; k < Math.min(actions.length, i + 20); k++) {
        const x = apply(a, actions[k]!);
        const y = apply(b, actions[k]!);
        expect(JSON.stringify(y.events)).toBe(JSON.stringify(x.events));
        expect(JSON.stringify(y.state)).toBe(JSON.stringify(x.state));
        a = x.state;
        b = y.state;
      }
    }
  });

  it('JSON round trip with a chit in hand: the same chit is laid and the same chit drawn next', () => {
    const state = gameWithBoard({ board: [{ x: 0, y: 0, type: 'C-S1' }], seed: 'in-hand', dice: quietFaces(40) });
    const drawn = apply(state, { type: 'move', dir: E }).state;
    const saved = JSON.parse(JSON.stringify(drawn)) as GameState;
    expect(saved.hand).toEqual(drawn.hand);
    const p = legalPlacements(drawn)[0]!;
    const a = apply(drawn, { type: 'place', ...p });
    const b = apply(saved, { type: 'place', ...p });
    expect(b).toEqual(a);
    const next = legalActions(a.state).find((x) => x.type === 'move' && !chitAt(a.state.maze, step(a.state.party.at, x.dir)));
    expect(next).toBeDefined();
    expect(apply(b.state, next!)).toEqual(apply(a.state, next!));
  });
});

describe('builders', () => {
  it('gameWithBoard keeps all 116 chits: cups + board + hand', () => {
    const state = gameWithBoard({
      board: [
        { x: 0, y: 0, type: 'C-S1' },
        { x: 0, y: -1, type: 'R3', rot: 2 },
        { x: 1, y: 0, type: 'C-S0' },
      ],
    });
    expect(cupTotal(state.maze, 'room') + cupTotal(state.maze, 'corridor') + Object.keys(state.maze.chits).length + (state.hand ? 1 : 0)).toBe(116);
    expect(state.maze.cups.room.R3).toBe(13);
    expect(state.maze.cups.corridor['C-S1']).toBe(9);
    expect(state.phase.kind).toBe('explore');
    expect(state.party.at).toEqual({ x: 0, y: 0 });
    expect(state.maze.entrance).toEqual({ x: 0, y: 0 });
  });

  it('gameWithBoard refuses an impossible table', () => {
    expect(() => gameWithBoard({ board: [] })).toThrow();
    expect(() => gameWithBoard({ board: [{ x: 0, y: 0, type: 'R4' }, { x: 0, y: 0, type: 'R1' }] })).toThrow(/Two chits/);
    expect(() => gameWithBoard({ board: Array.from({ length: 5 }, (_, i) => ({ x: i, y: 0, type: 'R4' as const })) })).toThrow(/No R4/);
    expect(() => gameWithBoard({ board: [{ x: 0, y: 0, type: 'R4' }], partyAt: { x: 3, y: 3 } })).toThrow();
    expect(() => stackCup(gameWithBoard({ board: [{ x: 0, y: 0, type: 'R4' }] }), 'corridor', ['R1'])).toThrow();
  });
});

describe('5.21 the maze is the chits laid', () => {
  it('5.21 no board: a segment exists once its chit is laid, and the party marker always stands on a laid chit', () => {
    let state = gameWithBoard({ board: [{ x: 0, y: 0, type: 'C-S2' }], stack: { corridor: ['C-S0'] }, dice: quietFaces() });
    const onAChit = (s: GameState) => expect(chitAt(s.maze, s.party.at), `party at ${s.party.at.x},${s.party.at.y}`).toBeDefined();
    onAChit(state);
    // east through the open end: the chit for 1,0 is drawn, and until it is laid the party waits where it was
    state = apply(state, { type: 'move', dir: E }).state;
    expect(state.hand?.cell).toEqual({ x: 1, y: 0 });
    expect(chitAt(state.maze, { x: 1, y: 0 })).toBeUndefined();
    expect(state.party.at).toEqual({ x: 0, y: 0 });
    onAChit(state);
    // laid, it is part of the maze and the marker moves onto it
    state = apply(state, place(state, legalPlacements(state)[0]!.rot)).state;
    expect(chitAt(state.maze, { x: 1, y: 0 })?.type).toBe('C-S0');
    expect(state.party.at).toEqual({ x: 1, y: 0 });
    onAChit(state);
    // and back onto the first chit: nothing drawn
    const back = apply(state, { type: 'move', dir: W });
    expect(back.state.party.at).toEqual({ x: 0, y: 0 });
    expect(draws(back.events)).toEqual([]);
    expect(Object.keys(back.state.maze.chits).sort()).toEqual(['0,0', '1,0']);
  });
});
