/**
 * The shapes of a Black Gate fight (BLACKGATE §9, §11.2–11.3, §15.5–15.7): what the ruleset
 * owns and passes in (the sides, the context), the fight's own plain-JSON record, the actions a
 * player may take and how a fight ends.
 */
import type { DiceState } from '../../../engine/dice';
import type { BgWeapon } from '../data/characters';
import type { MazeLevel } from '../data/levels';
import type { BlackGateOptions } from '../data/options';
import type { BgTreasureLetter } from '../data/monsters';
import type { MonsterGroup, MonsterInGroup } from '../encounter/group';
import type { BgCharacter } from '../party';

/**
 * A monster charmed into the party's service (DM 9.45, 9.46; §11.3 Charm, §14.4 Charm potions):
 * a member of the party's marching order under its charmer's control, by an id of its own
 * (`charmed-orc-1`) so that it never meets a monster of the same name.
 */
export interface CharmedMonster extends MonsterInGroup {
  /** The character who controls it; when that one dies it turns on the party (DM 9.45). */
  readonly charmer: string;
  /** Its own treasure letter, for the day it turns and is killed (it accrues nothing while charmed, DM 9.18). */
  readonly treasure: BgTreasureLetter;
}

/** Owned by the ruleset's state; the fight functions mutate it in place. */
export interface FightSides {
  /** The whole party; the dead stay in the list (wounds ≥ woundPoints). */
  characters: BgCharacter[];
  /**
   * The party's marching order: lines of at most 3 character ids, front first, each line read
   * right to left as the party sees it (DATA ruling 49). The fight takes out the dead, the
   * petrified and the charmed as they fall; a freed character comes back at the end.
   */
  rows: string[][];
  /** null for Gate rounds (§15.6 step 5). */
  group: MonsterGroup | null;
  /**
   * DM 9.45: the monsters charmed into the party's service (the state's own list, changed in
   * place); those serving stand in `rows` with the characters. Missing means none.
   */
  charmed?: CharmedMonster[];
}

/** The Gate as the fight sees it; `standing` (and `wounds` under `monster40`) are written back. */
export interface FightGate {
  standing: boolean;
  /** The fight is on the Gate segment. */
  here: boolean;
  /** The Gate tile is on the board (option `gatePhaseScope = afterFound`). */
  placed: boolean;
  /** Option `gateModel = monster40`: wounds taken so far (B57); kept by the ruleset between fights. */
  wounds?: number;
}

export interface FightContext {
  options: BlackGateOptions;
  dice: DiceState;
  /** The level of the fight (the Gate's level in a guardian fight, §15.7 step 4). */
  level: MazeLevel;
  gate: FightGate;
  events: FightEvent[];
  /** The campaign's running number, for ids unique for good (a charmed monster's, DM 9.45); without it, unique in this fight. */
  serial?: () => number;
}

export type FightEventType =
  | 'woundPointsRolled' | 'lineUp' | 'stench' | 'roundBegins' | 'phase'
  | 'strike' | 'monsterTarget' | 'monsterAttack' | 'monsterLightning' | 'fireBreath' | 'petrified' | 'vampireCharm' | 'thrallFreed'
  | 'regenerated' | 'spellCast' | 'spellResisted' | 'spellWounds' | 'asleep' | 'charmed' | 'shielded' | 'hesitates'
  | 'killed' | 'characterDied' | 'gateBlast' | 'gateAttempt' | 'gateStruck' | 'gateFell' | 'vanished' | 'gateXp'
  | 'experience' | 'guardianFightOver' | 'sleeperSlain' | 'reorganized' | 'weaponReadied' | 'monsterStepsUp' | 'ceaseFire' | 'fightOver'
  | 'charmedStrike' | 'charmedSlain' | 'charmBroken' | 'charmedStone' | 'potionDrunk' | 'strengthened' | 'charmResisted' | 'charmWasted';

/** Every event names the case it applies: `LŚ 9.0`, `B35`, `§15.6`, `DM 8.35`… */
export interface FightEvent {
  readonly type: FightEventType;
  readonly rule: string;
  readonly [detail: string]: unknown;
}

/** A fight in progress; plain JSON, kept in the ruleset's state. */
export interface BgFight {
  round: number;
  /** Phase a is open for the party's attacks; phases b, c run on `endAttacks`; d waits for `reorganize`; e runs after it. */
  phase: 'a' | 'd';
  /** The monsters still fighting, lines of at most 3, front first, right to left as the party sees them (DM 8.13). */
  monsterRows: string[][];
  /** Characters who attacked, cast or tried the Gate in this phase a. */
  acted: string[];
  /** The guardian fight at the Gate (§15.3); its experience is settled when the last guardian goes (B54). */
  guardian: boolean;
  /** No monster is left (or none came) and the Gate stands: attempts, Blasts and reorganisation only (§15.6 step 5). */
  gateRounds: boolean;
  /** DM 8.47: a throwing dagger is thrown once per fight. */
  thrown: string[];
  /** DM 8.41: the weapon in each character's hand once it has struck (none after a throw, ruling 26). */
  inHand: Record<string, BgWeapon>;
  /** DM 12.32: characters at −2 CB for this fight. */
  stench: string[];
  /** §11.3 Magic Shield: RV added for this fight, by character. */
  shields: Record<string, number>;
  /** §11.3 Hesitate: monsters that make no attack in the next phase b. */
  hesitating: string[];
  /** §11.3 Sleep, DATA ruling 23: out of the fight; slain when it is won. */
  asleep: string[];
  /** §11.3 Charm, §14.4 Charm potions, DM 9.45: the ids (as party members) of the monsters charmed in this fight. */
  charmed: string[];
  /** DM 12.36: characters a Vampire holds until it dies or the fight ends. */
  thralls: { character: string; by: string }[];
  /** DM 12.36, ruling 48: Monster Attack phases in which each Vampire attacked. */
  vampireAttacks: Record<string, number>;
  /** DM 12.35, ruling 55: Monster Attack phases ended since each Troll's first wound. */
  regeneration: Record<string, number>;
  /** §7.5: the Nameless One's spell points left in this encounter. */
  namelessSpellPoints: number;
  /** Monsters killed in this fight, in order. */
  killed: string[];
  /** §15.7 step 2: guardian Demons that vanished with the Gate. */
  vanished: string[];
  /** B54: the guardian fight's experience once settled (the fight may go on as Gate rounds). */
  settled: { killed: string[]; xpEach: number } | null;
  /** §15.7 step 4: the Gate bonus each living character got in this fight, if the Gate fell. */
  gateXpEach: number;
  /** How the fight ended, once it has; no action is legal after. */
  end: FightEnd | null;
}

export type FightAction =
  /**
   * Melee from the front row; a bow or a throwing dagger (thrown) from row 2. Without `weapon`, the
   * first fitting weapon. `by` may be a charmed monster, which strikes as a monster does (DM 9.45).
   */
  | { type: 'strike'; by: string; target: string; weapon?: BgWeapon }
  /** §14.4, DM 9.17, 9.41–9.46: its holder drinks a potion as its action; `target` is the monster a Charm potion takes. */
  | { type: 'drink'; by: string; item: string; target?: string }
  /** A combat spell paid in spell points (§11.1); `ring` names a ring item that casts it free (§11.4). */
  | { type: 'cast'; by: string; spell: string; target?: string; ring?: string }
  /** §15.6; under `monster40` a strike on the Gate with `weapon` (B57). */
  | { type: 'destroyGate'; by: string; weapon?: BgWeapon }
  /** DM 8.41: takes up another weapon, which costs the character's attack this phase. */
  | { type: 'ready'; by: string; weapon: BgWeapon }
  /** Ends phase a: runs b, c, then phase d is open. */
  | { type: 'endAttacks' }
  /** Phase d (the same rows = keep); then e and the next round's a. */
  | { type: 'reorganize'; rows: string[][] }
  /** §15.6 step 5: before a Gate round the party may walk away from the Gate. */
  | { type: 'leaveGate' };

export type FightEnd =
  /** Every monster dead (sleepers slain); §12 settled already. `charmed`: those charmed in this fight, with the party (DM 9.45). */
  | { kind: 'won'; killed: MonsterInGroup[]; xpEach: number; charmed: MonsterInGroup[]; gateXpEach: number }
  /** Every character dead, petrified or held by a Vampire. */
  | { kind: 'partyDead'; thralls: string[] }
  /** §11.3 Cease Fire: the group is under Agreement (no experience for monsters killed before). */
  | { kind: 'agreement'; killed: MonsterInGroup[]; charmed: MonsterInGroup[] }
  /**
   * §15.7: the Gate fell and nothing fights on (Demons vanished, no Nameless One). `killed` and
   * `xpEach` are the guardian fight's (B54), also when it was settled earlier in the fight.
   */
  | { kind: 'gateFallen'; killed: MonsterInGroup[]; xpEach: number; vanished: MonsterInGroup[]; charmed: MonsterInGroup[]; gateXpEach: number }
  /** §15.6 step 5: the party left the Gate standing between Gate rounds. */
  | { kind: 'gateRoundsOver' };

/** The part of the context that `fightActions` reads. */
export type FightView = Omit<FightContext, 'dice' | 'events' | 'serial'>;
