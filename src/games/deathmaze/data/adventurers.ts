import type { DataTag } from './tags';
import type { WeaponId } from './weapons';

export type AdventurerClass = 'hero' | 'thief' | 'wizard';

export interface AdventurerClassStats {
  name: string;
  woundPoints: number;
  magicResistance: number;
  /** Starting Detrap skill (3.1); 0 for classes that cannot detrap. */
  detrap: number;
  /** Spells chosen at creation (11.12). */
  spells: number;
  /** Weapons the class may carry (3.1, 11.11). */
  weapons: 'any' | readonly WeaponId[];
  /** Wizards exist only in the Advanced game (11.0). */
  advanced: boolean;
  tag: DataTag;
}

export const adventurerClassIds: readonly AdventurerClass[] = ['hero', 'thief', 'wizard'];

/** 3.1 and 11.11 (DATA §3). */
export const adventurerClasses: Readonly<Record<AdventurerClass, AdventurerClassStats>> = {
  // 3.1 gives 8; 2.12's "1" is a transcription error (DATA §11 ruling 37).
  hero: { name: 'Hero', woundPoints: 8, magicResistance: 1, detrap: 0, spells: 0, weapons: 'any', advanced: false, tag: 'GIVEN' },
  thief: { name: 'Thief', woundPoints: 6, magicResistance: 1, detrap: 1, spells: 0, weapons: 'any', advanced: false, tag: 'GIVEN' },
  wizard: {
    name: 'Wizard',
    woundPoints: 4,
    magicResistance: 2,
    detrap: 0,
    spells: 1,
    weapons: ['dagger', 'throwingDagger'], // 11.11
    advanced: true,
    tag: 'GIVEN',
  },
};

/** 3.1: every adventurer carries two weapons. */
export const WEAPONS_CARRIED = 2;
/** 3.0: at most six adventurers in all. */
export const MAX_ADVENTURERS = 6;
/** 4.0: to win, each survivor needs this much experience ... */
export const WIN_XP = 75;
/** ... and this many Bezants (gems at their value). */
export const WIN_BEZANTS = 100;
/** 10.12: experience for a successful detrap. */
export const DETRAP_XP = 10;
/** 8.6: experience per starting Wound Point of the monsters killed, before sharing. */
export const XP_PER_WOUND_POINT = 6;
/** 12.12, 13.11: no Magic Resistance above 5. */
export const MAX_MAGIC_RESISTANCE = 5;
