/**
 * Rings in the Advanced Game (12.1): they come out of treasure (12.11), Rings of Resistance
 * raise anyone's Magic Resistance (12.12, see advancedParty.test.ts for the cap), and a spell
 * ring lets a Wizard cast its spell once per game at no cost, and at its cost as often as she
 * likes while she wears it (12.13, DATA ruling 45). Scripted dice, used up exactly.
 */
import { describe, it, expect } from 'vitest';
import { legalActions, type GameState } from '../../../../src/games/deathmaze/game';
import type { AdventurerSpec } from '../../../../src/games/deathmaze/party/party';
import { adv, advancedAtEntrance, attack, BRAND, cast, encounterWith, engage, give, HILD, kinds, MIRA, offered, play, refusedWith, SLY, unit } from '../helpers';

/** The usual Advanced party with its Wizard knowing only Lightning. */
const LIGHTNING_ONLY: AdventurerSpec[] = [BRAND, HILD, SLY, { ...MIRA, spells: ['lightning'], initial: { kind: 'woundPoint' } }];

const antFight = (s: GameState, wp = 7): GameState => engage(encounterWith(s, [['giantAnt', wp]]));

describe('12.13 spell rings', () => {
  it('12.13 a Wizard wearing a Ring of Blast casts Blast once at no cost; the ring is spent but kept', () => {
    const s = give(advancedAtEntrance(), 'a4', { kind: 'ring', ring: 'blast' });
    const c = antFight(s);
    expect(offered(c, cast('a4', 'blast', 'm1', true))).toBe(true);
    const out = play(c, [5], cast('a4', 'blast', 'm1', true));
    expect(adv(out.state, 'a4').wounds).toBe(0);
    expect(adv(out.state, 'a4').items).toEqual([{ kind: 'ring', ring: 'blast', spent: true }]);
    expect(unit(out.state, 'm1').wounds).toBe(2);
    expect(out.events[0]).toMatchObject({ kind: 'spell-cast', rule: '12.13', amount: 0 });
  });

  it('12.13 once per game: the spent ring is refused, though the Wizard still casts the spell at its cost', () => {
    const s = give(advancedAtEntrance(), 'a4', { kind: 'ring', ring: 'blast', spent: true });
    const c = antFight(s);
    expect(offered(c, cast('a4', 'blast', 'm1', true))).toBe(false);
    expect(offered(c, cast('a4', 'blast', 'm1'))).toBe(true);
    refusedWith(c, cast('a4', 'blast', 'm1', true), '12.13');
  });

  it('DATA ruling 45: the ring’s spell becomes the Wizard’s own while she wears it: Sleep at its cost too', () => {
    const s = give(advancedAtEntrance(LIGHTNING_ONLY), 'a4', { kind: 'ring', ring: 'sleep' });
    const c = antFight(s);
    const spells = legalActions(c).filter((a) => a.type === 'cast' && a.who === 'a4');
    expect(spells).toEqual(
      expect.arrayContaining([cast('a4', 'lightning', 'm1'), cast('a4', 'sleep', 'm1'), cast('a4', 'sleep', 'm1', true)]),
    );
    const out = play(c, [4], cast('a4', 'sleep', 'm1'));
    expect(adv(out.state, 'a4').wounds).toBe(2);
    expect(kinds(out.events)).toContain('combat-won');
  });

  it('12.13 a free casting needs no wounds to spare: a Wizard too hurt to pay can still use the ring', () => {
    const s = give(advancedAtEntrance(), 'a4', { kind: 'ring', ring: 'blast' });
    const c = antFight(s);
    adv(c, 'a4').wounds = 3;
    expect(offered(c, cast('a4', 'blast', 'm1'))).toBe(false);
    expect(offered(c, cast('a4', 'blast', 'm1', true))).toBe(true);
    const out = play(c, [6], cast('a4', 'blast', 'm1', true));
    expect(adv(out.state, 'a4').wounds).toBe(3);
  });

  it('12.13 a Ring of Heal works out of combat: free, once', () => {
    const s = give(advancedAtEntrance(), 'a4', { kind: 'ring', ring: 'heal' });
    adv(s, 'a1').wounds = 4;
    const out = play(s, [3], cast('a4', 'heal', 'a1', true));
    expect(adv(out.state, 'a1').wounds).toBe(1);
    expect(adv(out.state, 'a4').wounds).toBe(0);
  });

  it('12.13 other rings only work for Wizards: a Hero wearing a Ring of Blast casts nothing', () => {
    const s = give(advancedAtEntrance(), 'a1', { kind: 'ring', ring: 'blast' });
    const c = antFight(s);
    expect(legalActions(c).some((a) => a.type === 'cast' && a.who === 'a1')).toBe(false);
    refusedWith(c, cast('a1', 'blast', 'm1', true), '11.14');
  });
});

describe('12.11 rings in the treasure', () => {
  it('12.11 in the Advanced Game a Ring result stands: a slain room Giant Spider’s treasure F holds a Ring of Resistance +2', () => {
    const s = encounterWith(advancedAtEntrance(), [['giantSpider', 1]], 'room');
    const c = engage(s);
    // Brand 5 + 1 = 6: the Spider dies. Type F: Bezants 1 ≤ 6, 1D6 = 2 (×4); gems 6 > 3, none; magic 1 ≤ 1: column 6 (Ring), row 2
    const out = play(c, [5, 1, 2, 6, 1, 6, 2], attack('a1', 'm1'));
    expect(out.state.party.bezants).toBe(8);
    expect(out.state.loot).toEqual([{ kind: 'ring', ring: 'resistance2' }]);
    expect(out.state.phase.kind).toBe('loot');
    // anyone may wear it (12.12)
    const worn = play(out.state, [], { type: 'take', item: 0, who: 'a2' });
    expect(adv(worn.state, 'a2').items).toEqual([{ kind: 'ring', ring: 'resistance2' }]);
  });
});
