/** §17 (LŚ 17.0): what a character must bring out for a personal victory. */
import type { Tagged } from './tags';

export interface VictoryNumbers extends Tagged {
  readonly xp: number;
  /** Its own gold plus its own jewels' value; magic items do not count. */
  readonly gm: number;
}
export const personalVictory: VictoryNumbers = { xp: 100, gm: 100, tag: 'RECOVERED' };
