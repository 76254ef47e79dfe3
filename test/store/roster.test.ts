/**
 * The roster kept in the browser (src/store/roster.ts) over localforage and IndexedDB
 * (fake-indexeddb in Node): survivors saved once per delve, improvements and retirements kept,
 * export and import like a save, and a damaged roster refused without losing a byte.
 */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { standardParty } from '../../src/games/deathmaze/builders';
import { newGame, type GameSetup, type GameState } from '../../src/games/deathmaze/game';
import { specForVeteran } from '../../src/games/deathmaze/party/roster';
import { localforageBackend, type StorageBackend } from '../../src/store/backend';
import { createRosterStore, decodeRoster, ROSTER_KEY, type RosterRefusal, type RosterStore } from '../../src/store/roster';
import { dump, faulty, freshDbName } from './helpers';

let backend: StorageBackend;
let store: RosterStore;
let n = 0;
const open = () => createRosterStore(backend, { now: () => `2026-11-30T07:${String(n % 60).padStart(2, '0')}:00.000Z`, newId: () => `v${++n}` });

beforeEach(() => {
  backend = localforageBackend({ name: freshDbName(), storeName: 'roster' });
  store = open();
});

function escaped(setup: GameSetup, xp: number[], bezants: number): GameState {
  const s = newGame(setup).state;
  s.phase = { kind: 'over', reason: 'escaped' };
  s.party.bezants = bezants;
  s.party.adventurers.forEach((a, i) => (a.xp = xp[i] ?? 0));
  return s;
}

const firstDelve: GameSetup = { seed: 'st-1', party: standardParty(2) };

function ok<T>(r: (T & { ok: true }) | RosterRefusal): T & { ok: true } {
  if (!r.ok) throw new Error(`expected success: ${r.reason}`);
  return r;
}

describe('roster storage faults (as the saves)', () => {
  it('reopens and retries once when the browser drops the connection', async () => {
    const disk = faulty(backend);
    const roster = createRosterStore(disk, { newId: () => `v${++n}` });
    ok(await roster.recordDelve(firstDelve, [], escaped(firstDelve, [80, 20], 400)));
    disk.dropNext(1);
    expect(ok(await roster.load()).roster.entries).toHaveLength(2);
    expect(disk.reopens).toBe(1);
  });
});

describe('roster storage', () => {
  it('starts empty, and keeps the survivors of a finished delve across a reopen', async () => {
    expect(ok(await store.load()).roster.entries).toEqual([]);
    const out = ok(await store.recordDelve(firstDelve, [], escaped(firstDelve, [80, 20], 400)));
    expect(out.report.joined).toEqual(['Aldric', 'Brisa']);
    const again = ok(await open().load());
    expect(again.roster.entries.map((e) => [e.veteran.name, e.veteran.xp, e.veteran.bezants])).toEqual([
      ['Aldric', 80, 200],
      ['Brisa', 20, 200],
    ]);
  });

  it('13.0: the same delve recorded twice adds its survivors once', async () => {
    const state = escaped(firstDelve, [0, 0], 0);
    ok(await store.recordDelve(firstDelve, [], state));
    const second = ok(await store.recordDelve(firstDelve, [], state));
    expect(second.report.already).toBe(true);
    expect(ok(await store.load()).roster.entries).toHaveLength(2);
  });

  it('13.11, 13.21: an improvement and a veteran’s return are kept; a death takes them off', async () => {
    ok(await store.recordDelve(firstDelve, [], escaped(firstDelve, [80, 0], 400)));
    const [aldric, brenna] = ok(await store.load()).roster.entries;
    const improved = ok(await store.improve(aldric!.id, { kind: 'woundPoint' }));
    expect(improved.roster.entries[0]!.veteran).toMatchObject({ woundPoints: 10, xp: 5, bezants: 100 });
    const refused = await store.improve(brenna!.id, { kind: 'woundPoint' });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.reason).toMatch(/^13\.11: .*75 Experience/);

    const next: GameSetup = {
      seed: 'st-2',
      party: [specForVeteran(improved.roster.entries[0]!, ['sword', 'bow']), specForVeteran(improved.roster.entries[1]!, ['axe', 'bow'])],
      advanced: true,
    };
    ok(await store.sendOnDelve(next, { [aldric!.id]: 0, [brenna!.id]: 1 }));
    const state = escaped(next, [30, 0], 50);
    state.party.adventurers[1]!.alive = false;
    const back = ok(await store.recordDelve(next, [], state));
    expect(back.report).toMatchObject({ returned: ['Aldric'], lost: ['Brisa'] });
    const after = ok(await open().load()).roster.entries;
    expect(after.map((e) => e.veteran.name)).toEqual(['Aldric']);
    expect(after[0]!.veteran).toMatchObject({ xp: 35, bezants: 150, delves: 2, woundPoints: 10 });
  });

  it('retiring removes a veteran; an unknown one is refused', async () => {
    ok(await store.recordDelve(firstDelve, [], escaped(firstDelve, [0, 0], 0)));
    const [a] = ok(await store.load()).roster.entries;
    expect(ok(await store.retire(a!.id)).roster.entries).toHaveLength(1);
    expect((await store.retire('nobody')).ok).toBe(false);
  });

  it('exports to a file that imports into another browser; importing it twice adds nothing', async () => {
    ok(await store.recordDelve(firstDelve, [], escaped(firstDelve, [75, 0], 200)));
    const file = ok(await store.exportText());
    expect(file.fileName).toMatch(/^deathmaze-roster-2026-11-30\.json$/);
    backend = localforageBackend({ name: freshDbName(), storeName: 'roster' });
    const other = open();
    const first = ok(await other.importText(file.text));
    expect([first.added, first.skipped]).toEqual([2, 0]);
    const second = ok(await other.importText(file.text));
    expect([second.added, second.skipped]).toEqual([0, 2]);
    expect(ok(await other.load()).roster.entries.map((e) => e.veteran.name)).toEqual(['Aldric', 'Brisa']);
  });

  it('refuses a tampered file, a foreign file and a record the rules reject, changing nothing', async () => {
    ok(await store.recordDelve(firstDelve, [], escaped(firstDelve, [0, 0], 0)));
    const before = await dump(backend);
    const file = ok(await store.exportText()).text;
    const tampered = file.replace('"xp": 0', '"xp": 9000');
    expect(tampered).not.toBe(file);
    const r1 = await store.importText(tampered);
    expect(!r1.ok && r1.reason).toMatch(/checksum/);
    const r2 = await store.importText('{"format":"deathmaze-save"}');
    expect(!r2.ok && r2.reason).toMatch(/saved delve, not a roster/);
    const r3 = await store.importText('{"format":"deathmaze-roster","version":1,"entr');
    expect(!r3.ok && r3.reason).toMatch(/cut short/);
    expect(await dump(backend)).toEqual(before);
  });

  it('a roster record the rules reject (Magic Resistance 9) is refused even with a good checksum', async () => {
    ok(await store.recordDelve(firstDelve, [], escaped(firstDelve, [0, 0], 0)));
    const doc = JSON.parse(ok(await store.exportText()).text) as { entries: { veteran: { magicResistance: number } }[]; checksum?: string };
    doc.entries[0]!.veteran.magicResistance = 9;
    delete doc.checksum;
    const { canonicalJson, sha256Hex } = await import('../../src/store/checksum');
    const resealed = JSON.stringify({ ...doc, checksum: await sha256Hex(canonicalJson(doc)) });
    const decoded = await decodeRoster(resealed, 'file');
    expect(!decoded.ok && decoded.reason).toMatch(/Magic Resistance/);
  });

  it('a damaged stored roster is refused with a reason, never written over, and set aside by an import', async () => {
    ok(await store.recordDelve(firstDelve, [], escaped(firstDelve, [0, 0], 0)));
    const file = ok(await store.exportText()).text;
    await backend.setItem(ROSTER_KEY, '{"format":"deathmaze-roster", broken');
    const before = await dump(backend);
    const loaded = await open().load();
    expect(!loaded.ok && loaded.reason).toMatch(/damaged and cannot be used/);
    const second: GameSetup = { seed: 'st-3', party: standardParty(1) };
    expect((await store.recordDelve(second, [], escaped(second, [0], 0))).ok).toBe(false);
    expect((await store.improve('v1', { kind: 'woundPoint' })).ok).toBe(false);
    expect(await dump(backend)).toEqual(before);

    const imported = ok(await store.importText(file));
    expect(imported.setAside).toMatch(/^roster\.damaged\./);
    expect(await backend.getItem(imported.setAside!)).toBe('{"format":"deathmaze-roster", broken');
    expect(ok(await store.load()).roster.entries).toHaveLength(2);
  });
});
