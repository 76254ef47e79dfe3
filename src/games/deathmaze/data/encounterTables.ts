import type { DataTag } from './tags';

/** One row of a 1D6 (or modified-roll) table: rolls from..to give `result`. */
export interface RangeRow<R> {
  from: number;
  to: number;
  result: R;
  tag: DataTag;
}

const faceRow = <R>(from: number, to: number, result: R): RangeRow<R> => ({ from, to, result, tag: 'GIVEN' });

/** The result of a 1D6 table for a die face (a variant's table read the same way). */
export function lookupFace<R>(rows: readonly RangeRow<R>[], face: number, table: string): R {
  if (!Number.isInteger(face) || face < 1 || face > 6) throw new Error(`The ${table} is read with a die face 1 to 6, not ${face}.`);
  const row = rows.find((r) => face >= r.from && face <= r.to);
  if (!row) throw new Error(`The ${table} has no row for ${face}.`);
  return row.result;
}

// --- 5.3 Exploration Table -------------------------------------------------------------------

/** 5.3 (5.26–5.27, 9.16): each check happens on a 1D6 roll ≤ n. GIVEN. */
export const explorationTable = { doorTrap: 1, wanderingMonster: 1, roomMonster: 3, chestTrap: 3 } as const;
export type ExplorationCheck = keyof typeof explorationTable;
export const explorationTableTag: DataTag = 'GIVEN';

// --- 10.3 Trap Table -------------------------------------------------------------------------

export type TrapId = 'arrow' | 'poisonedArrow' | 'poisonGas' | 'explosion' | 'flamingOil' | 'rollTwice';

export const trapTable: readonly RangeRow<TrapId>[] = [
  faceRow(1, 1, 'arrow'),
  faceRow(2, 2, 'poisonedArrow'),
  faceRow(3, 3, 'poisonGas'),
  faceRow(4, 4, 'explosion'),
  faceRow(5, 5, 'flamingOil'),
  faceRow(6, 6, 'rollTwice'), // 10.27
];

export const trapNames: Readonly<Record<TrapId, string>> = {
  arrow: 'Arrow',
  poisonedArrow: 'Poisoned Arrow',
  poisonGas: 'Poison Gas',
  explosion: 'Explosion',
  flamingOil: 'Flaming Oil',
  rollTwice: 'Roll Twice',
};

export function trapResult(face: number): TrapId {
  return lookupFace(trapTable, face, 'Trap Table (10.3)');
}

// --- 6.15 Fountain Table ---------------------------------------------------------------------

export type FountainResult = 'poison' | 'potion' | 'alcohol' | 'noEffect';

export const fountainTable: readonly RangeRow<FountainResult>[] = [
  faceRow(1, 1, 'poison'), // 6.12
  faceRow(2, 4, 'potion'), // 6.13
  faceRow(5, 5, 'alcohol'), // 6.14
  faceRow(6, 6, 'noEffect'),
];

export const fountainResultNames: Readonly<Record<FountainResult, string>> = {
  poison: 'Poison',
  potion: 'Potion',
  alcohol: 'Alcohol',
  noEffect: 'No Effect',
};

export function fountainResult(face: number): FountainResult {
  return lookupFace(fountainTable, face, 'Fountain Table (6.15)');
}

// --- 6.25 Statue Table -----------------------------------------------------------------------

export type StatueResult = 'gargoyle' | 'potion' | 'gems' | 'noEffect';

export const statueTable: readonly RangeRow<StatueResult>[] = [
  faceRow(1, 2, 'gargoyle'), // 6.22
  faceRow(3, 3, 'potion'), // 6.23
  faceRow(4, 5, 'gems'), // 6.24: two gems, one roll
  faceRow(6, 6, 'noEffect'),
];

export const statueResultNames: Readonly<Record<StatueResult, string>> = {
  gargoyle: 'Becomes a Gargoyle',
  potion: 'Hidden Potion',
  gems: 'Gem Eyes',
  noEffect: 'No Effect',
};

export function statueResult(face: number): StatueResult {
  return lookupFace(statueTable, face, 'Statue Table (6.25)');
}

// --- 6.35 Trap Door Table --------------------------------------------------------------------

export type TrapDoorResult = 'roomBelow' | 'treasureJ' | 'trap' | 'noEffect';

export const trapDoorTable: readonly RangeRow<TrapDoorResult>[] = [
  faceRow(1, 2, 'roomBelow'), // 6.32
  faceRow(3, 3, 'treasureJ'), // 6.33
  faceRow(4, 5, 'trap'), // 6.34
  faceRow(6, 6, 'noEffect'),
];

export const trapDoorResultNames: Readonly<Record<TrapDoorResult, string>> = {
  roomBelow: 'Room Below',
  treasureJ: 'Type J Treasure',
  trap: 'Trap',
  noEffect: 'No Effect',
};

export function trapDoorResult(face: number): TrapDoorResult {
  return lookupFace(trapDoorTable, face, 'Trap Door Table (6.35)');
}

// --- 7.6 Negotiation Table -------------------------------------------------------------------

export type NegotiationResult = 'failure' | 'agreement' | 'cow';

/**
 * 7.6, read with 2D6 − NV plus Oratory (7.21, 9.64, 11.3). The open ends ("5 or less",
 * "9 or more") are stored as −99 and 99; `negotiationResult` clamps to them.
 */
export const negotiationTable: readonly RangeRow<NegotiationResult>[] = [
  faceRow(-99, 5, 'failure'),
  faceRow(6, 8, 'agreement'),
  faceRow(9, 99, 'cow'),
];

export const negotiationResultNames: Readonly<Record<NegotiationResult, string>> = {
  failure: 'Failure',
  agreement: 'Agreement',
  cow: 'Cow',
};

export function negotiationResult(modifiedRoll: number): NegotiationResult {
  return negotiationResultIn(negotiationTable, modifiedRoll);
}

/** A Negotiation Table's result (a variant's bands), the roll clamped to its rows. */
export function negotiationResultIn(rows: readonly RangeRow<NegotiationResult>[], modifiedRoll: number): NegotiationResult {
  if (!Number.isFinite(modifiedRoll)) throw new Error(`A negotiation roll must be a finite number, not ${modifiedRoll}.`);
  const first = rows[0]!;
  const last = rows[rows.length - 1]!;
  const roll = Math.min(last.to, Math.max(first.from, Math.floor(modifiedRoll)));
  const row = rows.find((r) => roll >= r.from && roll <= r.to);
  if (!row) throw new Error(`The Negotiation Table has no row for ${modifiedRoll}.`);
  return row.result;
}
