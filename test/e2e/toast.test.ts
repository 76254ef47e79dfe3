/**
 * A toast (a refusal naming its rule, a short note) stands clear of what the player acts with:
 * never over the action tray, the cups, Whole maze or Re-centre, on a desktop and on a phone,
 * and it never runs to many lines.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { desktopContext, openPage, phoneContext } from './browser';
import { servedGame } from './suite';

const suite = servedGame();
/** Exploring, four standing, with walls round the party: an arrow key into a wall is refused. */
const SEED = 835;
const STEPS = 13;

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Presses the arrows in turn until one is refused and a toast shows. */
async function refusedToast(page: Page): Promise<Box> {
  const toast = page.getByTestId('toast');
  // the toast stays up while it is measured (a loaded machine may take longer than its 3.2 s)
  await page.evaluate(() => {
    window.__deathmazeToasts ??= { said: [], hold: true };
    window.__deathmazeToasts.hold = true;
  });
  for (const key of ['ArrowUp', 'ArrowRight', 'ArrowDown', 'ArrowLeft']) {
    if ((await page.evaluate(() => window.__deathmaze!.state!.phase.kind)) !== 'explore') break;
    await page.keyboard.press(key);
    if (await toast.count()) break;
  }
  await toast.first().waitFor();
  return (await toast.first().boundingBox())!;
}

describe('toasts', () => {
  for (const [name, open] of [
    ['desktop', () => desktopContext(suite.browser)],
    ['390x844 phone', () => phoneContext(suite.browser)],
  ] as const) {
    it(`on the ${name} a toast keeps clear of the tray, the cups, Whole maze and Re-centre, in at most three lines`, async () => {
      const context = await open();
      const { page, errors } = await openPage(context);
      await page.goto(`${suite.baseUrl}?test=1&start=${SEED}&decide=${STEPS}`);
      await page.waitForFunction(() => window.__deathmaze?.ready === true, undefined, { timeout: 30_000 });
      expect(await page.evaluate(() => window.__deathmaze!.state!.phase.kind)).toBe('explore');
      await page.getByTestId('action-tray').waitFor();
      const box = await refusedToast(page);
      if (process.env.TOAST_SHOTS) await page.screenshot({ path: `${process.env.TOAST_SHOTS}/toast-${name.replace(/\W+/g, '-')}.png` });
      const others: Box[] = [];
      for (const id of ['action-tray', 'board-recentre', 'board-fit']) {
        const b = await page.getByTestId(id).boundingBox();
        if (b) others.push(b);
      }
      for (const cup of ['room', 'corridor'] as const) {
        const c = await page.evaluate((k) => window.__deathmaze!.cupToScreen!(k), cup);
        others.push({ x: c.x - 36, y: c.y - 36, width: 72, height: 72 });
      }
      expect(others.length).toBe(5);
      for (const o of others) expect(overlap(box, o), JSON.stringify({ box, o })).toBe(false);
      const lines = await page.getByTestId('toast').first().evaluate((t) => {
        const css = getComputedStyle(t);
        const line = parseFloat(css.lineHeight) || parseFloat(css.fontSize) * 1.2;
        return Math.round((t.clientHeight - parseFloat(css.paddingTop) - parseFloat(css.paddingBottom)) / line);
      });
      expect(lines).toBeLessThanOrEqual(3);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
