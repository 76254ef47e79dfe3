/**
 * A Charm potion drunk in the middle of a fight (9.17, 9.45, 9.46): while the player picks the
 * monster the fight is still on, so the combat rows stay exactly as the party set them (8.52:
 * only the Party Reorganization Phase moves anyone) and the marching order's outside-combat
 * rules (5.12) do not apply yet. Found by fuzzing: the ranks used to close as if the fight were over.
 * Since edition 2 a known potion is drunk at a named monster and nothing waits; the wait is that
 * of edition-1 delves (src/games/deathmaze/edition.ts), which these tests play.
 *
 * The dice are scripted: every d6 the engine throws takes the next face, in order.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, type Action } from '../../../../src/games/deathmaze/game';
import { brokenInvariants } from '../../../../src/games/deathmaze/invariants';
import { adv, advancedAtEntrance, BRAND, encounterWith, engage, give, HILD, hold, play, potion, SLY, use } from '../helpers';

const charm = (target: string | null): Action => ({ type: 'charm', target });

describe('9.45, 8.52 a Charm potion drunk mid-fight leaves the combat rows alone', () => {
  it('8.52 Sly, stepped back to a third row, stays there while Brand’s charm waits and after it is let go', () => {
    const s = encounterWith([BRAND, HILD, SLY], [['orc', 6]]);
    s.setup.edition = 1;
    give(s, 'a1', potion('charmPerson'));
    s.party.order = [['a1', 'a2', null], ['a3', null, null]];
    // everyone holds; the Orc strikes Brand: 1 on the Axe column, no wound; Sly steps back a row
    const back = play(engage(s), [1], hold('a1'), hold('a2'), hold('a3'), { type: 'reorganize', order: [['a1', 'a2', null], [null, null, null], ['a3', null, null]] }).state;
    const rows = [['a1', 'a2', null], [null, null, null], ['a3', null, null]];
    expect(back.party.order).toEqual(rows);
    expect(back.combat?.step).toBe('party');

    const asked = play(back, [], use('a1'));
    expect(asked.state.phase).toEqual({ kind: 'charm' });
    expect(asked.state.party.order).toEqual(rows);
    expect(brokenInvariants(asked.state)).toEqual([]);

    const resumed = play(asked.state, [], charm(null));
    expect(resumed.state.phase).toEqual({ kind: 'combat' });
    expect(resumed.state.party.order).toEqual(rows);
    // from the third row Sly still has no part in the Party Combat Phase (8.22)
    expect(legalActions(resumed.state).some((a) => 'who' in a && a.who === 'a3')).toBe(false);
  });

  it('12.36 with Brand charmed away by a Vampire, Hild’s Charm Monster potion keeps the lone front row and breaks no invariant', () => {
    const s = engage(encounterWith(advancedAtEntrance(), [['vampire', 8]]));
    s.setup.edition = 1;
    give(s, 'a2', potion('charmMonster'));
    // all hold; the Vampire charms Brand (4 > MR 1); the party, asked to fill its front row of one, keeps the first legal order
    let state = play(s, [4], hold('a1'), hold('a2'), hold('a3'), hold('a4')).state;
    expect(adv(state, 'a1').charmedBy).toBe('m1');
    if (state.combat?.step === 'reorganize') state = play(state, [], legalActions(state)[0]!).state;
    expect(state.combat?.step).toBe('party');
    const rows = state.party.order;
    expect(rows.flat()).not.toContain('a1');

    const asked = play(state, [], use('a2', adv(state, 'a2').items.length - 1));
    expect(asked.state.phase).toEqual({ kind: 'charm' });
    expect(asked.state.party.order).toEqual(rows);
    expect(brokenInvariants(asked.state)).toEqual([]);
  });
});
