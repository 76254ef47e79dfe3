/**
 * Bad input in the Advanced Game (11.0–12.3): junk actions of every type, `cast` above all, are
 * refused with a RuleError naming a rule case (or applied legally), and never change the state
 * they were given.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { spellIds } from '../../../src/games/deathmaze/data/spells';
import { tryApply, type Action } from '../../../src/games/deathmaze/game';
import { advancedParty } from '../../../src/games/deathmaze/builders';
import { statesAlong } from './helpers';

const TYPES = ['cast', 'cast', 'cast', 'attack', 'hold', 'use', 'pepper', 'charm', 'take', 'give', 'wield', 'negotiate', 'fight', 'open'];
const FIELDS = ['who', 'spell', 'target', 'ring', 'item', 'to', 'slot'];

describe('Advanced Game: bad input never crashes and never changes the game', () => {
  const pool = statesAlong((seed) => ({ seed, party: advancedParty(4), advanced: true }), 10, 'adv-r');
  it('junk casts and other actions are refused with a RuleError naming a rule (or applied legally); the given state is untouched', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: pool.length - 1 }),
        fc.constantFrom(...TYPES),
        fc.dictionary(
          fc.constantFrom(...FIELDS),
          fc.oneof(fc.anything(), fc.constantFrom('a1', 'a2', 'a3', 'a4', 'm1', 'm2', null, true, false, ...spellIds), fc.integer({ min: -2, max: 8 })),
        ),
        (index, type, fields) => {
          const state = pool[index]!;
          const before = JSON.stringify(state);
          let out: ReturnType<typeof tryApply> | null = null;
          expect(() => {
            out = tryApply(state, { ...fields, type } as unknown as Action);
          }).not.toThrow();
          expect(JSON.stringify(state)).toBe(before);
          if (out && !(out as { ok: boolean }).ok) expect((out as { rule: string }).rule).toMatch(/^\d/);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
