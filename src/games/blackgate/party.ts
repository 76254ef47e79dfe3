/** The Black Gate's characters (§2): heroes, initiates and, as an option, Deathmaze adventurers. */
import { adventurerClasses, type AdventurerClass } from '../deathmaze/data/adventurers';
import type {
  BgWeapon, CharacterSkill, HeroTemplate, InitiateTemplate, MagicPotential, Race, Sun,
} from './data/characters';
import type { MagicItemColumn } from './data/finds';

/** A magic item a character holds (§14.4): its column and entry, and what it was rolled to be. */
export interface BgItem {
  /** Unique in the game (`item1`, `item2`, … in the order found). */
  readonly id: string;
  readonly column: MagicItemColumn;
  /** The §14.4 entry: `Sword`, `WP +1`, `Healing`, `Blue sun`, `Resist +2`… */
  readonly name: string;
  /** A magic weapon's bonus (§14.4 weapon die) or an armour's WP bonus. */
  readonly bonus?: number;
  /** A potion's doses left (one is kept, DM 9.41). */
  doses?: number;
  /** A ring's free casting used this expedition (§11.4). */
  spent?: boolean;
}

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
  /** Each jewel's value in GM (§14.3); jewels count toward personal victory (§17). */
  jewels: number[];
  items: BgItem[];
  xp: number;
  /** Effects for the rest of the game (§13.2, §16): Alcohol −2 and Blood −1 to CB, the Icon's +1 RV. */
  lasting: { cb: number; rv: number };
  /** Special spells known (§11.3): `wrathOfGod` from the Manuscript. */
  knows: string[];
  /** Mage Armor: wounds still to absorb (§11.3). */
  ward?: number;
  /** Strength (spell or potion): CB added in the next combat the party fights (B62). */
  strength?: number;
  /** Turned to stone (Medusa, Statue 1): out of play unless restored on this segment (§11.3 Stone-to-Flesh). */
  petrified?: boolean;
}

/** Can act: alive and not turned to stone. */
export const standing = (c: BgCharacter): boolean => alive(c) && c.petrified !== true;

/**
 * `n` ordinary wounds to a character, Mage Armor absorbing first (§11.3); the wounds taken
 * (never beyond its Wound Points).
 */
export function woundCharacter(c: BgCharacter, n: number): number {
  let rest = Math.max(0, n);
  if (c.ward && c.ward > 0) {
    const absorbed = Math.min(c.ward, rest);
    c.ward -= absorbed;
    rest -= absorbed;
    if (c.ward === 0) delete c.ward;
  }
  const taken = Math.min(rest, c.woundPoints - c.wounds);
  c.wounds += taken;
  return taken;
}

/** A character's CB now: its own, the rest-of-game effects (Alcohol, Blood) and a Strength for this combat. */
export const currentCb = (c: BgCharacter): number => c.cb + c.lasting.cb + (c.strength ?? 0);

/** A character's RV now: its own and the Icon's, capped at 5 (§0.3). */
export const currentRv = (c: BgCharacter): number => Math.min(5, c.rv + c.lasting.rv);

export const alive = (c: BgCharacter): boolean => c.wounds < c.woundPoints;

/** A character's skill of a kind (0 without it). */
export const skillOf = (c: BgCharacter, kind: CharacterSkill['kind']): number =>
  c.skills.filter((s) => s.kind === kind).reduce((sum, s) => sum + s.value, 0);

/** §2.4, §11.1: spell points for the expedition are the magic potential for the sun. */
export const spellPointsFor = (mp: MagicPotential, sun: Sun): number => mp[sun];

export function heroCharacter(t: HeroTemplate): BgCharacter {
  return {
    id: t.id, name: t.name, kind: 'hero', race: t.race, woundPoints: t.wp, wounds: 0, magicPotential: t.mp, spellPoints: 0,
    rv: t.rv, cb: t.cb, weapons: t.weapons, weaponSkill: t.weaponSkill, skills: [t.skill], gold: 0, jewels: [], items: [], xp: 0,
    lasting: { cb: 0, rv: 0 }, knows: [],
  };
}

export function initiateCharacter(t: InitiateTemplate, id: string, mp: MagicPotential): BgCharacter {
  const name = `${t.race[0]!.toUpperCase()}${t.race.slice(1)} initiate`;
  return {
    id, name, kind: 'initiate', race: t.race, woundPoints: t.wp, wounds: 0, magicPotential: mp, spellPoints: 0,
    rv: t.rv, cb: t.cb, weapons: t.weapons, weaponSkill: t.weaponSkill, skills: [t.skill], gold: 0, jewels: [], items: [], xp: 0,
    lasting: { cb: 0, rv: 0 }, knows: [],
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
    magicPotential: NO_MAGIC, spellPoints: 0, rv: stats.magicResistance, cb: 0, weapons, weaponSkill: null, skills, gold: 0, jewels: [], items: [], xp: 0,
    lasting: { cb: 0, rv: 0 }, knows: [],
  };
}
