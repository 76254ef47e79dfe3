/** The Black Gate's characters (§2): heroes, initiates and, as an option, Deathmaze adventurers. */
import { adventurerClasses, type AdventurerClass } from '../deathmaze/data/adventurers';
import type {
  BgWeapon, CharacterSkill, HeroTemplate, InitiateTemplate, MagicPotential, Race, Sun,
} from './data/characters';

export interface BgCharacter {
  readonly id: string;
  readonly name: string;
  readonly kind: 'hero' | 'initiate' | 'adventurer';
  readonly race: Race;
  /** Deathmaze class, for the `deathmaze` party option only (§2.6). */
  readonly adventurerClass?: AdventurerClass;
  readonly woundPoints: number;
  wounds: number;
  readonly magicPotential: MagicPotential;
  spellPoints: number;
  readonly rv: number;
  readonly cb: number;
  readonly weapons: readonly BgWeapon[];
  readonly weaponSkill: { readonly weapon: BgWeapon; readonly bonus: number } | null;
  readonly skills: readonly CharacterSkill[];
  gold: number;
  xp: number;
}

export const alive = (c: BgCharacter): boolean => c.wounds < c.woundPoints;

/** A character's skill of a kind (0 without it). */
export const skillOf = (c: BgCharacter, kind: CharacterSkill['kind']): number =>
  c.skills.filter((s) => s.kind === kind).reduce((sum, s) => sum + s.value, 0);

/** §2.4, §11.1: spell points for the expedition are the magic potential for the sun. */
export const spellPointsFor = (mp: MagicPotential, sun: Sun): number => mp[sun];

export function heroCharacter(t: HeroTemplate): BgCharacter {
  return {
    id: t.id, name: t.name, kind: 'hero', race: t.race, woundPoints: t.wp, wounds: 0, magicPotential: t.mp, spellPoints: 0,
    rv: t.rv, cb: t.cb, weapons: t.weapons, weaponSkill: t.weaponSkill, skills: [t.skill], gold: 0, xp: 0,
  };
}

export function initiateCharacter(t: InitiateTemplate, id: string, mp: MagicPotential): BgCharacter {
  const name = `${t.race[0]!.toUpperCase()}${t.race.slice(1)} initiate`;
  return {
    id, name, kind: 'initiate', race: t.race, woundPoints: t.wp, wounds: 0, magicPotential: mp, spellPoints: 0,
    rv: t.rv, cb: t.cb, weapons: t.weapons, weaponSkill: t.weaponSkill, skills: [t.skill], gold: 0, xp: 0,
  };
}

const NO_MAGIC: MagicPotential = { red: 0, yellow: 0, blue: 0 };

/**
 * §2.6 (DESIGNED): a Deathmaze adventurer mapped onto the variant. CB 0; Thieves keep Detrap;
 * every Hero gets Hellgate 1; Negotiation +0; Wizards keep DM 11.2 magic and have no spell points.
 */
export function adventurerCharacter(cls: AdventurerClass, id: string, weapons: readonly BgWeapon[]): BgCharacter {
  const stats = adventurerClasses[cls];
  const skills: CharacterSkill[] = [];
  if (stats.detrap > 0) skills.push({ kind: 'detrap', value: stats.detrap });
  if (cls === 'hero') skills.push({ kind: 'hellgate', value: 1 });
  return {
    id, name: stats.name, kind: 'adventurer', race: 'human', adventurerClass: cls, woundPoints: stats.woundPoints, wounds: 0,
    magicPotential: NO_MAGIC, spellPoints: 0, rv: stats.magicResistance, cb: 0, weapons, weaponSkill: null, skills, gold: 0, xp: 0,
  };
}
