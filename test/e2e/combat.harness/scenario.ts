/**
 * The combat harness's delves: a party, and seeds whose "decide for me" play reaches the fights
 * the tests need. Shared by the page (index.html + main.ts) and by `find-seed.ts`, which found
 * the seeds by playing the same policy headless. Phaser-free, so it runs under tsx too.
 */
import type { AdventurerSpec } from '../../../src/games/deathmaze/party/party';
import type { GameState } from '../../../src/games/deathmaze/state';

/** Two Heroes and two Thieves (3.1), as the board's standard party. */
export const harnessParty: AdventurerSpec[] = [
  { name: 'Aldric', class: 'hero', weapons: ['sword', 'bow'], initial: { kind: 'woundPoint' } },
  { name: 'Brenna', class: 'hero', weapons: ['axe', 'throwingDagger'], initial: { kind: 'weaponSkill', weapon: 'axe' } },
  { name: 'Corvin', class: 'thief', weapons: ['dagger', 'bow'], initial: { kind: 'detrap' } },
  { name: 'Dace', class: 'thief', weapons: ['sword', 'dagger'], initial: { kind: 'woundPoint' } },
];

export interface Scenario {
  seed: number;
  /** Press "decide for me" until the table waits for this: an encounter (7.1), a line-up (8.13), a Party Combat Phase (8.22) or a reorganization (8.24). */
  until: 'encounter' | 'lineUp' | 'combat' | 'reorganize';
  /** Decide at least this many times first (to pass earlier fights). */
  from?: number;
}

/** Named starting points for the tests; `?scenario=` picks one, `?seed=&until=` gives any other. */
export const scenarios: Record<string, Scenario> = {
  // Six Orcs (Wound Points 4, 5, 4, 4, 1, 4, rolled as the fight is joined, 7.14): four tie on 4
  // for the last two front places (8.13), so 36 line-ups to choose from. Orcs behind the front
  // row shoot bows (8.35).
  lineUp: { seed: 302, until: 'lineUp' },
  // The same six Orcs met, before the party's choice: Fight opens the fight (7.13).
  encounter: { seed: 302, until: 'encounter' },
  // The same fight after the policy's line-up: round 1, Aldric and Brenna in front facing three
  // Orcs (Example B: each reaches two), Corvin and Dace behind.
  combat: { seed: 302, until: 'combat' },
  // A charmed Mummy marching in the party's second row (9.46) against two Skeletons.
  charmed: { seed: 230, until: 'combat' },
  // Later in a delve: Aldric carries Red Pepper (9.55) into a fight with a Troll...
  pepper: { seed: 68, until: 'combat', from: 35 },
  // ...and, in another delve, a Healing potion, his only item, into a fight with an Evil Thief
  // (7 Wound Points), Dace beside him; unhurt, he may still drink it (9.42). Found with find-seed.ts's `every`.
  potion: { seed: 89, until: 'combat', from: 55 },
  // A death has left Brenna alone in the front row, Corvin behind her: someone must step up (8.24).
  shortFront: { seed: 43, until: 'reorganize', from: 154 },
};

/** Whether the game now waits for what `until` names. */
export function reached(s: GameState, until: Scenario['until']): boolean {
  if (until === 'encounter') return s.phase.kind === 'encounter';
  if (until === 'lineUp') return s.phase.kind === 'lineUp';
  if (until === 'reorganize') return s.phase.kind === 'combat' && s.combat?.step === 'reorganize';
  return s.phase.kind === 'combat' && s.combat?.step === 'party';
}
