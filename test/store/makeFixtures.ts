/**
 * Writes the golden save files under test/fixtures/saves/ from real games played by the
 * autoplay policy. Run once per released schema version, then never again for that version:
 * the files are what players' old saves look like, and must keep loading as they are.
 *
 *   npx tsx test/store/makeFixtures.ts            # writes only the files that are missing
 *   npx tsx test/store/makeFixtures.ts --force    # rewrites them (only before a release!)
 *
 * v0 (the pre-release format, see src/store/migrate.ts) is written from a real game too, in
 * that format's own shape.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { advancedParty, standardParty } from '../../src/games/deathmaze/builders';
import type { GameState } from '../../src/games/deathmaze/game';
import { checksumOf, envelopeText, sealSave } from '../../src/store/format';
import { SAVE_FORMAT } from '../../src/store/constants';
import { playDelve, finalState, type Delve, type DelveOptions } from './helpers';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '..', 'fixtures', 'saves');
const force = process.argv.includes('--force');

/** The first seed `prefix-0`, `prefix-1`, … whose delve satisfies `wanted`. */
function find(prefix: string, wanted: (d: Delve) => boolean, opts: DelveOptions = {}): Delve {
  for (let i = 0; i < 500; i++) {
    const d = playDelve(`${prefix}-${i}`, opts);
    if (wanted(d)) return d;
  }
  throw new Error(`No delve for ${prefix} in 500 seeds.`);
}

const over = (reason: string) => (d: Delve) => {
  const s: GameState = finalState(d);
  return s.phase.kind === 'over' && s.phase.reason === reason && d.actions.length >= 40;
};

function write(file: string, value: unknown): void {
  const path = join(out, file);
  if (existsSync(path) && !force) {
    console.log(`kept ${file}`);
    return;
  }
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
  console.log(`wrote ${file}`);
}

/** A save as release `app` wrote it: schema `schema`, sealed with the checksum of its own contents. */
async function sealed(schema: number, app: string, file: string, name: string, d: Delve, created: string, updated: string, delve?: string): Promise<void> {
  const env = { ...(await sealSave({ setup: d.setup, actions: d.actions, state: finalState(d), name, created, updated, app, ...(delve ? { delve } : {}) })), schema } as Record<string, unknown>;
  delete env.checksum;
  // the delve's identity came with schema 4
  if (schema < 4) delete env.delve;
  write(file, { ...env, checksum: await checksumOf(env) });
}

const v1 = (file: string, name: string, d: Delve, created: string, updated: string) => sealed(1, '0.1.0', file, name, d, created, updated);
const v2 = (file: string, name: string, d: Delve, created: string, updated: string) => sealed(2, '0.2.0', file, name, d, created, updated);
const v3 = (file: string, name: string, d: Delve, created: string, updated: string) => sealed(3, '0.3.0', file, name, d, created, updated);
const v4 = (file: string, name: string, d: Delve, created: string, updated: string, delve: string) => sealed(4, '0.4.0', file, name, d, created, updated, delve);

async function main(): Promise<void> {
  mkdirSync(out, { recursive: true });

  const escaped = find('golden-escaped', over('escaped'));
  await v1('v1-escaped.json', 'Out with the loot', escaped, '2025-05-01T18:00:00.000Z', '2025-05-01T19:12:00.000Z');

  const dead = find('golden-dead', over('dead'));
  await v1('v1-dead.json', 'Nobody came back', dead, '2025-05-02T20:00:00.000Z', '2025-05-02T20:41:00.000Z');

  // a delve saved in the middle of a fight, the monsters' wounds and the round under way
  const fighting = find('golden-combat', (d) => finalState(d).phase.kind === 'combat' && d.actions.length >= 10, {
    until: (s) => s.phase.kind === 'combat' && s.combat !== null && s.combat.round >= 2,
  });
  await v1('v1-in-combat.json', 'Mid-fight', fighting, '2025-05-03T09:00:00.000Z', '2025-05-03T09:20:00.000Z');

  // every setup option: two players, the transcription's chit mix, a chosen marching order
  const party = standardParty(6).map((a, i) => ({ ...a, player: i % 2 }));
  const options = find('golden-options', (d) => d.actions.length >= 30, {
    cap: 60,
    setup: {
      party,
      players: 2,
      chitMix: 'transcription',
      marchingOrder: [
        ['a2', 'a1', 'a3'],
        ['a4', null, 'a5'],
        [null, 'a6', null],
      ],
    },
  });
  await v1('v1-options.json', 'Two players, six adventurers', options, '2025-05-04T15:00:00.000Z', '2025-05-04T15:30:00.000Z');

  // v2: an Advanced delve, a Wizard casting spells on the way (11.2)
  const advanced = find('golden-advanced', (d) => finalState(d).phase.kind === 'over' && d.actions.some((a) => a.type === 'cast'), {
    setup: { party: advancedParty(4), advanced: true },
  });
  await v2('v2-advanced.json', 'A Wizard among them', advanced, '2026-11-30T08:00:00.000Z', '2026-11-30T08:40:00.000Z');

  // v3: rules edition 2, an Advanced delve in which monsters were fought (Wound Points rolled as combat was joined, 7.14)
  const corrected = find('golden-edition2', (d) => finalState(d).phase.kind === 'over' && d.actions.some((a) => a.type === 'fight') && d.actions.some((a) => a.type === 'cast'), {
    setup: { party: advancedParty(4), advanced: true },
  });
  // the table saves the setup as the rules took it, its edition written in (src/controller.ts)
  await v3('v3-edition2.json', 'Corrected rules', { ...corrected, setup: finalState(corrected).setup }, '2026-12-01T21:00:00.000Z', '2026-12-01T21:45:00.000Z');

  // v4: the delve's identity in the envelope; a delve left unfinished, as the autosave holds one
  const unfinished = find('golden-identity', (d) => finalState(d).phase.kind !== 'over' && d.actions.length >= 20, { cap: 30 });
  await v4('v4-identity.json', 'Still down there', { ...unfinished, setup: finalState(unfinished).setup }, '2026-12-02T01:00:00.000Z', '2026-12-02T01:20:00.000Z', 'dvmiomk1x2a0b1c2d3e4f5');

  // v5: the setup names its ruleset and each action is written as its text; an Advanced delve
  // of many kinds of action (spells, a line-up's list, loot), as the table saves it
  const kernel = find(
    'golden-ruleset',
    (d) => ['cast', 'lineUp', 'take', 'fight', 'move', 'place'].every((t) => d.actions.some((a) => a.type === t)) && d.actions.length >= 60,
    { setup: { party: advancedParty(4), advanced: true } },
  );
  const v5 = await sealSave({ setup: finalState(kernel).setup, actions: kernel.actions, state: finalState(kernel), name: 'Named by its rules', created: '2026-12-02T03:00:00.000Z', updated: '2026-12-02T03:50:00.000Z', app: '0.4.0', delve: 'dvmiomkruleset0a1b2c3d4' });
  write('v5-ruleset.json', JSON.parse(envelopeText(v5)));

  // v0: the pre-release shape, from a short real game
  const early = playDelve('golden-v0', { cap: 25 });
  write('v0-prerelease.json', {
    format: SAVE_FORMAT,
    version: 0,
    savedAt: Date.parse('2025-02-10T21:30:00.000Z'),
    setup: early.setup,
    moves: early.actions,
    state: finalState(early),
  });
}

await main();
