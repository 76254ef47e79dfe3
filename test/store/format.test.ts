/**
 * The save file (src/store/format.ts): what is written loads back exactly, and everything else
 * is refused with a reason a player understands.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalJson, sha256Hex, sha256Plain } from '../../src/store/checksum';
import { byteLength, checksumOf, decodeSave, encodeSave, MAX_SAVE_BYTES, SAVE_FORMAT, SaveFormatError, SCHEMA_VERSION, type Decoded, type Refusal } from '../../src/store/format';
import { replayLog } from '../../src/store/replay';
import type { Action } from '../../src/games/deathmaze/game';
import { finalState, fullLog, playDelve, type Delve } from './helpers';
import pkg from '../../package.json';
import { APP_VERSION } from '../../src/store/constants';

const delves: Delve[] = [playDelve(1), playDelve('format-b', { party: 2 }), playDelve('format-c', { party: 6, cap: 80 })];
const encode = (d: Delve) => encodeSave({ setup: d.setup, actions: d.actions, state: finalState(d) });
const sample = delves[0]!;
const sampleText = await encode(sample);

function refused(r: Decoded | Refusal): Refusal {
  if (r.ok) throw new Error('expected a refusal, the save loaded');
  return r;
}

/** The envelope of `text`, changed by `edit`, its checksum made right again (the edit of someone who knows the format). */
async function resealed(text: string, edit: (env: Record<string, unknown>) => void): Promise<string> {
  const env = JSON.parse(text) as Record<string, unknown>;
  edit(env);
  env.checksum = await checksumOf(env);
  return JSON.stringify(env);
}

describe('canonical JSON and SHA-256', () => {
  it('sorts keys at every depth and ignores how the file was indented', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 0, y: null }], c: 'x' } })).toBe('{"a":{"c":"x","d":[1,{"y":null,"z":0}]},"b":1}');
    const value = JSON.parse(sampleText) as unknown;
    expect(canonicalJson(JSON.parse(JSON.stringify(value, null, 3)))).toBe(canonicalJson(value));
  });

  it('drops undefined members as JSON does', () => {
    expect(canonicalJson({ a: undefined, b: [undefined, 1] })).toBe('{"b":[null,1]}');
  });

  it('the plain SHA-256 (used where crypto.subtle is missing) agrees with Web Crypto and Node', async () => {
    const abc = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
    expect(Buffer.from(sha256Plain(new TextEncoder().encode('abc'))).toString('hex')).toBe(abc);
    expect(await sha256Hex('abc')).toBe(abc);
    expect(await sha256Hex(sampleText)).toBe(Buffer.from(sha256Plain(new TextEncoder().encode(sampleText))).toString('hex'));
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(Buffer.from(sha256Plain(bytes)).toString('hex')).toBe(createHash('sha256').update(bytes).digest('hex'));
      }),
      { numRuns: 300 },
    );
  });

  it('counts UTF-8 bytes as TextEncoder does', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect(byteLength(s)).toBe(new TextEncoder().encode(s).length);
      }),
      { numRuns: 300 },
    );
  });
});

describe('round trips', () => {
  it('the package and the saves agree on the app version', () => {
    expect(APP_VERSION).toBe(pkg.version);
  });

  it.each(delves.map((d, i) => [i, d] as const))('delve %i: decodes to the same setup, actions, state and log', async (_i, d) => {
    const text = await encode(d);
    const decoded = await decodeSave(text);
    if (!decoded.ok) throw new Error(decoded.reason);
    expect(decoded.save.format).toBe(SAVE_FORMAT);
    expect(decoded.save.schema).toBe(SCHEMA_VERSION);
    expect(decoded.save.app).toBe(APP_VERSION);
    expect(decoded.save.seed).toBe(d.setup.seed);
    expect(decoded.save.setup).toEqual(d.setup);
    expect(decoded.save.actions).toEqual(d.actions);
    expect(decoded.state).toEqual(finalState(d));
    expect(decoded.log).toEqual(fullLog(d));
    expect(decoded.migratedFrom).toBeNull();
    expect(decoded.save.checksum).toBe((JSON.parse(text) as { checksum: string }).checksum);
  });

  it('a pretty-printed file with its keys reordered still loads (the checksum is over canonical JSON)', async () => {
    const env = JSON.parse(sampleText) as Record<string, unknown>;
    const reordered = Object.fromEntries(Object.entries(env).reverse());
    const decoded = await decodeSave(JSON.stringify(reordered, null, 2));
    expect(decoded.ok).toBe(true);
  });

  it('a new game with no action yet saves and loads', async () => {
    const d = playDelve('fresh', { cap: 0 });
    const decoded = await decodeSave(await encode(d));
    expect(decoded.ok && decoded.state).toEqual(d.states[0]);
  });

  it('refuses to write what could not be read back', async () => {
    const bad = [...sample.actions, { type: 'teleport' } as unknown as Action];
    await expect(encodeSave({ setup: sample.setup, actions: bad, state: finalState(sample) })).rejects.toBeInstanceOf(SaveFormatError);
  });

  it('writes the actions as the schema reads them: a member it does not know (even Infinity, which JSON cannot hold) is left out', async () => {
    const odd = sample.actions.map((a, i) => (i === 0 ? ({ ...a, extra: Infinity } as unknown as Action) : a));
    const decoded = await decodeSave(await encodeSave({ setup: sample.setup, actions: odd, state: finalState(sample) }));
    expect(decoded.ok && decoded.save.actions).toEqual(sample.actions);
  });

  it('drops members it does not know from actions, and the save still loads', async () => {
    const text = await resealed(sampleText, (env) => {
      // written out in full, as a hand-edited file may (schema 5 writes each action as a short text)
      (env.actions as unknown[])[0] = { ...sample.actions[0]!, note: 'scribbled' };
    });
    const decoded = await decodeSave(text);
    expect(decoded.ok && decoded.save.actions[0]).toEqual(sample.actions[0]);
  });
});

describe('refusals', () => {
  it('a file cut short: "This file was cut short…"', async () => {
    // from the format name on, a cut file is recognisably ours
    for (const cut of [30, 100, Math.floor(sampleText.length / 2), sampleText.length - 2, sampleText.length - 1]) {
      const r = refused(await decodeSave(sampleText.slice(0, cut)));
      expect(r.code, `cut at ${cut}`).toBe('truncated');
      expect(r.reason).toMatch(/^This file was cut short/);
    }
    expect(refused(await decodeSave('')).code).toBe('truncated');
    // before it, it is just not a save
    expect(refused(await decodeSave(sampleText.slice(0, 5))).code).toBe('foreign');
  });

  it('bytes flipped in the middle: refused, never loaded', async () => {
    for (let i = 0; i < 40; i++) {
      const at = 20 + Math.floor(((i * 7919) % 997) / 997 * (sampleText.length - 40));
      const flipped = sampleText.slice(0, at) + String.fromCharCode(sampleText.charCodeAt(at) ^ 0x04) + sampleText.slice(at + 1);
      if (flipped === sampleText) continue;
      expect((await decodeSave(flipped)).ok, `flip at ${at}`).toBe(false);
    }
  });

  it('anything else: "This is not a Deathmaze save…"', async () => {
    for (const text of ['hello', '{"name":"a shopping list"}', '[1,2,3]', 'null', '42', '\u0089PNG\r\n\u001a\n', '{"format":"other-game","schema":1}', '{ "broken": ']) {
      const r = refused(await decodeSave(text));
      expect(r.code, text).toBe('foreign');
      expect(r.reason).toMatch(/^This is not a Deathmaze save/);
    }
  });

  it('a save from a newer version: "This save comes from a newer version of the game…"', async () => {
    const text = await resealed(sampleText, (env) => {
      env.schema = SCHEMA_VERSION + 1;
      env.app = '2.3.0';
      env.somethingNew = { we: 'cannot know' };
    });
    const r = refused(await decodeSave(text));
    expect(r.code).toBe('future');
    expect(r.reason).toMatch(/^This save comes from a newer version of the game/);
    expect(r.reason).toContain('2.3.0');
  });

  it('larger than 2 MB: "This save is larger than 2 MB…", before it is parsed', async () => {
    const env = JSON.parse(sampleText) as Record<string, unknown>;
    env.padding = 'x'.repeat(MAX_SAVE_BYTES);
    const r = refused(await decodeSave(JSON.stringify(env)));
    expect(r.code).toBe('oversized');
    expect(r.reason).toMatch(/^This save is larger than 2 MB/);
    // under 2 MB in UTF-16 units, over it in UTF-8 bytes
    const wide = refused(await decodeSave(`"${'é'.repeat(MAX_SAVE_BYTES / 2 + 10)}"`));
    expect(wide.code).toBe('oversized');
  });

  it('hand-edited: "This save was changed after it was written (checksum)…"', async () => {
    const env = JSON.parse(sampleText) as { snapshot: { party: { bezants: number } }; actions: Action[]; name: string; checksum?: string };
    const edits: ((e: typeof env) => void)[] = [
      (e) => (e.snapshot.party.bezants += 1000),
      (e) => e.actions.pop(),
      (e) => (e.name = 'renamed by hand'),
      (e) => delete e.checksum,
      (e) => (e.checksum = 'f'.repeat(64)),
    ];
    for (const edit of edits) {
      const copy = JSON.parse(sampleText) as typeof env;
      edit(copy);
      const r = refused(await decodeSave(JSON.stringify(copy)));
      expect(r.code).toBe('tampered');
      expect(r.reason).toMatch(/^This save was changed after it was written \(its checksum/);
    }
  });

  it('moves that do not lead to the snapshot: "The moves in this save do not lead to the position it claims…"', async () => {
    const richer = await resealed(sampleText, (env) => {
      (env.snapshot as { party: { bezants: number } }).party.bezants += 1000;
    });
    const fewer = await resealed(sampleText, (env) => {
      (env.actions as unknown[]).splice(-3);
    });
    const illegal = await resealed(sampleText, (env) => {
      (env.actions as unknown[]).splice(1, 0, { type: 'leave' });
    });
    const otherSeed = await resealed(sampleText, (env) => {
      (env.setup as { seed: string }).seed = 'another';
      env.seed = 'another';
    });
    for (const text of [richer, fewer, illegal, otherSeed]) {
      const r = refused(await decodeSave(text));
      expect(r.code).toBe('mismatch');
      expect(r.reason).toMatch(/^The moves in this save do not lead to the position it claims/);
    }
  });

  it('the right checksum over the wrong shape: "This save is damaged…"', async () => {
    const shapes: ((env: Record<string, unknown>) => void)[] = [
      (env) => (env.actions = 'lots'),
      (env) => delete env.setup,
      (env) => (env.seed = 'not the setup’s seed'),
      (env) => ((env.setup as { party: unknown[] }).party = []),
      (env) => (env.created = 'last Tuesday'),
      (env) => (env.schema = '1'),
    ];
    for (const shape of shapes) {
      const r = refused(await decodeSave(await resealed(sampleText, shape)));
      expect(r.code).toBe('damaged');
      expect(r.reason).toMatch(/^This save is damaged/);
    }
  });

  it('every reason is a sentence for a player and says nothing was changed', async () => {
    const texts = ['', 'hello', sampleText.slice(0, 200), await resealed(sampleText, (e) => (e.schema = 99))];
    for (const t of texts) {
      const r = refused(await decodeSave(t));
      expect(r.reason).toMatch(/^[A-Z].*\.$/);
      expect(r.reason).toContain('Nothing was changed.');
      expect(r.reason).not.toMatch(/undefined|\[object|Error:|JSON/);
    }
  });

  it('replays each save it checks: the log is the replay’s', async () => {
    const decoded = await decodeSave(sampleText);
    expect(decoded.ok && decoded.log).toEqual(replayLog(sample.setup, sample.actions).events);
  });
});
