/** §6.3: table 7.1 "Traps" (PA, MB, KU, DM 10.3) and the disarm reward (§6.2, B14). */
import type { FaceRow } from './characters';
import type { Tagged } from './tags';

export type BgTrapId = 'arrow' | 'poisonedArrow' | 'poisonGas' | 'explosion' | 'flamingOil' | 'rollTwice';

export const bgTrapTable: readonly FaceRow<BgTrapId>[] = [
  { min: 1, max: 1, result: 'arrow', tag: 'RECOVERED' },
  { min: 2, max: 2, result: 'poisonedArrow', tag: 'RECOVERED' },
  { min: 3, max: 3, result: 'poisonGas', tag: 'RECOVERED' },
  { min: 4, max: 4, result: 'explosion', tag: 'RECOVERED' },
  { min: 5, max: 5, result: 'flamingOil', tag: 'RECOVERED' },
  { min: 6, max: 6, result: 'rollTwice', tag: 'RECOVERED' },
];

export interface TrapNumbers extends Tagged {
  /** 1D6 at or under this: the door is trapped (§6.1). */
  readonly trappedOn: number;
  /** Experience for a disarm (B14, from DM 10.12). */
  readonly disarmXp: number;
  /** Chests of types I–L trapped on 1D6 at or under this (§6.4, B30). */
  readonly chestTrappedOn: number;
}
export const trapNumbers: TrapNumbers = { trappedOn: 1, disarmXp: 10, chestTrappedOn: 3, tag: 'DESIGNED' };
