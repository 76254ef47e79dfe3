/**
 * Weapons in hand (8.41, 9.23, 13.0): an adventurer carries two weapons, never three. A magical
 * weapon found is taken up in place of one of the two (the player says which); the one laid
 * down, if magical, goes back among the finds. A veteran coming back with a magical weapon
 * restocks only the other. Weapons are chosen before the party enters combat.
 */
import { describe, it, expect } from 'vitest';
import { legalActions, newGame, type Action } from '../../../../src/games/deathmaze/game';
import { survivors, type Veteran } from '../../../../src/games/deathmaze/party/continuity';
import { brokenInvariants } from '../../../../src/games/deathmaze/invariants';
import { adv, advancedAtEntrance, atEntrance, BRAND, encounterWith, HILD, MAGES, offered, play, refusedWith } from '../helpers';

const take = (item: number, who: string, slot?: number): Action => ({ type: 'take', item, who, ...(slot === undefined ? {} : { slot }) });

describe('9.23 a magical weapon takes the place of one of the two', () => {
  const withSword = () => {
    const s = atEntrance();
    s.loot = [{ kind: 'weapon', weapon: 'sword', bonus: 2 }];
    s.phase = { kind: 'loot' };
    return s;
  };

  it('9.23 each adventurer may take it for either weapon carried, or it is left; none is offered as a third weapon', () => {
    const actions = legalActions(withSword()).filter((a) => a.type === 'take' || a.type === 'discard');
    expect(actions).toContainEqual(take(0, 'a1', 0));
    expect(actions).toContainEqual(take(0, 'a1', 1));
    expect(actions).toContainEqual({ type: 'discard', item: 0 });
    expect(actions.some((a) => a.type === 'take' && a.slot === undefined)).toBe(false);
  });

  it('9.23 Brand lays down his Bow for the Sword +2: two weapons, the new one in hand', () => {
    const out = play(withSword(), [], take(0, 'a1', 1));
    const brand = adv(out.state, 'a1');
    expect(brand.weapons).toEqual(['sword', 'sword']);
    expect(brand.weaponBonus).toEqual([0, 2]);
    expect(brand.ready).toBe(1);
    expect(brand.items).toEqual([]);
    expect(out.events.find((e) => e.kind === 'item-taken')).toMatchObject({ rule: '9.23', who: 'a1' });
    expect(out.state.phase.kind).toBe('explore');
    expect(brokenInvariants(out.state)).toEqual([]);
  });

  it('9.23 taking it without saying which weapon to lay down is refused, and nothing changes', () => {
    refusedWith(withSword(), take(0, 'a1'), '9.23');
    refusedWith(withSword(), take(0, 'a1', 2), '9.23');
  });

  it('9.23 a magical weapon laid down goes back among the finds, for someone else or to be left', () => {
    const s = withSword();
    adv(s, 'a1').weaponBonus = [1, 0]; // his sword is a Sword +1
    const out = play(s, [], take(0, 'a1', 0));
    expect(adv(out.state, 'a1').weaponBonus).toEqual([2, 0]);
    expect(out.state.loot).toEqual([{ kind: 'weapon', weapon: 'sword', bonus: 1 }]);
    expect(out.state.phase.kind).toBe('loot');
    expect(offered(out.state, take(0, 'a2', 0))).toBe(true);
  });

  it('11.11 a Wizard is offered a magical Dagger, never a Sword', () => {
    const s = advancedAtEntrance(MAGES);
    s.loot = [{ kind: 'weapon', weapon: 'sword', bonus: 1 }, { kind: 'weapon', weapon: 'dagger', bonus: 1 }];
    s.phase = { kind: 'loot' };
    const takes = legalActions(s).filter((a): a is Extract<Action, { type: 'take' }> => a.type === 'take' && a.who === 'a4');
    expect(takes.map((a) => [a.item, a.slot])).toEqual([
      [1, 0],
      [1, 1],
    ]);
  });
});

describe('13.0 a veteran with a magical weapon restocks only the other', () => {
  const brandVet = (items: Veteran['items']): Veteran => ({ name: 'Brand', class: 'hero', woundPoints: 8, magicResistance: 1, detrap: 0, skills: { sword: 1 }, spells: [], items, xp: 0, bezants: 0, delves: 1 });
  const start = (v: Veteran) =>
    newGame({ seed: 1, advanced: true, party: [{ name: v.name, class: v.class, weapons: ['bow', 'dagger'], initial: { kind: 'woundPoint' }, veteran: v }, HILD] }).state;

  it('13.0, 9.23 the Sword +2 comes down in hand; of the two restocked weapons only the first is carried', () => {
    const s = start(brandVet([{ kind: 'weapon', weapon: 'sword', bonus: 2 }]));
    const a = adv(s, 'a1');
    expect(a.weapons).toEqual(['sword', 'bow']);
    expect(a.weaponBonus).toEqual([2, 0]);
    expect(a.items).toEqual([]);
    expect(brokenInvariants(s)).toEqual([]);
  });

  it('13.0 two magical weapons come down as the two; a third stays at home in the record', () => {
    const v = brandVet([
      { kind: 'weapon', weapon: 'axe', bonus: 1 },
      { kind: 'weapon', weapon: 'sword', bonus: 3 },
      { kind: 'weapon', weapon: 'hammer', bonus: 2 },
    ]);
    const s = start(v);
    expect(adv(s, 'a1').weapons).toEqual(['sword', 'hammer']);
    expect(adv(s, 'a1').weaponBonus).toEqual([3, 2]);
    s.phase = { kind: 'over', reason: 'escaped' };
    const back = survivors(s, { a1: v }).a1!;
    expect(back.items).toEqual(expect.arrayContaining([{ kind: 'weapon', weapon: 'axe', bonus: 1 }, { kind: 'weapon', weapon: 'sword', bonus: 3 }, { kind: 'weapon', weapon: 'hammer', bonus: 2 }]));
    expect(back.items.filter((i) => i.kind === 'weapon')).toHaveLength(3);
  });
});

describe('8.41 weapons are chosen before combat', () => {
  it('8.41 facing monsters, before fighting or negotiating, Brand may take his Bow in hand; in combat it costs his attack', () => {
    const s = encounterWith([BRAND, HILD], [['orc', 3]]);
    const ready: Action = { type: 'ready', who: 'a1', weapon: 1 };
    expect(offered(s, ready)).toBe(true);
    const out = play(s, [], ready);
    expect(adv(out.state, 'a1').ready).toBe(1);
    expect(out.state.phase.kind).toBe('encounter');
    const fighting = play(out.state, [], { type: 'fight' }, { type: 'lineUp', front: ['m1'], facing: 0 }).state;
    refusedWith(fighting, ready, '8.41');
  });
});
