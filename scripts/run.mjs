// Runs a TypeScript script under scripts/ at full speed: bundles it with esbuild (no name
// keeping, unlike tsx) into this checkout's .cache/scripts (its own, even when worktrees share one
// node_modules) and runs the bundle with the given arguments.
// With --profile first, runs it under `node --cpu-prof` and prints where the time went
// (scripts/profile-summary.mjs); --profile=f,g also splits the time between those functions:
//   node scripts/run.mjs --profile=playSensibly,apply scripts/simulate.ts --no-check
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import path from 'node:path';

const argv = process.argv.slice(2);
const profile = /^--profile(=|$)/.test(argv[0] ?? '');
const focus = profile ? argv[0].slice('--profile='.length).split(',').filter(Boolean) : [];
const [script, ...args] = profile ? argv.slice(1) : argv;
if (!script) {
  console.error('usage: node scripts/run.mjs [--profile] scripts/NAME.ts [args...]');
  process.exit(2);
}
const outfile = path.resolve('.cache/scripts', `${path.basename(script, '.ts')}.mjs`);
// CSS that a table module imports means nothing in Node
await build({ entryPoints: [script], bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile, logLevel: 'warning', loader: { '.css': 'empty' } });
const profileDir = profile ? mkdtempSync(path.resolve('.cache', 'profile-')) : null;
const node = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
const run = spawnSync(process.execPath, [...node, outfile, ...args], { stdio: 'inherit' });
if (profileDir) {
  const { summarize } = await import('./profile-summary.mjs');
  for (const file of readdirSync(profileDir).filter((f) => f.endsWith('.cpuprofile'))) summarize(path.join(profileDir, file), outfile, { focus });
}
process.exit(run.status ?? 1);
