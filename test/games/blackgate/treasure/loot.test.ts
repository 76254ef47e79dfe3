import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../../src/engine/errors';
import { scriptedDice } from '../../../../src/engine/dice';
import { defaultOptions } from '../../../../src/games/blackgate/data/options';
import { namedGroup } from '../../../../src/games/blackgate/encounter/group';
import type { BgItem } from '../../../../src/games/blackgate/party';
import { rollMagicItem } from '../../../../src/games/blackgate/treasure/items';
import { divideLoot, dropHoldings, emptyLoot, killTreasure, openChest, type Chest } from '../../../../src/games/blackgate/treasure/loot';
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

describe('B30 opening a chest', () => {
  const chest = (): Chest => ({ id: 'c', letter: 'I', contents: { ...emptyLoot(), gold: 30 }, trapped: null });
  it('untrapped on a 4: the contents are taken', () => {
    const dice = scriptedDice([4]);
    expect(openChest(chest(), hero('linfalas'), [], dice, defaultOptions, []).gold).toBe(30);
    expect(dice.script).toEqual([]);
  });
  it('trapped on 1–3: a Detrap opener tries first (B14) and disarms', () => {
    const gislan = hero('gislan');
    const dice = scriptedDice([2, 2]);
    openChest(chest(), gislan, [gislan], dice, defaultOptions, []);
    expect(gislan.xp).toBe(10);
    expect(dice.script).toEqual([]);
  });
  it('a failed try springs it on the opener', () => {
    const gerudirr = hero('gerudirr');
    openChest(chest(), gerudirr, [gerudirr], scriptedDice([3, 4, 5]), defaultOptions, []);
    expect(gerudirr.wounds).toBe(1);
  });
  it('an opener without Detrap takes the trap', () => {
    const linfalas = hero('linfalas');
    const dice = scriptedDice([1, 5]);
    openChest(chest(), linfalas, [linfalas], dice, defaultOptions, []);
    expect(linfalas.wounds).toBe(1);
    expect(dice.script).toEqual([]);
  });
  it('an open chest is not opened again', () => {
    const c = chest();
    openChest(c, hero('linfalas'), [], scriptedDice([4]), defaultOptions, []);
    expect(() => openChest(c, hero('linfalas'), [], scriptedDice([4]), defaultOptions, [])).toThrow(RuleError);
  });
});

describe('§14.5, B31 dividing the loot', () => {
  const party = () => [hero('linfalas'), hero('gilith'), hero('alric')];
  it('gold equally, the rest to the first; jewels dearest first to the poorest; items to the one holding fewest', () => {
    const p = party();
    const hammer: BgItem = { id: 'item1', column: 'weapon', name: 'Hammer', bonus: 1 };
    divideLoot(p, { gold: 17, jewels: [10, 50, 25], items: [hammer], chests: [] }, {}, scriptedDice([]), null, []);
    expect(p.map((c) => c.gold)).toEqual([7, 5, 5]);
    expect(p.map((c) => c.jewels)).toEqual([[10], [50], [25]]);
    expect(p[0]!.items).toEqual([hammer]);
  });
  it('the players name who takes the remainder, a jewel, an item; armour is put on (DM 9.32)', () => {
    const p = party();
    const armour: BgItem = { id: 'item7', column: 'armour', name: 'WP +2', bonus: 2 };
    divideLoot(p, { gold: 4, jewels: [15], items: [armour], chests: [] }, { remainderTo: 'alric', to: { jewel0: 'alric', item7: 'gilith' } }, scriptedDice([]), null, []);
    expect(p.map((c) => c.gold)).toEqual([1, 1, 2]);
    expect(p[2]!.jewels).toEqual([15]);
    expect(p[1]!.woundPoints).toBe(10);
  });
  it('DM 9.41: a potion is tested by its taker, one dose kept', () => {
    const p = party();
    p[2]!.wounds = 3;
    const potion: BgItem = { id: 'item2', column: 'potion', name: 'Healing' };
    const dice = scriptedDice([2]);
    divideLoot(p, { ...emptyLoot(), items: [potion] }, { to: { item2: 'alric' } }, dice, null, []);
    expect(p[2]!.wounds).toBe(1);
    expect(p[2]!.items[0]).toMatchObject({ name: 'Healing', doses: 1 });
    expect(dice.script).toEqual([]);
  });
  it('DM 9.63: with an appraiser a potion keeps two doses and a poison is poured away, no die', () => {
    const p = party();
    p[0]!.items.push({ id: 'm', column: 'medallion', name: 'Potion Appraisal' });
    const dice = scriptedDice([]);
    divideLoot(p, { ...emptyLoot(), items: [{ id: 'a', column: 'potion', name: 'Strength' }, { id: 'b', column: 'potion', name: 'Poison' }] }, {}, dice, null, []);
    expect(p[1]!.items).toEqual([{ id: 'a', column: 'potion', name: 'Strength', doses: 2 }]);
    expect(p.flatMap((c) => c.items).map((i) => i.id)).toEqual(['m', 'a']);
  });
  it('DM 9.66: a Strangling medallion does 2D6 to the one who tries it on, and is thrown away', () => {
    const p = party();
    divideLoot(p, { ...emptyLoot(), items: [{ id: 's', column: 'medallion', name: 'Strangling' }] }, { to: { s: 'gilith' } }, scriptedDice([3, 4]), null, []);
    expect(p[1]!.wounds).toBe(7);
    expect(p[1]!.items).toEqual([]);
  });
  it('§11.1: a talisman of the sun gives 1D3 spell points when found', () => {
    const p = party();
    divideLoot(p, { ...emptyLoot(), items: [{ id: 't', column: 'talisman', name: 'Blue sun' }] }, { to: { t: 'alric' } }, scriptedDice([5]), 'blue', []);
    expect(p[2]!.spellPoints).toBe(3);
  });
  it('§14.1 step 3: chests are opened first; a dead character takes nothing', () => {
    const p = party();
    const chest: Chest = { id: 'c', letter: 'I', contents: emptyLoot(), trapped: null };
    expect(() => divideLoot(p, { ...emptyLoot(), chests: [chest] }, {}, scriptedDice([]), null, [])).toThrow(RuleError);
    p[1]!.wounds = p[1]!.woundPoints;
    expect(() => divideLoot(p, { ...emptyLoot(), jewels: [5] }, { to: { jewel0: 'gilith' } }, scriptedDice([]), null, [])).toThrow(RuleError);
  });
  it('the dead are left out of the share', () => {
    const p = party();
    p[0]!.wounds = p[0]!.woundPoints;
    divideLoot(p, { ...emptyLoot(), gold: 9 }, {}, scriptedDice([]), null, []);
    expect(p.map((c) => c.gold)).toEqual([0, 5, 4]);
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
