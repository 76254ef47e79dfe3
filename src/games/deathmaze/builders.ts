/**
 * Test builders: a few lines reach any situation of the exploration rules (5.x). They build
 * ordinary game states (the same shape `newGame` makes), so everything the engine does next
 * is the engine's own doing. Pure: no Node, no DOM, only src/engine and src/games.
 */
import { chitTypes, type ChitMix, type ChitTypeId, type Cup } from './data/chitTypes';
import { scriptedDice, seedDice } from './dice';
import { newGame } from './board/deal';
import type { GameState } from './state';
import { cellKey, type Cell, type Rotation } from './board/grid';
import { chitAt, ownCups } from './board/maze';
import { drawEntrance } from './board/drawing';
import type { AdventurerSpec } from './party/party';

const NAMES = ['Aldric', 'Brisa', 'Corwin', 'Dara', 'Edric', 'Fenna'] as const;

/** Six valid Basic Game adventurers (3.1), Heroes and Thieves in turn. */
const ROSTER: readonly AdventurerSpec[] = [
  { name: NAMES[0], class: 'hero', weapons: ['sword', 'bow'], initial: { kind: 'woundPoint' } },
  { name: NAMES[1], class: 'thief', weapons: ['dagger', 'throwingDagger'], initial: { kind: 'detrap' } },
  { name: NAMES[2], class: 'hero', weapons: ['axe', 'bow'], initial: { kind: 'weaponSkill', weapon: 'axe' } },
  { name: NAMES[3], class: 'thief', weapons: ['sword', 'bow'], initial: { kind: 'woundPoint' } },
  { name: NAMES[4], class: 'hero', weapons: ['hammer', 'throwingDagger'], initial: { kind: 'weaponSkill', weapon: 'hammer' } },
  { name: NAMES[5], class: 'thief', weapons: ['dagger', 'bow'], initial: { kind: 'weaponSkill', weapon: 'bow' } },
];

/** Two valid Advanced Game Wizards (11.1): one with Lightning and Sleep, one with Heal and +1 Magic Resistance. */
const WIZARDS: readonly AdventurerSpec[] = [
  { name: 'Merla', class: 'wizard', weapons: ['dagger', 'throwingDagger'], initial: { kind: 'spell' }, spells: ['lightning', 'sleep'] },
  { name: 'Osric', class: 'wizard', weapons: ['throwingDagger', 'dagger'], initial: { kind: 'magicResistance' }, spells: ['heal'] },
];

/**
 * `n` (1 to 6) valid Advanced Game adventurers: the standard party with its last one or two
 * (with six, two) replaced by Wizards, so that a Wizard stands in the second row.
 */
export function advancedParty(n = 4): AdventurerSpec[] {
  const party = standardParty(n);
  const wizards = n >= 5 ? 2 : n >= 2 ? 1 : 0;
  for (let i = 0; i < wizards; i++) {
    const w = WIZARDS[i]!;
    party[n - wizards + i] = { ...w, weapons: [...w.weapons], initial: { ...w.initial }, spells: [...(w.spells ?? [])] };
  }
  return party;
}

/** `n` (1 to 6) valid adventurers: named, two weapons each, one piece of initial experience (3.1). */
export function standardParty(n = 4): AdventurerSpec[] {
  if (!Number.isInteger(n) || n < 1 || n > ROSTER.length) throw new Error(`A party has 1 to ${ROSTER.length} adventurers, not ${n}.`);
  return ROSTER.slice(0, n).map((spec) => ({ ...spec, weapons: [...spec.weapons], initial: { ...spec.initial } }));
}

/** Die faces that find no trapped door (5.26) and no monster (5.27): all sixes. */
export function quietFaces(n = 12): number[] {
  return new Array<number>(n).fill(6);
}

/** A chit already on the table. `rot` defaults to 0 (the printed orientation, DATA §1.2). */
export interface BoardChit extends Cell {
  type: ChitTypeId;
  rot?: Rotation;
  /** The party has been there (5.27). The party's own segment is always visited. */
  visited?: boolean;
}

export interface BoardOptions {
  /** The chits on the table, in the order they were laid; at least one. */
  board: BoardChit[];
  /** Where the party stands; defaults to the first chit. */
  partyAt?: Cell;
  /** The chit the party came in by (5.13, the only exit, 4.0); defaults to the first chit. */
  entrance?: Cell;
  /** Scripted die faces (1–6), dealt in order to every die roll; chit draws stay seeded. */
  dice?: number[];
  /** Chits to come out of each cup first, in order (see `stackCup`). */
  stack?: { room?: ChitTypeId[]; corridor?: ChitTypeId[] };
  seed?: number | string;
  party?: AdventurerSpec[];
  chitMix?: ChitMix;
  /** The Advanced Game (11.0–12.3); default the Basic Game. */
  advanced?: boolean;
}

/**
 * A game in the 'explore' phase (5.28) with `board` already laid: each chit is taken out of
 * its own cup, so cups + board + hand still hold all 116 chits. Throws on an impossible board
 * (two chits on a cell, more chits of a type than the cups hold, the party or entrance off the
 * board). It does not check that neighbours match: a test may build any table it likes.
 */
export function gameWithBoard(opts: BoardOptions): GameState {
  const first = opts.board[0];
  if (!first) throw new Error('gameWithBoard needs at least one chit on the board.');
  const seed = opts.seed ?? 'builder';
  const { state } = newGame({ seed, party: opts.party ?? standardParty(), ...(opts.chitMix ? { chitMix: opts.chitMix } : {}), ...(opts.advanced ? { advanced: true } : {}) });
  const maze = state.maze;
  // newGame drew an entrance chit; it goes back: this table is laid by hand.
  const drawn = state.hand!;
  maze.cups[drawn.cup][drawn.type]++;
  state.hand = null;

  opts.board.forEach((c, i) => {
    const cup = chitTypes[c.type].cup;
    const key = cellKey(c);
    if (maze.chits[key]) throw new Error(`Two chits at ${key}.`);
    if (maze.cups[cup][c.type] <= 0) throw new Error(`No ${c.type} left in the ${cup} cup for ${key}.`);
    maze.cups[cup][c.type]--;
    maze.chits[key] = { type: c.type, x: c.x, y: c.y, rot: c.rot ?? 0, blocked: 0, pegged: 0, seq: i + 1, visited: c.visited ?? false };
  });

  const entrance = opts.entrance ?? first;
  if (!chitAt(maze, entrance)) throw new Error(`No chit at the entrance ${cellKey(entrance)}.`);
  maze.entrance = { x: entrance.x, y: entrance.y };
  const at = opts.partyAt ?? first;
  const here = chitAt(maze, at);
  if (!here) throw new Error(`No chit where the party stands, ${cellKey(at)}.`);
  here.visited = true;
  state.party.at = { x: at.x, y: at.y };
  state.party.from = null;

  if (opts.stack?.room) stackCup(state, 'room', opts.stack.room);
  if (opts.stack?.corridor) stackCup(state, 'corridor', opts.stack.corridor);
  state.dice = opts.dice ? scriptedDice(opts.dice, seed) : seedDice(seed);
  state.phase = { kind: 'explore' };
  return state;
}

/**
 * A new game (5.13) whose entrance chit, in hand and not yet laid, is `chit` (a Corridor-cup
 * chit; default a random one). `dice` as for `gameWithBoard`.
 */
export function entranceGame(opts: { chit?: ChitTypeId; seed?: number | string; party?: AdventurerSpec[]; dice?: number[] } = {}): GameState {
  const seed = opts.seed ?? 'builder';
  const { state } = newGame({ seed, party: opts.party ?? standardParty() });
  if (opts.chit) {
    const drawn = state.hand!;
    state.maze.cups[drawn.cup][drawn.type]++;
    stackCup(state, 'corridor', [opts.chit]);
    state.hand = drawEntrance(state.maze, state.dice).hand;
  }
  if (opts.dice) state.dice = scriptedDice(opts.dice, seed);
  return state;
}

/** Makes `ids` the next chits out of `cup`, in order (after them the draw is random again). Returns `state`. */
export function stackCup(state: GameState, cup: Cup, ids: readonly ChitTypeId[]): GameState {
  for (const id of ids) {
    if (!chitTypes[id] || chitTypes[id].cup !== cup) throw new Error(`${String(id)} is not a ${cup}-cup chit.`);
  }
  ownCups(state.maze); // a state from `apply` may share its cups with the one before
  state.maze.stacked[cup] = [...ids];
  return state;
}

/**
 * Sets what each named cup holds, exactly: the types not listed are taken out of the game.
 * This breaks the 116-chit count on purpose (for "no chit can fit", 5.25, and empty cups).
 */
export function setCups(
  state: GameState,
  contents: { room?: Partial<Record<ChitTypeId, number>>; corridor?: Partial<Record<ChitTypeId, number>> },
): GameState {
  for (const cup of ['room', 'corridor'] as const) {
    const wanted = contents[cup];
    if (!wanted) continue;
    const counts = ownCups(state.maze)[cup];
    for (const id of Object.keys(counts) as ChitTypeId[]) counts[id] = 0;
    for (const [id, n] of Object.entries(wanted) as [ChitTypeId, number][]) {
      if (chitTypes[id].cup !== cup) throw new Error(`${id} does not belong in the ${cup} cup.`);
      counts[id] = n;
    }
  }
  return state;
}

/** Replaces the dice still to come with scripted faces; chit draws keep their seeded stream. Returns `state`. */
export function scriptDice(state: GameState, faces: readonly number[]): GameState {
  state.dice = { ...scriptedDice(faces), s: [...state.dice.s] };
  return state;
}
