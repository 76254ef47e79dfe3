/**
 * A monster put to sleep by the Sleep spell (11.3) and then taken over with a Charm potion (9.45):
 * it joins the party as a member like any other, awake. Found by fuzzing: it used to keep its
 * sleep, fight for the party all the same, and, once its charmer died and it turned on the party,
 * stand asleep in the monsters' combat rows.
 *
 * The dice are scripted: every d6 the engine throws takes the next face, in order.
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../../src/games/deathmaze/game';
import { brokenInvariants } from '../../../../src/games/deathmaze/invariants';
import type { AdventurerSpec } from '../../../../src/games/deathmaze/party/party';
import { adv, advancedAtEntrance, BRAND, cast, encounterWith, engage, give, groupHere, HILD, hold, MIRA, play, potion, SLY } from '../helpers';

/** Brand, Hild (with a Charm Person potion), Sly and a Wizard who knows Sleep, against two Orcs of 3 Wound Points. */
function twoOrcs(): GameState {
  const party = [BRAND, HILD, SLY, { ...MIRA, spells: ['sleep'], initial: { kind: 'woundPoint' } } as AdventurerSpec];
  const s = engage(encounterWith(advancedAtEntrance(party), [['orc', 3], ['orc', 3]]), ['m1', 'm2']);
  give(s, 'a2', potion('charmPerson'));
  return s;
}

describe('9.45, 11.3 an Orc put to sleep and then charmed joins the party awake', () => {
  it('11.3 Sleep (6 > MR 1), then 9.45 Hild’s potion takes the sleeping Orc (6 > MR 1): it marches with the party, not asleep', () => {
    const out = play(twoOrcs(), [6, 6], cast('a4', 'sleep', 'm1'), { type: 'use', who: 'a2', item: 0, target: 'm1' });
    const orc = out.state.party.charmed.find((c) => c.unit.id === 'm1');
    expect(orc?.charmer).toBe('a2');
    expect(orc?.unit.asleep).toBeUndefined();
    expect(brokenInvariants(out.state)).toEqual([]);
  });

  it('9.45 when Hild then falls, the Orc turns on the party awake and no sleeper stands in the combat rows', () => {
    const charmed = play(twoOrcs(), [6, 6], cast('a4', 'sleep', 'm1'), { type: 'use', who: 'a2', item: 0, target: 'm1' }).state;
    adv(charmed, 'a2').wounds = adv(charmed, 'a2').woundPoints - 1;
    // the others hold; the Orc m2 strikes Hild: 6 on the Axe column, 1 wound, and she dies
    const out = play(charmed, [6], hold('a1'), hold('a3'), hold('m1'));
    expect(adv(out.state, 'a2').alive).toBe(false);
    expect(out.state.party.charmed).toEqual([]);
    const turned = groupHere(out.state)!.units.find((u) => u.id === 'm1');
    expect(turned?.asleep).toBeUndefined();
    expect(out.state.combat!.monsterRows.flat()).toContain('m1');
    expect(brokenInvariants(out.state)).toEqual([]);
  });
});
