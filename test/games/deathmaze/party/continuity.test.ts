/**
 * Character continuity (13.0–13.2), the rules' part: who comes back from a delve and as what,
 * buying points of ability with 75 Experience and 100 Bezants (13.11), and a veteran going down
 * again in a new Advanced Game.
 */
import { describe, it, expect } from 'vitest';
import { newGame } from '../../../../src/games/deathmaze/game';
import { affordablePoints, improve, survivors, type Veteran } from '../../../../src/games/deathmaze/party/continuity';
import type { AdventurerSpec } from '../../../../src/games/deathmaze/party/party';
import { adv, advancedAtEntrance, MAGES, play, setupError } from '../helpers';

const mira = (over: Partial<Veteran> = {}): Veteran => ({
  name: 'Mira',
  class: 'wizard',
  woundPoints: 4,
  magicResistance: 2,
  detrap: 0,
  skills: {},
  spells: ['blast', 'lightning'],
  items: [],
  xp: 160,
  bezants: 230,
  delves: 1,
  ...over,
});

describe('13.0 who comes back, and with what', () => {
  it('13.0, 13.21 the survivors are healed, keep their magic items (a wielded magical weapon as an item, a spent ring fresh again), and add their Experience and share to what waits at home', () => {
    const s = advancedAtEntrance(MAGES);
    s.party.bezants = 300;
    s.party.gems = [100];
    const brand = adv(s, 'a1');
    brand.xp = 80;
    brand.wounds = 5;
    brand.weaponBonus = [2, 0];
    brand.items.push({ kind: 'armor', wp: 2 }, { kind: 'potion' }, { kind: 'knownPotion', potion: 'healing', doses: 1 });
    brand.woundPoints += 2;
    const mage = adv(s, 'a4');
    mage.items.push({ kind: 'ring', ring: 'blast', spent: true });
    mage.wounds = 3;
    mage.spellWounds = 3;
    mage.xp = 20;
    adv(s, 'a3').alive = false;
    adv(s, 'a3').wounds = 6;
    const out = play(s, [], { type: 'leave' });
    const back = survivors(out.state, { a4: mira({ xp: 10, bezants: 50, delves: 2 }) });
    expect(Object.keys(back)).toEqual(['a1', 'a2', 'a4']); // Sly died: his Bezants at home are lost (13.21)
    expect(back.a1).toEqual({
      name: 'Brand',
      class: 'hero',
      woundPoints: 8,
      magicResistance: 1,
      detrap: 0,
      skills: { sword: 1 },
      spells: [],
      items: [{ kind: 'weapon', weapon: 'sword', bonus: 2 }, { kind: 'armor', wp: 2 }, { kind: 'knownPotion', potion: 'healing', doses: 1 }],
      xp: 80,
      bezants: 133, // (300 + 100) / 3 escapees (9.18)
      delves: 1,
    });
    expect(back.a4).toMatchObject({ class: 'wizard', spells: ['blast', 'lightning'], items: [{ kind: 'ring', ring: 'blast' }], xp: 30, bezants: 183, delves: 3 });
  });

  it('13.0 nobody comes back from a delve that did not end in escape', () => {
    const s = advancedAtEntrance(MAGES);
    expect(survivors(s)).toEqual({});
  });
});

describe('13.11 points of ability', () => {
  it('13.11 each point costs 75 Experience and 100 Bezants; several may be bought', () => {
    const v = mira();
    expect(affordablePoints(v)).toBe(2);
    const once = improve(v, { kind: 'woundPoint' });
    expect(once).toMatchObject({ woundPoints: 5, xp: 85, bezants: 130 });
    const twice = improve(once, { kind: 'spell', spell: 'sleep' });
    expect(twice.spells).toEqual(['blast', 'lightning', 'sleep']);
    expect(affordablePoints(twice)).toBe(0);
    expect(setupError(() => improve(twice, { kind: 'woundPoint' })).rule).toBe('13.11');
    expect(v.woundPoints).toBe(4); // the record given is left as it was
  });

  it('13.11 skill with a weapon (a Wizard’s only with daggers, 11.11), Magic Resistance up to 5, Detrap for Thieves only, a new spell for Wizards only', () => {
    expect(improve(mira(), { kind: 'weaponSkill', weapon: 'dagger' }).skills).toEqual({ dagger: 1 });
    expect(improve(mira({ skills: { dagger: 1 } }), { kind: 'weaponSkill', weapon: 'dagger' }).skills).toEqual({ dagger: 2 });
    expect(setupError(() => improve(mira(), { kind: 'weaponSkill', weapon: 'sword' })).rule).toBe('13.11');
    expect(improve(mira({ magicResistance: 4 }), { kind: 'magicResistance' }).magicResistance).toBe(5);
    expect(setupError(() => improve(mira({ magicResistance: 5 }), { kind: 'magicResistance' })).rule).toBe('13.11');
    expect(setupError(() => improve(mira(), { kind: 'detrap' })).rule).toBe('13.11');
    expect(setupError(() => improve(mira(), { kind: 'spell', spell: 'blast' })).rule).toBe('13.11');
    const thief = mira({ name: 'Sly', class: 'thief', woundPoints: 6, magicResistance: 1, detrap: 2, spells: [] });
    expect(improve(thief, { kind: 'detrap' }).detrap).toBe(3);
    expect(improve(thief, { kind: 'magicResistance' }).magicResistance).toBe(2);
    expect(setupError(() => improve(thief, { kind: 'spell', spell: 'heal' })).rule).toBe('13.11');
  });
});

describe('13.0 a veteran goes down again', () => {
  const spec = (v: Veteran, weapons: AdventurerSpec['weapons'] = ['dagger', 'throwingDagger']): AdventurerSpec => ({ name: v.name, class: v.class, weapons, initial: { kind: 'woundPoint' }, veteran: v });

  it('13.0 with their record: healed, their magic items, armor’s Wound Points, a fresh ring, no Experience yet in this delve', () => {
    const v = mira({ woundPoints: 5, items: [{ kind: 'armor', wp: 1 }, { kind: 'ring', ring: 'heal', spent: true }] });
    const { state } = newGame({ seed: 1, advanced: true, party: [spec(v), { name: 'Brand', class: 'hero', weapons: ['sword', 'bow'], initial: { kind: 'woundPoint' } }] });
    const a = state.party.adventurers[0]!;
    expect(a).toMatchObject({ name: 'Mira', class: 'wizard', woundPoints: 6, wounds: 0, magicResistance: 2, spells: ['blast', 'lightning'], spellWounds: 0, xp: 0, weapons: ['dagger', 'throwingDagger'] });
    expect(a.items).toEqual([{ kind: 'armor', wp: 1 }, { kind: 'ring', ring: 'heal' }]);
  });

  it('13.0 only in the Advanced Game; 11.11 a Wizard restocks only daggers; a damaged record is refused', () => {
    expect(setupError(() => newGame({ seed: 1, party: [spec(mira())] })).rule).toBe('13.0');
    expect(setupError(() => newGame({ seed: 1, advanced: true, party: [spec(mira(), ['sword', 'dagger'])] })).rule).toBe('11.11');
    expect(setupError(() => newGame({ seed: 1, advanced: true, party: [spec(mira({ magicResistance: 9 }))] })).rule).toBe('13.0');
    expect(setupError(() => newGame({ seed: 1, advanced: true, party: [spec(mira({ spells: [] }))] })).rule).toBe('13.0');
    expect(setupError(() => newGame({ seed: 1, advanced: true, party: [spec(mira({ items: [{ kind: 'weapon', weapon: 'axe', bonus: 1 }] }))] })).rule).toBe('13.0');
    expect(setupError(() => newGame({ seed: 1, advanced: true, party: [spec(mira({ xp: -5 }))] })).rule).toBe('13.0');
  });
});
