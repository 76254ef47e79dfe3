/**
 * 9.55 Red Pepper is breathed at a monster before the adventurer. When a Vampire has charmed a
 * comrade into the monsters' front row (12.36), that comrade may be struck with weapons (DATA
 * ruling 20) but is no monster for the pepper: it is neither offered nor accepted, and never
 * crashes the rules. Found by reading the code the fuzzer pointed at.
 *
 * The dice are scripted: every d6 the engine throws takes the next face, in order.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, type Action, type GameState } from '../../../../src/games/deathmaze/game';
import { adv, advancedAtEntrance, encounterWith, engage, give, hold, play, refusedWith, spice } from '../helpers';

const pepper = (who: string, target: string): Action => ({ type: 'pepper', who, target });

/** Brand, Hild, Sly (with Red Pepper) and Mira against a Vampire that strikes Brand (1 + 11 = 12: 2 wounds) and charms him (4 > MR 1) in its first Monster Combat Phase. */
function brandTurned(): GameState {
  const s = engage(encounterWith(advancedAtEntrance(), [['vampire', 8]]));
  give(s, 'a3', spice('redPepper'));
  const held = play(s, [1, 4], hold('a1'), hold('a2'), hold('a3'), hold('a4')).state;
  expect(adv(held, 'a1').charmedBy).toBe('m1');
  // 8.24: Hild alone in front: Sly steps up beside her
  const out = play(held, [], { type: 'reorganize', order: [[null, 'a3', 'a2'], [null, null, 'a4']] });
  expect(out.state.combat?.step).toBe('party');
  // Brand stepped up beside the Vampire and faces Sly, who now leads with Hild
  expect(out.state.combat!.monsterRows[0]).toEqual(['a1', 'm1', null]);
  expect(out.state.party.order[0]).toContain('a3');
  return out.state;
}

describe('9.55, 12.36 Red Pepper is for monsters, not a comrade charmed by a Vampire', () => {
  it('9.55 Sly may strike Brand with his dagger but is offered no pepper at him', () => {
    const s = brandTurned();
    const actions = legalActions(s);
    expect(actions).toContainEqual({ type: 'attack', who: 'a3', target: 'a1' });
    expect(actions).not.toContainEqual(pepper('a3', 'a1'));
  });

  it('9.55 breathing pepper at Brand anyway is refused with the rule, not a crash', () => {
    refusedWith(brandTurned(), pepper('a3', 'a1'), '9.55');
  });
});
