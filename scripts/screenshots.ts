/**
 * Screenshots of the board for the docs: builds and serves the game as the e2e tests do, then
 * shoots a desktop (1280x800) and a phone (390x844, DPR 3).
 *
 *   npx tsx scripts/screenshots.ts [--seed 1979] [--steps 160] [--out docs/screenshots] [--name board]
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { desktopContext, launchBrowser, openBoard, openPage, phoneContext, readHook } from '../test/e2e/browser';
import { buildAndServe, root } from '../test/e2e/global-setup';

const { values } = parseArgs({
  options: {
    seed: { type: 'string' },
    steps: { type: 'string' },
    out: { type: 'string', default: 'docs/screenshots' },
    name: { type: 'string', default: 'board' },
  },
});

const query = new URLSearchParams();
if (values.seed) query.set('seed', values.seed);
if (values.steps) query.set('steps', values.steps);
const outDir = path.resolve(root, values.out);

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const served = await buildAndServe();
  const browser = await launchBrowser();
  let failed = false;
  try {
    for (const [label, makeContext] of [
      ['desktop', desktopContext],
      ['phone', phoneContext],
    ] as const) {
      const context = await makeContext(browser);
      const { page, errors } = await openPage(context);
      await openBoard(page, served.url, query.toString());
      const hook = await readHook(page);
      const file = path.join(outDir, `${values.name}-${label}.png`);
      await page.screenshot({ path: file });
      console.log(`${path.relative(root, file)}  (${hook.chitsInState} chits; ${hook.hud.replace(/\n/g, ' | ')})`);
      if (errors.length > 0) {
        failed = true;
        console.error(`console errors on the ${label}:\n  ${errors.join('\n  ')}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await served.close();
  }
  if (failed) process.exitCode = 1;
}

void main();
