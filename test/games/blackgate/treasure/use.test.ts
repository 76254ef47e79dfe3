import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../../src/engine/errors';
import { scriptedDice } from '../../../../src/engine/dice';
import type { BgCharacter } from '../../../../src/games/blackgate/party';
import { expeditionTalismans, mindTalismanBonus, oratoryMedallions, resistance } from '../../../../src/games/blackgate/treasure/items';
import { castNonCombat, useItem } from '../../../../src/games/blackgate/treasure/use';
import { springTrap, type RuleEvent } from '../../../../src/games/blackgate/traps';
import { defaultOptions } from '../../../../src/games/blackgate/data/options';
import { hero } from '../encounter/helpers';

/** Alric (MP 2/3/4) with 4 spell points, Linfalas (no magic), Gilith. */
function party(): BgCharacter[] {
  const p = [hero('alric'), hero('linfalas'), hero('gilith')];
  p[0]!.spellPoints = 4;
  return p;
}

const refused = (fn: () => unknown, rule: string) => {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(RuleError);
    expect((e as RuleError).rule).toBe(rule);
    return;
  }
  throw new Error('expected a refusal');
};

describe('§11.3 non-combat spells, paid in spell points (§11.1)', () => {
  it('Mage Armor (1): the next 1D3 wounds are absorbed', () => {
    const p = party();
    const dice = scriptedDice([5]);
    castNonCombat(p[0]!, 'mageArmor', p[1]!, p, dice, []);
    expect([p[0]!.spellPoints, p[1]!.ward]).toEqual([3, 3]);
    expect(dice.script).toEqual([]);
  });
  it('Strength (1): +1D6 CB for the next combat (B62)', () => {
    const p = party();
    castNonCombat(p[0]!, 'strength', p[2]!, p, scriptedDice([4]), []);
    expect(p[2]!.strength).toBe(4);
  });
  it('Heal (1): 1D6 wounds, never below none', () => {
    const p = party();
    p[1]!.wounds = 3;
    castNonCombat(p[0]!, 'heal', p[1]!, p, scriptedDice([6]), []);
    expect(p[1]!.wounds).toBe(0);
  });
  it('Rejuvenate (2): every wound, no die', () => {
    const p = party();
    p[1]!.wounds = 7;
    castNonCombat(p[0]!, 'rejuvenate', p[1]!, p, scriptedDice([]), []);
    expect([p[1]!.wounds, p[0]!.spellPoints]).toEqual([0, 2]);
  });
  it('Neutralize Poison (1) undoes the poisoning just suffered, even a deadly one', () => {
    const p = party();
    p[1]!.wounds = 7;
    const events: RuleEvent[] = [];
    springTrap(p[1]!, p, scriptedDice([3, 5]), defaultOptions, events); // poison gas: 3
    expect(p[1]!.wounds).toBe(9);
    const poisoned = events.find((e) => e.type === 'poisoned')!.amount!;
    castNonCombat(p[0]!, 'neutralizePoison', p[1]!, p, scriptedDice([]), [], { poisoned });
    expect(p[1]!.wounds).toBe(7);
  });
  it('Stone-to-Flesh (3) restores a petrified character', () => {
    const p = party();
    p[2]!.petrified = true;
    castNonCombat(p[0]!, 'stoneToFlesh', p[2]!, p, scriptedDice([]), []);
    expect([p[2]!.petrified, p[0]!.spellPoints]).toEqual([undefined, 1]);
  });
  it('§11.4: a ring of Heal casts once an expedition for free; a second use is refused', () => {
    const p = party();
    p[0]!.items.push({ id: 'r', column: 'ring', name: 'Heal' });
    p[1]!.wounds = 2;
    useItem(p[0]!, 'r', p[1]!, p, scriptedDice([1]), []);
    expect([p[1]!.wounds, p[0]!.spellPoints, p[0]!.items[0]!.spent]).toEqual([1, 4, true]);
    refused(() => useItem(p[0]!, 'r', p[1]!, p, scriptedDice([1]), []), '§11.4');
  });
  it('Resurrect (5) with its ring: one killed here this stage is back with 1 WP left', () => {
    const p = party();
    p[0]!.spellPoints = 5;
    p[0]!.items.push({ id: 'r', column: 'ring', name: 'Resurrect' });
    p[1]!.wounds = p[1]!.woundPoints;
    refused(() => castNonCombat(p[0]!, 'resurrect', p[1]!, p, scriptedDice([]), [], { diedHere: [] }), '§11.3');
    castNonCombat(p[0]!, 'resurrect', p[1]!, p, scriptedDice([]), [], { diedHere: ['linfalas'] });
    expect([p[1]!.wounds, p[1]!.woundPoints - 1, p[0]!.spellPoints]).toEqual([8, 8, 0]);
  });
});

describe('§11.3 refusals, before anything is paid or thrown', () => {
  it('B26: Resurrect without its ring', () => {
    const p = party();
    p[0]!.spellPoints = 5;
    p[1]!.wounds = p[1]!.woundPoints;
    refused(() => castNonCombat(p[0]!, 'resurrect', p[1]!, p, scriptedDice([]), [], { diedHere: ['linfalas'] }), 'B26');
    expect(p[0]!.spellPoints).toBe(5);
  });
  it('§11.1: not enough spell points', () => {
    const p = party();
    p[0]!.spellPoints = 2;
    refused(() => castNonCombat(p[0]!, 'stoneToFlesh', p[0]!, p, scriptedDice([]), [], {}), '§11.3'); // not petrified first
    p[2]!.petrified = true;
    refused(() => castNonCombat(p[0]!, 'stoneToFlesh', p[2]!, p, scriptedDice([]), []), '§11.1');
    expect(p[0]!.spellPoints).toBe(2);
  });
  it('B27, §11.2: disabled spells, fight spells, Lock and casting in a fight', () => {
    const p = party();
    refused(() => castNonCombat(p[0]!, 'teleport', p[0]!, p, scriptedDice([]), []), 'B27');
    refused(() => castNonCombat(p[0]!, 'blast', p[0]!, p, scriptedDice([]), []), '§11.2');
    refused(() => castNonCombat(p[0]!, 'lock', p[0]!, p, scriptedDice([]), []), '§11.3');
    refused(() => castNonCombat(p[0]!, 'heal', p[0]!, p, scriptedDice([1]), [], { inCombat: true }), '§11.2');
    refused(() => castNonCombat(p[0]!, 'neutralizePoison', p[1]!, p, scriptedDice([]), []), '§11.3');
    expect(p[0]!.spellPoints).toBe(4);
  });
  it('§11.4: a spell ring does nothing for a character without magic potential', () => {
    const p = party();
    p[1]!.items.push({ id: 'r', column: 'ring', name: 'Heal' });
    refused(() => useItem(p[1]!, 'r', p[1]!, p, scriptedDice([1]), []), '§11.4');
  });
});

describe('§14.4 items in use outside a fight', () => {
  it('DM 9.41: a dose of Healing for another; the empty flask is gone', () => {
    const p = party();
    p[1]!.items.push({ id: 'h', column: 'potion', name: 'Healing', doses: 1 });
    p[2]!.wounds = 4;
    useItem(p[1]!, 'h', p[2]!, p, scriptedDice([3]), []);
    expect([p[2]!.wounds, p[1]!.items]).toEqual([1, []]);
  });
  it('DATA ruling 34: a Charm potion outside a fight is spent for nothing', () => {
    const p = party();
    p[1]!.items.push({ id: 'c', column: 'potion', name: 'Charm Monster', doses: 2 });
    useItem(p[1]!, 'c', p[1]!, p, scriptedDice([]), []);
    expect(p[1]!.items[0]!.doses).toBe(1);
  });
  it('DM 9.43, §11.4, §14.4: a known poison, a Sleep ring and a medallion are not "used"', () => {
    const p = party();
    p[0]!.items.push({ id: 'x', column: 'potion', name: 'Poison', doses: 1 }, { id: 's', column: 'ring', name: 'Sleep' }, { id: 'm', column: 'medallion', name: 'Oratory' });
    refused(() => useItem(p[0]!, 'x', p[0]!, p, scriptedDice([]), []), 'DM 9.43');
    refused(() => useItem(p[0]!, 's', p[0]!, p, scriptedDice([]), []), '§11.4');
    refused(() => useItem(p[0]!, 'm', p[0]!, p, scriptedDice([]), []), '§14.4');
  });
  it('§11.4: Resist rings add to RV, capped at 5', () => {
    const c = hero('zareth'); // RV 4
    c.items.push({ id: 'a', column: 'ring', name: 'Resist +2' });
    expect(resistance(c)).toBe(5);
    const d = hero('alric'); // RV 2
    d.items.push({ id: 'b', column: 'ring', name: 'Resist +1' });
    expect(resistance(d)).toBe(3);
  });
});

describe('§11.1, §14.4 talismans and medallions that work while held', () => {
  it('at the start of a blue expedition: the Blue sun and All suns talismans give 1D3 each, the Red none', () => {
    const c = hero('alric');
    c.items.push({ id: 'a', column: 'talisman', name: 'Blue sun' }, { id: 'b', column: 'talisman', name: 'Red sun' }, { id: 'c', column: 'talisman', name: 'All suns' });
    const dice = scriptedDice([2, 6]);
    expect(expeditionTalismans(c, 'blue', dice, [])).toBe(4);
    expect(c.spellPoints).toBe(4);
    expect(dice.script).toEqual([]);
  });
  it('DM 9.64: Oratory medallions of the living count; the Mind talisman gives its bearer +2', () => {
    const p = party();
    p[1]!.items.push({ id: 'o', column: 'medallion', name: 'Oratory' });
    p[2]!.items.push({ id: 'q', column: 'medallion', name: 'Oratory' }, { id: 'm', column: 'talisman', name: 'Mind' });
    expect(oratoryMedallions(p)).toBe(2);
    p[1]!.wounds = p[1]!.woundPoints;
    expect(oratoryMedallions(p)).toBe(1);
    expect([mindTalismanBonus(p[2]!), mindTalismanBonus(p[0]!)]).toEqual([2, 0]);
  });
});
