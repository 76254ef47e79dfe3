import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/engine/dice';
import type { GateState } from '../../../src/games/blackgate/board/maze';
import { defaultOptions } from '../../../src/games/blackgate/data/options';
import { countdownOnArrival, mirrorEffect, trapDoorGate } from '../../../src/games/blackgate/mirrors';

const unknown: GateState = { placed: false, at: null, level: null };
const onArrival = { ...defaultOptions, gateCountdown: 'onArrival' as const };

describe('§13.3 a mirror effect', () => {
  it('step 1: nothing once the Gate is laid, and no die', () => {
    const gate: GateState = { placed: true, at: { x: 1, y: 0, level: 2 }, level: 2 };
    const dice = scriptedDice([]);
    expect(mirrorEffect(gate, null, 2, defaultOptions, dice, [])).toEqual({ gate, countdown: null });
  });
  it('step 1: nothing while a countdown runs', () => {
    const gate: GateState = { placed: false, at: null, level: 2 };
    expect(mirrorEffect(gate, 3, 2, defaultOptions, scriptedDice([]), [])).toEqual({ gate, countdown: 3 });
  });
  it('step 2: 1 puts the Gate on level 1; step 3: the party is there, c = 1D6 + 2', () => {
    const dice = scriptedDice([1, 4]);
    expect(mirrorEffect(unknown, null, 1, defaultOptions, dice, [])).toEqual({ gate: { ...unknown, level: 1 }, countdown: 6 });
    expect(dice.script).toEqual([]);
  });
  it('step 2: 2–3 → level 2, 4–6 → level 3; away from it no countdown starts', () => {
    for (const [face, level] of [[2, 2], [3, 2], [4, 3], [5, 3], [6, 3]] as const) {
      const dice = scriptedDice([face]);
      expect(mirrorEffect(unknown, null, 1, defaultOptions, dice, [])).toEqual({ gate: { ...unknown, level }, countdown: null });
      expect(dice.script).toEqual([]);
    }
  });
  it('B32: a later mirror on the known Gate level starts the countdown, with no level die', () => {
    const gate: GateState = { placed: false, at: null, level: 2 };
    const dice = scriptedDice([3]);
    expect(mirrorEffect(gate, null, 2, defaultOptions, dice, [])).toEqual({ gate, countdown: 5 });
    expect(dice.script).toEqual([]);
  });
});

describe('B33 Trap door 6', () => {
  it('an unknown level becomes the one below; the party above it starts nothing', () => {
    const dice = scriptedDice([]);
    expect(trapDoorGate(unknown, null, 1, 1, defaultOptions, dice, [])).toEqual({ gate: { ...unknown, level: 2 }, countdown: null });
  });
  it('on level 3 it stays level 3, the party is there: the countdown starts', () => {
    const dice = scriptedDice([2]);
    expect(trapDoorGate(unknown, null, 3, 3, defaultOptions, dice, [])).toEqual({ gate: { ...unknown, level: 3 }, countdown: 4 });
    expect(dice.script).toEqual([]);
  });
  it('a known level is kept and the mirror acts on it', () => {
    const gate: GateState = { placed: false, at: null, level: 1 };
    expect(trapDoorGate(gate, null, 1, 1, defaultOptions, scriptedDice([1]), [])).toEqual({ gate, countdown: 3 });
  });
});

describe('B59 option onArrival', () => {
  const gate: GateState = { placed: false, at: null, level: 2 };
  it('a stair arrival on the known Gate level starts the countdown', () => {
    const dice = scriptedDice([1]);
    expect(countdownOnArrival(gate, null, 2, onArrival, dice, [])).toBe(3);
    expect(dice.script).toEqual([]);
  });
  it('not on another level, not when running, not under the default', () => {
    expect(countdownOnArrival(gate, null, 1, onArrival, scriptedDice([]), [])).toBeNull();
    expect(countdownOnArrival(gate, 4, 2, onArrival, scriptedDice([]), [])).toBe(4);
    expect(countdownOnArrival(gate, null, 2, defaultOptions, scriptedDice([]), [])).toBeNull();
  });
  it('the party on the level as it becomes known: at once', () => {
    expect(mirrorEffect(unknown, null, 3, onArrival, scriptedDice([6, 6]), [])).toEqual({ gate: { ...unknown, level: 3 }, countdown: 8 });
  });
});
