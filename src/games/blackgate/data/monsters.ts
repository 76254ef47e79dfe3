/** §7.2–§7.5: the 20 monsters of the Black Gate and its two encounter tables. */
import type { BgWeapon } from './characters';
import type { BgTag, Tagged } from './tags';

export type BgMonsterId =
  | 'chimera' | 'cronk' | 'direWolf' | 'evilHero' | 'evilMage' | 'gargoyle' | 'harpy' | 'hydra' | 'medusa' | 'minotaur'
  | 'ogre' | 'orc' | 'skeleton' | 'troll' | 'vampire' | 'warg' | 'wight' | 'wraith' | 'nameless' | 'demon';

/** §14: treasure letters in the order the level shift walks (§5 edge case 4). */
export const treasureLetters = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L'] as const;
export type BgTreasureLetter = (typeof treasureLetters)[number];

export type BgSpecial =
  | 'fireBreath' | 'stench' | 'lightning' | 'fleshToStone' | 'regeneration' | 'charm' | 'hydra' | 'lightningX2' | 'guardian' | 'bound';

export interface BgMonster extends Tagged {
  readonly id: BgMonsterId;
  readonly name: string;
  readonly polish: string;
  /** Wound code `N+M` (½ = 1D3), before the level's strength modifier. */
  readonly wp: string;
  readonly cb: number;
  /** Reluctance to negotiate; null: never negotiates or takes bribes. */
  readonly nv: number | null;
  readonly rv: number;
  readonly treasure: { readonly room: BgTreasureLetter; readonly wandering: BgTreasureLetter };
  /** Its CRT column's weapon; null reads the Monster column. */
  readonly weapon: BgWeapon | null;
  readonly specials: readonly BgSpecial[];
}

// §7.4: NV, RV and treasure RECOVERED; WP and CB RECOVERED-1 (MB). The row tag is the weakest of its cells.
function m(
  id: BgMonsterId, name: string, polish: string, wp: string, cb: number, nv: number | null, rv: number,
  treasure: string, weapon: BgWeapon | null, specials: readonly BgSpecial[], tag: BgTag = 'RECOVERED-1',
): BgMonster {
  const [room, wandering = room] = treasure.split('/') as [BgTreasureLetter, BgTreasureLetter?];
  return { id, name, polish, wp, cb, nv, rv, treasure: { room, wandering }, weapon, specials, tag };
}

export const bgMonsters: Readonly<Record<BgMonsterId, BgMonster>> = {
  chimera: m('chimera', 'Chimera', 'Chimera', '2+2', 7, 7, 2, 'I', null, ['fireBreath']),
  cronk: m('cronk', 'Cronk', 'Kronk', '1+1', 4, 9, 1, 'E/B', null, ['stench']),
  direWolf: m('direWolf', 'Dire Wolf', 'Wilkołak', '½+1', 1, 9, 1, 'A', null, []),
  evilHero: m('evilHero', 'Evil Hero', 'Czarny Rycerz', '1+4', 5, 5, 2, 'J/C', 'sword', []),
  evilMage: m('evilMage', 'Evil Mage', 'Czarnoksiężnik', '1+3', 4, 3, 3, 'J/C', 'dagger', ['lightning']), // B16
  gargoyle: m('gargoyle', 'Gargoyle', 'Gargoyla', '3+1', 9, 4, 3, 'G', null, []),
  harpy: m('harpy', 'Harpy', 'Harpia', '½+0', 0, 5, 1, 'A', null, []),
  hydra: m('hydra', 'Hydra', 'Hydra', '2+3', 0, 7, 3, 'J', null, ['hydra']),
  medusa: m('medusa', 'Medusa', 'Meduza', '2+0', 2, 5, 2, 'G', null, ['fleshToStone']),
  minotaur: m('minotaur', 'Minotaur', 'Minotaur', '2+4', 10, 7, 3, 'J/C', null, []),
  ogre: m('ogre', 'Ogre', 'Ogr', '1+2', 5, 2, 2, 'J/E', 'hammer', []),
  orc: m('orc', 'Orc', 'Ork', '1+0', 3, 0, 1, 'H/B', 'sword', []),
  skeleton: m('skeleton', 'Skeleton', 'Kościotrup', '1+1', 2, 9, 1, 'F/A', null, []),
  troll: m('troll', 'Troll', 'Troll', '2+3', 6, 4, 3, 'J', null, ['regeneration']),
  vampire: m('vampire', 'Vampire', 'Wampir', '3+0', 11, 6, 4, 'J', null, ['charm']),
  warg: m('warg', 'Warg', 'Warg', '½+2', 3, 6, 1, 'A', null, []),
  wight: m('wight', 'Wight', 'Upiór', '2+0', 6, 4, 2, 'H', null, []),
  wraith: m('wraith', 'Wraith', 'Zły duch', '1+3', 3, 2, 1, 'I/D', null, []),
  nameless: m('nameless', 'The Nameless One', 'Bezimienny', '1+6', 5, null, 4, 'L', 'sword', ['lightningX2', 'guardian']),
  demon: m('demon', 'Demon', 'Demon', '1+2', 5, null, 4, 'D', null, ['guardian', 'bound']),
};

/** §8.3, B21: the monsters that pay at a Cow (also the Charm Person targets). */
export const cowPayers: readonly BgMonsterId[] = ['evilHero', 'evilMage', 'orc'];
export const cowPayersTag: BgTag = 'DESIGNED';

/** One cell of an encounter table: a monster and its group-size dice code (`1`, `1D3+2`, …). */
export interface BgEncounterCell {
  readonly monster: BgMonsterId;
  readonly count: string;
}

export interface BgEncounterTable extends Tagged {
  readonly name: string;
  /** `rows[row-1][column-1]`. */
  readonly rows: readonly (readonly BgEncounterCell[])[];
  /** Which die picks the row. */
  readonly rowDie: 'first' | 'second';
  /** The wandering table pairs its rows: 1–2, 3–4, 5–6. */
  readonly pairedRows: boolean;
}

const c = (text: string): BgEncounterCell => {
  const match = /^(?:(\d+D\d(?:\+\d+)?|\d+) )?(\w+)$/.exec(text);
  if (!match) throw new Error(`Bad encounter cell ${text}`);
  return { monster: match[2] as BgMonsterId, count: match[1] ?? '1' };
};
const row = (...cells: string[]) => cells.map(c);

/** §7.2 (PA's table 8.3): 2nd die picks the paired row, 1st the column, as DM 7.3. */
export const bgWanderingMonsterTable: BgEncounterTable = {
  name: 'Wandering Monster Table (7.2)',
  rowDie: 'second',
  pairedRows: true,
  tag: 'RECOVERED',
  rows: [
    row('evilHero', 'gargoyle', 'troll', 'ogre', 'wight', 'hydra'),
    row('evilMage', 'medusa', 'vampire', 'minotaur', '1D3 warg', '1D3 skeleton'),
    row('chimera', '1D3 orc', '1D3+2 harpy', '1D6 direWolf', '1D3 wraith', '1D6 cronk'),
  ],
};

const mbRoomRows = [
  row('evilMage', 'evilHero', '1D6 cronk', 'gargoyle', 'chimera', 'medusa'),
  row('1D3 orc', 'troll', 'vampire', '1D3+2 harpy', 'ogre', 'minotaur'),
  row('1D6 direWolf', 'wight', '1D3 warg', 'evilMage', 'evilHero', '1D6+1 cronk'),
  row('2 gargoyle', '2 chimera', 'medusa', '1D6+1 orc', 'hydra', 'vampire'),
  row('1D6+2 harpy', '2 ogre', 'minotaur', '1D6 direWolf', '2 wight', '1D6 warg'),
  row('1D3 skeleton', '1D3 wraith', '1D6 skeleton', '1D3+2 wraith', 'troll', 'hydra'),
];

/** §7.3 (the table LS-6 6.8 calls 8.3, B42): 1st die picks the row, as DM 7.4. MB's grid (B15). */
export const bgRoomMonsterTable: BgEncounterTable = {
  name: 'Room Monster Table (7.3)', rowDie: 'first', pairedRows: false, tag: 'RECOVERED-1', rows: mbRoomRows,
};

/** §7.3 option `roomMonsterTable = PS`: two cells differ (PS has no Hydra). */
export const bgRoomMonsterTablePS: BgEncounterTable = {
  name: 'Room Monster Table (7.3, PS)',
  rowDie: 'first',
  pairedRows: false,
  tag: 'RECOVERED-1',
  rows: mbRoomRows.map((r, i) =>
    r.map((cell, j) => (i === 3 && j === 4 ? c('1D6 harpy') : i === 5 && j === 5 ? c('medusa') : cell)),
  ),
};

/** Reads an encounter table with the two dice as thrown, first then second. */
export function encounterCell(table: BgEncounterTable, first: number, second: number): BgEncounterCell {
  const rowFace = table.rowDie === 'first' ? first : second;
  const column = table.rowDie === 'first' ? second : first;
  const r = table.pairedRows ? Math.ceil(rowFace / 2) : rowFace;
  const cell = table.rows[r - 1]?.[column - 1];
  if (!cell) throw new Error(`${table.name} has no cell for ${first}, ${second}.`);
  return cell;
}
