/**
 * The board's two ways into a delve without the party setup screen: the demo watched with
 * `?watch=1` (the autoplay policy plays a delve headless and the board shows where it got to)
 * and the standard party that `?start=SEED` sends down the real game. Phaser-free, so tests
 * and scripts can use it in Node.
 */
import { playSensibly } from '../games/deathmaze';
import { seedDice } from '../games/deathmaze';
import { apply, newGame } from '../games/deathmaze';
import type { GameState } from '../games/deathmaze';
import type { AdventurerSpec } from '../games/deathmaze';

/** Two Heroes and two Thieves (3.1), each with two weapons and one initial experience. */
export const standardParty: AdventurerSpec[] = [
  { name: 'Aldric', class: 'hero', weapons: ['sword', 'bow'], initial: { kind: 'woundPoint' } },
  { name: 'Brenna', class: 'hero', weapons: ['axe', 'throwingDagger'], initial: { kind: 'weaponSkill', weapon: 'axe' } },
  { name: 'Corvin', class: 'thief', weapons: ['dagger', 'bow'], initial: { kind: 'detrap' } },
  { name: 'Dace', class: 'thief', weapons: ['sword', 'dagger'], initial: { kind: 'woundPoint' } },
];

/** Plays up to `steps` actions of the autoplay policy from a new game; an engine failure ends the walk early and is reported. */
export function exploredGame(seed: number | string, steps: number): { state: GameState; taken: number; failure: string | null } {
  let { state } = newGame({ seed, party: standardParty });
  const rng = seedDice('walk');
  let taken = 0;
  try {
    while (taken < steps) {
      const action = playSensibly(state, rng);
      if (!action) break;
      state = apply(state, action).state;
      taken++;
    }
  } catch (e) {
    return { state, taken, failure: e instanceof Error ? e.message : String(e) };
  }
  return { state, taken, failure: null };
}

/** A seed from the address: digits are a number, anything else a string seed. */
export function parseSeed(raw: string | null | undefined, fallback: number | string): number | string {
  const s = raw?.trim();
  if (!s) return fallback;
  return /^-?\d+$/.test(s) ? Number(s) : s;
}
