/**
 * Replay and undo (src/store/replay.ts): the action list rebuilds the game exactly, and undo
 * takes back the player's own decisions, never a die roll or a chit draw.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalPlacements, newGame, type GameState } from '../../src/games/deathmaze/game';
import { isReveal, replay, replayLog, ReplayError, undo, undoable } from '../../src/store/replay';
import { finalState, fullLog, playDelve, type Delve } from './helpers';
import { PARTY } from '../games/deathmaze/helpers';

const delves: Delve[] = [playDelve('replay-a'), playDelve('replay-b', { party: 3 }), playDelve('replay-c', { party: 6 })];

/** reveals[i]: did actions[i] throw dice or draw a chit? */
const revealsOf = (d: Delve): boolean[] => d.actions.map((_, i) => isReveal(d.states[i]!, d.states[i + 1]!));

describe('replay', () => {
  it.each(delves.map((d, i) => [i, d] as const))('delve %i: the actions rebuild the state and the log exactly', (_i, d) => {
    expect(replay(d.setup, d.actions)).toEqual(finalState(d));
    expect(replayLog(d.setup, d.actions).events).toEqual(fullLog(d));
  });

  it('names the first action the rules refuse', () => {
    const d = delves[0]!;
    const broken = [...d.actions.slice(0, 5), { type: 'leave' as const }, ...d.actions.slice(5)];
    let error: unknown;
    try {
      replay(d.setup, broken);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ReplayError);
    expect((error as ReplayError).index).toBe(5);
    expect((error as ReplayError).message).toMatch(/^Action 6 \(\{"type":"leave"\}\) is refused: /);
  });

  it('names a setup the rules refuse', () => {
    expect(() => replay({ seed: 1, party: [] }, [])).toThrow(ReplayError);
  });
});

describe('reveals', () => {
  it('5.22: moving into the unknown draws a chit: a reveal', () => {
    const d = delves[0]!;
    const i = d.actions.findIndex((a, k) => a.type === 'move' && d.states[k + 1]!.phase.kind === 'place');
    expect(i).toBeGreaterThanOrEqual(0);
    expect(isReveal(d.states[i]!, d.states[i + 1]!)).toBe(true);
  });

  it('5.14: changing the marching order is not', () => {
    const { state } = newGame({ seed: 'order', party: PARTY });
    const before: GameState = apply(state, { type: 'place', ...legalPlacements(state)[0]! }).state;
    const after = apply(before, { type: 'arrange', order: [['a3', 'a4', null], ['a1', 'a2', null]] }).state;
    expect(isReveal(before, after)).toBe(false);
  });

  it('every step whose events show dice thrown or a chit drawn is a reveal', () => {
    let shown = 0;
    for (const d of delves) {
      d.actions.forEach((_, i) => {
        const events = d.events[i + 1]!;
        const visible = events.some((e) => (e.dice?.length ?? 0) > 0 || e.kind === 'chit-drawn' || e.kind === 'chit-thrown-back');
        if (!visible) return;
        shown++;
        expect(isReveal(d.states[i]!, d.states[i + 1]!), `action ${i}: ${events.map((e) => e.kind).join(', ')}`).toBe(true);
      });
    }
    expect(shown).toBeGreaterThan(50);
  });

  it('real delves reveal often: every die roll and every draw counts', () => {
    for (const d of delves) {
      const r = revealsOf(d);
      expect(r.some((x) => x)).toBe(true);
      expect(r.some((x) => !x)).toBe(true);
    }
  });
});

describe('undo', () => {
  it('never crosses a reveal: only the decisions after the last roll or draw go back', () => {
    for (const d of delves) {
      const reveals = revealsOf(d);
      for (let k = 0; k <= d.actions.length; k += Math.max(1, Math.floor(d.actions.length / 15))) {
        let expected = 0;
        while (expected < k && !reveals[k - 1 - expected]) expected++;
        const prefix = d.actions.slice(0, k);
        expect(undoable(d.setup, prefix), `after ${k} actions`).toBe(expected);
        expect(undo(d.setup, prefix, expected + 1)).toBeNull();
        if (expected > 0) {
          const back = undo(d.setup, prefix, expected)!;
          expect(back.actions).toEqual(d.actions.slice(0, k - expected));
          expect(back.state).toEqual(d.states[k - expected]);
          expect(back.events).toEqual(fullLog(d, k - expected));
          // the state it goes back to is where the last reveal (or the start) left the game
          if (k - expected > 0) expect(reveals[k - expected - 1]).toBe(true);
        }
      }
    }
  });

  it('takes back one decision at a time, then stops at the chit draw', () => {
    const d = delves[0]!;
    // a game just after a chit was drawn and laid, then the party rearranged twice
    const k = d.actions.findIndex((a, i) => a.type === 'place' && i > 3 && d.states[i + 1]!.phase.kind === 'explore') + 1;
    expect(k).toBeGreaterThan(0);
    const base = d.actions.slice(0, k);
    const s = d.states[k]!;
    const ids = s.party.order.flat().filter((x): x is string => x !== null);
    const swapped = [[ids[1]!, ids[0]!, ids[2] ?? null], [ids[3] ?? null, null, null]];
    const firstArrange = { type: 'arrange' as const, order: swapped };
    const secondArrange = { type: 'arrange' as const, order: s.party.order };
    const actions = [...base, firstArrange, secondArrange];
    const undoneBefore = undoable(d.setup, base);
    expect(undoable(d.setup, actions)).toBe(undoneBefore + 2);

    const once = undo(d.setup, actions)!;
    expect(once.actions).toEqual([...base, firstArrange]);
    expect(once.state.party.order).toEqual(apply(s, firstArrange).state.party.order);
    const twice = undo(d.setup, once.actions)!;
    expect(twice.state).toEqual(s);
  });

  it('refuses nonsense counts', () => {
    const d = delves[0]!;
    expect(undo(d.setup, d.actions, 0)).toBeNull();
    expect(undo(d.setup, d.actions, -1)).toBeNull();
    expect(undo(d.setup, d.actions, 1.5)).toBeNull();
    expect(undo(d.setup, [], 1)).toBeNull();
  });
});
