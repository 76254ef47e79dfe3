/** What happened, for the log, the table's animations and the tests. */
import type { ChitTypeId, Cup } from './data/chitTypes';
import type { SpellId } from './data/spells';
import type { Cell, Rotation } from './board/grid';

export type EventKind =
  | 'chit-drawn'
  | 'chit-thrown-back'
  | 'game-started'
  | 'chit-placed'
  | 'party-moved'
  | 'party-blocked'
  | 'order-changed'
  | 'party-left'
  | 'door-checked'
  | 'trap-found'
  | 'trap-detrapped'
  | 'trap-sprung'
  | 'wounded'
  | 'died'
  | 'experience'
  | 'monster-check'
  | 'monsters-appear'
  /** 7.14: the monsters' Wound Points, rolled as combat is joined. */
  | 'wound-points'
  | 'negotiated'
  | 'combat-started'
  | 'attack'
  | 'weapon-switched'
  | 'reorganized'
  | 'combat-won'
  | 'treasure'
  | 'item-taken'
  | 'item-given'
  | 'item-dropped'
  | 'item-used'
  | 'item-tested'
  | 'healed'
  | 'strengthened'
  | 'door-pegged'
  | 'feature'
  | 'charmed'
  | 'spell-cast'
  | 'resisted'
  | 'petrified'
  | 'party-dead';

export interface GameEvent {
  kind: EventKind;
  /** The rule case behind it, e.g. "5.23". */
  rule: string;
  /** One sentence a player can follow. */
  text: string;
  /** Die faces thrown for it, in order. */
  dice?: number[];
  cell?: Cell;
  chit?: ChitTypeId;
  cup?: Cup;
  rot?: Rotation;
  /** The adventurer or monster it is about. */
  who?: string;
  /** The one it is done to (an attack's target). */
  target?: string;
  /** Wounds dealt, Experience gained, Bezants found… */
  amount?: number;
  /** 3.2: the player whose decision this was (0-based); absent for the whole party's choices and for the dice. */
  player?: number;
  /** What dealt the wounds (for the log and the simulator's histogram of deaths). */
  cause?: string;
  /**
   * 11.3, 12.2: the spell behind it, on every event src/games/deathmaze/advanced/spells.ts records for a cast or an Evil
   * Wizard's Lightning: the payment, the resist rolls won and lost, what the spell does (its blows,
   * cures, sleep, armor) and the wounds it deals to adventurers on the party's side. What is recorded
   * elsewhere carries none: a monster slain, a won fight, a charm taking hold, a door shut, and the
   * wounds of a charmed monster or of a comrade a Vampire has charmed (charm.ts, vampire.ts).
   */
  spell?: SpellId;
}
