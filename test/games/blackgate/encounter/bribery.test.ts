import { describe, expect, it } from 'vitest';
import { namedGroup } from '../../../../src/games/blackgate/encounter/group';
import { bribe } from '../../../../src/games/blackgate/encounter/negotiation';
import { slice } from './helpers';

describe('LŚ 8.4 bribery', () => {
  it('WP are rolled first (B49); the strongest WP + NV crosses the offer: 45 GM against 9 needs 3; paid on success', () => {
    const s = slice(namedGroup('ogre', 2, 1, 'room'), [5, 2, 3]); // WP 7 and 4; NV 2
    const events = bribe(s, { linfalas: 30, alric: 15 });
    expect(s.dice.script).toEqual([]);
    expect(events.at(-1)).toEqual({ type: 'bribeOffered', rule: 'LŚ 8.4', gold: 45, strongest: 'ogre1', strength: 9, target: 3, face: 3, accepted: true });
    expect(s.party.map((c) => c.gold)).toEqual([0, 0, 5]);
    expect(s.group).toMatchObject({ bribes: 45, attitude: 'agreed', attempted: true });
  });
  it('a failed bribe costs nothing and begins combat', () => {
    const s = slice(namedGroup('ogre', 2, 1, 'room'), [5, 2, 4]);
    const events = bribe(s, { linfalas: 30, alric: 15 });
    expect(events.at(-1)).toMatchObject({ type: 'combatBegins', opensWith: 'partyAttack' });
    expect(s.party.map((c) => c.gold)).toEqual([30, 0, 20]);
    expect(s.group.bribes).toBe(0);
  });
  it('step 5: a target of 0 cannot succeed, and its die is still rolled (Vampire on level 3: 22 WP + NV 8)', () => {
    const s = slice(namedGroup('vampire', 1, 3, 'room'), [6, 6, 6, 1]);
    expect(bribe(s, { linfalas: 20 }).find((e) => e.type === 'bribeOffered')).toMatchObject({ strength: 30, target: 0, face: 1, accepted: false });
    expect(s.dice.script).toEqual([]);
  });
  it('§8.4 step 3: Sway adds to the target, never above 6', () => {
    const s = slice(namedGroup('evilHero', 1, 1, 'room'), [3, 5, 6], {}, undefined);
    s.party[0]!.gold = 400;
    // Evil Hero: WP 3 + 4 = 7, skill 5; strength 7 + 5 = 12; 400 GM → 6; +2 stays 6
    expect(bribe(s, { linfalas: 400 }, 2).at(-1)).toMatchObject({ strength: 12, target: 6, face: 6, accepted: true });
    expect(s.group.monsters[0]!.skill).toBe(5);
  });
  it('an offer under 20 GM, or more than the payer holds, is refused before a die is rolled', () => {
    const s = slice(namedGroup('ogre', 1, 1, 'room'), []);
    expect(() => bribe(s, { linfalas: 19 })).toThrow(/LŚ 8.4.*at least 20/);
    expect(() => bribe(s, { alric: 25 })).toThrow(/LŚ 8.4/);
    expect(() => bribe(s, { gilith: 20 })).toThrow(/LŚ 8.4/);
    expect(s.group.attempted).toBe(false);
  });
  it('B20: no bribe after a negotiation attempt; LŚ 15.0: no bribe for guardians', () => {
    const s = slice(namedGroup('ogre', 1, 1, 'room'), []);
    s.group.attempted = true;
    expect(() => bribe(s, { linfalas: 20 })).toThrow(/B20/);
    expect(() => bribe(slice(namedGroup('nameless', 1, 1, 'room'), []), { linfalas: 20 })).toThrow(/LŚ 15.0/);
  });
});
