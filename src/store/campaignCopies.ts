/**
 * Which of a campaign slot's two copies (campaignStore.ts) a load reads and a save writes: a load
 * takes the newer readable copy whose moves replay, falling back to the other; a save writes the
 * spare, and never over the one good copy.
 */
import type { History } from '../engine/history';
import type { ActionLike, Ruleset } from '../engine/ruleset';
import { readEnvelope, replayCampaign, type CampaignEnvelope, type CampaignRefusal } from './campaignFormat';
import { other, type Copy, type SlotRecord } from './campaignSlot';

/** A copy's text as the storage holds it; null when there is none. */
export type CopyText = (copy: Copy) => Promise<string | null>;

/** The copy a load takes: its text and envelope, and the campaign its moves replay. */
export interface LoadableCopy<Setup, S, A extends ActionLike, E> {
  ok: true;
  envelope: CampaignEnvelope;
  copy: Copy;
  text: string;
  replayed: { ok: true; setup: Setup; actions: A[]; history: History<Setup, S, A, E> };
}

/**
 * The copy to load of those in `order`: the first readable one, or with `newest` (a slot whose
 * record is unreadable) the newer of them; else the first refusal met, or null with no copy at all.
 */
export async function copyToLoad<Setup, S, A extends ActionLike, E>(
  ruleset: Ruleset<Setup, S, A, E>,
  order: Copy[],
  newest: boolean,
  textOf: CopyText,
): Promise<LoadableCopy<Setup, S, A, E> | CampaignRefusal | null> {
  let best: { envelope: CampaignEnvelope; copy: Copy; text: string } | null = null;
  let firstRefusal: CampaignRefusal | null = null;
  for (const copy of order) {
    const text = await textOf(copy);
    if (text === null) continue;
    const read = await readEnvelope(text, ruleset.id);
    if (!read.ok) {
      firstRefusal ??= read;
      continue;
    }
    if (!best || read.envelope.updated > best.envelope.updated) best = { envelope: read.envelope, copy, text };
    if (!newest) break;
  }
  // the replay last, on the copy chosen; a copy whose moves are refused falls back as a damaged one does
  let replayed = best ? await replayCampaign(ruleset, best.envelope) : null;
  if (best && replayed && !replayed.ok) {
    firstRefusal ??= replayed;
    const rest = order.filter((c) => c !== best!.copy);
    best = null;
    replayed = null;
    for (const copy of rest) {
      const text = await textOf(copy);
      if (text === null) continue;
      const read = await readEnvelope(text, ruleset.id);
      if (!read.ok) continue;
      const again = await replayCampaign(ruleset, read.envelope);
      if (again.ok) {
        best = { envelope: read.envelope, copy, text };
        replayed = again;
        break;
      }
    }
  }
  if (!best || !replayed || !replayed.ok) return firstRefusal;
  return { ok: true, ...best, replayed };
}

/**
 * Which copy a save writes, and which it keeps as the one before: the spare, unless the
 * current copy is itself unreadable (then it is the one written over, and the good one stays).
 */
export async function placeFor(old: SlotRecord | 'damaged' | null, rulesetId: string, textOf: CopyText): Promise<{ current: Copy; previous: Copy | null }> {
  const good = async (copy: Copy): Promise<{ updated: string } | null> => {
    const text = await textOf(copy);
    if (text === null) return null;
    const read = await readEnvelope(text, rulesetId);
    return read.ok ? { updated: read.envelope.updated } : null;
  };
  if (old === null) return { current: 'a', previous: null };
  if (old !== 'damaged') {
    if (await good(old.current)) return { current: other(old.current), previous: old.current };
    return { current: old.current, previous: old.previous };
  }
  // the record is unreadable: keep the newer readable copy, write over the other
  const a = await good('a');
  const b = await good('b');
  if (a && (!b || a.updated >= b.updated)) return { current: 'b', previous: 'a' };
  if (b) return { current: 'a', previous: 'b' };
  return { current: 'a', previous: null };
}
