/**
 * Healing (9.41–9.42, 9.52, 11.3 Heal, 11.22): never refused because nobody is hurt, and in the
 * Advanced Game it cures only wounds of combat, traps and magic items: not spell costs, and not
 * a poisoned fountain's (11.22; DATA ruling 54 read it wider, and edition 1 followed it).
 */
import { describe, it, expect } from 'vitest';
import { gameWithBoard } from '../../../../src/games/deathmaze/builders';
import { brokenInvariants } from '../../../../src/games/deathmaze/invariants';
import type { GameState } from '../../../../src/games/deathmaze/game';
import { adv, cast, give, MIRA, offered, PARTY, play, potion, use, BRAND, HILD, SLY } from '../helpers';
import type { AdventurerSpec } from '../../../../src/games/deathmaze/party/party';

const HEALER: AdventurerSpec = { ...MIRA, name: 'Oda', spells: ['heal'], initial: { kind: 'woundPoint' } };

/** The party on a fountain room (F1) laid north of the entrance corridor. */
function atFountain(advanced: boolean, party: AdventurerSpec[] = advanced ? [BRAND, HILD, SLY, HEALER] : PARTY): GameState {
  return gameWithBoard({
    board: [
      { type: 'C-S2', x: 0, y: 0 },
      { type: 'F1', x: 0, y: -1, rot: 2, visited: true },
    ],
    partyAt: { x: 0, y: -1 },
    party,
    advanced,
  });
}

describe('9.41–9.42, 11.3: healing the unhurt', () => {
  it('9.42, 11.3 Heal may be cast on an adventurer with no wound: it cures nothing', () => {
    const s = atFountain(true);
    expect(offered(s, cast('a4', 'heal', 'a1'))).toBe(true);
    const out = play(s, [5], cast('a4', 'heal', 'a1'));
    expect(adv(out.state, 'a1').wounds).toBe(0);
    expect(out.events.find((e) => e.kind === 'healed')).toMatchObject({ amount: 0, dice: [5] });
  });

  it('9.41 an unknown potion is tested by whoever takes it, hurt or not (Healing: 1D6 cures nothing)', () => {
    const s = atFountain(false);
    s.loot = [{ kind: 'potion' }];
    s.phase = { kind: 'loot' };
    // 9.47: 1 is Healing; then its 1D6
    const out = play(s, [1, 4], { type: 'take', item: 0, who: 'a1' });
    expect(adv(out.state, 'a1').items).toEqual([potion('healing')]);
    expect(adv(out.state, 'a1').wounds).toBe(0);
  });
});

describe('11.22 a poisoned fountain’s wounds are not healed (Advanced Game)', () => {
  it('11.22, 6.12 the 1D3 of poisoned water stay when Brand drinks a Healing potion; wounds from elsewhere heal', () => {
    const s = give(atFountain(true), 'a1', potion('healing', 2));
    // 6.15: 1 is Poison; 6 → 3 wounds
    const poisoned = play(s, [1, 6], { type: 'investigate', who: 'a1' }).state;
    expect(adv(poisoned, 'a1')).toMatchObject({ wounds: 3, fountainWounds: 3 });
    const drunk = play(poisoned, [6], use('a1'));
    expect(adv(drunk.state, 'a1').wounds).toBe(3);
    adv(drunk.state, 'a1').wounds = 5; // two wounds from a fight
    const again = play(drunk.state, [6], use('a1'));
    expect(adv(again.state, 'a1').wounds).toBe(3);
    expect(brokenInvariants(again.state)).toEqual([]);
  });

  it('11.22 Heal cures none of them either', () => {
    const poisoned = play(atFountain(true), [1, 4], { type: 'investigate', who: 'a1' }).state;
    const out = play(poisoned, [6], cast('a4', 'heal', 'a1'));
    expect(adv(out.state, 'a1').wounds).toBe(2);
  });

  it('11.3 Neutralize Poison, cast at once, undoes them', () => {
    const party = [BRAND, HILD, SLY, { ...HEALER, spells: ['neutralizePoison'] } as AdventurerSpec];
    const poisoned = play(atFountain(true, party), [1, 6], { type: 'investigate', who: 'a1' }).state;
    const out = play(poisoned, [], cast('a4', 'neutralizePoison', 'a1'));
    expect(adv(out.state, 'a1').wounds).toBe(0);
    expect(adv(out.state, 'a1').fountainWounds).toBeUndefined();
  });

  it('9.42 in the Basic Game the fountain’s poison heals like any wound', () => {
    const s = give(atFountain(false), 'a1', potion('healing'));
    const poisoned = play(s, [1, 6], { type: 'investigate', who: 'a1' }).state;
    expect(adv(poisoned, 'a1').fountainWounds).toBeUndefined();
    const out = play(poisoned, [6], use('a1'));
    expect(adv(out.state, 'a1').wounds).toBe(0);
  });
});
