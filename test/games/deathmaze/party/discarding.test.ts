/**
 * 9.17: outside combat and negotiation an adventurer may throw away anything carried: a known
 * Poison nobody will drink, a spent ring, a medallion no longer wanted. Magical armor thrown
 * away takes its Wound Points with it (9.32).
 */
import { describe, it, expect } from 'vitest';
import { legalActions, type Action } from '../../../../src/games/deathmaze/game';
import { adv, atEntrance, encounterWith, engage, give, offered, play, potion, refusedWith } from '../helpers';

const drop = (who: string, item = 0): Action => ({ type: 'drop', who, item });

describe('9.17 throwing an item away', () => {
  it('9.17 a known Poison is offered for throwing away, and is gone after', () => {
    const s = give(atEntrance(), 'a1', potion('poison'), potion('healing'));
    expect(offered(s, drop('a1', 0))).toBe(true);
    expect(offered(s, drop('a1', 1))).toBe(true);
    const out = play(s, [], drop('a1', 0));
    expect(adv(out.state, 'a1').items).toEqual([potion('healing')]);
    expect(out.events.find((e) => e.kind === 'item-dropped')).toMatchObject({ rule: '9.17', who: 'a1' });
    expect(out.state.phase.kind).toBe('explore');
  });

  it('9.17 a spent ring may be thrown away too', () => {
    const s = give(atEntrance(), 'a2', { kind: 'ring', ring: 'heal', spent: true });
    const out = play(s, [], drop('a2'));
    expect(adv(out.state, 'a2').items).toEqual([]);
  });

  it('9.32 magical armor thrown away takes its Wound Points: one too many wounds and the wearer dies', () => {
    const s = give(atEntrance(), 'a1', { kind: 'armor', wp: 2 });
    adv(s, 'a1').woundPoints += 2;
    adv(s, 'a1').wounds = 8;
    const out = play(s, [], drop('a1'));
    expect(adv(out.state, 'a1')).toMatchObject({ alive: false, woundPoints: 8, items: [] });
    expect(out.events.find((e) => e.kind === 'died')).toMatchObject({ rule: '9.32', who: 'a1' });
  });

  it('9.17 not in combat nor while facing monsters; nor an item one does not carry', () => {
    const facing = give(encounterWith(atEntrance(), [['orc', 3]]), 'a1', potion('poison'));
    expect(legalActions(facing).some((a) => a.type === 'drop')).toBe(false);
    refusedWith(facing, drop('a1'), '9.17');
    const fighting = engage(facing);
    refusedWith(fighting, drop('a1'), '9.17');
    refusedWith(atEntrance(), drop('a1'), '9.17');
  });
});
