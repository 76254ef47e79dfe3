/**
 * Screenshots of the combat table for the docs, taken from the combat harness as a player sees
 * it: a desktop (1280x800), a phone upright (390x844, DPR 3) and on its side (844x390), the
 * line-up, dice in the air, a reorganization in hand and a charmed monster in the ranks.
 *
 *   npx tsx test/e2e/combat.harness/screenshots.ts [--out docs/screenshots]
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { BrowserContext, Page } from 'playwright-core';
import { desktopContext, frames, launchBrowser, openPage, phoneContext } from '../browser';
import { root } from '../global-setup';
import { serveHarness } from './serve';
import { openScenario, shooter } from './shots';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'docs/screenshots' } } });
const outDir = path.resolve(root, values.out);

type Hooked = { combat: { animating: boolean; litBoxes: { row: number; box: number }[]; litTargets: string[] } };


const at = (page: Page, id: string) => page.evaluate((who) => window.__deathmaze!.counterToScreen!(who)!, id);
const box = (page: Page, row: number, b: number) => page.evaluate(([r, x]) => window.__deathmaze!.boxToScreen!('party', r!, x!), [row, b]);

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const served = await serveHarness();
  const browser = await launchBrowser();
  const errors: string[] = [];
  const shot = shooter(outDir);
  const withPage = async (make: (b: typeof browser) => Promise<BrowserContext>, body: (page: Page) => Promise<void>, viewport?: { width: number; height: number }) => {
    const context = await make(browser);
    const watched = await openPage(context);
    if (viewport) await watched.page.setViewportSize(viewport);
    try {
      await body(watched.page);
    } finally {
      errors.push(...watched.errors);
      await context.close();
    }
  };
  try {
    await withPage(desktopContext, async (page) => {
      await openScenario(page, served.url, 'combat');
      await shot(page, 'combat-desktop');
    });
    await withPage(phoneContext, async (page) => {
      await openScenario(page, served.url, 'combat');
      await shot(page, 'combat-phone');
    });
    await withPage(phoneContext, async (page) => {
      await openScenario(page, served.url, 'combat');
      await shot(page, 'combat-phone-landscape');
    }, { width: 844, height: 390 });
    await withPage(desktopContext, async (page) => {
      await openScenario(page, served.url, 'lineUp');
      await shot(page, 'combat-lineup-desktop');
    });
    await withPage(phoneContext, async (page) => {
      await openScenario(page, served.url, 'lineUp');
      await shot(page, 'combat-lineup-phone');
    });
    await withPage(desktopContext, async (page) => {
      await openScenario(page, served.url, 'combat', true);
      const a = await at(page, 'a2');
      await page.mouse.click(a.x, a.y);
      await frames(page, 2);
      const target = (await page.evaluate(() => (window.__deathmaze as unknown as Hooked).combat.litTargets))[0]!;
      const t = await at(page, target);
      await page.mouse.click(t.x, t.y);
      await page.waitForTimeout(450);
      await shot(page, 'combat-dice-desktop');
      // everyone else holds; the monsters strike; then Corvin is picked up to move
      for (let i = 0; i < 6; i++) {
        await page.waitForFunction(() => (window.__deathmaze as unknown as Hooked).combat.animating === false, undefined, { timeout: 30_000 });
        const mode = await page.evaluate(() => (window.__deathmaze as unknown as { combat: { mode: string } }).combat.mode);
        if (mode !== 'party') break;
        await page.getByTestId('combat-hold').click();
      }
      await frames(page, 4);
      const c = await at(page, 'a3');
      const to = await box(page, 0, 2);
      await page.mouse.move(c.x, c.y);
      await page.mouse.down();
      await page.mouse.move(c.x + (to.x - c.x) * 0.55, c.y + (to.y - c.y) * 0.55, { steps: 8 });
      await frames(page, 4);
      await shot(page, 'combat-reorganize-desktop');
      await page.mouse.move(c.x, c.y, { steps: 4 });
      await page.mouse.up();
    });
    await withPage(phoneContext, async (page) => {
      await openScenario(page, served.url, 'combat', true);
      const a = await at(page, 'a1');
      await page.touchscreen.tap(a.x, a.y);
      await frames(page, 2);
      const target = (await page.evaluate(() => (window.__deathmaze as unknown as Hooked).combat.litTargets))[0]!;
      const t = await at(page, target);
      await page.touchscreen.tap(t.x, t.y);
      await page.waitForTimeout(700);
      await shot(page, 'combat-dice-phone');
    });
    await withPage(desktopContext, async (page) => {
      await openScenario(page, served.url, 'charmed');
      await shot(page, 'combat-charmed-desktop');
    });
  } finally {
    await browser.close();
    await served.close();
  }
  if (errors.length) {
    console.error(`console errors:\n  ${errors.join('\n  ')}`);
    process.exitCode = 1;
  }
}

void main();
