import { describe, expect, it } from 'vitest';
import { levelKey } from '../../../../src/games/blackgate/board/levels';
import { tileAt } from '../../../../src/games/blackgate/board/maze';
import type { BgFight } from '../../../../src/games/blackgate/combat';
import { legalBgActions } from '../../../../src/games/blackgate/stage/listing';
import { campaign, diceUsedUp, ofType, step, withDice } from './helpers';

const N = 0;

/** The Gate's level known (1) and the countdown at its last step: the next empty cell entered is the Gate. */
function atTheLastStep() {
  const s = campaign();
  s.board = { ...s.board, gate: { placed: false, at: null, level: 1 } };
  s.countdown = 1;
  return s;
}

describe('the Black Gate in the campaign (§13.3 step 4, §15.2–15.7)', () => {
  it('§13.3 step 4, §15.3: at the countdown’s last step the Gate is laid where the party goes, and its guardians fight at once', () => {
    // 1D3 Demons: a 1 (one Demon); then the Nameless One's WP (1+6: a 3) and the Demon's (1+2: a 2)
    const out = step(withDice(atTheLastStep(), [1, 3, 2]), { type: 'go', dir: N });
    const s = out.state;
    expect(tileAt(s.board, { x: 0, y: -1, level: 1 })?.tile).toBe('BG-GATE');
    expect(s.board.gate).toMatchObject({ placed: true, level: 1 });
    expect(s.countdown).toBeNull();
    expect(ofType(out.events, 'trapRoll')).toHaveLength(0); // B56
    expect(ofType(out.events, 'monsterCheck')).toHaveLength(0); // §15.3 step 1
    expect(s.phase.kind).toBe('fight');
    expect((s.fight as BgFight).guardian).toBe(true);
    const guardians = s.groups[levelKey(s.party.at)]!;
    expect(guardians.monsters.map((m) => [m.type, m.woundPoints, m.treasure])).toEqual([['nameless', 9, 'L'], ['demon', 4, 'D']]);
    const legal = legalBgActions(s);
    expect(legal.some((a) => a.type === 'negotiate' || a.type === 'bribe')).toBe(false);
    expect(legal).toContainEqual({ type: 'destroyGate', by: 'wendolyn' });
    diceUsedUp(s);
  });

  it('§15.6–15.7: Hellgate 4 and a 4 destroy the Gate; the bound Demon vanishes and every living character gains the bonus', () => {
    const fighting = step(withDice(atTheLastStep(), [1, 3, 2]), { type: 'go', dir: N }).state;
    const xp = fighting.party.characters.map((c) => c.xp);
    const out = step(withDice(fighting, [4]), { type: 'destroyGate', by: 'wendolyn' });
    expect(out.state.gateFallen).toBe(true);
    expect((out.state.fight as BgFight).vanished).toEqual(['demon1']);
    expect(out.state.party.characters.map((c) => c.xp)).toEqual(xp.map((x) => x + 50));
    expect(out.state.phase.kind).toBe('fight'); // the Nameless One fights on (§15.7 step 3)
    diceUsedUp(out.state);
  });
});
