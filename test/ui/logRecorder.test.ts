/**
 * The log panel's recorder (src/ui/logPanel.ts) reads the delve only through the port it is
 * mounted with: given a fake port (no controller, no store anywhere), it groups exactly what that
 * port holds, and then what the bus brings.
 */
import { describe, expect, it } from 'vitest';
import { bus } from '../../src/bus';
import { standardParty } from '../../src/games/deathmaze/builders';
import { legalActions, newGame, type GameEvent } from '../../src/games/deathmaze/game';
import type { StepsView, TablePort } from '../../src/tablePort';
import { logGroups, mountLog, startLogRecorder, watchLog } from '../../src/ui/logPanel';

const line = (text: string): GameEvent => ({ kind: 'note', rule: '5.1', text }) as unknown as GameEvent;

/** A delve of two steps that no controller played: its titles and lines are the port's own. */
function fakePort(): TablePort & { events: GameEvent[][] } {
  const events: GameEvent[][] = [[line('dealt')], [line('first')], [line('second a'), line('second b')]];
  const steps: StepsView = {
    get length() {
      return events.length - 1;
    },
    actionAt: () => null,
    eventsAt: (k) => events[k] ?? [],
    titleAt: (k) => `Fake step ${k}`,
  };
  const state = newGame({ seed: 'fake-port', party: standardParty(2) }).state;
  const nothing = () => Promise.reject(new Error('not in this test'));
  return {
    events,
    state,
    setup: state.setup,
    actions: [],
    get log() {
      return events.flat();
    },
    steps,
    get stepShown() {
      return events.length - 1;
    },
    undoable: 0,
    watching: false,
    replayPosition: null,
    replayTape: null,
    delve: null,
    detached: null,
    lesson: null,
    saves: { status: { kind: 'memory', message: '' }, onStatus: () => () => undefined, list: nothing, load: nothing, exportAll: nothing, exportSlot: nothing, partyName: () => '', maxImportBytes: 0 },
    roster: { load: nothing, exportText: nothing, maxImportBytes: 0 },
  };
}

describe('the log recorder on a fake port', () => {
  it('groups the steps the port holds, then the events the bus brings', () => {
    const port = fakePort();
    mountLog(port);
    const stop = startLogRecorder();
    try {
      expect(logGroups().map((g) => [g.title, g.events.map((e) => e.text)])).toEqual([
        ['The delve begins', ['dealt']],
        ['Fake step 1', ['first']],
        ['Fake step 2', ['second a', 'second b']],
      ]);
      // the next step, as the bus tells it: one group more, with what it brought
      const third = [line('third')];
      port.events.push(third);
      bus.emit('game:changed', { state: port.state!, events: third, action: legalActions(port.state!)[0]! });
      expect(logGroups()).toHaveLength(4);
      expect(logGroups()[3]!.events.map((e) => e.text)).toEqual(['third']);
    } finally {
      stop();
    }
  });
});

describe('the log after Continue from a checkpoint', () => {
  it('draws the steps before the checkpoint once their proof is done (game:proven), not only at the next action', () => {
    const port = fakePort();
    const earlier = port.events[1]!;
    port.events[1] = []; // not yet proved: the step tells nothing
    mountLog(port);
    const stop = startLogRecorder();
    try {
      expect(logGroups()[1]!.events).toEqual([]);
      let redrawn = 0;
      const unwatch = watchLog(() => redrawn++);
      port.events[1] = earlier;
      bus.emit('game:proven', { steps: 2 });
      unwatch();
      expect(redrawn).toBe(1); // the panel and the strip draw again now
      expect(logGroups()[1]!.events.map((e) => e.text)).toEqual(['first']);
    } finally {
      stop();
    }
  });
});

describe('the log after an undo', () => {
  it('drops the group of the step taken back and keeps the others, reading no step again', () => {
    const port = fakePort();
    let read = 0;
    const titleAt = port.steps!.titleAt;
    (port.steps as { titleAt: (k: number) => string }).titleAt = (k) => {
      read++;
      return titleAt(k);
    };
    mountLog(port);
    const stop = startLogRecorder();
    try {
      expect(logGroups()).toHaveLength(3);
      const kept = logGroups().slice(0, 2);
      read = 0;
      let redrawn = 0;
      const unwatch = watchLog(() => redrawn++);
      port.events.pop(); // the history takes the step back, its events with it
      bus.emit('game:started', { state: port.state!, events: [], undone: true });
      unwatch();
      expect(logGroups().map((g) => g.title)).toEqual(['The delve begins', 'Fake step 1']);
      expect(logGroups()[0]).toBe(kept[0]);
      expect(logGroups()[1]).toBe(kept[1]);
      expect(read).toBe(0);
      expect(redrawn).toBe(1);
    } finally {
      stop();
    }
  });

  it('reads the steps again when what it holds does not add up to the log after the undo', () => {
    const port = fakePort();
    mountLog(port);
    const stop = startLogRecorder();
    try {
      // two steps went, not one: the groups are read from the steps
      port.events.pop();
      port.events.pop();
      bus.emit('game:started', { state: port.state!, events: [], undone: true });
      expect(logGroups().map((g) => g.title)).toEqual(['The delve begins']);
    } finally {
      stop();
    }
  });
});
