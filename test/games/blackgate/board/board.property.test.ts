/**
 * Random builds of the three-level maze: from the Gateway, tiles are drawn for a random open
 * exit on any level and laid in a random legal facing, until the container is empty or no exit
 * is left. The invariants hold after every step, and the maze keeps an exit until the Gate is
 * laid (LŚ 6.4). The invariants are checked after every tile laid and every Gate or wall met (a
 * draw's container count is checked with the laying that follows it). A failure prints the
 * seed; `build(seed)` replays it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardInvariants } from '../../../../src/games/blackgate/board/invariants';
import { drawForCell, fixGateLevel, layTile } from '../../../../src/games/blackgate/board/laying';
import { levelKey, opposite, stepOn, type Level } from '../../../../src/games/blackgate/board/levels';
import { containerTotal, legalFacings, newBoard, openExits, openSides, wallToDoorChoices, type BoardState } from '../../../../src/games/blackgate/board/maze';
import { randomIndex, seedDice } from '../../../../src/games/deathmaze/dice';

const pick = <T,>(rng: ReturnType<typeof seedDice>, items: readonly T[]): T => items[randomIndex(rng, items.length)]!;

interface Build {
  board: BoardState;
  problems: string[];
  steps: number;
  stairs: number;
}

/** One random build; stops at the first broken invariant. */
function build(seed: number): Build {
  const dice = seedDice(`bg-board-${seed}`);
  const rng = seedDice(`bg-policy-${seed}`);
  let board = newBoard(pick(rng, [0, 1, 2, 3] as const)).board;
  const walled = new Set<string>();
  let steps = 0;
  let stairs = 0;
  const check = (what: string): string[] => {
    const problems = boardInvariants(board).map((p) => `${what}: ${p}`);
    if (!board.gate.placed && !board.hand && openExits(board) === 0 && !lastWasStuckFallback) problems.push(`${what}: the maze closed before the Gate was laid (LŚ 6.4)`);
    return problems;
  };
  let lastWasStuckFallback = false;
  for (; steps < 400; steps++) {
    if (board.gate.level === null && !board.gate.placed && randomIndex(rng, 40) === 0) board = fixGateLevel(board, pick(rng, [1, 2, 3] as Level[]), 'LŚ 13.7').board;
    const exits = openSides(board).filter((s) => !walled.has(`${levelKey(s.at)}:${s.dir}`));
    if (exits.length === 0 || (containerTotal(board) === 0 && board.gate.placed)) break;
    const { at, dir } = pick(rng, exits);
    const drawn = drawForCell(board, dice, stepOn(at, dir), opposite(dir));
    board = drawn.board;
    if (drawn.outcome === 'wall') walled.add(`${levelKey(at)}:${dir}`);
    if (drawn.outcome !== 'hand') {
      const problems = check(`step ${steps} ${drawn.outcome}`);
      if (problems.length) return { board, problems, steps, stairs };
      continue;
    }
    const rot = pick(rng, legalFacings(board));
    const doors = wallToDoorChoices(board, rot);
    const bestMatch = board.hand!.bestMatch;
    if (board.hand!.tile.startsWith('BG-STR')) stairs++;
    board = layTile(board, rot, doors.length > 0 ? pick(rng, doors) : undefined).board;
    // B46 step 4: a best match with no wall to turn is laid as it is, and may close the maze
    lastWasStuckFallback = bestMatch && doors.length === 0;
    const problems = check(`step ${steps} lay`);
    if (problems.length) return { board, problems, steps, stairs };
  }
  return { board, problems: [], steps, stairs };
}

describe('random three-level builds', () => {
  it('hold the board invariants after every step and keep a way on until the Gate is laid (LŚ 6.4)', () => {
    let stairBuilds = 0;
    let gateBuilds = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        const result = build(seed);
        if (result.problems.length > 0) throw new Error(`seed ${seed} (build(${seed}) replays it): ${result.problems.join('; ')}`);
        if (result.stairs > 0) stairBuilds++;
        if (result.board.gate.placed) gateBuilds++;
      }),
      { numRuns: 100, seed: 20261202 },
    );
    // the builds reach what the invariants are about: stairwells on three levels, and the Gate
    expect(stairBuilds).toBeGreaterThan(50);
    expect(gateBuilds).toBeGreaterThan(0);
  }, 180_000);
});
