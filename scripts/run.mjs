// Runs a TypeScript script under scripts/ at full speed: bundles it with esbuild (no name
// keeping, unlike tsx) into node_modules/.cache and runs the bundle with the given arguments.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error('usage: node scripts/run.mjs scripts/NAME.ts [args...]');
  process.exit(2);
}
const outfile = path.resolve('node_modules/.cache/scripts', `${path.basename(script, '.ts')}.mjs`);
await build({ entryPoints: [script], bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile, logLevel: 'warning' });
const run = spawnSync(process.execPath, [outfile, ...args], { stdio: 'inherit' });
process.exit(run.status ?? 1);
