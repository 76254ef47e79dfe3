/**
 * The Goal panel (top bar, G) and the phone's top bar: how a delve is won, with the figures of the
 * rules data (4.0: 75 Experience, a 100-Bezant share), and what the player can do now, read from
 * the engine's legal actions; on a phone, upright or sideways, every icon of the bar carries a word.
 */
import { describe, expect, it } from 'vitest';
import { desktopContext, openPage, phoneContext } from './browser';
import { servedGame } from './suite';
import { legalActions, type GameState } from '../../src/games/deathmaze/game';
import { nowLines } from '../../src/ui/labels';

const suite = servedGame();
const SEED = 1980;

describe('the Goal panel', () => {
  it('4.0 one tap on Goal shows the win condition and exactly what the engine allows now; G closes it', async () => {
    const context = await desktopContext(suite.browser);
    const { page, errors } = await openPage(context);
    await page.goto(`${suite.baseUrl}?test=1&start=${SEED}&decide=2`);
    await page.waitForFunction(() => (window.__deathmaze?.state?.turn ?? 0) >= 2 && window.__deathmaze?.ready === true, undefined, { timeout: 30_000 });
    await page.getByTestId('hud-goal').click();
    const panel = page.getByTestId('goal-panel');
    await panel.waitFor();
    expect(await page.getByTestId('goal-win').innerText()).toMatch(/75 Experience.*100 Bezants/s);
    const state = await page.evaluate(() => JSON.parse(JSON.stringify(window.__deathmaze!.state)) as GameState);
    const shown = await page.getByTestId('goal-now').locator('li').allInnerTexts();
    expect(shown).toEqual(nowLines(state, legalActions(state)).slice(0, 10));
    expect(shown.length).toBeGreaterThan(0);
    if (process.env.GOAL_SHOTS) await page.screenshot({ path: `${process.env.GOAL_SHOTS}/goal-desktop.png` });
    await page.keyboard.press('g');
    await expect.poll(() => panel.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [name, viewport] of [
    ['upright', { width: 390, height: 844 }],
    ['sideways', { width: 844, height: 390 }],
  ] as const) {
    it(`on a phone held ${name} every button of the top bar shows a word, and Goal opens with a tap`, async () => {
      const context = await phoneContext(suite.browser, 2, viewport);
      const { page, errors } = await openPage(context);
      await page.goto(`${suite.baseUrl}?test=1&start=${SEED}&decide=2`);
      await page.waitForFunction(() => (window.__deathmaze?.state?.turn ?? 0) >= 2 && window.__deathmaze?.ready === true, undefined, { timeout: 30_000 });
      const words = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[data-testid="hud-bar"] .hud-btn, [data-testid="hud-log-phone"]')]
          .filter((b) => b.offsetParent !== null && !b.hidden)
          .map((b) => {
            const word = [...b.querySelectorAll<HTMLElement>('.hud-label, .hud-label-short')].find((w) => w.offsetParent !== null && w.getBoundingClientRect().width > 0);
            const r = b.getBoundingClientRect();
            return { id: b.dataset.testid, word: word?.innerText ?? '', inside: word ? word.getBoundingClientRect().right <= r.right + 1 && word.getBoundingClientRect().left >= r.left - 1 : false };
          }),
      );
      expect(words.length).toBeGreaterThanOrEqual(6);
      for (const w of words) expect([w.id, w.inside, /\w/.test(w.word)]).toEqual([w.id, true, true]);
      await page.getByTestId('hud-goal').tap();
      await page.getByTestId('goal-panel').waitFor();
      if (process.env.GOAL_SHOTS) await page.screenshot({ path: `${process.env.GOAL_SHOTS}/goal-phone-${name}.png` });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
