import { describe, expect, it } from 'vitest';
import { blackGate, bribeOdds, handView, levelView, type BgState } from '../../../src/games/blackgate';
import { boardWith } from '../../../src/games/blackgate/board/builders';

const setup = { ruleset: 'blackgate' as const, seed: 7, request: { heroes: ['almuric', 'curvenol', 'gislan'], initiateRaces: ['human', 'elf', 'dwarf'] as const } };

function dealt(): BgState {
  return blackGate.newGame(setup).state;
}

describe('the table’s view of a Black Gate campaign', () => {
  it('shows the level the party is on, with the sides it may leave by (stage A)', () => {
    const s = dealt();
    const v = levelView(s);
    expect(v.level).toBe(1);
    expect(v.party).toEqual({ x: 0, y: 0 });
    expect(v.tiles.map((t) => t.gateway)).toEqual([true]);
    expect(v.exits.length).toBeGreaterThan(0);
    expect(levelView(s, 2)).toMatchObject({ level: 2, party: null, exits: [], tiles: [] });
  });

  it('LŚ 6.6: a staircase in hand is judged on all three levels, and a facing that cannot stand on one is refused naming 6.6', () => {
    // a staircase drawn for (5, 5) on level 1, free there, while level 2 already holds a tile at (5, 5)
    let s = dealt();
    const board = boardWith([{ tile: 'BG-C-S2', x: 5, y: 5, level: 2, rot: 0 }]);
    s = { ...s, board: { ...board, hand: { tile: 'BG-STR-R4', cell: { x: 5, y: 5, level: 1 }, entry: 2, bestMatch: false } }, phase: { kind: 'lay' } };
    const hand = handView(s)!;
    expect(hand.staircase).toBe(true);
    for (const f of hand.facings) {
      expect(f.stair!.map((x) => x.level)).toEqual([1, 2, 3]);
      expect(f.stair!.find((x) => x.level === 2)).toMatchObject({ fits: false, why: 'occupied' });
      expect(f.legal).toBe(false);
      expect(f.refusal?.rule).toBe('LŚ 6.6');
    }
    expect(hand.facings.some((f) => f.refusal?.rule === 'LŚ 6.6')).toBe(true);
  });

  it('LŚ 8.4: a bribe’s odds are the table’s row for the gold offered, band by band', () => {
    const s = dealt();
    const at = '0,0,1';
    const group = { type: 'orc', level: 1, source: 'room', treasureLetter: 'A', monsters: [{ id: 'orc1', type: 'orc', cb: 1, nv: 2, woundCode: '1', woundPoints: null, skill: null, wounds: 0, hoard: null }], attempted: false, attitude: 'hostile', bribes: 0 };
    const odds = bribeOdds({ ...s, groups: { [at]: group } } as never, 40)!;
    expect(odds.bands.map((b) => b.target)).toEqual([4, 3, 2, 1, 1, 0]);
    expect(odds.known).toBeNull();
    group.monsters[0]!.woundPoints = 4 as never;
    expect(bribeOdds({ ...s, groups: { [at]: group } } as never, 40)!.known).toBe(3); // WP 4 + NV 2 = 6: the second band
    expect(bribeOdds({ ...s, groups: { [at]: group } } as never, 19)).toBeNull();
  });
});
