/**
 * A delve slot's record (`slot/<id>`): its name, what the list shows of it, which of its two
 * copies is current and its revision; the keys a slot is kept under, and the names it is given.
 */
import * as v from 'valibot';
import type { GameSetup, GameState } from '../games/deathmaze';
import type { SlotInfo, StoreRefusal } from './store';
import { partyName } from './migrate';
import { randomId } from './checksum';

/** The slot the table writes after every action, and Continue reads. */
export const AUTOSAVE_ID = 'autosave';
export const AUTOSAVE_NAME = 'Autosave';
const MAX_NAME = 60;

export type Copy = 'a' | 'b';
export const SLOT_PREFIX = 'slot/';
export const slotKey = (id: string): string => `${SLOT_PREFIX}${id}`;
export const copyKey = (id: string, copy: Copy): string => `copy/${id}/${copy}`;
/** The checkpoint kept beside a copy (journal.ts). */
export const checkKey = (id: string, copy: Copy): string => `check/${id}/${copy}`;
export const other = (c: Copy): Copy => (c === 'a' ? 'b' : 'a');
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const copySchema = v.picklist(['a', 'b'] as const);
const recordSchema = v.object({
  kind: v.literal('deathmaze-slot'),
  v: v.literal(1),
  id: v.pipe(v.string(), v.regex(ID_PATTERN)),
  name: v.string(),
  autosave: v.boolean(),
  current: copySchema,
  previous: v.nullable(copySchema),
  created: v.string(),
  updated: v.string(),
  /** Which delve this is: its identity (schema 4), or in older records a digest of its setup. */
  delve: v.optional(v.string()),
  /** How many times the slot was written: a tab that read revision n writes only over revision n. */
  rev: v.optional(v.number()),
  summary: v.object({
    party: v.array(v.object({ name: v.string(), class: v.string(), alive: v.boolean() })),
    segments: v.number(),
    actions: v.number(),
    finished: v.boolean(),
    outcome: v.nullable(v.picklist(['escaped', 'dead', 'lost'] as const)),
  }),
});
export type SlotRecord = v.InferOutput<typeof recordSchema>;
type Summary = SlotRecord['summary'];

function summaryOf(state: GameState, actions: number): Summary {
  return {
    party: state.party.adventurers.map((a) => ({ name: a.name, class: a.class, alive: a.alive })),
    segments: Object.keys(state.maze.chits).length,
    actions,
    finished: state.phase.kind === 'over',
    outcome: state.phase.kind === 'over' ? state.phase.reason : null,
  };
}

export const infoOf = (r: SlotRecord, damaged = false): SlotInfo => ({
  id: r.id,
  name: r.name,
  autosave: r.autosave,
  ...r.summary,
  party: r.summary.party.map((p) => ({ ...p })),
  created: r.created,
  updated: r.updated,
  damaged,
});

/** What the autosave is called once it leaves its own slot (exported, or imported as a slot): its party's names. */
export const autosaveTitle = (setup: GameSetup): string => `${partyName(setup)} (autosave)`;

export function cleanName(name: unknown): string | null {
  if (typeof name !== 'string') return null;
  const text = name.replace(/\s+/g, ' ').trim();
  if (text.length === 0) return null;
  return text.length > MAX_NAME ? text.slice(0, MAX_NAME).trim() : text;
}

export const missing = (): StoreRefusal => ({ ok: false, code: 'missing', reason: 'There is no such save: it may have been deleted in another tab.' });

export const newId = (): string => randomId('d');

export function fileNameFor(name: string, when: string): string {
  const slug = name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'delve';
  return `deathmaze-${slug}-${when.slice(0, 10)}.json`;
}

/** A record's text as the record of slot `id`; 'damaged' when it is anything else. */
export function readRecord(text: string, id: string): SlotRecord | 'damaged' {
  try {
    const parsed = v.safeParse(recordSchema, JSON.parse(text));
    return parsed.success && parsed.output.id === id ? parsed.output : 'damaged';
  } catch {
    return 'damaged';
  }
}

export function recordFor(
  id: string,
  name: string,
  state: GameState,
  actions: number,
  created: string,
  updated: string,
  current: Copy,
  previous: Copy | null,
  delve?: string,
  rev?: number,
  autosave = id === AUTOSAVE_ID,
): SlotRecord {
  return {
    kind: 'deathmaze-slot',
    v: 1,
    id,
    name,
    autosave,
    current,
    previous,
    created,
    updated,
    ...(delve ? { delve } : {}),
    ...(rev !== undefined ? { rev } : {}),
    summary: summaryOf(state, actions),
  };
}

/** What the list shows of a slot whose record is unreadable. */
export function damagedInfo(id: string): SlotInfo {
  const epoch = new Date(0).toISOString();
  return { id, name: 'Unreadable save', autosave: id === AUTOSAVE_ID, party: [], segments: 0, actions: 0, finished: false, outcome: null, created: epoch, updated: epoch, damaged: true };
}
