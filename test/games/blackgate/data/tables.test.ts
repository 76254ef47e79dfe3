import { describe, expect, it } from 'vitest';
import {
  bgMonsters, bgRoomMonsterTable, bgRoomMonsterTablePS, bgTags, bgTrapTable, bgWanderingMonsterTable, briberyTable,
  bribeTarget, dmNegotiationBands, encounterCell, heroes, initiateMagicTable, initiates, lsNegotiationBands,
  bandResult, mazeLevelsTable, monsterCheckTable, predominantSunTable, trapNumbers, faceRow,
} from '../../../../src/games/blackgate/data';
import { parseDiceCode, parseWoundCode } from '../../../../src/games/deathmaze/dice';

const tagged: Record<string, readonly { tag: string }[]> = {
  heroes,
  initiates: Object.values(initiates),
  initiateMagicTable,
  predominantSunTable,
  monsters: Object.values(bgMonsters),
  encounterTables: [bgWanderingMonsterTable, bgRoomMonsterTable, bgRoomMonsterTablePS],
  mazeLevelsTable: Object.values(mazeLevelsTable),
  bgTrapTable,
  trapNumbers: [trapNumbers],
  negotiationBands: [...lsNegotiationBands, ...dmNegotiationBands],
  monsterCheckTable: Object.values(monsterCheckTable),
  briberyTable,
};

describe('§0.1 every table entry carries a status tag', () => {
  for (const [name, rows] of Object.entries(tagged)) {
    it(name, () => {
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) expect(bgTags).toContain(r.tag);
    });
  }
});

describe('table shapes', () => {
  it('§2.2 has 23 different heroes, each skill at most 5', () => {
    expect(heroes).toHaveLength(23);
    expect(new Set(heroes.map((h) => h.id)).size).toBe(23);
    for (const h of heroes) expect(h.skill.value).toBeLessThanOrEqual(5);
    expect(heroes[0]!.name).toBe('Almuric');
    expect(heroes[22]!.name).toBe('Zurik');
  });
  it('§2.3 and §2.4 1D6 tables cover every face once', () => {
    for (const table of [initiateMagicTable, predominantSunTable, bgTrapTable]) {
      for (let f = 1; f <= 6; f++) expect(table.filter((r) => f >= r.min && f <= r.max)).toHaveLength(1);
    }
    expect(faceRow(predominantSunTable, 4, 'sun')).toBe('yellow');
  });
  it('§7.4 has the 20 monsters; every wound code parses; the guardians never negotiate', () => {
    expect(Object.keys(bgMonsters)).toHaveLength(20);
    for (const m of Object.values(bgMonsters)) expect(() => parseWoundCode(m.wp)).not.toThrow();
    expect(bgMonsters.nameless.nv).toBeNull();
    expect(bgMonsters.demon.nv).toBeNull();
    expect(bgMonsters.evilMage).toMatchObject({ nv: 3, rv: 3 }); // B16
  });
  it('§7.2 and §7.3 encounter tables are full 6 × 6 grids of known monsters and dice codes', () => {
    for (const table of [bgWanderingMonsterTable, bgRoomMonsterTable, bgRoomMonsterTablePS]) {
      for (let a = 1; a <= 6; a++) {
        for (let b = 1; b <= 6; b++) {
          const cell = encounterCell(table, a, b);
          expect(bgMonsters[cell.monster]).toBeDefined();
          expect(() => parseDiceCode(cell.count)).not.toThrow();
        }
      }
    }
  });
  it('§7.2 the second die picks the paired row; §7.3 the first die picks the row', () => {
    expect(encounterCell(bgWanderingMonsterTable, 3, 6)).toEqual({ monster: 'harpy', count: '1D3+2' });
    expect(encounterCell(bgRoomMonsterTable, 4, 2)).toEqual({ monster: 'chimera', count: '2' });
    expect(encounterCell(bgRoomMonsterTable, 6, 6).monster).toBe('hydra');
    expect(encounterCell(bgRoomMonsterTablePS, 6, 6).monster).toBe('medusa'); // B15
    expect(encounterCell(bgRoomMonsterTablePS, 4, 5)).toEqual({ monster: 'harpy', count: '1D6' });
  });
  it('§8.2 B18 bands ≤6 / 7–9 / ≥10, and the dm option ≤5 / 6–8 / ≥9', () => {
    expect([6, 7, 9, 10].map((r) => bandResult(lsNegotiationBands, r))).toEqual(['failure', 'agreement', 'agreement', 'cow']);
    expect([5, 6, 8, 9].map((r) => bandResult(dmNegotiationBands, r))).toEqual(['failure', 'agreement', 'agreement', 'cow']);
  });
  it('§8.4 bribery table: 9 offer bands of 6 targets, none above 6, never falling as the offer rises', () => {
    expect(briberyTable).toHaveLength(9);
    for (let i = 0; i < briberyTable.length; i++) {
      expect(briberyTable[i]!.targets).toHaveLength(6);
      for (let j = 0; j < 6; j++) {
        expect(briberyTable[i]!.targets[j]).toBeLessThanOrEqual(6);
        if (i > 0) expect(briberyTable[i]!.targets[j]).toBeGreaterThanOrEqual(briberyTable[i - 1]!.targets[j]!);
      }
    }
    expect(bribeTarget(20, 5)).toBe(4);
    expect(bribeTarget(39, 6)).toBe(2);
    expect(bribeTarget(150, 12)).toBe(5);
    expect(bribeTarget(1000, 21)).toBe(4);
  });
});
