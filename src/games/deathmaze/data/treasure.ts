import type { DataTag } from './tags';
import type { WeaponId } from './weapons';

/** Treasure types (9.11, 9.81). K–M are from the Moves #51 expansion (DATA §7.1). */
export type TreasureLetter = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'I' | 'J' | 'K' | 'L' | 'M';

export const treasureLetters: readonly TreasureLetter[] = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M'];

/** One cell "k: code" of 9.81: roll 1D6; on ≤ chance roll `code` (9.12, DATA §11 ruling 43). */
export interface TreasureCell {
  /** Roll 1D6 ≤ chance to get this column; 0 = never. */
  chance: number;
  /** A dice code for `parseDiceCode` (dice.ts): '3D6x5', '1D3', '1'; '0' when chance is 0. */
  code: string;
}

export type TreasureColumn = 'bezants' | 'gems' | 'magic';

export interface TreasureType {
  bezants: TreasureCell;
  gems: TreasureCell;
  magic: TreasureCell;
  /** 9.16: types I and J come in chests, trapped on 1–3. */
  chest: boolean;
  /** K–M exist only in the expansion; the base game never asks for them. */
  expansion: boolean;
  /** The row's provenance; `tags` overrides it per column where they differ. */
  tag: DataTag;
  tags?: Readonly<Partial<Record<TreasureColumn, DataTag>>>;
}

const cell = (text: string): TreasureCell => {
  const [chance, code] = text.split(':') as [string, string];
  return { chance: Number(chance), code: code.trim() };
};

const type = (
  bezants: string,
  gems: string,
  magic: string,
  tag: DataTag,
  extra: Partial<Pick<TreasureType, 'chest' | 'expansion' | 'tags'>> = {},
): TreasureType => ({
  bezants: cell(bezants),
  gems: cell(gems),
  magic: cell(magic),
  chest: extra.chest ?? false,
  expansion: extra.expansion ?? false,
  tag,
  ...(extra.tags ? { tags: extra.tags } : {}),
});

/** 9.81 Treasure Type Table (DATA §7.1). */
export const treasureTypeTable: Readonly<Record<TreasureLetter, TreasureType>> = {
  A: type('0:0', '0:0', '0:0', 'GIVEN'),
  B: type('6:1D6', '0:0', '0:0', 'GIVEN'),
  C: type('6:3D6', '0:0', '1:1', 'GIVEN'),
  D: type('1:3D6', '1:1D3', '0:0', 'GIVEN'),
  E: type('2:1D6x10', '2:1D6', '2:1', 'GIVEN'),
  F: type('6:1D6x4', '3:1D3', '1:1', 'GIVEN'),
  // Only G's Bezants are printed; gems and magic are Citadel of Blood's G (DATA §7.1).
  G: type('6:3D6x5', '3:1D6', '2:1', 'PROXY', { tags: { bezants: 'GIVEN', gems: 'PROXY', magic: 'PROXY' } }),
  H: type('6:2D6', '1:1D3', '1:1', 'PROXY'),
  I: type('6:1D6x5', '2:1D6', '2:1', 'PROXY', { chest: true }), // 9.16
  J: type('6:1D6x20', '2:1D6', '3:1D3', 'PROXY', { chest: true }), // 9.16
  K: type('6:2D6x20', '3:1D6', '3:1D3', 'RECOVERED', { expansion: true }),
  L: type('6:2D6x25', '4:1D6', '4:1D3', 'RECOVERED', { expansion: true }),
  M: type('6:3D6x25', '3:2D6', '3:1D6', 'RECOVERED', { expansion: true }),
};

/** The provenance of one column of one treasure type. */
export function treasureTag(letter: TreasureLetter, column: TreasureColumn): DataTag {
  const t = treasureTypeTable[letter];
  return t.tags?.[column] ?? t.tag;
}

/** 9.82 Gems Table: Bezant value of a gem by its 2D6 roll. GIVEN. */
export const gemTable: Readonly<Record<number, number>> = {
  2: 1,
  3: 5,
  4: 10,
  5: 15,
  6: 20,
  7: 25,
  8: 35,
  9: 50,
  10: 75,
  11: 100,
  12: 150,
};

export const gemTableTag: DataTag = 'GIVEN';

/** 9.14: the value in Bezants of a gem rolled `roll` on 2D6. */
export function gemValue(roll: number): number {
  return gemValueIn(gemTable, roll);
}

/** A Gems Table's value for a 2D6 roll (a variant's table read the same way). */
export function gemValueIn(table: Readonly<Record<number, number>>, roll: number): number {
  const v = table[roll];
  if (v === undefined) throw new Error(`A gem roll is 2D6 (2 to 12), not ${roll}.`);
  return v;
}

// ---------------------------------------------------------------------------------------------
// 9E Combined Magic Item Table (9.15, 9.2–9.7, 12.1; DATA §7.3)

export type PotionId = 'healing' | 'poison' | 'strength' | 'charmPerson' | 'charmMonster';
export type SpiceId = 'mustard' | 'sesame' | 'spinach' | 'redPepper' | 'cannabis' | 'cloves';
export type MedallionId = 'neutralizePoison' | 'potionAppraisal' | 'oratory' | 'dexterity' | 'strangling';
export type RingId = 'resistance1' | 'resistance2' | 'sleep' | 'neutralizePoison' | 'heal' | 'blast';

export const potionNames: Readonly<Record<PotionId, string>> = {
  healing: 'Healing Potion',
  poison: 'Poison',
  strength: 'Strength Potion',
  charmPerson: 'Charm Person Potion',
  charmMonster: 'Charm Monster Potion',
};

export const spiceNames: Readonly<Record<SpiceId, string>> = {
  mustard: 'Mustard',
  sesame: 'Sesame',
  spinach: 'Spinach',
  redPepper: 'Red Pepper',
  cannabis: 'Cannabis',
  cloves: 'Cloves',
};

export const medallionNames: Readonly<Record<MedallionId, string>> = {
  neutralizePoison: 'Medallion of Neutralize Poison',
  potionAppraisal: 'Medallion of Potion Appraisal',
  oratory: 'Medallion of Oratory',
  dexterity: 'Medallion of Dexterity',
  strangling: 'Medallion of Strangling',
};

export const ringNames: Readonly<Record<RingId, string>> = {
  resistance1: 'Ring of Resistance +1',
  resistance2: 'Ring of Resistance +2',
  sleep: 'Ring of Sleep',
  neutralizePoison: 'Ring of Neutralize Poison',
  heal: 'Ring of Heal',
  blast: 'Ring of Blast',
};

/** 12.12: Magic Resistance added by a Ring of Resistance (capped at 5 overall). */
export const ringResistanceBonus: Readonly<Partial<Record<RingId, number>>> = { resistance1: 1, resistance2: 2 };

export type MagicItemEntry =
  | { kind: 'weapon'; weapon: WeaponId }
  | { kind: 'armor'; wp: number }
  | { kind: 'armor'; rollTwice: true }
  | { kind: 'potion'; potion: PotionId }
  | { kind: 'spice'; spice: SpiceId }
  | { kind: 'medallion'; medallion: MedallionId }
  | { kind: 'ring'; ring: RingId };

export type MagicItemKind = MagicItemEntry['kind'];

/** The 1st die's columns, in order (9.15). */
export const magicItemColumns = ['weapon', 'armor', 'potion', 'spice', 'medallion', 'ring'] as const;

export const magicItemColumnNames: Readonly<Record<MagicItemKind, string>> = {
  weapon: 'Weapon',
  armor: 'Armor',
  potion: 'Potion',
  spice: 'Spice',
  medallion: 'Medallion',
  ring: 'Ring',
};

export interface MagicItemCell {
  entry: MagicItemEntry;
  tag: DataTag;
}

const G = 'GIVEN' as const;
const D = 'DERIVED' as const;

const weapon = (w: WeaponId, tag: DataTag): MagicItemCell => ({ entry: { kind: 'weapon', weapon: w }, tag });
const armor = (wp: number, tag: DataTag): MagicItemCell => ({ entry: { kind: 'armor', wp }, tag });
const potion = (p: PotionId, tag: DataTag): MagicItemCell => ({ entry: { kind: 'potion', potion: p }, tag });
const spice = (s: SpiceId, tag: DataTag): MagicItemCell => ({ entry: { kind: 'spice', spice: s }, tag });
const medallion = (m: MedallionId, tag: DataTag): MagicItemCell => ({ entry: { kind: 'medallion', medallion: m }, tag });
const ring = (r: RingId, tag: DataTag): MagicItemCell => ({ entry: { kind: 'ring', ring: r }, tag });

/**
 * 9E, indexed [column = 1st die − 1][row = 2nd die − 1]. Rows 1–3 are printed (plus the Bow);
 * the rest is DERIVED from the case lists of 9.2–9.7 and 12.1 (DATA §7.3). The order of potion
 * rows 4–6 is DESIGNED (case order 9.44–9.46).
 */
export const magicItemTable: readonly (readonly MagicItemCell[])[] = [
  [weapon('sword', G), weapon('hammer', G), weapon('axe', G), weapon('bow', G), weapon('dagger', D), weapon('throwingDagger', D)],
  [
    armor(1, G),
    armor(1, G),
    armor(1, G),
    armor(2, D), // by analogy with the Weapon Effect rows
    armor(2, D),
    { entry: { kind: 'armor', rollTwice: true }, tag: D }, // 9.31: a 6 rolls twice
  ],
  [
    potion('healing', G),
    potion('healing', G),
    potion('poison', G),
    potion('strength', 'DESIGNED'),
    potion('charmPerson', 'DESIGNED'),
    potion('charmMonster', 'DESIGNED'),
  ],
  [spice('mustard', G), spice('sesame', G), spice('spinach', G), spice('redPepper', D), spice('cannabis', D), spice('cloves', D)],
  [
    medallion('neutralizePoison', G),
    medallion('neutralizePoison', G),
    medallion('potionAppraisal', G),
    medallion('oratory', D),
    medallion('dexterity', D),
    medallion('strangling', D),
  ],
  // 9.7 / 12.11: Advanced game only; the Basic game re-rolls a Ring result.
  [ring('resistance1', G), ring('resistance2', G), ring('sleep', G), ring('neutralizePoison', D), ring('heal', D), ring('blast', D)],
];

const checkFace = (face: number, what: string): number => {
  if (!Number.isInteger(face) || face < 1 || face > 6) throw new Error(`The ${what} must be a die face 1 to 6, not ${face}.`);
  return face;
};

/** 9.15: the 1st die picks the column, the 2nd die the row. */
export function magicItem(first: number, second: number): MagicItemCell {
  return magicItemIn(magicItemTable, first, second);
}

/** A Magic Item grid's cell (a variant's grid read the same way). */
export function magicItemIn(table: readonly (readonly MagicItemCell[])[], first: number, second: number): MagicItemCell {
  const cell = table[checkFace(first, '1st die') - 1]?.[checkFace(second, '2nd die') - 1];
  if (!cell) throw new Error(`9E has no cell for ${first}, ${second}.`);
  return cell;
}

/** 9.2 Weapon Effect, 3rd die: magical combat bonus, or roll twice (9.22). */
export interface WeaponEffectRow {
  from: number;
  to: number;
  result: number | 'rollTwice';
  tag: DataTag;
}

export const weaponEffectTable: readonly WeaponEffectRow[] = [
  { from: 1, to: 3, result: 1, tag: 'GIVEN' },
  { from: 4, to: 5, result: 2, tag: 'GIVEN' },
  { from: 6, to: 6, result: 'rollTwice', tag: 'GIVEN' },
];

export function weaponEffect(face: number): number | 'rollTwice' {
  return weaponEffectIn(weaponEffectTable, face);
}

/** A Weapon Effect table's result for a die face (a variant's table read the same way). */
export function weaponEffectIn(table: readonly WeaponEffectRow[], face: number): number | 'rollTwice' {
  const f = checkFace(face, 'Weapon Effect die');
  const row = table.find((r) => f >= r.from && f <= r.to);
  if (!row) throw new Error(`The Weapon Effect table has no row for ${face}.`);
  return row.result;
}
