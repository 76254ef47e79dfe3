/**
 * Treasure by keys (9.17), in a real browser on a desktop and a 390x844 touch phone: Tab reaches
 * the tabs of the items found, → shows the next item, and its numbered choice (a digit) gives it
 * to that adventurer. No pointer event is sent. The page is the prompts harness
 * (encounters.harness.html) at delve 1's treasure.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { legalActions, type Action, type GameState } from '../../src/games/deathmaze/game';
import { desktopContext, frames, pageForBlock, phoneContext } from './browser';
import { servedSuite } from './suite';
import type {} from './encounters.harness';

const HARNESS = 'test/e2e/encounters.harness.html';
const suite = servedSuite('prompts');

const stateOf = (page: Page): Promise<GameState> => page.evaluate(() => JSON.parse(JSON.stringify(window.__prompts!.state)) as GameState);
type Counted = { __pointerEvents?: number };

for (const [name, open] of [
  ['desktop (1280x800)', () => desktopContext(suite.browser)],
  ['390x844 touch phone', () => phoneContext(suite.browser)],
] as const) {
  describe(`Treasure by keys on the ${name}`, () => {
    const at = pageForBlock(open, async (page) => {
      await page.addInitScript(() => {
        const w = window as Counted;
        w.__pointerEvents = 0;
        for (const type of ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend']) window.addEventListener(type, () => (w.__pointerEvents = (w.__pointerEvents ?? 0) + 1), { capture: true, passive: true });
      });
      await page.goto(`${suite.baseUrl}${HARNESS}?test=1&start=1&delve=1&until=loot&min=0`);
      await page.waitForFunction(() => window.__prompts?.driven === true && window.__deathmaze?.ready === true, undefined, { timeout: 30_000 });
      expect(await page.evaluate(() => window.__prompts!.reached)).toBe(true);
      await frames(page, 3);
    });

    it('9.17: Tab to the items, → to the next, a digit gives it to the adventurer of that number', async () => {
      const { page } = at;
      const s = await stateOf(page);
      expect(s.phase.kind).toBe('loot');
      expect(s.loot.length).toBeGreaterThan(1);
      for (let i = 0; i < 60; i++) {
        if ((await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid ?? null)) === 'loot-tab-0') break;
        await page.keyboard.press('Tab');
      }
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => page.getByTestId('loot-tab-1').getAttribute('aria-selected')).toBe('true');
      expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid)).toBe('loot-tab-1');
      // the numbered choices are the second item's now: 1 is its first taker
      const first = page.locator('[data-testid="loot-item-1"] .dmp-choice[data-key="1"]');
      const action = JSON.parse((await first.getAttribute('data-action'))!) as Action;
      expect(action).toMatchObject({ type: 'take', item: 1 });
      expect(legalActions(s).map((a) => JSON.stringify(a))).toContain(JSON.stringify(action));
      await page.keyboard.press('1');
      await page.waitForFunction((t) => (window.__prompts!.state?.turn ?? 0) > t, s.turn, { timeout: 5000 });
      const after = await stateOf(page);
      expect(after.loot.length).toBe(s.loot.length - 1);
      // the log tells that item taken by that adventurer
      const taken = await page.evaluate(() => window.__prompts!.log.filter((e) => e.kind === 'item-taken').map((e) => e.who));
      expect(taken.at(-1)).toBe((action as Extract<Action, { type: 'take' }>).who);
      expect(after.loot).toEqual(s.loot.filter((_, i) => i !== 1));
      expect(await page.evaluate(() => (window as Counted).__pointerEvents)).toBe(0);
      expect(at.errors).toEqual([]);
    });
  });
}
