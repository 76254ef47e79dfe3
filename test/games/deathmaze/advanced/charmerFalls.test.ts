/**
 * 9.45: when a charmer dies in the Party Combat Phase, the monster they controlled turns on the
 * party at once. It was counted among those still to act; once it has changed sides the phase
 * must go on (8.21) when nobody else is left. Found by fuzzing: the fight used to stop there with
 * no legal action at all, a dead end for the game.
 *
 * The dice are scripted: every d6 the engine throws takes the next face, in order.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, type GameState } from '../../../../src/games/deathmaze/game';
import { brokenInvariants } from '../../../../src/games/deathmaze/invariants';
import { adv, advancedAtEntrance, BRAND, cast, encounterWith, engage, hold, kinds, MIRA, play } from '../helpers';

/**
 * Brand (one wound from death) controls a charmed Orc with a bow in the second row; Mira knows
 * Explosion. They fight an Orc of 6 Wound Points; Brand has already held this phase.
 */
function brandHeld(): GameState {
  const s = advancedAtEntrance([BRAND, { ...MIRA, spells: ['explosion'], initial: { kind: 'woundPoint' } }]);
  s.party.charmed.push({ unit: { id: 'm9', monster: 'orc', woundPoints: 3, wounds: 0, alive: true, swordSkill: 0 }, charmer: 'a1' });
  const lined = play(s, [], { type: 'arrange', order: [['a1', 'a2', null], ['m9', null, null]] }).state;
  const fight = engage(encounterWith(lined, [['orc', 6]]));
  adv(fight, 'a1').wounds = adv(fight, 'a1').woundPoints - 1;
  return play(fight, [], hold('a1')).state;
}

describe('9.45 a charmer killed in the Party Combat Phase: the fight goes on', () => {
  it('11.3 Mira’s Explosion kills Brand (6 > MR 1); his Orc turns, nobody is left to act, so the monsters strike and the party reorganizes', () => {
    // resist rolls: Brand 6 (wounded, dies), Mira 1, the charmed Orc 1, the Orc 1; then both Orcs strike Mira: 2 and 2 on the Axe column, no wound
    const out = play(brandHeld(), [6, 1, 1, 1, 2, 2], cast('a2', 'explosion'));
    expect(adv(out.state, 'a1').alive).toBe(false);
    expect(out.state.party.charmed).toEqual([]);
    expect(out.state.combat!.monsterRows.flat()).toContain('m9');
    expect(kinds(out.events).filter((k) => k === 'attack')).toHaveLength(2);
    expect(out.state.phase.kind).toBe('combat');
    expect(out.state.combat!.step).toBe('reorganize');
    expect(legalActions(out.state).length).toBeGreaterThan(0);
    expect(brokenInvariants(out.state)).toEqual([]);
  });
});
