/**
 * A refusal names the case that forbids the move: the front row's opponents (8.31 equal lines,
 * 8.32 unequal), bows only from the second row (5.12, 8.34), and negotiation only before a
 * fight (7.2, 8.11).
 */
import { describe, it, expect } from 'vitest';
import { tryApply } from '../../../src/games/deathmaze/game';
import { attackTargets } from '../../../src/games/deathmaze/combat/partyOptions';
import { atEntrance, attack, BRAND, encounterWith, engage, HILD, PARTY, play, refusedWith } from './helpers';

describe('refusals cite the case that forbids', () => {
  it('8.31 with equal front lines, attacking another than the monster opposite is refused with 8.31', () => {
    const c = engage(encounterWith(PARTY, [['skeleton', 4], ['skeleton', 4]]), ['m1', 'm2']);
    refusedWith(c, attack('a1', 'm2'), '8.31');
  });

  it('8.32 with unequal lines, a monster out of reach is refused with 8.32', () => {
    // Brand and Hild against three Skeletons: each reaches only the two nearest (DATA ruling 49)
    const c = engage(encounterWith([BRAND, HILD], [['skeleton', 4], ['skeleton', 4], ['skeleton', 4]]), ['m1', 'm2', 'm3']);
    const reach = attackTargets(c, c.party.adventurers[0]!);
    expect(reach).toHaveLength(2);
    const far = ['m1', 'm2', 'm3'].find((m) => !reach.includes(m))!;
    refusedWith(c, attack('a1', far), '8.32');
  });

  it('5.12 a Bow in the front row cannot be shot: refused with the case that keeps bows to the second row', () => {
    const c = engage(encounterWith([BRAND, HILD], [['orc', 3]]));
    c.party.adventurers[0]!.ready = 1; // Brand's Bow
    const r = tryApply(c, attack('a1', 'm1'));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.rule).toBe('5.12');
      expect(r.reason).toContain('second row');
    }
  });

  it('7.2 negotiating once the fight has begun is refused: talk comes before combat (8.11)', () => {
    const c = engage(encounterWith(PARTY, [['orc', 3]]));
    refusedWith(c, { type: 'negotiate' }, '7.2');
    const lining = play(encounterWith(PARTY, [['orc', 3], ['orc', 3], ['orc', 3]]), [], { type: 'fight' }).state;
    expect(lining.phase.kind).toBe('lineUp');
    refusedWith(lining, { type: 'negotiate' }, '7.2');
  });

  it('7.13 with nobody here, negotiating is refused with 7.13', () => {
    refusedWith(atEntrance(), { type: 'negotiate' }, '7.13');
  });
});
