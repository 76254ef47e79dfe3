/**
 * Screenshots of spells on the combat table for the docs (Advanced Game, 11.2): the Wizard's
 * spell chooser with a spell's targets lit, and a Lightning bolt in flight, on a desktop
 * (1280x800) and a phone (390x844, DPR 3, touch). The page is the combat harness at
 * `?scenario=spell` (spellScenario.ts).
 *
 *   npx tsx test/e2e/combat.harness/spellScreenshots.ts [--out docs/screenshots]
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { desktopContext, frames, launchBrowser, openPage, phoneContext } from '../browser';
import { root } from '../global-setup';
import { serveHarness } from './serve';
import { openScenario, shooter } from './shots';
import { WIZARD_ID } from './spellScenario';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'docs/screenshots' } } });
const outDir = path.resolve(root, values.out);

type Hooked = { combat: { animating: boolean; litTargets: string[] }; spells: { spellsShown: string[] } };

const at = (page: Page, id: string) => page.evaluate((who) => window.__deathmaze!.counterToScreen!(who)!, id);

/** Slow animations, so the bolt can be caught in flight. */
const open = (page: Page, url: string, scenario = 'spell') => openScenario(page, url, scenario, true);

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const served = await serveHarness();
  const browser = await launchBrowser();
  const errors: string[] = [];
  const shot = shooter(outDir);
  const session = async (make: (b: Browser) => Promise<BrowserContext>, name: string, touch: boolean) => {
    const context = await make(browser);
    const watched = await openPage(context);
    const page = watched.page;
    const press = async (x: number, y: number) => {
      if (touch) await page.touchscreen.tap(x, y);
      else await page.mouse.click(x, y);
      await frames(page, 3);
    };
    try {
      await open(page, served.url);
      const w = await at(page, WIZARD_ID);
      await press(w.x, w.y);
      const cast = page.getByTestId('combat-cast');
      if (touch) await cast.tap();
      else await cast.click();
      await page.getByTestId('combat-spell-chooser').waitFor({ state: 'visible' });
      await frames(page, 3);
      await shot(page, name);
      const lightning = page.getByTestId('combat-spell-lightning');
      if (touch) await lightning.tap();
      else await lightning.click();
      await frames(page, 3);
      const target = (await page.evaluate(() => (window.__deathmaze as unknown as Hooked).combat.litTargets))[0]!;
      const t = await at(page, target);
      await press(t.x, t.y);
      await page.waitForFunction(() => (window.__deathmaze as unknown as Hooked).spells.spellsShown.length > 0, undefined, { timeout: 10_000 });
      await page.waitForTimeout(Number(process.env.SHOT_DELAY ?? 260));
      await shot(page, `${name.replace('spell-', 'spell-cast-')}`);
    } finally {
      errors.push(...watched.errors);
      await context.close();
    }
  };
  try {
    await session(desktopContext, 'spell-desktop', false);
    await session(phoneContext, 'spell-phone', true);
    // special states on the counters: a charmed adventurer in the monsters' rows (12.36), the sickened (12.32)
    for (const [scenario, name, make] of [
      ['vampire', 'spell-charmed-desktop', desktopContext],
      ['cronks', 'spell-stench-phone', phoneContext],
    ] as const) {
      const context = await make(browser);
      const watched = await openPage(context);
      try {
        await open(watched.page, served.url, scenario);
        await shot(watched.page, name);
      } finally {
        errors.push(...watched.errors);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await served.close();
  }
  if (errors.length) {
    console.error(errors.join('\n'));
    process.exitCode = 1;
  }
}

void main();
