/**
 * Wizards in the Advanced Game party (11.1): creation, initial experience, weapons, and the
 * `advanced` option of the setup (11.0). The Basic Game is untouched: its own tests stay as
 * they were (party.test.ts refuses a Wizard there).
 */
import { describe, expect, it } from 'vitest';
import { advancedParty, standardParty } from '../../../../src/games/deathmaze/builders';
import { newGame } from '../../../../src/games/deathmaze/game';
import { createAdventurer, magicResistanceOf, type AdventurerSpec } from '../../../../src/games/deathmaze/party/party';
import { adv, advancedAtEntrance, give, MIRA, offered, play, refusedWith, setupError } from '../helpers';

const wizard = (over: Partial<AdventurerSpec> = {}): AdventurerSpec => ({
  name: 'Mira',
  class: 'wizard',
  weapons: ['dagger', 'throwingDagger'],
  initial: { kind: 'woundPoint' },
  spells: ['sleep'],
  ...over,
});

describe('11.1 creating Wizards', () => {
  it('11.11 a Wizard has 4 Wound Points (5 with the initial Wound Point), Magic Resistance 2, no Detrap, and the spell chosen (11.12)', () => {
    const a = createAdventurer(wizard(), 'a1', 0, true);
    expect(a).toMatchObject({ class: 'wizard', woundPoints: 5, wounds: 0, magicResistance: 2, detrap: 0, spells: ['sleep'], spellWounds: 0 });
    expect(createAdventurer(wizard({ initial: { kind: 'weaponSkill', weapon: 'dagger' } }), 'a1', 0, true)).toMatchObject({ woundPoints: 4, skills: { dagger: 1 } });
  });

  it('11.13 initial experience may be +1 Magic Resistance or a second spell', () => {
    expect(createAdventurer(wizard({ initial: { kind: 'magicResistance' } }), 'a1', 0, true)).toMatchObject({ woundPoints: 4, magicResistance: 3 });
    expect(createAdventurer(MIRA, 'a1', 0, true)).toMatchObject({ woundPoints: 4, magicResistance: 2, spells: ['blast', 'lightning'] });
  });

  it('11.12, 11.13 exactly one spell, or two different ones with the spell as initial experience', () => {
    expect(setupError(() => createAdventurer(wizard({ spells: [] }), 'a1', 0, true)).rule).toBe('11.12');
    expect(setupError(() => createAdventurer(wizard({ spells: ['sleep', 'heal'] }), 'a1', 0, true)).rule).toBe('11.12');
    expect(setupError(() => createAdventurer(wizard({ initial: { kind: 'spell' } }), 'a1', 0, true)).rule).toBe('11.13');
    expect(setupError(() => createAdventurer(wizard({ initial: { kind: 'spell' }, spells: ['heal', 'heal'] }), 'a1', 0, true)).rule).toBe('11.13');
    const bogus = wizard({ spells: ['fireball' as never] });
    expect(setupError(() => createAdventurer(bogus, 'a1', 0, true)).rule).toBe('11.12');
  });

  it('11.11 Wizards carry only daggers and throwing daggers, and take skill only with them', () => {
    expect(setupError(() => createAdventurer(wizard({ weapons: ['sword', 'dagger'] }), 'a1', 0, true)).rule).toBe('11.11');
    expect(setupError(() => createAdventurer(wizard({ initial: { kind: 'weaponSkill', weapon: 'bow' } }), 'a1', 0, true)).rule).toBe('11.13');
  });

  it('DATA ruling 44: Heroes and Thieves take neither +1 Magic Resistance nor spells', () => {
    const hero: AdventurerSpec = { name: 'Hrolf', class: 'hero', weapons: ['sword', 'bow'], initial: { kind: 'magicResistance' } };
    expect(setupError(() => createAdventurer(hero, 'a1', 0, true)).rule).toBe('3.1');
    expect(setupError(() => createAdventurer({ ...hero, initial: { kind: 'spell' } }, 'a1', 0, true)).rule).toBe('3.1');
    expect(setupError(() => createAdventurer({ ...hero, initial: { kind: 'woundPoint' }, spells: ['heal'] }, 'a1', 0, true)).rule).toBe('11.12');
  });

  it('11.0 Wizards only in the Advanced Game: newGame refuses one without `advanced`, takes it with', () => {
    const party = advancedParty(4);
    expect(party.map((p) => p.class)).toEqual(['hero', 'thief', 'hero', 'wizard']);
    expect(setupError(() => newGame({ seed: 1, party })).rule).toBe('3.1');
    const { state } = newGame({ seed: 1, party, advanced: true });
    expect(state.setup.advanced).toBe(true);
    expect(state.party.adventurers[3]).toMatchObject({ class: 'wizard', spells: ['lightning', 'sleep'] });
  });

  it('11.0 a Basic Game state has none of the Advanced fields (old saves replay to the same state)', () => {
    const { state } = newGame({ seed: 1, party: standardParty(4) });
    for (const a of state.party.adventurers) {
      expect(Object.keys(a)).not.toContain('spells');
      expect(Object.keys(a)).not.toContain('spellWounds');
    }
    expect(Object.keys(state.setup)).not.toContain('advanced');
  });
});

describe('11.11 a Wizard and magical weapons', () => {
  it('11.11 a Wizard may not take a magical Sword from the treasure, but may take a magical Dagger', () => {
    const s = advancedAtEntrance();
    s.loot = [
      { kind: 'weapon', weapon: 'sword', bonus: 1 },
      { kind: 'weapon', weapon: 'dagger', bonus: 2 },
    ];
    s.phase = { kind: 'loot' };
    expect(offered(s, { type: 'take', item: 0, who: 'a4', slot: 0 })).toBe(false);
    expect(offered(s, { type: 'take', item: 0, who: 'a1', slot: 0 })).toBe(true);
    refusedWith(s, { type: 'take', item: 0, who: 'a4', slot: 0 }, '11.11');
    // 9.23: in place of her first dagger
    const out = play(s, [], { type: 'take', item: 1, who: 'a4', slot: 0 });
    expect(adv(out.state, 'a4')).toMatchObject({ weapons: ['dagger', 'throwingDagger'], weaponBonus: [2, 0], items: [] });
  });

  it('11.11 nobody hands a Wizard a magical Axe, and a Wizard cannot take one up', () => {
    const s = give(advancedAtEntrance(), 'a1', { kind: 'weapon', weapon: 'axe', bonus: 1 });
    expect(offered(s, { type: 'give', who: 'a1', item: 0, to: 'a4' })).toBe(false);
    refusedWith(s, { type: 'give', who: 'a1', item: 0, to: 'a4' }, '11.11');
    give(s, 'a4', { kind: 'weapon', weapon: 'axe', bonus: 1 });
    refusedWith(s, { type: 'wield', who: 'a4', item: 0, slot: 0 }, '11.11');
  });
});

describe('12.12 Magic Resistance with rings', () => {
  it('12.12 a Ring of Resistance adds to anyone’s Magic Resistance, never above 5; the best ring counts', () => {
    const s = advancedAtEntrance([MIRA, wizard({ name: 'Ulla', initial: { kind: 'magicResistance' } })]);
    const mira = adv(s, 'a1');
    expect(magicResistanceOf(mira)).toBe(2);
    mira.items.push({ kind: 'ring', ring: 'resistance1' });
    expect(magicResistanceOf(mira)).toBe(3);
    mira.items.push({ kind: 'ring', ring: 'resistance2' });
    expect(magicResistanceOf(mira)).toBe(4);
    const ulla = adv(s, 'a2');
    ulla.magicResistance = 4;
    ulla.items.push({ kind: 'ring', ring: 'resistance2' });
    expect(magicResistanceOf(ulla)).toBe(5);
  });
});
