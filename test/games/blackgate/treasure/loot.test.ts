import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../../src/engine/errors';
import { scriptedDice } from '../../../../src/engine/dice';
import { defaultOptions } from '../../../../src/games/blackgate/data/options';
import { namedGroup } from '../../../../src/games/blackgate/encounter/group';
import type { BgItem } from '../../../../src/games/blackgate/party';
import { receiveItem, rollMagicItem } from '../../../../src/games/blackgate/treasure/items';
import { dropHoldings, killTreasure } from '../../../../src/games/blackgate/treasure/loot';
import { hero } from '../encounter/helpers';

const ids = () => {
  let n = 0;
  return () => `item${++n}`;
};

describe('§14.4 a magic item: column die, row die', () => {
  it('weapon: Sword, then the weapon die 1–3 → +1', () => {
    const dice = scriptedDice([1, 1, 2]);
    expect(rollMagicItem(dice, 'item1', [])).toEqual({ id: 'item1', column: 'weapon', name: 'Sword', bonus: 1 });
    expect(dice.script).toEqual([]);
  });
  it('weapon die 6: roll twice and add (DATA ruling 6): 3 and 5 → +3', () => {
    expect(rollMagicItem(scriptedDice([1, 4, 6, 3, 5]), 'i', [])).toMatchObject({ name: 'Bow', bonus: 3 });
  });
  it('armour row 6 rolls twice, a second 6 twice more: +1 +2 +2', () => {
    const dice = scriptedDice([2, 6, 1, 6, 4, 5]);
    expect(rollMagicItem(dice, 'i', [])).toEqual({ id: 'i', column: 'armour', name: 'WP +5', bonus: 5 });
    expect(dice.script).toEqual([]);
  });
  it('potion, talisman, medallion and ring rows by the second die', () => {
    expect(rollMagicItem(scriptedDice([3, 6]), 'a', [])).toMatchObject({ column: 'potion', name: 'Healing' });
    expect(rollMagicItem(scriptedDice([4, 2]), 'b', [])).toMatchObject({ column: 'talisman', name: 'Yellow sun' });
    expect(rollMagicItem(scriptedDice([5, 6]), 'c', [])).toMatchObject({ column: 'medallion', name: 'Strangling' });
    expect(rollMagicItem(scriptedDice([6, 6]), 'd', [])).toMatchObject({ column: 'ring', name: 'Resurrect' });
  });
});

describe('§14.1 a killed group\'s treasure', () => {
  it('per killed monster with the group\'s letter (Orc room H), items rolled after each hoard, bribes back once', () => {
    const group = namedGroup('orc', 2, 1, 'room');
    group.bribes = 10;
    // orc1: gold 3 ≤ 6 → 2+3; jewels 1 ≤ 1 → 1D3 (2 → 1), 3+4 = 7 → 25; items 1 ≤ 1 → 1: Hammer, +1
    // orc2: gold 6 ≤ 6 → 1+1; jewels 2 > 1; items 2 > 1
    const dice = scriptedDice([3, 2, 3, 1, 2, 3, 4, 1, 1, 2, 1, 6, 1, 1, 2, 2]);
    const loot = killTreasure(group, group.monsters, dice, defaultOptions, ids(), []);
    expect(dice.script).toEqual([]);
    expect(loot).toEqual({ gold: 17, jewels: [25], items: [{ id: 'item1', column: 'weapon', name: 'Hammer', bonus: 1 }], chests: [] });
    expect(group.bribes).toBe(0);
  });
  it('B52: a Cow payer\'s hoard is not rolled again; I–L go into an unopened chest', () => {
    const group = namedGroup('evilHero', 1, 1, 'room');
    group.monsters[0]!.hoard = { letter: 'J', gold: 45, jewels: [], items: 0, chest: true };
    const loot = killTreasure(group, group.monsters, scriptedDice([]), defaultOptions, ids(), []);
    expect(loot.gold).toBe(0);
    expect(loot.chests).toEqual([{ id: 'item1', letter: 'J', contents: { gold: 45, jewels: [], items: [], chests: [] }, trapped: null }]);
  });
  it('LŚ 6.8: on level 3 the Orc\'s H is J, a chest', () => {
    const group = namedGroup('orc', 1, 3, 'room');
    // J: gold 1 ≤ 6 → 1D6×20 = 2×20; jewels 3 > 2; items 4 > 3
    const loot = killTreasure(group, group.monsters.slice(0, 1), scriptedDice([1, 2, 3, 4]), defaultOptions, ids(), []);
    expect(loot.chests[0]).toMatchObject({ letter: 'J', contents: { gold: 40 } });
  });
  it('§15.4: a guardian with its own letter rolls on it, not the group\'s', () => {
    const group = namedGroup('demon', 1, 1, 'room'); // the group's letter is D
    const own = { ...group.monsters[0]!, treasure: 'B' as const }; // B: 6:1D6
    const dice = scriptedDice([1, 3]);
    expect(killTreasure({ ...group, monsters: [own] }, [own], dice, defaultOptions, ids(), []).gold).toBe(3);
    expect(dice.script).toEqual([]);
  });
  it('only the killed are rolled for', () => {
    const group = namedGroup('orc', 2, 1, 'wandering'); // B: 6:1D6
    const loot = killTreasure(group, group.monsters.slice(1), scriptedDice([1, 4]), defaultOptions, ids(), []);
    expect(loot.gold).toBe(4);
  });
});

// Opening chests (B30, §6.4) and sharing loot out (§14.5) are the players' choices, made as actions:
// test/games/blackgate/stage/sharing.test.ts. What a taker does with a found item is `receiveItem`'s.
describe('§14.5 step 2: a found item as its taker receives it', () => {
  const party = () => [hero('linfalas'), hero('gilith'), hero('alric')];
  it('DM 9.32: armour is put on at once, one suit each', () => {
    const p = party();
    const armour: BgItem = { id: 'item7', column: 'armour', name: 'WP +2', bonus: 2 };
    receiveItem(p[1]!, armour, p, scriptedDice([]), null, []);
    expect(p[1]!.woundPoints).toBe(10);
    expect(() => receiveItem(p[1]!, { ...armour, id: 'item8' }, p, scriptedDice([]), null, [])).toThrow(RuleError);
  });
  it('DM 9.41: a potion is tested by its taker, one dose kept', () => {
    const p = party();
    p[2]!.wounds = 3;
    const dice = scriptedDice([2]);
    receiveItem(p[2]!, { id: 'item2', column: 'potion', name: 'Healing' }, p, dice, null, []);
    expect(p[2]!.wounds).toBe(1);
    expect(p[2]!.items[0]).toMatchObject({ name: 'Healing', doses: 1 });
    expect(dice.script).toEqual([]);
  });
  it('DM 9.63: with an appraiser a potion keeps two doses and a poison is poured away, no die', () => {
    const p = party();
    p[0]!.items.push({ id: 'm', column: 'medallion', name: 'Potion Appraisal' });
    const dice = scriptedDice([]);
    receiveItem(p[1]!, { id: 'a', column: 'potion', name: 'Strength' }, p, dice, null, []);
    expect(receiveItem(p[1]!, { id: 'b', column: 'potion', name: 'Poison' }, p, dice, null, [])).toBe(false);
    expect(p[1]!.items).toEqual([{ id: 'a', column: 'potion', name: 'Strength', doses: 2 }]);
  });
  it('DM 9.66: a Strangling medallion does 2D6 to the one who tries it on, and is thrown away', () => {
    const p = party();
    receiveItem(p[1]!, { id: 's', column: 'medallion', name: 'Strangling' }, p, scriptedDice([3, 4]), null, []);
    expect(p[1]!.wounds).toBe(7);
    expect(p[1]!.items).toEqual([]);
  });
  it('§11.1: a talisman of the sun gives 1D3 spell points when found, none when handed on (no sun passed)', () => {
    const p = party();
    receiveItem(p[2]!, { id: 't', column: 'talisman', name: 'Blue sun' }, p, scriptedDice([5]), 'blue', []);
    expect(p[2]!.spellPoints).toBe(3);
    receiveItem(p[1]!, { id: 'u', column: 'talisman', name: 'Blue sun' }, p, scriptedDice([]), null, []);
    expect(p[1]!.spellPoints).toBe(0);
  });
  it('a dead character takes nothing', () => {
    const p = party();
    p[1]!.wounds = p[1]!.woundPoints;
    expect(() => receiveItem(p[1]!, { id: 'r', column: 'ring', name: 'Heal' }, p, scriptedDice([]), null, [])).toThrow(RuleError);
  });
  it('§14.5 step 3: a dead character drops everything into the pool', () => {
    const c = hero('gilith', 12);
    c.jewels = [25];
    c.items = [{ id: 'r', column: 'ring', name: 'Heal' }];
    expect(() => dropHoldings(c)).toThrow(RuleError);
    c.wounds = c.woundPoints;
    expect(dropHoldings(c)).toEqual({ gold: 12, jewels: [25], items: [{ id: 'r', column: 'ring', name: 'Heal' }], chests: [] });
    expect([c.gold, c.jewels, c.items]).toEqual([0, [], []]);
  });
});
