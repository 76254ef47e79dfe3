/**
 * §9.3 the Black Gate's Combat Results Table, read to 17, and §9.4 the attack modifiers. Its
 * columns (sword, hammer and axe apart) differ in shape from the Deathmaze's `CrtRow`, so it is a
 * table of its own rather than an `inheritTables` override.
 */
import type { BgWeapon } from './characters';
import type { BgTag, Tagged } from './tags';

export type BgCrtColumn = BgWeapon | 'monster';
export const bgCrtColumns: readonly BgCrtColumn[] = ['dagger', 'throwingDagger', 'bow', 'sword', 'hammer', 'axe', 'monster'];

export interface BgCrtRow extends Tagged {
  readonly min: number;
  readonly max: number;
  readonly wounds: Readonly<Record<BgCrtColumn, number>>;
  /** The Monster column's own tag (rows 1–9 INFERRED from DM 8.7, 10+ DESIGNED, B23). */
  readonly monsterTag: BgTag;
}

const r = (min: number, max: number, [dagger, throwingDagger, bow, sword, hammer, axe, monster]: number[]): BgCrtRow => ({
  min, max, wounds: { dagger: dagger!, throwingDagger: throwingDagger!, bow: bow!, sword: sword!, hammer: hammer!, axe: axe!, monster: monster! },
  tag: 'RECOVERED-1', monsterTag: min >= 10 ? 'DESIGNED' : 'INFERRED',
});

/** Totals ≤ 3 read the first row, ≥ 17 the last (DATA ruling 2). */
export const bgCombatResultsTable: readonly BgCrtRow[] = [
  r(1, 3, [0, 0, 0, 0, 0, 0, 0]),
  r(4, 4, [0, 0, 0, 1, 1, 1, 0]),
  r(5, 5, [1, 0, 1, 1, 1, 1, 0]),
  r(6, 9, [1, 1, 1, 1, 1, 1, 1]),
  r(10, 10, [1, 1, 1, 2, 2, 2, 2]),
  r(11, 11, [2, 1, 2, 2, 2, 2, 2]),
  r(12, 12, [2, 2, 2, 2, 3, 2, 2]),
  r(13, 13, [2, 2, 2, 3, 3, 3, 3]),
  r(14, 14, [3, 2, 3, 3, 4, 4, 3]),
  r(15, 15, [3, 3, 3, 4, 4, 4, 4]),
  r(16, 16, [4, 3, 4, 4, 5, 5, 4]),
  r(17, 17, [4, 4, 4, 5, 5, 5, 5]),
];

/** Option `monsterColumnAbove9 = dm`: the Monster column from 10 up (the engine's Deathmaze rows). */
export const dmMonsterColumnAbove9: Readonly<Record<number, number>> = { 10: 1, 11: 1, 12: 2, 13: 2, 14: 2, 15: 3, 16: 3, 17: 4 };
export const dmMonsterColumnTag: BgTag = 'DESIGNED';

/** §9.3: wounds for a modified total on a column. */
export function bgCrtResult(column: BgCrtColumn, total: number, monsterColumnAbove9: 'sword' | 'dm' = 'sword'): number {
  const t = Math.min(17, Math.max(1, total));
  if (column === 'monster' && monsterColumnAbove9 === 'dm' && t >= 10) return dmMonsterColumnAbove9[t]!;
  const row = bgCombatResultsTable.find((x) => t >= x.min && t <= x.max)!;
  return row.wounds[column];
}

export interface AttackModifier extends Tagged {
  readonly id: string;
  /** A number, or a dice code such as `1D6`. */
  readonly value: number | string;
  readonly appliesTo: 'characters' | 'monsters' | 'both';
  /** Weapons it is limited to, if any. */
  readonly weapons?: readonly BgWeapon[];
  readonly lasts: 'always' | 'combat' | 'nextCombat' | 'restOfGame';
}

/** §9.4: every modifier is cumulative. */
export const attackModifiers: readonly AttackModifier[] = [
  { id: 'cb', value: 'CB', appliesTo: 'both', lasts: 'always', tag: 'RECOVERED-1' },
  { id: 'weaponSkill', value: 'skill', appliesTo: 'characters', lasts: 'always', tag: 'INFERRED' },
  { id: 'magicWeapon', value: 'bonus', appliesTo: 'characters', lasts: 'always', tag: 'INFERRED' },
  { id: 'strength', value: '1D6', appliesTo: 'characters', lasts: 'nextCombat', tag: 'INFERRED' }, // B62
  { id: 'dexterityMedallion', value: 2, appliesTo: 'characters', weapons: ['bow', 'throwingDagger'], lasts: 'always', tag: 'INFERRED' },
  { id: 'alcohol', value: -2, appliesTo: 'characters', lasts: 'restOfGame', tag: 'RECOVERED-1' },
  { id: 'blood', value: -1, appliesTo: 'characters', lasts: 'restOfGame', tag: 'RECOVERED-1' },
  { id: 'stench', value: -2, appliesTo: 'characters', lasts: 'combat', tag: 'INFERRED' },
  { id: 'levelAgility', value: 'level', appliesTo: 'monsters', lasts: 'always', tag: 'GIVEN' },
];
