import { describe, expect, it } from 'vitest';
import type { SlotInfo } from '../../src/store/store';
import { classLabel } from '../../src/ui/labels';
import { importReport, outcomeLabel, partyLine, progressLine, savedLine, statusLabel } from '../../src/ui/slotsText';

const slot = (over: Partial<SlotInfo> = {}): SlotInfo => ({
  id: 'd1',
  name: 'Aldric and Brenna',
  autosave: false,
  party: [
    { name: 'Aldric', class: 'hero', alive: true },
    { name: 'Brenna', class: 'thief', alive: false },
  ],
  segments: 1,
  actions: 12,
  finished: false,
  outcome: null,
  created: '2026-11-30T05:00:00.000Z',
  updated: '2026-11-30T05:50:00.000Z',
  damaged: false,
  ...over,
});

describe('the words of the Saved delves panel', () => {
  it('lists the party with classes and marks the dead', () => {
    expect(partyLine(slot())).toBe('Aldric (Hero), Brenna (Thief) †');
    expect(partyLine(slot({ party: [] }))).toBe('Party unknown');
  });

  it('shows an unknown class word as stored rather than failing', () => {
    expect(classLabel('wizard')).toBe('Wizard');
    expect(classLabel('bard')).toBe('bard');
    expect(classLabel('constructor')).toBe('constructor');
  });

  it('counts segments explored and actions, singular and plural', () => {
    expect(progressLine(slot())).toBe('1 segment explored · 12 actions');
    expect(progressLine(slot({ segments: 7, actions: 1 }))).toBe('7 segments explored · 1 action');
  });

  it('says whether the delve is over and how', () => {
    expect(outcomeLabel(slot())).toBe('In progress');
    expect(outcomeLabel(slot({ finished: true, outcome: 'escaped' }))).toBe('Finished: escaped');
    expect(outcomeLabel(slot({ finished: true, outcome: 'dead' }))).toBe('Finished: the party fell');
    expect(outcomeLabel(slot({ finished: true, outcome: 'lost' }))).toBe('Finished: lost in the maze');
    expect(outcomeLabel(slot({ damaged: true }))).toBe('Label unreadable');
  });

  it('dates a save as today, yesterday or a calendar date in the player’s time zone', () => {
    const now = new Date('2026-11-30T06:00:00.000Z');
    const opts = { locale: 'en-GB', timeZone: 'UTC' };
    expect(savedLine('2026-11-30T05:50:00.000Z', now, opts)).toBe('Saved today, 05:50');
    expect(savedLine('2026-11-29T22:10:00.000Z', now, opts)).toBe('Saved yesterday, 22:10');
    expect(savedLine('2026-11-03T09:00:00.000Z', now, opts)).toBe('Saved 3 Nov 2026, 09:00');
    // 05:50 UTC on the 30th is still the 29th in New York
    expect(savedLine('2026-11-30T03:50:00.000Z', now, { locale: 'en-GB', timeZone: 'America/New_York' })).toBe('Saved yesterday, 22:50');
    expect(savedLine('not a date', now, opts)).toBe('Date unknown');
    expect(savedLine(new Date(0).toISOString(), now, opts)).toBe('Date unknown');
  });

  it('names each storage state', () => {
    expect(statusLabel('persistent')).toBe('Kept on this device');
    expect(statusLabel('temporary')).toBe('Kept in this browser');
    expect(statusLabel('memory')).toBe('Not kept: memory only');
  });

  it('reports an import: the store’s refusal as is, one slot, several, and entries refused', () => {
    expect(importReport({ ok: false, code: 'truncated', reason: 'Cut short. Nothing was changed.' })).toEqual({ text: 'Cut short. Nothing was changed.', error: true });
    expect(importReport({ ok: true, imported: [slot()], refused: [] })).toEqual({ text: 'Imported “Aldric and Brenna” as a new slot.', error: false });
    const two = importReport({ ok: true, imported: [slot(), slot({ name: 'Dace' })], refused: [{ index: 2, name: 'Old', code: 'tampered', reason: 'It was changed.' }] });
    expect(two.text).toBe('Imported 2 delves as new slots: “Aldric and Brenna”, “Dace”. “Old” was not imported: It was changed.');
    expect(two.error).toBe(true);
    expect(importReport({ ok: true, imported: [], refused: [] })).toEqual({ text: 'Nothing was imported.', error: true });
  });
});
