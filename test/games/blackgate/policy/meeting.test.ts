/** The sensible player meeting a group (policy/meeting.ts): its one attempt (§8.1, B20) chosen by the odds, every choice legal. */
import { describe, expect, it } from 'vitest';
import { tryApply } from '../../../../src/engine/driver';
import { levelKey } from '../../../../src/games/blackgate/board/levels';
import type { BgMonsterId } from '../../../../src/games/blackgate/data/monsters';
import { namedGroup } from '../../../../src/games/blackgate/encounter/group';
import { meetGroup } from '../../../../src/games/blackgate/policy/meeting';
import { blackGate } from '../../../../src/games/blackgate/ruleset';
import { legalBgActions } from '../../../../src/games/blackgate/stage/listing';
import type { BgState } from '../../../../src/games/blackgate/state';
import { campaign } from '../stage/helpers';

/** `n` `type` met at the Gateway (level 1), the casters' spell points as given. */
function met(type: BgMonsterId, n: number, points: number[] = [0, 0, 0, 0, 0, 0]): BgState {
  const s = campaign();
  s.groups[levelKey(s.party.at)] = namedGroup(type, n, 1, 'room');
  s.phase = { kind: 'meet' };
  s.party.characters.forEach((c, i) => (c.spellPoints = points[i] ?? 0));
  return s;
}

const legal = (s: BgState, a: ReturnType<typeof meetGroup>) => expect(tryApply(blackGate, s, a).ok).toBe(true);

describe('the sensible player meets a group', () => {
  it('a lone Orc is beaten cheaply: it fights, for the treasure and the experience', () => {
    const s = met('orc', 1);
    expect(meetGroup(s, legalBgActions(s))).toEqual({ type: 'fight' });
  });

  it('§8.2, §11.3 Oratory: against two Minotaurs it talks, each caster adding an Oratory until the odds are fair', () => {
    const s = met('minotaur', 2, [0, 1, 1, 1, 0, 0]);
    // NV 7 and no Negotiation skill: 2D6 − 7 reaches 7 never; with two Oratories 26 in 36, with three always
    const a = meetGroup(s, legalBgActions(s));
    expect(a).toMatchObject({ type: 'negotiate', spells: [{ spell: 'oratory' }, { spell: 'oratory' }, { spell: 'oratory' }] });
    legal(s, a);
  });

  it('§8.4: with gold and no hope in talk it offers the bribe with the best odds it can pay, the richest paying', () => {
    const s = met('cronk', 6);
    s.party.characters[0]!.gold = 90;
    s.party.characters[1]!.gold = 30;
    const a = meetGroup(s, legalBgActions(s));
    expect(a).toMatchObject({ type: 'bribe' });
    legal(s, a);
  });
});
