/**
 * Delves known by their identity, and one tab playing a delve at a time (issue 12): every delve
 * the controller starts gets an id of its own, the same setup included; a delve resumed from its
 * autosave goes on as itself, one resumed from a slot the player kept branches off; once another
 * tab has the delve (its claim lost, or the store finding it played further), this tab saves no
 * more and refuses every move with the reason.
 */
import mitt from 'mitt';
import { describe, expect, it, vi } from 'vitest';
import type { BusEvents } from '../src/bus';
import { Controller, ELSEWHERE_MESSAGE } from '../src/controller';
import type { DelveClaims } from '../src/delveClaims';
import { newGame } from '../src/games/deathmaze/game';
import type { Loaded, Saved, SaveStore } from '../src/store/store';
import { STALE_REASON } from '../src/store/store';
import { playDelve } from './store/helpers';

const delve = playDelve('claims-a', { cap: 12 });

function rig(answer: () => Saved = () => ({ ok: true }) as Saved) {
  const events = mitt<BusEvents>();
  const autosave = vi.fn((..._args: unknown[]) => Promise.resolve(answer()));
  const store = { autosave, flush: () => Promise.resolve() } as unknown as SaveStore;
  let lost: ((delve: string) => Promise<void> | void) | null = null;
  const claimed: string[] = [];
  const claims: DelveClaims = {
    claim: (d) => {
      claimed.push(d);
      return Promise.resolve('owned');
    },
    takeOver: () => Promise.resolve(),
    release: () => undefined,
    onLost: (l) => {
      lost = l;
      return () => undefined;
    },
  };
  const controller = new Controller(events, store, claims);
  const toasts: string[] = [];
  events.on('ui:toast', ({ text }) => toasts.push(text));
  const detached: string[] = [];
  events.on('game:detached', ({ reason }) => detached.push(reason));
  return { controller, autosave, claimed, toasts, detached, lose: (d: string) => lost!(d) };
}

function loadedFrom(autosave: boolean, id: string): Loaded {
  const { state, events } = newGame(delve.setup);
  return {
    ok: true,
    slot: { id: autosave ? 'autosave' : 'kept', name: 'x', autosave, party: [], segments: 1, actions: 0, finished: false, outcome: null, created: '', updated: '', damaged: false },
    setup: state.setup,
    actions: [],
    state,
    log: [...events],
    save: { delve: id } as Loaded['save'],
    fromPrevious: false,
    previousBecause: null,
    migratedFrom: null,
  };
}

describe('a delve is known by its identity', () => {
  it('the same setup started twice is two delves, each autosaved under its own id and claimed', () => {
    const { controller, autosave, claimed } = rig();
    controller.start(delve.setup);
    const first = controller.delve;
    controller.start(delve.setup);
    const second = controller.delve;
    expect(first).toMatch(/^dv/);
    expect(second).not.toBe(first);
    expect(autosave.mock.calls.map((c) => c[3])).toEqual([first, second]);
    expect(claimed).toEqual([first, second]);
  });

  it('resumed from its autosave it goes on as itself; from a slot the player kept it branches off, autosaved from its first step', () => {
    const { controller, autosave } = rig();
    controller.resume(loadedFrom(true, 'dv-same'));
    expect(controller.delve).toBe('dv-same');
    expect(autosave).toHaveBeenCalledTimes(1);
    controller.resume(loadedFrom(false, 'dv-same'));
    expect(controller.delve).not.toBe('dv-same');
    expect(autosave).toHaveBeenCalledTimes(1);
    expect(controller.act(delve.actions[0]!)).toBe(true);
    expect(autosave.mock.calls[1]![3]).toBe(controller.delve);
  });
});

describe('one tab plays a delve at a time', () => {
  it('taken over in another tab: this one stops saving, says so, and refuses every move', async () => {
    const { controller, autosave, toasts, detached, lose } = rig();
    controller.start(delve.setup);
    const id = controller.delve!;
    await lose('dv-some-other-delve'); // another delve: nothing happens here
    expect(controller.detached).toBeNull();
    await lose(id);
    expect(detached).toEqual([ELSEWHERE_MESSAGE]);
    const calls = autosave.mock.calls.length;
    const before = controller.state;
    expect(controller.act(delve.actions[0]!)).toBe(false);
    expect(controller.decide()).toBe(false);
    expect(controller.state).toBe(before);
    expect(autosave.mock.calls.length).toBe(calls);
    expect(toasts.at(-1)).toBe(ELSEWHERE_MESSAGE);
    // a delve started anew plays and saves again
    controller.start(delve.setup);
    expect(controller.detached).toBeNull();
    expect(controller.act(delve.actions[0]!)).toBe(true);
  });

  it('the store finds the delve played further elsewhere (stale): this tab gives way with the store’s reason', async () => {
    let stale = false;
    const { controller, detached } = rig(() => (stale ? { ok: false, code: 'stale', reason: STALE_REASON } : ({ ok: true } as Saved)));
    controller.start(delve.setup);
    stale = true;
    expect(controller.act(delve.actions[0]!)).toBe(true);
    await vi.waitFor(() => expect(detached).toEqual([STALE_REASON]));
    expect(controller.act(delve.actions[1]!)).toBe(false);
  });
});
