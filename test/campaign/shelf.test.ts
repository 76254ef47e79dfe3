import { describe, expect, it } from 'vitest';
import { CampaignSession } from '../../src/campaign/session';
import { shelfOf } from '../../src/campaign/shelf';
import { blackGate, type BgSetup } from '../../src/games/blackgate';
import { memoryBackend } from '../../src/store/backend';
import { createCampaignStore } from '../../src/store/campaignStore';

const setup: BgSetup = { ruleset: 'blackgate', seed: 5, request: { heroes: ['almuric', 'curvenol', 'gislan'], initiateRaces: ['human', 'elf', 'dwarf'] } };

function table() {
  const store = createCampaignStore(blackGate, memoryBackend());
  const session = new CampaignSession(blackGate, store);
  return { store, session, shelf: shelfOf(session, store) };
}

describe('the saved campaigns shelf (what a panel may do to the saves)', () => {
  it('saves the campaign on the table into a named slot, and plays on from it exactly where it was', async () => {
    const { session, shelf } = table();
    expect(shelf.canSave).toBe(false);
    expect((await shelf.saveCurrent('x')).ok).toBe(false);
    session.start(setup);
    for (let i = 0; i < 6; i++) session.decide();
    const at = JSON.stringify(session.state);
    const saved = await shelf.saveCurrent('Before the stair');
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;
    expect(saved.slot).toMatchObject({ name: 'Before the stair', actions: 6, ruleset: 'blackgate' });
    session.decide();
    const opened = await shelf.open(saved.slot.id);
    expect(opened).toEqual({ ok: true, fromPrevious: false });
    expect(JSON.stringify(session.state)).toBe(at);
    expect(session.actions).toHaveLength(6);
  });

  it('exports a slot and imports the file into a new slot; a damaged file is refused and nothing changes', async () => {
    const { session, shelf } = table();
    session.start(setup);
    session.decide();
    const saved = await shelf.saveCurrent('One step');
    if (!saved.ok) throw new Error(saved.reason);
    const file = await shelf.exportSlot(saved.slot.id);
    if (!file.ok) throw new Error(file.reason);
    const before = (await shelf.list()).length;
    const imported = await shelf.importText(file.text);
    expect(imported.ok).toBe(true);
    expect((await shelf.list()).length).toBe(before + 1);
    const damaged = await shelf.importText(file.text.replace('"actions"', '"actionz"'));
    expect(damaged.ok).toBe(false);
    expect((await shelf.list()).length).toBe(before + 1);
    expect((await shelf.remove(saved.slot.id)).ok).toBe(true);
    expect((await shelf.list()).some((s) => s.id === saved.slot.id)).toBe(false);
  });

  it('never saves a staged position: its steps replay only from where it was set up', async () => {
    const { session, shelf } = table();
    session.stage(setup, blackGate.newGame(setup).state);
    expect(shelf.canSave).toBe(false);
    expect((await shelf.saveCurrent()).ok).toBe(false);
  });
});
