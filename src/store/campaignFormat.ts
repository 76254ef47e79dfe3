/**
 * A campaign's save file, for any ruleset the kernel runs: an envelope around its setup (the
 * deal's, defaults written in) and its action list, sealed with a SHA-256 of its canonical JSON,
 * with a digest of the state the actions lead to. Loading trusts nothing: size, JSON, format,
 * version, ruleset, schema, checksum, and finally a replay through the kernel's History, every
 * action read by its move's reader, that must come to the very state that was saved. A save
 * that no longer replays and was written under earlier rules (its setup names no rules edition,
 * or an earlier one, where the ruleset's deal writes one) is refused as saved by an earlier
 * version of the rules.
 */
import * as v from 'valibot';
import { readAction } from '../engine/driver';
import { History } from '../engine/history';
import type { ActionLike, Ruleset } from '../engine/ruleset';
import { canonicalJson, sha256Hex } from './checksum';
import { MAX_SAVE_BYTES } from './constants';

/** The `format` field of every campaign save: what tells our file from any other JSON. */
export const CAMPAIGN_FORMAT = 'tabletop-campaign';

/** The envelope's version. Bump it when the envelope changes shape. */
export const CAMPAIGN_VERSION = 1;

export type CampaignRefusalCode = 'missing' | 'damaged' | 'foreign' | 'future' | 'replay' | 'storage' | 'name' | 'too-big';
export type CampaignRefusal = { ok: false; code: CampaignRefusalCode; reason: string };

export const refusal = (code: CampaignRefusalCode, reason: string): CampaignRefusal => ({ ok: false, code, reason });

const hex64 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));
const timestamp = v.pipe(v.string(), v.isoTimestamp());

const bodyEntries = {
  format: v.literal(CAMPAIGN_FORMAT),
  version: v.literal(CAMPAIGN_VERSION),
  app: v.pipe(v.string(), v.maxLength(32)),
  ruleset: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/)),
  name: v.pipe(v.string(), v.maxLength(200)),
  created: timestamp,
  updated: timestamp,
  // the ruleset's deal judges the setup, its move readers the actions
  setup: v.custom<unknown>((x) => x !== undefined, 'no setup'),
  actions: v.array(v.unknown()),
  /** SHA-256 of the canonical JSON of the state the actions lead to. */
  state: hex64,
};
const envelopeSchema = v.object({ ...bodyEntries, checksum: hex64 });

export type CampaignEnvelope = v.InferOutput<typeof envelopeSchema>;
export type CampaignBody = Omit<CampaignEnvelope, 'checksum'>;

export const byteLength = (text: string): number => new TextEncoder().encode(text).length;

const TOO_BIG = `This save is larger than ${MAX_SAVE_BYTES / (1024 * 1024)} MB, far more than any campaign needs, so it was not kept or opened. Nothing was changed.`;

/** The sealed text of a save, or a refusal when it is too big (or holds something that is not JSON). */
export async function encodeCampaign(body: Omit<CampaignBody, 'format' | 'version' | 'state'>, state: unknown): Promise<{ ok: true; text: string } | CampaignRefusal> {
  let full: CampaignBody;
  let text: string;
  try {
    full = { format: CAMPAIGN_FORMAT, version: CAMPAIGN_VERSION, ...body, state: await sha256Hex(canonicalJson(state)) };
    const checksum = await sha256Hex(canonicalJson(full));
    text = JSON.stringify({ ...full, checksum });
  } catch (e) {
    return refusal('damaged', `This campaign cannot be saved: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (text.length > MAX_SAVE_BYTES || byteLength(text) > MAX_SAVE_BYTES) return refusal('too-big', TOO_BIG);
  return { ok: true, text };
}

/**
 * The envelope of a save's text, checked all but the replay: size, JSON, format, version,
 * ruleset, schema and checksum. Cheap enough to run before writing over a copy.
 */
export async function readEnvelope(text: unknown, rulesetId: string): Promise<{ ok: true; envelope: CampaignEnvelope } | CampaignRefusal> {
  if (typeof text !== 'string') return refusal('damaged', 'This is not a save file.');
  if (text.length > MAX_SAVE_BYTES || byteLength(text) > MAX_SAVE_BYTES) return refusal('too-big', TOO_BIG);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return text.includes(CAMPAIGN_FORMAT)
      ? refusal('damaged', 'This save is damaged: it was cut short or changed, so it cannot be read. Nothing was changed.')
      : refusal('foreign', 'This file is not a campaign save of this game. Nothing was changed.');
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return refusal('foreign', 'This file is not a campaign save of this game. Nothing was changed.');
  const top = raw as Record<string, unknown>;
  if (top.format !== CAMPAIGN_FORMAT) return refusal('foreign', 'This file is not a campaign save of this game (it may be a save of another kind). Nothing was changed.');
  if (typeof top.version === 'number' && Number.isInteger(top.version) && top.version > CAMPAIGN_VERSION) {
    return refusal('future', 'This save comes from a newer version of the game. Update the game to open it. Nothing was changed.');
  }
  if (typeof top.ruleset === 'string' && top.ruleset !== rulesetId) {
    return refusal('foreign', `This save is of another game (“${top.ruleset.slice(0, 40)}”), not of this one. Nothing was changed.`);
  }
  const parsed = v.safeParse(envelopeSchema, raw);
  if (!parsed.success) return refusal('damaged', `This save is damaged (${parsed.issues[0].message}), so it cannot be read. Nothing was changed.`);
  const { checksum, ...body } = parsed.output;
  if ((await sha256Hex(canonicalJson(body))) !== checksum) {
    return refusal('damaged', 'This save has been changed since it was written (its seal does not match), so it cannot be trusted. Nothing was changed.');
  }
  return { ok: true, envelope: parsed.output };
}

const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

const editionIn = (setup: unknown): unknown => (typeof setup === 'object' && setup !== null && 'edition' in setup ? setup.edition : undefined);

/**
 * Whether a save was written under earlier rules than the deal now plays it by, as words for the
 * refusal, or null: the ruleset writes a rules `edition` into the setups it deals (the Black
 * Gate's edition.ts, like the Deathmaze's), and the saved setup names none (it was saved before
 * editions were written) or an earlier one.
 */
function earlierRules(saved: unknown, dealt: unknown): string | null {
  const now = editionIn(dealt);
  if (typeof now !== 'number') return null;
  const then = editionIn(saved);
  if (then === undefined) return 'before the game wrote the edition of its rules into its saves';
  return typeof then === 'number' && then < now ? `under rules edition ${then}; this version plays edition ${now}` : null;
}

/** A campaign that no longer replays, saved under earlier rules: the refusal says so first. */
const OLDER = (when: string, what: string) =>
  `This campaign was saved by an earlier version of the rules (${when}), and its moves no longer replay under the rules of this version of the game (${what}), so it cannot be opened. Nothing was changed.`;

/**
 * The campaign an envelope holds, replayed from the deal: each action read by its move's
 * reader and played; the state it comes to must be the one saved.
 */
export async function replayCampaign<Setup, S, A extends ActionLike, E>(
  ruleset: Ruleset<Setup, S, A, E>,
  envelope: CampaignEnvelope,
): Promise<{ ok: true; setup: Setup; actions: A[]; history: History<Setup, S, A, E> } | CampaignRefusal> {
  const setup = envelope.setup as Setup;
  let history: History<Setup, S, A, E>;
  try {
    history = History.start(ruleset, setup);
  } catch (e) {
    return refusal('replay', `This campaign’s setup is refused by this version of the game (${messageOf(e)}). Nothing was changed.`);
  }
  const older = earlierRules(envelope.setup, history.setup);
  const actions: A[] = [];
  for (const [i, raw] of envelope.actions.entries()) {
    let action: A;
    try {
      action = readAction(ruleset, raw);
    } catch (e) {
      if (older) return refusal('replay', OLDER(older, `move ${i + 1} is not one this game knows: ${messageOf(e)}`));
      return refusal('replay', `Move ${i + 1} of this campaign is not one this game knows (${messageOf(e)}). Nothing was changed.`);
    }
    let out;
    try {
      out = history.play(action);
    } catch (e) {
      if (older) return refusal('replay', OLDER(older, `move ${i + 1} could not be played again: ${messageOf(e)}`));
      return refusal('replay', `Move ${i + 1} of this campaign could not be played again (${messageOf(e)}). Nothing was changed.`);
    }
    if (!out.ok) {
      if (older) return refusal('replay', OLDER(older, `move ${i + 1} is refused by ${out.rule}: ${out.reason}`));
      return refusal('replay', `Move ${i + 1} of this campaign is against the rules (${out.rule}: ${out.reason}), so the campaign cannot be rebuilt. Nothing was changed.`);
    }
    actions.push(action);
  }
  let digest: string;
  try {
    digest = await sha256Hex(canonicalJson(history.state));
  } catch (e) {
    return refusal('replay', `This campaign could not be rebuilt (${messageOf(e)}). Nothing was changed.`);
  }
  if (digest !== envelope.state) {
    if (older) return refusal('replay', OLDER(older, 'its moves lead to another position than the one saved'));
    return refusal('replay', 'This campaign’s moves no longer lead to the position that was saved (the rules may have changed since), so it cannot be opened. Nothing was changed.');
  }
  return { ok: true, setup: history.setup, actions, history };
}
