/**
 * 8.6 with DATA ruling 24: a fight's Experience is shared by the adventurers alive at its end,
 * and by those turned to stone only if they are revived. Stone-to-Flesh cast as the fight ends
 * comes before the sharing, so the revived share it; left behind, they do not.
 */
import { describe, it, expect } from 'vitest';
import { legalActions, type GameState } from '../../../../src/games/deathmaze/game';
import { scriptDice, stackCup } from '../../../../src/games/deathmaze/builders';
import type { AdventurerSpec } from '../../../../src/games/deathmaze/party/party';
import { brokenInvariants } from '../../../../src/games/deathmaze/invariants';
import { apply } from '../../../../src/games/deathmaze/game';
import { adv, advancedAtEntrance, attack, BRAND, cast, EAST, encounterWith, engage, HILD, MIRA, play, SLY, unit } from '../helpers';

/** A Wizard who knows Stone-to-Flesh (5 Wound Points with her initial Wound Point). */
const STONEWISE: AdventurerSpec = { ...MIRA, name: 'Petra', spells: ['stoneToFlesh'], initial: { kind: 'woundPoint' } };

/**
 * Brand, Hild, Sly and Petra against a Medusa of 4 Wound Points (24 Experience): her blow misses
 * Brand (1 + 2 = 3) and her gaze turns him to stone (6); the party closes up, and Hild's axe
 * (4) kills her, already wounded thrice. Treasure G: Bezants 1 ≤ 6, 3D6 = 1 + 1 + 1; gems 6, magic 6.
 */
function wonOverAStatue(): { state: GameState; events: ReturnType<typeof play>['events'] } {
  let s = engage(encounterWith(advancedAtEntrance([BRAND, HILD, SLY, STONEWISE]), [['medusa', 4]]));
  scriptDice(s, [1, 6]);
  while (s.phase.kind === 'combat' && s.combat?.step === 'party') s = apply(s, legalActions(s).find((a) => a.type === 'hold')!).state;
  if (s.combat?.step === 'reorganize') s = apply(s, legalActions(s)[0]!).state;
  expect(adv(s, 'a1').stone).toBe('0,0');
  unit(s, 'm1').wounds = 3;
  return play(s, [4, 1, 1, 1, 1, 6, 6], attack('a2', 'm1'));
}

describe('8.6, DATA ruling 24: Experience and the petrified', () => {
  it('8.6 ruling 24: while a Wizard can still restore Brand, the 24 Experience wait', () => {
    const won = wonOverAStatue();
    expect(won.state.phase.kind).toBe('explore');
    expect(won.state.party.adventurers.map((a) => a.xp)).toEqual([0, 0, 0, 0]);
    expect(won.state.experience).toBe(24);
    expect(won.events.find((e) => e.kind === 'combat-won')!.text).toContain('Brand');
    expect(brokenInvariants(won.state)).toEqual([]);
  });

  it('8.6 ruling 24: Stone-to-Flesh first, then the sharing: Brand revived shares it, 24 / 4 = 6 each', () => {
    const back = play(wonOverAStatue().state, [], cast('a4', 'stoneToFlesh', 'a1'));
    expect(back.state.party.adventurers.map((a) => a.xp)).toEqual([6, 6, 6, 6]);
    expect(back.state.experience).toBeUndefined();
    expect(back.events.find((e) => e.kind === 'experience')).toMatchObject({ rule: '8.6', amount: 6 });
  });

  it('8.6 ruling 24: left behind, Brand has no share: 24 / 3 = 8 each for the others', () => {
    const won = wonOverAStatue().state;
    stackCup(won, 'corridor', ['C-S0']);
    const drawn = play(won, [], { type: 'move', dir: EAST }).state;
    const out = play(drawn, [6], legalActions(drawn)[0]!);
    expect(adv(out.state, 'a1').stone).toBe('lost');
    expect(out.state.party.adventurers.map((a) => a.xp)).toEqual([0, 8, 8, 8]);
    expect(out.events.find((e) => e.kind === 'experience')).toMatchObject({ rule: '8.6', amount: 8 });
  });

  it('8.6: with nobody to restore him the Experience is shared at once among the living (24 / 3 = 8)', () => {
    let s = engage(encounterWith(advancedAtEntrance([BRAND, HILD, SLY, MIRA]), [['medusa', 4]]));
    scriptDice(s, [1, 6]);
    while (s.phase.kind === 'combat' && s.combat?.step === 'party') s = apply(s, legalActions(s).find((a) => a.type === 'hold')!).state;
    if (s.combat?.step === 'reorganize') s = apply(s, legalActions(s)[0]!).state;
    unit(s, 'm1').wounds = 3;
    const won = play(s, [4, 1, 1, 1, 1, 6, 6], attack('a2', 'm1'));
    expect(won.state.party.adventurers.map((a) => a.xp)).toEqual([0, 8, 8, 8]);
    expect(won.state.experience).toBeUndefined();
  });
});
