/**
 * 4.0, 5.13: the way out is marked in one place, the same side of the entrance chit, however the
 * maze grows around it, wherever the party walks and wherever the camera looks.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { boardStill, desktopContext, mouseDrag, openPage, phoneContext } from './browser';
import { servedGame } from './suite';

const suite = servedGame();
/** Seed 1: after one step of "decide for me" the next chit goes on the entrance's north side. */
const SEED = 1;

/** Where the EXIT mark stands from the entrance chit's centre, in table units (one chit = 128). */
async function exitOffset(page: Page): Promise<{ dx: number; dy: number }> {
  return page.evaluate(() => {
    const h = window.__deathmaze!;
    const e = h.state!.maze.entrance;
    const exit = h.exitToScreen!();
    if (!exit) throw new Error('no EXIT mark on the table');
    const c = h.cellToScreen(e.x, e.y);
    const scale = h.camera.zoom / h.pixelRatio;
    return { dx: Math.round((exit.x - c.x) / scale), dy: Math.round((exit.y - c.y) / scale) };
  });
}

async function openAt(page: Page, steps: number): Promise<void> {
  await page.goto(`${suite.baseUrl}?test=1&start=${SEED}&decide=${steps}`);
  await page.waitForFunction(() => window.__deathmaze?.ready === true && window.__deathmaze.exitToScreen?.() != null, undefined, { timeout: 30_000 });
  await boardStill(page);
}

describe('the EXIT mark', () => {
  for (const [name, open] of [
    ['desktop', () => desktopContext(suite.browser)],
    ['phone', () => phoneContext(suite.browser)],
  ] as const) {
    it(`on the ${name} it keeps one place by the entrance chit as chits are laid round it, the party walks and the camera moves`, async () => {
      const context = await open();
      const { page, errors } = await openPage(context);
      await openAt(page, 1);
      const first = await exitOffset(page);
      const seen = [first];
      let neighbours = 0;
      for (const steps of [2, 4]) {
        await openAt(page, steps);
        seen.push(await exitOffset(page));
        neighbours = await page.evaluate(() => {
          const s = window.__deathmaze!.state!;
          const e = s.maze.entrance;
          const hand = s.phase.kind === 'place' && s.hand?.cell ? [s.hand.cell] : [];
          return [...Object.values(s.maze.chits), ...hand].filter((c) => Math.abs(c.x - e.x) + Math.abs(c.y - e.y) === 1).length;
        });
      }
      // The scripted delve lays (or holds) a chit beside the entrance, so a mark that dodged it would move.
      expect(neighbours).toBeGreaterThanOrEqual(1);
      // The camera moves: the mark moves with the chit.
      const vp = page.viewportSize()!;
      await mouseDrag(page, { x: vp.width / 2, y: vp.height / 2 }, { x: vp.width / 2 - 90, y: vp.height / 2 + 60 });
      await boardStill(page);
      seen.push(await exitOffset(page));
      for (const o of seen) expect(o).toEqual(first);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
