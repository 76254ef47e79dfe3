import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/engine/errors';
import { scriptedDice } from '../../../src/engine/dice';
import { defaultOptions } from '../../../src/games/blackgate/data/options';
import { chestTrapRoll, doorTrapRoll, springTrap, tryDisarm, type RuleEvent } from '../../../src/games/blackgate/traps';
import { hero } from './encounter/helpers';

const party = () => [hero('linfalas'), hero('gislan'), hero('gerudirr')];

describe('LŚ 7.0 the trap dice (§6.1, §6.4)', () => {
  it('a door is trapped on 1, not on 2', () => {
    const events: RuleEvent[] = [];
    expect(doorTrapRoll(scriptedDice([1]), events)).toBe(true);
    expect(doorTrapRoll(scriptedDice([2]), events)).toBe(false);
    expect(events.map((e) => e.rule)).toEqual(['LŚ 7.0', 'LŚ 7.0']);
  });
  it('B30: a chest is trapped on 1–3, not on 4', () => {
    expect(chestTrapRoll(scriptedDice([3]), [])).toBe(true);
    expect(chestTrapRoll(scriptedDice([4]), [])).toBe(false);
  });
});

describe('B14 disarming: only Detrap characters try, 1D6 ≤ skill, +10 XP', () => {
  it('Gislan (Detrap 3) disarms on a 3 and gains 10 XP', () => {
    const [, gislan] = party();
    const dice = scriptedDice([3]);
    expect(tryDisarm(gislan!, dice, [])).toBe(true);
    expect(gislan!.xp).toBe(10);
    expect(dice.script).toEqual([]);
  });
  it('a 4 fails and earns nothing', () => {
    const [, gislan] = party();
    expect(tryDisarm(gislan!, scriptedDice([4]), [])).toBe(false);
    expect(gislan!.xp).toBe(0);
  });
  it('a character without Detrap is refused before any die', () => {
    const [linfalas] = party();
    const dice = scriptedDice([1]);
    expect(() => tryDisarm(linfalas!, dice, [])).toThrow(RuleError);
    expect(dice.script).toEqual([1]);
  });
});

describe('LŚ 7.1 table of traps on the delegate', () => {
  const spring = (faces: number[], options = defaultOptions) => {
    const p = party();
    const dice = scriptedDice(faces);
    const events: RuleEvent[] = [];
    const sprung = springTrap(p[0]!, p, dice, options, events);
    expect(dice.script).toEqual([]);
    return { p, sprung, events };
  };
  it('1 Arrow: the Bow column with no bonus, 5 hits for 1 wound', () => {
    expect(spring([1, 5]).p[0]!.wounds).toBe(1);
  });
  it('1 Arrow: 4 misses', () => {
    expect(spring([1, 4]).p[0]!.wounds).toBe(0);
  });
  it('2 Poisoned arrow: a hit adds 1D3 poison wounds (B13)', () => {
    expect(spring([2, 6, 5]).p[0]!.wounds).toBe(4);
  });
  it('2 Poisoned arrow: a miss throws no poison die (B13)', () => {
    expect(spring([2, 4]).p[0]!.wounds).toBe(0);
  });
  it('3 Poison gas: 1D3 poison wounds', () => {
    const { p, events } = spring([3, 1]);
    expect(p[0]!.wounds).toBe(1);
    expect(events.at(-1)).toMatchObject({ type: 'poisoned', who: 'linfalas', amount: 1 });
  });
  it('DM 9.62: a Neutralize Poison medallion stops the gas, with no die', () => {
    const p = party();
    p[0]!.items.push({ id: 'item1', column: 'medallion', name: 'Neutralize Poison' });
    const dice = scriptedDice([3]);
    springTrap(p[0]!, p, dice, defaultOptions, []);
    expect(p[0]!.wounds).toBe(0);
    expect(dice.script).toEqual([]);
  });
  it('4 Explosion: 1 wound to every living character', () => {
    expect(spring([4]).p.map((c) => c.wounds)).toEqual([1, 1, 1]);
  });
  it('5 Flaming oil: 1 wound (B13)', () => {
    expect(spring([5]).p.map((c) => c.wounds)).toEqual([1, 0, 0]);
  });
  it('B13 option 1D3: flaming oil does 1D3', () => {
    expect(spring([5, 6], { ...defaultOptions, flamingOil: '1D3' }).p[0]!.wounds).toBe(3);
  });
  it('6 Roll twice, and a second 6 two more (DATA ruling 6): arrow, gas, explosion', () => {
    const { p, sprung } = spring([6, 1, 5, 6, 3, 2, 4]);
    expect(sprung).toEqual(['arrow', 'poisonGas', 'explosion']);
    expect(p.map((c) => c.wounds)).toEqual([3, 1, 1]);
  });
  it('§11.3 Mage Armor absorbs the flaming oil', () => {
    const p = party();
    p[0]!.ward = 1;
    springTrap(p[0]!, p, scriptedDice([5]), defaultOptions, []);
    expect(p[0]!.wounds).toBe(0);
    expect(p[0]!.ward).toBeUndefined();
  });
  it('a trap that kills is told', () => {
    const p = party();
    p[0]!.wounds = 8;
    const events: RuleEvent[] = [];
    springTrap(p[0]!, p, scriptedDice([5]), defaultOptions, events);
    expect(events.at(-1)).toMatchObject({ type: 'died', who: 'linfalas' });
  });
});
