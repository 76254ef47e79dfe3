/**
 * A Black Gate campaign as one plain JSON value (BLACKGATE §3, §16): the three-level board, the
 * party where it stands and how it came in, the groups left behind, the stage in progress and
 * the expeditions so far. The ruleset's moves change a private copy of it (`draftState`).
 */
import type { DiceState } from '../../engine/dice';
import { cloneJson } from '../deathmaze/clone';
import type { Sun } from './data/characters';
import type { BlackGateOptions } from './data/options';
import type { BoardEvent, BoardState } from './board/maze';
import type { Dir, LevelCell, Rotation } from './board/levels';
import type { StairWay } from './board/stairs';
import type { CharmedMonster } from './combat/types';
import type { GroupEvent, MonsterGroup } from './encounter/group';
import type { TalkEvent } from './encounter/negotiation';
import type { BgCharacter } from './party';
import type { BlackGateSetupRequest, SetupEvent } from './setup';
import type { Pool } from './stage/sharing';

export const BG_STATE_VERSION = 1;

/** What a campaign is dealt from (what a save keeps and a share link names). */
export interface BgSetup {
  readonly ruleset: 'blackgate';
  readonly seed: number | string;
  readonly request: BlackGateSetupRequest;
  /** Which way the Gateway's open end points (§2.5 step 4); 0 = north. */
  readonly gatewayRot?: Rotation;
  /** The rules edition it is dealt under (edition.ts); none for a new deal, which gets the current one written in. */
  readonly edition?: number;
}

/** The move in progress between stage A and stage C: from where, by which side, to where. */
export interface Stepping {
  from: LevelCell;
  /** The side of `from` the party leaves by; null for a stair move (§4.4). */
  dir: Dir | null;
  to: LevelCell;
  /** §13.3 step 4 (B60): the cell was empty when the party chose it, so a tile was drawn for it. */
  drawn: boolean;
}

export type BgPhase =
  /** Stage A is to be chosen; stage D's find and the free actions are open (§3). */
  | { kind: 'explore' }
  /** A tile is in hand for the cell the party is going to (LŚ 6.2: the players choose its facing). */
  | { kind: 'lay' }
  /** Stage B: the door is trapped; the players delegate a character (§6.2). */
  | { kind: 'trap'; source: 'door' | 'trapdoor' | 'chest' }
  /** Stage C: a group stands on the party's segment; talk, bribe or fight (§8.1). */
  | { kind: 'meet' }
  /** Combat (§9), its state in `fight`. */
  | { kind: 'fight' }
  /** Out through the Gateway of Evil between expeditions (§16). */
  | { kind: 'outside' }
  | { kind: 'over'; why: 'ended' | 'allDead' | 'victory' };

export interface PartyState {
  at: LevelCell;
  /** §6.1 (b): the side of the current segment the party came in by on this visit; null by the stairs or at the start. */
  cameIn: Dir | null;
  /** Where the party stood before this segment, and how it had come in there (Lock steps back to it, §11.3). */
  back: { at: LevelCell; cameIn: Dir | null } | null;
  /** Marching order: rows of at most three character ids, front first (living only). */
  rows: string[][];
  characters: BgCharacter[];
  /**
   * Monsters charmed into the party's service (§11.3 Charm, §14.4 Charm potions, DM 9.45), each
   * under its charmer: those serving stand in `rows` with the characters; one whose charmer has
   * died is out of the rows, about to turn on the party (DM 9.45). They wander off when the
   * party leaves the citadel (DM 13.22).
   */
  charmed: CharmedMonster[];
}

export interface Victory {
  /** §17: the Gate destroyed and a character out alive afterwards. */
  team: boolean;
  /** §17: characters who came out with ≥ 100 XP and ≥ 100 GM; once won, kept. */
  personal: string[];
}

export interface BgState {
  version: number;
  ruleset: 'blackgate';
  setup: BgSetup;
  options: BlackGateOptions;
  dice: DiceState;
  board: BoardState;
  party: PartyState;
  /** The predominant sun of this expedition (§2.4); null for a Deathmaze party (§2.6). */
  sun: Sun | null;
  /** 1 for the first expedition, one more at each re-entry (§16). */
  expedition: number;
  /** Groups on their segments by `levelKey`: met and not killed (LŚ 6.9). */
  groups: Record<string, MonsterGroup>;
  stepping: Stepping | null;
  /** Rooms whose find has been investigated (B43), by `levelKey`. */
  investigated: string[];
  /** §13.3: the Gate countdown, once started. */
  countdown: number | null;
  /** Option `gateModel = monster40` (B57): the Gate's wounds so far. */
  gateWounds?: number;
  /** §15.7: the Gate is destroyed (the board keeps its tile, now an ordinary room). */
  gateFallen: boolean;
  /** Sides found walled for good (B9: nothing could be laid there), as `levelKey:dir`. */
  walled: string[];
  /** The fight in progress (§9); its shape is the combat module's. */
  fight: unknown;
  victory: Victory;
  /** Poison wounds taken in the last action, for a Neutralize Poison cast at once (§11.3). */
  poisoned?: { who: string; amount: number }[];
  /** Characters killed on this segment since the party came in (Resurrect, §11.3). */
  diedHere: string[];
  /** §14.5: treasure taken here and not yet shared out (its chests first, §14.1 step 3). */
  pool?: Pool;
  /**
   * §13.2 Trap door 3–4, DATA ruling 14: the party is down in the sealed room below the trap door
   * of the room it stands in, meeting what is there; it climbs back once that is over. `aside`:
   * an agreed group of the room above, set aside meanwhile.
   */
  below?: { aside: MonsterGroup | null };
  /**
   * DM 9.45 (our ruling): monsters that turned on the party outside a fight attack alone; the group
   * that stood here meanwhile (`met`: just met, not yet talked to; else at peace) is back once that
   * fight is over.
   */
  standingAside?: { group: MonsterGroup; met: boolean };
  /** Ids handed out so far (items, chests). */
  serial: number;
  phase: BgPhase;
  turn: number;
}

/** What the stage loop itself tells (the parts' own events come through as they are). */
export interface StageEvent {
  readonly type:
    | 'climbed' | 'segmentEntered' | 'groupMet' | 'groupLeft'
    | 'orderChanged' | 'leftMaze' | 'reentered' | 'victory' | 'gameOver' | 'countdown';
  readonly rule: string;
  readonly text: string;
  readonly at?: LevelCell;
  readonly way?: StairWay;
  readonly face?: number;
}

/** Everything a move may tell; each kind carries the case it follows. */
export type BgEvent = StageEvent | BoardEvent | GroupEvent | TalkEvent | SetupEvent | { readonly type: string; readonly rule?: string; readonly text?: string; readonly [detail: string]: unknown };

/** A private copy for a move to change; the board and the setup are shared (the board's functions copy it on write). */
export function draftState(s: BgState): BgState {
  const draft = {} as Record<string, unknown>;
  for (const k in s) draft[k] = k === 'board' || k === 'setup' ? s[k as keyof BgState] : cloneJson(s[k as keyof BgState]);
  return draft as unknown as BgState;
}
