/** §2.2–§2.4: the 23 heroes, the initiates, their magic potential and the predominant sun. */
import type { BgTag, Tagged } from './tags';

export type Race = 'human' | 'elf' | 'dwarf' | 'demi-cronk' | 'swamp creature';
export type InitiateRace = 'human' | 'elf' | 'dwarf';
export type Sun = 'red' | 'yellow' | 'blue';
export type BgWeapon = 'sword' | 'dagger' | 'throwingDagger' | 'bow' | 'axe' | 'hammer';

/** Magic potential: spell points for each predominant sun (§2.4). */
export interface MagicPotential {
  readonly red: number;
  readonly yellow: number;
  readonly blue: number;
}

/** Detrap n, Negotiation +n, Hellgate n (§0.3). */
export interface CharacterSkill {
  readonly kind: 'detrap' | 'negotiation' | 'hellgate';
  readonly value: number;
}

export interface HeroTemplate extends Tagged {
  readonly id: string;
  readonly name: string;
  readonly race: Race;
  readonly wp: number;
  readonly mp: MagicPotential;
  readonly rv: number;
  readonly cb: number;
  readonly weapons: readonly [BgWeapon, BgWeapon];
  readonly weaponSkill: { readonly weapon: BgWeapon; readonly bonus: number } | null;
  readonly skill: CharacterSkill;
}

const mp = (red: number, yellow: number, blue: number): MagicPotential => ({ red, yellow, blue });
const hg = (value: number): CharacterSkill => ({ kind: 'hellgate', value });
const ng = (value: number): CharacterSkill => ({ kind: 'negotiation', value });
const dt = (value: number): CharacterSkill => ({ kind: 'detrap', value });
const ws = (weapon: BgWeapon, bonus: number) => ({ weapon, bonus });

function hero(
  id: string,
  name: string,
  race: Race,
  wp: number,
  magic: MagicPotential,
  rv: number,
  cb: number,
  weapons: readonly [BgWeapon, BgWeapon],
  weaponSkill: HeroTemplate['weaponSkill'],
  skill: CharacterSkill,
): HeroTemplate {
  // B2: disputed cells take the majority of the sources, so every hero row is RECOVERED.
  return { id, name, race, wp, mp: magic, rv, cb, weapons, weaponSkill, skill, tag: 'RECOVERED' };
}

/** §2.2 in its order: the order is the numbering of the random draw (B47). */
export const heroes: readonly HeroTemplate[] = [
  hero('almuric', 'Almuric', 'human', 8, mp(1, 1, 2), 2, 3, ['sword', 'dagger'], ws('sword', 2), hg(1)),
  hero('alric', 'Alric', 'human', 6, mp(2, 3, 4), 2, 0, ['sword', 'throwingDagger'], null, hg(1)),
  hero('curvenol', 'Curvenol', 'human', 5, mp(5, 5, 5), 1, 0, ['sword', 'throwingDagger'], null, hg(2)),
  hero('dalmilandril', 'Dalmilandril', 'elf', 5, mp(3, 4, 5), 3, 2, ['bow', 'dagger'], ws('bow', 2), ng(2)),
  hero('dierdra', 'Dierdra', 'human', 7, mp(0, 0, 0), 1, 4, ['hammer', 'sword'], ws('hammer', 1), hg(1)),
  hero('eodred', 'Eodred', 'human', 6, mp(3, 4, 5), 2, 0, ['bow', 'throwingDagger'], null, hg(2)),
  hero('gerudirr', 'Gerudirr', 'dwarf', 6, mp(0, 0, 0), 2, 6, ['axe', 'dagger'], ws('axe', 3), dt(1)),
  hero('gilith', 'Gilith', 'elf', 8, mp(0, 0, 0), 3, 4, ['bow', 'dagger'], ws('bow', 2), ng(2)),
  hero('gislan', 'Gislan', 'dwarf', 10, mp(4, 4, 4), 3, 4, ['axe', 'dagger'], ws('axe', 2), dt(3)),
  hero('gwaigilion', 'Gwaigilion Elengal', 'elf', 7, mp(4, 3, 2), 3, 4, ['bow', 'dagger'], ws('bow', 2), ng(1)),
  hero('larraka', 'Larraka', 'human', 5, mp(6, 5, 4), 3, 0, ['bow', 'dagger'], null, hg(1)),
  hero('linfalas', 'Linfalas', 'elf', 9, mp(0, 0, 0), 2, 5, ['bow', 'sword'], ws('bow', 2), ng(3)),
  hero('lordDil', 'Lord Dil', 'human', 10, mp(0, 0, 0), 3, 5, ['sword', 'dagger'], ws('sword', 2), hg(2)),
  hero('maytwist', 'Maytwist', 'elf', 7, mp(3, 3, 3), 2, 0, ['throwingDagger', 'bow'], ws('bow', 2), ng(3)),
  hero('paladinGlade', 'Paladin Glade', 'human', 10, mp(0, 0, 0), 2, 4, ['sword', 'throwingDagger'], ws('sword', 2), hg(2)),
  hero('ramanCronkevitch', 'Raman Cronkevitch', 'demi-cronk', 9, mp(0, 0, 0), 3, 4, ['sword', 'dagger'], ws('sword', 1), dt(1)),
  hero('sliggoth', 'Sliggoth', 'swamp creature', 8, mp(1, 2, 3), 2, 4, ['axe', 'bow'], ws('axe', 1), dt(1)),
  hero('stephenPaladin', 'Stephen Paladin', 'human', 10, mp(0, 0, 0), 2, 5, ['sword', 'dagger'], ws('sword', 2), hg(2)),
  hero('theregond', 'Theregond', 'human', 8, mp(4, 3, 2), 2, 1, ['sword', 'throwingDagger'], ws('sword', 3), hg(3)),
  hero('weldron', 'Weldron', 'human', 9, mp(0, 0, 0), 2, 5, ['sword', 'bow'], ws('sword', 2), hg(3)),
  hero('wendolyn', 'Wendolyn', 'human', 7, mp(4, 3, 2), 2, 1, ['sword', 'dagger'], ws('dagger', 2), hg(4)),
  hero('zareth', 'Zareth', 'human', 9, mp(0, 0, 0), 4, 4, ['sword', 'throwingDagger'], ws('sword', 1), hg(3)),
  hero('zurik', 'Zurik', 'dwarf', 8, mp(3, 4, 5), 2, 3, ['axe', 'dagger'], ws('axe', 2), dt(3)),
];

export interface InitiateTemplate extends Tagged {
  readonly race: InitiateRace;
  readonly wp: number;
  readonly rv: number;
  readonly cb: number;
  readonly weapons: readonly [BgWeapon, BgWeapon];
  readonly weaponSkill: { readonly weapon: BgWeapon; readonly bonus: number };
  readonly skill: CharacterSkill;
}

/** §2.3 (MB); the weapons are the skilled one plus a dagger (DESIGNED, B3), tagged on their own. */
export const initiates: Readonly<Record<InitiateRace, InitiateTemplate>> = {
  human: { race: 'human', wp: 7, rv: 1, cb: 0, weapons: ['sword', 'dagger'], weaponSkill: ws('sword', 1), skill: hg(1), tag: 'RECOVERED-1' },
  elf: { race: 'elf', wp: 5, rv: 2, cb: 0, weapons: ['bow', 'dagger'], weaponSkill: ws('bow', 1), skill: ng(1), tag: 'RECOVERED-1' },
  dwarf: { race: 'dwarf', wp: 6, rv: 2, cb: 0, weapons: ['axe', 'dagger'], weaponSkill: ws('axe', 1), skill: dt(1), tag: 'RECOVERED-1' },
};
export const initiateWeaponsTag: BgTag = 'DESIGNED';

/** §2.1: at most this many living initiates of one race (9 counters, 3 per race). */
export const maxInitiatesPerRace = 3;

export interface FaceRow<T> extends Tagged {
  readonly min: number;
  readonly max: number;
  readonly result: T;
}

/** §2.3: an initiate's magic potential, 1D6 once when it is made (MB). */
export const initiateMagicTable: readonly FaceRow<MagicPotential>[] = [
  { min: 1, max: 2, result: mp(0, 0, 0), tag: 'RECOVERED-1' },
  { min: 3, max: 3, result: mp(2, 1, 0), tag: 'RECOVERED-1' },
  { min: 4, max: 4, result: mp(0, 1, 2), tag: 'RECOVERED-1' },
  { min: 5, max: 5, result: mp(1, 1, 1), tag: 'RECOVERED-1' },
  { min: 6, max: 6, result: mp(2, 2, 2), tag: 'RECOVERED-1' },
];

/** §2.4: the predominant sun, 1D6 at the start of each expedition (PA, JS). */
export const predominantSunTable: readonly FaceRow<Sun>[] = [
  { min: 1, max: 2, result: 'red', tag: 'RECOVERED' },
  { min: 3, max: 4, result: 'yellow', tag: 'RECOVERED' },
  { min: 5, max: 6, result: 'blue', tag: 'RECOVERED' },
];

/** Reads a 1D6 table; a face outside every row is a broken table. */
export function faceRow<T>(table: readonly FaceRow<T>[], face: number, name: string): T {
  const row = table.find((r) => face >= r.min && face <= r.max);
  if (!row) throw new Error(`${name} has no row for ${face}.`);
  return row.result;
}
