/**
 * The drag bench's page: the whole game (src/main.ts), with the time Phaser spends on each
 * frame (update and render, on the main thread) recorded, and a way to put a table of N chits
 * with one in hand on the board, as a resumed save would.
 *
 *   drag.html?test=1, then `await __bench.load(150)`, a drag, and `await __bench.record(3000)`
 *
 * scripts/bench-browser.ts drives it with the mouse.
 */
import * as Phaser from 'phaser';
import { loadTable } from '../../src/loadTable';
import type { Loaded } from '../../src/store/store';
import { boardOf } from './boards';

export interface FrameTimes {
  /** requestAnimationFrame deltas, ms. */
  raf: number[];
  /** Phaser's own step (update + render calls) per frame, ms. */
  step: number[];
}

export interface DragBench {
  /** Resolves once the game module has run (the title is being drawn). */
  booted: Promise<void>;
  /** Puts a table of `chits` chits with one in hand on the board; returns the chits placed. */
  load(chits: number): Promise<number>;
  /** Records frame times for `ms` milliseconds. */
  record(ms: number): Promise<FrameTimes>;
}

declare global {
  interface Window {
    __bench?: DragBench;
  }
}

const stepTimes: number[] = [];
let timing = false;

// Before the game exists: its loop binds `step` when it boots.
const proto = Phaser.Game.prototype as unknown as { step: (this: Phaser.Game, time: number, delta: number) => void };
const step = proto.step;
proto.step = function timedStep(this: Phaser.Game, time: number, delta: number): void {
  const t0 = performance.now();
  step.call(this, time, delta);
  if (timing) stepTimes.push(performance.now() - t0);
};

const game = import('../../src/main');

window.__bench = {
  booted: game.then(() => undefined),
  async load(chits) {
    await game;
    // The scenes of play arrive behind the title (src/loadTable.ts): the board must be there first.
    await loadTable();
    const { controller } = await import('../../src/session');
    const { setup, state } = boardOf(chits);
    // What `resume` reads of a loaded save. No actions: the table is built, not played.
    const loaded: Pick<Loaded, 'setup' | 'actions' | 'state' | 'log'> = { setup, actions: [], state, log: [] };
    controller.resume(loaded as Loaded);
    return Object.keys(state.maze.chits).length;
  },
  record(ms) {
    return new Promise((resolve) => {
      const raf: number[] = [];
      stepTimes.length = 0;
      timing = true;
      const start = performance.now();
      let last = -1;
      const tick = (now: number): void => {
        if (last >= 0) raf.push(now - last);
        last = now;
        if (now - start < ms) {
          requestAnimationFrame(tick);
          return;
        }
        timing = false;
        resolve({ raf, step: stepTimes.splice(0) });
      };
      requestAnimationFrame(tick);
    });
  },
};
