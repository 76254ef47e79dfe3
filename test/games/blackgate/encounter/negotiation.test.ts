import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../../src/engine/errors';
import { namedGroup } from '../../../../src/games/blackgate/encounter/group';
import { leaveGroup, negotiate } from '../../../../src/games/blackgate/encounter/negotiation';
import { slice } from './helpers';

describe('LŚ 8.2 negotiation by bands (B18) with one negotiator (B19)', () => {
  it('6 or less fails: combat begins with phase a (B22) and the WP are rolled then (B49)', () => {
    const s = slice(namedGroup('orc', 2, 1, 'wandering'), [2, 1, 4, 2]);
    const events = negotiate(s, 'linfalas'); // 3 − 0 + 3 = 6
    expect(s.dice.script).toEqual([]);
    expect(events[0]).toMatchObject({ type: 'negotiated', total: 6, skill: 3, result: 'failure' });
    expect(s.group.monsters.map((m) => m.woundPoints)).toEqual([4, 2]);
    expect(events.at(-1)).toEqual({ type: 'combatBegins', rule: 'B22', opensWith: 'partyAttack' });
    expect(s.group.attitude).toBe('fighting');
  });
  it('B22 option: the monsters strike first after failed talks', () => {
    const s = slice(namedGroup('orc', 1, 1, 'wandering'), [1, 1, 3], { monsterFirstStrike: true });
    expect(negotiate(s, 'alric').at(-1)).toMatchObject({ opensWith: 'monsterAttack' });
  });
  it('B18 option dm: the same 6 is an Agreement, and no WP are rolled', () => {
    const s = slice(namedGroup('orc', 2, 1, 'wandering'), [2, 1], { negotiationBands: 'dm' });
    expect(negotiate(s, 'linfalas')[0]).toMatchObject({ total: 6, result: 'agreement' });
    expect(s.dice.script).toEqual([]);
    expect(s.group.monsters[0]!.woundPoints).toBeNull();
    expect(s.group.attitude).toBe('agreed');
  });
  it('LŚ 6.8: the level adds to NV (Wight NV 4 becomes 6 on level 3)', () => {
    const s = slice(namedGroup('wight', 1, 3, 'room'), [5, 5, 3, 3]);
    expect(negotiate(s, 'gilith')[0]).toMatchObject({ nv: 6, skill: 2, total: 6, result: 'failure' });
    expect(s.group.monsters[0]!.woundPoints).toBe(10); // 2+0 becomes 2+4
    expect(s.dice.script).toEqual([]);
  });
  it('B19 option sum: every living character\'s skill counts; only the negotiator\'s otherwise', () => {
    const sum = slice(namedGroup('orc', 1, 1, 'wandering'), [1, 1], { negotiationSkill: 'sum' });
    expect(negotiate(sum, 'alric')[0]).toMatchObject({ skill: 5, total: 7, result: 'agreement' });
    const one = slice(namedGroup('orc', 1, 1, 'wandering'), [1, 1, 1]);
    expect(negotiate(one, 'linfalas')[0]).toMatchObject({ skill: 3, total: 5, result: 'failure' });
  });
  it('DM 9.64: +4 per Oratory spell and +2 per Oratory medallion', () => {
    const s = slice(namedGroup('troll', 1, 1, 'room'), [1, 1, 1, 1]);
    expect(negotiate(s, 'alric', { oratorySpells: 1, oratoryMedallions: 1 })[0]).toMatchObject({ bonus: 6, total: 4, result: 'failure' });
  });
});

describe('LŚ 8.3 Cow (B21, B52)', () => {
  it('an Evil Hero rolls its whole hoard and pays ¼ of its gold, shared among the living; its chest stays shut and its WP unrolled', () => {
    // 6+6 − 5 + 3 = 10: Cow. Hoard J: gold 2 ≤ 6 → 1D6×20 = 60; jewels 3 > 2; items 4 > 3.
    const s = slice(namedGroup('evilHero', 1, 1, 'room'), [6, 6, 2, 3, 3, 4]);
    const events = negotiate(s, 'linfalas');
    expect(s.dice.script).toEqual([]);
    expect(events[0]).toMatchObject({ result: 'cow', total: 10 });
    expect(events[1]).toEqual({ type: 'cowPaid', rule: 'LŚ 8.3', monster: 'evilHero1', hoardGold: 60, paid: 15 });
    expect(s.party.map((c) => c.gold)).toEqual([35, 5, 25]);
    expect(s.group.monsters[0]!.hoard).toEqual({ letter: 'J', gold: 45, jewels: [], items: 0, chest: true });
    expect(s.group.monsters[0]!.woundPoints).toBeNull();
  });
  it('§14.5: gold that does not split evenly goes to the character the players name', () => {
    // 10 − 0 + 3 = 13: Cow. Orc wandering hoard B: gold 1 ≤ 6 → 1D6 = 6; ¼ rounded down = 1.
    const s = slice(namedGroup('orc', 1, 1, 'wandering'), [5, 5, 1, 6]);
    const events = negotiate(s, 'linfalas', { remainderTo: 'gilith' });
    expect(events.at(-1)).toMatchObject({ type: 'goldShared', amount: 1, each: 0, remainder: 1, remainderTo: 'gilith' });
    expect(s.party[1]!.gold).toBe(1);
  });
  it('a monster that does not pay reads a Cow as an Agreement, with no more dice', () => {
    const s = slice(namedGroup('harpy', 3, 1, 'room'), [6, 6]);
    expect(negotiate(s, 'linfalas')).toHaveLength(1);
    expect(s.group.attitude).toBe('agreed');
  });
});

describe('refusals', () => {
  it('B20: one attempt per meeting; a group met again (LŚ 6.9) allows another', () => {
    const s = slice(namedGroup('harpy', 1, 1, 'room'), [6, 6, 6, 6]);
    negotiate(s, 'linfalas');
    expect(() => negotiate(s, 'linfalas')).toThrow(/B20/);
    leaveGroup(s.group);
    expect(negotiate(s, 'linfalas')[0]).toMatchObject({ result: 'cow' });
  });
  it('LŚ 15.0: guardians never negotiate', () => {
    const s = slice(namedGroup('demon', 2, 1, 'room'), []);
    expect(() => negotiate(s, 'linfalas')).toThrow(RuleError);
    expect(() => negotiate(s, 'linfalas')).toThrow(/LŚ 15.0/);
  });
  it('B19: the negotiator must be a living member of the party', () => {
    const s = slice(namedGroup('orc', 1, 1, 'room'), []);
    s.party[0]!.wounds = s.party[0]!.woundPoints;
    expect(() => negotiate(s, 'linfalas')).toThrow(/B19/);
    expect(() => negotiate(s, 'nobody')).toThrow(/B19/);
    expect(s.group.attempted).toBe(false);
  });
});
