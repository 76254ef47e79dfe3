import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  bowTargets,
  contacts,
  frontLine,
  lineUp,
  loneFacing,
  missileTargets,
  monsterRowsFrom,
  needsLoneFacing,
  resolveMonsterTarget,
  type MonsterTarget,
} from '../../../../src/games/deathmaze/combat/combatGeometry';
import { isLegalReorganization, legalReorganizations, monsterReorganization } from '../../../../src/games/deathmaze/combat/reorganization';
import type { DieRoll } from '../../../../src/games/deathmaze/combat/boxes';
import type { MarchingOrder } from '../../../../src/games/deathmaze/party/party';

/** Deals the given faces in order and fails loudly if asked for more. */
function dice(...faces: number[]): DieRoll & { left: () => number } {
  const queue = [...faces];
  const roll = () => {
    const f = queue.shift();
    if (f === undefined) throw new Error('the test scripted too few dice');
    return f;
  };
  return Object.assign(roll, { left: () => queue.length });
}

const noDice: DieRoll = () => {
  throw new Error('no die should be thrown');
};

const _ = null;
const key = (o: MarchingOrder) => JSON.stringify(o);
const keys = (os: MarchingOrder[]) => new Set(os.map(key));
const rowOf = (o: MarchingOrder, id: string) => o.findIndex((r) => r.includes(id));
const inRow = (o: MarchingOrder, r: number) => (o[r] ?? []).filter((x) => x !== null).length;
const deepFreeze = (o: MarchingOrder): MarchingOrder => Object.freeze(o.map((r) => Object.freeze([...r]))) as MarchingOrder;

describe('8.13/8.14 lining the monsters up', () => {
  it('8.13 with five monsters the three with the most Wound Points go in front', () => {
    const l = lineUp([
      { id: 'g1', woundPoints: 2 },
      { id: 'o1', woundPoints: 7 },
      { id: 'g2', woundPoints: 1 },
      { id: 'o2', woundPoints: 5 },
      { id: 'o3', woundPoints: 6 },
    ]);
    expect(l.front).toEqual(['o1', 'o3', 'o2']);
    expect(l.back).toEqual(['g1', 'g2']);
    expect(l.tiedForFront).toBe(false);
    expect(l.contenders).toEqual([]);
  });

  it('8.14 two monsters both stand in front', () => {
    expect(lineUp([{ id: 'a', woundPoints: 1 }, { id: 'b', woundPoints: 4 }])).toEqual({
      front: ['b', 'a'],
      back: [],
      tiedForFront: false,
      contenders: [],
    });
  });

  it('8.13, ruling 28 a tie for the third front place is flagged with its contenders', () => {
    const l = lineUp([
      { id: 'a', woundPoints: 6 },
      { id: 'b', woundPoints: 3 },
      { id: 'c', woundPoints: 5 },
      { id: 'd', woundPoints: 3 },
      { id: 'e', woundPoints: 3 },
    ]);
    expect(l.front).toEqual(['a', 'c', 'b']);
    expect(l.back).toEqual(['d', 'e']);
    expect(l.tiedForFront).toBe(true);
    expect(l.contenders).toEqual(['b', 'd', 'e']);
  });

  it('8.13 a tie among the top three only (not for the last place) is no choice', () => {
    const l = lineUp([
      { id: 'a', woundPoints: 4 },
      { id: 'b', woundPoints: 4 },
      { id: 'c', woundPoints: 4 },
      { id: 'd', woundPoints: 2 },
    ]);
    expect(l.tiedForFront).toBe(false);
    expect(lineUp([{ id: 'a', woundPoints: 4 }, { id: 'b', woundPoints: 4 }, { id: 'c', woundPoints: 4 }]).tiedForFront).toBe(false);
  });

  it('8.13 monsterRowsFrom puts the chosen front order in the boxes and the rest behind in threes', () => {
    expect(monsterRowsFrom(['x', 'y', 'z'], ['p', 'q', 'r', 's'])).toEqual([
      ['x', 'y', 'z'],
      ['p', 'q', 'r'],
      [_, 's', _],
    ]);
    expect(monsterRowsFrom(['x'], [])).toEqual([[_, 'x', _]]);
    expect(monsterRowsFrom(['x', 'y'], [])).toEqual([['x', 'y', _]]);
    expect(monsterRowsFrom(['x'], [], [0])).toEqual([['x', _, _]]);
    expect(monsterRowsFrom(['x', 'y'], [], [0, 2])).toEqual([['x', _, 'y']]);
    expect(() => monsterRowsFrom(['x', 'y'], [], [2, 0])).toThrow(RangeError);
    expect(() => monsterRowsFrom(['a', 'b', 'c', 'd'], [])).toThrow(RangeError);
  });

  it('frontLine reads the front row right to left', () => {
    expect(frontLine([[_, 'b', 'c'], ['d', _, _]])).toEqual(['b', 'c']);
    expect(frontLine([])).toEqual([]);
  });
});

describe('8.31–8.33 who may attack whom (ruling 49)', () => {
  it('8.31 Example A: equal lines attack their opposite numbers', () => {
    const c = contacts(['H1', 'H2', 'H3'], ['C1', 'C2', 'C3']);
    expect(c.adventurerTargets).toEqual({ H1: ['C1'], H2: ['C2'], H3: ['C3'] });
    expect(c.monsterTargets).toEqual({
      C1: { kind: 'fixed', target: 'H1' },
      C2: { kind: 'fixed', target: 'H2' },
      C3: { kind: 'fixed', target: 'H3' },
    });
  });

  it('8.31 two against two and one against one also pair off', () => {
    expect(contacts(['H1', 'H2'], ['C1', 'C2']).adventurerTargets).toEqual({ H1: ['C1'], H2: ['C2'] });
    expect(contacts(['H1'], ['C1'])).toEqual({
      adventurerTargets: { H1: ['C1'] },
      monsterTargets: { C1: { kind: 'fixed', target: 'H1' } },
    });
  });

  it('8.32/8.33 Example B: two heroes against three cronks', () => {
    const c = contacts(['H1', 'H2'], ['C1', 'C2', 'C3']);
    expect(c.adventurerTargets).toEqual({ H1: ['C1', 'C2'], H2: ['C2', 'C3'] });
    expect(c.monsterTargets).toEqual({
      C1: { kind: 'fixed', target: 'H1' },
      C2: { kind: 'roll2', right: 'H1', left: 'H2' },
      C3: { kind: 'fixed', target: 'H2' },
    });
    // Cronk 2: Hero 1 on 1–3, Hero 2 on 4–6
    const c2 = c.monsterTargets.C2!;
    expect([1, 2, 3, 4, 5, 6].map((f) => resolveMonsterTarget(c2, dice(f)).target)).toEqual(['H1', 'H1', 'H1', 'H2', 'H2', 'H2']);
  });

  it('8.32/8.33, ruling 49 three against two is Example B mirrored', () => {
    const c = contacts(['A1', 'A2', 'A3'], ['M1', 'M2']);
    expect(c.adventurerTargets).toEqual({ A1: ['M1'], A2: ['M1', 'M2'], A3: ['M2'] });
    expect(c.monsterTargets).toEqual({
      M1: { kind: 'roll2', right: 'A1', left: 'A2' },
      M2: { kind: 'roll2', right: 'A2', left: 'A3' },
    });
  });

  it('8.32/8.33 Example C: a lone hero may attack any of three cronks and all three attack it', () => {
    const c = contacts(['H'], ['C1', 'C2', 'C3']);
    expect(c.adventurerTargets).toEqual({ H: ['C1', 'C2', 'C3'] });
    for (const id of ['C1', 'C2', 'C3']) expect(c.monsterTargets[id]).toEqual({ kind: 'fixed', target: 'H' });
  });

  it('8.32/8.33 Example D: two heroes can only attack the lone cronk, which attacks the hero it faces', () => {
    const c = contacts(['H1', 'H2'], ['C'], { facing: 1 });
    expect(c.adventurerTargets).toEqual({ H1: ['C'], H2: ['C'] });
    expect(c.monsterTargets).toEqual({ C: { kind: 'fixed', target: 'H2' } });
    // the Example D picture: heroes in boxes 0 and 1, the cronk in the centre box, in front of Hero 2
    expect(loneFacing(['H1', 'H2', _], monsterRowsFrom(['C'], [])[0]!)).toBe(1);
  });

  it('ruling 49 a lone adventurer against two strikes only the one it faces, and both strike it', () => {
    const c = contacts(['H'], ['M1', 'M2'], { facing: 1 });
    expect(c.adventurerTargets).toEqual({ H: ['M2'] });
    expect(c.monsterTargets).toEqual({ M1: { kind: 'fixed', target: 'H' }, M2: { kind: 'fixed', target: 'H' } });
  });

  it('ruling 49 a missing facing defaults to the rightmost of the two', () => {
    expect(needsLoneFacing(1, 2)).toBe(true);
    expect(needsLoneFacing(2, 1)).toBe(true);
    for (const [a, m] of [[1, 1], [1, 3], [3, 1], [2, 3], [3, 2], [2, 2], [0, 2]] as const) expect(needsLoneFacing(a, m)).toBe(false);
    expect(contacts(['H'], ['M1', 'M2']).adventurerTargets).toEqual({ H: ['M1'] });
    expect(contacts(['H1', 'H2'], ['M']).monsterTargets).toEqual({ M: { kind: 'fixed', target: 'H1' } });
    expect(() => contacts(['H1', 'H2'], ['M'], { facing: 2 })).toThrow(RangeError);
  });

  it('loneFacing reads the facing off the boxes, or leaves it open', () => {
    expect(loneFacing([_, 'H', _], ['M1', 'M2', _])).toBe(1);
    expect(loneFacing(['H', _, _], ['M1', _, 'M2'])).toBe(0);
    expect(loneFacing([_, 'H', _], ['M1', _, 'M2'])).toBeNull();
    expect(loneFacing(['H1', 'H2', _], ['M1', 'M2', _])).toBeNull();
  });

  it('ruling 49 three adventurers against one: all attack it, it picks by the three-way roll', () => {
    const c = contacts(['A1', 'A2', 'A3'], ['M']);
    expect(c.adventurerTargets).toEqual({ A1: ['M'], A2: ['M'], A3: ['M'] });
    const t = c.monsterTargets.M!;
    expect(t).toEqual({ kind: 'roll3', right: 'A1', centre: 'A2', left: 'A3' });
    expect([1, 2, 3, 4, 5, 6].map((f) => resolveMonsterTarget(t, dice(f)).target)).toEqual(['A1', 'A1', 'A2', 'A2', 'A3', 'A3']);
  });

  it('8.3 nobody fights when a front line is empty', () => {
    expect(contacts([], ['M'])).toEqual({ adventurerTargets: {}, monsterTargets: {} });
    expect(contacts(['A'], [])).toEqual({ adventurerTargets: {}, monsterTargets: {} });
    expect(() => contacts(['A', 'B', 'C', 'D'], ['M'])).toThrow(RangeError);
  });

  it('8.33 resolveMonsterTarget: 1–3 right, 4–6 left, the face reported; a fixed target throws no die', () => {
    const t: MonsterTarget = { kind: 'roll2', right: 'R', left: 'L' };
    expect(resolveMonsterTarget(t, dice(3))).toEqual({ target: 'R', faces: [3] });
    expect(resolveMonsterTarget(t, dice(4))).toEqual({ target: 'L', faces: [4] });
    expect(resolveMonsterTarget({ kind: 'fixed', target: 'X' }, noDice)).toEqual({ target: 'X', faces: [] });
    expect(() => resolveMonsterTarget(t, () => 7)).toThrow(RangeError);
  });
});

describe('8.34/8.35 missiles from the second rows', () => {
  it('8.35 one adventurer in front is shot automatically', () => {
    expect(bowTargets(['A'])).toEqual({ kind: 'fixed', target: 'A' });
  });

  it('8.35 two in front: one die as in 8.33', () => {
    const t = bowTargets(['A', 'B'])!;
    expect(t).toEqual({ kind: 'roll2', right: 'A', left: 'B' });
    expect([1, 2, 3, 4, 5, 6].map((f) => resolveMonsterTarget(t, dice(f)).target)).toEqual(['A', 'A', 'A', 'B', 'B', 'B']);
  });

  it('8.35 three in front: 1–2 right, 3–4 centre, 5–6 left', () => {
    const t = bowTargets(['A', 'B', 'C'])!;
    expect([1, 2, 3, 4, 5, 6].map((f) => resolveMonsterTarget(t, dice(f)).target)).toEqual(['A', 'A', 'B', 'B', 'C', 'C']);
  });

  it('8.35 nobody in front, nobody to shoot', () => {
    expect(bowTargets([])).toBeNull();
  });

  it('8.34 a second-row bow or thrown dagger may pick any front-line monster', () => {
    expect(missileTargets(['M1', 'M2', 'M3'])).toEqual(['M1', 'M2', 'M3']);
  });
});

describe('8.24/8.52 Party Reorganization Phase', () => {
  it('8.52 three in a row cannot shift; one of them may step back into a new row', () => {
    const from: MarchingOrder = [['A', 'B', 'C']];
    const results = legalReorganizations(from);
    expect(results[0]).toEqual(from);
    expect(results.filter((o) => inRow(o, 0) === 3)).toEqual([from]);
    // any of the three steps back (to one of three boxes behind, sliding freely there); the two
    // left in front may then slide into three arrangements
    expect(results).toHaveLength(1 + 3 * 3 * 3);
    expect(isLegalReorganization(from, [['A', _, 'C'], [_, _, 'B']])).toBe(true);
    expect(isLegalReorganization(from, [['B', 'A', 'C']])).toBe(false);
  });

  it('8.52 two in a row slide into the gap without jumping; neither may step back (8.52 exception)', () => {
    const results = legalReorganizations([['A', 'B', _]]);
    expect(keys(results)).toEqual(keys([[['A', 'B', _]], [['A', _, 'B']], [[_, 'A', 'B']]]));
    expect(isLegalReorganization([['A', 'B', _]], [['B', 'A', _]])).toBe(false);
    expect(isLegalReorganization([['A', _, 'B']], [['B', _, 'A']])).toBe(false);
  });

  it('8.52 nobody may jump over another while sliding in the second row', () => {
    const from: MarchingOrder = [['A', 'B', 'C'], ['D', 'E', _]];
    expect(isLegalReorganization(from, [['A', 'B', 'C'], [_, 'D', 'E']])).toBe(true);
    expect(isLegalReorganization(from, [['A', 'B', 'C'], ['E', 'D', _]])).toBe(false);
    expect(isLegalReorganization(from, [['A', 'B', 'C'], ['E', _, 'D']])).toBe(false);
  });

  it('8.52 an adventurer steps diagonally back', () => {
    const from: MarchingOrder = [['A', 'B', 'C'], ['D', _, _]];
    const to: MarchingOrder = [[_, 'B', 'C'], ['D', 'A', _]];
    expect(isLegalReorganization(from, to)).toBe(true);
    expect(keys(legalReorganizations(from)).has(key(to))).toBe(true);
  });

  it('8.52 from a full row the corner adventurer cannot reach the far side of a row of two', () => {
    // A in box 0 can reach boxes 0–1 behind; to end leftmost of D, E it would have to land in box 2
    const from: MarchingOrder = [['A', 'B', 'C'], ['D', 'E', _]];
    expect(isLegalReorganization(from, [[_, 'B', 'C'], ['D', 'E', 'A']])).toBe(false);
    expect(isLegalReorganization(from, [[_, 'B', 'C'], ['D', 'A', 'E']])).toBe(true);
    expect(isLegalReorganization(from, [[_, 'B', 'C'], ['A', 'D', 'E']])).toBe(true);
    expect(isLegalReorganization(from, [['A', 'B', _], ['C', 'D', 'E']])).toBe(false);
    expect(isLegalReorganization(from, [['A', 'B', _], ['D', 'C', 'E']])).toBe(true);
    expect(isLegalReorganization(from, [['A', _, 'C'], ['B', 'D', 'E']])).toBe(true);
    expect(isLegalReorganization(from, [['A', _, 'C'], ['D', 'E', 'B']])).toBe(true);
  });

  it('8.52 a lone adventurer in a row slides before stepping, so it may land anywhere it can be ranked', () => {
    // C, alone in its row, first slides to whichever box lies next to its landing box
    const from: MarchingOrder = [['A', _, 'B'], [_, 'C', _]];
    for (const front of [['C', 'A', 'B'], ['A', 'C', 'B'], ['A', 'B', 'C']]) {
      expect(isLegalReorganization(from, [front])).toBe(true);
    }
  });

  it('8.52 only one adventurer changes rows per phase', () => {
    const from: MarchingOrder = [['A', 'B', 'C'], ['D', 'E', _]];
    expect(isLegalReorganization(from, [['D', 'B', 'C'], ['A', 'E', _]])).toBe(false);
    expect(isLegalReorganization(from, [['A', 'B', 'C'], [_, _, _], ['D', 'E', _]])).toBe(false);
  });

  it('8.24/8.52 a front row of one: every result has two in front, the newcomer from the second row', () => {
    const from: MarchingOrder = [[_, 'A', _], ['B', 'C', 'D']];
    const results = legalReorganizations(from);
    expect(results.length).toBe(3 * 2 * 3 * 3);
    for (const o of results) {
      expect(inRow(o, 0)).toBe(2);
      expect(rowOf(o, 'A')).toBe(0);
      expect(inRow(o, 1)).toBe(2);
    }
    expect(isLegalReorganization(from, from)).toBe(false);
    expect(isLegalReorganization(from, [['B', 'A', _], [_, 'C', 'D']])).toBe(true);
    expect(isLegalReorganization(from, [[_, 'A', 'D'], ['B', 'C', _]])).toBe(true);
  });

  it('8.24 a front row of none: one (only) adventurer comes up from the second row', () => {
    const from: MarchingOrder = [[_, _, _], ['B', 'C', _]];
    const results = legalReorganizations(from);
    expect(results.length).toBeGreaterThan(0);
    for (const o of results) expect(inRow(o, 0)).toBe(1);
  });

  it('ruling 46 with the second row empty, the nearest adventurer behind steps one row forward', () => {
    const from: MarchingOrder = [['A', _, _], [_, _, _], ['B', 'C', _]];
    const results = legalReorganizations(from);
    expect(results.length).toBeGreaterThan(0);
    for (const o of results) {
      expect(inRow(o, 0)).toBe(1);
      expect(inRow(o, 1)).toBe(1);
      expect(inRow(o, 2)).toBe(1);
    }
  });

  it('8.52 exception: with two in front neither may step back, but others may move and standing still is fine', () => {
    const from: MarchingOrder = [['A', 'B', _], ['C', _, _]];
    const results = legalReorganizations(from);
    expect(results[0]).toEqual(from);
    for (const o of results) {
      expect(rowOf(o, 'A')).toBe(0);
      expect(rowOf(o, 'B')).toBe(0);
    }
    expect(results.some((o) => rowOf(o, 'C') === 0)).toBe(true);
    expect(results.some((o) => rowOf(o, 'C') === 2)).toBe(true);
    expect(isLegalReorganization(from, [['A', _, _], ['C', 'B', _]])).toBe(false);
  });

  it('8.52 with three in front one of them may step back into the second row', () => {
    expect(isLegalReorganization([['A', 'B', 'C'], ['D', _, _]], [['A', 'B', _], ['D', 'C', _]])).toBe(true);
  });

  it('ruling 46 a party of one with nobody behind may stand still (and may not retreat)', () => {
    const results = legalReorganizations([[_, 'A', _]]);
    expect(results[0]).toEqual([[_, 'A', _]]);
    expect(keys(results)).toEqual(keys([[[_, 'A', _]], [['A', _, _]], [[_, _, 'A']]]));
    expect(isLegalReorganization([[_, 'A', _]], [[_, _, _], ['A', _, _]])).toBe(false);
  });

  it('8.52 trailing empty rows are ignored on the way in and dropped on the way out', () => {
    const results = legalReorganizations([['A', 'B', 'C'], [_, _, _], [_, _, _]]);
    expect(results[0]).toEqual([['A', 'B', 'C']]);
    for (const o of results) expect(o[o.length - 1]!.some((x) => x !== null)).toBe(true);
  });

  it('inputs are never mutated', () => {
    const from = deepFreeze([[_, 'A', _], ['B', 'C', 'D']]);
    expect(() => legalReorganizations(from)).not.toThrow();
    expect(() => isLegalReorganization(from, from)).not.toThrow();
    const rows = deepFreeze([['M1', _, _], [_, 'M2', _]]);
    expect(() => monsterReorganization(rows, dice(1))).not.toThrow();
  });

  it('isLegalReorganization rejects a target that loses, adds or repeats an adventurer', () => {
    const from: MarchingOrder = [['A', 'B', _]];
    expect(isLegalReorganization(from, [['A', _, _]])).toBe(false);
    expect(isLegalReorganization(from, [['A', 'B', 'Z']])).toBe(false);
    expect(isLegalReorganization(from, [['A', 'B', 'A']])).toBe(false);
    expect(isLegalReorganization(from, [['A', 'B']])).toBe(false);
  });

  it('isLegalReorganization agrees with the list over every arrangement of small parties', () => {
    const arrangements = function* (ids: string[], rows: number): Generator<MarchingOrder> {
      const boxes: (string | null)[] = new Array<string | null>(rows * 3).fill(null);
      const place = function* (i: number): Generator<MarchingOrder> {
        if (i === ids.length) {
          yield Array.from({ length: rows }, (_row, r) => boxes.slice(r * 3, r * 3 + 3));
          return;
        }
        for (let b = 0; b < boxes.length; b++) {
          if (boxes[b] !== null) continue;
          boxes[b] = ids[i]!;
          yield* place(i + 1);
          boxes[b] = null;
        }
      };
      yield* place(0);
    };
    for (const from of [
      [['A', 'B', _], ['C', _, _]],
      [[_, 'A', _], ['B', 'C', 'D']],
      [['A', _, _], [_, _, _], ['B', 'C', _]],
    ] as MarchingOrder[]) {
      const listed = keys(legalReorganizations(from));
      const ids = from.flat().filter((x): x is string => x !== null);
      let legal = 0;
      for (const to of arrangements(ids, from.length + 1)) {
        const trimmed = to.map((r) => [...r]);
        while (trimmed.length > 1 && trimmed[trimmed.length - 1]!.every((x) => x === null)) trimmed.pop();
        const ok = isLegalReorganization(from, to);
        expect(ok).toBe(listed.has(key(trimmed)));
        if (ok) legal++;
      }
      expect(legal).toBe(listed.size);
    }
  });

  const orders = fc
    .record({
      count: fc.integer({ min: 1, max: 6 }),
      rows: fc.integer({ min: 1, max: 4 }),
      seed: fc.array(fc.nat(), { minLength: 6, maxLength: 6 }),
    })
    .map(({ count, rows, seed }): MarchingOrder => {
      const order: MarchingOrder = Array.from({ length: Math.max(rows, Math.ceil(count / 3)) }, () => [_, _, _]);
      const free = order.flatMap((_row, r) => [0, 1, 2].map((b) => [r, b] as const));
      for (let i = 0; i < count; i++) {
        const [r, b] = free.splice(seed[i]! % free.length, 1)[0]!;
        order[r]![b] = `A${i + 1}`;
      }
      return order;
    });

  it('property: every legal result keeps each adventurer once, at most three a row, at most one row change', () => {
    fc.assert(
      fc.property(orders, (from) => {
        const ids = from.flat().filter((x): x is string => x !== null).sort();
        const results = legalReorganizations(from);
        const front = inRow(from, 0);
        const nearestBehind = from.findIndex((r, i) => i > 0 && r.some((x) => x !== null));
        expect(new Set(results.map(key)).size).toBe(results.length);
        for (const o of results) {
          expect(o.flat().filter((x): x is string => x !== null).sort()).toEqual(ids);
          for (const row of o) expect(row).toHaveLength(3);
          expect(ids.filter((id) => rowOf(o, id) !== rowOf(from, id)).length).toBeLessThanOrEqual(1);
          expect(isLegalReorganization(from, o)).toBe(true);
          if (front <= 1 && nearestBehind === 1) expect(inRow(o, 0)).toBe(front + 1);
          if (front === 2) expect(ids.some((id) => rowOf(from, id) === 0 && rowOf(o, id) === 1)).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('property: isLegalReorganization holds exactly for the listed results', () => {
    fc.assert(
      fc.property(orders, fc.array(fc.nat(), { minLength: 6, maxLength: 6 }), fc.integer({ min: 1, max: 4 }), (from, seed, rows) => {
        const ids = from.flat().filter((x): x is string => x !== null);
        const to: MarchingOrder = Array.from({ length: Math.max(rows, Math.ceil(ids.length / 3)) }, () => [_, _, _]);
        const free = to.flatMap((_row, r) => [0, 1, 2].map((b) => [r, b] as const));
        ids.forEach((id, i) => {
          const [r, b] = free.splice(seed[i]! % free.length, 1)[0]!;
          to[r]![b] = id;
        });
        const listed = keys(legalReorganizations(from));
        const trimmed = to.map((r) => [...r]);
        while (trimmed.length > 1 && trimmed[trimmed.length - 1]!.every((x) => x === null)) trimmed.pop();
        expect(isLegalReorganization(from, to)).toBe(listed.has(key(trimmed)));
      }),
      { numRuns: 500 },
    );
  });
});

describe('8.25/8.51 Monster Reorganization Phase', () => {
  it('8.51 the second-row monster straight behind the gap steps up, no die', () => {
    const r = monsterReorganization([['M1', _, 'M3'], ['X', 'Y', 'Z']], noDice);
    expect(r).toEqual({ rows: [['M1', 'Y', 'M3'], ['X', _, 'Z']], moved: 'Y', faces: [] });
  });

  it('8.51 the nearest monster wins even when not straight behind', () => {
    const r = monsterReorganization([['M1', 'M2', _], ['X', _, _]], noDice);
    expect(r.rows).toEqual([['M1', 'M2', 'X'], [_, _, _]]);
    expect(r.moved).toBe('X');
  });

  it('8.51 two equidistant monsters: 1–3 the rightmost moves, 4–6 the leftmost', () => {
    const rows: MarchingOrder = [['M1', _, 'M3'], ['X', _, 'Z']];
    expect(monsterReorganization(rows, dice(3))).toEqual({ rows: [['M1', 'X', 'M3'], [_, _, 'Z']], moved: 'X', faces: [3] });
    expect(monsterReorganization(rows, dice(4))).toEqual({ rows: [['M1', 'Z', 'M3'], ['X', _, _]], moved: 'Z', faces: [4] });
  });

  it('8.51 two gaps with a monster behind each: the die decides', () => {
    const rows: MarchingOrder = [[_, 'M', _], ['X', 'Y', 'Z']];
    expect(monsterReorganization(rows, dice(1)).rows).toEqual([['X', 'M', _], [_, 'Y', 'Z']]);
    expect(monsterReorganization(rows, dice(6)).rows).toEqual([[_, 'M', 'Z'], ['X', 'Y', _]]);
  });

  it('8.51 a monster equally near two gaps: a second die picks the gap (1–3 right, 4–6 left)', () => {
    const rows: MarchingOrder = [[_, 'M', _], [_, 'Y', _]];
    expect(monsterReorganization(rows, dice(2))).toEqual({ rows: [['Y', 'M', _], [_, _, _]], moved: 'Y', faces: [2] });
    expect(monsterReorganization(rows, dice(5))).toEqual({ rows: [[_, 'M', 'Y'], [_, _, _]], moved: 'Y', faces: [5] });
  });

  it('8.51 an empty front row: three tied, only the rightmost or leftmost can come', () => {
    const rows: MarchingOrder = [[_, _, _], ['X', 'Y', 'Z']];
    expect(monsterReorganization(rows, dice(2)).rows).toEqual([['X', _, _], [_, 'Y', 'Z']]);
    expect(monsterReorganization(rows, dice(5)).rows).toEqual([[_, _, 'Z'], ['X', 'Y', _]]);
  });

  it('8.25 nothing moves when the front has three or nobody is behind', () => {
    expect(monsterReorganization([['A', 'B', 'C'], ['X', _, _]], noDice)).toEqual({ rows: [['A', 'B', 'C'], ['X', _, _]], moved: null, faces: [] });
    expect(monsterReorganization([['A', _, _]], noDice)).toEqual({ rows: [['A', _, _]], moved: null, faces: [] });
    expect(monsterReorganization([[_, 'A', _], [_, _, _]], noDice).moved).toBeNull();
  });

  it('8.25 one monster per phase: the rest of the second row stays put', () => {
    const d = dice(1);
    const r = monsterReorganization([[_, _, 'A'], ['X', 'Y', 'Z']], d);
    expect(r.moved).toBe('X');
    expect(r.rows[1]).toEqual([_, 'Y', 'Z']);
    expect(d.left()).toBe(0);
  });

  it('8.51 if the second row is empty the nearest row behind supplies the monster', () => {
    expect(monsterReorganization([['A', 'B', _], [_, _, _], [_, _, 'Q']], noDice).rows).toEqual([
      ['A', 'B', 'Q'],
      [_, _, _],
      [_, _, _],
    ]);
  });
});
