/**
 * The Deathmaze's tables as one value, reached through the delve's ruleset and never imported
 * by a rules module: `tables(s)` is the set the delve in hand is played with. A variant built on
 * this game (another monster roster, a Combat Results Table read to 17, new negotiation bands)
 * inherits this set and overrides entries: a record (the monsters, the spells, the treasure
 * types) entry by entry, an ordered table (the CRT, a 1D6 table, a grid) whole. The way Pokémon
 * Showdown's `data/mods/gen1` inherits the current generation's data and overrides what differs,
 * and a battle reads the data of its format's mod.
 *
 * Read directly from `data/` still: the names of things (words, for the glossary), and the
 * tables a party and a board are made from before a delve exists (the adventurer classes, the
 * chit set and its mixes) — a variant with other characters or tiles brings its own setup.
 */
import * as adventurers from './data/adventurers';
import { combatResultsTable, crtRowIn, type CrtRow } from './data/combatResultsTable';
import {
  explorationTable,
  fountainTable,
  lookupFace,
  negotiationResultIn,
  negotiationTable,
  statueTable,
  trapDoorTable,
  trapTable,
  type FountainResult,
  type NegotiationResult,
  type RangeRow,
  type StatueResult,
  type TrapDoorResult,
  type TrapId,
} from './data/encounterTables';
import { roomMonsterIn, roomMonsterTable, wanderingMonsterIn, wanderingMonsterTable, type MonsterTableEntry } from './data/monsterTables';
import { monsters, type MonsterId, type MonsterStats, type SpecialAbility } from './data/monsters';
import { ringSpells, specialAbilities, spells, type SpecialAbilityInfo, type Spell, type SpellId } from './data/spells';
import {
  gemTable,
  gemValueIn,
  magicItemIn,
  magicItemTable,
  treasureTypeTable,
  weaponEffectIn,
  weaponEffectTable,
  type MagicItemCell,
  type RingId,
  type TreasureLetter,
  type TreasureType,
  type WeaponEffectRow,
} from './data/treasure';
import { crtColumnOf, type CrtColumn, type WeaponId } from './data/weapons';

/** The numbers the rules count against (4.0, 8.6, 10.12). */
export interface Limits {
  /** 4.0: Experience each survivor needs to win … */
  readonly winXp: number;
  /** … and Bezants (gems at their value). */
  readonly winBezants: number;
  /** 10.12: Experience for removing a trap. */
  readonly detrapXp: number;
  /** 8.6: Experience per starting Wound Point of the monsters slain, before sharing. */
  readonly xpPerWoundPoint: number;
}

/** What a ruleset's tables hold: the data, as the rulebook's tables name it. */
export interface TableData {
  readonly limits: Limits;
  readonly monsters: Readonly<Record<MonsterId, MonsterStats>>;
  /** 7.3 and 7.4. */
  readonly wanderingMonsterTable: readonly (readonly MonsterTableEntry[])[];
  readonly roomMonsterTable: readonly (readonly MonsterTableEntry[])[];
  /** 8.4 CRT, and which column a weapon is read on (8.43). */
  readonly combatResultsTable: readonly CrtRow[];
  readonly crtColumnOf: (weapon: WeaponId) => CrtColumn;
  /** 5.3: each check happens on a 1D6 roll ≤ n. */
  readonly explorationTable: Readonly<Record<keyof typeof explorationTable, number>>;
  readonly trapTable: readonly RangeRow<TrapId>[];
  readonly fountainTable: readonly RangeRow<FountainResult>[];
  readonly statueTable: readonly RangeRow<StatueResult>[];
  readonly trapDoorTable: readonly RangeRow<TrapDoorResult>[];
  readonly negotiationTable: readonly RangeRow<NegotiationResult>[];
  readonly treasureTypeTable: Readonly<Record<TreasureLetter, TreasureType>>;
  readonly gemTable: Readonly<Record<number, number>>;
  readonly magicItemTable: readonly (readonly MagicItemCell[])[];
  readonly weaponEffectTable: readonly WeaponEffectRow[];
  readonly spells: Readonly<Record<SpellId, Spell>>;
  readonly ringSpells: Readonly<Partial<Record<RingId, SpellId>>>;
  readonly specialAbilities: Readonly<Record<SpecialAbility, SpecialAbilityInfo>>;
}

/** The tables and the look-ups that read them (each look-up reads this set, never the Deathmaze's). */
export interface Tables extends TableData {
  readonly crtRow: (total: number) => CrtRow;
  readonly crtResult: (column: CrtColumn, total: number) => number;
  readonly wanderingMonster: (first: number, second: number) => MonsterTableEntry;
  readonly roomMonster: (first: number, second: number) => MonsterTableEntry;
  readonly trapResult: (face: number) => TrapId;
  readonly fountainResult: (face: number) => FountainResult;
  readonly statueResult: (face: number) => StatueResult;
  readonly trapDoorResult: (face: number) => TrapDoorResult;
  readonly negotiationResult: (modifiedRoll: number) => NegotiationResult;
  readonly gemValue: (roll: number) => number;
  readonly magicItem: (first: number, second: number) => MagicItemCell;
  readonly weaponEffect: (face: number) => number | 'rollTwice';
}

/** The tables with their look-ups bound to them. */
export function makeTables(data: TableData): Tables {
  return Object.freeze({
    ...data,
    crtRow: (total: number) => crtRowIn(data.combatResultsTable, total),
    crtResult: (column: CrtColumn, total: number) => crtRowIn(data.combatResultsTable, total)[column],
    wanderingMonster: (first: number, second: number) => wanderingMonsterIn(data.wanderingMonsterTable, first, second),
    roomMonster: (first: number, second: number) => roomMonsterIn(data.roomMonsterTable, first, second),
    trapResult: (face: number) => lookupFace(data.trapTable, face, 'Trap Table (10.3)'),
    fountainResult: (face: number) => lookupFace(data.fountainTable, face, 'Fountain Table (6.15)'),
    statueResult: (face: number) => lookupFace(data.statueTable, face, 'Statue Table (6.25)'),
    trapDoorResult: (face: number) => lookupFace(data.trapDoorTable, face, 'Trap Door Table (6.35)'),
    negotiationResult: (roll: number) => negotiationResultIn(data.negotiationTable, roll),
    gemValue: (roll: number) => gemValueIn(data.gemTable, roll),
    magicItem: (first: number, second: number) => magicItemIn(data.magicItemTable, first, second),
    weaponEffect: (face: number) => weaponEffectIn(data.weaponEffectTable, face),
  });
}

/** The Deathmaze's own tables (DATA.md). */
export const deathmazeTables: Tables = makeTables({
  limits: {
    winXp: adventurers.WIN_XP,
    winBezants: adventurers.WIN_BEZANTS,
    detrapXp: adventurers.DETRAP_XP,
    xpPerWoundPoint: adventurers.XP_PER_WOUND_POINT,
  },
  monsters,
  wanderingMonsterTable,
  roomMonsterTable,
  combatResultsTable,
  crtColumnOf,
  explorationTable,
  trapTable,
  fountainTable,
  statueTable,
  trapDoorTable,
  negotiationTable,
  treasureTypeTable,
  gemTable,
  magicItemTable,
  weaponEffectTable,
  spells,
  ringSpells,
  specialAbilities,
});

type RecordKeys = 'limits' | 'monsters' | 'explorationTable' | 'treasureTypeTable' | 'gemTable' | 'spells' | 'ringSpells' | 'specialAbilities';
const RECORDS: ReadonlySet<string> = new Set<RecordKeys>(['limits', 'monsters', 'explorationTable', 'treasureTypeTable', 'gemTable', 'spells', 'ringSpells', 'specialAbilities']);

/** What a variant changes: a record's entries one by one, an ordered table or a rule whole. */
export type TableOverrides = { readonly [K in RecordKeys]?: Partial<TableData[K]> } & { readonly [K in Exclude<keyof TableData, RecordKeys>]?: TableData[K] };

/** A variant's tables: the base's, with the given entries and tables in place of its own. */
export function inheritTables(base: TableData, overrides: TableOverrides): Tables {
  const data: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue;
    data[key] = RECORDS.has(key) ? Object.freeze({ ...(base[key as keyof TableData] as object), ...(value as object) }) : value;
  }
  return makeTables(data as unknown as TableData);
}

const byRuleset = new Map<string, Tables>([['deathmaze', deathmazeTables]]);

/** Makes a ruleset's tables known by its id (a variant does it once, as it is defined). */
export function registerTables(ruleset: string, t: Tables): void {
  const known = byRuleset.get(ruleset);
  if (known && known !== t) throw new Error(`The ruleset '${ruleset}' already has its tables.`);
  byRuleset.set(ruleset, t);
}

/** Is there a ruleset of this id to play the Deathmaze's rules with? */
export const knownRuleset = (ruleset: string): boolean => byRuleset.has(ruleset);

/** The tables of a ruleset by its id (a setup names none: the Deathmaze). */
export function tablesFor(ruleset: string | undefined): Tables {
  const t = byRuleset.get(ruleset ?? 'deathmaze');
  if (!t) throw new Error(`No ruleset '${ruleset}' is known.`);
  return t;
}

/** The tables the delve in hand is played with. */
export const tables = (s: { readonly setup: { readonly ruleset?: string } }): Tables => tablesFor(s.setup.ruleset);
