/** §8.2–§8.4: negotiation bands, the monster-check chances (§7.1) and the bribery table. */
import type { Tagged } from './tags';

export type BgNegotiationResult = 'failure' | 'agreement' | 'cow';

export interface BandRow extends Tagged {
  /** Lowest modified roll of the band; the first band runs down without limit. */
  readonly from: number;
  readonly result: BgNegotiationResult;
}

/** §8.2, B18: ≤6 / 7–9 / ≥10 (PS and JS agree). */
export const lsNegotiationBands: readonly BandRow[] = [
  { from: -Infinity, result: 'failure', tag: 'RECOVERED' },
  { from: 7, result: 'agreement', tag: 'RECOVERED' },
  { from: 10, result: 'cow', tag: 'RECOVERED' },
];

/** Option `negotiationBands = dm`: DM 7.6's ≤5 / 6–8 / ≥9. */
export const dmNegotiationBands: readonly BandRow[] = [
  { from: -Infinity, result: 'failure', tag: 'DESIGNED' },
  { from: 6, result: 'agreement', tag: 'DESIGNED' },
  { from: 9, result: 'cow', tag: 'DESIGNED' },
];

export function bandResult(bands: readonly BandRow[], modifiedRoll: number): BgNegotiationResult {
  let result = bands[0]!.result;
  for (const b of bands) if (modifiedRoll >= b.from) result = b.result;
  return result;
}

export interface NegotiationNumbers extends Tagged {
  /** Most any character skill may reach (§0.3). */
  readonly skillCap: number;
  /** Per Oratory spell and per Oratory medallion (DM 9.64). */
  readonly oratorySpell: number;
  readonly oratoryMedallion: number;
  /** §8.3: the Cow payers hand over this share of their gold, rounded down. */
  readonly cowShare: number;
}
export const negotiationNumbers: NegotiationNumbers = { skillCap: 5, oratorySpell: 4, oratoryMedallion: 2, cowShare: 0.25, tag: 'INFERRED' };

/** §14.4: a Mind talisman adds this to its bearer's negotiation rolls. */
export const mindTalisman: { readonly bonus: number } & Tagged = { bonus: 2, tag: 'DESIGNED' };

/** §7.1: a monster check happens on 1D6 at or under these (LS-5 C.1). */
export interface MonsterCheckRow extends Tagged {
  readonly on: number;
  readonly table: 'room' | 'wandering';
}
export const monsterCheckTable: Readonly<Record<'newRoom' | 'corridorOrVisitedRoom', MonsterCheckRow>> = {
  newRoom: { on: 3, table: 'room', tag: 'GIVEN' },
  corridorOrVisitedRoom: { on: 1, table: 'wandering', tag: 'GIVEN' },
};

/** §8.4 (PS BRIBERY_TABLE): offer bands by gold, columns by the strongest monster's WP + NV. */
export interface BriberyRow extends Tagged {
  readonly minGold: number;
  /** Targets for WP + NV of 1–5, 6–9, 10–12, 13–16, 17–20, 21+. */
  readonly targets: readonly [number, number, number, number, number, number];
}

export const briberyColumns: readonly number[] = [1, 6, 10, 13, 17, 21];
export const minimumBribe = 20;
/** §8.4 step 3: a target never exceeds this. */
export const bribeTargetCap = 6;

const br = (minGold: number, ...targets: BriberyRow['targets']): BriberyRow => ({ minGold, targets, tag: 'RECOVERED-1' });
export const briberyTable: readonly BriberyRow[] = [
  br(20, 4, 2, 1, 1, 0, 0),
  br(40, 4, 3, 2, 1, 1, 0),
  br(60, 5, 4, 2, 2, 1, 1),
  br(80, 6, 5, 4, 2, 2, 1),
  br(100, 6, 6, 4, 3, 2, 1),
  br(150, 6, 6, 5, 4, 3, 2),
  br(200, 6, 6, 6, 4, 4, 2),
  br(300, 6, 6, 6, 5, 4, 3),
  br(400, 6, 6, 6, 5, 5, 4),
];

/** The target for an offer (≥ 20 GM) against a strength of WP + NV. */
export function briberyRow(gold: number): BriberyRow {
  let r: BriberyRow | undefined;
  for (const row of briberyTable) if (gold >= row.minGold) r = row;
  if (!r) throw new Error(`A bribe of ${gold} is under the table's lowest band.`);
  return r;
}

/** The target for an offer (≥ 20 GM) against a strength of WP + NV. */
export function bribeTarget(gold: number, strength: number): number {
  const r = briberyRow(gold);
  let col = 0;
  for (let i = 0; i < briberyColumns.length; i++) if (strength >= briberyColumns[i]!) col = i;
  return r.targets[col]!;
}
