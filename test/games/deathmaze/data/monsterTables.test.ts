/**
 * The Wandering (7.3) and Room (7.4) Monster Tables, every cell reached through the game: the
 * party steps into a new corridor (the 1-in-6 wandering check, 5.27) or through a door into a
 * new room (the door die, then the 1–3 room check), and the scripted dice then pick the cell and
 * the group's size (TWOx → 2, 1D3x → the die halved, 1D6x → the die; 7.11). The party then
 * fights them, and only then does each monster roll its Wound Points from its wound code (7.14,
 * DATA ruling 58).
 *
 * The expected tables and wound codes are transcribed here from DATA.md §5.1, §5.4 and §5.5,
 * not read from the engine's data, so these tests check the data as well as the flow.
 */
import { describe, it, expect } from 'vitest';
import { apply, legalActions, type Outcome } from '../../../../src/games/deathmaze/game';
import { gameWithBoard, stackCup, standardParty } from '../../../../src/games/deathmaze/builders';
import { chitTypes, type ChitTypeId } from '../../../../src/games/deathmaze/data/chitTypes';
import { monsters, type MonsterId } from '../../../../src/games/deathmaze/data/monsters';
import { scriptedDice } from '../../../../src/games/deathmaze/dice';
import { rollMonsters, rollWoundPointsInFight } from '../../../../src/games/deathmaze/encounter/encounters';
import type { Dir } from '../../../../src/games/deathmaze/board/grid';
import { atEntrance, EAST, groupHere, kinds, NORTH, play } from '../helpers';
import { deathmazeTables } from '../../../../src/games/deathmaze/tables';

// ---------------------------------------------------------------------------------------------
// The tables as printed (DATA §5.4, §5.5) and the wound codes (DATA §5.1)

/** 7.3: rows are the 2nd die in pairs (1–2, 3–4, 5–6), columns the 1st die. */
const WANDERING: readonly (readonly string[])[] = [
  ['Evil Hero', 'Evil Wizard', 'Evil Thief', 'Orc', '1D3x Orc', 'Ogre'],
  ['TWOx Ogre', 'Werewolf', 'Hellhound', 'Skeleton', '1D3x Skeleton', 'Giant Ant'],
  ['Giant Spider', '1D3x Goblin', 'Goblin', 'Troll', 'Giant Ant', 'Hellhound'],
];

/** 7.4: rows are the 1st die, columns the 2nd die (rows 4–6 but for 4,1 are DESIGNED). */
const ROOM: readonly (readonly string[])[] = [
  ['Evil Hero', 'Evil Wizard', 'Evil Thief', 'Gargoyle', 'Hellhound', 'Giant Spider'],
  ['1D6x Orc', '1D3x Ogre', '1D6x Skeleton', '1D6x Goblin', '1D3x Cronk', '1D6x Vampire Bat'],
  ['Troll', 'Werewolf', 'Mummy', 'Skeleton', 'Medusa', 'Giant Ant'],
  ['Werewolf', 'Alligator', 'Vampire', 'Gargoyle', 'TWOx Giant Ant', 'Evil Thief'],
  ['1D3x Orc', 'TWOx Ogre', '1D3x Skeleton', '1D3x Goblin', 'TWOx Cronk', '1D3x Vampire Bat'],
  ['Mummy', 'Alligator', 'Troll', 'Hellhound', 'Giant Spider', 'Medusa'],
];

/** Monster names as printed, their ids, and their wound codes (7.14, DATA §5.1). */
const STATS: Readonly<Record<string, { id: MonsterId; wound: string }>> = {
  Alligator: { id: 'alligator', wound: '3+0' },
  Cronk: { id: 'cronk', wound: '1+0' },
  'Evil Hero': { id: 'evilHero', wound: '1+6' },
  'Evil Thief': { id: 'evilThief', wound: '1+4' },
  'Evil Wizard': { id: 'evilWizard', wound: '1+3' },
  Gargoyle: { id: 'gargoyle', wound: '3+1' },
  'Giant Ant': { id: 'giantAnt', wound: '2+0' },
  'Giant Spider': { id: 'giantSpider', wound: '2+0' },
  Goblin: { id: 'goblin', wound: '1-1' },
  Hellhound: { id: 'hellhound', wound: '2+0' },
  Medusa: { id: 'medusa', wound: '2+0' },
  Mummy: { id: 'mummy', wound: '1+2' },
  Ogre: { id: 'ogre', wound: '1+2' },
  Orc: { id: 'orc', wound: '1+0' },
  Skeleton: { id: 'skeleton', wound: '1+0' },
  Troll: { id: 'troll', wound: '2+1' },
  Vampire: { id: 'vampire', wound: '3+0' },
  'Vampire Bat': { id: 'vampireBat', wound: '1/2+0' },
  Werewolf: { id: 'werewolf', wound: '1+6' },
};

/** The count die thrown for a dice-code group in the cell tests: 1D3x → 3 monsters, 1D6x → 5. */
const COUNT_FACE = 5;

interface Cell {
  first: number;
  second: number;
  text: string;
  monster: MonsterId;
  name: string;
  count: 'one' | 'two' | '1D3' | '1D6';
  wound: string;
}

function parseCell(first: number, second: number, text: string): Cell {
  const m = /^(TWOx|1D3x|1D6x)?\s*(.+)$/.exec(text)!;
  const name = m[2]!;
  const stats = STATS[name];
  if (!stats) throw new Error(`No monster "${name}" in DATA §5.1.`);
  const count = m[1] === 'TWOx' ? 'two' : m[1] === '1D3x' ? '1D3' : m[1] === '1D6x' ? '1D6' : 'one';
  return { first, second, text, monster: stats.id, name, count, wound: stats.wound };
}

const wanderingCells: Cell[] = [1, 2, 3, 4, 5, 6].flatMap((second) =>
  [1, 2, 3, 4, 5, 6].map((first) => parseCell(first, second, WANDERING[Math.ceil(second / 2) - 1]![first - 1]!)),
);
const roomCells: Cell[] = [1, 2, 3, 4, 5, 6].flatMap((first) => [1, 2, 3, 4, 5, 6].map((second) => parseCell(first, second, ROOM[first - 1]![second - 1]!)));

/** How many monsters a count and its die give (7.11, 2.3). */
function countFor(count: Cell['count'], face: number): number {
  return count === 'one' ? 1 : count === 'two' ? 2 : count === '1D3' ? Math.ceil(face / 2) : face;
}

/** The wound die faces for the n-th monster of a group: varied, so each unit rolls its own. */
function woundFaces(code: string, n: number): number[] {
  const dice = code.startsWith('1/2') ? 1 : Number(code[0]);
  return Array.from({ length: dice }, (_, j) => ((n * 2 + j) % 6) + 1);
}

/** 7.14: n D6 (or 1D3 for "1/2") plus or minus the modifier; at least 1 (DATA ruling 4). */
function expectedWoundPoints(code: string, faces: number[]): number {
  const m = /^(1\/2|\d+)([+-])(\d+)$/.exec(code)!;
  const sum = m[1] === '1/2' ? Math.ceil(faces[0]! / 2) : faces.reduce((a, b) => a + b, 0);
  const total = m[2] === '+' ? sum + Number(m[3]) : sum - Number(m[3]);
  return Math.max(1, total);
}

/**
 * What a cell throws (7.11, 7.14): at the reveal, the count die after the table's two (if any);
 * when the party engages, each monster's wound dice (and the Evil Hero's sword skill right after
 * its own, 8.9, DATA ruling 58).
 */
interface GroupDice {
  countFaces: number[];
  woundFaces: number[];
  n: number;
  woundPoints: number[];
  skills: number[];
}

function groupDice(cell: Cell, countFace: number): GroupDice {
  const countFaces = cell.count === '1D3' || cell.count === '1D6' ? [countFace] : [];
  const n = countFor(cell.count, countFace);
  const faces: number[] = [];
  const woundPoints: number[] = [];
  const skills: number[] = [];
  for (let i = 0; i < n; i++) {
    const w = woundFaces(cell.wound, i);
    faces.push(...w);
    woundPoints.push(expectedWoundPoints(cell.wound, w));
    if (cell.monster === 'evilHero') {
      const skill = ((i + 3) % 6) + 1;
      faces.push(skill);
      skills.push(skill);
    }
  }
  return { countFaces, woundFaces: faces, n, woundPoints, skills };
}

// ---------------------------------------------------------------------------------------------
// Reaching the tables through the game

/**
 * Steps from the entrance (a C-S2 at 0,0, the builders' standard party on it) into a new segment:
 * `chit` out of its cup, laid with these dice, every one of them used (`play`).
 */
function enter(dir: Dir, chit: ChitTypeId, faces: number[]): Outcome {
  const s = atEntrance(standardParty());
  stackCup(s, chitTypes[chit].cup, [chit]);
  const drawn = apply(s, { type: 'move', dir }).state;
  expect(drawn.hand?.type).toBe(chit);
  return play(drawn, faces, legalActions(drawn)[0]!);
}

/** A new corridor east, through an open end: wandering check 1, then the 7.3 dice. */
const intoCorridor = (faces: number[]): Outcome => enter(EAST, 'C-S0', [1, ...faces]);
/** A new room north, through its door: door die 2 (no trap), room check 1, then the 7.4 dice. */
const intoRoom = (faces: number[]): Outcome => enter(NORTH, 'R1', [2, 1, ...faces]);

/** 7.14: the party fights the monsters just met, throwing exactly these dice (their Wound Points). */
const fightThem = (met: Outcome, woundFaces: number[]): Outcome => play(met.state, woundFaces, { type: 'fight' });

/** The Wound Points of the monsters here, in order. */
const woundPointsHere = (out: Outcome): (number | undefined)[] => groupHere(out.state)!.units.map((u) => u.woundPoints);

/**
 * The group the cell revealed, then fought: at the reveal only its kind and number are known
 * (the table and count dice); the engagement throws each one's Wound Points (and sword skill).
 */
function expectGroup(out: Outcome, cell: Cell, origin: 'room' | 'wandering', expected: GroupDice): void {
  expect(out.state.phase.kind).toBe('encounter');
  const g = groupHere(out.state)!;
  expect(g.origin).toBe(origin);
  expect(g.attitude).toBe('hostile');
  expect(g.units).toHaveLength(expected.n);
  expect(g.units.map((u) => u.monster)).toEqual(new Array<MonsterId>(expected.n).fill(cell.monster));
  expect(g.units.map((u) => u.woundPoints)).toEqual(new Array<undefined>(expected.n).fill(undefined));
  expect(g.units.every((u) => u.alive && u.wounds === 0 && u.swordSkill === 0)).toBe(true);
  expect(new Set(g.units.map((u) => u.id)).size).toBe(expected.n);
  // never more monsters than the counter mix holds (DATA §5.5)
  expect(expected.n).toBeLessThanOrEqual(monsters[cell.monster].counters);
  const appear = out.events.find((e) => e.kind === 'monsters-appear')!;
  expect(appear).toMatchObject({ rule: origin === 'room' ? '7.4' : '7.3', amount: expected.n, dice: [cell.first, cell.second, ...expected.countFaces] });
  expect(appear.text).toContain(expected.n === 1 ? monsters[cell.monster].name : `${expected.n} ${monsters[cell.monster].plural}`);
  expect(appear.text).not.toContain('Wound Points');
  expect(kinds(out.events)).not.toContain('wound-points');

  const fought = fightThem(out, expected.woundFaces);
  expect(['lineUp', 'combat']).toContain(fought.state.phase.kind);
  const units = groupHere(fought.state)!.units;
  expect(units.map((u) => u.woundPoints)).toEqual(expected.woundPoints);
  if (cell.monster === 'evilHero') expect(units.map((u) => u.swordSkill)).toEqual(expected.skills);
  else expect(units.every((u) => u.swordSkill === 0)).toBe(true);
  const rolled = fought.events.filter((e) => e.kind === 'wound-points');
  expect(rolled).toHaveLength(1);
  expect(rolled[0]).toMatchObject({ rule: '7.14', dice: expected.woundFaces, amount: expected.n });
  expect(rolled[0]!.text).toContain(`Wound Points ${expected.woundPoints.join(', ')}`);
}

/** 7.15: in the Basic Game an Evil Wizard leaves the segment empty; in the Advanced one it is a 1+3 monster. */
function expectEvilWizard(out: Outcome, cell: Cell, origin: 'room' | 'wandering'): void {
  expect(out.state.phase.kind).toBe('explore');
  expect(groupHere(out.state)).toBeUndefined();
  expect(out.events.find((e) => e.kind === 'monsters-appear')).toMatchObject({ rule: '7.15', dice: [cell.first, cell.second] });
  // 12.2: met, it throws only the table's dice; its wound die waits for the fight (7.14)
  const dice = scriptedDice([cell.first, cell.second, 4]);
  const advanced = rollMonsters(deathmazeTables, dice, origin, () => 'w1', { advanced: true, woundPoints: false }).group!;
  expect(advanced.units.map((u) => [u.monster, u.woundPoints])).toEqual([['evilWizard', undefined]]);
  expect(dice.script).toEqual([4]);
  expect(rollWoundPointsInFight(deathmazeTables, dice, advanced.units)).toMatchObject([{ kind: 'wound-points', rule: '7.14', dice: [4], amount: 1 }]);
  expect(advanced.units.map((u) => [u.monster, u.woundPoints])).toEqual([['evilWizard', 7]]);
  expect(dice.script).toEqual([]);
}

const label = (c: Cell): string => `${c.first},${c.second}: ${c.text}`;

// ---------------------------------------------------------------------------------------------

describe('7.3 Wandering Monster Table (a new corridor, after the 5.27 check)', () => {
  it.each(wanderingCells.map((c) => [label(c), c] as const))('7.3 wandering table %s', (_name, cell) => {
    const expected = groupDice(cell, COUNT_FACE);
    // 7.15: an Evil Wizard in the Basic Game throws no count die
    const out = intoCorridor([cell.first, cell.second, ...(cell.monster === 'evilWizard' ? [] : expected.countFaces)]);
    if (cell.monster === 'evilWizard') expectEvilWizard(out, cell, 'wandering');
    else expectGroup(out, cell, 'wandering', expected);
  });
});

describe('7.4 Room Monster Table (a new room, after the 5.27 check)', () => {
  it.each(roomCells.map((c) => [label(c), c] as const))('7.4 room table %s', (_name, cell) => {
    const expected = groupDice(cell, COUNT_FACE);
    // 7.15: an Evil Wizard in the Basic Game throws no count die
    const out = intoRoom([cell.first, cell.second, ...(cell.monster === 'evilWizard' ? [] : expected.countFaces)]);
    if (cell.monster === 'evilWizard') expectEvilWizard(out, cell, 'room');
    else expectGroup(out, cell, 'room', expected);
  });
});

describe('7.11 group sizes', () => {
  const orcs = parseCell(5, 1, WANDERING[0]![4]!); // 1D3x Orc
  const goblins = parseCell(2, 4, ROOM[1]![3]!); // 1D6x Goblin

  it.each([
    [1, 1],
    [2, 1],
    [3, 2],
    [4, 2],
    [5, 3],
    [6, 3],
  ])('7.11 1D3x (7.3 5,1: Orcs): a count die of %i places %i (2.3)', (face, n) => {
    const expected = groupDice(orcs, face);
    expect(expected.n).toBe(n);
    const out = intoCorridor([5, 1, ...expected.countFaces]);
    expectGroup(out, orcs, 'wandering', expected);
  });

  it.each([1, 2, 3, 4, 5, 6])('7.11 1D6x (7.4 2,4: Goblins): a count die of %i places that many', (face) => {
    const expected = groupDice(goblins, face);
    expect(expected.n).toBe(face);
    const out = intoRoom([2, 4, ...expected.countFaces]);
    expectGroup(out, goblins, 'room', expected);
  });

  it('7.11 TWOx throws no count die: the table dice alone place two; each rolls its Wound Points when fought (7.14)', () => {
    const ogres = parseCell(1, 3, WANDERING[1]![0]!);
    const met = intoCorridor([1, 3]);
    expect(met.events.find((e) => e.kind === 'monsters-appear')).toMatchObject({ amount: 2, dice: [1, 3] });
    expect(groupHere(met.state)!.units.map((u) => [u.monster, u.woundPoints])).toEqual([
      ['ogre', undefined],
      ['ogre', undefined],
    ]);
    const fought = fightThem(met, [6, 1]); // two Ogres, 1+2: 8 and 3
    expect(groupHere(fought.state)!.units.map((u) => [u.monster, u.woundPoints])).toEqual([
      ['ogre', 8],
      ['ogre', 3],
    ]);
    expect(ogres.count).toBe('two');
  });
});

describe('7.14 wound codes', () => {
  it.each(Object.entries(STATS).map(([name, { id, wound }]) => [name, wound, id] as const))('7.14 %s: wound code %s as on the counter (DATA §5.1)', (name, wound, id) => {
    expect(monsters[id].name).toBe(name);
    expect(monsters[id].woundCode.replace('−', '-')).toBe(wound);
  });

  it('7.14 "1/2+0" is one D3: a Vampire Bat rolling 1 has 1 Wound Point, rolling 6 has 3', () => {
    // 7.4 5,6: 1D3x Vampire Bat; count die 4 → 2 bats, fought: rolling 1 and 6
    const out = fightThem(intoRoom([5, 6, 4]), [1, 6]);
    expect(woundPointsHere(out)).toEqual([1, 3]);
  });

  it('7.14 never fewer than 1 Wound Point: a Goblin (1−1) rolling 1 (DATA ruling 4)', () => {
    const out = fightThem(intoCorridor([3, 5]), [1]); // 7.3 3,5: Goblin
    expect(woundPointsHere(out)).toEqual([1]);
  });

  it('7.14 a Gargoyle (3+1) throws three wound dice and adds 1', () => {
    const out = fightThem(intoRoom([1, 4]), [6, 6, 6]);
    expect(groupHere(out.state)!.units.map((u) => [u.monster, u.woundPoints])).toEqual([['gargoyle', 19]]);
  });
});

describe('7.12 which table a room reads', () => {
  it('7.12 a room never entered reads the Room Monster Table, a room visited before the Wandering one: the same dice 3, 4 give a Skeleton in one and a Hellhound in the other', () => {
    // The fight is joined so that each monster's Wound Points are rolled (7.14) before the group is read.
    const entrance = atEntrance(standardParty());
    stackCup(entrance, 'room', ['R1']);
    const drawn = apply(entrance, { type: 'move', dir: NORTH }).state;
    // door die 2 (no trap), room check 1, the table dice 3 and 4, and the Skeleton's wound die
    const fresh = play(drawn, [2, 1, 3, 4, 2], legalActions(drawn)[0]!, { type: 'fight' });
    expect(groupHere(fresh.state)!).toMatchObject({ origin: 'room', units: [{ monster: 'skeleton', woundPoints: 2 }] });

    // the same one-door room, laid and visited, north of the entrance: no door die (5.28), the 1-in-6 check (5.27)
    const s = gameWithBoard({
      board: [
        { type: 'C-S2', x: 0, y: 0 },
        { type: 'R1', x: 0, y: -1, rot: 2, visited: true },
      ],
      party: standardParty(),
    });
    const again = play(s, [1, 3, 4, 5, 5], { type: 'move', dir: NORTH }, { type: 'fight' });
    expect(groupHere(again.state)!).toMatchObject({ origin: 'wandering', units: [{ monster: 'hellhound', woundPoints: 10 }] });
  });
});
