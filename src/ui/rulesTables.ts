/**
 * The rulebook's tables as the rules reference shows them (rulesText.ts), drawn from
 * src/games/deathmaze/data so that what the reference shows is what the engine plays; a cell that
 * is our completion or the sister game's is marked.
 */
import { adventurerClasses, adventurerClassIds } from '../games/deathmaze';
import { chitTypeIds, chitTypes } from '../games/deathmaze';
import { combatResultsTable } from '../games/deathmaze';
import {
  explorationTable,
  fountainResultNames,
  fountainTable,
  negotiationResultNames,
  negotiationTable,
  statueResultNames,
  statueTable,
  trapDoorResultNames,
  trapDoorTable,
  trapNames,
  trapTable,
  type RangeRow,
} from '../games/deathmaze';
import { roomMonsterTable, wanderingMonsterTable, type MonsterTableEntry } from '../games/deathmaze';
import { monsterIds, monsters } from '../games/deathmaze';
import { specialAbilities, spells, spellIds } from '../games/deathmaze';
import type { DataTag } from '../games/deathmaze';
import {
  gemTable,
  magicItemColumnNames,
  magicItemColumns,
  magicItemTable,
  medallionNames,
  potionNames,
  ringNames,
  spiceNames,
  treasureLetters,
  treasureTag,
  treasureTypeTable,
  weaponEffectTable,
  type MagicItemEntry,
  type TreasureCell,
} from '../games/deathmaze';
import { weaponNames } from '../games/deathmaze';

import type { RuleTable } from './ruleBook';

/** Marks a cell that is not the printed rulebook's (see the tables' notes). */
const mark = (tag: DataTag): string => (tag === 'DESIGNED' ? '*' : tag === 'PROXY' ? '†' : '');
const TAG_NOTE = '* our own completion where the printed table is lost; † taken from the sister game Citadel of Blood.';

const faces = (from: number, to: number): string => (from === to ? String(from) : `${from}–${to}`);
const rangeRows = <R extends string>(rows: readonly RangeRow<R>[], names: Readonly<Record<R, string>>): string[][] =>
  rows.map((r) => [faces(r.from, r.to), names[r.result]]);

const countLabel = (e: MonsterTableEntry): string => {
  const name = monsters[e.monster].name;
  const n = e.count === 'one' ? name : e.count === 'two' ? `2× ${name}` : `${e.count}× ${name}`;
  return `${n}${mark(e.tag)}`;
};

const cellText = (c: TreasureCell): string => (c.chance === 0 ? '0: 0' : `${c.chance}: ${c.code}`);

function itemLabel(entry: MagicItemEntry): string {
  switch (entry.kind) {
    case 'weapon':
      return weaponNames[entry.weapon];
    case 'armor':
      return 'rollTwice' in entry ? 'Roll twice' : `+${entry.wp} WP`;
    case 'potion':
      return potionNames[entry.potion];
    case 'spice':
      return spiceNames[entry.spice];
    case 'medallion':
      return medallionNames[entry.medallion].replace('Medallion of ', '');
    case 'ring':
      return ringNames[entry.ring].replace('Ring of ', '');
  }
}


let tablesCache: Record<string, RuleTable> | null = null;

/** Every table the reference shows, keyed by id. Built once from src/games/deathmaze/data. */
export function ruleTables(): Record<string, RuleTable> {
  if (tablesCache) return tablesCache;
  const t: RuleTable[] = [];

  t.push({
    id: 'chits',
    title: '2.2 Segment chits',
    head: ['Chit', 'Cup', 'Is a', 'N E S W', 'Feature', 'Count'],
    rows: chitTypeIds.map((id) => {
      const c = chitTypes[id];
      return [id, c.cup === 'room' ? 'Room' : 'Corridor', c.segment, c.sides.join(' '), c.feature === 'trapdoor' ? 'trap door' : (c.feature ?? ''), String(c.count)];
    }),
    note: 'Sides as printed, clockwise from the top: D door, O open corridor end, W blank wall. Any chit may be turned (5.24).',
  });

  t.push({
    id: 'classes',
    title: '3.1 Adventurer classes',
    head: ['Class', 'Wound Points', 'Magic Resistance', 'Detrap', 'Weapons', 'Game'],
    rows: adventurerClassIds.map((id) => {
      const c = adventurerClasses[id];
      const weapons = c.weapons === 'any' ? 'any two' : c.weapons.map((w) => weaponNames[w]).join(', ');
      return [c.name, String(c.woundPoints), String(c.magicResistance), c.detrap ? String(c.detrap) : '—', weapons, c.advanced ? 'Advanced' : 'Basic'];
    }),
  });

  t.push({
    id: 'exploration',
    title: '5.3 Exploration Table',
    head: ['When', '1D6', 'Finds'],
    rows: [
      ['Entering a new segment through a door', faces(1, explorationTable.doorTrap), 'A trap (10.3)'],
      ['Any corridor, or a room seen before', faces(1, explorationTable.wanderingMonster), 'Wandering monsters (7.3)'],
      ['A room entered for the first time', faces(1, explorationTable.roomMonster), 'Room monsters (7.4)'],
      ['Opening a type I or J chest', faces(1, explorationTable.chestTrap), 'A trap (10.3)'],
    ],
  });

  t.push({ id: 'fountain', title: '6.15 Fountain Table', head: ['1D6', 'Result'], rows: rangeRows(fountainTable, fountainResultNames) });
  t.push({ id: 'statue', title: '6.25 Statue Table', head: ['1D6', 'Result'], rows: rangeRows(statueTable, statueResultNames) });
  t.push({ id: 'trapdoor', title: '6.35 Trap Door Table', head: ['1D6', 'Result'], rows: rangeRows(trapDoorTable, trapDoorResultNames) });

  t.push({
    id: 'wandering',
    title: '7.3 Wandering Monster Table',
    head: ['2nd die \\ 1st die', '1', '2', '3', '4', '5', '6'],
    rows: wanderingMonsterTable.map((row, i) => [faces(2 * i + 1, 2 * i + 2), ...row.map(countLabel)]),
  });

  t.push({
    id: 'room',
    title: '7.4 Room Monster Table',
    head: ['1st die \\ 2nd die', '1', '2', '3', '4', '5', '6'],
    rows: roomMonsterTable.map((row, i) => [String(i + 1), ...row.map(countLabel)]),
    note: TAG_NOTE,
  });

  t.push({
    id: 'monsters',
    title: '7.5 Monster Characteristics',
    head: ['Monster', 'CB', 'Wound code', 'NV', 'MR', 'Treasure', 'Counters'],
    rows: monsterIds.map((id) => {
      const m = monsters[id];
      const treasure = m.treasure.room === m.treasure.wandering ? m.treasure.room : `${m.treasure.room}/${m.treasure.wandering}`;
      return [m.name, m.combatBonus === null ? 'W' : String(m.combatBonus), m.woundCode, `${m.nv}${mark(m.tags.nv)}`, `${m.mr}${mark(m.tags.mr)}`, `${treasure}${mark(m.tags.treasure)}`, String(m.counters)];
    }),
    note: TAG_NOTE,
  });

  t.push({
    id: 'negotiation',
    title: '7.6 Negotiation Table',
    head: ['2D6 − NV', 'Result'],
    rows: negotiationTable.map((r) => [r.from < -50 ? `${r.to} or less` : r.to > 50 ? `${r.from} or more` : faces(r.from, r.to), negotiationResultNames[r.result]]),
  });

  t.push({
    id: 'crt',
    title: '8.7 Combat Results Table',
    head: ['Roll', 'Dagger', 'Throwing Dagger', 'Bow', 'Sword, Hammer, Axe', 'Monsters'],
    rows: combatResultsTable.map((r, i) => {
      const last = i === combatResultsTable.length - 1;
      const roll = `${faces(r.min, r.max)}${last ? '+' : ''}${mark(r.tag)}`;
      return [roll, String(r.dagger), String(r.throwingDagger), String(r.bow), String(r.melee), String(r.monster)];
    }),
    note: TAG_NOTE,
  });

  t.push({
    id: 'monsterWeapons',
    title: '8.8 Monster Weapons',
    head: ['Monster', 'First row', 'Second row', 'Skill'],
    rows: monsterIds
      .filter((id) => monsters[id].weapons)
      .map((id) => {
        const m = monsters[id];
        const w = m.weapons!;
        return [`${m.name}${mark(m.tags.weapons ?? 'GIVEN')}`, weaponNames[w.front], w.second ? weaponNames[w.second] : '—', w.skillDice ? '+1D6 sword (8.9)' : w.skill ? `+${w.skill}` : '—'];
      }),
    note: TAG_NOTE,
  });

  t.push({
    id: 'treasureTypes',
    title: '9.81 Treasure Type Table',
    head: ['Type', 'Bezants', 'Gems', 'Magic Items'],
    rows: treasureLetters
      .filter((l) => !treasureTypeTable[l].expansion)
      .map((l) => {
        const row = treasureTypeTable[l];
        return [`${l}${row.chest ? ' (chest)' : ''}`, cellText(row.bezants) + mark(treasureTag(l, 'bezants')), cellText(row.gems) + mark(treasureTag(l, 'gems')), cellText(row.magic) + mark(treasureTag(l, 'magic'))];
      }),
    note: TAG_NOTE,
  });

  t.push({
    id: 'gems',
    title: '9.82 Gems Table',
    head: ['2D6', 'Bezants'],
    rows: Object.entries(gemTable)
      .sort((a, b) => Number(a[0]) - Number(b[0]))
      .map(([roll, value]) => [roll, String(value)]),
  });

  t.push({
    id: 'magicItems',
    title: '9.83 Magic Item Table',
    head: ['2nd \\ 1st', ...magicItemColumns.map((k, i) => `${i + 1} ${magicItemColumnNames[k]}`)],
    rows: [0, 1, 2, 3, 4, 5].map((row) => [String(row + 1), ...magicItemTable.map((col) => `${itemLabel(col[row]!.entry)}${mark(col[row]!.tag)}`)]),
    note: `${TAG_NOTE} Rings are re-rolled in the Basic Game (9.7).`,
  });

  t.push({
    id: 'weaponEffect',
    title: '9.83 Weapon Effect (third die)',
    head: ['1D6', 'Combat bonus'],
    rows: weaponEffectTable.map((r) => [faces(r.from, r.to), r.result === 'rollTwice' ? 'Roll twice (9.22)' : `+${r.result}`]),
  });

  t.push({
    id: 'traps',
    title: '10.3 Trap Table',
    head: ['1D6', 'Trap', 'Case'],
    rows: trapTable.map((r, i) => [faces(r.from, r.to), trapNames[r.result], `10.${22 + i}`]),
  });

  t.push({
    id: 'spells',
    title: '11.3 Spells',
    head: ['Spell', 'Cost', 'When', 'Target', 'Effect'],
    rows: spellIds.map((id) => {
      const s = spells[id];
      return [s.name, String(s.cost), { combat: 'Combat', nonCombat: 'Outside combat', negotiation: 'Negotiation' }[s.type], s.target, s.effect];
    }),
  });

  t.push({
    id: 'specials',
    title: '12.3 Special abilities',
    head: ['Ability', 'Monster', 'Effect'],
    rows: Object.values(specialAbilities).map((s) => [s.name, monsters[s.monster].name, s.summary]),
  });

  tablesCache = Object.fromEntries(t.map((x) => [x.id, x]));
  return tablesCache;
}
