/**
 * Properties of the maze over thousands of random explorations (exploreAtRandom). A failure
 * prints the seed: `newGame({ seed, party: standardParty(4) })` with the policy
 * `seedDice('p' + seed)` replays it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exploreAtRandom } from '../../../../src/games/deathmaze/autoplay';
import { quietFaces, standardParty } from '../../../../src/games/deathmaze/builders';
import { chitTypes } from '../../../../src/games/deathmaze/data/chitTypes';
import { seedDice } from '../../../../src/games/deathmaze/dice';
import { apply, legalActions, newGame, tryApply, type Action, type GameState } from '../../../../src/games/deathmaze/game';
import { cellKey, DIRS, opposite, step, type Cell } from '../../../../src/games/deathmaze/board/grid';
import {
  canCross,
  chitAt,
  chitsOnBoard,
  cupTotal,
  isBlocked,
  openExits,
  reachableFromEntrance,
  sideOf,
} from '../../../../src/games/deathmaze/board/maze';
import { legalFacings, scoreFacings } from '../../../../src/games/deathmaze/board/laying';

const PARTY = standardParty(4);

/**
 * How the dice fall. 'full': the game's own seeded dice (traps, monsters, combat: parties die
 * young, after a handful of chits). 'quiet': every die shows 6, so no trap and no monster
 * (5.26, 5.27) and the party walks on until most of the maze is laid; chit draws stay seeded.
 */
type Mode = 'full' | 'quiet';

/** Plays up to `max` actions from a new game; `each` sees every step. Returns the actions taken. */
function explore(seed: number, mode: Mode, max: number, each?: (before: GameState, action: Action, after: GameState) => void): { actions: Action[]; state: GameState } {
  let state = newGame({ seed, party: PARTY }).state;
  const rng = seedDice(`p${seed}`);
  const actions: Action[] = [];
  for (let i = 0; i < max; i++) {
    if (mode === 'quiet') state.dice.script = quietFaces(8);
    const action = exploreAtRandom(state, rng);
    if (!action) break;
    const after = apply(state, action).state;
    actions.push(action);
    each?.(state, action, after);
    state = after;
  }
  return { actions, state };
}

/** Why the table breaks 5.25 (or 5.23's doorless-corridor exception), or null. */
function matchingProblem(state: GameState): string | null {
  const { maze } = state;
  for (const key in maze.chits) {
    const chit = maze.chits[key]!;
    for (const d of DIRS) {
      const nb = chitAt(maze, step(chit, d));
      if (!nb) {
        if (isBlocked(chit, d)) return `${key} is impassable toward an empty segment`;
        continue;
      }
      const back = opposite(d);
      if (isBlocked(chit, d) !== isBlocked(nb, back)) return `${key} side ${d} is impassable on one chit only`;
      if (isBlocked(chit, d)) continue;
      const a = sideOf(chit, d);
      const b = sideOf(nb, back);
      if (a === b) continue;
      // 5.23: a doorless corridor laid through a door may put an open end against that door
      const doorless = (c: typeof chit) => chitTypes[c.type].segment === 'corridor' && !chitTypes[c.type].sides.includes('D');
      if (a === 'O' && b === 'D' && doorless(chit) && chit.seq > nb.seq) continue;
      if (a === 'D' && b === 'O' && doorless(nb) && nb.seq > chit.seq) continue;
      return `${key} side ${d} (${a}) meets ${cellKey(nb)} (${b})`;
    }
  }
  return null;
}

/** Crossable sides toward unexplored segments that the party can walk to from `from`. */
function reachableExits(state: GameState, from: Cell): number {
  const { maze } = state;
  const start = chitAt(maze, from);
  if (!start) return 0;
  const seen = new Set([cellKey(start)]);
  const queue = [start];
  let exits = 0;
  for (let i = 0; i < queue.length; i++) {
    const c = queue[i]!;
    for (const d of DIRS) {
      if (!canCross(maze, c, d)) continue;
      const nb = chitAt(maze, step(c, d));
      if (!nb) exits++;
      else if (!seen.has(cellKey(nb))) {
        seen.add(cellKey(nb));
        queue.push(nb);
      }
    }
  }
  return exits;
}

/** Every broken property after one step, described (empty when all hold). Plain code, not `expect`: it runs a million times. */
function stepProblems(before: GameState, action: Action, after: GameState): string[] {
  const out: string[] = [];
  const { maze } = after;
  // 2.2: cups + board + hand = 116
  const total = cupTotal(maze, 'room') + cupTotal(maze, 'corridor') + chitsOnBoard(maze) + (after.hand ? 1 : 0);
  if (total !== 116) out.push(`2.2: ${total} chits instead of 116`);
  for (const cup of ['room', 'corridor'] as const) {
    for (const [id, n] of Object.entries(maze.cups[cup])) if (n < 0) out.push(`2.2: the ${cup} cup holds ${n} ${id}`);
  }

  // only a laid chit changes the table; other actions must leave it as it was
  if (action.type === 'place') {
    const mismatch = matchingProblem(after);
    if (mismatch) out.push(`5.25: ${mismatch}`);
  } else if (chitsOnBoard(maze) !== chitsOnBoard(before.maze)) out.push(`a ${action.type} changed the number of chits on the table`);

  // 5.21: the party stands on a laid chit it could have walked to from the entrance
  if (chitsOnBoard(maze) > 0) {
    const at = cellKey(after.party.at);
    if (!maze.chits[at]) out.push(`5.21: the party stands at ${at}, where no chit lies`);
    else if (!reachableFromEntrance(maze, true).has(at)) out.push(`5.21: the party at ${at} cannot be reached from the entrance`);
  }

  // 5.29: only a best-match chit (5.25) whose every offered facing seals the maze may take the last exit
  const exitsBefore = openExits(before.maze);
  const exitsAfter = openExits(maze);
  if (exitsBefore >= 1 && exitsAfter === 0) {
    const hand = before.hand;
    if (action.type !== 'place' || !hand) out.push(`5.29: a ${action.type} took the last exit`);
    else if (!hand.bestMatch) out.push(`5.29: a ${hand.type} that fits took the last exit`);
    else {
      const scores = scoreFacings(before.maze, hand.type, hand.cell, hand.entry);
      const open = legalFacings(before.maze, hand).filter((rot) => !scores.find((f) => f.rot === rot)!.closesLastExit);
      if (open.length > 0) out.push(`5.29: the best-match ${hand.type} was offered facings ${open.join(',')} that keep an exit, yet the maze is sealed`);
    }
  }
  // 5.29, precisely: a chit that fits never leaves the party without a way on it can reach
  const hand = before.hand;
  if (action.type === 'place' && hand?.entry && !hand.bestMatch && reachableExits(after, after.party.at) === 0) {
    out.push(`5.29: the ${hand.type} laid at ${cellKey(hand.cell)} left the party no exit it can reach`);
  }
  if (action.type !== 'place' && exitsAfter !== exitsBefore) out.push(`a ${action.type} changed the exits from ${exitsBefore} to ${exitsAfter}`);
  return out;
}

function checkStep(before: GameState, action: Action, after: GameState): void {
  const problems = stepProblems(before, action, after);
  if (problems.length > 0) throw new Error(`after ${JSON.stringify(action)} (turn ${after.turn}): ${problems.join('; ')}`);
}

describe('the property checks themselves', () => {
  it('flag a mismatched side, a lost chit and a party off the maze', () => {
    const before = newGame({ seed: 1, party: PARTY }).state;
    const place = legalActions(before)[0]!;
    const good = apply(before, place).state;
    expect(stepProblems(before, place, good)).toEqual([]);

    const lost = structuredClone(good);
    lost.maze.cups.room.R1--;
    expect(stepProblems(before, place, lost).join()).toMatch(/115 chits/);

    const clash = structuredClone(good);
    const entrance = chitAt(clash.maze, clash.maze.entrance)!;
    const d = DIRS.find((dir) => sideOf(entrance, dir) === 'O')!; // every corridor has open ends
    const there = step(entrance, d);
    clash.maze.chits[cellKey(there)] = { type: 'R4', x: there.x, y: there.y, rot: 0, blocked: 0, pegged: 0, seq: 2, visited: false };
    clash.maze.cups.room.R4--;
    expect(stepProblems(before, place, clash).join()).toMatch(/5\.25: .* \(O\) meets .* \(D\)/);

    const astray = structuredClone(good);
    astray.party.at = { x: 5, y: 5 };
    expect(stepProblems(before, place, astray).join()).toMatch(/5\.21/);
  });
});

describe('maze properties over random explorations', () => {
  it('after every action: neighbours match (5.25), 116 chits (2.2), the party on a reachable chit, 5.29 holds — full games', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        explore(seed, 'full', 120, checkStep);
      }),
      { numRuns: 600 },
    );
  });

  it('after every action: the same, over long quiet explorations that lay most of the maze', () => {
    let laid = 0;
    let runs = 0;
    let bestMatches = 0;
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const { state } = explore(seed, 'quiet', 400, (before, action, after) => {
          if (action.type === 'place' && before.hand?.bestMatch) bestMatches++;
          checkStep(before, action, after);
        });
        laid += chitsOnBoard(state.maze);
        runs++;
      }),
      { numRuns: 40 },
    );
    // the walks went deep enough to meet the rare cases too
    expect(laid / runs).toBeGreaterThan(40);
    expect(bestMatches).toBeGreaterThan(0);
  });

  it('5.29 openExits is 0 only after a best-match placement, or when the cups are empty', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        explore(seed, 'quiet', 300, (before, action, after) => {
          if (openExits(after.maze) > 0 || chitsOnBoard(after.maze) === 0) return;
          const sealedByBestMatch = action.type === 'place' && before.hand!.bestMatch;
          const cupsEmpty = cupTotal(after.maze, 'room') + cupTotal(after.maze, 'corridor') === 0;
          if (!(sealedByBestMatch || cupsEmpty || openExits(before.maze) === 0)) throw new Error(`no exit left after ${JSON.stringify(action)} at turn ${after.turn}`);
        });
      }),
      { numRuns: 25 },
    );
  });

  it('every action legalActions offers applies without error, and apply leaves the state it was given untouched', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom<Mode>('full', 'quiet'), (seed, mode) => {
        explore(seed, mode, 100, (before, taken, after) => {
          const json = JSON.stringify(before);
          for (const action of legalActions(before)) {
            const out = tryApply(before, action);
            if (!out.ok) throw new Error(`legalActions offered ${JSON.stringify(action)}, refused with ${out.rule}: ${out.reason}`);
          }
          // apply shares unchanged parts between states: none of its changes may leak back
          if (JSON.stringify(before) !== json) throw new Error(`applying the actions offered at turn ${before.turn} changed that state`);
          if (JSON.stringify(apply(before, taken).state) !== JSON.stringify(after)) throw new Error(`${JSON.stringify(taken)} gave two different states`);
        });
      }),
      { numRuns: 60 },
    );
  });

  it('the same seed and actions give the same game: replaying the action list from newGame', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const { actions, state } = explore(seed, 'full', 120);
        let replayed = newGame({ seed, party: PARTY }).state;
        for (const action of actions) replayed = apply(replayed, action).state;
        if (JSON.stringify(replayed) !== JSON.stringify(state)) throw new Error('the replay differs from the game');
      }),
      { numRuns: 150 },
    );
  });
});
