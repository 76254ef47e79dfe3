/** Potions drunk in a fight (§14.4 as DM 9.41–9.46, DM 9.17, B62). */
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../../src/engine/errors';
import { applyFightAction, fightActions, startFight, startGateRounds } from '../../../../src/games/blackgate/combat';
import type { BgItem } from '../../../../src/games/blackgate/party';
import { namedGroup, type MonsterGroup } from '../../../../src/games/blackgate/encounter/group';
import { ctx, group, hero, sides } from './helpers';

const potion = (name: string, doses = 1, id = 'item1'): BgItem => ({ id, column: 'potion', name, doses });

/** Lord Dil in front, Gilith behind holding `item`, against `g`. */
function setup(item: BgItem, g: MonsterGroup = group('orc', [6]), faces: number[] = []) {
  const dil = hero('lordDil');
  const gilith = hero('gilith');
  gilith.items.push(item);
  const s = sides([dil, gilith], [['lordDil'], ['gilith']], g);
  const c = ctx(faces);
  const f = startFight(s, c, { guardian: g.monsters.some((m) => m.type === 'nameless' || m.type === 'demon') });
  return { s, c, f, dil, gilith };
}

const rule = (fn: () => unknown): string => {
  try {
    fn();
  } catch (e) {
    if (e instanceof RuleError) return e.rule;
    throw e;
  }
  throw new Error('expected a refusal');
};

describe('§14.4: a potion in a fight, drunk by its holder as its action (DM 9.17)', () => {
  it('DM 9.42: Healing, from any row, heals 1D6 wounds; it is the drinker’s action, and the dose is spent', () => {
    const { s, c, f, gilith } = setup(potion('Healing', 2), group('orc', [6]), [3]);
    gilith.wounds = 5;
    expect(fightActions(f, s, c)).toContainEqual({ type: 'drink', by: 'gilith', item: 'item1' });
    applyFightAction(f, s, c, { type: 'drink', by: 'gilith', item: 'item1' });
    expect(gilith.wounds).toBe(2);
    expect(gilith.items).toEqual([potion('Healing', 1)]);
    expect(f.acted).toEqual(['gilith']);
    expect(c.events.find((e) => e.type === 'potionDrunk')).toMatchObject({ rule: 'DM 9.41', by: 'gilith', potion: 'Healing', left: 1 });
    expect(rule(() => applyFightAction(f, s, c, { type: 'drink', by: 'gilith', item: 'item1' }))).toBe('§11.2');
    expect(c.dice.script).toEqual([]);
  });

  it('DM 9.44, B62: Strength drunk in a fight is for this, the current, combat, and ends with it; the last dose takes the flask', () => {
    const { s, c, f, gilith } = setup(potion('Strength'), group('orc', [6]), [4]);
    applyFightAction(f, s, c, { type: 'drink', by: 'gilith', item: 'item1' });
    expect(gilith.strength).toBe(4);
    expect(gilith.items).toEqual([]);
    s.group!.monsters[0]!.wounds = 5;
    c.dice.script!.push(6); // Lord Dil: 6 + 7 = 13 on the Sword column, the Orc falls and the fight is over
    applyFightAction(f, s, c, { type: 'strike', by: 'lordDil', target: 'orc1' });
    expect(gilith.strength).toBeUndefined();
  });

  it('DM 9.45, DM 11.25: Charm Person takes an Orc of the fight unless it resists; it joins the party behind, under the drinker', () => {
    const { s, c, f } = setup(potion('Charm Person'), group('orc', [6, 5]), [4]);
    expect(fightActions(f, s, c).filter((a) => a.type === 'drink')).toEqual([
      { type: 'drink', by: 'gilith', item: 'item1', target: 'orc1' },
      { type: 'drink', by: 'gilith', item: 'item1', target: 'orc2' },
    ]);
    applyFightAction(f, s, c, { type: 'drink', by: 'gilith', item: 'item1', target: 'orc2' }); // 4 > the Orc's RV 1
    expect(s.charmed).toMatchObject([{ id: 'charmed-orc-1', charmer: 'gilith', woundPoints: 5 }]);
    expect(s.rows).toEqual([['lordDil'], ['gilith', 'charmed-orc-1']]);
    expect(f.monsterRows).toEqual([['orc1']]);
    expect(c.dice.script).toEqual([]);
  });

  it('DM 11.25: a monster may resist the potion’s charm (1D6 ≤ RV); the dose is gone all the same', () => {
    const { s, c, f, gilith } = setup(potion('Charm Person'), group('orc', [6]), [1]);
    applyFightAction(f, s, c, { type: 'drink', by: 'gilith', item: 'item1', target: 'orc1' });
    expect(c.events.at(-1)).toMatchObject({ type: 'charmResisted', rule: 'DM 11.25', monster: 'orc1', face: 1 });
    expect([s.charmed ?? [], gilith.items]).toEqual([[], []]);
  });

  it('DM 9.45, 9.46 (B21): Charm Person takes only an Evil Hero, Evil Mage or Orc; Charm Monster any other', () => {
    const person = setup(potion('Charm Person'), group('ogre', [6]));
    expect(rule(() => applyFightAction(person.f, person.s, person.c, { type: 'drink', by: 'gilith', item: 'item1', target: 'ogre1' }))).toBe('DM 9.45');
    const monster = setup(potion('Charm Monster'), group('orc', [6]));
    expect(rule(() => applyFightAction(monster.f, monster.s, monster.c, { type: 'drink', by: 'gilith', item: 'item1', target: 'orc1' }))).toBe('DM 9.46');
    expect(rule(() => applyFightAction(monster.f, monster.s, monster.c, { type: 'drink', by: 'gilith', item: 'item1' }))).toBe('DM 9.46');
    expect(fightActions(monster.f, monster.s, monster.c).some((a) => a.type === 'drink')).toBe(false);
  });

  it('§7.5, DATA ruling 34: Charm Monster drunk at a guardian has no hold on it, and the dose is spent, with no die', () => {
    const g = namedGroup('demon', 1, 1, 'room');
    g.monsters[0]!.woundPoints = 9;
    const { s, c, f, gilith } = setup(potion('Charm Monster'), g);
    applyFightAction(f, s, c, { type: 'drink', by: 'gilith', item: 'item1', target: 'demon1' });
    expect(c.events.at(-1)).toMatchObject({ type: 'charmWasted', rule: 'DATA ruling 34', monster: 'demon1' });
    expect([s.charmed ?? [], gilith.items, f.monsterRows]).toEqual([[], [], [['demon1']]]);
  });

  it('DM 9.43, DM 9.17, §15.6: a known poison is not drunk, only the holder drinks, and Gate rounds allow no potion', () => {
    const poison = setup(potion('Poison'));
    expect(rule(() => applyFightAction(poison.f, poison.s, poison.c, { type: 'drink', by: 'gilith', item: 'item1' }))).toBe('DM 9.43');
    expect(fightActions(poison.f, poison.s, poison.c).some((a) => a.type === 'drink')).toBe(false);
    const held = setup(potion('Healing'));
    expect(rule(() => applyFightAction(held.f, held.s, held.c, { type: 'drink', by: 'lordDil', item: 'item1' }))).toBe('DM 9.17');
    expect(rule(() => applyFightAction(held.f, held.s, held.c, { type: 'drink', by: 'gilith', item: 'item1', target: 'orc1' }))).toBe('DM 9.17');
    const gilith = hero('gilith');
    gilith.items.push(potion('Healing'));
    const s = sides([hero('lordDil'), gilith], [['lordDil'], ['gilith']], null);
    const c = ctx([], {}, { standing: true, here: true, placed: true });
    const f = startGateRounds(s, c);
    expect(rule(() => applyFightAction(f, s, c, { type: 'drink', by: 'gilith', item: 'item1' }))).toBe('§15.6');
  });
});
