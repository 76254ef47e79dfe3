/** Every action the Black Gate lists is named in the player's words (the table labels its buttons with these titles). */
import { describe, expect, it } from 'vitest';
import { seedDice } from '../../../src/engine/dice';
import { History } from '../../../src/engine/history';
import { blackGate } from '../../../src/games/blackgate/ruleset';
import { campaignSetup } from '../../../scripts/simulateBlackGate';
import { levelKey } from '../../../src/games/blackgate/board/levels';
import { namedGroup } from '../../../src/games/blackgate/encounter/group';
import { campaign, step } from './stage/helpers';

describe('the actions in words', () => {
  it('every legal action of 15 campaigns has a title in words: never its bare kind, a raw id or a missing figure', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 15; seed++) {
      const h = History.start(blackGate, campaignSetup(seed));
      const rng = seedDice(seed * 11);
      for (let i = 0; i < 600 && !blackGate.isOver(h.state); i++) {
        for (const a of blackGate.legalActions!(h.state)) {
          const title = blackGate.describe!(h.state, a);
          seen.add(a.type);
          expect(title, JSON.stringify(a)).not.toBe(a.type);
          expect(title, JSON.stringify(a)).not.toMatch(/undefined|NaN|\[object|charmed-|\b[a-z][a-zA-Z]+\d+\b/);
        }
        const a = blackGate.policy!(h.state, rng);
        if (!a || !h.play(a).ok) break;
      }
    }
    expect([...seen]).toEqual(expect.arrayContaining(['go', 'lay', 'strike', 'endAttacks', 'reorganize', 'share', 'open', 'disarm']));
  });

  it('§14.4, §14.5: a potion drunk in a fight and a share name the potion, its target and what is given', () => {
    const s = campaign();
    const orc = namedGroup('orc', 1, 1, 'room');
    orc.monsters[0]!.woundPoints = 5;
    s.groups[levelKey(s.party.at)] = orc;
    s.phase = { kind: 'meet' };
    s.party.characters[2]!.items.push({ id: 'item1', column: 'potion', name: 'Charm Person', doses: 1 });
    const fighting = step(s, { type: 'fight' }).state;
    const drink = { type: 'drink' as const, by: 'wendolyn', item: 'item1', target: 'orc1' };
    expect(blackGate.legalActions!(fighting)).toContainEqual(drink);
    expect(blackGate.describe!(fighting, drink)).toBe('Wendolyn drinks the Charm Person potion at Orc 1');
    const sharing = campaign();
    sharing.pool = { gold: 3, split: true, jewels: [25], items: [{ id: 'item2', column: 'ring', name: 'Heal' }], dropped: [], chests: [] };
    expect(blackGate.describe!(sharing, { type: 'share', what: 'gold', to: 'lordDil' })).toBe('Lord Dil takes the 3 GM left over');
    expect(blackGate.describe!(sharing, { type: 'share', what: 'jewel0', to: 'gislan' })).toBe('Gislan takes the jewel worth 25 GM');
    expect(blackGate.describe!(sharing, { type: 'share', what: 'item2', to: 'wendolyn' })).toBe('Wendolyn takes the ring of Heal');
  });
});
