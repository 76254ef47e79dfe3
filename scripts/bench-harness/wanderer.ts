/**
 * Long real delves for the growth bench (scripts/bench-growth.ts): seeded dice, so every save
 * of them loads and replays like a player's.
 *
 * The random wanderer keeps its delve going: in the maze it picks a legal action at random,
 * into an unexplored segment six times in eight and some move seven in eight; it never leaves
 * and never gives up. A trap, monsters, loot and combat it leaves to the autoplay policy. An
 * ordinary party dies within a few hundred actions (wandering monsters on a 1 at every move,
 * 5.27), so the party is four veterans (13.0, hence the Advanced Game) with the most a record
 * may hold: 99 Wound Points, skill 20 in both weapons, Magic Resistance 5, a Thief's Detrap 6.
 */
import { playSensibly } from '../../src/games/deathmaze/autoplay';
import { standardParty } from '../../src/games/deathmaze/builders';
import { randomIndex, seedDice, type DiceState } from '../../src/games/deathmaze/dice';
import { apply, legalActions, newGame, type Action, type GameEvent, type GameSetup, type GameState } from '../../src/games/deathmaze/game';
import { step } from '../../src/games/deathmaze/board/grid';
import { chitAt } from '../../src/games/deathmaze/board/maze';

/** What the wanderer never does: end the delve, or fuss with the marching order. */
const NEVER = new Set<Action['type']>(['leave', 'abandon', 'arrange']);

/** The random wanderer's next action; null when it has none (the delve would end). */
export function wander(state: GameState, rng: DiceState): Action | null {
  if (state.phase.kind !== 'explore') {
    const a = playSensibly(state, rng);
    return a && !NEVER.has(a.type) ? a : null;
  }
  const actions = legalActions(state).filter((a) => !NEVER.has(a.type));
  if (actions.length === 0) return null;
  const moves = actions.filter((a): a is Extract<Action, { type: 'move' }> => a.type === 'move');
  const fresh = moves.filter((a) => !chitAt(state.maze, step(state.party.at, a.dir)));
  const roll = randomIndex(rng, 8);
  const pool = fresh.length > 0 && roll < 6 ? fresh : moves.length > 0 && roll < 7 ? moves : actions;
  return pool[randomIndex(rng, pool.length)] ?? null;
}

/** Four veterans as strong as a record may make them (13.0; src/games/deathmaze/party/continuity.ts veteranProblem). */
export function veteranSetup(seed: number | string): GameSetup {
  const party = standardParty(4).map((spec) => ({
    ...spec,
    veteran: {
      name: spec.name,
      class: spec.class,
      woundPoints: 99,
      magicResistance: 5,
      detrap: spec.class === 'thief' ? 6 : 0,
      skills: Object.fromEntries(spec.weapons.map((w) => [w, 20])),
      spells: [],
      items: [],
      xp: 0,
      bezants: 0,
      delves: 1,
    },
  }));
  return { seed, party, advanced: true };
}

export interface RecordedDelve {
  setup: GameSetup;
  actions: Action[];
  /** states[k] follows the first k actions (states[0] is newGame's). */
  states: GameState[];
  /** events[k] came of actions[k - 1] (events[0] are newGame's). */
  events: GameEvent[][];
}

/** The wanderer's delve from `setup`, up to `length` actions (fewer when it ends first). */
export function wanderFrom(setup: GameSetup, length: number): RecordedDelve {
  const start = newGame(setup);
  const rng = seedDice(`wanderer-${String(setup.seed)}`);
  const d: RecordedDelve = { setup, actions: [], states: [start.state], events: [start.events] };
  let state = start.state;
  while (d.actions.length < length && state.phase.kind !== 'over') {
    const a = wander(state, rng);
    if (!a) break;
    const out = apply(state, a);
    state = out.state;
    d.actions.push(a);
    d.states.push(state);
    d.events.push(out.events);
  }
  return d;
}

/** Actions played past the length asked for, so that a step where the party explores follows it closely. */
const BEYOND = 50;

/**
 * The first `count` wanderers' delves (seeds 1, 2, …) that go on `BEYOND` actions past `length`
 * with the party exploring somewhere in between; deterministic. Throws when 50 seeds do not give enough.
 */
export function longDelves(count: number, length: number): RecordedDelve[] {
  const out: RecordedDelve[] = [];
  for (let seed = 1; seed <= 50 && out.length < count; seed++) {
    const d = wanderFrom(veteranSetup(seed), length + BEYOND);
    if (d.actions.length === length + BEYOND && d.states.slice(length).some((s) => s.phase.kind === 'explore')) out.push(d);
  }
  if (out.length < count) throw new Error(`Only ${out.length} of 50 wanderers' delves went on past ${length} actions.`);
  return out;
}
