/**
 * An export of the whole collection (COLLECTION_FORMAT): every slot's delve in one file, and that
 * file read back, every entry checked before anything is written, so a refused entry writes
 * nothing. A single delve's file is taken where a collection was expected.
 */
import { COLLECTION_FORMAT, MAX_COLLECTION_BYTES, MAX_SAVE_BYTES, SAVE_FORMAT } from './constants';
import { byteLength, decodeValue, refuse, type Decoded, type Refusal } from './format';
import type { SaveEnvelope } from './saveSchema';
import { partyName } from './migrate';
import { autosaveTitle, cleanName } from './slotRecord';
import type { Imported, StoreRefusal } from './store';

/** The collection's text: the saves as the slots hold them, each with its name and whether it was the autosave. */
export const collectionText = (app: string, exported: string, saves: { name: string; autosave: boolean; save: SaveEnvelope }[]): string =>
  JSON.stringify({ format: COLLECTION_FORMAT, schema: 1, app, exported, saves });

/** One delve to import, under the name its slot will take. */
export interface Entry {
  decoded: Decoded;
  name: string;
}

/**
 * A collection's text read: its good entries and the refused ones with their reasons, or one
 * delve's file (`one`), or the refusal of the whole file. Never touches storage.
 */
export async function readCollection(text: string): Promise<{ ok: true; one: Entry } | { ok: true; good: Entry[]; refused: Imported['refused'] } | Refusal | StoreRefusal> {
  if (typeof text !== 'string') return refuse('foreign');
  if (text.length > MAX_COLLECTION_BYTES || byteLength(text) > MAX_COLLECTION_BYTES) {
    return { ok: false, code: 'oversized', reason: 'This file is larger than 32 MB, far more than any collection of delves needs, so it was not opened. Nothing was changed.' } satisfies StoreRefusal;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    if (text.trim() === '') return refuse('truncated');
    return text.includes(COLLECTION_FORMAT) || text.includes(SAVE_FORMAT) ? refuse('truncated') : refuse('foreign');
  }
  if (typeof raw !== 'object' || raw === null) return refuse('foreign');
  const top = raw as Record<string, unknown>;
  if (top.format === SAVE_FORMAT) {
    // one delve where a collection was expected: take it all the same
    if (text.length > MAX_SAVE_BYTES || byteLength(text) > MAX_SAVE_BYTES) return refuse('oversized');
    const one = await decodeValue(raw);
    if (!one.ok) return one;
    return { ok: true, one: { decoded: one, name: cleanName(one.save.name) ?? partyName(one.save.setup) } };
  }
  if (top.format !== COLLECTION_FORMAT) return refuse('foreign');
  if (typeof top.schema !== 'number' || top.schema > 1) {
    return { ok: false, code: 'future', reason: 'This collection comes from a newer version of the game. Update the game to open it. Nothing was changed.' } satisfies StoreRefusal;
  }
  if (!Array.isArray(top.saves)) return refuse('damaged', 'no list of saves');
  const good: Entry[] = [];
  const refused: Imported['refused'] = [];
  for (const [index, entry] of (top.saves as unknown[]).entries()) {
    const e = (typeof entry === 'object' && entry !== null ? entry : {}) as { name?: unknown; autosave?: unknown; save?: unknown };
    const label = cleanName(e.name) ?? `Save ${index + 1}`;
    let size: number;
    try {
      size = byteLength(JSON.stringify(e.save) ?? '');
    } catch {
      size = Infinity;
    }
    const decoded = size > MAX_SAVE_BYTES ? refuse('oversized') : await decodeValue(e.save);
    if (!decoded.ok) {
      refused.push({ index, name: label, code: decoded.code, reason: decoded.reason });
      continue;
    }
    const name = e.autosave === true ? autosaveTitle(decoded.save.setup) : label;
    good.push({ decoded, name: cleanName(name) ?? label });
  }
  return { ok: true, good, refused };
}
