import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/engine/errors';
import { scriptedDice } from '../../../src/engine/dice';
import type { GateState } from '../../../src/games/blackgate/board/maze';
import { findColumns, findsTable, type FindColumn } from '../../../src/games/blackgate/data/finds';
import { defaultOptions } from '../../../src/games/blackgate/data/options';
import { investigate, type FindContext, type FindOutcome } from '../../../src/games/blackgate/finds';
import { currentRv, type BgCharacter } from '../../../src/games/blackgate/party';
import { hero } from './encounter/helpers';

const unknownGate: GateState = { placed: false, at: null, level: null };

/** Gislan investigates (WP 10, RV 3, MP 4 in every sun), with Linfalas and Alric; level 1, red sun. */
function context(faces: number[], extra: Partial<FindContext> = {}): FindContext {
  let n = 0;
  return {
    party: [hero('gislan'), hero('linfalas'), hero('alric')], investigator: 'gislan', level: 1, gate: unknownGate, countdown: null,
    options: defaultOptions, dice: scriptedDice(faces), events: [], nextId: () => `item${++n}`, partyLevel: 1, sun: 'red', ...extra,
  };
}

interface Row {
  column: FindColumn;
  face: number;
  /** The dice after the column's own die. */
  then: number[];
  before?: (p: BgCharacter[]) => void;
  extra?: Partial<FindContext>;
  check: (out: FindOutcome, p: BgCharacter[]) => void;
}

const untouched = (out: FindOutcome, p: BgCharacter[]) => {
  expect(out).toEqual({ gate: unknownGate, countdown: null, face: out.face });
  expect(p.map((c) => [c.wounds, c.items.length, c.lasting])).toEqual([[0, 0, { cb: 0, rv: 0 }], [0, 0, { cb: 0, rv: 0 }], [0, 0, { cb: 0, rv: 0 }]]);
};
const meets = (meet: FindOutcome['meet']) => (out: FindOutcome) => expect(out.meet).toEqual(meet);

/** Every entry of table 13.9, its effect as BLACKGATE §13.2. */
const rows: Row[] = [
  { column: 'fountain', face: 1, then: [5], check: (_o, p) => expect(p[0]!.wounds).toBe(3) },
  {
    column: 'fountain', face: 2, then: [6, 3], before: (p) => { p[0]!.wounds = 4; },
    check: (_o, p) => { expect(p[0]!.wounds).toBe(1); expect(p[0]!.items).toEqual([{ id: 'item1', column: 'potion', name: 'Healing', doses: 1 }]); },
  },
  { column: 'fountain', face: 3, then: [], check: (_o, p) => expect(p[0]!.lasting).toEqual({ cb: -2, rv: 0 }) },
  { column: 'fountain', face: 4, then: [6, 6], check: (o) => expect(o.loot?.jewels).toEqual([150]) },
  { column: 'fountain', face: 5, then: [], check: untouched },
  { column: 'fountain', face: 6, then: [], check: (_o, p) => expect(p[0]!.lasting).toEqual({ cb: -1, rv: 0 }) },
  { column: 'statue', face: 1, then: [4], check: (_o, p) => expect(p[0]!.petrified).toBe(true) },
  { column: 'statue', face: 2, then: [3, 4], check: (o) => expect(o.loot?.jewels).toEqual([25, 25]) },
  { column: 'statue', face: 3, then: [3], check: (_o, p) => expect(p[0]!.items).toEqual([{ id: 'item1', column: 'medallion', name: 'Oratory' }]) },
  { column: 'statue', face: 4, then: [], check: meets({ named: 'demon' }) },
  {
    column: 'statue', face: 5, then: [4, 6],
    check: (_o, p) => { expect(p[0]!.items[0]).toMatchObject({ column: 'talisman', name: 'Red sun' }); expect(p[0]!.spellPoints).toBe(3); },
  },
  { column: 'statue', face: 6, then: [1, 2], check: (o) => expect([o.gate.level, o.countdown]).toEqual([1, 4]) },
  { column: 'trapDoor', face: 1, then: [], check: (o) => expect(o.trap).toBe(true) },
  { column: 'trapDoor', face: 2, then: [], check: (o) => expect(o.trap).toBe(true) },
  { column: 'trapDoor', face: 3, then: [], check: (o) => expect([o.below, o.meet]).toEqual([true, { check: 'room' }]) },
  { column: 'trapDoor', face: 4, then: [], check: (o) => expect([o.below, o.meet]).toEqual([true, { check: 'room' }]) },
  { column: 'trapDoor', face: 5, then: [3], check: (_o, p) => expect(p[0]!.wounds).toBe(2) },
  { column: 'trapDoor', face: 6, then: [], check: (o) => expect([o.gate.level, o.countdown]).toEqual([2, null]) },
  { column: 'furniture', face: 1, then: [], check: meets({ named: 'wight' }) },
  { column: 'furniture', face: 2, then: [3, 1, 5, 2], check: (_o, p) => expect(p[0]!.items).toEqual([{ id: 'item1', column: 'weapon', name: 'Dagger', bonus: 1 }]) },
  { column: 'furniture', face: 3, then: [4], check: (o) => expect(o.loot?.gold).toBe(20) },
  {
    column: 'furniture', face: 4, then: [6], before: (p) => { p[1]!.wounds = 5; }, extra: { bedFor: 'linfalas' },
    check: (_o, p) => expect(p[1]!.wounds).toBe(2),
  },
  { column: 'furniture', face: 5, then: [], check: meets({ check: 'wandering' }) },
  { column: 'furniture', face: 6, then: [5], check: (o) => expect([o.gate.level, o.countdown]).toEqual([3, null]) },
  { column: 'altar', face: 1, then: [4, 2], check: (_o, p) => expect(p[0]!.wounds).toBe(1) },
  { column: 'altar', face: 2, then: [2], check: untouched },
  { column: 'altar', face: 3, then: [6, 6], check: (_o, p) => expect(p[0]!.wounds).toBe(3) },
  { column: 'altar', face: 4, then: [], check: meets({ named: 'demon' }) },
  { column: 'altar', face: 5, then: [], check: meets({ named: 'demon' }) },
  {
    column: 'altar', face: 6, then: [2],
    check: (_o, p) => { expect(p[0]!.items[0]).toMatchObject({ column: 'talisman', name: 'Yellow sun' }); expect(p[0]!.spellPoints).toBe(0); },
  },
  { column: 'artwork', face: 1, then: [3], check: (o) => expect(o.loot?.gold).toBe(30) },
  { column: 'artwork', face: 2, then: [6, 5], check: (o) => expect(o.loot?.gold).toBe(55) },
  { column: 'artwork', face: 3, then: [2, 2], check: (o) => expect(o.loot?.jewels).toEqual([10]) },
  { column: 'artwork', face: 4, then: [1, 1], check: (o) => expect(o.loot?.jewels).toEqual([1]) },
  { column: 'artwork', face: 5, then: [], check: (_o, p) => expect(currentRv(p[0]!)).toBe(4) },
  { column: 'artwork', face: 6, then: [], check: (_o, p) => expect(p[0]!.knows).toEqual(['wrathOfGod']) },
];

describe('LŚ 13.9 table of finds: every entry (§13.2)', () => {
  it('the table has 36 entries and every one is tested below', () => {
    expect(findColumns.flatMap((c) => findsTable[c].map((_e, i) => `${c}${i + 1}`))).toEqual(rows.map((r) => `${r.column}${r.face}`));
  });
  for (const row of rows) {
    it(`${row.column} ${row.face}: ${findsTable[row.column][row.face - 1]!.name} (${findsTable[row.column][row.face - 1]!.effect})`, () => {
      const ctx = context([row.face, ...row.then], row.extra);
      row.before?.(ctx.party);
      const out = investigate(row.column, ctx);
      expect(ctx.dice.script).toEqual([]);
      expect(out.face).toBe(row.face);
      row.check(out, ctx.party);
    });
  }
});

describe('§13.2 the finer points', () => {
  it('Statue 1: 1D6 ≤ RV resists the Medusa', () => {
    const ctx = context([1, 3]);
    investigate('statue', ctx);
    expect(ctx.party[0]!.petrified).toBeUndefined();
  });
  it('Altar 1: a failed resistance then 1D3 wounds; Mage Armor absorbs them', () => {
    const ctx = context([1, 6, 6]);
    ctx.party[0]!.ward = 3;
    investigate('altar', ctx);
    expect(ctx.party[0]!.wounds).toBe(0);
  });
  it('Furniture 2: 4–6 on the bookcase die finds nothing', () => {
    const ctx = context([2, 4]);
    investigate('furniture', ctx);
    expect(ctx.dice.script).toEqual([]);
    expect(ctx.party[0]!.items).toEqual([]);
  });
  it('Furniture 2, DM 9.32, §14.5 step 2: armour from the bookcase that the investigator cannot put on (one suit each) is treasure to be given out', () => {
    // the bookcase die 1; the item's column 2 (armour), its row 4: WP +2
    const ctx = context([2, 1, 2, 4]);
    const worn = { id: 'mine', column: 'armour' as const, name: 'WP +1', bonus: 1 };
    ctx.party[0]!.items = [worn];
    const out = investigate('furniture', ctx);
    expect(out.loot?.items).toMatchObject([{ column: 'armour', name: 'WP +2', bonus: 2 }]);
    expect(ctx.party[0]!.items).toEqual([worn]);
    expect(ctx.dice.script).toEqual([]);
  });
  it('Furniture 4: the bed heals the investigator by default, never below no wounds', () => {
    const ctx = context([4, 6]);
    ctx.party[0]!.wounds = 1;
    investigate('furniture', ctx);
    expect(ctx.party[0]!.wounds).toBe(0);
  });
  it('Artwork 6: without magic potential nobody learns; the players may name who does', () => {
    const none = context([6], { party: [hero('linfalas'), hero('gilith')], investigator: 'linfalas' });
    investigate('artwork', none);
    expect(none.party.flatMap((c) => c.knows)).toEqual([]);
    const named = context([6], { learner: 'alric' });
    investigate('artwork', named);
    expect(named.party.map((c) => c.knows)).toEqual([[], [], ['wrathOfGod']]);
    expect(() => investigate('artwork', context([6], { learner: 'linfalas' }))).toThrow(RuleError);
  });
  it('Artwork 5: the Icon never lifts RV past 5 (§0.3)', () => {
    const ctx = context([5], { party: [hero('zareth')], investigator: 'zareth' }); // RV 4
    ctx.party[0]!.lasting = { cb: 0, rv: 1 };
    investigate('artwork', ctx);
    expect(currentRv(ctx.party[0]!)).toBe(5);
  });
  it('Trap door 6 on the Gate level the party stands on starts the countdown (B33)', () => {
    const ctx = context([6, 4], { level: 3, partyLevel: 3 });
    expect(investigate('trapDoor', ctx)).toMatchObject({ gate: { level: 3 }, countdown: 6 });
  });
  it('a mirror find once the Gate is laid does nothing (§13.3 step 1)', () => {
    const gate: GateState = { placed: true, at: { x: 2, y: 0, level: 1 }, level: 1 };
    const ctx = context([6], { gate });
    expect(investigate('furniture', ctx)).toEqual({ gate, countdown: null, face: 6 });
  });
  it('§13.1: a petrified or dead investigator cannot investigate, and no die is thrown', () => {
    const ctx = context([1]);
    ctx.party[0]!.petrified = true;
    expect(() => investigate('fountain', ctx)).toThrow(RuleError);
    expect(ctx.dice.script).toEqual([1]);
  });
});
