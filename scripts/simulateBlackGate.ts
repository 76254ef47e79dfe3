/**
 * `npm run simulate -- --ruleset blackgate`: whole Black Gate campaigns played headless by the
 * ruleset's own sensible player through the kernel's runner (every action checked against the
 * campaign's invariants unless `--no-check`). Prints how often the Gate was found and destroyed,
 * the deepest level reached, and deaths by level and by what killed them; on a broken invariant
 * or an exception, the seed and action that reproduce it, and exits non-zero.
 *
 *   npm run simulate -- --ruleset blackgate --games 2000 --seed 1 [--max-actions 6000] [--no-check]
 */
import { InvariantError, playOut } from '../src/engine/runners';
import { heroes } from '../src/games/blackgate/data/characters';
import type { BlackGateOptions } from '../src/games/blackgate/data/options';
import { levelKey } from '../src/games/blackgate/board/levels';
import { blackGate } from '../src/games/blackgate/ruleset';
import { alive } from '../src/games/blackgate/party';
import type { BgSetup, BgState } from '../src/games/blackgate/state';
import { intArg } from './args';

/** The §0.4 options a seed plays under: the defaults, or one of four mixes of the other values, in turn. */
const OPTION_MIXES: readonly Partial<BlackGateOptions>[] = [
  {},
  { gateModel: 'monster40' },
  { gateCountdown: 'onArrival', gatePhaseScope: 'afterFound' },
  { reentryReplacements: true, roomMonsterTable: 'PS', treasureCells: 'MB' },
  { negotiationBands: 'dm', negotiationSkill: 'sum', monsterFirstStrike: true, monsterColumnAbove9: 'dm', flamingOil: '1D3' },
];

/** A campaign's setup: three heroes picked by the seed, initiates of the three races, the seed's options. */
export function campaignSetup(seed: number): BgSetup {
  const pick = (k: number) => heroes[(seed * 7 + k * 5) % heroes.length]!.id;
  const ids = [pick(0), pick(1), pick(2)];
  const unique = [...new Set(ids)];
  for (let k = 3; unique.length < 3; k++) if (!unique.includes(pick(k))) unique.push(pick(k));
  return { ruleset: 'blackgate', seed, request: { heroes: unique, initiateRaces: ['human', 'elf', 'dwarf'], options: OPTION_MIXES[seed % OPTION_MIXES.length] } };
}

function causeOf(before: BgState): string {
  switch (before.phase.kind) {
    case 'meet': // a failed talk, and the monsters' first strike (option monsterFirstStrike)
    case 'fight': {
      const g = before.groups[levelKey(before.party.at)];
      return g ? ((before.fight as { guardian?: boolean } | null)?.guardian ? 'the Gate and its guardians' : g.type) : 'the Gate (rounds)';
    }
    case 'trap': return 'a trap';
    case 'explore': return 'a find';
    default: return before.phase.kind;
  }
}

export function simulateBlackGate(args: Record<string, string>): void {
  const games = intArg(args, 'games', 200);
  const firstSeed = intArg(args, 'seed', 1);
  const maxActions = intArg(args, 'max-actions', 6000);
  const check = args['no-check'] === undefined;
  let found = 0, destroyed = 0, team = 0, personal = 0, actions = 0, limited = 0, stuck = 0, expeditions = 0;
  const deepest = [0, 0, 0, 0];
  const deathsByLevel = [0, 0, 0, 0];
  const killers = new Map<string, number>();
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    const seed = firstSeed + g;
    let before: BgState | null = null;
    let depth = 1;
    try {
      const played = playOut(blackGate, campaignSetup(seed), `simulate-${seed}`, {
        maxActions,
        check,
        onStep: (_action, out) => {
          const after = out.state;
          depth = Math.max(depth, after.party.at.level);
          if (before) {
            for (const c of after.party.characters) {
              const was = before.party.characters.find((x) => x.id === c.id);
              if (was && alive(was) && !alive(c)) {
                deathsByLevel[before.party.at.level]!++;
                const cause = causeOf(before);
                killers.set(cause, (killers.get(cause) ?? 0) + 1);
              }
            }
          }
          before = after;
        },
      });
      const s = played.state;
      actions += played.actions.length;
      if (played.ended === 'limit' && limited++ === 0) console.error(`seed ${seed} reached the action limit, in phase ${s.phase.kind}`);
      if (played.ended === 'stuck' && stuck++ === 0) console.error(`seed ${seed} came to a stop with nothing to do, in phase ${s.phase.kind}`);
      if (s.board.gate.placed) found++;
      if (s.gateFallen) destroyed++;
      if (s.victory.team) team++;
      personal += s.victory.personal.length;
      expeditions += s.expedition;
      deepest[depth]!++;
    } catch (e) {
      const where = e instanceof InvariantError ? `action ${e.step} (${JSON.stringify(e.action)}): ${e.broken.join('; ')}` : (e as Error).stack;
      console.error(`FAILED: seed ${seed}: ${where}`);
      console.error(`Reproduce: npm run simulate -- --ruleset blackgate --games 1 --seed ${seed}`);
      process.exit(1);
    }
  }
  const secs = (performance.now() - t0) / 1000;
  const pct = (n: number) => `${((100 * n) / Math.max(1, games)).toFixed(1)}%`;
  console.log(`campaigns: ${games} of the Black Gate (seeds ${firstSeed}..${firstSeed + games - 1}), invariants ${check ? 'checked after every action' : 'not checked'}`);
  console.log(`speed: ${(games / secs).toFixed(1)} campaigns/s, ${(actions / secs).toFixed(0)} actions/s (${actions} actions in ${secs.toFixed(2)} s)`);
  console.log(`the Gate found: ${pct(found)}   destroyed: ${pct(destroyed)}   team victories: ${pct(team)}   personal victories: ${personal}   expeditions a campaign: ${(expeditions / Math.max(1, games)).toFixed(2)}`);
  console.log(`deepest level reached: 1 ${pct(deepest[1]!)}   2 ${pct(deepest[2]!)}   3 ${pct(deepest[3]!)}   unfinished: ${limited} at the action limit, ${stuck} with nothing to do`);
  console.log(`deaths by level: 1 ${deathsByLevel[1]}   2 ${deathsByLevel[2]}   3 ${deathsByLevel[3]}`);
  console.log('what killed characters:');
  const total = [...killers.values()].reduce((a, b) => a + b, 0);
  for (const [cause, n] of [...killers.entries()].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${cause.padEnd(28)} ${String(n).padStart(6)}  ${'#'.repeat(Math.max(1, Math.round((40 * n) / Math.max(1, total))))}`);
  }
  if (limited + stuck > 0 && args['allow-unfinished'] === undefined) process.exit(1);
}
