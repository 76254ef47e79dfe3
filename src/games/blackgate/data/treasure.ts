/** §14.2 table 14.9 "Treasure" (PS and MB, DM 9.81 as tie-breaker; B29) and §14.3 jewels. */
import type { BgTreasureLetter } from './monsters';
import type { Tagged } from './tags';

/** `n:code`: roll 1D6; on ≤ n roll the dice code (DM 9.12). null: nothing in that column. */
export interface TreasureCell {
  readonly on: number;
  readonly code: string;
}

export interface BgTreasureType extends Tagged {
  readonly gold: TreasureCell | null;
  readonly jewels: TreasureCell | null;
  readonly items: TreasureCell | null;
  /** §6.4, B30: types I–L come in chests. */
  readonly chest: boolean;
}

const cell = (text: string | null): TreasureCell | null => {
  if (text === null) return null;
  const [on, code] = text.split(':');
  return { on: Number(on), code: code! };
};
const t = (gold: string | null, jewels: string | null, items: string | null, chest = false): BgTreasureType => ({
  gold: cell(gold), jewels: cell(jewels), items: cell(items), chest, tag: 'RECOVERED-1',
});

export const bgTreasureTable: Readonly<Record<BgTreasureLetter, BgTreasureType>> = {
  A: t(null, null, null),
  B: t('6:1D6', null, null),
  C: t('6:3D6', null, '1:1'),
  D: t('1:3D6', '1:1D3', null),
  E: t('2:1D6x10', '2:1D6', '2:1'),
  F: t('3:1D6x5', '3:1D3', '1:1'),
  G: t('6:3D6x5', '3:1D6', '2:1'),
  H: t('6:2D6', '1:1D3', '1:1'),
  I: t('6:1D6x5', '2:1D6', '2:1', true),
  J: t('6:1D6x20', '2:1D6', '3:1D3', true),
  K: t('6:2D6x20', '3:1D6', '3:1D3', true),
  L: t('6:3D6x20', '4:1D6', '4:1D3', true),
};

/** Option `treasureCells = MB`: the disputed cells as MB has them (B29). */
export const bgTreasureCellsMB: Readonly<Partial<Record<BgTreasureLetter, Partial<BgTreasureType>>>> = {
  C: { gold: cell('6:1D6'), tag: 'RECOVERED-1' },
  E: { jewels: cell('1:1D6'), tag: 'RECOVERED-1' },
  G: { gold: cell('6:1D6x5'), tag: 'RECOVERED-1' },
  H: { jewels: cell('3:1D3'), tag: 'RECOVERED-1' },
};

/** §14.3: a jewel's value in GM by 2D6 (index 2..12). */
export interface JewelRow extends Tagged {
  readonly roll: number;
  readonly gm: number;
}
export const bgJewelTable: readonly JewelRow[] = [1, 5, 10, 15, 20, 25, 35, 50, 75, 100, 150].map((gm, i) => ({ roll: i + 2, gm, tag: 'RECOVERED' }));
