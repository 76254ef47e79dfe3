/**
 * The controller plays on the kernel's history (issue 13): the setup it keeps is the one the
 * deal took (its rules edition written in), undo goes back to a state it kept, and watching the
 * delve on the table replays nothing.
 */
import mitt from 'mitt';
import { describe, expect, it } from 'vitest';
import type { BusEvents } from '../src/bus';
import { Controller } from '../src/controller';
import { CURRENT_EDITION } from '../src/games/deathmaze/edition';
import { replay } from '../src/store/replay';
import { standardParty } from '../src/games/deathmaze/builders';

const claims = { claim: () => Promise.resolve('owned' as const), takeOver: () => Promise.resolve(), release: () => undefined, onLost: () => () => undefined };

function played(steps: number): Controller {
  const c = new Controller(mitt<BusEvents>(), null, claims);
  c.start({ seed: 'history-1', party: standardParty(4) });
  c.seedPolicy('history-policy');
  for (let i = 0; i < steps && c.state?.phase.kind !== 'over'; i++) c.decide();
  return c;
}

describe('the controller on a history', () => {
  it('keeps the setup as the deal took it: its rules edition written in (a save replays under it for good)', () => {
    const c = played(0);
    expect(c.setup?.edition).toBe(CURRENT_EDITION);
  });

  it('undo takes back a decision to the very state before it, and the log with it', () => {
    const c = played(60);
    for (let i = 0; i < 300 && c.state!.phase.kind !== 'explore'; i++) c.decide();
    expect(c.state!.phase.kind).toBe('explore');
    const living = c.state!.party.adventurers.find((a) => a.alive && a.weapons.length > 1);
    expect(living).toBeDefined();
    const before = c.state;
    const logBefore = c.log.length;
    expect(c.act({ type: 'ready', who: living!.id, weapon: living!.ready === 0 ? 1 : 0 })).toBe(true);
    expect(c.undoable).toBeGreaterThan(0);
    expect(c.undo()).toBe(true);
    expect(c.state).toEqual(before);
    expect(c.log.length).toBe(logBefore);
    expect(c.state).toEqual(replay(c.setup!, c.actions));
  });

  it('watching the delve on the table uses its own history: every step is the replayed one', () => {
    const c = played(120);
    const actions = [...c.actions];
    const setup = structuredClone(c.setup!);
    expect(c.watch(setup, actions, 0)).toBe(true);
    for (const k of [0, 1, 50, actions.length >> 1, actions.length]) {
      c.stepTo(k);
      expect(c.state).toEqual(replay(setup, actions.slice(0, k)));
    }
    c.stopWatching();
    expect(c.actions.length).toBe(actions.length);
  });
});
