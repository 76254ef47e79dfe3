/**
 * The monster check and the group it calls up (§7.1, §7.6): the table by the segment entered, the
 * group's size by the level, its CB, NV and treasure letter with the level's modifiers, and its
 * Wound Points rolled only when first needed (§7.6 step 6, B49).
 */
import type { DiceState } from '../../../engine/dice';
import { RuleError } from '../../../engine/errors';
import { d6, rollCode, rollWoundPoints } from '../../deathmaze/dice';
import {
  bgMonsters, bgRoomMonsterTable, bgRoomMonsterTablePS, bgWanderingMonsterTable, encounterCell,
  type BgEncounterTable, type BgMonsterId, type BgTreasureLetter,
} from '../data/monsters';
import { monsterCheckTable } from '../data/negotiation';
import type { BlackGateOptions } from '../data/options';
import { levelCb, levelGroupSize, levelNv, levelTreasure, levelWoundCode } from '../levels';
import type { Hoard } from '../treasure';

export interface MonsterInGroup {
  readonly id: string;
  readonly type: BgMonsterId;
  /** Level modifiers included (LŚ 6.8). */
  readonly cb: number;
  readonly nv: number | null;
  readonly woundCode: string;
  /** null until first needed (§7.6 step 6). */
  woundPoints: number | null;
  /** An Evil Hero's 1D6 sword skill (DM 8.9), rolled right after its WP. */
  skill: number | null;
  wounds: number;
  /** Rolled at a Cow (§8.3); otherwise when it is killed. */
  hoard: Hoard | null;
  /** Its own treasure letter where a group mixes kinds (the Gate's guardians, §15.4); else the group's. */
  readonly treasure?: BgTreasureLetter;
}

export interface MonsterGroup {
  readonly type: BgMonsterId;
  readonly level: number;
  readonly source: 'room' | 'wandering';
  /** Shifted by the level (§5 edge case 4). */
  readonly treasureLetter: BgTreasureLetter;
  readonly monsters: MonsterInGroup[];
  /** B20: one attempt to negotiate or bribe per meeting. */
  attempted: boolean;
  attitude: 'hostile' | 'agreed' | 'fighting';
  /** Bribes paid to the group (§8.4 step 4), recovered if it is killed. */
  bribes: number;
}

export type GroupEvent =
  | { readonly type: 'monsterCheck'; readonly rule: 'LŚ 5.0 C.1'; readonly face: number; readonly on: number; readonly table: 'room' | 'wandering'; readonly met: boolean }
  | { readonly type: 'groupRolled'; readonly rule: 'LŚ 6.8'; readonly monster: BgMonsterId; readonly faces: readonly [number, number]; readonly count: string; readonly rolled: number; readonly size: number; readonly level: number }
  | { readonly type: 'woundPointsRolled'; readonly rule: 'B49'; readonly monster: string; readonly woundPoints: number; readonly skill: number | null };

export type SegmentEntered = 'newRoom' | 'corridorOrVisitedRoom';

function tableFor(source: 'room' | 'wandering', options: BlackGateOptions): BgEncounterTable {
  if (source === 'wandering') return bgWanderingMonsterTable;
  return options.roomMonsterTable === 'PS' ? bgRoomMonsterTablePS : bgRoomMonsterTable; // B15
}

/** §7.6 steps 1–4: roll the table and the group, apply the level. */
export function generateGroup(dice: DiceState, source: 'room' | 'wandering', level: number, options: BlackGateOptions, events: GroupEvent[]): MonsterGroup {
  levelCb(0, level); // refuses a level outside 1–3 before any die is thrown
  const first = d6(dice);
  const second = d6(dice);
  const cell = encounterCell(tableFor(source, options), first, second);
  const rolled = rollCode(dice, cell.count).total;
  const size = levelGroupSize(rolled, level, true); // B11: both encounter tables are multiplied
  events.push({ type: 'groupRolled', rule: 'LŚ 6.8', monster: cell.monster, faces: [first, second], count: cell.count, rolled, size, level });
  return namedGroup(cell.monster, size, level, source);
}

/** A group of a given type and size met on `level` (guardians and find monsters are never multiplied). */
export function namedGroup(type: BgMonsterId, size: number, level: number, source: 'room' | 'wandering'): MonsterGroup {
  const m = bgMonsters[type];
  const monsters: MonsterInGroup[] = [];
  for (let i = 0; i < size; i++) {
    monsters.push({
      id: `${type}${i + 1}`, type, cb: levelCb(m.cb, level), nv: levelNv(m.nv, level), woundCode: levelWoundCode(m.wp, level),
      woundPoints: null, skill: null, wounds: 0, hoard: null,
    });
  }
  return { type, level, source, treasureLetter: levelTreasure(m.treasure[source], level), monsters, attempted: false, attitude: 'hostile', bribes: 0 };
}

/** §7.1: the check for the segment entered; a met group is generated at once. */
export function monsterCheck(dice: DiceState, entered: SegmentEntered, level: number, options: BlackGateOptions): { group: MonsterGroup | null; events: GroupEvent[] } {
  const row = monsterCheckTable[entered];
  if (!row) throw new RuleError('LŚ 5.0 C.1', `no monster check is made for ${String(entered)}`);
  const events: GroupEvent[] = [];
  const face = d6(dice);
  const met = face <= row.on;
  events.push({ type: 'monsterCheck', rule: 'LŚ 5.0 C.1', face, on: row.on, table: row.table, met });
  return { group: met ? generateGroup(dice, row.table, level, options, events) : null, events };
}

/** §7.6 step 6, B49: each monster still without WP rolls them, one after another; an Evil Hero its skill right after. */
export function rollGroupWoundPoints(dice: DiceState, group: MonsterGroup, events: GroupEvent[]): void {
  for (const m of group.monsters) rollMonsterWoundPoints(dice, m, events);
}

/** §7.6 step 6: one monster's WP (and an Evil Hero's skill right after, DM 8.9), if it has none yet. */
export function rollMonsterWoundPoints(dice: DiceState, m: MonsterInGroup, events: GroupEvent[]): void {
  if (m.woundPoints !== null) return;
  m.woundPoints = rollWoundPoints(dice, m.woundCode).total;
  if (m.type === 'evilHero') m.skill = d6(dice); // DM 8.9
  events.push({ type: 'woundPointsRolled', rule: 'B49', monster: m.id, woundPoints: m.woundPoints, skill: m.skill });
}

export const livingMonsters = (g: MonsterGroup): MonsterInGroup[] =>
  g.monsters.filter((m) => m.woundPoints === null || m.wounds < m.woundPoints);
