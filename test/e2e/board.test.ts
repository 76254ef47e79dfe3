/**
 * The board in a real browser (Chromium, WebGL through SwiftShader): a desktop with a mouse and
 * a 390x844 phone with fingers. The page is the production build served by `vite preview`.
 * These tests watch the demo (`?watch=1`, added by `openBoard`): a delve played headless by the
 * autoplay policy, shown as a whole maze; test/e2e/maze.test.ts plays the real game.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, desktopContext, frames, openBoard, pageForBlock, PHONE, phoneContext, pinch, readHook, touchDrag, type Point } from './browser';
import { servedGame } from './suite';

// The e2e project's globalSetup serves the build; run on its own, this file serves it itself.
const suite = servedGame();


/** The colours on screen at these page points (CSS pixels), read from a real screenshot. */
async function coloursAt(page: Page, points: Point[]): Promise<{ r: number; g: number; b: number }[]> {
  const png = (await page.screenshot({ type: 'png' })).toString('base64');
  return page.evaluate(
    async ({ png, points }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${png}`;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width;
      c.height = img.height;
      const ctx = c.getContext('2d');
      if (!ctx) throw new Error('no 2d context');
      ctx.drawImage(img, 0, 0);
      const scale = img.width / window.innerWidth;
      return points.map((p) => {
        const [r = 0, g = 0, b = 0] = ctx.getImageData(Math.round(p.x * scale), Math.round(p.y * scale), 1, 1).data;
        return { r, g, b };
      });
    },
    { png, points },
  );
}

/** The bare table: a dark, nearly grey baize (index.html). Every chit is lighter at its centre. */
const isTable = (c: { r: number; g: number; b: number }) => (c.r + c.g + c.b) / 3 < 45 && Math.max(c.r, c.g, c.b) - Math.min(c.r, c.g, c.b) < 20;

function cellToScreen(page: Page, cell: Point): Promise<Point> {
  return page.evaluate(({ x, y }) => window.__deathmaze!.cellToScreen(x, y), cell);
}

/** Segment centres on screen: the placed chits, and empty segments beside them. */
async function sampleCells(page: Page, viewport: { width: number; height: number }) {
  return page.evaluate((vp) => {
    const hook = window.__deathmaze!;
    const { chits, entrance } = hook.state!.maze;
    const hand = hook.state!.hand;
    // Clear of the status line, the bottom bar, and the cups and the chit in hand on the table edge.
    const edge = [hook.cupToScreen!('room'), hook.cupToScreen!('corridor'), hook.handToScreen?.() ?? null].filter((p) => p !== null);
    const onScreen = (p: { x: number; y: number }) =>
      p.x > 20 && p.y > 90 && p.x < vp.width - 20 && p.y < vp.height - 70 && edge.every((q) => Math.abs(p.x - q.x) > 70 || Math.abs(p.y - q.y) > 75);
    const placed: { x: number; y: number }[] = [];
    const empty: { x: number; y: number }[] = [];
    for (const chit of Object.values(chits)) {
      const p = hook.cellToScreen(chit.x, chit.y);
      if (onScreen(p)) placed.push(p);
      for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) {
        const x = chit.x + dx;
        const y = chit.y + dy;
        if (chits[`${x},${y}`] || (hand && hand.cell.x === x && hand.cell.y === y)) continue;
        const q = hook.cellToScreen(x, y);
        if (onScreen(q)) empty.push(q);
      }
    }
    return { placed, empty, entrance: hook.cellToScreen(entrance.x, entrance.y) };
  }, viewport);
}

describe('the board on a desktop (1280x800, mouse)', () => {
  const at = pageForBlock(() => desktopContext(suite.browser), (page) => openBoard(page, suite.baseUrl));

  it('loads, draws a first frame and logs no console errors', async () => {
    const { page } = at;
    const hook = await readHook(page);
    expect(hook.ready).toBe(true);
    const canvas = page.locator('#game canvas');
    await expect(canvas.isVisible()).resolves.toBe(true);
    const box = await canvas.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: DESKTOP.width, height: DESKTOP.height });
    expect(at.errors).toEqual([]);
  });

  it('shows as many chits as the game placed, and says so in the HUD', async () => {
    const { page } = at;
    const hook = await readHook(page);
    expect(hook.chitsInState).toBeGreaterThan(0);
    expect(hook.chitsDrawn).toBe(hook.chitsInState);
    // The chits' art is packed into atlas pages: a board of dozens draws from one or two textures.
    const textures = await page.evaluate(() => window.__deathmaze!.chitTextures);
    expect(textures).toBeGreaterThanOrEqual(1);
    expect(textures).toBeLessThanOrEqual(Math.ceil(hook.chitsInState / 9));
    const said = /(\d+) chits? placed/.exec(hook.hud);
    expect(said, hook.hud).not.toBeNull();
    expect(Number(said?.[1])).toBe(hook.chitsInState);
    const cups = await page.evaluate(() => {
      const { cups } = window.__deathmaze!.state!.maze;
      const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);
      return { room: sum(cups.room), corridor: sum(cups.corridor) };
    });
    expect(hook.hud).toContain(`Room cup ${cups.room}`);
    expect(hook.hud).toContain(`Corridor cup ${cups.corridor}`);
    expect(hook.hud).toContain('Seed 1980');
  });

  it('fits the whole maze on screen at the start', async () => {
    const { page } = at;
    const corners = await page.evaluate(() => {
      const hook = window.__deathmaze!;
      return Object.values(hook.state!.maze.chits).flatMap((c) => [hook.cellToScreen(c.x - 0.5, c.y - 0.5), hook.cellToScreen(c.x + 0.5, c.y + 0.5)]);
    });
    expect(corners.length).toBeGreaterThan(0);
    for (const p of corners) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(DESKTOP.width);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(DESKTOP.height);
    }
    // ... and fills the screen: the maze spans most of one dimension, or (a small maze) its chits
    // are shown a good size.
    const xs = corners.map((p) => p.x);
    const ys = corners.map((p) => p.y);
    const a = await cellToScreen(page, { x: 0, y: 0 });
    const b = await cellToScreen(page, { x: 1, y: 0 });
    const fills = Math.max(...xs) - Math.min(...xs) > 0.6 * DESKTOP.width || Math.max(...ys) - Math.min(...ys) > 0.6 * DESKTOP.height;
    expect(fills || b.x - a.x >= 140, `maze spans ${Math.round(Math.max(...xs) - Math.min(...xs))}x${Math.round(Math.max(...ys) - Math.min(...ys))} px, chits ${Math.round(b.x - a.x)} px`).toBe(true);
  });

  it('draws a chit on every placed segment and leaves the empty ones bare table', async () => {
    const { page } = at;
    const { placed, empty } = await sampleCells(page, DESKTOP);
    expect(placed.length).toBeGreaterThan(0);
    expect(empty.length).toBeGreaterThan(1);
    const colours = await coloursAt(page, [...placed, ...empty]);
    const onChits = colours.slice(0, placed.length);
    const onTable = colours.slice(placed.length);
    expect(onChits.filter(isTable)).toEqual([]);
    expect(onTable.filter((c) => !isTable(c))).toEqual([]);
  });

  it('stands the two cups on the table edge, clear of the bottom bar', async () => {
    const { page } = at;
    const cups = await page.evaluate(() => [window.__deathmaze!.cupToScreen!('corridor'), window.__deathmaze!.cupToScreen!('room')]);
    for (const cup of cups) {
      expect(cup.x).toBeGreaterThan(0);
      expect(cup.y).toBeLessThan(DESKTOP.height - 64 - 30);
    }
    const colours = await coloursAt(page, cups);
    expect(colours.filter(isTable)).toEqual([]);
  });

  it('pans when the empty table is dragged with the mouse', async () => {
    const { page } = at;
    const { empty, entrance } = await sampleCells(page, DESKTOP);
    const from = empty[0]!;
    const before = await readHook(page);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 120, from.y + 60, { steps: 8 });
    await page.mouse.up();
    await frames(page);
    const after = await readHook(page);
    expect(after.camera.scrollX).toBeLessThan(before.camera.scrollX);
    expect(after.camera.scrollY).toBeLessThan(before.camera.scrollY);
    // The table moved with the mouse, pixel for pixel.
    const moved = await cellToScreen(page, before.entrance);
    expect(moved.x - entrance.x).toBeCloseTo(120, 0);
    expect(moved.y - entrance.y).toBeCloseTo(60, 0);
  });

  it('treats a click that barely moves as a click, not a pan', async () => {
    const { page } = at;
    const before = await readHook(page);
    await page.mouse.move(640, 500);
    await page.mouse.down();
    await page.mouse.move(644, 503, { steps: 3 });
    await page.mouse.up();
    await frames(page);
    const after = await readHook(page);
    expect(after.camera).toEqual(before.camera);
  });

  it('zooms in and out with the mouse wheel, about the pointer', async () => {
    const { page } = at;
    const before = await readHook(page);
    const anchor = await cellToScreen(page, before.entrance);
    await page.mouse.move(anchor.x, anchor.y);
    await page.mouse.wheel(0, -400);
    // the wheel event reaches the page after the call returns
    await page.waitForFunction((z) => window.__deathmaze!.camera.zoom > z * 1.2, before.camera.zoom, { timeout: 10_000 });
    await frames(page, 3);
    const zoomedIn = await readHook(page);
    expect(zoomedIn.camera.zoom).toBeGreaterThan(before.camera.zoom * 1.2);
    const stayed = await cellToScreen(page, before.entrance);
    expect(Math.abs(stayed.x - anchor.x)).toBeLessThan(2);
    expect(Math.abs(stayed.y - anchor.y)).toBeLessThan(2);
    await page.mouse.wheel(0, 800);
    await page.waitForFunction((z) => window.__deathmaze!.camera.zoom < z / 1.2, zoomedIn.camera.zoom, { timeout: 10_000 });
    await frames(page, 3);
    const zoomedOut = await readHook(page);
    expect(zoomedOut.camera.zoom).toBeLessThan(zoomedIn.camera.zoom / 1.2);
    expect(at.errors).toEqual([]);
  });
});

describe('the board on a phone (390x844, DPR 3, touch)', () => {
  const at = pageForBlock(() => phoneContext(suite.browser, 3), (page) => openBoard(page, suite.baseUrl));

  it('loads full screen at the phone’s pixel density and logs no console errors', async () => {
    const { page } = at;
    const hook = await readHook(page);
    expect(hook.ready).toBe(true);
    expect(hook.pixelRatio).toBe(3);
    const canvas = await page.evaluate(() => {
      const c = document.querySelector('#game canvas') as HTMLCanvasElement;
      const r = c.getBoundingClientRect();
      return { width: c.width, height: c.height, cssWidth: r.width, cssHeight: r.height };
    });
    // Crisp: three canvas pixels to every CSS pixel, filling the screen.
    expect(canvas).toEqual({ width: PHONE.width * 3, height: PHONE.height * 3, cssWidth: PHONE.width, cssHeight: PHONE.height });
    expect(hook.chitsDrawn).toBe(hook.chitsInState);
    expect(at.errors).toEqual([]);
  });

  it('draws the chits where the hook says they are', async () => {
    const { page } = at;
    const { placed, empty } = await sampleCells(page, PHONE);
    expect(placed.length).toBeGreaterThan(0);
    expect(empty.length).toBeGreaterThan(1);
    const colours = await coloursAt(page, [...placed, ...empty]);
    expect(colours.slice(0, placed.length).filter(isTable)).toEqual([]);
    expect(colours.slice(placed.length).filter((c) => !isTable(c))).toEqual([]);
  });

  it('ignores a tap that wobbles a few pixels', async () => {
    const { page } = at;
    const before = await readHook(page);
    await touchDrag(page, { x: 200, y: 500 }, { x: 204, y: 503 }, 3);
    await frames(page);
    expect((await readHook(page)).camera).toEqual(before.camera);
  });

  it('pans with a one-finger drag', async () => {
    const { page } = at;
    const before = await readHook(page);
    const start = await cellToScreen(page, before.entrance);
    await touchDrag(page, { x: 200, y: 600 }, { x: 140, y: 420 }, 8);
    await frames(page);
    const after = await readHook(page);
    expect(after.camera.zoom).toBe(before.camera.zoom);
    expect(after.camera.scrollX).toBeGreaterThan(before.camera.scrollX);
    expect(after.camera.scrollY).toBeGreaterThan(before.camera.scrollY);
    const moved = await cellToScreen(page, before.entrance);
    expect(moved.x - start.x).toBeCloseTo(-60, 0);
    expect(moved.y - start.y).toBeCloseTo(-180, 0);
  });

  it('zooms in with a two-finger pinch', async () => {
    const { page } = at;
    const before = await readHook(page);
    await pinch(page, { x: 195, y: 450 }, 100, 180, 6);
    await frames(page);
    const after = await readHook(page);
    // The board grows as the fingers part: 1.8 times.
    expect(after.camera.zoom).toBeGreaterThan(before.camera.zoom * 1.6);
    expect(after.camera.zoom).toBeLessThan(before.camera.zoom * 2);
    await pinch(page, { x: 195, y: 450 }, 240, 120, 6);
    await frames(page);
    expect((await readHook(page)).camera.zoom).toBeLessThan(after.camera.zoom * 0.6);
    expect(at.errors).toEqual([]);
  });
});
