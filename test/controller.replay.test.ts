/**
 * The controller's replay mode (issue 5, "Replay"): a finished delve watched step by step is
 * the same game as its first k actions applied; nothing can change it while it is watched, it
 * is never autosaved, and leaving it puts back what was on the table.
 */
import mitt from 'mitt';
import { describe, expect, it, vi } from 'vitest';
import type { BusEvents } from '../src/bus';
import { Controller, WATCHING_MESSAGE } from '../src/controller';
import { CHECKPOINT, tapeOf } from '../src/replayTape';
import { apply, newGame, type Action, type GameSetup, type GameState } from '../src/games/deathmaze/game';
import type { SaveStore } from '../src/store/store';
import { finalState, fullLog, playDelve, type Delve } from './store/helpers';

/** A finished delve of more than two checkpoints' worth of actions (the autoplay policy's choices). */
function longDelve(): Delve {
  for (const seed of ['watch-a', 'watch-b', 'watch-c', 'watch-d', 'watch-e']) {
    const d = playDelve(seed);
    if (d.actions.length > 2 * CHECKPOINT + 10 && finalState(d).phase.kind === 'over') return d;
  }
  throw new Error('no long finished delve among the seeds tried');
}

const delve = longDelve();

function rig() {
  const events = mitt<BusEvents>();
  const autosave = vi.fn(() => Promise.resolve());
  const store = { autosave } as unknown as SaveStore;
  const controller = new Controller(events, store);
  const seen: { type: string; at?: number; state?: GameState }[] = [];
  events.on('*', (type, e) => {
    const payload = e as { state?: GameState; at?: number } | undefined;
    seen.push({ type: String(type), at: payload?.at, state: payload?.state });
  });
  const toasts: string[] = [];
  events.on('ui:toast', ({ text }) => toasts.push(text));
  return { events, controller, autosave, seen, toasts };
}

/** The state after the first k actions, applied one by one. */
const after = (d: Delve, k: number): GameState => {
  let s = newGame(d.setup).state;
  for (const a of d.actions.slice(0, k)) s = apply(s, a).state;
  return s;
};

describe('ReplayTape', () => {
  it('every step is the state the first k actions give, forward, backward and at random', () => {
    const tape = tapeOf(delve.setup, delve.actions);
    const n = delve.actions.length;
    const order = [0, 1, 2, n, n - 1, CHECKPOINT, CHECKPOINT - 1, CHECKPOINT + 1, 2 * CHECKPOINT + 7, 3, n - 2, 5];
    for (const k of order) expect(tape.stateAt(k), `step ${k}`).toEqual(delve.states[k]);
    expect(tape.logUpTo(n)).toEqual(fullLog(delve));
    expect(tape.logUpTo(7)).toEqual(fullLog(delve, 7));
    expect(tape.eventsAt(7)).toEqual(delve.events[7]);
  });

  it('holds only the checkpoint states, not one per step', () => {
    const tape = tapeOf(delve.setup, delve.actions);
    expect(tape.statesHeld).toBe(Math.floor(delve.actions.length / CHECKPOINT) + 2);
    expect(tape.statesHeld).toBeLessThan(delve.actions.length / 10);
  });

  it('finds the step of any line of the log', () => {
    const tape = tapeOf(delve.setup, delve.actions);
    const log = fullLog(delve);
    for (const k of [0, 1, 9, 60, delve.actions.length]) {
      const line = fullLog(delve, k).length - 1;
      if (delve.events[k]!.length === 0) continue;
      expect(tape.stepOfLogLine(line)).toBe(k);
      expect(log[line]).toEqual(tape.eventsAt(k)[tape.eventsAt(k).length - 1]);
    }
    expect(tape.stepOfLogLine(-3)).toBe(0);
    expect(tape.stepOfLogLine(1e9)).toBe(delve.actions.length);
  });

  it('clamps steps outside the tape, and NaN to the start', () => {
    const tape = tapeOf(delve.setup, delve.actions);
    expect(tape.clamp(-5)).toBe(0);
    expect(tape.clamp(1e9)).toBe(delve.actions.length);
    expect(tape.clamp(Number.NaN)).toBe(0);
    expect(tape.clamp(2.7)).toBe(2);
  });
});

describe('Controller.watch', () => {
  it('stepTo(k) shows the state of the first k actions, with the log up to there', () => {
    const { controller } = rig();
    expect(controller.watch(delve.setup, delve.actions)).toBe(true);
    expect(controller.state).toEqual(delve.states[0]);
    for (const k of [1, 2, 75, 74, 0, delve.actions.length, 130]) {
      controller.stepTo(k);
      expect(controller.state, `step ${k}`).toEqual(after(delve, k));
      expect(controller.actions).toEqual(delve.actions.slice(0, k));
      expect(controller.log).toEqual(fullLog(delve, k));
      expect(controller.replayPosition).toEqual({ at: k, steps: delve.actions.length });
    }
  });

  it('a step forward is told as the action (game:changed); a jump redraws (game:started)', () => {
    const { controller, seen } = rig();
    controller.watch(delve.setup, delve.actions);
    seen.length = 0;
    controller.stepTo(1);
    controller.stepTo(40);
    controller.stepTo(39);
    const told = seen.filter((e) => e.type.startsWith('game:') || e.type === 'replay:moved').map((e) => `${e.type}${e.at === undefined ? '' : ` ${e.at}`}`);
    expect(told).toEqual(['replay:moved 1', 'game:changed', 'replay:moved 40', 'game:started', 'replay:moved 39', 'game:started']);
    expect(seen.find((e) => e.type === 'game:changed')!.state).toEqual(delve.states[1]);
  });

  it('refuses actions, "decide for me" and undo while watching, with a message; the replay stays put', () => {
    const { controller, events, toasts } = rig();
    controller.watch(delve.setup, delve.actions, 20);
    const shown = controller.state;
    const legal = delve.actions[20] as Action;
    events.emit('intent:action', legal);
    events.emit('intent:decide');
    events.emit('intent:undo');
    expect(controller.act(legal)).toBe(false);
    expect(toasts).toEqual([WATCHING_MESSAGE, WATCHING_MESSAGE, WATCHING_MESSAGE, WATCHING_MESSAGE]);
    expect(controller.state).toBe(shown);
    expect(controller.replayPosition?.at).toBe(20);
  });

  it('never autosaves the watched delve, and leaving it puts back the delve on the table untouched', () => {
    const { controller, events, autosave, seen } = rig();
    const live: GameSetup = { seed: 'live', party: delve.setup.party };
    controller.start(live);
    controller.decide();
    controller.decide();
    const before = { state: controller.state, actions: [...controller.actions], log: [...controller.log] };
    const saves = autosave.mock.calls.length;
    expect(saves).toBeGreaterThan(0);

    events.emit('intent:replay', { setup: delve.setup, actions: delve.actions });
    for (let k = 1; k <= 30; k++) controller.stepTo(k);
    controller.stepTo(delve.actions.length);
    controller.stepTo(3);
    expect(autosave.mock.calls.length).toBe(saves);

    seen.length = 0;
    events.emit('intent:replay-leave');
    expect(controller.watching).toBe(false);
    expect(controller.state).toBe(before.state);
    expect(controller.actions).toEqual(before.actions);
    expect(controller.log).toEqual(before.log);
    const told = seen.filter((e) => !e.type.startsWith('intent:'));
    expect(told.map((e) => e.type)).toEqual(['replay:ended', 'game:started']);
    expect(told[1]!.state).toBe(before.state);
    // and play goes on where it was, saved as before
    expect(controller.decide()).toBe(true);
    expect(autosave.mock.calls.length).toBe(saves + 1);
  });

  it('leaving a replay opened with nothing on the table goes to the title', () => {
    const { controller, events, seen } = rig();
    controller.watch(delve.setup, delve.actions, 5);
    seen.length = 0;
    controller.stopWatching();
    expect(seen.map((e) => e.type)).toEqual(['replay:ended', 'intent:title']);
    expect(controller.state).toBeNull();
    events.emit('intent:action', delve.actions[0]!);
    expect(controller.state).toBeNull();
  });

  it('going to the title ends the replay; a delve left for the title is not put back later', () => {
    const { controller, events, seen } = rig();
    controller.start({ seed: 'earlier', party: delve.setup.party });
    events.emit('intent:title');
    controller.watch(delve.setup, delve.actions, 5);
    seen.length = 0;
    controller.stopWatching();
    expect(seen.map((e) => e.type)).toEqual(['replay:ended', 'intent:title']);

    controller.watch(delve.setup, delve.actions, 5);
    events.emit('intent:title');
    expect(controller.watching).toBe(false);
  });

  it('a new delve started while watching replaces the replay and is autosaved', () => {
    const { controller, events, autosave } = rig();
    controller.watch(delve.setup, delve.actions, 9);
    events.emit('intent:new-game', { seed: 'fresh', party: delve.setup.party });
    expect(controller.watching).toBe(false);
    expect(controller.state?.setup.seed).toBe('fresh');
    expect(autosave).toHaveBeenCalledTimes(1);
  });

  it('a delve the rules cannot replay is refused with a message, and nothing changes', () => {
    const { controller, toasts } = rig();
    controller.start({ seed: 'kept', party: delve.setup.party });
    const kept = controller.state;
    const broken = [...delve.actions.slice(0, 4), { type: 'leave' } as Action];
    expect(controller.watch(delve.setup, broken)).toBe(false);
    expect(controller.watch({ seed: 1, party: [] }, [])).toBe(false);
    expect(controller.watch(delve.setup, null as unknown as Action[])).toBe(false);
    expect(toasts).toHaveLength(3);
    expect(toasts[0]).toMatch(/^This delve cannot be replayed\. Action 5 /);
    expect(controller.watching).toBe(false);
    expect(controller.state).toBe(kept);
  });

  it('stepTo outside a replay does nothing', () => {
    const { controller, seen } = rig();
    expect(controller.stepTo(3)).toBe(false);
    expect(seen).toEqual([]);
  });
});
