/** `forcedAction`: the step the table may take by itself when the player has nothing to decide (Settings, "Resolve dice-only steps"). */
import { describe, expect, it } from 'vitest';
import { forcedAction, playSensibly } from '../../../src/games/deathmaze/autoplay';
import { standardParty } from '../../../src/games/deathmaze/builders';
import { seedDice } from '../../../src/games/deathmaze/dice';
import { apply, legalActions, legalPlacements, newGame, type GameState } from '../../../src/games/deathmaze/game';

/** Seed 9: the entrance fits two ways; through its first exit comes a chit that fits one way only (after one is thrown back, 5.25). */
function seedNine(): { entrance: GameState; oneWay: GameState } {
  const entrance = newGame({ seed: 9, party: standardParty() }).state;
  const lay = legalPlacements(entrance)[0]!;
  const laid = apply(entrance, { type: 'place', ...lay }).state;
  const move = legalActions(laid).find((a) => a.type === 'move')!;
  return { entrance, oneWay: apply(laid, move).state };
}

describe('forcedAction', () => {
  it('5.24 a chit that fits one way only, on the one segment it can go: that placement', () => {
    const { oneWay } = seedNine();
    expect(oneWay.phase.kind).toBe('place');
    const only = legalPlacements(oneWay);
    expect(only).toHaveLength(1);
    expect(forcedAction(oneWay)).toEqual({ type: 'place', ...only[0]! });
  });

  it('5.13 an entrance chit that may face two ways is the player’s to turn: nothing forced', () => {
    const { entrance } = seedNine();
    expect(legalPlacements(entrance).length).toBeGreaterThan(1);
    expect(forcedAction(entrance)).toBeNull();
  });

  it('over 200 delves: forced only when exactly one step is legal, never leaving or giving up, never after the end', () => {
    let forced = 0;
    for (let seed = 1; seed <= 200; seed++) {
      let s = newGame({ seed, party: standardParty() }).state;
      const rng = seedDice(`policy-${seed}`);
      for (let i = 0; i < 3000; i++) {
        const f = forcedAction(s);
        const legal = legalActions(s);
        if (s.phase.kind === 'over') {
          expect(f).toBeNull();
          break;
        }
        if (f) {
          forced++;
          expect(legal).toEqual([f]);
          expect(['leave', 'abandon']).not.toContain(f.type);
        } else if (legal.length === 1) expect(['leave', 'abandon']).toContain(legal[0]!.type);
        s = apply(s, playSensibly(s, rng)!).state;
      }
    }
    expect(forced).toBeGreaterThan(0);
  });
});
