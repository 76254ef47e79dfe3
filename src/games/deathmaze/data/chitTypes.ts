import type { DataTag } from './tags';

/** A chit side (DATA §1.2): D door, O open corridor end, W blank wall. */
export type Side = 'D' | 'O' | 'W';
export type Cup = 'room' | 'corridor';
export type Feature = 'fountain' | 'statue' | 'trapdoor';

export type ChitTypeId =
  | 'R1' | 'R2o' | 'R2a' | 'R3' | 'R4'
  | 'F1' | 'F2o' | 'F4' | 'S1' | 'S2a' | 'T1' | 'T2a'
  | 'RC-S2' | 'RC-S1' | 'RC-S0' | 'RC-L1X' | 'RC-L1Y'
  | 'C-S2' | 'C-S1' | 'C-S0' | 'C-L0' | 'C-L1X' | 'C-L1Y' | 'C-L2';

export interface ChitType {
  id: ChitTypeId;
  /** The cup the chit lives in (2.2). */
  cup: Cup;
  /** What the segment is once placed: the room cup's "Corridor" chits are corridors (5.23). */
  segment: 'room' | 'corridor';
  /** Printed "Corridor" on a room-cup chit: thrown back for a corridor-cup draw (5.23). */
  labelledCorridor: boolean;
  feature: Feature | null;
  /** Canonical sides N, E, S, W (clockwise). */
  sides: readonly [Side, Side, Side, Side];
  /** Count on the original counter sheet (two sections). */
  count: number;
  tag: DataTag;
}

const chit = (
  id: ChitTypeId,
  cup: Cup,
  sides: string,
  count: number,
  feature: Feature | null = null,
): ChitType => {
  const s = sides.split('') as [Side, Side, Side, Side];
  const labelledCorridor = id.startsWith('RC-');
  return {
    id,
    cup,
    segment: cup === 'corridor' || labelledCorridor ? 'corridor' : 'room',
    labelledCorridor,
    feature,
    sides: s,
    count,
    tag: 'RECOVERED',
  };
};

/** 2.2 and DATA §1.2: all 116 segment chits, sides read from the original counter sheet. */
export const chitTypes: Readonly<Record<ChitTypeId, ChitType>> = {
  R1: chit('R1', 'room', 'DWWW', 24),
  R2o: chit('R2o', 'room', 'DWDW', 12),
  R2a: chit('R2a', 'room', 'DDWW', 4),
  R3: chit('R3', 'room', 'DDDW', 14),
  R4: chit('R4', 'room', 'DDDD', 4),
  F1: chit('F1', 'room', 'DWWW', 2, 'fountain'),
  F2o: chit('F2o', 'room', 'DWDW', 2, 'fountain'),
  F4: chit('F4', 'room', 'DDDD', 2, 'fountain'),
  S1: chit('S1', 'room', 'DWWW', 2, 'statue'),
  S2a: chit('S2a', 'room', 'DDWW', 2, 'statue'),
  T1: chit('T1', 'room', 'DWWW', 2, 'trapdoor'),
  T2a: chit('T2a', 'room', 'DDWW', 2, 'trapdoor'),
  'RC-S2': chit('RC-S2', 'room', 'DODO', 2),
  'RC-S1': chit('RC-S1', 'room', 'DOWO', 6),
  'RC-S0': chit('RC-S0', 'room', 'WOWO', 4),
  'RC-L1X': chit('RC-L1X', 'room', 'DOOW', 2),
  'RC-L1Y': chit('RC-L1Y', 'room', 'DWOO', 2),
  'C-S2': chit('C-S2', 'corridor', 'DODO', 6),
  'C-S1': chit('C-S1', 'corridor', 'DOWO', 10),
  'C-S0': chit('C-S0', 'corridor', 'WOWO', 4),
  'C-L0': chit('C-L0', 'corridor', 'WWOO', 2),
  'C-L1X': chit('C-L1X', 'corridor', 'DOOW', 2),
  'C-L1Y': chit('C-L1Y', 'corridor', 'DWOO', 2),
  'C-L2': chit('C-L2', 'corridor', 'OODD', 2),
};

export const chitTypeIds = Object.keys(chitTypes) as ChitTypeId[];

/**
 * Which two-door room counts to use (DATA §1.2, discrepancy 1): the original sheet's 12
 * opposite + 4 adjacent, or the transcription's 8 + 8 (the total is 16 either way).
 */
export type ChitMix = 'original' | 'transcription';

export function chitCounts(mix: ChitMix = 'original'): Record<ChitTypeId, number> {
  const counts = Object.fromEntries(chitTypeIds.map((id) => [id, chitTypes[id].count])) as Record<ChitTypeId, number>;
  if (mix === 'transcription') {
    counts.R2o = 8; // GIVEN 2.2 reading, DATA §11 ruling 38
    counts.R2a = 8;
  }
  return counts;
}
