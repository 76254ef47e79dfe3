/**
 * The Maze Levels table (§5, LŚ 6.7–6.8) applied to what a party meets: a monster's wound code,
 * CB and NV, a group's size, a treasure letter and the experience of a kill.
 */
import { RuleError } from '../../engine/errors';
import { parseWoundCode } from '../deathmaze/dice';
import { mazeLevelsTable, type MazeLevel } from './data/levels';
import { treasureLetters, type BgTreasureLetter } from './data/monsters';

function modifiers(level: number) {
  const row = mazeLevelsTable[level as MazeLevel];
  if (!row) throw new RuleError('LŚ 6.7', `the citadel has levels 1 to 3, not ${level}`);
  return row;
}

/** LŚ 6.8: the strength modifier is added to M of `N+M` (`½+1` on level 2 is `½+3`). */
export function levelWoundCode(code: string, level: number): string {
  const c = parseWoundCode(code);
  const mod = c.mod + modifiers(level).strength;
  const dice = c.dice === 'half' ? '½' : String(c.dice);
  return `${dice}${mod < 0 ? '-' : '+'}${Math.abs(mod)}`;
}

/** LŚ 6.8: agility adds to the monster's CB, weapon users included. */
export const levelCb = (cb: number, level: number): number => cb + modifiers(level).agility;

/** LŚ 6.8: reluctance adds to NV; a monster that never negotiates (null) still never does. */
export const levelNv = (nv: number | null, level: number): number | null => (nv === null ? null : nv + modifiers(level).reluctance);

/**
 * LŚ 6.8, B11: the number multiplier on a rolled group size. Only groups from the two encounter
 * tables are multiplied; guardians, the Nameless One and monsters a find names are not.
 */
export function levelGroupSize(rolled: number, level: number, fromEncounterTable: boolean): number {
  const row = modifiers(level);
  return fromEncounterTable ? rolled * row.number : rolled;
}

/** LŚ 6.8, §5 edge case 4: a letter moves down A→L by the level's steps; A stays A, L is the end. */
export function levelTreasure(letter: BgTreasureLetter, level: number): BgTreasureLetter {
  const steps = modifiers(level).treasureSteps;
  if (letter === 'A') return 'A';
  const index = Math.min(treasureLetters.indexOf(letter) + steps, treasureLetters.length - 1);
  return treasureLetters[index]!;
}

/** LŚ 6.8, B41: a kill's experience times the level multiplier (never the disarm bonus). */
export const levelExperience = (xp: number, level: number): number => xp * modifiers(level).experience;
