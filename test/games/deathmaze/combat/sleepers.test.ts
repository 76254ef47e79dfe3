/**
 * DATA ruling 23 (11.3 Sleep): a fight is won once no monster is left awake; each sleeper is then
 * the player's to slay (it counts for Experience and treasure) or to leave lying on its segment,
 * where it is met again awake. Giant Ants carry treasure A (nothing), so no treasure die is thrown.
 */
import { describe, it, expect } from 'vitest';
import { legalActions, type Action, type GameState } from '../../../../src/games/deathmaze/game';
import { stackCup } from '../../../../src/games/deathmaze/builders';
import type { AdventurerSpec } from '../../../../src/games/deathmaze/party/party';
import { brokenInvariants } from '../../../../src/games/deathmaze/invariants';
import { adv, advancedAtEntrance, attack, BRAND, cast, EAST, encounterWith, engage, groupHere, HILD, kinds, MIRA, offered, play, refusedWith, SLY, unit, WEST } from '../helpers';

/** A Wizard who knows Sleep. */
const SOMNA: AdventurerSpec = { ...MIRA, name: 'Somna', spells: ['sleep'], initial: { kind: 'woundPoint' } };

const sleeper = (target: string, slay: boolean): Action => ({ type: 'sleeper', target, slay });

/**
 * Brand, Hild, Sly and Somna against two Giant Ants (m1: 2 Wound Points, already wounded once;
 * m2: 5). Somna puts m2 to sleep (4 > MR 1), Brand kills m1 (5 + 1 = 6 on the Sword column).
 */
function wonWithASleeper(): { state: GameState; events: ReturnType<typeof play>['events'] } {
  const c = engage(encounterWith(advancedAtEntrance([BRAND, HILD, SLY, SOMNA]), [['giantAnt', 2], ['giantAnt', 5]]), ['m1', 'm2']);
  unit(c, 'm1').wounds = 1;
  return play(c, [4, 5], cast('a4', 'sleep', 'm2'), attack('a1', 'm1'));
}

describe('DATA ruling 23: the sleepers after a won fight', () => {
  it('ruling 23, 11.3: with no monster awake the fight is won and the player decides each sleeper: slay it or leave it', () => {
    const out = wonWithASleeper();
    expect(out.state.phase.kind).toBe('sleepers');
    expect(out.state.combat).toBeNull();
    expect(legalActions(out.state)).toEqual([sleeper('m2', true), sleeper('m2', false)]);
    // nothing is shared yet
    expect(out.state.party.adventurers.every((a) => a.xp === 0)).toBe(true);
    expect(kinds(out.events)).toContain('combat-won');
    expect(brokenInvariants(out.state)).toEqual([]);
  });

  it('ruling 23, 8.6: a sleeper slain counts for Experience: (2 + 5) × 6 = 42, 10 each', () => {
    const won = wonWithASleeper().state;
    const out = play(won, [], sleeper('m2', true));
    expect(out.events.find((e) => e.kind === 'died')).toMatchObject({ target: 'm2' });
    expect(out.state.party.adventurers.map((a) => a.xp)).toEqual([10, 10, 10, 10]);
    expect(groupHere(out.state)).toBeUndefined();
    expect(out.state.phase.kind).toBe('explore');
  });

  it('ruling 23: a sleeper left lies on its segment with its Wound Points and wounds; only the slain count (2 × 6 = 12, 3 each)', () => {
    const won = wonWithASleeper().state;
    const out = play(won, [], sleeper('m2', false));
    expect(out.state.phase.kind).toBe('explore');
    expect(out.state.party.adventurers.map((a) => a.xp)).toEqual([3, 3, 3, 3]);
    expect(groupHere(out.state)!.units).toEqual([{ id: 'm2', monster: 'giantAnt', woundPoints: 5, wounds: 0, alive: true, swordSkill: 0, asleep: true }]);
    expect(brokenInvariants(out.state)).toEqual([]);
    // the party may still attack it where it lies: it wakes
    expect(offered(out.state, { type: 'fight' })).toBe(true);
    const fought = play(out.state, [], { type: 'fight' });
    expect(unit(fought.state, 'm2').asleep).toBeUndefined();
    expect(fought.state.phase.kind === 'lineUp' || fought.state.phase.kind === 'combat').toBe(true);
  });

  it('ruling 23: met again on coming back, the monster left asleep is awake and waiting', () => {
    const left = play(wonWithASleeper().state, [], sleeper('m2', false)).state;
    stackCup(left, 'corridor', ['C-S0']);
    const drawn = play(left, [], { type: 'move', dir: EAST }).state;
    const away = play(drawn, [6], legalActions(drawn)[0]!).state; // no wandering monster there
    const back = play(away, [], { type: 'move', dir: WEST });
    expect(back.state.phase.kind).toBe('encounter');
    expect(unit(back.state, 'm2')).toMatchObject({ alive: true, woundPoints: 5, wounds: 0 });
    expect(unit(back.state, 'm2').asleep).toBeUndefined();
  });

  it('ruling 23: only the sleepers are decided, each once; a slain monster or another id is refused', () => {
    const won = wonWithASleeper().state;
    refusedWith(won, sleeper('m1', true), '11.3');
    refusedWith(won, { type: 'sleeper', target: 'm2', slay: 'yes' } as unknown as Action, '11.3');
    refusedWith(won, { type: 'move', dir: EAST }, '5.28');
    const done = play(won, [], sleeper('m2', true)).state;
    refusedWith(done, sleeper('m2', false), '11.3');
  });

  it('ruling 23: two sleepers, one slain and one left: the fight ends with the last word', () => {
    const c = engage(encounterWith(advancedAtEntrance([BRAND, HILD, SLY, SOMNA]), [['giantAnt', 2], ['giantAnt', 5], ['giantAnt', 4]]), ['m2', 'm3', 'm1']);
    unit(c, 'm1').wounds = 1;
    unit(c, 'm3').asleep = true; // put to sleep earlier in the fight
    c.combat!.monsterRows = [['m2', null, 'm1']];
    c.combat!.facingChosen = false;
    const won = play(c, [4, 5], cast('a4', 'sleep', 'm2'), attack('a1', 'm1')).state;
    expect(won.phase.kind).toBe('sleepers');
    const one = play(won, [], sleeper('m3', true)).state;
    expect(one.phase.kind).toBe('sleepers');
    expect(legalActions(one)).toEqual([sleeper('m2', true), sleeper('m2', false)]);
    const out = play(one, [], sleeper('m2', false));
    expect(out.state.phase.kind).toBe('explore');
    // m1 (2) and m3 (4): 36 Experience, 9 each; Brand's skill makes no difference
    expect(adv(out.state, 'a1').xp).toBe(9);
    expect(groupHere(out.state)!.units.map((u) => u.id)).toEqual(['m2']);
  });
});
