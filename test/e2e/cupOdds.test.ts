/**
 * The cup odds (issue 15): a tap on a cup opens its panel, and the chance listed for each way
 * out of the party's segment is the engine's `cupOdds` for the state the table shows.
 */
import { describe, expect, it } from 'vitest';
import { desktopContext, openPage, phoneContext } from './browser';
import { servedGame } from './suite';
import { cupOdds, type GameState } from '../../src/games/deathmaze';

const suite = servedGame();
const SEED = 1980;

describe('the cup odds', () => {
  for (const device of ['desktop', 'phone'] as const) {
    it(`5.22–5.25 on the ${device}, a tap on a cup lists each way out with the engine's fits, total and chance`, async () => {
      const context = device === 'desktop' ? await desktopContext(suite.browser) : await phoneContext(suite.browser);
      const { page, errors } = await openPage(context);
      await page.goto(`${suite.baseUrl}?test=1&start=${SEED}&decide=2`);
      await page.waitForFunction(() => (window.__deathmaze?.state?.turn ?? 0) >= 2 && window.__deathmaze?.ready === true, undefined, { timeout: 30_000 });
      const state = await page.evaluate(() => JSON.parse(JSON.stringify(window.__deathmaze!.state)) as GameState);
      const cup = await page.evaluate(() => window.__deathmaze!.cupToScreen!('room'));
      if (device === 'phone') await page.touchscreen.tap(cup.x, cup.y);
      else await page.mouse.click(cup.x, cup.y);
      await page.getByTestId('cup-odds').waitFor();
      const rows = await page.getByTestId('cup-odds-row').evaluateAll((els) => els.map((e) => [Number(e.getAttribute('data-dir')), Number(e.getAttribute('data-fits')), Number(e.getAttribute('data-total')), e.getAttribute('data-chance')]));
      const view = cupOdds(state);
      expect(rows).toEqual(view.exits.map((x) => [x.dir, x.fits, x.total, `${Math.round(x.chance * 100)} %`]));
      expect(rows.length).toBeGreaterThan(0);
      if (process.env.CUP_SHOTS) await page.screenshot({ path: `${process.env.CUP_SHOTS}/cup-odds-${device}.png` });
      await page.keyboard.press('Escape');
      await page.getByTestId('cup-panel').waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
