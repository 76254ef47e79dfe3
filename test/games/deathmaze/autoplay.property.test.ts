/**
 * A property test over whole games: 2 000 seeded delves, 1 500 of the Basic Game and 500 of the
 * Advanced Game (11.0–12.3, a Wizard in the party), every choice made by the autoplay policy
 * (`playSensibly`), each capped at 3 000 actions. After every action:
 *
 * - `brokenInvariants` finds nothing;
 * - living adventurers have 0..Wound Points wounds (and fewer than their total);
 * - the dead are out of the marching order and never act: no legal action (nor the policy's
 *   choice, nor a reorganization order) names one;
 * - living monsters have fewer wounds than Wound Points, dead ones at least as many, and only
 *   the living stand in the combat rows.
 *
 * Every ROUND_TRIP_EVERY-th step the state is sent through JSON and the copy must continue
 * identically: the policy picks the same action from it and applying it gives the same state
 * and events. On those steps `apply` must also leave the state it was given untouched.
 *
 * Every delve must end (phase 'over') within the cap.
 *
 * Time: about 35–40 s on a quiet machine for all 2 000 delves (2 cores; an Advanced delve costs
 * about what a Basic one does); the round trip is sampled to keep it so.
 */
import { describe, it, expect } from 'vitest';
import { playSensibly } from '../../../src/games/deathmaze/autoplay';
import { seedDice } from '../../../src/games/deathmaze/dice';
import { apply, legalActions, monstersHere, newGame, type Action, type GameState, type Outcome } from '../../../src/games/deathmaze/game';
import { brokenInvariants } from '../../../src/games/deathmaze/invariants';
import type { AdventurerSpec } from '../../../src/games/deathmaze/party/party';
import { advancedParty, standardParty } from '../../../src/games/deathmaze/builders';

/** The fixed party of four (`standardParty(4)`: two Heroes, two Thieves). */
const PARTY: AdventurerSpec[] = standardParty(4);
/** The Advanced Game's party (`advancedParty(4)`: two Heroes, a Thief and a Wizard). */
const ADVANCED_PARTY: AdventurerSpec[] = advancedParty(4);

const DELVES = 2000;
const CHUNKS = 4;
/** The last chunk plays the Advanced Game: seeds 1 501–2 000. */
const ADVANCED_CHUNKS = 1;
const CAP = 3000;
const ROUND_TRIP_EVERY = 25;

/** Everything wrong with a state, described; empty when all is well. */
function problemsIn(s: GameState): string[] {
  const out = brokenInvariants(s);
  const dead = new Set<string>();
  const ordered = new Set(s.party.order.flat());
  for (const a of s.party.adventurers) {
    if (a.alive) {
      if (a.wounds < 0 || a.wounds > a.woundPoints || a.wounds >= a.woundPoints) out.push(`${a.id} alive with ${a.wounds}/${a.woundPoints} wounds`);
    } else {
      dead.add(a.id);
      if (ordered.has(a.id)) out.push(`dead ${a.id} still in the marching order`);
    }
  }
  for (const act of legalActions(s)) {
    if ('who' in act && dead.has(act.who)) out.push(`legal action for dead ${act.who}: ${JSON.stringify(act)}`);
    if (act.type === 'reorganize' && act.order.flat().some((id) => id !== null && dead.has(id))) out.push(`reorganization names the dead: ${JSON.stringify(act)}`);
  }
  for (const [key, g] of Object.entries(s.monsters)) {
    for (const u of g.units) {
      if (u.woundPoints === undefined) {
        // 7.14: a monster never engaged has rolled no Wound Points, so it cannot have been wounded or killed
        if (!u.alive || u.wounds !== 0) out.push(`monster ${u.id} at ${key} never engaged but ${u.alive ? 'alive' : 'dead'} with ${u.wounds} wounds`);
        continue;
      }
      if (u.alive && (u.wounds < 0 || u.wounds >= u.woundPoints)) out.push(`monster ${u.id} at ${key} alive with ${u.wounds}/${u.woundPoints}`);
      if (!u.alive && u.wounds < u.woundPoints) out.push(`monster ${u.id} at ${key} dead with ${u.wounds}/${u.woundPoints}`);
    }
  }
  // 7.14, 9.45: a monster joins the party with its Wound Points rolled
  for (const c of s.party.charmed) if (c.unit.woundPoints === undefined) out.push(`charmed ${c.unit.id} has no Wound Points`);
  if (s.combat) {
    const g = monstersHere(s);
    if (!g) out.push('combat with no monsters on the party segment');
    else {
      // 12.36: adventurers charmed by a Vampire stand in the monsters' rows too
      const living = new Set([...g.units.filter((u) => u.alive).map((u) => u.id), ...s.party.adventurers.filter((a) => a.alive && a.charmedBy).map((a) => a.id)]);
      // 7.14: the Wound Points of every monster in the fight were rolled as it was joined
      for (const u of g.units) if (u.alive && u.woundPoints === undefined) out.push(`${u.id} is in the combat with no Wound Points`);
      for (const id of s.combat.monsterRows.flat()) if (id !== null && !living.has(id)) out.push(`${id} stands in the combat rows but is not a living monster here`);
    }
  }
  return out;
}

interface Tally {
  actions: number;
  ends: Record<string, number>;
  unfinished: { seed: number; phase: string; actions: number }[];
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Plays one delve, throwing with the seed and step on the first problem. */
function delve(seed: number, tally: Tally, advanced: boolean): void {
  let state = newGame(advanced ? { seed, party: ADVANCED_PARTY, advanced: true } : { seed, party: PARTY }).state;
  const rng = seedDice(`p${seed}`);
  const where = (i: number, action: Action | null) => `seed ${seed}, action ${i} (${JSON.stringify(action)})`;
  let i = 0;
  for (; i < CAP; i++) {
    const roundTrip = i % ROUND_TRIP_EVERY === 0;
    const before = roundTrip ? JSON.stringify(state) : null;
    const copy = before !== null ? (JSON.parse(before) as GameState) : null;
    const rngCopy = roundTrip ? (JSON.parse(JSON.stringify(rng)) as typeof rng) : null;
    const action = playSensibly(state, rng);
    if (!action) break;
    const actor = 'who' in action ? (state.party.adventurers.find((a) => a.id === action.who) ?? state.party.charmed.find((c) => c.unit.id === action.who)?.unit) : null;
    if ('who' in action && !actor?.alive) {
      throw new Error(`${where(i, action)}: the policy acts for a dead or unknown adventurer or charmed monster (9.45)`);
    }
    const out: Outcome = apply(state, action);
    if (before !== null && JSON.stringify(state) !== before) throw new Error(`${where(i, action)}: apply changed the state it was given`);
    if (copy && rngCopy) {
      const again = playSensibly(copy, rngCopy);
      if (!same(again, action)) throw new Error(`${where(i, action)}: after a JSON round trip the policy chose ${JSON.stringify(again)}`);
      const other = apply(copy, action);
      if (!same(other.state, out.state) || !same(other.events, out.events)) {
        throw new Error(`${where(i, action)}: after a JSON round trip the same action gave a different result`);
      }
    }
    state = out.state;
    const problems = problemsIn(state);
    if (problems.length > 0) throw new Error(`${where(i, action)}: ${problems.join('; ')}`);
  }
  tally.actions += i;
  const end = state.phase.kind === 'over' ? `over:${state.phase.reason}` : state.phase.kind;
  tally.ends[end] = (tally.ends[end] ?? 0) + 1;
  if (state.phase.kind !== 'over') tally.unfinished.push({ seed, phase: state.phase.kind, actions: i });
}

describe('autoplay property: 2 000 seeded delves keep every invariant', () => {
  const total: Tally = { actions: 0, ends: {}, unfinished: [] };
  const per = DELVES / CHUNKS;

  for (let c = 0; c < CHUNKS; c++) {
    const first = c * per + 1;
    const last = first + per - 1;
    const advanced = c >= CHUNKS - ADVANCED_CHUNKS;
    it(`${advanced ? 'Advanced' : 'Basic'} Game delves ${first}–${last}: invariants hold after every action and every delve ends within ${CAP} actions`, () => {
      const tally: Tally = { actions: 0, ends: {}, unfinished: [] };
      for (let seed = first; seed <= last; seed++) delve(seed, tally, advanced);
      total.actions += tally.actions;
      for (const [k, n] of Object.entries(tally.ends)) total.ends[k] = (total.ends[k] ?? 0) + n;
      total.unfinished.push(...tally.unfinished);
      expect(tally.unfinished, `delves that did not end: ${JSON.stringify(tally.unfinished)}`).toEqual([]);
    }, 120_000);
  }

  it('all 2 000 delves were played and ended: by escape, by death, or shut in and lost (4.0)', () => {
    const played = Object.values(total.ends).reduce((a, b) => a + b, 0);
    expect(played).toBe(DELVES);
    expect(Object.keys(total.ends).every((k) => k === 'over:escaped' || k === 'over:dead' || k === 'over:lost'), JSON.stringify(total.ends)).toBe(true);
    // shutting itself in is rare for the policy
    expect(total.ends['over:lost'] ?? 0).toBeLessThan(DELVES / 50);
    // both endings happen
    expect(total.ends['over:escaped'] ?? 0).toBeGreaterThan(0);
    expect(total.ends['over:dead'] ?? 0).toBeGreaterThan(0);
  });
});
