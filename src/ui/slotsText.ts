/**
 * The words of the Saved delves panel: how a slot, the storage's state and an import's outcome
 * read to the player. Pure (no DOM), so the phrasing is unit-tested on its own.
 */
import type { Imported, SlotInfo, StatusKind, StoreRefusal } from '../tablePort';
import { classLabel, plural } from './labels';

/** "Aldric (Hero), Brenna (Thief) †": who went down, with their classes; the dead marked. */
export function partyLine(slot: Pick<SlotInfo, 'party'>): string {
  if (slot.party.length === 0) return 'Party unknown';
  return slot.party.map((a) => `${a.name} (${classLabel(a.class)})${a.alive ? '' : ' †'}`).join(', ');
}

/** "12 segments explored · 40 actions". */
export function progressLine(slot: Pick<SlotInfo, 'segments' | 'actions'>): string {
  return `${plural(slot.segments, 'segment')} explored · ${plural(slot.actions, 'action')}`;
}

/** Where the delve stands: still going, or how it ended. */
export function outcomeLabel(slot: Pick<SlotInfo, 'finished' | 'outcome' | 'damaged'>): string {
  if (slot.damaged) return 'Label unreadable';
  if (!slot.finished) return 'In progress';
  switch (slot.outcome) {
    case 'escaped':
      return 'Finished: escaped';
    case 'dead':
      return 'Finished: the party fell';
    case 'lost':
      return 'Finished: lost in the maze';
    default:
      return 'Finished';
  }
}

export interface DateOptions {
  locale?: string;
  timeZone?: string;
}

/** "Saved today, 05:50", "Saved yesterday, 22:10" or "Saved 3 Nov 2026, 09:00". */
export function savedLine(iso: string, now: Date, opts: DateOptions = {}): string {
  const when = new Date(iso);
  if (Number.isNaN(when.getTime()) || when.getTime() <= 0) return 'Date unknown';
  const zone = opts.timeZone ? { timeZone: opts.timeZone } : {};
  const day = new Intl.DateTimeFormat('en-CA', { ...zone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const time = new Intl.DateTimeFormat(opts.locale, { ...zone, hour: '2-digit', minute: '2-digit' }).format(when);
  const today = day.format(now);
  const yesterday = day.format(new Date(now.getTime() - 86_400_000));
  const that = day.format(when);
  if (that === today) return `Saved today, ${time}`;
  if (that === yesterday) return `Saved yesterday, ${time}`;
  const date = new Intl.DateTimeFormat(opts.locale, { ...zone, day: 'numeric', month: 'short', year: 'numeric' }).format(when);
  return `Saved ${date}, ${time}`;
}

/** The short word over the storage's state; the store's own message explains it. */
export function statusLabel(kind: StatusKind): string {
  switch (kind) {
    case 'persistent':
      return 'Kept on this device';
    case 'temporary':
      return 'Kept in this browser';
    case 'memory':
      return 'Not kept: memory only';
  }
}

/** What an import did, for the panel's message line. */
export function importReport(result: Imported | StoreRefusal): { text: string; error: boolean } {
  if (!result.ok) return { text: result.reason, error: true };
  const names = result.imported.map((s) => `“${s.name}”`);
  const parts: string[] = [];
  if (names.length === 1) parts.push(`Imported ${names[0]!} as a new slot.`);
  else if (names.length > 1) parts.push(`Imported ${plural(names.length, 'delve')} as new slots: ${names.join(', ')}.`);
  else parts.push('Nothing was imported.');
  for (const r of result.refused) parts.push(`“${r.name}” was not imported: ${r.reason}`);
  return { text: parts.join(' '), error: result.imported.length === 0 || result.refused.length > 0 };
}
