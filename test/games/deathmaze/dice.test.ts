import { describe, it, expect } from 'vitest';
import {
  DiceExhaustedError,
  ROLL_TWICE_CAP,
  d6,
  halveUp,
  parseDiceCode,
  parseWoundCode,
  randomIndex,
  rollCode,
  rollWithRollTwice,
  rollWoundPoints,
  scriptedDice,
  seedDice,
  type DiceState,
} from '../../../src/games/deathmaze/dice';

const rolls = (d: DiceState, n: number): number[] => Array.from({ length: n }, () => d6(d));

describe('2.1 seeded dice', () => {
  it('the same seed gives the same rolls', () => {
    expect(rolls(seedDice(42), 100)).toEqual(rolls(seedDice(42), 100));
    expect(rolls(seedDice('maze'), 100)).toEqual(rolls(seedDice('maze'), 100));
  });

  it('different seeds give different rolls', () => {
    expect(rolls(seedDice(1), 50)).not.toEqual(rolls(seedDice(2), 50));
  });

  it('a saved generator resumes with the very same future rolls after a JSON round trip', () => {
    const d = seedDice('save-game');
    rolls(d, 37);
    const copy = JSON.parse(JSON.stringify(d)) as DiceState;
    expect(copy).toEqual(d);
    expect(rolls(copy, 200)).toEqual(rolls(d, 200));
    expect(randomIndex(copy, 116)).toBe(randomIndex(d, 116));
  });

  it('2.1 a die shows 1..6, each face roughly a sixth of the time over 60 000 rolls', () => {
    const d = seedDice(2024);
    const counts = [0, 0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) {
      const face = d6(d);
      expect(Number.isInteger(face) && face >= 1 && face <= 6).toBe(true);
      counts[face] = (counts[face] ?? 0) + 1;
    }
    for (let face = 1; face <= 6; face++) {
      expect(counts[face]).toBeGreaterThan(9_400);
      expect(counts[face]).toBeLessThan(10_600);
    }
  });

  it('randomIndex stays within [0, n) and refuses an empty choice', () => {
    const d = seedDice(7);
    for (let i = 0; i < 1_000; i++) {
      const k = randomIndex(d, 5);
      expect(k >= 0 && k < 5 && Number.isInteger(k)).toBe(true);
    }
    expect(() => randomIndex(d, 0)).toThrow();
  });
});

describe('scripted dice (tests)', () => {
  it('deals the scripted faces in order', () => {
    const d = scriptedDice([3, 1, 6, 6, 2]);
    expect(rolls(d, 5)).toEqual([3, 1, 6, 6, 2]);
  });

  it('throws DiceExhaustedError when the script runs out', () => {
    const d = scriptedDice([4]);
    expect(d6(d)).toBe(4);
    expect(() => d6(d)).toThrow(DiceExhaustedError);
  });

  it('refuses faces that are not 1..6', () => {
    expect(() => scriptedDice([0])).toThrow();
    expect(() => scriptedDice([7])).toThrow();
    expect(() => scriptedDice([2.5])).toThrow();
  });

  it('chit draws (randomIndex) never consume the script', () => {
    const d = scriptedDice([5, 2]);
    randomIndex(d, 10);
    expect(rolls(d, 2)).toEqual([5, 2]);
  });
});

describe('2.3 dice codes', () => {
  it('2.3 parses 1D6, 3D6x5, 1D3+2, 2D6-1 and a plain number', () => {
    expect(parseDiceCode('1D6')).toEqual({ dice: 1, sides: 6, op: '+', mod: 0 });
    expect(parseDiceCode('3D6x5')).toEqual({ dice: 3, sides: 6, op: 'x', mod: 5 });
    expect(parseDiceCode('1D3+2')).toEqual({ dice: 1, sides: 3, op: '+', mod: 2 });
    expect(parseDiceCode('2D6-1')).toEqual({ dice: 2, sides: 6, op: '-', mod: 1 });
    expect(parseDiceCode('1')).toEqual({ dice: 0, sides: 6, op: '+', mod: 1 });
    expect(parseDiceCode('1D6 x 10')).toEqual({ dice: 1, sides: 6, op: 'x', mod: 10 });
  });

  it('2.3 rejects codes that are not dice codes', () => {
    for (const bad of ['', 'D6', '1D4', '1D6+', '2d', 'abc', '-1', '1D6*2', '1D6+1+1']) {
      expect(() => parseDiceCode(bad), JSON.stringify(bad)).toThrow();
    }
  });

  it('2.3 rolls a D3 as a halved d6, rounded up', () => {
    expect([1, 2, 3, 4, 5, 6].map(halveUp)).toEqual([1, 1, 2, 2, 3, 3]);
    const d = scriptedDice([1, 2, 3, 4, 5, 6]);
    expect(Array.from({ length: 6 }, () => rollCode(d, '1D3').total)).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('2.3 3D6x5 multiplies the sum, 1D3+2 adds after halving', () => {
    expect(rollCode(scriptedDice([1, 2, 3]), '3D6x5')).toEqual({ total: 30, faces: [1, 2, 3] });
    expect(rollCode(scriptedDice([5]), '1D3+2')).toEqual({ total: 5, faces: [5] });
    expect(rollCode(scriptedDice([4, 1]), '2D6-1').total).toBe(4);
  });

  it('a plain number rolls no dice', () => {
    const d = scriptedDice([]);
    expect(rollCode(d, '1')).toEqual({ total: 1, faces: [] });
  });
});

describe('7.14 wound codes', () => {
  it('7.14 parses 1/2+0, 1-1 and 3+0', () => {
    expect(parseWoundCode('1/2+0')).toEqual({ dice: 'half', mod: 0 });
    expect(parseWoundCode('1-1')).toEqual({ dice: 1, mod: -1 });
    expect(parseWoundCode('3+0')).toEqual({ dice: 3, mod: 0 });
    expect(() => parseWoundCode('1D6')).toThrow();
    expect(() => parseWoundCode('3')).toThrow();
  });

  it('7.14 rolls n d6 plus the modifier, and a D3 for 1/2', () => {
    expect(rollWoundPoints(scriptedDice([2, 3, 4]), '3+0')).toEqual({ total: 9, faces: [2, 3, 4] });
    expect(rollWoundPoints(scriptedDice([5]), '1+6').total).toBe(11);
    expect(rollWoundPoints(scriptedDice([5]), '1/2+0').total).toBe(3);
  });

  it('7.14 a monster always has at least 1 Wound Point (a Goblin 1-1 rolling 1; DATA §11 ruling 4)', () => {
    expect(rollWoundPoints(scriptedDice([1]), '1-1')).toEqual({ total: 1, faces: [1] });
    expect(rollWoundPoints(scriptedDice([2]), '1-1').total).toBe(1);
    expect(rollWoundPoints(scriptedDice([3]), '1-1').total).toBe(2);
  });
});

describe('10.27 / 9.22 roll twice', () => {
  const run = (faces: number[]) => rollWithRollTwice(scriptedDice(faces));

  it('10.27 a face other than 6 is a single result', () => {
    expect(run([3])).toEqual({ results: [3], faces: [3] });
  });

  it('10.27 a 6 is no result but two more rolls', () => {
    expect(run([6, 2, 5])).toEqual({ results: [2, 5], faces: [6, 2, 5] });
  });

  it('10.27 a second 6 makes a total of three traps', () => {
    expect(run([6, 6, 1, 2, 3]).results).toEqual([1, 2, 3]);
  });

  it('stops an endless chain of 6s at the safety cap', () => {
    const out = run(Array.from({ length: ROLL_TWICE_CAP + 10 }, () => 6));
    expect(out.faces).toHaveLength(ROLL_TWICE_CAP);
    expect(out.results).toEqual([]);
  });
});
