import { describe, it, expect } from 'vitest';
import { parseDiceCode, parseWoundCode } from '../../../../src/games/deathmaze/dice';
import * as data from '../../../../src/games/deathmaze/data';
import {
  adventurerClasses,
  chitCounts,
  chitTypeIds,
  chitTypes,
  combatResultsTable,
  crtColumnOf,
  crtColumns,
  crtResult,
  explorationTable,
  fountainResult,
  fountainTable,
  gemTable,
  gemValue,
  magicItem,
  magicItemColumns,
  magicItemTable,
  maxMonsterCount,
  monsterIds,
  monsters,
  negotiationResult,
  roomMonster,
  roomMonsterTable,
  specialAbilities,
  spells,
  statueResult,
  statueTable,
  trapDoorResult,
  trapDoorTable,
  trapResult,
  trapTable,
  treasureLetters,
  treasureTypeTable,
  wanderingMonster,
  wanderingMonsterTable,
  weaponEffect,
  weaponIds,
  type ChitMix,
  type DataTag,
  type MonsterId,
  type MonsterTableEntry,
  type RangeRow,
} from '../../../../src/games/deathmaze/data';

const FACES = [1, 2, 3, 4, 5, 6];
const TAGS: readonly DataTag[] = ['GIVEN', 'RECOVERED', 'PROXY', 'DERIVED', 'DESIGNED'];

const cupTotal = (cup: 'room' | 'corridor', mix: ChitMix): number => {
  const counts = chitCounts(mix);
  return chitTypeIds.filter((id) => chitTypes[id].cup === cup).reduce((n, id) => n + counts[id], 0);
};

const allCells = (table: readonly (readonly MonsterTableEntry[])[]): MonsterTableEntry[] => table.flat();

describe('2.2 segment chits', () => {
  for (const mix of ['original', 'transcription'] as const) {
    it(`2.2 the room cup holds 88 chits and the corridor cup 28 (${mix} mix)`, () => {
      expect(cupTotal('room', mix)).toBe(88);
      expect(cupTotal('corridor', mix)).toBe(28);
      expect(cupTotal('room', mix) + cupTotal('corridor', mix)).toBe(116);
    });
  }
});

describe('7.5 / 2.12 monster characteristics', () => {
  it('lists all 19 monsters, keyed by their own id', () => {
    expect(monsterIds).toHaveLength(19);
    for (const id of monsterIds) expect(monsters[id].id).toBe(id);
  });

  it('2.1 the counter sheet holds 58 monster counters (29 per section)', () => {
    expect(monsterIds.reduce((n, id) => n + monsters[id].counters, 0)).toBe(58);
  });

  it('7.14 every wound code parses', () => {
    for (const id of monsterIds) expect(() => parseWoundCode(monsters[id].woundCode), id).not.toThrow();
  });

  it('9.11 every treasure letter a monster uses exists in the Treasure Type Table, and none is expansion-only', () => {
    for (const id of monsterIds) {
      for (const letter of [monsters[id].treasure.room, monsters[id].treasure.wandering]) {
        expect(treasureTypeTable[letter], `${id} ${letter}`).toBeDefined();
        expect(treasureTypeTable[letter].expansion, `${id} ${letter}`).toBe(false);
      }
    }
  });

  it('8.44 a monster has either a combat bonus or weapons, never both', () => {
    for (const id of monsterIds) {
      const m = monsters[id];
      expect(m.combatBonus === null, id).toBe(m.weapons !== null);
      expect(m.tags.weapons === null, id).toBe(m.weapons === null);
    }
  });

  it('8.44 a monster with two weapons has a bow as the second-row one, and never fights in front with a bow', () => {
    for (const id of monsterIds) {
      const w = monsters[id].weapons;
      if (!w) continue;
      expect(w.front, id).not.toBe('bow');
      if (w.second !== null) expect(w.second, id).toBe('bow');
    }
  });

  it('8.9 only the Evil Hero rolls its weapon skill', () => {
    expect(monsterIds.filter((id) => monsters[id].weapons?.skillDice)).toEqual(['evilHero']);
  });

  it('12.2 the Evil Wizard fights with a dagger, as wizards must (11.11)', () => {
    expect(monsters.evilWizard.weapons?.front).toBe('dagger');
  });

  it('7.24 the Cow-eligible monsters are exactly the five weapon users (DATA §5.2)', () => {
    const cow = monsterIds.filter((id) => monsters[id].cowEligible).sort();
    const weaponUsers = monsterIds.filter((id) => monsters[id].weapons !== null).sort();
    expect(cow).toEqual(['evilHero', 'evilThief', 'evilWizard', 'goblin', 'orc']);
    expect(cow).toEqual(weaponUsers);
  });

  it('9.45 Charm Person takes the same five monsters; Charm Monster the rest', () => {
    for (const id of monsterIds) expect(monsters[id].charmPerson, id).toBe(monsters[id].cowEligible);
  });

  it('7.5 the values the transcription prints are kept as printed', () => {
    expect(monsters.alligator).toMatchObject({ combatBonus: 5, woundCode: '3+0', nv: 4, mr: 1, treasure: { room: 'E', wandering: 'E' } });
    expect(monsters.cronk).toMatchObject({ combatBonus: 4, woundCode: '1+0', nv: 9, mr: 1, special: 'stench', counters: 4 });
    expect(monsters.evilHero).toMatchObject({ combatBonus: null, woundCode: '1+6', nv: 5, mr: 2, treasure: { room: 'J', wandering: 'C' } });
    for (const id of ['alligator', 'cronk', 'evilHero'] as const) {
      expect(monsters[id].tags).toMatchObject({ nv: 'GIVEN', mr: 'GIVEN', treasure: 'GIVEN' });
    }
  });

  it('12.3E each special ability belongs to the monster that has it', () => {
    for (const [ability, info] of Object.entries(specialAbilities)) {
      expect(monsters[info.monster].special, ability).toBe(ability);
    }
    expect(monsterIds.filter((id) => monsters[id].special !== null)).toHaveLength(Object.keys(specialAbilities).length);
  });

  it('12.12 no monster has more Magic Resistance than the cap', () => {
    for (const id of monsterIds) expect(monsters[id].mr).toBeLessThanOrEqual(data.MAX_MAGIC_RESISTANCE);
  });
});

describe('7.3 / 7.4 monster tables', () => {
  const tables = { 'Wandering (7.3)': wanderingMonsterTable, 'Room (7.4)': roomMonsterTable } as const;

  it('7.3 is 3 rows by 6 columns and 7.4 is 6 by 6, every cell filled', () => {
    expect(wanderingMonsterTable).toHaveLength(3);
    expect(roomMonsterTable).toHaveLength(6);
    for (const table of Object.values(tables)) {
      for (const row of table) {
        expect(row).toHaveLength(6);
        for (const cell of row) expect(cell).toBeDefined();
      }
    }
    for (const a of FACES) {
      for (const b of FACES) {
        expect(wanderingMonster(a, b).monster in monsters).toBe(true);
        expect(roomMonster(a, b).monster in monsters).toBe(true);
      }
    }
  });

  for (const [name, table] of Object.entries(tables)) {
    it(`${name} names only monsters that exist`, () => {
      for (const cell of allCells(table)) expect(monsters[cell.monster], cell.monster).toBeDefined();
    });

    it(`${name} never asks for more monsters than the counter mix holds`, () => {
      for (const cell of allCells(table)) {
        expect(maxMonsterCount[cell.count], `${cell.count} ${cell.monster}`).toBeLessThanOrEqual(monsters[cell.monster].counters);
      }
    });
  }

  it('7.3 is read 2nd die down in pairs, 1st die across', () => {
    expect(wanderingMonster(1, 1)).toMatchObject({ monster: 'evilHero', count: 'one' });
    expect(wanderingMonster(1, 4)).toMatchObject({ monster: 'ogre', count: 'two' });
    expect(wanderingMonster(2, 6)).toMatchObject({ monster: 'goblin', count: '1D3' });
    expect(wanderingMonster(5, 3)).toMatchObject({ monster: 'skeleton', count: '1D3' });
    expect(wanderingMonster(6, 5)).toMatchObject({ monster: 'hellhound', count: 'one' });
  });

  it('7.4 is read 1st die down, 2nd die across', () => {
    expect(roomMonster(2, 1)).toMatchObject({ monster: 'orc', count: '1D6' });
    expect(roomMonster(1, 6)).toMatchObject({ monster: 'giantSpider', count: 'one' });
    expect(roomMonster(4, 1)).toMatchObject({ monster: 'werewolf', tag: 'GIVEN' });
  });

  it('7.4 rows 1–3 and row 4 column 1 are GIVEN, the rest DESIGNED (DATA §5.5)', () => {
    roomMonsterTable.forEach((row, r) =>
      row.forEach((cell, c) => {
        const given = r < 3 || (r === 3 && c === 0);
        expect(cell.tag, `row ${r + 1} col ${c + 1}`).toBe(given ? 'GIVEN' : 'DESIGNED');
      }),
    );
    for (const cell of allCells(wanderingMonsterTable)) expect(cell.tag).toBe('GIVEN');
  });

  it('7.4 has Evil Hero, Evil Wizard and Vampire once, Skeleton 3 times, every other monster twice (DATA §5.5)', () => {
    const counts = new Map<MonsterId, number>();
    for (const cell of allCells(roomMonsterTable)) counts.set(cell.monster, (counts.get(cell.monster) ?? 0) + 1);
    const expected = (id: MonsterId): number =>
      id === 'evilHero' || id === 'evilWizard' || id === 'vampire' ? 1 : id === 'skeleton' ? 3 : 2;
    for (const id of monsterIds) expect(counts.get(id) ?? 0, id).toBe(expected(id));
  });

  it('every monster on the counter sheet can be met somewhere', () => {
    const met = new Set([...allCells(wanderingMonsterTable), ...allCells(roomMonsterTable)].map((c) => c.monster));
    expect([...met].sort()).toEqual([...monsterIds].sort());
  });

  it('rejects die faces outside 1..6', () => {
    for (const bad of [0, 7, 1.5, -1, Number.NaN]) {
      expect(() => wanderingMonster(bad, 1)).toThrow();
      expect(() => wanderingMonster(1, bad)).toThrow();
      expect(() => roomMonster(bad, 1)).toThrow();
      expect(() => roomMonster(1, bad)).toThrow();
    }
  });
});

describe('8.7 Combat Results Table', () => {
  it('8.43 gives 0..4 for every column and every total from −10 to 40, never decreasing', () => {
    for (const column of crtColumns) {
      let previous = -1;
      for (let total = -10; total <= 40; total++) {
        const r = crtResult(column, total);
        expect(Number.isInteger(r), `${column} ${total}`).toBe(true);
        expect(r).toBeGreaterThanOrEqual(0);
        expect(r).toBeLessThanOrEqual(4);
        expect(r, `${column} ${total}`).toBeGreaterThanOrEqual(previous);
        previous = r;
      }
    }
  });

  it('8.7 the printed rows are as the rulebook gives them', () => {
    const printed: [number, number[]][] = [
      [1, [0, 0, 0, 0, 0]],
      [2, [0, 0, 0, 0, 0]],
      [3, [0, 0, 0, 0, 0]],
      [4, [0, 0, 0, 1, 0]],
      [5, [1, 0, 1, 1, 0]],
      [6, [1, 1, 1, 1, 1]],
      [7, [1, 1, 1, 1, 1]],
      [8, [1, 1, 1, 1, 1]],
      [9, [1, 1, 1, 1, 1]],
    ];
    for (const [total, results] of printed) {
      expect(crtColumns.map((c) => crtResult(c, total)), `total ${total}`).toEqual(results);
    }
    expect(combatResultsTable.filter((r) => r.tag === 'GIVEN').map((r) => [r.min, r.max])).toEqual([
      [1, 3],
      [4, 4],
      [5, 5],
      [6, 9],
    ]);
  });

  it('DATA §11 ruling 2: totals ≤ 3 read the 1–3 row and totals ≥ 17 the 17+ row', () => {
    for (const column of crtColumns) {
      expect(crtResult(column, -5)).toBe(crtResult(column, 1));
      expect(crtResult(column, 0)).toBe(crtResult(column, 3));
      expect(crtResult(column, 40)).toBe(crtResult(column, 17));
    }
  });

  it('the rows cover 1..17 without gaps or overlaps', () => {
    let next = 1;
    for (const row of combatResultsTable) {
      expect(row.min).toBe(next);
      expect(row.max).toBeGreaterThanOrEqual(row.min);
      next = row.max + 1;
    }
    expect(next).toBe(18);
  });

  it('8.7 sword, hammer and axe share one column', () => {
    expect(weaponIds.map(crtColumnOf)).toEqual(['dagger', 'throwingDagger', 'bow', 'melee', 'melee', 'melee']);
  });
});

describe('9.81 / 9.82 treasure', () => {
  it('9.81 every treasure cell is a chance 0..6 and a dice code that parses', () => {
    for (const letter of treasureLetters) {
      const t = treasureTypeTable[letter];
      for (const column of ['bezants', 'gems', 'magic'] as const) {
        const cell = t[column];
        expect(Number.isInteger(cell.chance) && cell.chance >= 0 && cell.chance <= 6, `${letter} ${column}`).toBe(true);
        expect(() => parseDiceCode(cell.code), `${letter} ${column} ${cell.code}`).not.toThrow();
        if (cell.chance === 0) expect(cell.code).toBe('0');
        else expect(cell.code).not.toBe('0');
      }
    }
    expect(Object.keys(treasureTypeTable).sort()).toEqual([...treasureLetters].sort());
  });

  it('9.16 types I and J, and only they, are chests', () => {
    expect(treasureLetters.filter((l) => treasureTypeTable[l].chest)).toEqual(['I', 'J']);
    expect(treasureLetters.filter((l) => treasureTypeTable[l].expansion)).toEqual(['K', 'L', 'M']);
  });

  it('9.81 the printed rows are as the rulebook gives them', () => {
    expect(treasureTypeTable.E).toMatchObject({
      bezants: { chance: 2, code: '1D6x10' },
      gems: { chance: 2, code: '1D6' },
      magic: { chance: 2, code: '1' },
    });
    expect(treasureTypeTable.G.bezants).toEqual({ chance: 6, code: '3D6x5' });
    expect(data.treasureTag('G', 'bezants')).toBe('GIVEN');
    expect(data.treasureTag('G', 'gems')).toBe('PROXY');
  });

  it('9.82 the Gems Table covers 2..12 with rising values', () => {
    let previous = 0;
    for (let roll = 2; roll <= 12; roll++) {
      expect(gemValue(roll)).toBeGreaterThan(previous);
      previous = gemValue(roll);
    }
    expect(Object.keys(gemTable)).toHaveLength(11);
    expect(gemValue(2)).toBe(1);
    expect(gemValue(12)).toBe(150);
    expect(() => gemValue(1)).toThrow();
    expect(() => gemValue(13)).toThrow();
  });
});

describe('9E Combined Magic Item Table', () => {
  it('9.15 is 6 columns by 6 rows, each column holding its own kind', () => {
    expect(magicItemTable).toHaveLength(6);
    magicItemTable.forEach((column, c) => {
      expect(column).toHaveLength(6);
      for (const cell of column) expect(cell.entry.kind).toBe(magicItemColumns[c]);
    });
  });

  it('9.15 the 1st die picks the column and the 2nd the row', () => {
    expect(magicItem(1, 4).entry).toEqual({ kind: 'weapon', weapon: 'bow' });
    expect(magicItem(3, 3).entry).toEqual({ kind: 'potion', potion: 'poison' });
    expect(magicItem(6, 2).entry).toEqual({ kind: 'ring', ring: 'resistance2' });
    expect(magicItem(2, 6).entry).toEqual({ kind: 'armor', rollTwice: true });
    expect(() => magicItem(0, 1)).toThrow();
    expect(() => magicItem(1, 7)).toThrow();
  });

  it('9.2 the weapon column holds each of the six weapons once', () => {
    const column = magicItemTable[0] ?? [];
    expect(column.map((c) => (c.entry.kind === 'weapon' ? c.entry.weapon : null)).sort()).toEqual([...weaponIds].sort());
  });

  it('9.2 Weapon Effect: 1–3 → +1, 4–5 → +2, 6 → roll twice', () => {
    expect(FACES.map(weaponEffect)).toEqual([1, 1, 1, 2, 2, 'rollTwice']);
    expect(() => weaponEffect(7)).toThrow();
  });

  it('every potion, spice, medallion and ring in the table has a display name', () => {
    for (const cell of magicItemTable.flat()) {
      const e = cell.entry;
      if (e.kind === 'potion') expect(data.potionNames[e.potion]).toBeTruthy();
      if (e.kind === 'spice') expect(data.spiceNames[e.spice]).toBeTruthy();
      if (e.kind === 'medallion') expect(data.medallionNames[e.medallion]).toBeTruthy();
      if (e.kind === 'ring') expect(data.ringNames[e.ring]).toBeTruthy();
    }
  });

  it('12.13 every spell ring names a spell', () => {
    for (const spellId of Object.values(data.ringSpells)) expect(spells[spellId]).toBeDefined();
  });
});

describe('1D6 feature and trap tables', () => {
  const faceTables: Record<string, readonly RangeRow<string>[]> = {
    'Trap Table (10.3)': trapTable,
    'Fountain Table (6.15)': fountainTable,
    'Statue Table (6.25)': statueTable,
    'Trap Door Table (6.35)': trapDoorTable,
  };

  for (const [name, rows] of Object.entries(faceTables)) {
    it(`${name} covers faces 1..6 exactly once`, () => {
      for (const face of FACES) expect(rows.filter((r) => face >= r.from && face <= r.to), `face ${face}`).toHaveLength(1);
      expect(rows.every((r) => r.from >= 1 && r.to <= 6 && r.from <= r.to)).toBe(true);
    });
  }

  it('10.3, 6.15, 6.25 and 6.35 read as printed', () => {
    expect(FACES.map(trapResult)).toEqual(['arrow', 'poisonedArrow', 'poisonGas', 'explosion', 'flamingOil', 'rollTwice']);
    expect(FACES.map(fountainResult)).toEqual(['poison', 'potion', 'potion', 'potion', 'alcohol', 'noEffect']);
    expect(FACES.map(statueResult)).toEqual(['gargoyle', 'gargoyle', 'potion', 'gems', 'gems', 'noEffect']);
    expect(FACES.map(trapDoorResult)).toEqual(['roomBelow', 'roomBelow', 'treasureJ', 'trap', 'trap', 'noEffect']);
    for (const lookup of [trapResult, fountainResult, statueResult, trapDoorResult]) {
      expect(() => lookup(0)).toThrow();
      expect(() => lookup(7)).toThrow();
    }
  });

  it('5.3 the exploration checks succeed on ≤ 1, 1, 3 and 3', () => {
    expect(explorationTable).toEqual({ doorTrap: 1, wanderingMonster: 1, roomMonster: 3, chestTrap: 3 });
  });

  it('7.6 the Negotiation Table answers every modified roll from −20 to 20', () => {
    for (let roll = -20; roll <= 20; roll++) {
      const expected = roll <= 5 ? 'failure' : roll <= 8 ? 'agreement' : 'cow';
      expect(negotiationResult(roll), `roll ${roll}`).toBe(expected);
    }
  });
});

describe('3.1 / 11.11 adventurers and 11.3 spells', () => {
  it('3.1 Heroes have 8 WP, Thieves 6, Wizards 4 (DATA §11 ruling 37)', () => {
    expect(adventurerClasses.hero.woundPoints).toBe(8);
    expect(adventurerClasses.thief).toMatchObject({ woundPoints: 6, magicResistance: 1, detrap: 1 });
    expect(adventurerClasses.wizard).toMatchObject({ woundPoints: 4, magicResistance: 2, spells: 1, advanced: true });
    expect(adventurerClasses.wizard.weapons).toEqual(['dagger', 'throwingDagger']);
  });

  it('11.12 there are twelve spells, each keyed by its id, costing 1 to 3', () => {
    const ids = Object.keys(spells) as (keyof typeof spells)[];
    expect(ids).toHaveLength(12);
    for (const id of ids) {
      expect(spells[id].id).toBe(id);
      expect(spells[id].cost).toBeGreaterThanOrEqual(1);
      expect(spells[id].cost).toBeLessThanOrEqual(3);
    }
    expect(ids.filter((id) => spells[id].type === 'negotiation')).toEqual(['oratory']); // 11.21
  });

  it('11.3 the Spell Summary: each spell’s cost in wounds and when it may be cast', () => {
    // transcribed from 11.3 ([11.3] I–III), not read from the data
    const summary: Record<string, [number, 'combat' | 'nonCombat' | 'negotiation']> = {
      Blast: [1, 'combat'],
      Charm: [3, 'combat'],
      Explosion: [1, 'combat'],
      Lightning: [2, 'combat'],
      Sleep: [2, 'combat'],
      Heal: [2, 'nonCombat'],
      Lock: [1, 'nonCombat'],
      'Mage Armor': [1, 'nonCombat'],
      'Neutralize Poison': [1, 'nonCombat'],
      'Stone-to-Flesh': [3, 'nonCombat'],
      Strength: [2, 'nonCombat'],
      Oratory: [1, 'negotiation'],
    };
    const got = Object.fromEntries(Object.values(spells).map((sp) => [sp.name, [sp.cost, sp.type]]));
    expect(got).toEqual(summary);
  });
});

describe('provenance tags', () => {
  it('every DataTag in the data folder is one of the five', () => {
    const found: unknown[] = [];
    const walk = (value: unknown, key: string, seen: Set<unknown>): void => {
      if (typeof value === 'function') return;
      if (value === null || typeof value !== 'object') {
        if (key === 'tag' || key.endsWith('Tag')) found.push(value);
        return;
      }
      if (seen.has(value)) return;
      seen.add(value);
      for (const [k, v] of Object.entries(value)) {
        if (k === 'tags' && v !== null && typeof v === 'object') {
          for (const t of Object.values(v as object)) if (t !== null) found.push(t);
        } else walk(v, k, seen);
      }
    };
    walk(data, '', new Set());
    expect(found.length).toBeGreaterThan(200);
    for (const tag of found) expect(TAGS).toContain(tag);
  });
});
