/**
 * The point of the kernel: a game it has never heard of, written in a few dozen lines, runs on
 * the same driver, history (saves, undo, stepping), autoplay runner and invariant runner as the
 * Deathmaze. The toy: climb to 10 by rolling a d10 (0–9, a reveal) or stepping up one or two.
 */
import { describe, expect, it } from 'vitest';
import { D10, diceMoved, randomIndex, roll, scriptedDice, seedDice, type DiceState } from '../../src/engine/dice';
import { apply, legalActions, readAction, tryApply } from '../../src/engine/driver';
import { RuleError } from '../../src/engine/errors';
import { History, ReplayError } from '../../src/engine/history';
import type { Move, Ruleset } from '../../src/engine/ruleset';
import { InvariantError, playOut } from '../../src/engine/runners';

interface Toy { at: number; dice: DiceState; over: boolean }
type ToyAction = { type: 'roll' } | { type: 'step'; by: 1 | 2 };
type ToyEvent = string;

const rollMove: Move<Toy, { type: 'roll' }, ToyEvent> = {
  type: 'roll',
  legal: (s) => (s.at < 10 ? [{ type: 'roll' }] : []),
  apply: (s, _a, events) => {
    const face = roll(s.dice, D10);
    s.at = Math.min(10, s.at + face);
    events.push(`rolled ${face}`);
  },
};
const stepMove: Move<Toy, { type: 'step'; by: 1 | 2 }, ToyEvent> = {
  type: 'step',
  legal: (s) => ([1, 2] as const).filter((by) => s.at + by <= 10).map((by) => ({ type: 'step', by })),
  apply: (s, a, events) => {
    if (a.by !== 1 && a.by !== 2) throw new RuleError('T2', 'A step is one or two.');
    if (s.at + a.by > 10) throw new RuleError('T3', 'No stepping past the top.');
    s.at += a.by;
    events.push(`stepped ${a.by}`);
  },
  read: (raw) => {
    const by = (raw as { by?: unknown }).by;
    if (by !== 1 && by !== 2) throw new RuleError('T2', 'A step is one or two.');
    return { type: 'step', by };
  },
};

interface ToySetup { seed: number; faces?: number[] }

const toy: Ruleset<ToySetup, Toy, ToyAction, ToyEvent> = {
  id: 'toy',
  newGame: (setup) => ({ state: { at: 0, dice: setup.faces ? scriptedDice(setup.faces, setup.seed, D10) : seedDice(setup.seed), over: false }, events: ['start'] }),
  moves: { roll: rollMove, step: stepMove },
  movesNow: () => ['step', 'roll'],
  draft: (s) => structuredClone(s),
  admit: (s, a) => {
    if (s.over) throw new RuleError('T1', 'The climb is over.');
    return a;
  },
  settle: (_before, s, _a, events) => {
    if (s.at >= 10) {
      s.over = true;
      events.push('top');
    }
  },
  isReveal: (a, b) => diceMoved(a.dice, b.dice),
  isOver: (s) => s.over,
  policy: (s, rng) => {
    const options = legalActions(toy, s);
    return options.length === 0 ? null : options[randomIndex(rng, options.length)]!;
  },
  invariants: (s) => (s.at < 0 || s.at > 10 ? [`height ${s.at} is off the ladder`] : []),
};

describe('a toy ruleset on the kernel', () => {
  it('the driver lists its moves in order, applies them on a draft and refuses with its rules', () => {
    const { state } = toy.newGame({ seed: 1 });
    expect(legalActions(toy, state)).toEqual([{ type: 'step', by: 1 }, { type: 'step', by: 2 }, { type: 'roll' }]);
    const out = apply(toy, state, { type: 'step', by: 2 });
    expect(out.state.at).toBe(2);
    expect(state.at).toBe(0); // the given state is untouched
    expect(tryApply(toy, { ...state, at: 9 }, { type: 'step', by: 2 })).toEqual({ ok: false, rule: 'T3', reason: 'No stepping past the top.' });
    expect(tryApply(toy, state, { type: 'jump' } as unknown as ToyAction)).toMatchObject({ ok: false, rule: '—' });
    expect(() => readAction(toy, { type: 'step', by: 3 })).toThrow(RuleError);
    expect(readAction(toy, { type: 'step', by: 1, junk: true })).toEqual({ type: 'step', by: 1 });
  });

  it('a d10 reads 0 to 9, and its scripted faces are held to that', () => {
    const d = scriptedDice([0, 9], 0, D10);
    expect([roll(d, D10), roll(d, D10)]).toEqual([0, 9]);
    expect(() => scriptedDice([10], 0, D10)).toThrow(/0 to 9/);
    const free = seedDice('faces');
    const faces = new Set(Array.from({ length: 500 }, () => roll(free, D10)));
    expect([...faces].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('its history saves as setup and actions, replays to the same state, and undoes back to the last roll only', () => {
    const h = History.start(toy, { seed: 7, faces: [3] });
    h.play({ type: 'step', by: 1 });
    expect(h.play({ type: 'roll' })).toMatchObject({ ok: true, events: ['rolled 3'] });
    h.play({ type: 'step', by: 1 });
    h.play({ type: 'step', by: 1 });
    const saved = JSON.parse(JSON.stringify({ setup: h.setup, actions: h.actions })) as { setup: ToySetup; actions: ToyAction[] };
    const again = History.replay(toy, saved.setup, saved.actions);
    expect(again.state).toEqual(h.state);
    expect(again.log).toEqual(h.log);
    expect(h.undoable).toBe(2);
    expect(h.undo() && h.undo()).toBe(true);
    expect(h.undo()).toBe(false); // the roll is a wall
    expect(h.length).toBe(2);
    expect(h.state).toEqual(again.stateAt(2));
    expect(h.log).toEqual(again.logUpTo(2));
    expect(() => History.replay(toy, saved.setup, [{ type: 'step', by: 5 } as unknown as ToyAction])).toThrow(ReplayError);
  });

  it('undo across a checkpoint drops it: every step is then shown as a fresh replay shows it', () => {
    const h = History.start(toy, { seed: 1 }, { interval: 2 });
    for (let i = 0; i < 5; i++) h.play({ type: 'step', by: 1 });
    h.undo();
    h.undo(); // back over step 4, a checkpoint
    h.play({ type: 'step', by: 2 });
    h.play({ type: 'step', by: 2 });
    const fresh = History.replay(toy, { seed: 1 }, h.actions, { interval: 2 });
    for (let k = 0; k <= h.length; k++) {
      expect(h.stateAt(k)).toEqual(fresh.stateAt(k));
      expect(h.eventsAt(k)).toEqual(fresh.eventsAt(k));
    }
    expect(h.state.at).toBe(7);
  });

  it('the autoplay runner climbs to the top with the invariants checked after every step', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const played = playOut(toy, { seed }, `toy-${seed}`);
      expect(played.ended).toBe('over');
      expect(played.state.at).toBe(10);
      const replayed = History.replay(toy, { seed }, played.actions);
      expect(replayed.state).toEqual(played.state);
    }
  });

  it('the invariant runner stops at the first broken invariant, naming the step', () => {
    const broken: typeof toy = { ...toy, invariants: (s) => (s.at > 5 ? ['too high for this test'] : []) };
    expect(() => playOut(broken, { seed: 3 }, 'toy-3')).toThrow(InvariantError);
  });
});
