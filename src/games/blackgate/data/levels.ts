/** §5: the Maze Levels table (LŚ 6.7, 6.8). Values MB's LEVEL_CHART; how each row applies is GIVEN. */
import type { Tagged } from './tags';

export type MazeLevel = 1 | 2 | 3;
export const mazeLevels: readonly MazeLevel[] = [1, 2, 3];

export interface LevelModifiers extends Tagged {
  /** Added to M of the wound code `N+M`. */
  readonly strength: number;
  /** Added to CB. */
  readonly agility: number;
  /** Added to NV (a monster that never negotiates still never does). */
  readonly reluctance: number;
  /** Multiplies the rolled group size. */
  readonly number: number;
  /** Steps down the A→L order. */
  readonly treasureSteps: number;
  /** Multiplies the experience for a kill. */
  readonly experience: number;
}

export const mazeLevelsTable: Readonly<Record<MazeLevel, LevelModifiers>> = {
  1: { strength: 0, agility: 0, reluctance: 0, number: 1, treasureSteps: 0, experience: 1, tag: 'RECOVERED-1' },
  2: { strength: 2, agility: 1, reluctance: 1, number: 1, treasureSteps: 1, experience: 1, tag: 'RECOVERED-1' },
  3: { strength: 4, agility: 3, reluctance: 2, number: 2, treasureSteps: 2, experience: 2, tag: 'RECOVERED-1' },
};
