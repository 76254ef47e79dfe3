import type { DataTag } from './tags';
import type { CrtColumn } from './weapons';

/**
 * One row of the Combat Results Table (8.7): the wounds dealt for a modified roll in
 * [min, max]. The printed bounds run 1..17; `crtResult` clamps totals outside them (DATA §11
 * ruling 2), so the first row also serves every total ≤ 0 and the last every total ≥ 17.
 */
export interface CrtRow {
  min: number;
  max: number;
  dagger: number;
  throwingDagger: number;
  bow: number;
  melee: number;
  monster: number;
  tag: DataTag;
}

/** Totals below this read the first row; DATA §11 ruling 2. */
export const CRT_LOWEST_ROW_TOTAL = 1;
/** Totals above this read the last ("17+") row; DATA §11 ruling 2. */
export const CRT_HIGHEST_ROW_TOTAL = 17;

const row = (
  min: number,
  max: number,
  [dagger, throwingDagger, bow, melee, monster]: [number, number, number, number, number],
  tag: DataTag,
): CrtRow => ({ min, max, dagger, throwingDagger, bow, melee, monster, tag });

/** 8.7. Rows 1–9 are printed; rows 10+ are DESIGNED (DATA §6) and free to tune. */
export const combatResultsTable: readonly CrtRow[] = [
  row(1, 3, [0, 0, 0, 0, 0], 'GIVEN'),
  row(4, 4, [0, 0, 0, 1, 0], 'GIVEN'),
  row(5, 5, [1, 0, 1, 1, 0], 'GIVEN'),
  row(6, 9, [1, 1, 1, 1, 1], 'GIVEN'),
  row(10, 10, [2, 1, 1, 2, 1], 'DESIGNED'),
  row(11, 11, [2, 2, 2, 2, 1], 'DESIGNED'),
  row(12, 12, [2, 2, 2, 3, 2], 'DESIGNED'),
  row(13, 13, [3, 2, 2, 3, 2], 'DESIGNED'),
  row(14, 14, [3, 3, 3, 3, 2], 'DESIGNED'),
  row(15, 15, [3, 3, 3, 4, 3], 'DESIGNED'),
  row(16, 16, [4, 3, 3, 4, 3], 'DESIGNED'),
  row(17, 17, [4, 4, 4, 4, 4], 'DESIGNED'),
];

/** The CRT row for a modified roll, clamped to the printed range (DATA §11 ruling 2). */
export function crtRow(total: number): CrtRow {
  return crtRowIn(combatResultsTable, total);
}

/** The row of a given Combat Results Table (a variant's) for a modified roll, clamped to its printed range. */
export function crtRowIn(table: readonly CrtRow[], total: number): CrtRow {
  if (!Number.isFinite(total)) throw new Error(`A combat total must be a finite number, not ${total}.`);
  const t = Math.min(table[table.length - 1]!.max, Math.max(table[0]!.min, Math.floor(total)));
  const found = table.find((r) => t >= r.min && t <= r.max);
  if (!found) throw new Error(`The Combat Results Table has no row for ${total}.`);
  return found;
}

/** 8.43–8.45: wounds dealt by an attack with this column and modified roll. */
export function crtResult(column: CrtColumn, total: number): number {
  return crtRow(total)[column];
}
