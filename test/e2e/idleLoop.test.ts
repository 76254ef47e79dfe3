/**
 * The frame loop rests while the table stands still (src/ui/idleLoop.ts), and the player never
 * notices: the picture stays on screen, and the first touch, wheel or key is answered as if the
 * loop had been running all along.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { legalActions, type Action } from '../../src/games/deathmaze/game';
import { step } from '../../src/games/deathmaze/board/grid';
import { cellAt, desktopContext, gameState as state, pageForBlock, phoneContext, screenPixels, touchTap } from './browser';
import { servedGame } from './suite';

const suite = servedGame();

/** Exploring, four standing, nothing moving once the board has framed the party. */
const SEED = 835;
const STEPS = 13;

async function openResting(page: Page): Promise<void> {
  await page.goto(`${suite.baseUrl}?test=1&start=${SEED}&decide=${STEPS}`);
  await page.waitForFunction(() => window.__deathmaze?.ready === true, undefined, { timeout: 20_000 });
  expect((await state(page)).phase.kind).toBe('explore');
  await page.waitForFunction(() => window.__deathmazeLoop?.asleep === true, undefined, { timeout: 15_000 });
}

const loop = (page: Page) => page.evaluate(() => ({ asleep: window.__deathmazeLoop!.asleep, rests: window.__deathmazeLoop!.rests, frames: window.__deathmazeLoop!.frames }));

/** The average brightness of the page around a point, from a real screenshot (what the player sees). */
async function brightnessAt(page: Page, at: { x: number; y: number }): Promise<number> {
  const { data } = await screenPixels(page, { x: at.x - 20, y: at.y - 20, width: 40, height: 40 });
  let sum = 0;
  for (let i = 0; i < data.length; i += 4) sum += (data[i]! + data[i + 1]! + data[i + 2]!) / 3;
  return sum / (data.length / 4);
}

describe('the frame loop at rest, on a desktop', () => {
  const at = pageForBlock(() => desktopContext(suite.browser));

  it('rests once the board is still, and the board stays on screen', async () => {
    const { page } = at;
    await openResting(page);
    const s = await state(page);
    // the party's chit is drawn, not the bare table (index.html's dark baize)
    expect(await brightnessAt(page, await cellAt(page, s.party.at.x, s.party.at.y))).toBeGreaterThan(60);
    // and it stays at rest: nothing wakes it while the player only looks
    const before = await loop(page);
    await page.waitForTimeout(600);
    expect(await loop(page)).toEqual(before);
    expect(at.errors).toEqual([]);
  });

  it('the wheel wakes it: the zoom follows the first turn, then it rests again', async () => {
    const { page } = at;
    const { rests } = await loop(page);
    const zoom = await page.evaluate(() => window.__deathmaze!.camera.zoom);
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, -300);
    await page.waitForFunction((z) => window.__deathmaze!.camera.zoom > z * 1.1, zoom, { timeout: 5_000 });
    await page.waitForFunction((r) => window.__deathmazeLoop!.rests > r && window.__deathmazeLoop!.asleep, rests, { timeout: 15_000 });
    expect(at.errors).toEqual([]);
  });

  it('a key that changes nothing wakes it too: frames are drawn, then it rests again', async () => {
    const { page } = at;
    await page.waitForFunction(() => window.__deathmazeLoop!.asleep, undefined, { timeout: 15_000 });
    const before = await loop(page);
    const state0 = JSON.stringify(await state(page));
    await page.keyboard.press('Shift');
    await page.waitForFunction((f) => window.__deathmazeLoop!.frames > f + 2, before.frames, { timeout: 5_000 });
    await page.waitForFunction((r) => window.__deathmazeLoop!.rests > r && window.__deathmazeLoop!.asleep, before.rests, { timeout: 15_000 });
    expect(JSON.stringify(await state(page))).toBe(state0);
    expect(at.errors).toEqual([]);
  });
});

describe('the frame loop at rest, on a phone', () => {
  const at = pageForBlock(() => phoneContext(suite.browser));

  it('5.28: a tap on a neighbouring segment, made while the loop rests, moves the party and is drawn', async () => {
    const { page } = at;
    await openResting(page);
    const s = await state(page);
    const { frames } = await loop(page);
    const move = legalActions(s).find((a): a is Extract<Action, { type: 'move' }> => a.type === 'move');
    expect(move, 'a legal move from here').toBeDefined();
    const to = step(s.party.at, move!.dir);
    await touchTap(page, await cellAt(page, to.x, to.y));
    const after = await page.waitForFunction((t) => (window.__deathmaze!.state!.turn > t ? window.__deathmaze!.state : null), s.turn, { timeout: 5_000 });
    const next = (await after.jsonValue()) as typeof s;
    expect(next.phase.kind === 'place' ? next.hand?.cell : next.party.at).toEqual(to);
    await page.waitForFunction((f) => window.__deathmazeLoop!.frames > f + 2, frames, { timeout: 5_000 });
    expect(at.errors).toEqual([]);
  });
});
