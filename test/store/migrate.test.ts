/**
 * The migration chain (src/store/migrate.ts) and the golden save files of every released
 * version under test/fixtures/saves/: each must keep loading, exactly as it was written.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/store/checksum';
import { checksumOf, decodeSave, SCHEMA_VERSION } from '../../src/store/format';
import { migrate, MigrationError, MIGRATIONS, PRE_RELEASE_APP, schemaVersionOf, type Migration } from '../../src/store/migrate';
import { replayLog } from '../../src/store/replay';
import { decodeAction } from '../../src/store/actionCode';
import type { Action, GameSetup, GameState } from '../../src/games/deathmaze/game';

const dir = join(import.meta.dirname, '..', 'fixtures', 'saves');
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
const read = (f: string): string => readFileSync(join(dir, f), 'utf8');

describe('the chain', () => {
  it('reads the version each format declares', () => {
    expect(schemaVersionOf({ schema: 1 })).toBe(1);
    expect(schemaVersionOf({ schema: 7 })).toBe(7);
    expect(schemaVersionOf({ version: 0 })).toBe(0);
    expect(schemaVersionOf({ schema: '1' })).toBeNull();
    expect(schemaVersionOf({ schema: 0 })).toBeNull();
    expect(schemaVersionOf({ schema: 1.5 })).toBeNull();
    expect(schemaVersionOf({})).toBeNull();
  });

  it('runs one step at a time, in order, from any version to the target', () => {
    const trail: string[] = [];
    const step = (from: number): Migration => ({
      from,
      to: from + 1,
      note: `test ${from}`,
      up: (old) => {
        trail.push(`${from}->${from + 1}`);
        return { ...old, [`v${from + 1}`]: true, at: from + 1 };
      },
    });
    const chain = [step(2), step(0), step(1)];
    const { value, steps } = migrate({ at: 0 }, 0, 3, chain);
    expect(trail).toEqual(['0->1', '1->2', '2->3']);
    expect(steps.map((s) => s.from)).toEqual([0, 1, 2]);
    expect(value).toEqual({ at: 3, v1: true, v2: true, v3: true });
    trail.length = 0;
    expect(migrate({ at: 1 }, 1, 3, chain).value.at).toBe(3);
    expect(trail).toEqual(['1->2', '2->3']);
    expect(migrate({ at: 3 }, 3, 3, chain).steps).toEqual([]);
  });

  it('a gap in the chain is an error of ours, named', () => {
    expect(() => migrate({}, 0, 3, [{ from: 0, to: 1, note: '', up: (x) => x }])).toThrow(MigrationError);
    expect(() => migrate({}, 0, 3, [{ from: 0, to: 1, note: '', up: (x) => x }])).toThrow('No migration from save version 1.');
  });

  it('the real chain reaches SCHEMA_VERSION from every version it starts at', () => {
    for (const m of MIGRATIONS) expect(migrate({ version: 0 }, m.from, SCHEMA_VERSION).steps.length).toBeGreaterThan(0);
    expect(MIGRATIONS.at(-1)?.to ?? SCHEMA_VERSION).toBe(SCHEMA_VERSION);
  });
});

describe('golden save files', () => {
  it('there is one for every schema version released, 0 to SCHEMA_VERSION', () => {
    for (let version = 0; version <= SCHEMA_VERSION; version++) expect(files.some((f) => f.startsWith(`v${version}-`)), `v${version}`).toBe(true);
  });

  it.each(files)('%s loads', async (file) => {
    const text = read(file);
    const decoded = await decodeSave(text);
    if (!decoded.ok) throw new Error(`${file}: ${decoded.reason} (${decoded.detail ?? ''})`);
    const raw = JSON.parse(text) as { snapshot?: GameState; state?: GameState; actions?: Action[]; moves?: Action[]; setup: GameSetup };
    const version = Number(/^v(\d+)-/.exec(file)![1]);
    // before v3 every delve was played under rules edition 1: the migration says so; before v5
    // the setup named no ruleset, the Deathmaze's: the migration names it; nothing else changes
    const edition = version < 3 ? 1 : raw.setup.edition;
    const ruleset = 'deathmaze';
    const written = raw.snapshot ?? raw.state!;
    expect(decoded.save.setup).toEqual({ ...raw.setup, edition, ...(version < 5 ? { ruleset } : {}) });
    // the position is the one written in the file, and the actions lead there
    expect(canonicalJson(decoded.state)).toBe(canonicalJson({ ...written, setup: { ...written.setup, edition, ruleset } }));
    // from v5 each action is written as its text (src/store/actionCode.ts)
    expect(decoded.save.actions).toEqual(version >= 5 ? raw.actions!.map(decodeAction) : (raw.actions ?? raw.moves));
    expect(decoded.log).toEqual(replayLog({ ...raw.setup, edition, ruleset }, decoded.save.actions).events);
    expect(decoded.save.schema).toBe(SCHEMA_VERSION);
    expect(decoded.save.checksum).toBe(await checksumOf(decoded.save as unknown as Record<string, unknown>));
    expect(decoded.migratedFrom).toBe(version === SCHEMA_VERSION ? null : version);
  });

  it('v0: version, moves, state and savedAt become schema, actions, snapshot and the timestamps', async () => {
    const text = read('v0-prerelease.json');
    const raw = JSON.parse(text) as { savedAt: number; setup: GameSetup };
    const decoded = await decodeSave(text);
    if (!decoded.ok) throw new Error(decoded.reason);
    expect(decoded.migratedFrom).toBe(0);
    expect(decoded.save.app).toBe(PRE_RELEASE_APP);
    expect(decoded.save.created).toBe(new Date(raw.savedAt).toISOString());
    expect(decoded.save.updated).toBe(decoded.save.created);
    expect(decoded.save.seed).toBe(raw.setup.seed);
    expect(decoded.save.name).toBe('Aldric, Brisa, Corwin and Dara');
    expect(Object.keys(decoded.save).sort()).toEqual(['actions', 'app', 'checksum', 'created', 'delve', 'format', 'name', 'schema', 'seed', 'setup', 'snapshot', 'updated']);
  });

  it('v0 had no checksum: a changed v0 file is caught by the replay instead', async () => {
    const raw = JSON.parse(read('v0-prerelease.json')) as { moves: unknown[]; state: { party: { bezants: number } } };
    raw.state.party.bezants = 999;
    const r = await decodeSave(JSON.stringify(raw));
    expect(r.ok || r.code).toBe('mismatch');
    const cut = JSON.parse(read('v0-prerelease.json')) as { moves: unknown };
    cut.moves = 'none';
    const r2 = await decodeSave(JSON.stringify(cut));
    expect(r2.ok || r2.code).toBe('damaged');
  });

  it('v4: every delve has an identity; an older save gets one read from its setup and first save, the same each time it is read', async () => {
    for (const file of files) {
      const text = read(file);
      const [a, b] = [await decodeSave(text), await decodeSave(text)];
      if (!a.ok || !b.ok) throw new Error(file);
      expect(a.save.delve, file).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
      expect(b.save.delve, file).toBe(a.save.delve);
      const raw = JSON.parse(text) as { delve?: string };
      if (raw.delve !== undefined) expect(a.save.delve, file).toBe(raw.delve);
    }
    const ids = new Set(await Promise.all(files.map(async (f) => ((await decodeSave(read(f))) as { save: { delve: string } }).save.delve)));
    expect(ids.size).toBe(files.length);
  });

  it('each v1 file carries the checksum of its own contents', async () => {
    for (const file of files.filter((f) => f.startsWith('v1-'))) {
      const raw = JSON.parse(read(file)) as Record<string, unknown>;
      expect(raw.checksum, file).toBe(await checksumOf(raw));
    }
  });
});
