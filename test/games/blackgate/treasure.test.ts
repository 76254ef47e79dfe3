import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/engine/dice';
import { defaultOptions } from '../../../src/games/blackgate/data/options';
import { rollHoard } from '../../../src/games/blackgate/treasure';

describe('LŚ 14.9 treasure, column by column (DM 9.12)', () => {
  it('type E: gold 2:1D6×10, jewels 2:1D6 each valued on 2D6 (§14.3), items 2:1', () => {
    // gold 2 ≤ 2 → 4 × 10; jewels 1 ≤ 2 → 2 jewels: 3+4 = 7 → 25, 6+6 = 12 → 150; items 3 > 2
    const dice = scriptedDice([2, 4, 1, 2, 3, 4, 6, 6, 3]);
    expect(rollHoard(dice, 'E', defaultOptions)).toEqual({ letter: 'E', gold: 40, jewels: [25, 150], items: 0, chest: false });
    expect(dice.script).toEqual([]);
  });
  it('B29 option MB: type C gold is 6:1D6, not 6:3D6', () => {
    const dice = scriptedDice([6, 5, 1]); // gold 6 ≤ 6 → 1D6 = 5; items 1 ≤ 1 → 1
    expect(rollHoard(dice, 'C', { ...defaultOptions, treasureCells: 'MB' })).toMatchObject({ gold: 5, items: 1 });
    expect(dice.script).toEqual([]);
  });
  it('type A holds nothing and throws no die', () => {
    expect(rollHoard(scriptedDice([]), 'A', defaultOptions)).toEqual({ letter: 'A', gold: 0, jewels: [], items: 0, chest: false });
  });
});
