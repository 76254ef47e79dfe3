/**
 * What the combat harness's screenshot scripts (screenshots.ts, spellScreenshots.ts) share:
 * opening a scenario until its first dice have landed, and saving a picture under the docs.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { frames } from '../browser';
import { root } from '../global-setup';

/**
 * Opens the harness at `scenario` and waits for the combat table to settle (the monsters may
 * strike first, 7.22). `slow`: animations at half speed, so a die or a bolt can be caught in flight.
 */
export async function openScenario(page: Page, url: string, scenario: string, slow = false): Promise<void> {
  if (slow) {
    await page.goto(url);
    await page.evaluate(`localStorage.setItem('deathmaze.settings', JSON.stringify({ animationSpeed: 2 }))`);
  }
  await page.goto(`${url}?test=1&scenario=${scenario}`);
  await page.waitForFunction(() => window.__deathmaze?.scene === 'CombatScene' && window.__deathmaze.ready === true, undefined, { timeout: 30_000 });
  await page.waitForFunction(() => (window.__deathmaze as unknown as { combat: { animating: boolean } }).combat.animating === false, undefined, { timeout: 60_000 });
  await frames(page, 6);
}

/** Saves screenshots as `<outDir>/<name>.png`, printing each path. */
export function shooter(outDir: string): (page: Page, name: string) => Promise<void> {
  return async (page, name) => {
    const file = path.join(outDir, `${name}.png`);
    await page.screenshot({ path: file });
    console.log(path.relative(root, file));
  };
}
