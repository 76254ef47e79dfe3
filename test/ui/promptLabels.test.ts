/** The numbers the encounter prompts show: negotiation odds (7.21, 9.64) and Detrap odds (10.12). */
import { describe, expect, it } from 'vitest';
import { negotiationResult } from '../../src/games/deathmaze/data/encounterTables';
import { monsterIds, monsters } from '../../src/games/deathmaze/data/monsters';
import { detrapOdds, healthText, nowLines, itemBlurb, itemLabel, negotiationOdds, percent } from '../../src/ui/labels';
import { createAdventurer } from '../../src/games/deathmaze/party/party';
import { apply, legalActions, newGame } from '../../src/games/deathmaze/game';
import { playSensibly } from '../../src/games/deathmaze/autoplay';
import { seedDice } from '../../src/games/deathmaze/dice';
import { standardParty } from '../../src/games/deathmaze/builders';

describe('negotiation odds', () => {
  it('7.21 NV 0: 10 of 36 rolls fail, 16 agree, 10 cow', () => {
    const o = negotiationOdds(0, 0, true);
    expect([o.failure * 36, o.agreement * 36, o.cow * 36].map((n) => Math.round(n))).toEqual([10, 16, 10]);
    expect([percent(o.failure), percent(o.agreement), percent(o.cow)]).toEqual(['28%', '44%', '28%']);
  });

  it('7.21 every monster: the three chances add up to one and match the table roll by roll', () => {
    for (const id of monsterIds) {
      const { nv, cowEligible } = monsters[id];
      for (const oratory of [0, 2, 4]) {
        const o = negotiationOdds(nv, oratory, cowEligible);
        expect(o.failure + o.agreement + o.cow).toBeCloseTo(1, 12);
        let cow = 0;
        for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (negotiationResult(a + b - nv + oratory) === 'cow') cow++;
        expect(o.cow * 36).toBeCloseTo(cow, 9);
        expect(o.cowPays).toBe(cowEligible);
      }
    }
  });

  it('9.64 an Oratory medallion (+2) makes failure less likely', () => {
    expect(negotiationOdds(6, 2, false).failure).toBeLessThan(negotiationOdds(6, 0, false).failure);
  });
});

describe('detrap odds', () => {
  it('10.12 Detrap n succeeds on a roll of 1 to n', () => {
    expect(detrapOdds(1)).toEqual({ text: 'Detrap 1: succeeds on a 1', chance: 1 / 6 });
    expect(detrapOdds(3)).toEqual({ text: 'Detrap 3: succeeds on 1–3', chance: 0.5 });
    expect(detrapOdds(6).text).toBe('Detrap 6: always succeeds');
  });
});

describe('item wording', () => {
  it('9.41, 9.61 untested potions and medallions say they are unknown', () => {
    expect(itemLabel({ kind: 'potion' })).toBe('Untested potion');
    expect(itemBlurb({ kind: 'potion' }).rule).toBe('9.41');
    expect(itemLabel({ kind: 'medallion' })).toBe('Untested medallion');
    expect(itemBlurb({ kind: 'medallion' }).rule).toBe('9.61');
  });

  it('names a magical weapon with its bonus and armor with its Wound Points', () => {
    expect(itemLabel({ kind: 'weapon', weapon: 'throwingDagger', bonus: 2 })).toBe('Throwing Dagger +2');
    expect(itemLabel({ kind: 'armor', wp: 1 })).toBe('Magic armor (+1 WP)');
    expect(itemLabel({ kind: 'knownPotion', potion: 'healing', doses: 2 })).toBe('Healing Potion (2 doses)');
  });
});

describe('wounds, one way everywhere', () => {
  it('8.43 a card counts the wounds taken of the Wound Points, as the character sheet does', () => {
    const a = createAdventurer({ name: 'Hild', class: 'hero', weapons: ['sword', 'bow'], initial: { kind: 'woundPoint' } }, 'a1', 0);
    a.wounds = 3;
    expect(healthText(a)).toBe('3/9 wounds');
  });
});

describe('the Goal panel: what can be done now', () => {
  it('4.0 every legal action of 20 seeded delves reads as words, never a bare action type', () => {
    const types = new Set(['place', 'move', 'arrange', 'lineUp', 'attack', 'switch', 'hold', 'reorganize', 'pepper', 'ready', 'leave', 'fight', 'negotiate']);
    for (let seed = 1; seed <= 20; seed++) {
      let s = newGame({ seed, party: standardParty(4) }).state;
      const rng = seedDice(`now${seed}`);
      for (let i = 0; i < 400 && s.phase.kind !== 'over'; i++) {
        const lines = nowLines(s, legalActions(s));
        for (const l of lines) expect(types.has(l), l).toBe(false);
        s = apply(s, playSensibly(s, rng)!).state;
      }
    }
  });
});
