/**
 * The player of the whole-delve browser test, as a pure function: given the state on the table,
 * what to do next and with which control. The browser test performs each step with real input
 * (a chit dragged to its segment, a segment tapped, a prompt button, counters clicked) and checks
 * that the game took exactly the planned action; `delve.find-seed.ts` runs the same plan
 * headlessly to pick a seed whose delve is short and has every part the test must show.
 *
 * The plan: walk to new segments, laying the first legal facing of each chit drawn; fight the
 * first monsters met, the first round by hand, the rest by "Decide for me"; then walk back to the
 * entrance and leave. Traps, treasure and later encounters go to "Decide for me".
 */
import { playSensibly } from '../../src/games/deathmaze/autoplay';
import type { DiceState } from '../../src/games/deathmaze/dice';
import { legalActions, legalPlacements, type Action, type GameState } from '../../src/games/deathmaze/game';
import { cellKey, DIRS, step as stepFrom, type Cell, type Dir } from '../../src/games/deathmaze/board/grid';
import { canCross } from '../../src/games/deathmaze/board/maze';
import { STANDARD_PARTY } from '../../src/ui/partyForm';
import type { GameSetup } from '../../src/games/deathmaze/state';

/** How the player makes the move on the table. */
export type Control =
  | { by: 'place'; cell: Cell }
  | { by: 'move'; cell: Cell }
  | { by: 'leave' }
  | { by: 'fight' }
  | { by: 'lineUp' }
  | { by: 'attack'; who: string; target: string }
  | { by: 'decide' };

export interface Step {
  action: Action;
  control: Control;
}

/** What the player remembers between steps. */
export interface Memory {
  /** The combat round fought by hand (the first of the first fight), once it began. */
  handRound: number | null;
  /** A fight has begun and ended: time to go home. */
  fought: boolean;
  /** Times each segment was stood on, to prefer new ground. */
  visits: Record<string, number>;
}

export const newMemory = (): Memory => ({ handRound: null, fought: false, visits: {} });

/** The marching order the test arranges by dragging (5.12: two in front). */
export const ARRANGED_ORDER: (string | null)[][] = [
  ['a3', 'a2', null],
  [null, 'a4', 'a1'],
];

/** The game the party setup screen starts: the standard party, one player, the order above. */
export function delveSetup(seed: number): GameSetup {
  return { seed, party: STANDARD_PARTY.map((s) => ({ ...s, weapons: [...s.weapons], initial: { ...s.initial } })), players: 1, marchingOrder: ARRANGED_ORDER };
}

/** Past this many chits the party turns for home even without a fight. */
const FAR_ENOUGH = 9;

/** The first step of a shortest walk from the party to the entrance over laid chits. */
function stepHome(s: GameState): Dir | null {
  const goal = cellKey(s.maze.entrance);
  const start = s.party.at;
  const first = new Map<string, Dir | null>([[cellKey(start), null]]);
  const queue: Cell[] = [start];
  while (queue.length) {
    const at = queue.shift()!;
    const here = s.maze.chits[cellKey(at)];
    if (!here) continue;
    if (cellKey(at) === goal) return first.get(goal) ?? null;
    for (const dir of DIRS) {
      const next = stepFrom(at, dir);
      const key = cellKey(next);
      if (first.has(key) || !s.maze.chits[key] || !canCross(s.maze, here, dir)) continue;
      first.set(key, first.get(cellKey(at)) ?? dir);
      queue.push(next);
    }
  }
  return null;
}

function moveStep(s: GameState, dir: Dir): Step | null {
  const action = legalActions(s).find((a) => a.type === 'move' && a.dir === dir);
  return action ? { action, control: { by: 'move', cell: stepFrom(s.party.at, dir) } } : null;
}

/** Decide-for-me: the game's own policy, drawing on the same stream as the controller's. */
function decide(s: GameState, policy: DiceState): Step | null {
  const action = playSensibly(s, policy);
  return action ? { action, control: { by: 'decide' } } : null;
}

export function planStep(s: GameState, policy: DiceState, memory: Memory): Step | null {
  const actions = legalActions(s);
  if (s.phase.kind === 'over' || actions.length === 0) return null;
  switch (s.phase.kind) {
    case 'place': {
      const p = legalPlacements(s)[0]!;
      return { action: { type: 'place', x: p.x, y: p.y, rot: p.rot }, control: { by: 'place', cell: { x: p.x, y: p.y } } };
    }
    case 'encounter': {
      const fight = actions.find((a) => a.type === 'fight');
      if (!memory.fought && !memory.handRound && fight) return { action: fight, control: { by: 'fight' } };
      return decide(s, policy);
    }
    case 'lineUp': {
      const first = actions.find((a) => a.type === 'lineUp');
      return first && !memory.fought ? { action: first, control: { by: 'lineUp' } } : decide(s, policy);
    }
    case 'combat': {
      const c = s.combat!;
      memory.handRound ??= c.round;
      const byHand = !memory.fought && memory.handRound === c.round;
      const attack = actions.find((a) => a.type === 'attack');
      if (byHand && attack?.type === 'attack') return { action: attack, control: { by: 'attack', who: attack.who, target: attack.target } };
      return decide(s, policy);
    }
    case 'explore': {
      if (memory.handRound) memory.fought = true;
      const key = cellKey(s.party.at);
      const chits = Object.keys(s.maze.chits).length;
      if (memory.fought || chits >= FAR_ENOUGH) {
        const leave = actions.find((a) => a.type === 'leave');
        if (leave) return { action: leave, control: { by: 'leave' } };
        const home = stepHome(s);
        const step = home ? moveStep(s, home) : null;
        if (step) return step;
        return decide(s, policy);
      }
      memory.visits[key] = (memory.visits[key] ?? 0) + 1;
      const moves = actions.filter((a): a is Extract<Action, { type: 'move' }> => a.type === 'move');
      const scored = moves.map((m) => {
        const to = cellKey(stepFrom(s.party.at, m.dir));
        return { m, score: s.maze.chits[to] ? 1 + (memory.visits[to] ?? 0) : 0 };
      });
      scored.sort((a, b) => a.score - b.score);
      const best = scored[0];
      return best ? moveStep(s, best.m.dir) : decide(s, policy);
    }
    default:
      return decide(s, policy);
  }
}
