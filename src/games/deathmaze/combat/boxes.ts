/**
 * The boxes a side's counters stand in (8.52): rows of three, box 0 the rightmost as the party
 * sees it (conventions in combatGeometry.ts), and the die a caller throws when a choice between
 * boxes or counters falls to chance.
 */

/** One die throw supplied by the caller: a face 1..6. */
export type DieRoll = () => number;

export type Row = (string | null)[];

export const BOXES = 3;

export const occupants = (row: readonly (string | null)[] | undefined): string[] =>
  row ? row.filter((id): id is string => id !== null) : [];

export const emptyRow = (): Row => [null, null, null];

export function throwDie(roll: DieRoll): number {
  const face = roll();
  if (!Number.isInteger(face) || face < 1 || face > 6) throw new RangeError(`A die shows 1 to 6, not ${String(face)}.`);
  return face;
}
