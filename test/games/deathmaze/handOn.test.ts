/**
 * A hand-over and its use as one choice (src/games/deathmaze/handOn.ts): 9.17 items change hands
 * outside a fight; the taker then uses the item by its own case. Every pair is two actions the
 * rules accept in turn, and a hand-over that rolls a die is never paired.
 */
import { describe, expect, it } from 'vitest';
import { gameWithBoard, standardParty } from '../../../src/games/deathmaze/builders';
import { apply, handOns, legalActions } from '../../../src/games/deathmaze';

const party = standardParty(4);
const explore = () => gameWithBoard({ board: [{ type: 'C-S2', x: 0, y: 0 }], party, seed: 'hand-on' });

describe('9.17 give it to another to use', () => {
  it('pairs Aldric’s Healing potion with each other adventurer drinking it, and both steps are accepted in turn', () => {
    const s = explore();
    s.party.adventurers[0]!.items.push({ kind: 'knownPotion', potion: 'healing', doses: 1 });
    s.party.adventurers[1]!.wounds = 2;
    const pairs = handOns(s);
    expect(pairs.map((p) => p.give.to).sort()).toEqual(['a2', 'a3', 'a4']);
    for (const p of pairs) {
      expect(legalActions(s)).toContainEqual(p.give);
      const given = apply(s, p.give).state;
      expect(legalActions(given)).toContainEqual(p.use);
      const used = apply(given, p.use).state;
      expect(used.party.adventurers.find((a) => a.id === p.give.to)!.items).toEqual([]);
    }
    // the wounded one is healed by the second step
    const brenna = pairs.find((p) => p.give.to === 'a2')!;
    const healed = apply(apply(s, brenna.give).state, brenna.use).state;
    expect(healed.party.adventurers[1]!.wounds).toBeLessThan(2);
  });

  it('offers nothing for an item its taker could not use (a known Poison is only thrown away)', () => {
    const s = explore();
    s.party.adventurers[0]!.items.push({ kind: 'knownPotion', potion: 'poison', doses: 1 });
    expect(legalActions(s).some((a) => a.type === 'give')).toBe(true);
    expect(handOns(s)).toEqual([]);
  });

  it('9.41 never pairs a hand-over that tests an unknown potion on receipt (a die roll)', () => {
    const s = explore();
    s.party.adventurers[0]!.items.push({ kind: 'potion' });
    const gives = legalActions(s).filter((a) => a.type === 'give');
    expect(gives.length).toBeGreaterThan(0);
    // the hand-over is allowed, and rolls on receipt
    const given = apply(s, gives[0]!);
    expect(given.events.some((e) => e.rule === '9.41')).toBe(true);
    expect(handOns(s)).toEqual([]);
  });
});
