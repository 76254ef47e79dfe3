/**
 * The three levels on one (x, y) grid (BLACKGATE §4.2): a cell is (x, y, level). Each level
 * matches only its own neighbours; the shared grid is what lets a stairwell stand at the same
 * (x, y) on all three (LŚ 6.6).
 */
import { DIRS, step, type Dir } from '../../deathmaze/board/grid';

export { DIRS, DIR_NAMES, opposite, type Dir, type Rotation } from '../../deathmaze/board/grid';

/** LŚ 6.5: level 1 is the entry level, level 3 the deepest. */
export type Level = 1 | 2 | 3;
export const LEVELS: readonly Level[] = [1, 2, 3];

export interface LevelCell {
  x: number;
  y: number;
  level: Level;
}

export const levelKey = (c: LevelCell): string => `${c.x},${c.y},${c.level}`;
export const sameLevelCell = (a: LevelCell, b: LevelCell): boolean => a.x === b.x && a.y === b.y && a.level === b.level;

/** The neighbour across side `d` on the same level. */
export const stepOn = (c: LevelCell, d: Dir): LevelCell => ({ ...step(c, d), level: c.level });

/** The same (x, y) on another level. */
export const onLevel = (c: { x: number; y: number }, level: Level): LevelCell => ({ x: c.x, y: c.y, level });

/** The two levels other than `level`, in order. */
export const otherLevels = (level: Level): Level[] => LEVELS.filter((l) => l !== level);

export function isLevel(n: number): n is Level {
  return n === 1 || n === 2 || n === 3;
}

export function parseLevelKey(key: string): LevelCell {
  const [x, y, level] = key.split(',').map(Number);
  return { x: x ?? 0, y: y ?? 0, level: isLevel(level ?? 0) ? (level as Level) : 1 };
}

/** The four neighbours of a cell on its level. */
export const neighbours = (c: LevelCell): LevelCell[] => DIRS.map((d) => stepOn(c, d));
