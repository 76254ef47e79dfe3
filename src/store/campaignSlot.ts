/**
 * A campaign slot's record (`rs/<ruleset>/slot/<id>`): its name, what the list shows of it, and
 * which of its two copies is current; with the few helpers the slot store names things by.
 */
import * as v from 'valibot';
import { isQuotaError } from './backend';
import { refusal, type CampaignRefusal } from './campaignFormat';

export interface CampaignSlot {
  id: string;
  name: string;
  ruleset: string;
  actions: number;
  finished: boolean;
  /** ISO timestamps. */
  created: string;
  updated: string;
  /** What the list shows of the campaign (the store's `summary` option). */
  summary: string;
  /** The slot's own record is unreadable; its copies may still load. */
  damaged: boolean;
}

export const MAX_NAME = 60;
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export type Copy = 'a' | 'b';
export const other = (c: Copy): Copy => (c === 'a' ? 'b' : 'a');
const copySchema = v.picklist(['a', 'b'] as const);

const recordSchema = v.object({
  kind: v.literal('campaign-slot'),
  v: v.literal(1),
  id: v.pipe(v.string(), v.regex(ID_PATTERN)),
  ruleset: v.string(),
  name: v.string(),
  current: copySchema,
  previous: v.nullable(copySchema),
  created: v.string(),
  updated: v.string(),
  actions: v.number(),
  finished: v.boolean(),
  summary: v.string(),
});
export type SlotRecord = v.InferOutput<typeof recordSchema>;

/** A record's text as the record of slot `id` of `ruleset`; 'damaged' when it is anything else. */
export function readRecord(text: string, id: string, ruleset: string): SlotRecord | 'damaged' {
  try {
    const parsed = v.safeParse(recordSchema, JSON.parse(text));
    return parsed.success && parsed.output.id === id && parsed.output.ruleset === ruleset ? parsed.output : 'damaged';
  } catch {
    return 'damaged';
  }
}

export const slotOf = (r: SlotRecord, damaged = false): CampaignSlot => ({
  id: r.id,
  name: r.name,
  ruleset: r.ruleset,
  actions: r.actions,
  finished: r.finished,
  created: r.created,
  updated: r.updated,
  summary: r.summary,
  damaged,
});

export function cleanName(name: unknown): string | null {
  if (typeof name !== 'string') return null;
  const text = name.replace(/\s+/g, ' ').trim();
  if (text.length === 0) return null;
  return text.length > MAX_NAME ? text.slice(0, MAX_NAME).trim() : text;
}

export const missing = (): CampaignRefusal => refusal('missing', 'There is no such save: it may have been deleted in another tab.');

export function storageRefusal(e: unknown): CampaignRefusal {
  return isQuotaError(e)
    ? refusal('storage', 'Storage on this device is full, so the campaign was not saved. Export your campaigns to keep them, or free some space.')
    : refusal('storage', 'The browser would not let the game reach its saves just now. Try again, or reload the page.');
}

export function fileNameFor(rulesetId: string, name: string, when: string): string {
  const slug = name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'campaign';
  return `${rulesetId}-${slug}-${when.slice(0, 10)}.json`;
}
