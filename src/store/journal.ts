/**
 * What keeps the store's costs flat as a delve grows.
 *
 * Writing. A stored copy is a save file like any other (format.ts), but the store does not make
 * it from scratch after every action: each delve has a `Journal` that holds the texts of its
 * actions and the seals of its chain (actionCode.ts). An autosave validates and encodes only the
 * actions that are new since the last one (the list shares its objects with the controller's),
 * hashes only the actions since the last seal and the fields around them (setup, snapshot), and
 * joins texts it already has. Every 50 actions it also writes the delve's latest checkpoint,
 * `check/<slot>/<copy>`: the state after that many actions, with the seal of the actions that
 * lead to it and a digest of both.
 *
 * Reading (Continue). `resumeStored` takes a copy and its checkpoint and, instead of replaying
 * the delve from its first step, checks:
 *
 *  1. the copy's checksum over its fields and its whole action chain (hashing: cheap);
 *  2. that the checkpoint belongs to these actions (its seal is the chain's after its step) and
 *     is as it was written (its digest);
 *  3. the actions after the checkpoint: each is one the schema reads, the rules accept each
 *     from the checkpoint's state on, and they lead exactly to the snapshot.
 *
 * The steps before the checkpoint are then proven lazily: the history it returns is `unverified`
 * and the controller replays them from the deal in idle slices (`History.verify`) while the
 * player looks at the table; until that proof is done it writes nothing over the slot, and if it
 * fails the delve is given up with the reason, the slot untouched. A copy that is tampered with
 * fails step 1 (any change to a field or an action changes the checksum); a forged copy with its
 * checksum made right again fails step 2 or 3 at once, or the lazy proof a moment later.
 *
 * Whenever any check fails, or there is no checkpoint (an older copy, an import), `resumeStored`
 * answers null and the store decodes the copy the whole way (`decodeSave`), which replays
 * everything and gives the refusal its reason: the fast way only ever accepts.
 */
import * as v from 'valibot';
import { History } from '../engine/history';
import { deathmaze, type Action, type GameSetup, type GameState } from '../games/deathmaze';
import { actionSchema } from '../games/deathmaze';
import { ActionChain, CHAIN_SEGMENT, decodeAction } from './actionCode';
import { canonicalJson, sha256Hex } from './checksum';
import { APP_VERSION, MAX_SAVE_BYTES, SAVE_FORMAT, SCHEMA_VERSION } from './constants';
import { byteLength, SaveFormatError, sealWith, type Decoded } from './format';
import { DELVE_ID, envelopeBodySchema, setupSchema, type SaveEnvelope } from './saveSchema';
import { partyName } from './migrate';
import { StateTexts } from './stateText';

/** A state the delve passed through, every CHAIN_SEGMENT actions: where Continue picks it up. */
export interface Checkpoint {
  step: number;
  state: GameState;
}

const summarize = (issues: readonly v.BaseIssue<unknown>[]): string =>
  issues
    .slice(0, 3)
    .map((i) => `${v.getDotPath(i) ?? '(top)'}: ${i.message}`)
    .join('; ');

/** The texts of one delve's actions, kept between its saves. */
export class Journal {
  private setupChecked: GameSetup | null = null;

  /** `chain`: the texts already read for this delve (a copy Continue picked up), or none yet. */
  constructor(readonly chain: ActionChain = new ActionChain()) {}

  /**
   * The text of a save of this delve, sealed: what `encodeSave` writes for the same input,
   * for the cost of what is new. Throws a SaveFormatError as `encodeSave` does.
   */
  async text(input: { setup: GameSetup; actions: readonly Action[]; state: GameState; name?: string; created: string; updated: string; app?: string; delve: string }): Promise<string> {
    if (this.setupChecked !== input.setup) {
      const setup = v.safeParse(setupSchema, input.setup);
      if (!setup.success) throw new SaveFormatError(`The setup cannot be saved: ${summarize(setup.issues)}`);
      this.setupChecked = input.setup;
    }
    if (!DELVE_ID.test(input.delve)) throw new SaveFormatError('The delve’s identity cannot be saved.');
    this.chain.sync(input.actions, (action, i) => {
      const out = v.safeParse(actionSchema, action);
      if (!out.success) throw new SaveFormatError(`The action list cannot be saved: ${i}: ${summarize(out.issues)}`);
      // as the schema reads it (members it does not know dropped), exactly what a load replays
      return out.output;
    });
    const head = {
      format: SAVE_FORMAT,
      schema: SCHEMA_VERSION,
      app: input.app ?? APP_VERSION,
      created: input.created,
      updated: input.updated,
      delve: input.delve,
      name: input.name ?? partyName(input.setup),
      setup: input.setup,
      seed: input.setup.seed,
    };
    const snapshot = this.stateTexts.of(input.state);
    const checksum = await sealWith({ ...head, snapshot: input.state }, this.chain, snapshot.canonical);
    // JSON.stringify({ ...head, actions, snapshot, checksum }), from the texts already made
    const headText = JSON.stringify(head);
    const text = `${headText.slice(0, -1)},"actions":${this.chain.json()},"snapshot":${snapshot.plain},"checksum":${JSON.stringify(checksum)}}`;
    if (text.length * 3 > MAX_SAVE_BYTES && byteLength(text) > MAX_SAVE_BYTES) throw new SaveFormatError('This delve has grown larger than a save may be (2 MB).');
    return text;
  }

  private stateTexts = new StateTexts();

  /** The last checkpoint's text, kept: the same checkpoint goes with fifty saves in a row. */
  private checkpointKept: { step: number; state: GameState; seal: string; out: { key: string; text: string } } | null = null;

  /** The text of `checkpoint` for these actions; null when it is not one of theirs to keep. */
  async checkpointText(checkpoint: Checkpoint | undefined): Promise<{ key: string; text: string } | null> {
    if (!checkpoint || checkpoint.step < CHAIN_SEGMENT) return null;
    const seal = this.chain.sealAt(checkpoint.step);
    if (seal === null) return null;
    const kept = this.checkpointKept;
    if (kept && kept.step === checkpoint.step && kept.state === checkpoint.state && kept.seal === seal) return kept.out;
    // the state as a text of its own: its digest is checked on the text, with no canonical form to build
    const state = JSON.stringify(checkpoint.state);
    const digest = await sha256Hex(`${state}\n${seal}`);
    const out = { key: `${checkpoint.step}:${seal}`, text: JSON.stringify({ step: checkpoint.step, seal, digest, state }) };
    this.checkpointKept = { step: checkpoint.step, state: checkpoint.state, seal, out };
    return out;
  }
}

const checkSchema = v.object({
  step: v.pipe(v.number(), v.integer(), v.minValue(CHAIN_SEGMENT)),
  seal: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  digest: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  state: v.string(),
});

const storedSchema = v.object({ ...envelopeBodySchema.entries, actions: v.array(v.string()), checksum: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)) });

/** Two JSON values equal as canonical JSON would find them (a member set to undefined is no member), without writing either. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bs = b as unknown[];
    if (a.length !== bs.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i] ?? null, bs[i] ?? null)) return false;
    return true;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let n = 0;
  for (const k in x) {
    if (x[k] === undefined) continue;
    n++;
    if (!sameJson(x[k], y[k])) return false;
  }
  for (const k in y) if (y[k] !== undefined) n--;
  return n === 0;
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/**
 * A stored copy picked up at its checkpoint (see the top of this file), or null: then decode it
 * the whole way. Never throws.
 */
export async function resumeStored(text: string, checkText: string | null): Promise<{ decoded: Decoded; chain: ActionChain } | null> {
  if (checkText === null) return null;
  try {
    const raw = parse(text) as Record<string, unknown> | null;
    if (raw === null || typeof raw !== 'object' || raw.format !== SAVE_FORMAT || raw.schema !== SCHEMA_VERSION || !Array.isArray(raw.actions)) return null;
    const check = v.safeParse(checkSchema, parse(checkText));
    if (!check.success) return null;
    const texts = raw.actions as unknown[];
    if (check.output.step > texts.length || !texts.every((t) => typeof t === 'string')) return null;

    // 1. the checksum over every field and the whole chain
    const chain = ActionChain.ofTexts(texts);
    const { checksum, actions: _actions, ...rest } = raw;
    if (typeof checksum !== 'string' || (await sealWith(rest, chain)) !== checksum) return null;
    const body = v.safeParse(storedSchema, raw);
    if (!body.success || body.output.seed !== body.output.setup.seed) return null;

    // 2. the checkpoint is these actions' and as written
    const { step, seal, digest } = check.output;
    if (chain.sealAt(step) !== seal || (await sha256Hex(`${check.output.state}\n${seal}`)) !== digest) return null;
    const state = JSON.parse(check.output.state) as GameState;

    // 3. the actions after it: read, refused by nobody, leading to the snapshot
    const actions = texts.map(decodeAction);
    for (let i = step; i < actions.length; i++) if (!v.safeParse(actionSchema, actions[i]).success) return null;
    const setup = body.output.setup;
    const history = History.resumed(deathmaze, setup, actions, { step, state }, canonicalJson);
    if (!sameJson(history.state, raw.snapshot)) return null;

    const save: SaveEnvelope = { ...(body.output as unknown as Omit<SaveEnvelope, 'actions' | 'snapshot'>), actions, snapshot: history.state, checksum };
    const decoded: Decoded = {
      ok: true,
      save,
      state: history.state,
      // the whole log: the steps before the checkpoint proven first, when someone asks for it
      get log() {
        history.verify();
        return [...history.log];
      },
      history,
      migratedFrom: null,
    };
    return { decoded, chain: chain.bind(actions) };
  } catch {
    return null;
  }
}
