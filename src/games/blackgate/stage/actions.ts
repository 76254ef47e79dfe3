/** What a Black Gate player may do, one record per kind (the moves of `moves.ts` are keyed by it). */
import type { Dir, Rotation } from '../board/levels';
import type { StairWay } from '../board/stairs';
import type { TalkSpell } from './talkSpells';
import type { InitiateRace } from '../data/characters';

export type StageAction =
  /** Stage A (§3 A.1): leave the segment by side `dir`. */
  | { type: 'go'; dir: Dir }
  /** LŚ 6.2: lay the tile in hand in facing `rot`; `door`: the wall made a door when a best match still closes the maze (B46). */
  | { type: 'lay'; rot: Rotation; door?: Dir }
  /** §4.4: a level-change stage from a stairwell. */
  | { type: 'stairs'; way: StairWay }
  /** §3 C.2, §8.2: one named character speaks for the party; `spells` cast first (§11.2 step 3). */
  | { type: 'negotiate'; by: string; spells?: TalkSpell[] }
  /** §8.4: gold offered, by payer; `spells` cast first (Sway, Cajole). */
  | { type: 'bribe'; payments: Record<string, number>; spells?: TalkSpell[] }
  /** §11.3 Lock: the door shut on the monsters just met; the party steps back. */
  | { type: 'lock'; by: string }
  /** B39, B48 (option `reentryReplacements`): a new initiate of this race joins before the party goes in again. */
  | { type: 'recruit'; race: InitiateRace }
  /** §3 C.3: no talk; combat is joined (or an agreement broken). */
  | { type: 'fight' }
  /** Between stages (§3): the marching order, rows of at most three, front first. */
  | { type: 'order'; rows: string[][] }
  /** §16: out through the Gateway of Evil. */
  | { type: 'leave' }
  /** §16: the survivors go in again. */
  | { type: 'reenter' }
  /** §16: the players end the game outside. */
  | { type: 'end' };
