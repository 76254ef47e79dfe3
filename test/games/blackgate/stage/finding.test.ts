import { describe, expect, it } from 'vitest';
import { legalBgActions } from '../../../../src/games/blackgate/stage/listing';
import { campaign, diceUsedUp, refusedBy, step, withDice } from './helpers';

const inRoom = (tile: 'BG-MIR-R1' | 'BG-TRD-R1' | 'BG-STR-R4') => campaign([{ tile, x: 0, y: -1, rot: 2 }], { x: 0, y: -1, level: 1 });

describe('stage D: finds (§13.1, B43)', () => {
  it('§13.3: a Mirror room needs no roll on 13.9 — the Gate’s level by 1D6, and on that level the countdown starts (1D6 + 2)', () => {
    const s = withDice(inRoom('BG-MIR-R1'), [1, 4]);
    expect(legalBgActions(s)).toContainEqual({ type: 'investigate', by: 'gislan' });
    const out = step(s, { type: 'investigate', by: 'gislan' }).state;
    expect(out.board.gate).toMatchObject({ placed: false, level: 1 });
    expect(out.countdown).toBe(6);
    diceUsedUp(out);
  });

  it('B43: each find is investigated once', () => {
    const out = step(withDice(inRoom('BG-MIR-R1'), [2]), { type: 'investigate', by: 'gislan' }).state;
    expect(out.board.gate.level).toBe(2);
    expect(out.countdown).toBeNull(); // the party is on level 1 (B32)
    expect(refusedBy(out, { type: 'investigate', by: 'lordDil' })).toBe('B43');
    expect(legalBgActions(out).some((a) => a.type === 'investigate')).toBe(false);
  });

  it('§13.2 Trap door 1: a trap, dealt with as a door’s — opened without a try, it goes off on the delegate', () => {
    const found = step(withDice(inRoom('BG-TRD-R1'), [1]), { type: 'investigate', by: 'gislan' }).state;
    expect(found.phase).toEqual({ kind: 'trap', source: 'trapdoor' });
    // table 7.1: a 5, flaming oil, 1 wound
    const out = step(withDice(found, [5]), { type: 'open', by: 'lordDil' }).state;
    expect(out.phase.kind).toBe('explore');
    expect(out.party.characters[0]!.wounds).toBe(1);
    expect(out.party.at).toEqual({ x: 0, y: -1, level: 1 });
    diceUsedUp(out);
  });

  it('§13.1: a staircase has nothing to investigate', () => {
    expect(legalBgActions(inRoom('BG-STR-R4')).some((a) => a.type === 'investigate')).toBe(false);
  });
});

describe('stage B: the delegate and the trap (§6.2, B14)', () => {
  const trapped = () => {
    // a corridor (0,-1) with a door east into a room never visited; the door's die a 1
    const s = campaign([{ tile: 'BG-C-S2', x: 0, y: -1, rot: 1 }, { tile: 'BG-PLN-R1', x: 1, y: -1, rot: 3 }], { x: 0, y: -1, level: 1 });
    return step(withDice(s, [1]), { type: 'go', dir: 1 }).state;
  };

  it('B14: only a character with Detrap may try; a success earns 10 XP and the party goes in', () => {
    const s = trapped();
    expect(refusedBy(s, { type: 'disarm', by: 'lordDil' })).toBe('B14');
    expect(legalBgActions(s)).toContainEqual({ type: 'disarm', by: 'gislan' });
    // Gislan's Detrap 3: a 2 disarms; then the room's monster check, a 5
    const out = step(withDice(s, [2, 5]), { type: 'disarm', by: 'gislan' }).state;
    expect(out.party.characters[1]!.xp).toBe(10);
    expect(out.party.at).toEqual({ x: 1, y: -1, level: 1 });
    diceUsedUp(out);
  });

  it('§6.2 step 3: a failed try springs the trap on the delegate, and the party still goes in', () => {
    // a 6 fails; table 7.1: a 3, poison gas, 1D3 (a 4: 2 wounds); the monster check, a 6
    const out = step(withDice(trapped(), [6, 3, 4, 6]), { type: 'disarm', by: 'gislan' }).state;
    expect(out.party.characters[1]!.wounds).toBe(2);
    expect(out.party.at).toEqual({ x: 1, y: -1, level: 1 });
    diceUsedUp(out);
  });
});
