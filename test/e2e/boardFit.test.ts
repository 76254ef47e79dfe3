/**
 * The board's view on a touch phone: Re-centre gives back the playing zoom after a pinch far out;
 * Whole maze shows every chit laid so far; however far a finger zooms out, a chit stays at least
 * 40 CSS px (tappable).
 */
import { describe, expect, it } from 'vitest';
import { frames, openPage, phoneContext, pinch, readHook } from './browser';
import { servedGame } from './suite';

const suite = servedGame();
/** Seed 42: twelve steps of "decide for me" lay six chits and stop with the next one in hand. */
const SEED = 42;
const CHIT = 128;

describe('the board view on a phone', () => {
  it('a pinch far out stops at tappable chits; Whole maze shows every chit; Re-centre gives the playing zoom back', async () => {
    const context = await phoneContext(suite.browser);
    const { page, errors } = await openPage(context);
    await page.goto(`${suite.baseUrl}?test=1&start=${SEED}&decide=12`);
    await page.waitForFunction(() => (window.__deathmaze?.state?.turn ?? 0) >= 12 && window.__deathmaze?.ready === true, undefined, { timeout: 30_000 });
    await frames(page, 4);
    await expect.poll(async () => (await readHook(page)).camera.zoom, { timeout: 5_000 }).toBeGreaterThan(0);
    const play = await readHook(page);
    const css = (zoom: number, ratio: number) => (CHIT * zoom) / ratio;
    for (let i = 0; i < 4; i++) await pinch(page, { x: 195, y: 450 }, 260, 60, 6);
    await frames(page, 3);
    const out = await readHook(page);
    expect(css(out.camera.zoom, out.pixelRatio)).toBeGreaterThanOrEqual(39.9);
    expect(out.camera.zoom).toBeLessThan(play.camera.zoom);

    await page.getByTestId('board-fit').tap();
    await frames(page, 3);
    const inView = await page.evaluate(() => {
      const h = window.__deathmaze!;
      const chits = Object.values(h.state!.maze.chits);
      return chits.map((c) => h.cellToScreen(c.x, c.y)).every((p) => p.x >= 0 && p.x <= window.innerWidth && p.y >= 0 && p.y <= window.innerHeight);
    });
    expect(inView).toBe(true);

    await page.getByTestId('board-recentre').tap();
    await expect.poll(async () => (await readHook(page)).camera.zoom).toBeCloseTo(play.camera.zoom, 3);
    expect(errors).toEqual([]);
    await context.close();
  });
});
