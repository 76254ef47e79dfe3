/**
 * The rules edition a delve was started under. A delve is its setup, seed and actions, replayed:
 * when a correction changes what an old action list leads to (another die thrown, a decision
 * asked that was not asked before), a delve begun under the earlier edition must still replay as
 * it was played. Each predicate below names one behaviour of edition 1 that edition 2 corrected;
 * new delves are always started under the current edition.
 *
 * Edition 2 (the case-by-case corrections):
 * - 7.14, DATA ruling 58: Wound Points (and an Evil Hero's sword skill) are rolled when the party
 *   engages, not when the monsters appear;
 * - 12.34, 12.36: a Medusa strikes and gazes, a Vampire strikes and charms;
 * - 8.6 and ruling 24: the Experience of a fight waits for Stone-to-Flesh;
 * - 9.23, 13.0: a magical weapon is taken up in place of one of the two carried, never as a third;
 * - 9.45–9.46: a known charm potion is drunk at a named monster of its kind;
 * - ruling 23: the player decides the fate of each monster left asleep;
 * - 6.31–6.35: the adventurer who lifts a trap door deals with its trap;
 * - 11.22 (Advanced Game): a poisoned fountain's wounds are not healed.
 */
import type { GameState } from './state';

/** The editions an action list may have been played under. */
export const EDITIONS = [1, 2] as const;
export type Edition = (typeof EDITIONS)[number];

export const CURRENT_EDITION: Edition = 2;

/** A setup without an edition is a new delve: the current edition. */
export const editionOf = (s: GameState): Edition => s.setup.edition ?? CURRENT_EDITION;

/** Edition 1 rolled Wound Points as the monsters appeared. */
export const woundPointsAtReveal = (s: GameState): boolean => editionOf(s) < 2;

/** Edition 1: a Medusa's gaze of 6 took the place of her blow; a Vampire's charm, of its blow. */
export const specialReplacesBlow = (s: GameState): boolean => editionOf(s) < 2;

/** Edition 1 shared a fight's Experience before any Stone-to-Flesh. */
export const experienceBeforeRevival = (s: GameState): boolean => editionOf(s) < 2;

/** Edition 1 let a magical weapon be carried as an item and wielded later. */
export const weaponsCarriedAsItems = (s: GameState): boolean => editionOf(s) < 2;

/** Edition 1 drank a known charm potion first and asked for its monster after. */
export const charmAfterDrinking = (s: GameState): boolean => editionOf(s) < 2;

/** Edition 1 slew every sleeper when a fight ended. */
export const sleepersSlain = (s: GameState): boolean => editionOf(s) < 2;

/** Edition 1 let anyone open a trap door's trap. */
export const anyoneOpensTrapDoor = (s: GameState): boolean => editionOf(s) < 2;

/** Edition 1 healed a poisoned fountain's wounds like any other (DATA ruling 54). */
export const fountainPoisonCurable = (s: GameState): boolean => editionOf(s) < 2;
