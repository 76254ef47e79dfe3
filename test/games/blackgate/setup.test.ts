import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/engine/dice';
import { RuleError } from '../../../src/engine/errors';
import { resolveOptions, setupBlackGate } from '../../../src/games/blackgate/setup';
import { defaultOptions } from '../../../src/games/blackgate/data/options';

const dwarvesAndElf = ['dwarf', 'dwarf', 'elf'] as const;

describe('§2.5 setup with three chosen heroes and three initiates', () => {
  it('LŚ 4.0: initiates roll their magic potential one die each, then the sun sets spell points', () => {
    const dice = scriptedDice([6, 3, 1, 5]); // initiates 2/2/2, 2/1/0, 0/0/0; sun 5 = blue
    const s = setupBlackGate(dice, { heroes: ['curvenol', 'linfalas', 'zurik'], initiateRaces: [...dwarvesAndElf] });
    expect(dice.script).toEqual([]);
    expect(s.sun).toBe('blue');
    expect(s.party.map((c) => c.id)).toEqual(['curvenol', 'linfalas', 'zurik', 'initiate1', 'initiate2', 'initiate3']);
    expect(s.party.map((c) => c.spellPoints)).toEqual([5, 0, 5, 2, 0, 0]);
    expect(s.party[4]).toMatchObject({ race: 'dwarf', woundPoints: 6, magicPotential: { red: 2, yellow: 1, blue: 0 } });
    expect(s.party[5]!.skills).toEqual([{ kind: 'negotiation', value: 1 }]);
    expect(s.options).toEqual(defaultOptions);
    expect(s.events.filter((e) => e.type === 'noHellgate')).toEqual([]);
  });
  it('§2.4: a sun of 1–2 is red', () => {
    const s = setupBlackGate(scriptedDice([1, 1, 1, 2]), { heroes: ['larraka', 'gilith', 'gislan'], initiateRaces: ['human', 'elf', 'dwarf'] });
    expect(s.sun).toBe('red');
    expect(s.party[0]!.spellPoints).toBe(6);
  });
  it('B1: a party with no Hellgate skill is allowed, with a warning', () => {
    const s = setupBlackGate(scriptedDice([1, 1, 1, 3]), { heroes: ['gilith', 'gislan', 'linfalas'], initiateRaces: ['elf', 'dwarf', 'dwarf'] });
    expect(s.sun).toBe('yellow');
    expect(s.events.at(-1)).toEqual({ type: 'noHellgate', rule: 'B1' });
  });
  it('B48: two or four heroes, a repeated hero, an unknown hero or four dwarves are refused', () => {
    const races = ['human', 'elf', 'dwarf'] as const;
    expect(() => setupBlackGate(scriptedDice([]), { heroes: ['alric', 'zurik'], initiateRaces: [...races] })).toThrow(/B48/);
    expect(() => setupBlackGate(scriptedDice([]), { heroes: ['alric', 'zurik', 'zurik'], initiateRaces: [...races] })).toThrow(/different/);
    expect(() => setupBlackGate(scriptedDice([]), { heroes: ['alric', 'zurik', 'conan'], initiateRaces: [...races] })).toThrow(RuleError);
    expect(() => setupBlackGate(scriptedDice([]), { heroes: ['alric', 'zurik', 'gilith'], initiateRaces: ['human', 'elf'] })).toThrow(/B48/);
  });
});

describe('B47 random heroes', () => {
  it('6 × (first − 1) + second; numbers above 23 and repeats roll again', () => {
    // 1,1 → 1 Almuric; 6,6 → 36 again; 1,1 → repeat; 4,5 → 23 Zurik; 2,6 → 12 Linfalas; then three initiates and the sun
    const dice = scriptedDice([1, 1, 6, 6, 1, 1, 4, 5, 2, 6, 2, 2, 2, 4]);
    const s = setupBlackGate(dice, { options: { heroChoice: 'random' }, initiateRaces: ['human', 'human', 'human'] });
    expect(dice.script).toEqual([]);
    expect(s.party.slice(0, 3).map((c) => c.id)).toEqual(['almuric', 'zurik', 'linfalas']);
    const draws = s.events.filter((e) => e.type === 'heroDrawn');
    expect(draws.map((e) => e.hero)).toEqual(['almuric', null, null, 'zurik', 'linfalas']);
    expect(s.sun).toBe('yellow');
  });
  it('naming heroes under the random option is refused', () => {
    expect(() => setupBlackGate(scriptedDice([]), { options: { heroChoice: 'random' }, heroes: ['alric'], initiateRaces: ['elf', 'elf', 'elf'] })).toThrow(/B47/);
  });
});

describe('§2.6 the Deathmaze party option', () => {
  it('Heroes get Hellgate 1, Thieves keep Detrap, CB 0, no sun and no dice', () => {
    const dice = scriptedDice([]);
    const s = setupBlackGate(dice, {
      options: { party: 'deathmaze' },
      adventurers: [{ cls: 'hero', weapons: ['sword', 'dagger'] }, { cls: 'thief', weapons: ['bow', 'dagger'] }],
    });
    expect(s.sun).toBeNull();
    expect(s.party[0]).toMatchObject({ woundPoints: 8, cb: 0, skills: [{ kind: 'hellgate', value: 1 }] });
    expect(s.party[1]!.skills).toEqual([{ kind: 'detrap', value: 1 }]);
  });
  it('DM 3.1: no adventurers, or seven, are refused', () => {
    expect(() => setupBlackGate(scriptedDice([]), { options: { party: 'deathmaze' }, adventurers: [] })).toThrow(/DM 3.1/);
  });
});

describe('§0.4 options', () => {
  it('defaults are the first values; bad keys and values are refused', () => {
    expect(resolveOptions({ negotiationBands: 'dm' }).negotiationBands).toBe('dm');
    expect(() => resolveOptions({ negotiationBands: 'xx' as never })).toThrow(/§0.4/);
    expect(() => resolveOptions({ nope: 1 } as never)).toThrow(/§0.4/);
    expect(() => resolveOptions({ gateBlasts: 0 })).toThrow(/B35/);
  });
});
