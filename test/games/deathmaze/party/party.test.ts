import { describe, expect, it } from 'vitest';
import { gameWithBoard, quietFaces, standardParty } from '../../../../src/games/deathmaze/builders';
import { apply, legalActions, newGame } from '../../../../src/games/deathmaze/game';
import {
  assignPlayers,
  createAdventurer,
  defaultMarchingOrder,
  initialExperienceKinds,
  marchingOrderProblem,
  SetupError,
  type AdventurerSpec,
  type MarchingOrder,
} from '../../../../src/games/deathmaze/party/party';
import type { WeaponId } from '../../../../src/games/deathmaze/data/weapons';
import { refused, setupError } from '../helpers';

const hero = (over: Partial<AdventurerSpec> = {}): AdventurerSpec => ({
  name: 'Hrolf',
  class: 'hero',
  weapons: ['sword', 'bow'],
  initial: { kind: 'woundPoint' },
  ...over,
});
const thief = (over: Partial<AdventurerSpec> = {}): AdventurerSpec => ({
  name: 'Tamsin',
  class: 'thief',
  weapons: ['dagger', 'throwingDagger'],
  initial: { kind: 'woundPoint' },
  ...over,
});

describe('3.1 creating a character', () => {
  it('3.1 a Hero has 8 Wound Points, Magic Resistance 1 and no Detrap', () => {
    const a = createAdventurer(hero({ initial: { kind: 'weaponSkill', weapon: 'sword' } }), 'a1', 0);
    expect(a).toMatchObject({ id: 'a1', name: 'Hrolf', class: 'hero', player: 0, woundPoints: 8, wounds: 0, magicResistance: 1, detrap: 0, alive: true, xp: 0 });
    expect(a.weapons).toEqual(['sword', 'bow']);
  });

  it('3.1 a Thief has 6 Wound Points, Magic Resistance 1 and Detrap 1', () => {
    const a = createAdventurer(thief({ initial: { kind: 'weaponSkill', weapon: 'dagger' } }), 'a2', 0);
    expect(a).toMatchObject({ class: 'thief', woundPoints: 6, magicResistance: 1, detrap: 1 });
  });

  it('3.1 (a) initial experience: +1 Wound Point', () => {
    expect(createAdventurer(hero(), 'a1', 0).woundPoints).toBe(9);
    expect(createAdventurer(thief(), 'a1', 0).woundPoints).toBe(7);
  });

  it('3.1 (b) initial experience: +1 skill with one weapon', () => {
    const a = createAdventurer(hero({ initial: { kind: 'weaponSkill', weapon: 'sword' } }), 'a1', 0);
    expect(a.skills).toEqual({ sword: 1 });
    expect(a.woundPoints).toBe(8);
    const t = createAdventurer(thief({ initial: { kind: 'weaponSkill', weapon: 'throwingDagger' } }), 'a1', 0);
    expect(t.skills).toEqual({ throwingDagger: 1 });
    expect(t.detrap).toBe(1);
  });

  it('3.1, 11.13 the kinds of initial experience offered per class are exactly those createAdventurer accepts', () => {
    expect(initialExperienceKinds('hero')).toEqual(['woundPoint', 'weaponSkill']);
    expect(initialExperienceKinds('thief')).toEqual(['woundPoint', 'weaponSkill', 'detrap']);
    expect(initialExperienceKinds('wizard')).toEqual(['woundPoint', 'weaponSkill', 'magicResistance', 'spell']);
    const kinds = ['woundPoint', 'weaponSkill', 'detrap', 'magicResistance', 'spell'] as const;
    for (const cls of ['hero', 'thief', 'wizard'] as const) {
      for (const kind of kinds) {
        const spec: AdventurerSpec = {
          name: 'X',
          class: cls,
          weapons: cls === 'wizard' ? ['dagger', 'throwingDagger'] : ['sword', 'bow'],
          initial: kind === 'weaponSkill' ? { kind, weapon: cls === 'wizard' ? 'dagger' : 'sword' } : { kind },
          ...(cls === 'wizard' ? { spells: kind === 'spell' ? ['sleep', 'heal'] : ['sleep'] } : {}),
        };
        const accepted = (() => {
          try {
            createAdventurer(spec, 'a1', 0, cls === 'wizard');
            return true;
          } catch {
            return false;
          }
        })();
        expect(accepted, `${cls} ${kind}`).toBe(initialExperienceKinds(cls).includes(kind));
      }
    }
  });

  it('3.1 (c) initial experience: a Thief may raise Detrap to 2', () => {
    const a = createAdventurer(thief({ initial: { kind: 'detrap' } }), 'a1', 0);
    expect(a.detrap).toBe(2);
    expect(a.woundPoints).toBe(6);
    expect(a.skills).toEqual({});
  });

  it('3.1 (c) a Hero cannot take +1 Detrap', () => {
    expect(setupError(() => createAdventurer(hero({ initial: { kind: 'detrap' } }), 'a1', 0)).rule).toBe('3.1');
  });

  it('3.1 an adventurer must take exactly one initial experience, of a known kind', () => {
    const missing = { ...hero(), initial: undefined } as unknown as AdventurerSpec;
    expect(setupError(() => createAdventurer(missing, 'a1', 0)).rule).toBe('3.1');
    const odd = hero({ initial: { kind: 'magicResistance' } as unknown as AdventurerSpec['initial'] });
    expect(setupError(() => createAdventurer(odd, 'a1', 0)).rule).toBe('3.1');
    const noWeapon = hero({ initial: { kind: 'weaponSkill', weapon: 'spear' as WeaponId } });
    expect(setupError(() => createAdventurer(noWeapon, 'a1', 0)).rule).toBe('3.1');
  });

  it('3.1 two weapons from the Combat Results Table, no fewer, no more, no others', () => {
    for (const weapons of [['sword'], ['sword', 'bow', 'axe'], [], ['sword', 'spear'], ['club', 'bow']]) {
      const spec = hero({ weapons: weapons as unknown as [WeaponId, WeaponId] });
      expect(setupError(() => createAdventurer(spec, 'a1', 0)).rule).toBe('3.1');
    }
    for (const weapons of [['dagger', 'throwingDagger'], ['bow', 'sword'], ['hammer', 'axe'], ['sword', 'sword']] as [WeaponId, WeaponId][]) {
      expect(createAdventurer(hero({ weapons }), 'a1', 0).weapons).toEqual(weapons);
    }
  });

  it('3.1 every adventurer has a name', () => {
    for (const name of ['', '   ']) expect(setupError(() => createAdventurer(hero({ name }), 'a1', 0)).rule).toBe('3.1');
    expect(createAdventurer(hero({ name: '  Osric  ' }), 'a1', 0).name).toBe('Osric');
  });

  it('3.1, 11.0 only Heroes and Thieves in the Basic Game', () => {
    const wizard = { ...hero(), class: 'wizard' } as unknown as AdventurerSpec;
    expect(setupError(() => createAdventurer(wizard, 'a1', 0)).rule).toBe('3.1');
    const druid = { ...hero(), class: 'druid' } as unknown as AdventurerSpec;
    expect(setupError(() => createAdventurer(druid, 'a1', 0)).rule).toBe('3.1');
  });

  it('3.1 the standard test party is valid for every size from 1 to 6', () => {
    for (let n = 1; n <= 6; n++) {
      const specs = standardParty(n);
      expect(specs).toHaveLength(n);
      const { state } = newGame({ seed: n, party: specs });
      expect(state.party.adventurers.map((a) => a.id)).toEqual(specs.map((_, i) => `a${i + 1}`));
      expect(new Set(specs.map((s) => s.name)).size).toBe(n);
    }
    expect(() => standardParty(0)).toThrow();
    expect(() => standardParty(7)).toThrow();
  });
});

describe('3.0, 3.2 how many adventurers, and who controls them', () => {
  it('3.2 a party has one to six adventurers', () => {
    expect(setupError(() => assignPlayers([], 1)).rule).toBe('3.2');
    expect(setupError(() => assignPlayers([...standardParty(6), hero()], 1)).rule).toBe('3.2');
    expect(() => newGame({ seed: 1, party: [] })).toThrow(SetupError);
  });

  it('3.2 the suggested splits: 2 players 3 each, 3 players 2 each, 4–6 players one each', () => {
    expect(assignPlayers(standardParty(6), 1)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(assignPlayers(standardParty(6), 2)).toEqual([0, 0, 0, 1, 1, 1]);
    expect(assignPlayers(standardParty(6), 3)).toEqual([0, 0, 1, 1, 2, 2]);
    expect(assignPlayers(standardParty(4), 4)).toEqual([0, 1, 2, 3]);
    expect(assignPlayers(standardParty(5), 5)).toEqual([0, 1, 2, 3, 4]);
    expect(assignPlayers(standardParty(6), 6)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('3.0 every player controls the same number of adventurers', () => {
    for (const [n, players] of [[5, 2], [4, 3], [6, 4], [3, 2], [2, 3], [4, 0]] as const) {
      expect(setupError(() => assignPlayers(standardParty(n), players)).rule).toBe('3.0');
    }
    expect(() => newGame({ seed: 1, party: standardParty(5), players: 2 })).toThrow(SetupError);
  });

  it('3.0 a given split is kept when it is equal, refused when it is not', () => {
    const given = standardParty(4).map((s, i) => ({ ...s, player: [1, 0, 0, 1][i]! }));
    expect(assignPlayers(given, 2)).toEqual([1, 0, 0, 1]);
    const unequal = standardParty(4).map((s, i) => ({ ...s, player: [1, 1, 1, 0][i]! }));
    expect(setupError(() => assignPlayers(unequal, 2)).rule).toBe('3.0');
    const outOfRange = standardParty(2).map((s, i) => ({ ...s, player: [0, 2][i]! }));
    expect(() => assignPlayers(outOfRange, 2)).toThrow(SetupError);
  });

  it('3.2 newGame hands each adventurer to a player', () => {
    const { state } = newGame({ seed: 1, party: standardParty(6), players: 3 });
    expect(state.party.adventurers.map((a) => a.player)).toEqual([0, 0, 1, 1, 2, 2]);
  });
});

describe('5.12 the marching order', () => {
  const ids = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'];

  it('5.12 the default order for 1 to 6 adventurers puts two or three in front, at most three a row', () => {
    for (let n = 1; n <= 6; n++) {
      const living = ids.slice(0, n);
      const order = defaultMarchingOrder(living);
      expect(marchingOrderProblem(order, living)).toBeNull();
      const front = order[0]!.filter((x) => x !== null).length;
      expect(front).toBe(n === 1 ? 1 : Math.min(3, n === 4 ? 2 : n));
      for (const row of order) expect(row).toHaveLength(3);
    }
  });

  it('5.12 no more than three adventurers in a row', () => {
    const four: MarchingOrder = [['a1', 'a2', 'a3', 'a4'], ['a5', 'a6', null]];
    expect(marchingOrderProblem(four, ids)).not.toBeNull();
    expect(marchingOrderProblem([['a1', 'a2', 'a3'], ['a4', 'a5', 'a6']], ids)).toBeNull();
  });

  it('5.12 at least two in the first row, unless the party is one', () => {
    expect(marchingOrderProblem([[null, 'a1', null], ['a2', 'a3', null]], ['a1', 'a2', 'a3'])).toMatch(/two/);
    expect(marchingOrderProblem([[null, null, null], ['a1', 'a2', null]], ['a1', 'a2'])).toMatch(/two/);
    expect(marchingOrderProblem([['a1', null, 'a2'], ['a3', null, null]], ['a1', 'a2', 'a3'])).toBeNull();
    expect(marchingOrderProblem([[null, 'a1', null]], ['a1'])).toBeNull();
    expect(marchingOrderProblem([[null, null, null], [null, 'a1', null]], ['a1'])).not.toBeNull();
  });

  it('5.12 every living adventurer stands in the order exactly once', () => {
    const living = ['a1', 'a2', 'a3'];
    expect(marchingOrderProblem([['a1', 'a2', null]], living)).toMatch(/Every living/); // a3 missing
    expect(marchingOrderProblem([['a1', 'a2', null], ['a3', 'a1', null]], living)).toMatch(/twice/);
    expect(marchingOrderProblem([['a1', 'a2', null], ['a3', 'a9', null]], living)).toMatch(/a9/);
    // a dead adventurer has no place in the order
    expect(marchingOrderProblem([['a1', 'a2', null], ['a3', 'a4', null]], living)).toMatch(/a4/);
    expect(marchingOrderProblem([], living)).not.toBeNull();
  });

  it('5.12 newGame refuses a marching order that breaks 5.12', () => {
    const err = setupError(() => newGame({ seed: 1, party: standardParty(3), marchingOrder: [[null, 'a1', null], ['a2', 'a3', null]] }));
    expect(err.rule).toBe('5.12');
    const { state } = newGame({ seed: 1, party: standardParty(3), marchingOrder: [['a3', null, 'a1'], [null, 'a2', null]] });
    expect(state.party.order).toEqual([['a3', null, 'a1'], [null, 'a2', null]]);
  });
});

describe('5.14 rearranging the marching order', () => {
  const explore = () => gameWithBoard({ board: [{ x: 0, y: 0, type: 'C-S0' }], dice: quietFaces() });

  it("5.14 the 'arrange' action sets a new order in the explore phase", () => {
    const state = explore();
    const order: MarchingOrder = [['a4', 'a3', 'a2'], ['a1', null, null]];
    const { state: after, events } = apply(state, { type: 'arrange', order });
    expect(after.party.order).toEqual(order);
    expect(events).toEqual([expect.objectContaining({ kind: 'order-changed', rule: '5.14' })]);
    expect(after.phase.kind).toBe('explore');
  });

  it('5.14 trailing empty rows are dropped', () => {
    const { state } = apply(explore(), { type: 'arrange', order: [['a1', 'a2', null], ['a3', 'a4', null], [null, null, null]] });
    expect(state.party.order).toEqual([['a1', 'a2', null], ['a3', 'a4', null]]);
  });

  it('5.14 an order that breaks 5.12 is refused and nothing changes', () => {
    const state = explore();
    for (const order of [
      [['a1', null, null], ['a2', 'a3', 'a4']],
      [['a1', 'a2', 'a3', 'a4']],
      [['a1', 'a2', null], ['a3', null, null]],
      [['a1', 'a2', null], ['a3', 'a3', 'a4']],
    ] as MarchingOrder[]) {
      expect(refused(state, { type: 'arrange', order }).rule).toBe('5.12');
    }
  });

  it('5.14 with an adventurer dead, the order holds only the living', () => {
    const state = explore();
    const dead = state.party.adventurers[3]!;
    dead.wounds = dead.woundPoints;
    dead.alive = false;
    expect(refused(state, { type: 'arrange', order: [['a1', 'a2', null], ['a3', 'a4', null]] }).rule).toBe('5.12');
    const { state: after } = apply(state, { type: 'arrange', order: [['a3', 'a1', null], ['a2', null, null]] });
    expect(after.party.order).toEqual([['a3', 'a1', null], ['a2', null, null]]);
  });

  it('5.14 not while the party is in combat or negotiation', () => {
    for (const kind of ['encounter', 'combat', 'lineUp'] as const) {
      const state = explore();
      state.phase = kind === 'lineUp' ? { kind, monstersFirst: false } : { kind };
      expect(refused(state, { type: 'arrange', order: [['a2', 'a1', null], ['a3', 'a4', null]] }).rule).toBe('5.14');
    }
  });

  // 5.14 forbids rearranging only in combat and negotiation.
  it.each(['trap', 'loot'] as const)('5.14 the order can be changed in the %s phase (neither combat nor negotiation)', (kind) => {
    const state = explore();
    state.phase = kind === 'trap' ? { kind, source: 'door' } : { kind };
    expect(apply(state, { type: 'arrange', order: [['a2', 'a1', null], ['a3', 'a4', null]] }).state.party.order[0]).toEqual(['a2', 'a1', null]);
  });

  it('5.14 the order can also be changed with a chit in hand', () => {
    const state = apply(gameWithBoard({ board: [{ x: 0, y: 0, type: 'C-S0' }], stack: { corridor: ['C-S0'] } }), { type: 'move', dir: 1 }).state;
    expect(state.phase.kind).toBe('place');
    const { state: after } = apply(state, { type: 'arrange', order: [['a2', 'a1', 'a3'], ['a4', null, null]] });
    expect(after.party.order[0]).toEqual(['a2', 'a1', 'a3']);
    expect(after.hand).toEqual(state.hand);
  });

  it('5.14 re-arranging into the same order is accepted, and any arrange that legalActions offers applies', () => {
    const state = explore();
    expect(apply(state, { type: 'arrange', order: state.party.order }).events[0]!.kind).toBe('order-changed');
    for (const action of legalActions(state).filter((a) => a.type === 'arrange')) expect(() => apply(state, action)).not.toThrow();
  });
});

describe('5.11 the marching order comes first', () => {
  it('5.11 the party stands in its marching order, one counter each, before the first chit is laid, and enters in it', () => {
    const order: MarchingOrder = [['a2', 'a1', null], ['a4', 'a3', null]];
    const { state } = newGame({ seed: 1, party: standardParty(4), marchingOrder: order });
    // the entrance chit (5.13) is still in hand: the order is already set
    expect(state.phase.kind).toBe('place');
    expect(state.hand?.cup).toBe('corridor');
    expect(state.party.order).toEqual(order);
    expect(state.party.order.flat().filter((id) => id !== null).sort()).toEqual(state.party.adventurers.map((a) => a.id).sort());
    const entered = apply(state, legalActions(state).find((a) => a.type === 'place')!).state;
    expect(entered.phase.kind).toBe('explore');
    expect(entered.party.order).toEqual(order);
  });
});
