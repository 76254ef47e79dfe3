/**
 * Magic items in use (9.17, 9.2–9.6): giving, wielding, armor, potions, spices and medallions.
 *
 * Items are put straight into an adventurer's hands (or the loot) on an ordinary game state,
 * then everything happens through `apply`. The dice are scripted: every d6 the engine throws
 * takes the next face, in order, and each test checks that its script is used up exactly.
 */
import { describe, it, expect } from 'vitest';
import { legalActions, type Action, type GameState } from '../../../../src/games/deathmaze/game';
import { gameWithBoard, stackCup } from '../../../../src/games/deathmaze/builders';
import { cellKey } from '../../../../src/games/deathmaze/board/grid';
import type { Item } from '../../../../src/games/deathmaze/party/treasure';
import {
  adv,
  atEntrance,
  attack,
  EAST,
  encounterWith,
  engage,
  give,
  kinds,
  medallion,
  NORTH,
  offered,
  PARTY,
  play,
  potion,
  refusedWith,
  SOUTH,
  spice,
  use,
  WEST,
  wounds,
} from '../helpers';
import { attackModifiers } from '../../../../src/games/deathmaze/combat/blows';

// ---------------------------------------------------------------------------------------------
// Helpers (the shared ones, and PARTY, the usual four, are in ./helpers)

/** The state with `items` waiting in the loot (9.17). */
function withLoot(items: Item[], s: GameState = atEntrance()): GameState {
  s.loot = [...items];
  s.phase = { kind: 'loot' };
  return s;
}

const take = (who: string, item = 0): Action => ({ type: 'take', item, who });

// ---------------------------------------------------------------------------------------------

describe('9.17 giving items', () => {
  it('9.17 outside combat an adventurer gives an item to another', () => {
    const s = give(atEntrance(), 'a1', potion('healing'), spice('mustard'));
    expect(offered(s, { type: 'give', who: 'a1', item: 1, to: 'a4' })).toBe(true);
    const out = play(s, [], { type: 'give', who: 'a1', item: 1, to: 'a4' });
    expect(adv(out.state, 'a1').items).toEqual([potion('healing')]);
    expect(adv(out.state, 'a4').items).toEqual([spice('mustard')]);
    expect(out.events.find((e) => e.kind === 'item-given')).toMatchObject({ rule: '9.17', who: 'a1', target: 'a4' });
    expect(out.state.phase.kind).toBe('explore');
  });

  it('9.17 items do not change hands during negotiation (the encounter phase)', () => {
    const s = encounterWith(give(atEntrance(), 'a1', potion('healing')), [['orc', 3]]);
    expect(legalActions(s).some((a) => a.type === 'give')).toBe(false);
    refusedWith(s, { type: 'give', who: 'a1', item: 0, to: 'a2' }, '9.17');
  });

  it('9.17 items do not change hands during combat', () => {
    const c = engage(encounterWith(give(atEntrance(), 'a1', potion('healing')), [['skeleton', 6]]));
    expect(legalActions(c).some((a) => a.type === 'give')).toBe(false);
    refusedWith(c, { type: 'give', who: 'a1', item: 0, to: 'a2' }, '9.17');
  });

  // 9.17: once no fight is on, a dead adventurer's items wait in the loot for the living.
  it('9.17 a dead adventurer’s items may be assigned to a survivor once nothing else is going on', () => {
    const s = give(withLoot([{ kind: 'medallion' }]), 'a3', potion('healing'));
    adv(s, 'a3').wounds = 2;
    const dead = play(s, [6, 2, 2], take('a3')).state; // Strangling: 4 more wounds, 6 of 6
    expect(adv(dead, 'a3').alive).toBe(false);
    const ways = legalActions(dead).filter((a) => (a.type === 'give' && a.who === 'a3') || a.type === 'take');
    expect(ways.length).toBeGreaterThan(0);
  });

  it('9.17 an item goes to another living adventurer: not to oneself, not to the dead, not one not carried', () => {
    const s = give(atEntrance(), 'a1', potion('healing'));
    adv(s, 'a4').alive = false;
    adv(s, 'a4').wounds = 7;
    s.party.order = [['a1', 'a2', null], ['a3', null, null]];
    expect(offered(s, { type: 'give', who: 'a1', item: 0, to: 'a4' })).toBe(false);
    refusedWith(s, { type: 'give', who: 'a1', item: 0, to: 'a4' }, '9.17');
    refusedWith(s, { type: 'give', who: 'a1', item: 0, to: 'a1' }, '9.17');
    refusedWith(s, { type: 'give', who: 'a2', item: 0, to: 'a1' }, '9.17');
  });
});

describe('9.2 magical weapons', () => {
  const SWORD_2: Item = { kind: 'weapon', weapon: 'sword', bonus: 2 };

  it('9.23 edition 1 (saves from before the corrections): a magical weapon taken from the loot was carried until someone wielded it', () => {
    const s = withLoot([SWORD_2]);
    s.setup.edition = 1;
    const out = play(s, [], take('a1'));
    expect(adv(out.state, 'a1').items).toEqual([SWORD_2]);
    expect(adv(out.state, 'a1').weapons).toEqual(['sword', 'bow']);
    expect(offered(out.state, { type: 'wield', who: 'a1', item: 0, slot: 0 })).toBe(true);
    expect(offered(out.state, { type: 'wield', who: 'a1', item: 0, slot: 1 })).toBe(true);
  });

  it('9.23 wielding jettisons the weapon in the chosen slot; the magical one is in hand', () => {
    const s = give(atEntrance(), 'a1', SWORD_2);
    const out = play(s, [], { type: 'wield', who: 'a1', item: 0, slot: 1 });
    const a1 = adv(out.state, 'a1');
    expect(a1.weapons).toEqual(['sword', 'sword']);
    expect(a1.weaponBonus).toEqual([0, 2]);
    expect(a1.ready).toBe(1);
    expect(a1.items).toEqual([]);
    expect(out.events.find((e) => e.rule === '9.23')?.text).toContain('Bow behind');
  });

  it('8.43 the magical bonus is added to the attack roll, with the weapon skill', () => {
    const s = give(atEntrance(), 'a1', SWORD_2);
    const armed = play(s, [], { type: 'wield', who: 'a1', item: 0, slot: 1 }).state;
    expect(attackModifiers(adv(armed, 'a1'), 'sword', 1)).toEqual([
      { value: 1, why: 'skill' },
      { value: 2, why: 'magic' },
    ]);
    const c = engage(encounterWith(armed, [['skeleton', 6]]));
    // 3 + 1 skill + 2 magic = 6 → 1 wound on the Sword column (3 + 1 alone would be 0)
    const out = play(c, [3], attack('a1'));
    const hit = out.events.find((e) => e.kind === 'attack')!;
    expect(hit.text).toContain('3 + 1 skill + 2 magic = 6');
    expect(hit.amount).toBe(1);
  });

  it('9.23 the bonus belongs to its slot: the ordinary weapon in the other hand gets none', () => {
    const s = give(atEntrance(), 'a2', { kind: 'weapon', weapon: 'bow', bonus: 1 });
    const armed = play(s, [], { type: 'wield', who: 'a2', item: 0, slot: 1 }).state;
    const a2 = adv(armed, 'a2');
    expect(a2.weapons).toEqual(['axe', 'bow']);
    expect(attackModifiers(a2, 'axe', 0)).toEqual([]);
    expect(attackModifiers(a2, 'bow', 1)).toEqual([{ value: 1, why: 'magic' }]);
  });

  it('9.23 no wielding during negotiation or combat', () => {
    const s = encounterWith(give(atEntrance(), 'a1', SWORD_2), [['skeleton', 6]]);
    refusedWith(s, { type: 'wield', who: 'a1', item: 0, slot: 1 }, '9.23');
    refusedWith(engage(s), { type: 'wield', who: 'a1', item: 0, slot: 1 }, '9.23');
  });

  it('9.23 only a magical weapon can be wielded, into slot 0 or 1', () => {
    const s = give(atEntrance(), 'a1', potion('healing'), SWORD_2);
    refusedWith(s, { type: 'wield', who: 'a1', item: 0, slot: 0 }, '9.23');
    refusedWith(s, { type: 'wield', who: 'a1', item: 1, slot: 2 }, '9.23');
  });
});

describe('9.3 magical armor', () => {
  const ARMOR_2: Item = { kind: 'armor', wp: 2 };

  it('9.32 donning armor raises the Wound Point total by its bonus', () => {
    const out = play(withLoot([ARMOR_2]), [], take('a1'));
    expect(adv(out.state, 'a1').woundPoints).toBe(10);
    expect(adv(out.state, 'a1').items).toEqual([ARMOR_2]);
    expect(out.events.find((e) => e.rule === '9.32')).toMatchObject({ kind: 'item-taken', who: 'a1' });
  });

  it('9.32 giving the armor away moves the bonus to the new wearer', () => {
    const worn = play(withLoot([ARMOR_2]), [], take('a1')).state;
    const out = play(worn, [], { type: 'give', who: 'a1', item: 0, to: 'a2' });
    expect(adv(out.state, 'a1').woundPoints).toBe(8);
    expect(adv(out.state, 'a2').woundPoints).toBe(11);
    expect(adv(out.state, 'a2').items).toEqual([ARMOR_2]);
    expect(adv(out.state, 'a1').alive).toBe(true);
  });

  it('9.32 taking the armor off can kill: wounds at or over the lowered total', () => {
    const worn = play(withLoot([ARMOR_2]), [], take('a1')).state;
    adv(worn, 'a1').wounds = 8; // 8 of 10: alive while it is worn
    const out = play(worn, [], { type: 'give', who: 'a1', item: 0, to: 'a3' });
    expect(adv(out.state, 'a1').alive).toBe(false);
    expect(out.events.find((e) => e.kind === 'died')).toMatchObject({ rule: '9.32', who: 'a1' });
    expect(adv(out.state, 'a3').woundPoints).toBe(8);
    expect(out.state.party.order.flat()).not.toContain('a1');
  });

  it('9.32 one suit each: a wearer is not offered a second suit, and taking one is refused', () => {
    const s = withLoot([ARMOR_2, { kind: 'armor', wp: 1 }]);
    const worn = play(s, [], take('a1')).state;
    expect(worn.phase.kind).toBe('loot');
    const takers = legalActions(worn).flatMap((a) => (a.type === 'take' ? [a.who] : []));
    expect(takers).toEqual(['a2', 'a3', 'a4']);
    refusedWith(worn, take('a1'), '9.32');
    expect(offered(worn, { type: 'discard', item: 0 })).toBe(true);
  });

  it('9.32 armor cannot be given to someone who already wears a suit', () => {
    const s = give(give(atEntrance(), 'a1', ARMOR_2), 'a2', { kind: 'armor', wp: 1 });
    expect(offered(s, { type: 'give', who: 'a1', item: 0, to: 'a2' })).toBe(false);
    expect(offered(s, { type: 'give', who: 'a1', item: 0, to: 'a3' })).toBe(true);
    refusedWith(s, { type: 'give', who: 'a1', item: 0, to: 'a2' }, '9.32');
  });

  it('9.32 no handing armor over during negotiation', () => {
    const s = encounterWith(give(atEntrance(), 'a1', ARMOR_2), [['orc', 3]]);
    refusedWith(s, { type: 'give', who: 'a1', item: 0, to: 'a2' }, '9.17');
  });
});

describe('9.4 potions', () => {
  it('9.41 taking an untested potion tests it: the taker feels it and one dose is left', () => {
    const s = withLoot([{ kind: 'potion' }]);
    adv(s, 'a3').wounds = 2;
    const out = play(s, [2, 4], take('a3')); // 9E row 2: Healing; 4 heals the 2 wounds
    expect(out.events.find((e) => e.kind === 'item-tested')).toMatchObject({ rule: '9.41', who: 'a3', dice: [2] });
    expect(adv(out.state, 'a3').wounds).toBe(0);
    expect(adv(out.state, 'a3').items).toEqual([potion('healing', 1)]);
    expect(out.state.loot).toEqual([]);
    expect(out.state.phase.kind).toBe('explore');
  });

  it.each([
    [1, 'healing'],
    [2, 'healing'],
    [4, 'strength'],
    [5, 'charmPerson'],
    [6, 'charmMonster'],
  ] as const)('9.63 with a Potion Appraisal medallion in the party, row %i (%s) gives two doses untested', (row, kind) => {
    const s = give(withLoot([{ kind: 'potion' }]), 'a2', medallion('potionAppraisal'));
    adv(s, 'a3').wounds = 2;
    const out = play(s, [row], take('a3'));
    expect(adv(out.state, 'a3').items).toEqual([potion(kind, 2)]);
    expect(adv(out.state, 'a3').wounds).toBe(2);
    expect(adv(out.state, 'a3').strength).toBe(0);
    expect(out.events.find((e) => e.kind === 'item-tested')).toMatchObject({ rule: '9.63', who: 'a2' });
  });

  it('9.63 an appraised Poison is poured away without wounds', () => {
    const s = give(withLoot([{ kind: 'potion' }]), 'a4', medallion('potionAppraisal'));
    const out = play(s, [3], take('a1'));
    expect(wounds(out.state)).toEqual([0, 0, 0, 0]);
    expect(adv(out.state, 'a1').items).toEqual([]);
    expect(out.state.loot).toEqual([]);
    expect(out.state.phase.kind).toBe('explore');
  });

  it('9.63 a dead wearer appraises nothing: the potion is tested as usual', () => {
    const s = give(withLoot([{ kind: 'potion' }]), 'a4', medallion('potionAppraisal'));
    adv(s, 'a4').alive = false;
    adv(s, 'a4').wounds = 7;
    s.party.order = [['a1', 'a2', null], ['a3', null, null]];
    const out = play(s, [3, 2], take('a1')); // Poison: 2 → 1 wound
    expect(wounds(out.state)).toEqual([1, 0, 0, 7]);
    expect(adv(out.state, 'a1').items).toEqual([potion('poison', 1)]);
  });

  it('9.42 a Healing potion heals 1D6 wounds', () => {
    const s = give(atEntrance(), 'a1', potion('healing', 2));
    adv(s, 'a1').wounds = 5;
    expect(offered(s, use('a1'))).toBe(true);
    const out = play(s, [3], use('a1'));
    expect(adv(out.state, 'a1').wounds).toBe(2);
    expect(adv(out.state, 'a1').items).toEqual([potion('healing', 1)]);
    expect(out.events.find((e) => e.kind === 'healed')).toMatchObject({ rule: '9.42', amount: 3, dice: [3] });
  });

  it('9.42 healing never takes wounds below 0, and the last dose is gone', () => {
    const s = give(atEntrance(), 'a1', potion('healing', 1));
    adv(s, 'a1').wounds = 2;
    const out = play(s, [6], use('a1'));
    expect(adv(out.state, 'a1').wounds).toBe(0);
    expect(adv(out.state, 'a1').items).toEqual([]);
    expect(out.events.find((e) => e.kind === 'healed')).toMatchObject({ amount: 2 });
  });

  it('9.42 an unwounded adventurer may still drink a Healing potion: it cures nothing, and the dose is spent', () => {
    const s = give(atEntrance(), 'a1', potion('healing'));
    expect(offered(s, use('a1'))).toBe(true);
    const out = play(s, [4], use('a1'));
    expect(adv(out.state, 'a1')).toMatchObject({ wounds: 0, items: [] });
    expect(out.events.find((e) => e.kind === 'healed')).toMatchObject({ rule: '9.42', amount: 0, dice: [4] });
  });

  it('9.52 Mustard, like a Healing potion, is offered to the unwounded too', () => {
    const s = give(atEntrance(), 'a1', spice('mustard'));
    expect(offered(s, use('a1'))).toBe(true);
  });

  it.each([
    [1, 1],
    [3, 2],
    [6, 3],
  ])('9.43 an adventurer who finds Poison suffers 1D3 wounds (die %i → %i)', (face, n) => {
    const out = play(withLoot([{ kind: 'potion' }]), [3, face], take('a2'));
    expect(out.events.find((e) => e.kind === 'wounded')).toMatchObject({ rule: '9.43', who: 'a2', amount: n });
    expect(wounds(out.state)).toEqual([0, n, 0, 0]);
  });

  it('9.43 nobody drinks a known Poison', () => {
    const s = give(atEntrance(), 'a1', potion('poison'));
    expect(offered(s, use('a1'))).toBe(false);
    refusedWith(s, use('a1'), '9.43');
  });

  it('9.43 Poison that kills the tester: the tester dies', () => {
    const s = withLoot([{ kind: 'potion' }]);
    adv(s, 'a3').wounds = 5;
    const out = play(s, [3, 1], take('a3'));
    expect(adv(out.state, 'a3').alive).toBe(false);
  });

  it('9.62 a Neutralize Poison wearer who tests Poison suffers nothing', () => {
    const s = give(withLoot([{ kind: 'potion' }]), 'a2', medallion('neutralizePoison'));
    const out = play(s, [3], take('a2'));
    expect(wounds(out.state)).toEqual([0, 0, 0, 0]);
    expect(out.events.find((e) => e.kind === 'wounded')).toMatchObject({ rule: '9.62', amount: 0 });
  });

  it('9.44 a Strength potion drunk outside combat adds 1D6 to every attack in the next combat, then wears off', () => {
    const s = give(atEntrance(), 'a1', potion('strength'));
    const strong = play(s, [4], use('a1')).state;
    expect(adv(strong, 'a1').strength).toBe(4);
    expect(adv(strong, 'a1').items).toEqual([]);
    expect(attackModifiers(adv(strong, 'a1'), 'bow', 1)).toEqual([{ value: 4, why: 'strength' }]); // for all weapons
    // the next combat: one Skeleton with 1 Wound Point (Wandering treasure A: no dice)
    const c = engage(encounterWith(strong, [['skeleton', 1]]));
    const out = play(c, [1], attack('a1')); // 1 + 1 skill + 4 strength = 6 → 1 wound
    const hit = out.events.find((e) => e.kind === 'attack')!;
    expect(hit.text).toContain('1 + 1 skill + 4 strength = 6');
    expect(hit.amount).toBe(1);
    expect(kinds(out.events)).toContain('combat-won');
    expect(adv(out.state, 'a1').strength).toBe(0);
  });

  it('9.44 Strength taken before an Agreement lasts until the next real combat', () => {
    const s = give(encounterWith(atEntrance(), [['ogre', 4]]), 'a1', potion('strength'));
    s.phase = { kind: 'explore' };
    s.monsters[cellKey(s.party.at)]!.attitude = 'agreed';
    const strong = play(s, [5], use('a1')).state;
    expect(adv(strong, 'a1').strength).toBe(5);
  });

  it('9.44 a Strength potion drunk in combat is the adventurer’s action and counts in this combat', () => {
    const c = engage(encounterWith(give(atEntrance(), 'a1', potion('strength')), [['skeleton', 6]]));
    expect(offered(c, use('a1'))).toBe(true);
    const out = play(c, [3], use('a1'));
    expect(adv(out.state, 'a1').strength).toBe(3);
    expect(out.state.combat!.acted).toContain('a1');
    refusedWith(out.state, attack('a1'), '8.22');
  });

  it.each(['charmPerson', 'charmMonster'] as const)('9.45, 9.46 a known %s potion with no monster around is not offered; drinking it anyway is refused and the dose kept', (kind) => {
    const s = give(atEntrance(), 'a1', potion(kind));
    expect(legalActions(s).some((a) => a.type === 'use')).toBe(false);
    refusedWith(s, use('a1'), kind === 'charmPerson' ? '9.45' : '9.46');
    expect(adv(s, 'a1').items).toEqual([potion(kind)]);
  });

  it('9.45 a Charm potion tested with no monster around has no effect: one dose stays', () => {
    const out = play(withLoot([{ kind: 'potion' }]), [5], take('a1'));
    expect(adv(out.state, 'a1').items).toEqual([potion('charmPerson', 1)]);
    expect(out.state.phase.kind).toBe('explore');
  });
});

describe('9.5 spices', () => {
  it('9.51 a spice is known on sight: taking it throws no die', () => {
    const out = play(withLoot([spice('cloves')]), [], take('a4'));
    expect(adv(out.state, 'a4').items).toEqual([spice('cloves')]);
  });

  it('9.52 Mustard heals like a Healing potion, and is used up', () => {
    const s = give(atEntrance(), 'a2', spice('mustard'));
    adv(s, 'a2').wounds = 4;
    expect(offered(s, use('a2'))).toBe(true);
    const out = play(s, [3], use('a2'));
    expect(adv(out.state, 'a2').wounds).toBe(1);
    expect(adv(out.state, 'a2').items).toEqual([]);
    expect(out.events.find((e) => e.kind === 'healed')).toMatchObject({ rule: '9.52', amount: 3 });
  });

  it('9.52 Mustard never heals below 0 wounds', () => {
    const s = give(atEntrance(), 'a2', spice('mustard'));
    adv(s, 'a2').wounds = 1;
    const out = play(s, [5], use('a2'));
    expect(adv(out.state, 'a2').wounds).toBe(0);
  });

  it('9.54 Spinach works as a Strength potion', () => {
    const s = give(atEntrance(), 'a3', spice('spinach'));
    const out = play(s, [5], use('a3'));
    expect(adv(out.state, 'a3').strength).toBe(5);
    expect(adv(out.state, 'a3').items).toEqual([]);
    expect(out.events.find((e) => e.kind === 'strengthened')).toMatchObject({ rule: '9.54', amount: 5 });
  });

  describe('9.53 Sesame', () => {
    /** The room north, entered through a trapped door (door die 1). */
    const trappedDoor = (s: GameState): GameState => {
      stackCup(s, 'room', ['R1']);
      const drawn = play(s, [], { type: 'move', dir: NORTH }).state;
      const out = play(drawn, [1], legalActions(drawn)[0]!);
      expect(out.state.phase).toEqual({ kind: 'trap', source: 'door' });
      return out.state;
    };

    it('9.53 Sesame is offered when a trap is found and opens the door without any Thief roll', () => {
      const t = trappedDoor(give(atEntrance(), 'a1', spice('sesame')));
      expect(offered(t, { type: 'sesame', who: 'a1' })).toBe(true);
      expect(offered(t, { type: 'sesame', who: 'a2' })).toBe(false);
      const out = play(t, [5], { type: 'sesame', who: 'a1' }); // only the new room's monster check
      expect(out.events.find((e) => e.kind === 'trap-detrapped')).toMatchObject({ rule: '9.53', who: 'a1' });
      expect(kinds(out.events)).not.toContain('trap-sprung');
      expect(out.events.find((e) => e.kind === 'monster-check')).toMatchObject({ dice: [5] });
      expect(wounds(out.state)).toEqual([0, 0, 0, 0]);
      expect(out.state.party.adventurers.map((a) => a.xp)).toEqual([0, 0, 0, 0]);
      expect(adv(out.state, 'a1').items).toEqual([]);
      expect(out.state.phase.kind).toBe('explore');
    });

    it('9.53 Sesame opens a trapped chest too', () => {
      const s = give(atEntrance(), 'a3', spice('sesame'));
      s.chests = [{ bezants: 30, gems: [], items: [], steps: [] }];
      s.phase = { kind: 'trap', source: 'chest' };
      const out = play(s, [], { type: 'sesame', who: 'a3' });
      expect(out.state.party.bezants).toBe(30);
      expect(out.state.chests).toEqual([]);
      expect(out.state.phase.kind).toBe('explore');
    });

    it('9.53 Sesame is not something to use outside a trap', () => {
      const s = give(atEntrance(), 'a1', spice('sesame'));
      expect(offered(s, use('a1'))).toBe(false);
      refusedWith(s, use('a1'), '9.53');
      refusedWith(s, { type: 'sesame', who: 'a1' }, '9.53');
    });

    it('9.53 only a carrier may use Sesame', () => {
      const t = trappedDoor(give(atEntrance(), 'a1', spice('sesame')));
      refusedWith(t, { type: 'sesame', who: 'a2' }, '9.53');
    });
  });

  describe('9.55 Red Pepper', () => {
    it('9.55 breathed from the front row instead of an attack: 1D6 wounds to the monster faced', () => {
      const c = engage(encounterWith(give(atEntrance(), 'a1', spice('redPepper')), [['skeleton', 6]]));
      expect(offered(c, { type: 'pepper', who: 'a1', target: 'm1' })).toBe(true);
      const out = play(c, [4], { type: 'pepper', who: 'a1', target: 'm1' });
      expect(out.events.find((e) => e.kind === 'attack')).toMatchObject({ rule: '9.55', who: 'a1', target: 'm1', amount: 4, dice: [4] });
      expect(out.state.monsters[cellKey(out.state.party.at)]!.units[0]!.wounds).toBe(4);
      expect(adv(out.state, 'a1').items).toEqual([]);
      // it was a1's action this phase: no weapon attack as well
      expect(out.state.combat!.acted).toContain('a1');
      refusedWith(out.state, attack('a1'), '8.22');
    });

    it('9.55 Red Pepper can kill', () => {
      const c = engage(encounterWith(give(atEntrance(), 'a2', spice('redPepper')), [['skeleton', 3]]));
      const out = play(c, [3], { type: 'pepper', who: 'a2', target: 'm1' });
      expect(kinds(out.events)).toContain('combat-won');
    });

    it('9.55 not from the second row', () => {
      const c = engage(encounterWith(give(atEntrance(), 'a3', spice('redPepper')), [['skeleton', 6]]));
      expect(legalActions(c).some((a) => a.type === 'pepper')).toBe(false);
      refusedWith(c, { type: 'pepper', who: 'a3', target: 'm1' }, '9.55');
    });

    it('9.55 not outside combat', () => {
      const s = give(atEntrance(), 'a1', spice('redPepper'));
      expect(offered(s, use('a1'))).toBe(false);
      refusedWith(s, use('a1'), '9.55');
      refusedWith(s, { type: 'pepper', who: 'a1', target: 'm1' }, '8.22');
    });
  });

  describe('9.56 Cannabis', () => {
    it('9.56 two attacks a Party Combat Phase, both on the same monster', () => {
      const high = play(give(atEntrance(), 'a1', spice('cannabis')), [], use('a1')).state;
      expect(adv(high, 'a1').cannabis).toBe('next');
      expect(adv(high, 'a1').items).toEqual([]);
      const c = engage(encounterWith(high, [['skeleton', 6]]));
      const out = play(c, [5, 2], attack('a1')); // 5 + 1 = 6 → 1 wound, then 2 + 1 = 3 → 0
      const blows = out.events.filter((e) => e.kind === 'attack');
      expect(blows.map((e) => [e.rule, e.target, e.dice, e.amount])).toEqual([
        ['8.43', 'm1', [5], 1],
        ['9.56', 'm1', [2], 0],
      ]);
      expect(out.state.combat!.acted).toContain('a1');
    });

    it('9.56 the second blow is not struck at a monster the first one killed', () => {
      const high = play(give(atEntrance(), 'a1', spice('cannabis')), [], use('a1')).state;
      const c = engage(encounterWith(high, [['skeleton', 1]]));
      const out = play(c, [5], attack('a1'));
      expect(out.events.filter((e) => e.kind === 'attack')).toHaveLength(1);
    });

    it('9.56 the next combat only: after it the effect wears off', () => {
      const high = play(give(atEntrance(), 'a1', spice('cannabis')), [], use('a1')).state;
      const c = engage(encounterWith(high, [['skeleton', 2]]));
      const out = play(c, [5, 5], attack('a1'));
      expect(kinds(out.events)).toContain('combat-won');
      expect(adv(out.state, 'a1').cannabis).toBe(null);
      // a second fight: one blow only
      const c2 = engage(encounterWith(out.state, [['skeleton', 6]]));
      const again = play(c2, [5], attack('a1'));
      expect(again.events.filter((e) => e.kind === 'attack')).toHaveLength(1);
    });
  });

  describe('9.57 Cloves', () => {
    /**
     * The entrance C-S2 at 0,0; a corridor C-S1 at 1,0 (open west and east, door north) and an
     * unvisited room R2a at 1,−1 (doors south and west). The room north of the entrance, 0,−1,
     * comes out of the cup as an R2a with doors south and east: it joins both.
     */
    function loop(): GameState {
      const s = gameWithBoard({
        board: [
          { type: 'C-S2', x: 0, y: 0 },
          { type: 'C-S1', x: 1, y: 0 },
          { type: 'R2a', x: 1, y: -1, rot: 2 },
        ],
        party: PARTY,
      });
      give(s, 'a1', spice('cloves'));
      stackCup(s, 'room', ['R2a']);
      return s;
    }

    /** Opens the north door onto a Skeleton (door 2, room monster 1, 7.4 row 3 column 4; its Wound Points wait for a fight, 7.14). */
    function openOntoSkeleton(): GameState {
      const drawn = play(loop(), [], { type: 'move', dir: NORTH }).state;
      expect(legalActions(drawn)).toEqual([{ type: 'place', x: 0, y: -1, rot: 1 }]);
      const out = play(drawn, [2, 1, 3, 4], legalActions(drawn)[0]!);
      expect(out.state.phase.kind).toBe('encounter');
      return out.state;
    }

    it('9.57 instead of negotiating or fighting, Cloves peg the door just opened: the party steps back', () => {
      const met = openOntoSkeleton();
      expect(offered(met, { type: 'peg', who: 'a1' })).toBe(true);
      expect(offered(met, { type: 'peg', who: 'a2' })).toBe(false);
      const out = play(met, [], { type: 'peg', who: 'a1' });
      expect(out.events.find((e) => e.kind === 'door-pegged')).toMatchObject({ rule: '9.57', who: 'a1', cell: { x: 0, y: 0 } });
      expect(out.state.party.at).toEqual({ x: 0, y: 0 });
      expect(out.state.phase.kind).toBe('explore');
      expect(adv(out.state, 'a1').items).toEqual([]);
      // the monsters stay behind the door, never fought: no Wound Points rolled (7.14)
      expect(out.state.monsters['0,-1']!.units).toStrictEqual([{ id: 'm1', monster: 'skeleton', wounds: 0, alive: true, swordSkill: 0 }]);
      expect(kinds(out.events)).not.toContain('wound-points');
      expect(out.state.monsters['0,0']).toBeUndefined();
    });

    it('9.57 the pegged door is impassable from both sides', () => {
      const pegged = play(openOntoSkeleton(), [], { type: 'peg', who: 'a1' }).state;
      expect(offered(pegged, { type: 'move', dir: NORTH })).toBe(false);
      refusedWith(pegged, { type: 'move', dir: NORTH }, '9.57');
      expect(pegged.maze.chits['0,0']!.pegged & (1 << NORTH)).not.toBe(0);
      expect(pegged.maze.chits['0,-1']!.pegged & (1 << SOUTH)).not.toBe(0);
    });

    it('9.57 entering the segment later by another way meets the same monsters', () => {
      const pegged = play(openOntoSkeleton(), [], { type: 'peg', who: 'a1' }).state;
      // east into the corridor (wandering check 6), north into the unvisited room (room check 6)
      const round = play(pegged, [6, 6], { type: 'move', dir: EAST }, { type: 'move', dir: NORTH }).state;
      expect(round.party.at).toEqual({ x: 1, y: -1 });
      // west into the pegged-off room: no monster check, the Skeleton is still there
      const back = play(round, [], { type: 'move', dir: WEST });
      expect(back.state.party.at).toEqual({ x: 0, y: -1 });
      expect(back.state.phase.kind).toBe('encounter');
      expect(kinds(back.events)).not.toContain('monster-check');
      expect(back.events.find((e) => e.kind === 'monsters-appear')).toMatchObject({ rule: '9.57' });
      expect(back.state.monsters['0,-1']!.units.map((u) => [u.id, u.monster, u.woundPoints])).toEqual([['m1', 'skeleton', undefined]]);
      // fought at last, it rolls its Wound Points (1+0: 1, 7.14); killed (5 + 1 = 6), it leaves Room treasure F (check 6, 1D6x4 → 8; gems 4 none; magic 2 none)
      const fighting = engage(back.state, ['m1'], 0, [1]);
      expect(fighting.monsters['0,-1']!.units[0]!.woundPoints).toBe(1);
      const won = play(fighting, [5, 6, 2, 4, 2], attack('a1')).state;
      expect(won.phase.kind).toBe('explore');
      expect(won.party.bezants).toBe(8);
      // and from this side the door is still pegged
      refusedWith(won, { type: 'move', dir: SOUTH }, '9.57');
    });

    it('9.57 Cloves are not offered for monsters met through an open end (no door was opened)', () => {
      const s = atEntrance();
      give(s, 'a1', spice('cloves'));
      stackCup(s, 'corridor', ['C-S0']);
      const drawn = play(s, [], { type: 'move', dir: EAST }).state;
      // wandering 1; 7.3 1st die 4, 2nd die 3: a Skeleton
      const met = play(drawn, [1, 4, 3], legalActions(drawn)[0]!).state;
      expect(met.phase.kind).toBe('encounter');
      expect(legalActions(met).some((a) => a.type === 'peg')).toBe(false);
      refusedWith(met, { type: 'peg', who: 'a1' }, '9.57');
    });

    it('9.57 Cloves are not a thing to use when nothing is behind a door', () => {
      const s = give(atEntrance(), 'a2', spice('cloves'));
      expect(offered(s, use('a2'))).toBe(false);
      refusedWith(s, use('a2'), '9.57');
      refusedWith(s, { type: 'peg', who: 'a2' }, '9.57');
    });
  });
});

describe('9.6 medallions', () => {
  it.each([
    [1, 'neutralizePoison'],
    [2, 'neutralizePoison'],
    [3, 'potionAppraisal'],
    [4, 'oratory'],
    [5, 'dexterity'],
  ] as const)('9.61 testing a medallion: row %i is %s, and the tester wears it', (row, kind) => {
    const out = play(withLoot([{ kind: 'medallion' }]), [row], take('a2'));
    expect(adv(out.state, 'a2').items).toEqual([medallion(kind)]);
    expect(out.events.find((e) => e.kind === 'item-tested')).toMatchObject({ rule: '9.61', who: 'a2', dice: [row] });
    expect(wounds(out.state)).toEqual([0, 0, 0, 0]);
    expect(out.state.phase.kind).toBe('explore');
  });

  it('9.66 a Medallion of Strangling deals 2D6 wounds to its tester and is thrown away', () => {
    const out = play(withLoot([{ kind: 'medallion' }]), [6, 3, 4], take('a2'));
    expect(out.events.find((e) => e.kind === 'wounded')).toMatchObject({ rule: '9.66', who: 'a2', amount: 7, dice: [3, 4] });
    expect(adv(out.state, 'a2').wounds).toBe(7);
    expect(adv(out.state, 'a2').alive).toBe(true);
    expect(adv(out.state, 'a2').items).toEqual([]);
    expect(out.state.loot).toEqual([]);
  });

  it('9.66 the strangling can kill', () => {
    const out = play(withLoot([{ kind: 'medallion' }]), [6, 2, 4], take('a3'));
    expect(adv(out.state, 'a3').alive).toBe(false);
    expect(out.state.party.order.flat()).not.toContain('a3');
  });

  it('9.62 a Neutralize Poison medallion stops Poison Gas from a trap (10.24)', () => {
    const s = give(atEntrance(), 'a1', medallion('neutralizePoison'));
    stackCup(s, 'room', ['R1']);
    const drawn = play(s, [], { type: 'move', dir: NORTH }).state;
    const trapped = play(drawn, [1], legalActions(drawn)[0]!).state;
    // a1 opens it: Poison Gas (3), no poison die; then the room's monster check (5)
    const out = play(trapped, [3, 5], { type: 'open', who: 'a1' });
    expect(wounds(out.state)).toEqual([0, 0, 0, 0]);
    expect(out.events.find((e) => e.kind === 'wounded')).toMatchObject({ rule: '9.62', who: 'a1', amount: 0 });
  });

  it('9.62 a Neutralize Poison medallion stops the poison of a Poisoned Arrow, not the arrow (10.23)', () => {
    const s = give(atEntrance(), 'a1', medallion('neutralizePoison'));
    stackCup(s, 'room', ['R1']);
    const drawn = play(s, [], { type: 'move', dir: NORTH }).state;
    const trapped = play(drawn, [1], legalActions(drawn)[0]!).state;
    // Poisoned Arrow (2), Bow column 5 → 1 wound, no poison die; monster check 5
    const out = play(trapped, [2, 5, 5], { type: 'open', who: 'a1' });
    expect(wounds(out.state)).toEqual([1, 0, 0, 0]);
  });

  it('9.62 the medallion protects its wearer only: a Thief without one who fumbles is poisoned', () => {
    const s = give(atEntrance(), 'a1', medallion('neutralizePoison'));
    stackCup(s, 'room', ['R1']);
    const drawn = play(s, [], { type: 'move', dir: NORTH }).state;
    const trapped = play(drawn, [1], legalActions(drawn)[0]!).state;
    const out = play(trapped, [6, 3, 6, 5], { type: 'detrap', who: 'a3' });
    expect(wounds(out.state)).toEqual([0, 0, 3, 0]);
  });

  describe('9.64 Oratory', () => {
    /** An Orc (NV 0) met in the corridor east: wandering 1, 7.3 1st die 4, 2nd die 1 (its Wound Points wait for a fight, 7.14). */
    function orc(s: GameState): GameState {
      stackCup(s, 'corridor', ['C-S0']);
      const drawn = play(s, [], { type: 'move', dir: EAST }).state;
      const met = play(drawn, [1, 4, 1], legalActions(drawn)[0]!).state;
      expect(met.monsters['1,0']!.units.map((u) => u.monster)).toEqual(['orc']);
      return met;
    }

    it('9.64 an Oratory medallion in the party adds 2 to the negotiation roll', () => {
      const met = orc(give(atEntrance(), 'a3', medallion('oratory')));
      const out = play(met, [2, 2], { type: 'negotiate' }); // 4 − 0 + 2 = 6: Agreement (4 alone would fail)
      const roll = out.events.find((e) => e.kind === 'negotiated')!;
      expect(roll.amount).toBe(6);
      expect(roll.text).toContain('+ 2 (Oratory)');
      expect(out.state.monsters['1,0']!.attitude).toBe('agreed');
      expect(out.state.phase.kind).toBe('explore');
    });

    it('9.64 Oratory medallions are cumulative: two give +4', () => {
      const met = orc(give(give(atEntrance(), 'a1', medallion('oratory')), 'a4', medallion('oratory')));
      const out = play(met, [1, 1], { type: 'negotiate' }); // 2 + 4 = 6: Agreement
      expect(out.events.find((e) => e.kind === 'negotiated')).toMatchObject({ amount: 6 });
      expect(out.state.phase.kind).toBe('explore');
    });

    it('9.64 two medallions on one adventurer count twice', () => {
      const met = orc(give(atEntrance(), 'a2', medallion('oratory'), medallion('oratory')));
      // 5 + 4 = 9: Cow. The Orc's wandering treasure B: 1D6 Bezants (check 1, die 4), a quarter paid (7.24)
      const out = play(met, [3, 2, 1, 4], { type: 'negotiate' });
      expect(out.events.find((e) => e.kind === 'negotiated')).toMatchObject({ amount: 9 });
      expect(out.state.party.bezants).toBe(1);
    });
  });

  describe('9.65 Dexterity', () => {
    it('9.65 +2 with a Bow or a Throwing Dagger only', () => {
      const s = give(atEntrance(), 'a1', medallion('dexterity'));
      const a1 = adv(s, 'a1');
      expect(attackModifiers(a1, 'bow', 1)).toEqual([{ value: 2, why: 'dexterity' }]);
      expect(attackModifiers(a1, 'throwingDagger', 1)).toEqual([{ value: 2, why: 'dexterity' }]);
      for (const w of ['dagger', 'hammer', 'axe'] as const) expect(attackModifiers(a1, w, 0)).toEqual([]);
      expect(attackModifiers(a1, 'sword', 0)).toEqual([{ value: 1, why: 'skill' }]);
      // nobody else gains by it
      expect(attackModifiers(adv(s, 'a2'), 'bow', 1)).toEqual([]);
    });

    it('9.65 in combat: a bow shot from the second row gets +2', () => {
      const s = give(atEntrance(), 'a3', medallion('dexterity'));
      const bow = play(s, [], { type: 'ready', who: 'a3', weapon: 1 }).state;
      const c = engage(encounterWith(bow, [['skeleton', 6]]));
      const out = play(c, [3], attack('a3')); // 3 + 2 = 5 → 1 wound on the Bow column
      const hit = out.events.find((e) => e.kind === 'attack')!;
      expect(hit.text).toContain('3 + 2 dexterity = 5');
      expect(hit.amount).toBe(1);
    });

    it('9.65 in combat: a thrown dagger gets +2, a sword does not', () => {
      const s = give(give(atEntrance(), 'a4', medallion('dexterity')), 'a1', medallion('dexterity'));
      const c = engage(encounterWith(s, [['skeleton', 6]]));
      const out = play(c, [4, 4], attack('a4'), attack('a1'));
      const [thrown, sword] = out.events.filter((e) => e.kind === 'attack');
      expect(thrown!.text).toContain('4 + 2 dexterity = 6');
      expect(thrown!.amount).toBe(1);
      expect(sword!.text).toContain('4 + 1 skill = 5');
    });
  });
});

describe('9.17 leaving treasure behind', () => {
  it('9.17 `discard` leaves an item behind: nobody gets it', () => {
    const s = withLoot([{ kind: 'weapon', weapon: 'hammer', bonus: 1 }, spice('mustard')]);
    const out = play(s, [], { type: 'discard', item: 0 });
    expect(out.state.loot).toEqual([spice('mustard')]);
    expect(out.state.phase.kind).toBe('loot');
    expect(out.events.find((e) => e.kind === 'item-taken')).toMatchObject({ rule: '9.17' });
    expect(out.events[0]!.text).toContain('behind');
    const done = play(out.state, [], { type: 'discard', item: 0 }).state;
    expect(done.loot).toEqual([]);
    expect(done.phase.kind).toBe('explore');
    expect(done.party.adventurers.every((a) => a.items.length === 0)).toBe(true);
  });

  it('9.17 every item in the loot may be discarded or taken by any living adventurer', () => {
    const s = withLoot([spice('sesame')]);
    expect(legalActions(s).filter((a) => a.type === 'take' || a.type === 'discard')).toEqual([take('a1'), take('a2'), take('a3'), take('a4'), { type: 'discard', item: 0 }]);
  });

  it('9.17 take and discard only when treasure is waiting', () => {
    const s = atEntrance();
    refusedWith(s, { type: 'discard', item: 0 }, '9.17');
    refusedWith(s, take('a1'), '9.17');
  });
});
