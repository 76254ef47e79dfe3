/** A Charm potion drunk between stages at a group at peace on the party's segment (DM 9.45, 9.46, 11.25; §14.4; DATA ruling 34). */
import { describe, expect, it } from 'vitest';
import { levelKey } from '../../../../src/games/blackgate/board/levels';
import type { BgMonsterId } from '../../../../src/games/blackgate/data/monsters';
import { namedGroup } from '../../../../src/games/blackgate/encounter/group';
import { blackGate } from '../../../../src/games/blackgate/ruleset';
import { legalBgActions } from '../../../../src/games/blackgate/stage/listing';
import type { BgState } from '../../../../src/games/blackgate/state';
import { campaign, diceUsedUp, ofType, refusedBy, step, withDice } from './helpers';

/** Wendolyn holds a potion of `potion` (one dose); a group of `n` `type` stands here at peace, its WP not yet rolled (B49). */
function atPeace(type: BgMonsterId, n: number, potion = 'Charm Person'): BgState {
  const s = campaign();
  s.party.characters[2]!.items = [{ id: 'item1', column: 'potion', name: potion, doses: 1 }];
  const g = namedGroup(type, n, 1, 'wandering');
  g.attitude = 'agreed';
  g.attempted = true;
  s.groups[levelKey(s.party.at)] = g;
  return s;
}

const charmAt = (monster: string, target = 'wendolyn') => ({ type: 'use' as const, by: 'wendolyn', item: 'item1', target, monster });

describe('DM 9.45: a Charm potion between stages takes a monster of the group at peace here', () => {
  it('DM 9.45: the legal list offers the potion at each monster of its kind here, for whoever drinks it', () => {
    const offered = legalBgActions(atPeace('orc', 2)).filter((a) => a.type === 'use');
    expect(offered).toContainEqual(charmAt('orc1'));
    expect(offered).toContainEqual(charmAt('orc2', 'lordDil'));
    expect(offered).toHaveLength(2 * 6);
    // DM 9.46: Charm Person has nothing to take among Ogres, nor any charm with no group here
    expect(legalBgActions(atPeace('ogre', 1)).filter((a) => a.type === 'use')).toEqual([]);
    const alone = atPeace('orc', 1);
    delete alone.groups[levelKey(alone.party.at)];
    expect(legalBgActions(alone).filter((a) => a.type === 'use')).toEqual([]);
  });

  it('DM 9.45, DM 11.25, B49: the Orc fails to resist, its WP are rolled, and it joins the marching order behind under the drinker; the rest stay at peace', () => {
    // the Orc's resistance die, a 6 over RV 1; then its WP, 1+0: a 4
    const out = step(withDice(atPeace('orc', 2), [6, 4]), charmAt('orc1'));
    const s = out.state;
    expect(ofType(out.events, 'charmed')).toMatchObject([{ rule: 'DM 9.45', monster: 'orc1', as: 'charmed-orc-1', by: 'wendolyn' }]);
    expect(s.party.charmed).toMatchObject([{ id: 'charmed-orc-1', type: 'orc', charmer: 'wendolyn', woundPoints: 4, wounds: 0 }]);
    expect(s.party.rows.at(-1)).toEqual(['charmed-orc-1']);
    expect(s.groups[levelKey(s.party.at)]).toMatchObject({ attitude: 'agreed', monsters: [{ id: 'orc2', woundPoints: null }] });
    expect(s.party.characters[2]!.items).toEqual([]);
    expect(s.phase.kind).toBe('explore');
    expect(blackGate.invariants!(s)).toEqual([]);
    diceUsedUp(s);
  });

  it('DM 9.46: Charm Monster takes the last of a group, and the segment is left empty', () => {
    // the Ogre's resistance die, a 5 over RV 2; its WP, 1+2: a 3, so 5
    const out = step(withDice(atPeace('ogre', 1, 'Charm Monster'), [5, 3]), charmAt('ogre1', 'lordDil'));
    expect(ofType(out.events, 'charmed')).toMatchObject([{ rule: 'DM 9.46', by: 'lordDil' }]);
    expect(out.state.party.charmed).toMatchObject([{ type: 'ogre', charmer: 'lordDil', woundPoints: 5 }]);
    expect(out.state.groups[levelKey(out.state.party.at)]).toBeUndefined();
    expect(blackGate.invariants!(out.state)).toEqual([]);
    diceUsedUp(out.state);
  });

  it('DM 11.25: a monster that resists stays where it is, at peace, and the dose is spent', () => {
    const out = step(withDice(atPeace('orc', 2), [1]), charmAt('orc2'));
    expect(ofType(out.events, 'charmResisted')).toMatchObject([{ rule: 'DM 11.25', monster: 'orc2', face: 1 }]);
    expect(out.state.party.charmed).toEqual([]);
    expect(out.state.groups[levelKey(out.state.party.at)]!.monsters).toHaveLength(2);
    expect(out.state.party.characters[2]!.items).toEqual([]);
    diceUsedUp(out.state);
  });

  it('DM 9.45: drunk at no monster, the charm passes unused; with no monster here it finds none (DATA ruling 34)', () => {
    const out = step(atPeace('orc', 1), { type: 'use', by: 'wendolyn', item: 'item1', target: 'wendolyn' });
    expect(ofType(out.events, 'noEffect')).toMatchObject([{ rule: 'DM 9.45' }]);
    const alone = atPeace('orc', 1);
    delete alone.groups[levelKey(alone.party.at)];
    expect(ofType(step(alone, { type: 'use', by: 'wendolyn', item: 'item1', target: 'wendolyn' }).events, 'noEffect')).toMatchObject([{ rule: 'DATA ruling 34' }]);
  });

  it('DM 9.45, 9.46, §14.4, DM 9.17: the rest is refused with its case', () => {
    expect(refusedBy(atPeace('ogre', 1), charmAt('ogre1'))).toBe('DM 9.45'); // Charm Person at an Ogre
    expect(refusedBy(atPeace('orc', 1, 'Charm Monster'), charmAt('orc1'))).toBe('DM 9.46'); // Charm Monster at an Orc
    expect(refusedBy(atPeace('orc', 1), charmAt('orc7'))).toBe('DM 9.45'); // no such monster here
    expect(refusedBy(atPeace('orc', 1, 'Healing'), charmAt('orc1'))).toBe('§14.4');
    const met = atPeace('orc', 1);
    met.phase = { kind: 'meet' };
    expect(refusedBy(met, charmAt('orc1'))).toBe('DM 9.17'); // between stages only
  });
});
