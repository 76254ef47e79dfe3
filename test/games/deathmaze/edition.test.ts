/**
 * Rules editions (src/games/deathmaze/edition.ts): a delve begun before the case-by-case corrections
 * (edition 1) replays as it was played; a new delve is played under edition 2. Each test here
 * pins one edition-1 behaviour that edition 2 corrected (the corrections have their own tests).
 */
import { describe, it, expect } from 'vitest';
import { apply, legalActions, newGame, type GameState } from '../../../src/games/deathmaze/game';
import { gameWithBoard, scriptDice, standardParty } from '../../../src/games/deathmaze/builders';
import { CURRENT_EDITION } from '../../../src/games/deathmaze/edition';
import type { AdventurerSpec } from '../../../src/games/deathmaze/party/party';
import { adv, advancedAtEntrance, attack, BRAND, cast, encounterWith, engage, give, HILD, kinds, MIRA, play, potion, setupError, SLY, unit, use } from './helpers';

const edition1 = <T extends GameState>(s: T): T => {
  s.setup.edition = 1;
  return s;
};

/** Everyone still to act holds, so the Monster Combat Phase runs with `faces`; a waiting reorganization takes the first option. */
function holdAll(s: GameState, faces: number[]): { state: GameState; events: ReturnType<typeof apply>['events'] } {
  scriptDice(s, faces);
  let state = s;
  const events = [];
  while (state.phase.kind === 'combat' && state.combat?.step === 'party') {
    const out = apply(state, legalActions(state).find((a) => a.type === 'hold')!);
    state = out.state;
    events.push(...out.events);
  }
  if (state.phase.kind === 'combat' && state.combat?.step === 'reorganize') {
    const out = apply(state, legalActions(state)[0]!);
    state = out.state;
    events.push(...out.events);
  }
  expect(state.dice.script).toEqual([]);
  return { state, events };
}

describe('rules editions', () => {
  it('a new delve is played under the current edition, written into its setup; an unknown edition is refused', () => {
    expect(CURRENT_EDITION).toBe(2);
    expect(newGame({ seed: 1, party: standardParty(2) }).state.setup.edition).toBe(2);
    expect(newGame({ seed: 1, party: standardParty(2), edition: 1 }).state.setup.edition).toBe(1);
    expect(setupError(() => newGame({ seed: 1, party: standardParty(2), edition: 3 as never })).rule).toBe('—');
  });

  it('12.34 edition 1: a gaze of 6 came before the Medusa’s blow, and the blow was not struck', () => {
    const c = edition1(engage(encounterWith(advancedAtEntrance(), [['medusa', 4]])));
    const out = holdAll(c, [6]);
    expect(adv(out.state, 'a1')).toMatchObject({ alive: false, wounds: 0 });
    expect(out.events.some((e) => e.kind === 'attack' && e.target === 'a1')).toBe(false);
  });

  it('12.36 edition 1: a Vampire’s charm that took replaced its blow', () => {
    const c = edition1(engage(encounterWith(advancedAtEntrance(), [['vampire', 8]])));
    const out = holdAll(c, [4]);
    expect(adv(out.state, 'a1')).toMatchObject({ charmedBy: 'm1', wounds: 0 });
  });

  it('8.6 edition 1: the Experience was shared at once, without the adventurer turned to stone', () => {
    const stonewise: AdventurerSpec = { ...MIRA, name: 'Petra', spells: ['stoneToFlesh'], initial: { kind: 'woundPoint' } };
    const c = edition1(engage(encounterWith(advancedAtEntrance([BRAND, HILD, SLY, stonewise]), [['medusa', 4]])));
    const gazed = holdAll(c, [6]).state;
    unit(gazed, 'm1').wounds = 3;
    const won = play(gazed, [4, 1, 1, 1, 1, 6, 6], attack('a2', 'm1'));
    expect(won.state.party.adventurers.map((a) => a.xp)).toEqual([0, 8, 8, 8]);
    expect(won.state.experience).toBeUndefined();
  });

  it('11.3 Sleep edition 1: a sleeper was slain when the fight was won', () => {
    const somna: AdventurerSpec = { ...MIRA, name: 'Somna', spells: ['sleep'], initial: { kind: 'woundPoint' } };
    const c = edition1(engage(encounterWith(advancedAtEntrance([BRAND, HILD, SLY, somna]), [['giantAnt', 2], ['giantAnt', 5]]), ['m1', 'm2']));
    unit(c, 'm1').wounds = 1;
    const out = play(c, [4, 5], cast('a4', 'sleep', 'm2'), attack('a1', 'm1'));
    expect(out.state.phase.kind).toBe('explore');
    expect(kinds(out.events)).toContain('died');
    expect(adv(out.state, 'a1').xp).toBe(10);
  });

  it('9.45 edition 1: a known charm potion was drunk first and its monster chosen after', () => {
    const s = edition1(encounterWith(give(advancedAtEntrance(), 'a1', potion('charmPerson')), [['orc', 3]]));
    const out = play(s, [], use('a1'));
    expect(out.state.phase.kind).toBe('charm');
  });

  it('6.34 edition 1: anyone could open a trap door’s trap, whoever lifted it', () => {
    const s = edition1(
      gameWithBoard({
        board: [
          { type: 'C-S2', x: 0, y: 0 },
          { type: 'T1', x: 0, y: -1, rot: 2, visited: true },
        ],
        partyAt: { x: 0, y: -1 },
        party: standardParty(4),
      }),
    );
    const out = play(s, [4], { type: 'investigate', who: 'a1' });
    expect(out.state.phase).toEqual({ kind: 'trap', source: 'trapdoor' });
    expect(legalActions(out.state).filter((a) => a.type === 'open')).toHaveLength(4);
  });
});
