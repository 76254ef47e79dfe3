/**
 * The campaign session over the real Black Gate ruleset: every step autosaved so that a load
 * replays to the same campaign, refusals told and never saved, undo never across a reveal.
 */
import { describe, expect, it } from 'vitest';
import { CampaignSession } from '../../src/campaign/session';
import { canonicalJson } from '../../src/engine/canonical';
import { blackGate } from '../../src/games/blackgate/ruleset';
import type { BgSetup } from '../../src/games/blackgate/state';
import { memoryBackend, type StorageBackend } from '../../src/store/backend';
import { createCampaignStore } from '../../src/store/campaignStore';

const SETUP: BgSetup = { ruleset: 'blackgate', seed: 7, request: { heroes: ['lordDil', 'gislan', 'wendolyn'], initiateRaces: ['human', 'elf', 'dwarf'] } };

function sessionOver(backend: StorageBackend = memoryBackend()) {
  const store = createCampaignStore(blackGate, backend);
  return { store, session: new CampaignSession(blackGate, store) };
}

describe('CampaignSession', () => {
  it('§16 every step is autosaved: the autosave loads back to the campaign on the table', async () => {
    const { store, session } = sessionOver();
    const told: string[] = [];
    session.events.on('started', () => told.push('started'));
    session.events.on('changed', () => told.push('changed'));
    session.start(SETUP);
    for (let i = 0; i < 30; i++) expect(session.decide()).toBe(true);
    await session.flush();
    const back = await store.load('autosave');
    if (!back.ok) throw new Error(back.reason);
    expect(back.actions.length).toBe(30);
    expect(canonicalJson(back.history.state)).toBe(canonicalJson(session.state));
    expect(told).toEqual(['started', ...Array<string>(30).fill('changed')]);
    // and the loaded one plays on from where it was
    const resumed = new CampaignSession(blackGate, store);
    resumed.resume(back);
    expect(resumed.legal).toEqual(session.legal);
  });

  it('LŚ 6.2 a refused action is told with its rule, changes nothing and saves nothing', async () => {
    const backend = memoryBackend();
    const { session } = sessionOver(backend);
    session.start(SETUP);
    await session.flush();
    const before = canonicalJson(session.state);
    const saved = [...backend.data.entries()].map(([k, v]) => k + v).join();
    const refusals: { rule: string }[] = [];
    session.events.on('refused', (r) => refusals.push(r));
    expect(session.play({ type: 'lay', rot: 0 })).toBe(false);
    await session.flush();
    expect(refusals).toHaveLength(1);
    expect(refusals[0]!.rule).toBe('LŚ 6.0');
    expect(canonicalJson(session.state)).toBe(before);
    expect([...backend.data.entries()].map(([k, v]) => k + v).join()).toBe(saved);
  });

  it('undo takes back a step with no die thrown, and not one past a reveal', () => {
    const { session } = sessionOver();
    session.start(SETUP);
    const dealt = canonicalJson(session.state);
    // DM 5.12: a new marching order throws no die
    const rows = [...session.state!.party.rows].reverse();
    expect(session.play({ type: 'order', rows })).toBe(true);
    expect(session.undoable).toBe(1);
    expect(session.undo()).toBe(true);
    expect(canonicalJson(session.state)).toBe(dealt);
    // a step into the unknown draws a tile from the container: undo stops there
    const go = session.legal.find((a) => a.type === 'go');
    expect(go).toBeDefined();
    expect(session.play(go!)).toBe(true);
    expect(session.undoable).toBe(0);
    expect(session.undo()).toBe(false);
  });

  it('a storage that fails is told, and the campaign plays on in memory', async () => {
    const backend = memoryBackend();
    const broken: StorageBackend = { ...backend, setItem: () => Promise.reject(new Error('disk on fire')) };
    const { session } = sessionOver(broken);
    const unsaved: string[] = [];
    session.events.on('unsaved', ({ reason }) => unsaved.push(reason));
    session.start(SETUP);
    expect(session.decide()).toBe(true);
    await session.flush();
    expect(unsaved.length).toBeGreaterThan(0);
    expect(session.actions).toHaveLength(1);
  });
});
