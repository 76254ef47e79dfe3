/**
 * What the kernel knows of a game: a ruleset is a value. It deals a game from a setup, lists
 * what may be done, applies one action as a record of its own (a move), and answers the few
 * questions the history and the runners ask (is this a reveal? is the game over? what would a
 * sensible player do?). The kernel never looks inside a state, an action or an event.
 */
import type { DiceState } from './dice';

/** Every action names its kind; a ruleset's moves are keyed by it. */
export interface ActionLike {
  readonly type: string;
}

export interface Outcome<S, E> {
  state: S;
  events: E[];
}

export type TryOutcome<S, E> = ({ ok: true } & Outcome<S, E>) | { ok: false; rule: string; reason: string };

/**
 * One kind of action, as a record: how it is listed, what it does, how it reads from a save.
 * `apply` works on a draft (a private copy the driver made) and throws a RuleError to refuse;
 * the driver then drops the draft, so a refusal never changes the given state.
 */
export interface Move<S, A extends ActionLike, E> {
  readonly type: string;
  /** The actions of this kind the rules allow now (for a ruleset that lists move by move). */
  readonly legal?: (state: S) => A[];
  readonly apply: (draft: S, action: A, events: E[]) => void;
  /** An untrusted value (a save, a tap) as this action, or a RuleError saying what is wrong with it. */
  readonly read?: (raw: unknown) => A;
}

/** The moves of a ruleset, one per action kind. */
export type Moves<S, A extends ActionLike, E> = { readonly [K in A['type']]: Move<S, Extract<A, { type: K }>, E> };

export interface Ruleset<Setup, S, A extends ActionLike, E> {
  /** The name saves and share links use (`deathmaze`, `blackgate`, …). */
  readonly id: string;
  /** The game as dealt: the state and what the deal told. Throws when the setup is refused. */
  readonly newGame: (setup: Setup) => Outcome<S, E>;
  /** The setup as the deal took it, its defaults written in (what a save keeps, so the game replays the same for good). */
  readonly setupOf?: (state: S) => Setup;
  readonly moves: Moves<S, A, E>;
  /**
   * What may be done now. A ruleset lists either move by move (`movesNow`: which kinds are open,
   * in the order the player is offered them, each listed by its move's `legal`) or all at once
   * (`legalActions`, for a game whose listing is by phase).
   */
  readonly movesNow?: (state: S) => readonly A['type'][];
  readonly legalActions?: (state: S) => A[];
  /** A private copy of a state for a move to change. */
  readonly draft: (state: S) => S;
  /**
   * Checks that hold before any move (the game is over, say); throws a RuleError. Returns the
   * action as the move is to see it (normalised: the same action, written one way).
   */
  readonly admit?: (state: S, action: A) => A;
  /** What follows any action by itself, after its move (for the rules every step ends with). */
  readonly settle?: (before: S, draft: S, action: A, events: E[]) => void;
  /** Did this step bring chance into view (a die thrown, a card or chit drawn)? Undo never goes back across one. */
  readonly isReveal: (before: S, after: S) => boolean;
  readonly isOver: (state: S) => boolean;
  /** What an action was, in the player's words, read against the state it was taken in (the log's step titles). */
  readonly describe?: (before: S, action: A) => string;
  /** A sensible player's choice, drawing on a stream of its own ("decide for me", the simulator). */
  readonly policy?: (state: S, rng: DiceState) => A | null;
  /** Every broken invariant, described; empty when all hold. */
  readonly invariants?: (state: S) => string[];
}

/** Any ruleset, for code that only passes one along. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRuleset = Ruleset<any, any, any, any>;
