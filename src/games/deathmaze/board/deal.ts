import { cloneJson } from '../clone';
import { adventurerFromVeteran } from '../party/continuity';
import { seedDice } from '../dice';
import { CURRENT_EDITION, EDITIONS } from '../edition';
import type { GameEvent } from '../events';
import { newMaze, shareChits, shareCups, type DrawEvent, type MazeState } from './maze';
import { drawEntrance } from './drawing';
import { assignPlayers, createAdventurer, defaultMarchingOrder, marchingOrderProblem, SetupError, tidyOrder } from '../party/party';
import { STATE_VERSION, type GameSetup, type GameState, type Outcome } from '../state';
import { shown } from '../shown';
import { knownRuleset } from '../tables';

/**
 * The draft that `apply` changes: a deep copy, except that the setup (never changed), the
 * placed chits (changed only through `editChit`) and the cups (only through `ownCups`) are
 * shared with the previous state.
 */
export function draftOf(state: GameState): GameState {
  // member by member, keeping the key order (setup, then maze, last): object rest is slow
  const draft: Record<string, unknown> = {};
  for (const k in state) if (k !== 'setup' && k !== 'maze') draft[k] = cloneJson(state[k as keyof GameState]);
  draft.setup = state.setup;
  const maze: Record<string, unknown> = {};
  // the cups too are shared until a draw changes them (`ownCups`)
  for (const k in state.maze) if (k !== 'chits') maze[k] = k === 'cups' || k === 'stacked' ? state.maze[k] : cloneJson(state.maze[k as keyof MazeState]);
  maze.chits = state.maze.chits;
  draft.maze = shareCups(shareChits(maze as unknown as MazeState));
  return draft as unknown as GameState;
}

const clone = cloneJson;

/** 5.1: the party is made, the cups filled and the entrance chit drawn for the player to lay. */
export function newGame(setup: GameSetup): Outcome {
  const ruleset = setup.ruleset ?? 'deathmaze';
  if (typeof ruleset !== 'string' || !knownRuleset(ruleset)) throw new SetupError('—', `No ruleset ${shown(ruleset)} is known to this version.`);
  const players = setup.players ?? 1;
  const owners = assignPlayers(setup.party, players);
  if (setup.advanced !== undefined && typeof setup.advanced !== 'boolean') throw new SetupError('11.0', 'The Advanced Game option is on or off.');
  const edition = setup.edition ?? CURRENT_EDITION;
  if (!(EDITIONS as readonly unknown[]).includes(edition)) throw new SetupError('—', `This version plays rules editions ${EDITIONS.join(' and ')}, not ${shown(edition)}.`);
  const adventurers = setup.party.map((spec, i) => {
    if (spec?.veteran === undefined) return createAdventurer(spec, `a${i + 1}`, owners[i]!, setup.advanced === true);
    // 13.0: veterans of earlier delves come only to the Advanced Game
    if (setup.advanced !== true) throw new SetupError('13.0', 'Adventurers from earlier delves join only in the Advanced Game.');
    return adventurerFromVeteran(spec.veteran, spec.weapons, `a${i + 1}`, owners[i]!, edition);
  });
  const ids = adventurers.map((a) => a.id);
  const order = tidyOrder(setup.marchingOrder ?? defaultMarchingOrder(ids));
  const problem = marchingOrderProblem(order, ids);
  if (problem) throw new SetupError('5.12', problem);

  const maze = newMaze(setup.chitMix ?? 'original');
  const dice = seedDice(setup.seed);
  const drawn = drawEntrance(maze, dice);
  const state: GameState = {
    version: STATE_VERSION,
    setup: { ...clone(setup), ruleset, edition },
    dice,
    maze,
    hand: drawn.hand,
    party: { at: { ...maze.entrance }, from: null, adventurers, order, bezants: 0, gems: [], cameThrough: null, below: false, charmed: [] },
    monsters: {},
    monsterSerial: 0,
    combat: null,
    loot: [],
    chests: [],
    investigated: [],
    charming: null,
    phase: { kind: 'place' },
    turn: 0,
  };
  const events: GameEvent[] = [
    { kind: 'game-started', rule: '5.1', text: `${adventurers.length} adventurer${adventurers.length === 1 ? '' : 's'} stand at the mouth of the Deathmaze.` },
    ...drawn.events.map(drawEvent),
  ];
  return { state, events };
}

export const drawEvent = (e: DrawEvent): GameEvent => ({ kind: e.kind, rule: e.rule, text: e.text, chit: e.chit, cup: e.cup });
