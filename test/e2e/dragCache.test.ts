/**
 * The still picture of the board while a chit is held (src/ui/boardSnapshot.ts), in a real
 * browser: while the chit in hand is dragged, a 2D canvas under the game canvas shows the laid
 * chits in place of the live layers, and it must look exactly like them; when the chit is laid,
 * or the camera moves, the live board is back.
 *
 * Screenshots are compared pixel by pixel, leaving out
 * what holding a chit changes on purpose: the chit in hand and the spot it rests on, the lit
 * segment it goes to.
 */
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { GameState } from '../../src/games/deathmaze/game';
import { boardStill, cellAt, desktopContext, Finger, frames, gameState as state, handAt, pageForBlock, phoneContext, PHONE, type Point } from './browser';
import { servedGame } from './suite';

const suite = servedGame();

/**
 * Seed 835: 42 "decide for me" steps reach a 20-chit maze with the 21st chit drawn and waiting
 * beside its cup (under rules edition 2 no seed near it leaves a group of monsters on the board
 * that early without a fight: the picture is checked over chits and the party marker). Found by replaying the controller's policy
 * headless; a change to the rules or the policy may call for another seed.
 */
const SEED = 835;
const STEPS = 42;

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Diff {
  /** Pixels compared. */
  compared: number;
  /** Pixels whose colour differs by more than `tolerance` in some channel. */
  differing: number;
  /** The largest difference in any channel. */
  worst: number;
  /** Compared pixels of `a` that are not the bare table. */
  drawn: number;
}

/** The bare table: a dark, nearly grey baize (index.html). Every chit is lighter. */
function isTable(d: Uint8Array, i: number): boolean {
  const [r, g, b] = [d[i]!, d[i + 1]!, d[i + 2]!];
  return (r + g + b) / 3 < 45 && Math.max(r, g, b) - Math.min(r, g, b) < 20;
}

const inside = (x: number, y: number, r: Rect) => x >= r.x && y >= r.y && x < r.x + r.width && y < r.y + r.height;

/**
 * Compares screen `b` to screen `a` inside `region`, but for the rectangles `skip`. After a pan,
 * `shift` is where a point of `a` is expected in `b`, and only what is drawn on the table is
 * compared (the table top's lighting stays with the window).
 */
function compare(a: Buffer, b: Buffer, region: Rect, skip: Rect[], tolerance: number, shift?: Point): Diff {
  const [ia, ib] = [PNG.sync.read(a), PNG.sync.read(b)];
  const out: Diff = { compared: 0, differing: 0, worst: 0, drawn: 0 };
  for (let y = Math.max(0, region.y); y < Math.min(ia.height, region.y + region.height); y++) {
    for (let x = Math.max(0, region.x); x < Math.min(ia.width, region.x + region.width); x++) {
      if (skip.some((r) => inside(x, y, r))) continue;
      const bx = x + (shift?.x ?? 0);
      const by = y + (shift?.y ?? 0);
      if (bx < 0 || by < 0 || bx >= ib.width || by >= ib.height) continue;
      const i = (y * ia.width + x) * 4;
      if (shift && isTable(ia.data, i)) continue;
      const j = (by * ib.width + bx) * 4;
      let d = 0;
      for (let k = 0; k < 3; k++) d = Math.max(d, Math.abs(ia.data[i + k]! - ib.data[j + k]!));
      out.compared++;
      if (d > tolerance) out.differing++;
      out.worst = Math.max(out.worst, d);
      if (!isTable(ia.data, i)) out.drawn++;
    }
  }
  return out;
}

/** How much of `region` of a screen is not the bare table. */
const drawnShare = (png: Buffer, region: Rect, skip: Rect[] = []): number => {
  const d = compare(png, png, region, skip, 0);
  return d.drawn / Math.max(1, d.compared);
};

async function startDelve(page: Page, steps = STEPS): Promise<void> {
  // `boardcache=on`: the picture is taken whatever the frame rate (by default only where the board draws slowly).
  await page.goto(`${suite.baseUrl}?test=1&boardcache=on&start=${SEED}&decide=${steps}`);
  await page.waitForFunction(() => window.__deathmaze?.ready === true && window.__deathmaze.scene === 'MazeScene', undefined, { timeout: 20_000 });
}

/** The last chit laid settles and the drawn one flies to its cup: lets them come to rest. */
async function atRest(page: Page): Promise<void> {
  await handAt(page);
  await page.waitForTimeout(800);
}

/** Whether the still picture is on the page (shown under the game canvas). */
function stillShown(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const still = document.querySelector<HTMLCanvasElement>('[data-testid="board-still"]');
    return !!still && still.style.display !== 'none';
  });
}

async function waitStill(page: Page, shown: boolean): Promise<void> {
  await page.waitForFunction(
    (want) => {
      const still = document.querySelector<HTMLCanvasElement>('[data-testid="board-still"]');
      return (!!still && still.style.display !== 'none') === want;
    },
    shown,
    { timeout: 10_000, polling: 50 },
  );
  await frames(page, 3);
}

/** A segment's square on screen, grown by `grow` of its size on every side. */
async function cellRect(page: Page, cell: Point, grow: number): Promise<Rect> {
  const c = await cellAt(page, cell.x, cell.y);
  const next = await cellAt(page, cell.x + 1, cell.y);
  const size = next.x - c.x;
  const half = size * (0.5 + grow);
  return { x: Math.floor(c.x - half), y: Math.floor(c.y - half), width: Math.ceil(half * 2), height: Math.ceil(half * 2) };
}

const around = (p: Point, r: number): Rect => ({ x: Math.floor(p.x - r), y: Math.floor(p.y - r), width: 2 * r, height: 2 * r });

/** A rectangle of CSS pixels in the pixels of a screenshot taken at `k` device pixels a CSS pixel. */
const scaled = (r: Rect, k: number): Rect => ({ x: Math.floor(r.x * k), y: Math.floor(r.y * k), width: Math.ceil(r.width * k), height: Math.ceil(r.height * k) });

/** The table between the status lines and the bottom bar. */
const BOARD: Rect = { x: 0, y: 90, width: 1280, height: 800 - 90 - 70 };

describe('the still picture of the board while a chit is held (desktop, mouse)', () => {
  let start: GameState;
  const at = pageForBlock(
    () => desktopContext(suite.browser),
    async (page) => {
      await startDelve(page);
      start = await state(page);
      await atRest(page);
    },
  );

  it('the delve stands where the seed puts it: many chits laid, a chit in hand', () => {
    expect(start.phase.kind).toBe('place');
    expect(Object.keys(start.maze.chits).length).toBeGreaterThanOrEqual(20);
  });

  it('a tap on the chit in hand (to turn it) takes no picture: only a drag does', async () => {
    const { page } = at;
    const hand = await handAt(page);
    // A slow tap: the finger rests on the chit for a few frames before it lifts.
    await page.mouse.move(hand.x, hand.y);
    await page.mouse.down();
    await frames(page, 6);
    await page.mouse.up();
    await frames(page, 3);
    // The still layer is made with the first picture.
    expect(await page.evaluate(() => document.querySelector('[data-testid="board-still"]') === null)).toBe(true);
    await page.waitForTimeout(300); // the chit turns
  });

  it('while the chit is dragged, the picture stands in for the laid chits and looks the same as the live board', async () => {
    const { page } = at;
    const hand = await handAt(page);
    const cell = start.hand!.cell;
    expect(await stillShown(page)).toBe(false);
    const live = await page.screenshot({ type: 'png' });

    await page.mouse.move(hand.x, hand.y);
    await page.mouse.down();
    // Lifted and carried a little way: the chit stays by its cup, off the board being compared.
    await page.mouse.move(hand.x + 20, hand.y - 20, { steps: 4 });
    await waitStill(page, true);
    const held = await page.screenshot({ type: 'png' });
    const skip = [around(hand, 170), await cellRect(page, cell, 0.3)];
    // Something to compare: a good part of the table is covered with chits.
    expect(drawnShare(live, BOARD, skip)).toBeGreaterThan(0.15);
    const same = compare(live, held, BOARD, skip, 3);
    expect(same.differing).toBeLessThanOrEqual(same.compared * 0.0005);
    expect(same.worst).toBeLessThanOrEqual(8);

    // The picture is what shows the chits now: without it the table is bare where they were.
    await page.evaluate(() => (document.querySelector<HTMLCanvasElement>('[data-testid="board-still"]')!.style.visibility = 'hidden'));
    const bare = await page.screenshot({ type: 'png' });
    await page.evaluate(() => (document.querySelector<HTMLCanvasElement>('[data-testid="board-still"]')!.style.visibility = ''));
    expect(drawnShare(bare, BOARD, skip)).toBeLessThan(drawnShare(held, BOARD, skip) * 0.3);

    // Laid on its segment: the picture goes, the live board shows the new chit too.
    const target = await cellAt(page, cell.x, cell.y);
    await page.mouse.move(target.x, target.y, { steps: 12 });
    await page.mouse.up();
    await page.waitForFunction((n) => Object.keys(window.__deathmaze!.state!.maze.chits).length === n, Object.keys(start.maze.chits).length + 1, { timeout: 10_000 });
    await waitStill(page, false);
    await page.waitForTimeout(600); // the chit settles
    await boardStill(page); // and the trap's card that opens may have the board follow the party
    expect(await page.evaluate(() => window.__deathmaze!.chitsDrawn)).toBe(Object.keys(start.maze.chits).length + 1);
    const laid = await page.screenshot({ type: 'png' });
    const newChit = await cellRect(page, cell, -0.1);
    expect(drawnShare(laid, newChit)).toBeGreaterThan(0.8);
    expect(at.errors).toEqual([]);
  });

  it('after the drop, a pan on the table moves the chits (the live board, not a picture)', async () => {
    const { page } = at;
    const s = await state(page);
    expect(await stillShown(page)).toBe(false);
    await boardStill(page);
    const before = await page.screenshot({ type: 'png' });
    const camera = await page.evaluate(() => ({ ...window.__deathmaze!.camera }));
    // From the table clear of the party's marker, 120 px left and 80 up.
    const party = await cellAt(page, s.party.at.x, s.party.at.y);
    const from = [{ x: 640, y: 300 }, { x: 400, y: 450 }, { x: 880, y: 450 }, { x: 640, y: 550 }].find((p) => Math.hypot(p.x - party.x, p.y - party.y) > 150)!;
    const shift = { x: -120, y: -80 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + shift.x / 2, from.y + shift.y / 2, { steps: 4 });
    await page.mouse.move(from.x + shift.x, from.y + shift.y, { steps: 6 });
    await page.mouse.up();
    await frames(page, 3);
    const moved = await page.evaluate(() => ({ ...window.__deathmaze!.camera }));
    expect(moved.scrollX - camera.scrollX).toBeCloseTo(-shift.x / camera.zoom, 3);
    expect(JSON.stringify(await state(page))).toBe(JSON.stringify(s));
    const after = await page.screenshot({ type: 'png' });
    // What was at p is now at p + shift, on the table clear of the status, the cups and the trap's prompt on the right.
    const middle: Rect = { x: 200, y: 250, width: 560, height: 350 };
    expect(drawnShare(before, middle)).toBeGreaterThan(0.2);
    const panned = compare(before, after, middle, [], 3, shift);
    // (The chits' soft edges let the table top's light through, and that light stays with the window.)
    expect(panned.differing).toBeLessThanOrEqual(panned.compared * 0.01);
    // And not where it was.
    const stayed = compare(before, after, middle, [], 3);
    expect(stayed.differing).toBeGreaterThan(stayed.compared * 0.2);
  });
});

describe('a camera move while the chit is held (desktop, mouse)', () => {
  const at = pageForBlock(
    () => desktopContext(suite.browser),
    async (page) => {
      await startDelve(page);
      await atRest(page);
    },
  );

  it('a zoom while the chit is held brings the live board back, then a picture of the new view', async () => {
    const { page } = at;
    const s = await state(page);
    const hand = await handAt(page);
    await page.mouse.move(hand.x, hand.y);
    await page.mouse.down();
    await page.mouse.move(hand.x + 20, hand.y - 20, { steps: 4 });
    await waitStill(page, true);
    const zoom = await page.evaluate(() => window.__deathmaze!.camera.zoom);
    const first = await page.screenshot({ type: 'png' });

    // The wheel turns while the chit is held: the camera zooms out about the middle of the table.
    await page.mouse.move(640, 400, { steps: 6 });
    await page.mouse.wheel(0, 300);
    await page.waitForFunction((z) => window.__deathmaze!.camera.zoom < z * 0.9, zoom, { timeout: 10_000 });
    // Held still again, the board is pictured afresh at the new view.
    await page.mouse.move(hand.x + 20, hand.y - 20, { steps: 6 });
    await waitStill(page, true);
    const held = await page.screenshot({ type: 'png' });
    const skip = [around(hand, 170), await cellRect(page, s.hand!.cell, 0.3)];
    // The old picture would not do: the view has changed.
    const stale = compare(first, held, BOARD, skip, 3);
    expect(stale.differing).toBeGreaterThan(stale.compared * 0.2);

    // Back home and let go: nothing is laid, and the live board looks like the picture did.
    await page.mouse.move(hand.x, hand.y, { steps: 6 });
    await page.mouse.up();
    await waitStill(page, false);
    await page.waitForTimeout(500); // the chit springs back to its spot
    expect(JSON.stringify(await state(page))).toBe(JSON.stringify(s));
    const live = await page.screenshot({ type: 'png' });
    expect(drawnShare(live, BOARD, skip)).toBeGreaterThan(0.08);
    const same = compare(live, held, BOARD, skip, 3);
    expect(same.differing).toBeLessThanOrEqual(same.compared * 0.0005);
    expect(at.errors).toEqual([]);
  });
});

describe('the party marker held (desktop, mouse)', () => {
  const at = pageForBlock(
    () => desktopContext(suite.browser),
    async (page) => {
      // One step earlier the party is exploring, on the 22nd chit.
      await startDelve(page, STEPS - 1);
      await page.waitForTimeout(800);
    },
  );

  it('while the marker is held, the picture stands in for the laid chits too; let go where it was, nothing moves', async () => {
    const { page } = at;
    const s = await state(page);
    expect(s.phase.kind).toBe('explore');
    const marker = await cellAt(page, s.party.at.x, s.party.at.y);
    const live = await page.screenshot({ type: 'png' });
    await page.mouse.move(marker.x, marker.y);
    await page.mouse.down();
    await page.mouse.move(marker.x + 14, marker.y + 10, { steps: 4 });
    await waitStill(page, true);
    const held = await page.screenshot({ type: 'png' });
    const skip = [await cellRect(page, s.party.at, 0.1)];
    expect(drawnShare(live, BOARD, skip)).toBeGreaterThan(0.15);
    const same = compare(live, held, BOARD, skip, 3);
    expect(same.differing).toBeLessThanOrEqual(same.compared * 0.0005);
    await page.mouse.move(marker.x, marker.y, { steps: 4 });
    await page.mouse.up();
    await waitStill(page, false);
    expect(JSON.stringify(await state(page))).toBe(JSON.stringify(s));
    expect(at.errors).toEqual([]);
  });
});

describe('the still picture on a phone (390x844 at 3 device pixels a CSS pixel, a finger)', () => {
  const at = pageForBlock(
    () => phoneContext(suite.browser, 3),
    async (page) => {
      await startDelve(page);
      await atRest(page);
    },
  );

  it('lies exactly under the game canvas, device pixel for device pixel', async () => {
    const { page } = at;
    const s = await state(page);
    const hand = await handAt(page);
    const live = await page.screenshot({ type: 'png' });
    const finger = await Finger.down(page, hand);
    await finger.move({ x: hand.x + 14, y: hand.y - 14 }, 3);
    await waitStill(page, true);
    const held = await page.screenshot({ type: 'png' });
    const k = 3;
    const board: Rect = { x: 0, y: 90, width: PHONE.width, height: PHONE.height - 90 - 70 };
    const skip = [around(hand, 110), await cellRect(page, s.hand!.cell, 0.3)].map((r) => scaled(r, k));
    expect(drawnShare(live, scaled(board, k), skip)).toBeGreaterThan(0.1);
    const same = compare(live, held, scaled(board, k), skip, 3);
    expect(same.differing).toBeLessThanOrEqual(same.compared * 0.0005);
    expect(same.worst).toBeLessThanOrEqual(8);
    await finger.move(hand, 3);
    await finger.up();
    await waitStill(page, false);
    expect(JSON.stringify(await state(page))).toBe(JSON.stringify(s));
    expect(at.errors).toEqual([]);
  });
});
