/**
 * The table's port (src/tablePort.ts): the scenes and panels read the session only through it,
 * and it changes nothing. It tells what the controller holds at every moment (a delve played,
 * undone, watched); it has no member that writes; the changes the table asks of the saves, the
 * roster and the claims travel on the bus and come back answered.
 */
import mitt from 'mitt';
import { afterEach, describe, expect, it } from 'vitest';
import { ask, bus, type BusEvents } from '../src/bus';
import { Controller } from '../src/controller';
import { standardParty } from '../src/games/deathmaze/builders';
import type { RosterStore } from '../src/store/roster';
import type { SaveStore, SlotInfo } from '../src/store/store';
import { serve, tablePort, type TablePort } from '../src/tablePort';

const claims = { claim: () => Promise.resolve('owned' as const), takeOver: () => Promise.resolve(), release: () => undefined, onLost: () => () => undefined };

/** A save store that records what was asked of it. */
function fakeSaves(calls: string[]): SaveStore {
  const slot = { id: 'one', name: 'Aldric and Brenna' } as SlotInfo;
  return {
    status: { kind: 'temporary', message: 'kept here' },
    onStatus: () => () => undefined,
    list: () => {
      calls.push('list');
      return Promise.resolve([slot]);
    },
    autosave: () => Promise.resolve({ ok: true, slot }),
    rename(id: string, name: string) {
      calls.push(`rename ${id} ${name}`);
      return Promise.resolve({ ok: true, slot: { ...slot, name } });
    },
    requestPersistence() {
      calls.push('persist');
      return Promise.resolve({ kind: 'temporary', message: 'kept here' });
    },
  } as unknown as SaveStore;
}

const fakeRoster = (): RosterStore => ({ load: () => Promise.resolve({ ok: true, roster: { entries: [], recorded: [] } }) }) as unknown as RosterStore;

function rig(): { events: ReturnType<typeof mitt<BusEvents>>; controller: Controller; port: TablePort; calls: string[] } {
  const events = mitt<BusEvents>();
  const calls: string[] = [];
  const saves = fakeSaves(calls);
  const controller = new Controller(events, saves, claims);
  return { events, controller, port: tablePort(controller, saves, fakeRoster), calls };
}

/** What the port tells, side by side with what the controller holds. */
function sameAsController(port: TablePort, c: Controller): void {
  expect(port.state).toBe(c.state);
  expect(port.setup).toBe(c.setup);
  expect(port.actions).toStrictEqual(c.actions);
  expect(port.log).toStrictEqual(c.log);
  expect(port.steps).toBe(c.steps);
  expect(port.stepShown).toBe(c.stepShown);
  expect(port.undoable).toBe(c.undoable);
  expect(port.watching).toBe(c.watching);
  expect(port.replayPosition).toEqual(c.replayPosition);
  expect(port.replayTape).toBe(c.replayTape);
  expect(port.delve).toBe(c.delve);
  expect(port.detached).toBe(c.detached);
}

const handlers: (() => void)[] = [];
afterEach(() => {
  for (const off of handlers.splice(0)) off();
});

describe('the table port', () => {
  it('tells what the controller holds at every moment: before a delve, while it is played, undone and watched', () => {
    const { events, controller, port } = rig();
    sameAsController(port, controller);
    expect(port.state).toBeNull();

    events.emit('intent:new-game', { seed: 'port-1', party: standardParty(4) });
    controller.seedPolicy('port-policy');
    sameAsController(port, controller);
    expect(port.state).not.toBeNull();
    for (let i = 0; i < 25; i++) events.emit('intent:decide');
    sameAsController(port, controller);
    expect(port.actions.length).toBe(25);
    expect(port.steps?.eventsAt(25)).toEqual(controller.steps?.eventsAt(25));

    events.emit('intent:undo');
    sameAsController(port, controller);

    // watching through the bus: the port tells the replay's step
    events.emit('intent:replay', { setup: port.setup!, actions: [...port.actions], at: 3 });
    expect(port.watching).toBe(true);
    expect(port.stepShown).toBe(3);
    events.emit('intent:replay-step', 7);
    expect(port.replayPosition?.at).toBe(7);
    sameAsController(port, controller);
    events.emit('intent:replay-leave');
    expect(port.watching).toBe(false);
    sameAsController(port, controller);
  });

  it('has no member that writes: every field is a getter or a read, and the object is frozen', () => {
    const { port } = rig();
    expect(Object.isFrozen(port)).toBe(true);
    expect(Object.isFrozen(port.saves)).toBe(true);
    expect(Object.isFrozen(port.roster)).toBe(true);
    for (const [key, d] of Object.entries(Object.getOwnPropertyDescriptors(port) as Record<string, PropertyDescriptor>)) {
      expect(Reflect.get(d, 'set'), key).toBeUndefined();
      expect(typeof d.value, key).not.toBe('function');
    }
    // the saves and the roster offer their reads only: a write would have to be added here on purpose
    const functions = (o: object) => Object.entries(o).filter(([, v]) => typeof v === 'function').map(([k]) => k).sort();
    expect(functions(port.saves)).toEqual(['exportAll', 'exportSlot', 'list', 'load', 'onStatus', 'partyName']);
    expect(functions(port.roster)).toEqual(['exportText', 'load']);
    expect(() => {
      (port as { state: unknown }).state = null;
    }).toThrow(TypeError);
  });

  it('reads the saves and the roster through to the session’s stores', async () => {
    const { port, calls } = rig();
    expect((await port.saves.list()).map((s) => s.id)).toEqual(['one']);
    expect(calls).toEqual(['list']);
    expect(port.saves.status.kind).toBe('temporary');
    const roster = await port.roster.load();
    expect(roster.ok && roster.roster.entries).toEqual([]);
  });

  it('a loaded save is played through the bus (intent:resume), as the controller resumes it', () => {
    const source = rig();
    source.events.emit('intent:new-game', { seed: 'port-2', party: standardParty(4) });
    source.controller.seedPolicy('port-policy');
    for (let i = 0; i < 10; i++) source.controller.decide();
    const { events, controller, port } = rig();
    const loaded = { ok: true, slot: { autosave: false }, setup: source.port.setup!, actions: [...source.port.actions], state: source.port.state!, log: [...source.port.log] };
    events.emit('intent:resume', loaded as unknown as BusEvents['intent:resume']);
    expect(port.state).toEqual(source.port.state);
    expect(port.actions).toEqual(source.port.actions);
    sameAsController(port, controller);
  });
});

describe('changes the table asks over the bus', () => {
  it('reach the store and come back answered (a rename, the browser asked to keep the saves)', async () => {
    const calls: string[] = [];
    const saves = fakeSaves(calls);
    const handler = (request: BusEvents['intent:saves']) => serve(saves, request);
    bus.on('intent:saves', handler);
    handlers.push(() => bus.off('intent:saves', handler));
    const out = await ask('intent:saves', 'rename', 'one', 'Dace alone');
    expect(out.ok && out.slot.name).toBe('Dace alone');
    await ask('intent:saves', 'requestPersistence');
    expect(calls).toEqual(['rename one Dace alone', 'persist']);
  });

  it('are refused, not lost in silence, when nothing serves them', async () => {
    await expect(ask('intent:roster', 'retire', 'v1')).rejects.toThrow(/Nothing on the bus answers intent:roster retire/);
  });

  it('a store that throws answers with the error', async () => {
    const broken = { remove: () => {
      throw new Error('disk on fire');
    } } as unknown as SaveStore;
    const handler = (request: BusEvents['intent:saves']) => serve(broken, request);
    bus.on('intent:saves', handler);
    handlers.push(() => bus.off('intent:saves', handler));
    await expect(ask('intent:saves', 'remove', 'one')).rejects.toThrow('disk on fire');
  });
});
