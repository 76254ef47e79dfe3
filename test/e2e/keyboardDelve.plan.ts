/**
 * The player of the keyboard-only delve (keyboardDelve.test.ts), as a pure function: the plan of
 * the whole-delve test (delve.plan.ts: new ground first, the first fight begun and its first round
 * fought by hand, then home and out), with the keys' own ways of doing two things more by hand:
 * the first chit that may lie more than one way is turned once (R) before it is laid, and every
 * magic item found goes to the first numbered choice of its card (the digit 1). The rest is as the
 * plan says: a chit laid as it first shows (Enter), a move by an arrow, Fight by F, the line-up by
 * Enter, a blow by a digit, T and the arrows, the way out by Tab and Enter, and "decide for me" (D).
 *
 * `node scripts/run.mjs test/e2e/keyboardDelve.plan.ts [from] [count]` prints the seeds whose
 * delve by this plan is short and has every part the test must show.
 */
import { seedDice, type DiceState } from '../../src/games/deathmaze/dice';
import { apply, legalActions, legalPlacements, newGame, type Action, type GameState } from '../../src/games/deathmaze/game';
import type { Dir } from '../../src/games/deathmaze/board/grid';
import { delveSetup, newMemory, planStep, type Memory } from './delve.plan';
import { partyInOrder } from '../../src/ui/promptKit';

/** How the keys make the move. */
export type KeyControl =
  | { by: 'place'; turns: number }
  | { by: 'move'; dir: Dir }
  | { by: 'leave' }
  | { by: 'fight' }
  | { by: 'lineUp' }
  | { by: 'attack'; who: string; target: string }
  | { by: 'take' }
  | { by: 'decide' };

export type KeyBy = KeyControl['by'];

export interface KeyStep {
  action: Action;
  control: KeyControl;
}

export interface KeyMemory extends Memory {
  /** A chit has been turned before it was laid. */
  turned: boolean;
}

export const newKeyMemory = (): KeyMemory => ({ ...newMemory(), turned: false });

/**
 * 9.17: what the digit 1 takes on the treasure card (prompts.ts): its first numbered choice, the
 * first item's first taker in marching order (or "Leave it" when nobody may take it).
 */
function firstLootChoice(s: GameState): Action | null {
  const actions = legalActions(s);
  const order = partyInOrder(s).map((a) => a.id);
  const takes = actions
    .filter((a): a is Extract<Action, { type: 'take' }> => a.type === 'take' && a.item === 0)
    .sort((a, b) => order.indexOf(a.who) - order.indexOf(b.who));
  return takes[0] ?? actions.find((a) => a.type === 'discard' && a.item === 0) ?? null;
}

export function planKeyStep(s: GameState, policy: DiceState, memory: KeyMemory): KeyStep | null {
  if (s.phase.kind === 'place') {
    const placements = legalPlacements(s);
    // the chit in hand shows the engine's first facing; R turns it to the next one (5.24)
    const turns = !memory.turned && placements.length > 1 ? 1 : 0;
    if (turns) memory.turned = true;
    const p = placements[turns]!;
    return { action: { type: 'place', x: p.x, y: p.y, rot: p.rot }, control: { by: 'place', turns } };
  }
  if (s.phase.kind === 'loot') {
    const action = firstLootChoice(s);
    if (action) return { action, control: { by: 'take' } };
  }
  const step = planStep(s, policy, memory);
  if (!step) return null;
  const c = step.control;
  switch (c.by) {
    case 'move':
      return { action: step.action, control: { by: 'move', dir: (step.action as Extract<Action, { type: 'move' }>).dir } };
    case 'place':
      throw new Error('placing is planned above');
    default:
      return { action: step.action, control: c };
  }
}

export interface KeyPlayed {
  steps: number;
  byKey: Record<KeyBy, number>;
  result: string;
  /** A chit was turned (R) before it was laid. */
  turned: boolean;
}

export const noKeys = (): Record<KeyBy, number> => ({ place: 0, move: 0, leave: 0, fight: 0, lineUp: 0, attack: 0, take: 0, decide: 0 });

/** The delve of `seed` played headless by this plan, with the controller's "decide for me" stream. */
export function playKeyPlan(seed: number, limit = 120): KeyPlayed {
  let { state } = newGame(delveSetup(seed));
  const policy = seedDice(`policy-${seed}-0`);
  const memory = newKeyMemory();
  const byKey = noKeys();
  let steps = 0;
  for (; steps < limit; steps++) {
    const next = planKeyStep(state, policy, memory);
    if (!next) break;
    byKey[next.control.by]++;
    state = apply(state, next.action).state;
  }
  const result = state.phase.kind === 'over' ? state.phase.reason : `unfinished (${state.phase.kind})`;
  return { steps, byKey, result, turned: memory.turned };
}

if (process.argv[1]?.includes('keyboardDelve.plan')) {
  const from = Number(process.argv[2] ?? 1);
  const count = Number(process.argv[3] ?? 2000);
  for (let seed = from; seed < from + count; seed++) {
    const p = playKeyPlan(seed);
    const k = p.byKey;
    const good = p.result === 'escaped' && p.turned && k.fight === 1 && k.attack >= 2 && k.take >= 1 && k.place >= 3 && k.move >= 3 && p.steps <= 40;
    if (good) console.log(seed, p.steps, JSON.stringify(k));
  }
}
