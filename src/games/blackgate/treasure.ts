/** Rolling a monster's hoard (§14.1 step 2) from table 14.9; the magic items' identities (§14.4) are drawn elsewhere. */
import type { DiceState } from '../../engine/dice';
import { d6, rollCode } from '../deathmaze/dice';
import type { BlackGateOptions } from './data/options';
import type { BgTreasureLetter } from './data/monsters';
import { bgJewelTable, bgTreasureCellsMB, bgTreasureTable, type BgTreasureType, type TreasureCell } from './data/treasure';

export interface Hoard {
  readonly letter: BgTreasureLetter;
  gold: number;
  readonly jewels: number[];
  /** How many magic items are owed from §14.4. */
  readonly items: number;
  readonly chest: boolean;
}

export function treasureType(letter: BgTreasureLetter, options: BlackGateOptions): BgTreasureType {
  const base = bgTreasureTable[letter];
  return options.treasureCells === 'MB' ? { ...base, ...bgTreasureCellsMB[letter] } : base;
}

function column(dice: DiceState, c: TreasureCell | null): number {
  if (c === null) return 0;
  return d6(dice) <= c.on ? rollCode(dice, c.code).total : 0;
}

/** §14.1 step 2: each column in order (gold, jewels, items); each jewel's value by 2D6 (§14.3). */
export function rollHoard(dice: DiceState, letter: BgTreasureLetter, options: BlackGateOptions): Hoard {
  const type = treasureType(letter, options);
  const gold = column(dice, type.gold);
  const jewelCount = column(dice, type.jewels);
  const jewels: number[] = [];
  for (let i = 0; i < jewelCount; i++) {
    const r = d6(dice) + d6(dice);
    jewels.push(bgJewelTable.find((j) => j.roll === r)!.gm);
  }
  const items = column(dice, type.items);
  return { letter, gold, jewels, items, chest: type.chest };
}
