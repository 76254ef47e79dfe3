/**
 * Where other features join a fight. Basic combat (rounds.ts) runs the rounds of 8.0 and calls
 * these at named moments; it never asks which game it is in. The Basic Game leaves every hook
 * empty (`basicCombat`); the Advanced Game's spells, monster specials, Vampires and Evil Wizards
 * fill them in (advanced/combatHooks.ts), and a variant may fill them again its own way.
 *
 * A feature that moves the fight on (a spell that wounds, ends a Wizard's action, wins the fight)
 * is handed the fight's own steps as a `CombatFlow`, so it never imports the rounds it joins.
 */
import type { Action, GameState } from '../state';
import type { GameEvent } from '../events';
import type { MonsterGroup, MonsterUnit } from '../encounter/encounters';
import type { Adventurer } from '../party/party';

export type Row = 'front' | 'second';

export interface CombatHooks {
  /** The monsters have lined up for the fight (12.32: a stench reaches the party). */
  readonly engaged: (s: GameState, g: MonsterGroup, events: GameEvent[]) => void;
  /** What an adventurer may do in the Party Combat Phase besides fighting and items (11.21: a Wizard's spells). */
  readonly partyExtras: (s: GameState, a: Adventurer) => Action[];
  /** A monster may shrug off Red Pepper (11.25); true when it did, told in the events. */
  readonly pepperResisted: (s: GameState, a: Adventurer, unit: MonsterUnit, events: GameEvent[]) => boolean;
  /** An adventurer fighting on the monsters' side (12.36), found by id in the monsters' rows. */
  readonly turncoat: (s: GameState, id: string) => Adventurer | undefined;
  /** Such an adventurer struck by the party or a charmed monster. */
  readonly woundTurncoat: (s: GameState, a: Adventurer, n: number, events: GameEvent[], rule: string, cause: string) => void;
  /** Such an adventurer strikes at the party from that row. */
  readonly turncoatStrike: (s: GameState, a: Adventurer, targetId: string, row: Row, targetFaces: number[], events: GameEvent[]) => void;
  /** Whether such an adventurer has something to shoot with from the second row (8.35). */
  readonly turncoatShoots: (a: Adventurer) => boolean;
  /** Whether this monster will cast rather than strike this phase (12.2). */
  readonly monsterCasts: (s: GameState, unit: MonsterUnit) => boolean;
  /** The monster casts at the one it would strike; false when it could not after all (it strikes instead). */
  readonly monsterCast: (s: GameState, unit: MonsterUnit, targetId: string, targetFaces: number[], events: GameEvent[]) => boolean;
  /** A monster's blow brings a charm with it (12.36); true when the target changed sides. */
  readonly charmWithBlow: (s: GameState, unit: MonsterUnit, targetId: string, events: GameEvent[]) => boolean;
  /** A monster's gaze with its blow (12.34); true when the adventurer turned to stone. */
  readonly gazeWithBlow: (s: GameState, unit: MonsterUnit, a: Adventurer, events: GameEvent[]) => boolean;
  /** After a monster's blow lands on an adventurer (12.33: fire breath). */
  readonly afterBlow: (s: GameState, unit: MonsterUnit, a: Adventurer, events: GameEvent[]) => void;
  /** The Monster Combat Phase is over (12.35: trolls regenerate). */
  readonly monsterPhaseEnds: (s: GameState, g: MonsterGroup, events: GameEvent[]) => void;
  /** A monster died, or (null) the fight is won: whoever it held is freed (12.36). */
  readonly slain: (s: GameState, unitId: string | null, events: GameEvent[]) => void;
  /** The fight is over, before its Experience (12.34: the petrified stay stone unless a Wizard can restore them). */
  readonly fightEnds: (s: GameState, events: GameEvent[]) => void;
  /** Adventurers the party may still bring back, for whom the Experience waits (ruling 24). */
  readonly awaitingRevival: (s: GameState) => Adventurer[];
}

/** The Basic Game: no feature joins the fight. */
export const basicCombat: CombatHooks = {
  engaged: () => {},
  partyExtras: () => [],
  pepperResisted: () => false,
  turncoat: () => undefined,
  woundTurncoat: () => {},
  turncoatStrike: () => {},
  turncoatShoots: () => false,
  monsterCasts: () => false,
  monsterCast: () => false,
  charmWithBlow: () => false,
  gazeWithBlow: () => false,
  afterBlow: () => {},
  monsterPhaseEnds: () => {},
  slain: () => {},
  fightEnds: () => {},
  awaitingRevival: () => [],
};

/** The fight's own steps, for a feature that moves it on (a spell's wounds, the Wizard's action spent). */
export interface CombatFlow {
  readonly woundMonster: (s: GameState, g: MonsterGroup, unit: MonsterUnit, n: number, events: GameEvent[]) => void;
  readonly markActed: (s: GameState, who: string, events: GameEvent[]) => void;
  readonly winCombat: (s: GameState, g: MonsterGroup, events: GameEvent[]) => void;
}
