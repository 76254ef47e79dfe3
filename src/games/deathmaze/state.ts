/** The shape of a game: one plain JSON value, and the actions that change it. */
import { RuleError } from '../../engine/errors';
import type { DiceState } from './dice';
import type { ChitMix } from './data/chitTypes';
import type { CharmedMonster, CharmPotion } from './advanced/charm';
import type { MonsterGroup } from './encounter/encounters';
import type { GameEvent } from './events';
import { cellKey, type Cell, type Dir, type Rotation } from './board/grid';
import type { Hand, MazeState } from './board/maze';
import type { Adventurer, AdventurerSpec, MarchingOrder } from './party/party';
import type { Hoard, Item } from './party/treasure';
import type { SpellId } from './data/spells';
import type { Edition } from './edition';
import { shown } from './shown';

export const STATE_VERSION = 1;

export interface GameSetup {
  /**
   * The rule system the delve is played under, and so the tables it reads (`tables.ts`): the
   * Deathmaze, or a variant played by its rules with tables of its own. `newGame` writes it;
   * saves before schema 5 migrate to 'deathmaze'.
   */
  ruleset?: string;
  /** Seeds the dice; the same seed and actions give the same game. */
  seed: number | string;
  party: AdventurerSpec[];
  /** 3.2: number of players sharing the party (default 1). */
  players?: number;
  /** The opening marching order (5.12); defaults to two or three in front. */
  marchingOrder?: MarchingOrder;
  /** Two-door room counts (DATA §1.2): the original sheet (default) or the transcription. */
  chitMix?: ChitMix;
  /**
   * The Advanced Game (11.0–12.3): Wizards and spells, rings, Evil Wizards, special abilities.
   * Default false: the Basic Game.
   */
  advanced?: boolean;
  /**
   * The rules edition the delve is played under (edition.ts). `newGame` writes the current one
   * when it is absent; a save from before the corrections says 1 and replays as it was played.
   */
  edition?: Edition;
}

/** What a trap is guarding while the party decides who deals with it (10.1). */
export type TrapSource = 'door' | 'chest' | 'trapdoor';

export type Phase =
  /** A chit is in hand: the player lays it (5.13, 5.24). */
  | { kind: 'place' }
  /** The party stands on a segment with nothing left to resolve (5.28). */
  | { kind: 'explore' }
  /**
   * A trap was found: a Thief tries to remove it, or someone opens it (10.12, 10.13). `by`: the
   * one who must deal with it, having lifted the trap door (6.34).
   */
  | { kind: 'trap'; source: TrapSource; by?: string }
  /** Hostile monsters on the party's segment: negotiate or fight (7.13). */
  | { kind: 'encounter' }
  /** 8.13: the player sets which front monster stands before whom. */
  | { kind: 'lineUp'; monstersFirst: boolean }
  | { kind: 'combat' }
  /** 9.17: each magic item found goes to an adventurer. */
  | { kind: 'loot' }
  /** 9.45, 9.46: a charm potion took effect: which monster does it take? */
  | { kind: 'charm' }
  /** DATA ruling 23: the fight is won with monsters asleep: slay or leave each. */
  | { kind: 'sleepers' }
  | { kind: 'over'; reason: 'escaped' | 'dead' | 'lost' };

export interface PartyState {
  at: Cell;
  /** The segment the party came from (9.57: a pegged door sends it back there). */
  from: Cell | null;
  adventurers: Adventurer[];
  order: MarchingOrder;
  /** 9.18: Bezants held in common, shared out at the end. */
  bezants: number;
  /** 9.18: gem values in Bezants. */
  gems: number[];
  /** The door the party last came through into this segment (9.57: Cloves peg it shut behind a retreat). */
  cameThrough: { from: Cell; dir: Dir } | null;
  /** 6.32: the party is down in the room under a trap door. */
  below: boolean;
  /** 9.45, 9.46: monsters under the control of an adventurer, marching with the party. */
  charmed: CharmedMonster[];
}

export interface CombatState {
  round: number;
  /** Party Combat Phase, then (the Monster Combat Phase runs by itself) Party Reorganization (8.21). */
  step: 'party' | 'reorganize';
  /** The monsters' rows of three boxes, front first, holding monster ids (8.12). */
  monsterRows: MarchingOrder;
  /** For one counter facing two (8.13, 8.53): which of the two it faces. */
  facing: number;
  /** The player set `facing` at the line-up and no death or move has changed the lines since. */
  facingChosen: boolean;
  /** Adventurers done in this Party Combat Phase. */
  acted: string[];
  /** 8.47: thrown daggers, as `${adventurer}:${weapon index}`; picked up after the fight. */
  thrown: string[];
}

export interface GameState {
  version: number;
  setup: GameSetup;
  dice: DiceState;
  maze: MazeState;
  hand: Hand | null;
  party: PartyState;
  /** Monsters left on segments, by cell key (DATA §11 ruling 16). */
  monsters: Record<string, MonsterGroup>;
  /** Numbers the next monster met. */
  monsterSerial: number;
  combat: CombatState | null;
  /** Items waiting for an adventurer to take them (9.17), and a chest's contents before it is opened. */
  loot: Item[];
  /** 9.45: a charm waiting for the player to pick its monster, and the phase to go back to. */
  charming: { by: string; potion: CharmPotion; resume: Phase } | null;
  /** 9.16: chests not yet opened, their contents already rolled. */
  chests: Hoard[];
  /** Segments (cell keys) whose unusual feature has been investigated (6.0). */
  investigated: string[];
  phase: Phase;
  /** Actions applied so far. */
  turn: number;
  /** 11.3 Oratory: a Wizard's spell adds 4 to this encounter's negotiation roll (Advanced Game only). */
  oratory?: boolean;
  /**
   * 11.3 Neutralize Poison: poison wounds suffered in the action just applied, by adventurer; a
   * Wizard may cancel them with the very next action (Advanced Game only).
   */
  poisoned?: { who: string; wounds: number }[];
  /**
   * 8.6, DATA ruling 24: a fight's Experience waiting to be shared until those turned to stone
   * are restored by Stone-to-Flesh or left behind (Advanced Game only).
   */
  experience?: number;
}

export type Action =
  | { type: 'place'; x: number; y: number; rot: Rotation }
  | { type: 'move'; dir: Dir }
  | { type: 'arrange'; order: MarchingOrder }
  | { type: 'ready'; who: string; weapon: number }
  | { type: 'leave' }
  /** The party is shut in with no way out: the delve ends with it lost in the maze. */
  | { type: 'abandon' }
  | { type: 'detrap'; who: string }
  | { type: 'open'; who: string }
  | { type: 'negotiate' }
  | { type: 'fight' }
  | { type: 'lineUp'; front: string[]; facing: number }
  | { type: 'attack'; who: string; target: string }
  | { type: 'switch'; who: string }
  | { type: 'hold'; who: string }
  | { type: 'reorganize'; order: MarchingOrder }
  /**
   * 9.17: `who` takes found item `item`. A magical weapon takes the place of one of the two
   * carried (9.23): `slot` says which is laid down (required from edition 2).
   */
  | { type: 'take'; item: number; who: string; slot?: number }
  /** Outside combat and negotiation, `who` throws away carried item `item`. */
  | { type: 'drop'; who: string; item: number }
  | { type: 'discard'; item: number }
  /** A potion or spice used; a known charm potion names the monster it is drunk at (9.45, 9.46; from edition 2). */
  | { type: 'use'; who: string; item: number; target?: string }
  | { type: 'give'; who: string; item: number; to: string }
  | { type: 'wield'; who: string; item: number; slot: number }
  | { type: 'sesame'; who: string }
  | { type: 'peg'; who: string }
  | { type: 'pepper'; who: string; target: string }
  | { type: 'investigate'; who: string }
  | { type: 'charm'; target: string | null }
  /** DATA ruling 23: a monster asleep when the fight was won is slain (`slay`) or left. */
  | { type: 'sleeper'; target: string; slay: boolean }
  /**
   * 11.2: a Wizard casts a spell. `target`: a monster id (Blast, Charm, Lightning, Sleep), an
   * adventurer id (Heal, Mage Armor, Neutralize Poison, Stone-to-Flesh, Strength), or null
   * (Explosion, Lock, Oratory). `ring`: cast through the Wizard's ring of that spell, once per
   * game at no cost (12.13).
   */
  | { type: 'cast'; who: string; spell: SpellId; target: string | null; ring: boolean };

export interface Outcome {
  state: GameState;
  events: GameEvent[];
}

export { RuleError };

export type TryOutcome = ({ ok: true } & Outcome) | { ok: false; rule: string; reason: string };

/** Where the party's monsters are kept: its segment, or the room below its trap door (6.32). */
export const hereKey = (s: GameState): string => (s.party.below ? `below:${cellKey(s.party.at)}` : cellKey(s.party.at));

/** 11.0: is this the Advanced Game? */
export const isAdvanced = (s: GameState): boolean => s.setup.advanced === true;

/**
 * Is a fight on? Also while a Charm potion drunk in the Party Combat Phase waits for its target
 * (9.45): the combat rows stay as they are until the Party Reorganization Phase (8.52).
 */
export const fightOn = (s: GameState): boolean =>
  s.phase.kind === 'combat' || s.phase.kind === 'lineUp' || (s.phase.kind === 'charm' && s.charming?.resume.kind === 'combat');

/** The monsters where the party stands, if any. */
export const monstersHere = (s: GameState): MonsterGroup | undefined => s.monsters[hereKey(s)];

/** The adventurer with this id, living, or a refusal naming `rule`. */
export function livingAdventurer(s: GameState, id: string, rule: string): Adventurer {
  const a = s.party.adventurers.find((x) => x.id === id);
  if (!a) throw new RuleError(rule, `There is no adventurer "${shown(id)}" in the party.`);
  if (!a.alive) throw new RuleError(rule, `${a.name} is dead.`);
  return a;
}
