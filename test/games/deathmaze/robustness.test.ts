import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { apply, RuleError, tryApply, type Action } from '../../../src/games/deathmaze/game';
import { standardParty } from '../../../src/games/deathmaze/builders';
import { statesAlong } from './helpers';

const TYPES = ['place', 'move', 'arrange', 'ready', 'leave', 'abandon', 'detrap', 'open', 'negotiate', 'fight', 'lineUp', 'attack', 'switch', 'hold', 'reorganize', 'take', 'discard', 'use', 'give', 'wield', 'sesame', 'peg', 'pepper', 'investigate', 'charm', 'fly'];
const FIELDS = ['x', 'y', 'rot', 'dir', 'order', 'who', 'weapon', 'target', 'front', 'facing', 'item', 'to', 'slot'];

describe('bad input never crashes and never changes the game', () => {
  const pool = statesAlong((seed) => ({ seed, party: standardParty(4) }), 12, 'r');
  const texts = pool.map((s) => JSON.stringify(s));
  // 3 000 runs: a minute on a machine others are busy on
  it('junk actions of every type are refused with a RuleError (or applied legally), and the given state is untouched', { timeout: 180_000 }, () => {
    fc.assert(
      fc.property(
        fc.nat({ max: pool.length - 1 }),
        fc.constantFrom(...TYPES),
        fc.dictionary(fc.constantFrom(...FIELDS), fc.oneof(fc.anything(), fc.constantFrom('a1', 'a2', 'm1', 'm2'), fc.integer({ min: -2, max: 8 }))),
        (index, type, fields) => {
          const state = pool[index]!;
          const before = texts[index]!;
          let out: ReturnType<typeof tryApply> | null = null;
          expect(() => {
            out = tryApply(state, { ...fields, type } as unknown as Action);
          }).not.toThrow();
          expect(JSON.stringify(state)).toBe(before);
          if (out && !(out as { ok: boolean }).ok) expect((out as { rule: string }).rule.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('values that cannot even be turned into text (no toString, a throwing one, a symbol) are refused, never crash', () => {
    const hostile: unknown[] = [{ toString: false }, { toString: () => { throw new Error('no'); } }, Object.create(null), Symbol('junk'), [{ toString: 1 }], 10n];
    for (const state of pool.filter((_, i) => i % 3 === 0)) {
      const before = JSON.stringify(state);
      for (const type of [...TYPES, 'cast']) {
        for (const field of [...FIELDS, 'spell', 'ring']) {
          for (const value of hostile) {
            const action = { type, who: 'a1', target: 'm1', [field]: value } as unknown as Action;
            let out: ReturnType<typeof tryApply> | null = null;
            expect(() => (out = tryApply(state, action)), `${type}.${field}`).not.toThrow();
            if (out && !(out as { ok: boolean }).ok) expect((out as { rule: string }).rule.length).toBeGreaterThan(0);
          }
        }
      }
      expect(JSON.stringify(state)).toBe(before);
    }
  });

  it('apply throws a RuleError, never anything else, for a non-object action', () => {
    const state = pool[0]!;
    for (const junk of [null, undefined, 3, 'move', [], true]) {
      expect(() => apply(state, junk as unknown as Action)).toThrow(RuleError);
    }
  });
});
