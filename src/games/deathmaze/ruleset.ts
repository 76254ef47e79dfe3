/**
 * The Deathmaze as a ruleset value: everything the kernel (src/engine) needs to deal it, list
 * and apply its actions, keep its history and play it headless.
 */
import { diceMoved } from '../../engine/dice';
import { canonicalJson } from '../../engine/canonical';
import { RuleError } from '../../engine/errors';
import type { Ruleset } from '../../engine/ruleset';
import { playSensibly } from './autoplay';
import { draftOf, newGame } from './board/deal';
import type { GameEvent } from './events';
import { describeAction } from './moves';
import { brokenInvariants } from './invariants';
import { legalActions } from './listing';
import { deathmazeMoves } from './moves';
import { decidingPlayer, notePoisoning, settle, withoutNegativeZero } from './settling';
import type { Action, GameSetup, GameState } from './state';
import { deathmazeTables, inheritTables, registerTables, type TableOverrides } from './tables';

export const deathmaze: Ruleset<GameSetup, GameState, Action, GameEvent> = {
  id: 'deathmaze',
  newGame,
  setupOf: (state) => state.setup,
  moves: deathmazeMoves,
  legalActions,
  draft: draftOf,
  admit: (state, action) => {
    if (state.phase.kind === 'over') throw new RuleError('4.0', 'The game is over.');
    return withoutNegativeZero(action);
  },
  settle: (before, draft, action, events) => {
    // 11.3 Neutralize Poison: the window lasts one action
    if (draft.poisoned !== undefined && canonicalJson(draft.poisoned) === canonicalJson(before.poisoned ?? null)) delete draft.poisoned;
    notePoisoning(draft, events);
    const player = decidingPlayer(before, action);
    if (player !== null) for (const e of events) e.player = player;
    settle(draft, events);
    draft.turn++;
  },
  isReveal,
  isOver: (state) => state.phase.kind === 'over',
  describe: (before, action) => describeAction(action, before),
  policy: playSensibly,
  invariants: brokenInvariants,
};

/**
 * A ruleset played by the Deathmaze's rules with tables of its own: ours, with the variant's
 * entries and tables in their place (tables.ts). Its delves name it in their setup, and every
 * rule of them reads its tables.
 */
export function deathmazeVariant(id: string, overrides: TableOverrides): Ruleset<GameSetup, GameState, Action, GameEvent> {
  if (id === deathmaze.id) throw new Error('A variant needs a name of its own.');
  registerTables(id, inheritTables(deathmazeTables, overrides));
  return { ...deathmaze, id, newGame: (setup) => newGame({ ...setup, ruleset: id }) };
}

/**
 * Did this step reveal chance: throw dice (the generator moved on, or a scripted face was used)
 * or take a chit out of a cup or put one back (5.22, 5.29)? Undo never goes back across it.
 */
export function isReveal(before: GameState, after: GameState): boolean {
  if (diceMoved(before.dice, after.dice)) return true;
  if (before.maze.cups === after.maze.cups && before.maze.stacked === after.maze.stacked) return false; // still shared: untouched
  return canonicalJson([before.maze.cups, before.maze.stacked]) !== canonicalJson([after.maze.cups, after.maze.stacked]);
}
