import { describe, expect, it } from 'vitest';
import {
  bgMonsters, bgRoomMonsterTable, bgRoomMonsterTablePS, bgTags, bgTrapTable, bgWanderingMonsterTable, briberyTable,
  bribeTarget, dmNegotiationBands, encounterCell, heroes, initiateMagicTable, initiates, lsNegotiationBands,
  bandResult, mazeLevelsTable, monsterCheckTable, predominantSunTable, trapNumbers, faceRow,
  bgTreasureTable, bgJewelTable, bgTreasureCellsMB, bgCombatResultsTable, bgCrtResult, attackModifiers, bgSpells,
  experienceNumbers, bgSpecials, findsTable, gateLevelTable, gateCountdown, bgMagicItemTable, magicWeaponBonusTable,
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
  bgTreasureTable: Object.values(bgTreasureTable),
  bgTreasureCellsMB: Object.values(bgTreasureCellsMB).map((c) => ({ tag: c?.tag ?? 'missing' })),
  bgJewelTable,
  bgCombatResultsTable,
  attackModifiers,
  bgSpells,
  experienceNumbers: [experienceNumbers],
  bgSpecials: Object.values(bgSpecials),
  findsTable: Object.values(findsTable).flat(),
  gateLevelTable,
  gateCountdown: [gateCountdown],
  bgMagicItemTable: Object.values(bgMagicItemTable).flat(),
  magicWeaponBonusTable,
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

describe('§9.3 Combat Results Table', () => {
  it('rows cover every total 1..17 exactly once, on all seven columns', () => {
    for (let t = 1; t <= 17; t++) expect(bgCombatResultsTable.filter((r) => t >= r.min && t <= r.max)).toHaveLength(1);
    for (const r of bgCombatResultsTable) expect(Object.keys(r.wounds)).toHaveLength(7);
  });
  it('no column ever falls as the total rises', () => {
    for (const col of ['dagger', 'throwingDagger', 'bow', 'sword', 'hammer', 'axe', 'monster'] as const) {
      for (let t = 2; t <= 17; t++) expect(bgCrtResult(col, t)).toBeGreaterThanOrEqual(bgCrtResult(col, t - 1));
    }
  });
  it('DATA ruling 2: ≤ 3 reads the first row, ≥ 17 the last; B23 Monster = Sword from 10, or the dm rows', () => {
    expect(bgCrtResult('sword', -2)).toBe(0);
    expect(bgCrtResult('hammer', 30)).toBe(5);
    expect(bgCrtResult('hammer', 14)).toBe(4);
    for (let t = 10; t <= 17; t++) expect(bgCrtResult('monster', t)).toBe(bgCrtResult('sword', t));
    expect(bgCrtResult('monster', 16, 'dm')).toBe(3);
    expect(bgCrtResult('monster', 9, 'dm')).toBe(1);
  });
});

describe('§14.2 treasure and §11.3 spells', () => {
  it('types A–L: only I–L are chests; jewels 2..12', () => {
    expect(Object.entries(bgTreasureTable).filter(([, t]) => t.chest).map(([l]) => l)).toEqual(['I', 'J', 'K', 'L']);
    expect(bgJewelTable.map((j) => j.roll)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const t of Object.values(bgTreasureTable)) for (const c of [t.gold, t.jewels, t.items]) if (c) expect(() => parseDiceCode(c.code)).not.toThrow();
  });
  it('B27: Teleport, Thief and Redemption are kept but disabled; B53 guardian-proof spells', () => {
    expect(bgSpells.filter((s) => !s.enabled).map((s) => s.id)).toEqual(['teleport', 'thief', 'redemption']);
    expect(bgSpells.filter((s) => s.notAtGuardians).map((s) => s.id)).toEqual(['sleep', 'charm', 'ceaseFire']);
    for (const m of Object.values(bgMonsters)) for (const sp of m.specials) expect(bgSpecials[sp]).toBeDefined();
  });
});

describe('§13.2 finds, §13.3 mirrors, §14.4 magic items', () => {
  it('six find columns and six item columns of six rows each', () => {
    expect(Object.values(findsTable).map((c) => c.length)).toEqual([6, 6, 6, 6, 6, 6]);
    expect(Object.values(bgMagicItemTable).map((c) => c.length)).toEqual([6, 6, 6, 6, 6, 6]);
    expect(findsTable.artwork[5]!.name).toBe('Manuscript');
  });
  it('the Gate level die: 1 → 1, 2–3 → 2, 4–6 → 3; the mirror faces are each covered once', () => {
    expect([1, 2, 3, 4, 5, 6].map((face) => faceRow(gateLevelTable, face, 'gate'))).toEqual([1, 2, 2, 3, 3, 3]);
    expect(() => parseDiceCode(gateCountdown.dice)).not.toThrow();
    expect([1, 4, 6].map((face) => faceRow(magicWeaponBonusTable, face, 'weapon'))).toEqual([1, 2, 'rollTwice']);
  });
});
