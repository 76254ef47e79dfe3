/**
 * The combat harness's Advanced Game delves (11.0): a party with a Wizard, and seeds whose
 * "decide for me" play reaches a Party Combat Phase in which the Wizard may cast a spell (11.2).
 * Used by the harness page (`?scenario=spell`) and by `find-spell-seed.ts`. Phaser-free.
 */
import type { AdventurerSpec } from '../../../src/games/deathmaze/party/party';
import type { GameSetup, GameState } from '../../../src/games/deathmaze/state';
import type { Scenario } from './scenario';

/** A Hero, a Wizard who knows Lightning and Blast (11.13: the second spell as initial experience), a Hero and a Thief. */
export const wizardParty: AdventurerSpec[] = [
  { name: 'Aldric', class: 'hero', weapons: ['sword', 'bow'], initial: { kind: 'woundPoint' } },
  { name: 'Morwen', class: 'wizard', weapons: ['dagger', 'throwingDagger'], initial: { kind: 'spell' }, spells: ['lightning', 'blast'] },
  { name: 'Brenna', class: 'hero', weapons: ['axe', 'throwingDagger'], initial: { kind: 'weaponSkill', weapon: 'axe' } },
  { name: 'Corvin', class: 'thief', weapons: ['dagger', 'bow'], initial: { kind: 'detrap' } },
];

/** The Wizard's id in `wizardParty` (newGame numbers adventurers a1, a2... in order). */
export const WIZARD_ID = 'a2';

export interface SpellScenario extends Scenario {
  setup: Omit<GameSetup, 'seed'>;
  /** Stop on the board instead, when the game waits in this phase (the tray's and prompts' spells). */
  stopAt?: 'encounter' | 'explore';
}

/** The same party, but its Wizard knows Sleep and Explosion. */
export const sleeperParty: AdventurerSpec[] = wizardParty.map((a) => (a.class === 'wizard' ? { ...a, spells: ['explosion', 'sleep'] } : a));

/** The same party, but its Wizard knows Oratory and Strength: spells for the board (11.21). */
export const oratorParty: AdventurerSpec[] = wizardParty.map((a) => (a.class === 'wizard' ? { ...a, spells: ['oratory', 'strength'] } : a));

export const spellScenarios: Record<string, SpellScenario> = {
  // Found by find-spell-seed.ts: a Werewolf (12 Wound Points, Magic Resistance 2) meets the party at step 11; Morwen stands in the front row.
  spell: { seed: 38, until: 'combat', setup: { party: wizardParty, advanced: true } },
  // An Evil Wizard (4 Wound Points) faces Aldric and Morwen: when the party holds, it casts
  // Lightning at Aldric in the Monster Combat Phase (12.2).
  evilWizard: { seed: 31, until: 'combat', setup: { party: wizardParty, advanced: true } },
  // Two Ogres (7 and 8 Wound Points) for Sleep and Explosion.
  sleep: { seed: 46, until: 'combat', setup: { party: sleeperParty, advanced: true } },
  // Negotiation fails and a Vampire (8 Wound Points) attacks at once: it strikes Aldric, then its
  // charm takes him: he stands in the monsters' second row (12.36). Found with find-spell-seed.ts's `charmed`.
  vampire: { seed: 19, until: 'combat', setup: { party: wizardParty, advanced: true } },
  // Three Cronks: their stench sickens whoever fails to resist as the fight begins (12.32).
  cronks: { seed: 81, until: 'combat', setup: { party: wizardParty, advanced: true } },
  // On the board: the first segment explored (Strength in the tray), then monsters met (Oratory in the prompt).
  spellTray: { seed: 38, until: 'combat', from: 1, stopAt: 'explore', setup: { party: oratorParty, advanced: true } },
  oratory: { seed: 38, until: 'combat', stopAt: 'encounter', setup: { party: oratorParty, advanced: true } },
};

/** The Wizard may cast a combat spell now (the engine lists it among the legal actions). */
export function wizardMayCast(s: GameState, legal: readonly { type: string; who?: string }[]): boolean {
  return s.phase.kind === 'combat' && s.combat?.step === 'party' && legal.some((a) => a.type === 'cast' && a.who === WIZARD_ID);
}
