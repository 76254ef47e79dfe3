/**
 * The board in play, in a real browser: a delve started with `?start=SEED` (the standard
 * party of four), played with the mouse on a desktop and with fingers on a 390x844 phone. The
 * tests act as a player does, at the places the test hook reports, and read the engine's state
 * back to check what happened.
 *
 * With BOARD_SCREENSHOTS=<folder> set, the run also leaves board-held-* and board-mid-*
 * screenshots there (for docs/screenshots).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { legalActions, legalPlacements, type Action, type GameState } from '../../src/games/deathmaze/game';
import { cupTotal } from '../../src/games/deathmaze/board/maze';
import { step, type Dir } from '../../src/games/deathmaze/board/grid';
import {
  boardStill,
  cellAt,
  centreOf,
  desktopContext,
  expectInView,
  Finger,
  frames,
  gameState as state,
  handAt,
  mouseDrag,
  openPage,
  pageForBlock,
  phoneContext,
  PHONE,
  screenPixels,
  settledBox,
  touchTap,
  waitForScene,
  type Point,
} from './browser';
import { servedGame } from './suite';
import { root } from './global-setup';

const suite = servedGame();
const shotsDir = process.env.BOARD_SCREENSHOTS ? path.resolve(root, process.env.BOARD_SCREENSHOTS) : null;

beforeAll(async () => {
  if (shotsDir) await mkdir(shotsDir, { recursive: true });
});

/** Seed 9: a straight entrance corridor (two facings); its first exit draws a chit, throws it back (5.25) and draws one that fits one way only. */
const SEED_THROWN_BACK = 9;
/** Seed 2: an entrance corridor that may face four ways (5.13). */
const SEED_FOUR_FACINGS = 2;
/**
 * Seed 1212: 45 "decide for me" steps reach a 19-chit maze with two groups of Orcs that agreed
 * to let the party be (7.23) and a feature looked into, without a fight (which would take the
 * game off the board; the next one, a Mummy, comes at step 49). Found by replaying the
 * controller's policy headless over seeds 1–2000 under rules edition 2; a change to the rules or
 * the policy may call for another seed.
 */
const SEED_MID = 1212;
const MID_STEPS = 45;
/** A delve whose first fight (a Giant Spider) the party wins. */
const SEED_FIGHT = 21;
/** A delve that meets a trapped door within a dozen decisions. */
const SEED_TRAP = 46;
/** A delve that stands at the entrance, free to leave, after one decision. */
const SEED_LEAVE = 5;
/** SEED_MID early on: exploring with four standing, so the order may be changed (5.14). */
const ORDER_STEPS = 14;

async function startDelve(page: Page, seed: number | string, extra = ''): Promise<void> {
  await page.goto(`${suite.baseUrl}?test=1&start=${seed}${extra}`);
  await page.waitForFunction(() => window.__deathmaze?.ready === true && window.__deathmaze.scene === 'MazeScene', undefined, { timeout: 20_000 });
}

async function until(page: Page, test: (s: GameState) => boolean, what: string): Promise<GameState> {
  for (let i = 0; i < 100; i++) {
    const s = await state(page);
    if (test(s)) return s;
    await page.waitForTimeout(50);
  }
  throw new Error(`timed out waiting for ${what}`);
}

const chits = (s: GameState) => Object.keys(s.maze.chits).length;

async function touchDragTo(page: Page, from: Point, to: Point): Promise<void> {
  const f = await Finger.down(page, from);
  await f.move({ x: from.x + (to.x - from.x) * 0.15, y: from.y + (to.y - from.y) * 0.15 }, 3);
  await f.move(to, 10);
  await f.up();
}

/** The colour on screen at a page point, from a real screenshot of the few pixels around it. */
async function colourAt(page: Page, p: Point): Promise<{ r: number; g: number; b: number }> {
  const px = await screenPixels(page, { x: Math.round(p.x) - 1, y: Math.round(p.y) - 1, width: 3, height: 3 });
  const i = (Math.floor(px.height / 2) * px.width + Math.floor(px.width / 2)) * 4;
  return { r: px.data[i] ?? 0, g: px.data[i + 1] ?? 0, b: px.data[i + 2] ?? 0 };
}

/** The bare table is a dark, nearly grey baize; the lit segment glows a warm gold. */
const isBrass = (c: { r: number; g: number; b: number }) => c.r > 70 && c.r > c.b + 30;

/** A move the engine allows now, and the segment it leads to. */
function aLegalMove(s: GameState): { dir: Dir; cell: { x: number; y: number } } {
  const move = legalActions(s).find((a): a is Extract<Action, { type: 'move' }> => a.type === 'move');
  if (!move) throw new Error('no legal move');
  return { dir: move.dir, cell: step(s.party.at, move.dir) };
}

async function toastText(page: Page): Promise<string> {
  const toast = page.locator('[data-testid="toast"]').last();
  await toast.waitFor({ state: 'attached', timeout: 5_000 });
  return (await toast.textContent()) ?? '';
}

async function shoot(page: Page, name: string): Promise<void> {
  if (shotsDir) await page.screenshot({ path: path.join(shotsDir, name) });
}

describe('the board in play on a desktop (1280x800, mouse and keyboard)', () => {
  const at = pageForBlock(() => desktopContext(suite.browser), (page) => startDelve(page, SEED_THROWN_BACK));

  it('5.13 starts with the entrance chit drawn from the Corridor cup, waiting beside it', async () => {
    const { page } = at;
    const s = await state(page);
    expect(s.phase.kind).toBe('place');
    expect(s.hand).toMatchObject({ cup: 'corridor', cell: { x: 0, y: 0 }, entry: null });
    expect(chits(s)).toBe(0);
    const hand = await handAt(page);
    const cup = await page.evaluate(() => window.__deathmaze!.cupToScreen!('corridor'));
    expect(Math.abs(hand.x - cup.x)).toBeLessThan(60);
    expect(hand.y).toBeLessThan(cup.y);
    expect(at.errors).toEqual([]);
  });

  it('5.13 lights the entrance segment while the chit is held, and lays it there on a drop', async () => {
    const { page } = at;
    const before = await state(page);
    const shown = legalPlacements(before)[0]!.rot;
    const hand = await handAt(page);
    const cell = await cellAt(page, 0, 0);
    const lit = await cellAt(page, 0.3, 0.3); // inside the segment, away from the dashed edge
    expect(isBrass(await colourAt(page, lit))).toBe(false);
    await page.mouse.move(hand.x, hand.y);
    await page.mouse.down();
    await page.mouse.move(hand.x + 60, hand.y - 40, { steps: 5 });
    // Part of the way over: the chit in hand, the segment lit where it may go.
    await page.mouse.move(hand.x + (cell.x - hand.x) * 0.6, hand.y + (cell.y - hand.y) * 0.6, { steps: 6 });
    await frames(page, 4);
    expect(isBrass(await colourAt(page, lit))).toBe(true);
    await shoot(page, 'board-held-desktop.png');
    await page.mouse.move(cell.x, cell.y, { steps: 12 });
    await page.mouse.up();
    const after = await until(page, (s) => chits(s) === 1, 'the entrance to be laid');
    expect(after.phase.kind).toBe('explore');
    expect(after.maze.chits['0,0']).toMatchObject({ type: before.hand!.type, rot: shown });
    await frames(page, 2);
    expect(await page.evaluate(() => window.__deathmaze!.chitsDrawn)).toBe(1);
  });

  it('a tap on a segment that is not next to the party does nothing', async () => {
    const { page } = at;
    const before = JSON.stringify(await state(page));
    const far = await cellAt(page, 2, 2);
    await page.mouse.click(far.x, far.y);
    await frames(page, 3);
    expect(JSON.stringify(await state(page))).toBe(before);
  });

  it('5.14 Order rearranges the party between encounters; Undo takes the change back', async () => {
    const { page } = at;
    const before = await state(page);
    expect(before.phase.kind).toBe('explore');
    await page.getByTestId('tray-order').click();
    await page.getByTestId('arrange-order-editor').waitFor();
    // a counter picked up with a tap is put down by Escape, before the panel closes
    await page.getByTestId('arrange-counter-a1').click();
    await expect.poll(() => page.locator('.mo-selected').count()).toBe(1);
    await page.keyboard.press('Escape');
    expect(await page.locator('.mo-selected').count()).toBe(0);
    expect(await page.getByTestId('arrange-panel').count()).toBe(1);
    const from = await centreOf(page, 'arrange-counter-a1');
    const to = await centreOf(page, 'arrange-box-0-2');
    await mouseDrag(page, from, to);
    await page.getByTestId('arrange-ok').click();
    const moved = await until(page, (s) => JSON.stringify(s.party.order) !== JSON.stringify(before.party.order), 'the new order');
    expect(moved.party.order[0]).toEqual([null, 'a2', 'a1']);
    // the log open: the step taken back leaves it, the steps before stay as they were drawn
    await page.getByTestId('hud-log').click();
    const groups = page.locator('[data-testid="log-list"] > *');
    await expect.poll(() => groups.count()).toBeGreaterThan(1);
    const drawn = await groups.count();
    await groups.first().evaluate((n) => n.setAttribute('data-kept', 'yes'));
    await expect.poll(() => page.getByTestId('hud-undo').isDisabled()).toBe(false);
    await page.getByTestId('hud-undo').click();
    const back = await until(page, (s) => JSON.stringify(s.party.order) === JSON.stringify(before.party.order), 'the order taken back');
    expect(JSON.stringify(back)).toBe(JSON.stringify(before));
    await expect.poll(() => groups.count()).toBe(drawn - 1);
    expect(await groups.first().getAttribute('data-kept')).toBe('yes');
    await page.getByTestId('hud-log').click();
    await waitForScene(page, 'MazeScene');
    expect(at.errors).toEqual([]);
  });

  it('5.28 moves through an exit when the neighbouring segment is tapped; 5.25 shows a thrown-back chit and the drawn one beside its cup', async () => {
    const { page } = at;
    const s = await state(page);
    const { cell } = aLegalMove(s);
    const target = await cellAt(page, cell.x, cell.y);
    await page.mouse.click(target.x, target.y);
    const after = await until(page, (x) => x.phase.kind === 'place', 'a chit to be drawn');
    expect(after.hand?.cell).toEqual(cell);
    const hand = await handAt(page);
    const cup = await page.evaluate((c) => window.__deathmaze!.cupToScreen!(c), after.hand!.cup);
    expect(Math.abs(hand.x - cup.x)).toBeLessThan(60);
    // One facing only: turned for the player, and no Rotate button.
    expect(legalPlacements(after)).toHaveLength(1);
    await expect(page.locator('[data-testid="board-rotate"]').isVisible()).resolves.toBe(false);
  });

  it('5.2x: a drop on the wrong segment springs back with the rule in a toast, and changes nothing', async () => {
    const { page } = at;
    const before = await state(page);
    const json = JSON.stringify(before);
    const hand = await handAt(page);
    // An empty segment beside the one the chit must go on.
    const wrong = ([0, 1, 2, 3] as Dir[]).map((d) => step(before.hand!.cell, d)).find((c) => !before.maze.chits[`${c.x},${c.y}`])!;
    const target = await cellAt(page, wrong.x, wrong.y);
    await mouseDrag(page, hand, target);
    expect(await toastText(page)).toMatch(/5\.2\d/);
    expect(JSON.stringify(await state(page))).toBe(json);
    const back = await handAt(page);
    expect(Math.abs(back.x - hand.x)).toBeLessThan(2);
    expect(Math.abs(back.y - hand.y)).toBeLessThan(2);
  });

  it('5.24 lays the drawn chit when it is dragged onto its lit segment', async () => {
    const { page } = at;
    const before = await state(page);
    const hand = await handAt(page);
    const cell = await cellAt(page, before.hand!.cell.x, before.hand!.cell.y);
    await mouseDrag(page, hand, cell);
    const after = await until(page, (s) => chits(s) === 2, 'the second chit');
    expect(after.maze.chits[`${before.hand!.cell.x},${before.hand!.cell.y}`]?.rot).toBe(legalPlacements(before)[0]!.rot);
    expect(after.hand).toBeNull();
  });

  it('tapping a cup opens a panel with what is left in it', async () => {
    const { page } = at;
    const s = await state(page);
    const cup = await page.evaluate(() => window.__deathmaze!.cupToScreen!('room'));
    await page.mouse.click(cup.x, cup.y);
    const panel = page.locator('[data-testid="cup-panel"]');
    await panel.waitFor({ state: 'visible' });
    expect(await panel.textContent()).toContain(`Room cup · ${cupTotal(s.maze, 'room')} chits left`);
    const counts = await page.locator('[data-testid="cup-mix-row"]').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-count'))));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(cupTotal(s.maze, 'room'));
    expect(await panel.textContent()).toMatch(/room with a fountain/i);
    await page.locator('[data-testid="cup-panel-close"]').click();
    await panel.waitFor({ state: 'detached' });
    // Escape closes it too, and does nothing else to the board
    await page.mouse.click(cup.x, cup.y);
    await panel.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(JSON.stringify(await state(page))).toBe(JSON.stringify(s));
    expect(at.errors).toEqual([]);
  });

  it('5.28 moves the party when its marker is dragged onto a neighbouring segment', async () => {
    const { page } = at;
    const s = await until(page, (x) => x.phase.kind === 'explore', 'exploring');
    const { cell } = aLegalMove(s);
    const from = await cellAt(page, s.party.at.x, s.party.at.y);
    const to = await cellAt(page, cell.x, cell.y);
    await mouseDrag(page, from, to);
    const after = await until(page, (x) => x.turn > s.turn, 'the move');
    expect(after.phase.kind === 'place' ? after.hand?.cell : after.party.at).toEqual(cell);
  });

  it('pans with a drag on the empty table, and Re-centre brings the party back', async () => {
    const { page } = at;
    const s = await state(page);
    await boardStill(page); // the move just made may still be followed by a glide, which a pan would cut short
    const start = await page.evaluate(() => ({ ...window.__deathmaze!.camera }));
    await mouseDrag(page, { x: 900, y: 200 }, { x: 500, y: 650 });
    await frames(page, 2);
    const panned = await page.evaluate(() => ({ ...window.__deathmaze!.camera }));
    expect(panned.scrollX).toBeGreaterThan(start.scrollX + 300);
    expect(JSON.stringify(await state(page))).toBe(JSON.stringify(s));
    await page.locator('[data-testid="board-recentre"]').click();
    await boardStill(page);
    const party = await cellAt(page, s.party.at.x, s.party.at.y);
    expect(Math.abs(party.x - 640)).toBeLessThan(200);
    expect(Math.abs(party.y - 400)).toBeLessThan(200);
    expect(at.errors).toEqual([]);
  });
});

describe('with reduced motion (settings)', () => {
  const at = pageForBlock(
    async () => {
      const context = await desktopContext(suite.browser);
      await context.addInitScript(() => window.localStorage.setItem('deathmaze.settings', JSON.stringify({ reducedMotion: true })));
      return context;
    },
    (page) => startDelve(page, SEED_THROWN_BACK),
  );

  it('puts each drawn chit beside its cup at once, thrown-back chits and all', async () => {
    const { page } = at;
    expect(await page.evaluate(() => window.__deathmaze!.handToScreen!())).not.toBeNull();
    await page.keyboard.press('Enter');
    const s = await until(page, (x) => x.phase.kind === 'explore', 'the entrance laid');
    const { cell } = aLegalMove(s);
    const target = await cellAt(page, cell.x, cell.y);
    await page.mouse.click(target.x, target.y);
    await until(page, (x) => x.phase.kind === 'place', 'a chit drawn');
    expect(await page.evaluate(() => window.__deathmaze!.handToScreen!())).not.toBeNull();
    expect(at.errors).toEqual([]);
  });
});

describe("the table's sounds (settings)", () => {
  const at = pageForBlock(() => desktopContext(suite.browser), (page) => startDelve(page, SEED_THROWN_BACK));
  const sound = (page: Page) => page.evaluate(() => ({ state: window.__deathmazeSound!.state, played: [...window.__deathmazeSound!.played] }));

  it('start at the first key, thud as a chit is laid, rest when quiet, wake for the next sound, and fall silent when Sound is switched off', async () => {
    const { page } = at;
    expect(await sound(page)).toEqual({ state: 'none', played: [] }); // no sound before the player's first touch or key
    await handAt(page);
    await page.keyboard.press('Enter');
    const s = await until(page, (x) => x.phase.kind === 'explore', 'the entrance laid');
    await expect.poll(async () => (await sound(page)).played).toContain('thud'); // only recorded once scheduled on running audio
    // a few seconds without a sound, and the audio device is let go
    await expect.poll(async () => (await sound(page)).state, { timeout: 8000 }).toBe('suspended');

    // the next step wakes it: the party moves and a chit slides out of a cup
    const heard = (await sound(page)).played.length;
    const { cell } = aLegalMove(s);
    const target = await cellAt(page, cell.x, cell.y);
    await page.mouse.click(target.x, target.y);
    const drawn = await until(page, (x) => x.phase.kind === 'place', 'a chit drawn');
    await expect.poll(async () => (await sound(page)).played.slice(heard)).toContain('slide');

    await page.getByTestId('hud-settings').click();
    await page.getByTestId('setting-sound').click();
    expect(await page.getByTestId('setting-sound-input').isChecked()).toBe(false);
    await page.getByTestId('settings-done').click();
    const before = (await sound(page)).played.length;
    await handAt(page);
    await page.keyboard.press('Enter'); // lays the chit: that would have thudded
    await until(page, (x) => x.turn > drawn.turn, 'the chit laid');
    await frames(page, 2);
    expect((await sound(page)).played.length).toBe(before);
    expect(at.errors).toEqual([]);
  });
});

describe('Resolve dice-only steps (settings)', () => {
  const at = pageForBlock(
    async () => {
      const context = await desktopContext(suite.browser);
      await context.addInitScript(() => window.localStorage.setItem('deathmaze.settings', JSON.stringify({ autoResolve: true, animationSpeed: 0.5 })));
      return context;
    },
    (page) => startDelve(page, SEED_THROWN_BACK),
  );

  it('5.24 a chit that fits one way only is laid by itself; one the player may turn waits for the player', async () => {
    const { page } = at;
    const first = await state(page);
    expect(legalPlacements(first).length).toBeGreaterThan(1);
    await handAt(page);
    await page.waitForTimeout(1200);
    expect(chits(await state(page))).toBe(0); // the entrance may face two ways: still in hand
    await page.keyboard.press('Enter');
    const s = await until(page, (x) => x.phase.kind === 'explore', 'the entrance laid');
    const { cell } = aLegalMove(s);
    const target = await cellAt(page, cell.x, cell.y);
    await page.mouse.click(target.x, target.y);
    const drawn = await until(page, (x) => x.phase.kind === 'place', 'a chit drawn');
    expect(legalPlacements(drawn)).toHaveLength(1);
    const laid = await until(page, (x) => chits(x) === 2, 'the one-way chit laid with no hand on it');
    expect(laid.maze.chits[`${cell.x},${cell.y}`]).toMatchObject({ rot: legalPlacements(drawn)[0]!.rot });
    expect(at.errors).toEqual([]);
  });
});

describe('the keyboard on a desktop', () => {
  const at = pageForBlock(() => desktopContext(suite.browser), (page) => startDelve(page, SEED_FOUR_FACINGS));

  it('5.24: R turns the chit through its legal facings only, and Enter lays it as shown', async () => {
    const { page } = at;
    const s = await state(page);
    const legal = legalPlacements(s).map((p) => p.rot);
    expect(legal.length).toBeGreaterThan(2);
    await handAt(page);
    const rotate = page.locator('[data-testid="board-rotate"]');
    await expect(rotate.textContent()).resolves.toContain(`1/${legal.length}`);
    await page.keyboard.press('r');
    await expect(rotate.textContent()).resolves.toContain(`2/${legal.length}`);
    await page.keyboard.press('r');
    await rotate.click(); // the button turns it too
    await expect(rotate.textContent()).resolves.toContain(`${(3 % legal.length) + 1}/${legal.length}`);
    for (let i = 0; i < legal.length - 2; i++) await page.keyboard.press('r');
    // Once round the legal facings and one more: the second of them.
    await expect(rotate.textContent()).resolves.toContain(`2/${legal.length}`);
    await frames(page, 12);
    await page.keyboard.press('Enter');
    const after = await until(page, (x) => chits(x) === 1, 'the entrance laid by Enter');
    expect(after.maze.chits['0,0']?.rot).toBe(legal[1]);
  });

  it('5.22: an arrow key toward a blank wall is refused with the rule, and the party stays', async () => {
    const { page } = at;
    const s = await until(page, (x) => x.phase.kind === 'explore', 'exploring');
    const legal = new Set(legalActions(s).flatMap((a) => (a.type === 'move' ? [a.dir] : [])));
    const keys = ['ArrowUp', 'ArrowRight', 'ArrowDown', 'ArrowLeft'] as const;
    const wall = ([0, 1, 2, 3] as Dir[]).find((d) => !legal.has(d));
    expect(wall).toBeDefined();
    const json = JSON.stringify(s);
    await page.keyboard.press(keys[wall!]);
    expect(await toastText(page)).toMatch(/5\.2\d/);
    expect(JSON.stringify(await state(page))).toBe(json);
    const go = [...legal][0]!;
    await page.keyboard.press(keys[go]);
    const moved = await until(page, (x) => x.turn > s.turn, 'the move');
    expect(moved.phase.kind).toBe('place');
    expect(moved.hand?.cell).toEqual(step(s.party.at, go));
    expect(at.errors).toEqual([]);
  });
});

describe('the board in play on a phone (390x844, DPR 2, touch)', () => {
  const at = pageForBlock(() => phoneContext(suite.browser), (page) => startDelve(page, SEED_FOUR_FACINGS));

  it('lays the entrance chit with a finger', async () => {
    const { page } = at;
    const hand = await handAt(page);
    const cell = await cellAt(page, 0, 0);
    const f = await Finger.down(page, hand);
    await f.move({ x: hand.x + 40, y: hand.y - 60 }, 4);
    await f.move({ x: cell.x + 70, y: cell.y + 90 }, 8);
    await frames(page, 3);
    expect(isBrass(await colourAt(page, await cellAt(page, 0.3, 0.3)))).toBe(true);
    await shoot(page, 'board-held-phone.png');
    await f.move(cell, 6);
    await f.up();
    const s = await until(page, (x) => chits(x) === 1, 'the entrance laid by touch');
    expect(s.phase.kind).toBe('explore');
    // the finger's touch let the page make sound: the chit thudded down
    await expect.poll(() => page.evaluate(() => [...window.__deathmazeSound!.played])).toContain('thud');
  });

  it('moves with a tap on the neighbouring segment and lays the next chit with a finger', async () => {
    const { page } = at;
    const s = await state(page);
    const { cell } = aLegalMove(s);
    await touchTap(page, await cellAt(page, cell.x, cell.y));
    const drawn = await until(page, (x) => x.phase.kind === 'place', 'a chit to be drawn');
    expect(drawn.hand?.cell).toEqual(cell);
    const hand = await handAt(page);
    await touchDragTo(page, hand, await cellAt(page, cell.x, cell.y));
    const laid = await until(page, (x) => chits(x) === 2, 'the second chit laid by touch');
    expect(laid.maze.chits[`${cell.x},${cell.y}`]).toBeDefined();
    expect(at.errors).toEqual([]);
  });
});

describe('mid-delve (decide for me, then the board as the player finds it)', () => {
  for (const [label, make] of [
    ['desktop', desktopContext],
    ['phone', phoneContext],
    ['phone-sideways', (browser: Browser) => phoneContext(browser, 2, { width: PHONE.height, height: PHONE.width })],
  ] as const) {
    it(`shows the maze, the party and the monsters left on segments (${label})`, async () => {
      const context = await make(suite.browser);
      try {
        const watched = await openPage(context);
        const page = watched.page;
        await page.goto(`${suite.baseUrl}?test=1&start=${SEED_MID}&decide=${MID_STEPS}`);
        await page.waitForFunction(() => window.__deathmaze?.ready === true, undefined, { timeout: 20_000 });
        const s = await state(page);
        expect(s.phase.kind, `seed ${SEED_MID} no longer stays on the board for ${MID_STEPS} steps: pick another`).toBe('explore');
        expect(await page.evaluate(() => window.__deathmaze!.scene)).toBe('MazeScene');
        expect(s.turn).toBe(MID_STEPS);
        expect(s.investigated.length).toBeGreaterThan(0);
        await frames(page, 4);
        expect(await page.evaluate(() => window.__deathmaze!.chitsDrawn)).toBe(chits(s));
        expect(Object.keys(s.monsters).length).toBeGreaterThan(0);
        // The party is in view, clear of the bars.
        const party = await cellAt(page, s.party.at.x, s.party.at.y);
        const vp = page.viewportSize()!;
        expect(party.x).toBeGreaterThan(0);
        expect(party.x).toBeLessThan(vp.width);
        expect(party.y).toBeGreaterThan(64);
        expect(party.y).toBeLessThan(vp.height - 64);
        // Every control on screen is a thumb's size and inside the window, whichever way the phone is held.
        // (the board in words is out of sight until the keys reach it: its buttons are for a screen reader)
        const controls = await page.locator('#ui button:visible').evaluateAll((bs) =>
          bs.filter((b) => !b.closest('.table-words:not(:focus-within)')).map((b) => ({ id: b.getAttribute('data-testid') ?? b.textContent, ...b.getBoundingClientRect().toJSON() }) as { id: string; x: number; y: number; width: number; height: number }),
        );
        expect(controls.length).toBeGreaterThan(3);
        for (const c of controls) {
          expect(Math.min(c.width, c.height), `${c.id} is a thumb's size`).toBeGreaterThanOrEqual(44);
          expect(c.x >= 0 && c.y >= 0 && c.x + c.width <= vp.width + 0.5 && c.y + c.height <= vp.height + 0.5, `${c.id} is inside the window`).toBe(true);
        }
        await shoot(page, `board-mid-${label}.png`);
        expect(watched.errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

describe('after a fight (the combat table hands back to the maze)', () => {
  const at = pageForBlock(() => desktopContext(suite.browser, 'no-preference'));

  it('8.6: what follows a won fight is asked only once the maze is back, not over the fight’s last blows', async () => {
    const { page } = at;
    // Fast animations (a player's setting): the fight's last blows still play, in half the time
    await page.addInitScript(() => localStorage.setItem('deathmaze.settings', JSON.stringify({ animationSpeed: 0.5 })));
    // seed 21: the standard party meets a Giant Spider a few steps in; decide= stops before the fight
    await page.goto(`${suite.baseUrl}?test=1&start=${SEED_FIGHT}&decide=20`);
    await page.waitForFunction(() => window.__deathmaze?.ready === true, undefined, { timeout: 20_000 });
    // watched in the page, frame by frame: the first frame after the fight is over
    const handover = page.evaluate(
      () =>
        new Promise<{ scene: string; dock: string }[]>((done) => {
          const seen: { scene: string; dock: string }[] = [];
          let fought = false;
          const tick = (): void => {
            const hook = window.__deathmaze!;
            const dock = document.querySelector('[data-testid="prompt-dock"]');
            const phase = hook.state?.phase.kind;
            if (phase === 'combat' || phase === 'lineUp') fought = true;
            else if (fought) seen.push({ scene: hook.scene ?? '', dock: dock ? getComputedStyle(dock).visibility : 'none' });
            if (seen.length > 0 && hook.scene === 'MazeScene') return done(seen);
            requestAnimationFrame(tick);
          };
          tick();
        }),
    );
    for (let i = 0; i < 120; i++) {
      const s = await state(page);
      if (s.phase.kind !== 'combat' && s.phase.kind !== 'lineUp' && s.turn > 20) break;
      const decide = page.getByTestId('hud-decide');
      if (await decide.isEnabled()) await decide.click();
      await frames(page, 2);
    }
    const seen = await handover;
    const during = seen.filter((x) => x.scene === 'CombatScene');
    expect(during.length, 'the combat table plays on after the fight is won').toBeGreaterThan(0);
    expect(new Set(during.map((x) => x.dock))).toEqual(new Set(['hidden']));
    expect(seen.at(-1)).toEqual({ scene: 'MazeScene', dock: 'visible' });
    expect(at.errors).toEqual([]);
  });
});

/** Starts the delve of `seed` and taps "Decide for me" (a finger) until its phase is `kind`, at most `max` times. */
async function tapDecideUntil(page: Page, seed: number, kind: GameState['phase']['kind'], max: number): Promise<GameState> {
  await page.goto(`${suite.baseUrl}?test=1&start=${seed}`);
  await page.waitForFunction(() => window.__deathmaze?.ready === true, undefined, { timeout: 20_000 });
  const decide = await centreOf(page, 'hud-decide');
  for (let i = 0; i < max && (await state(page)).phase.kind !== kind; i++) {
    const turn = (await state(page)).turn;
    await touchTap(page, decide);
    await page.waitForFunction((t) => (window.__deathmaze!.state?.turn ?? 0) > t, turn, { timeout: 20_000 });
  }
  return state(page);
}

describe('a tall prompt on a phone', () => {
  const at = pageForBlock(() => phoneContext(suite.browser));

  it('10.1: the board frames the party in the strip above a trap card that fills most of the screen', async () => {
    const { page } = at;
    const s = await tapDecideUntil(page, SEED_TRAP, 'trap', 40);
    expect(s.phase.kind, `seed ${SEED_TRAP} no longer meets a trapped door early: pick another`).toBe('trap');
    const card = page.locator('.dmp-prompt-host .dmp-card').first();
    await card.waitFor();
    const top = (await settledBox(card)).y;
    expect(top, 'the card fills more than half the screen').toBeLessThan(PHONE.height / 2);
    // the party glides into the strip between the status line and the card
    await expect.poll(async () => (await cellAt(page, s.party.at.x, s.party.at.y)).y).toBeLessThan(top - 20);
    expect((await cellAt(page, s.party.at.x, s.party.at.y)).y).toBeGreaterThan(64);
    expect(at.errors).toEqual([]);
  });
});

describe('an encounter on an upright phone', () => {
  const at = pageForBlock(() => phoneContext(suite.browser));

  it('7.13: with no tray under it, the card stands clear of the Log button', async () => {
    const { page } = at;
    const s = await tapDecideUntil(page, SEED_FIGHT, 'encounter', 20);
    expect(s.phase.kind, `seed ${SEED_FIGHT} no longer meets monsters early: pick another`).toBe('encounter');
    const card = page.locator('.dmp-prompt-host .dmp-card').first();
    await card.waitFor();
    expect(await page.locator('.dmp-tray').count()).toBe(0);
    const log = (await page.getByTestId('hud-log-phone').boundingBox())!;
    const box = await settledBox(card);
    expect(box.y + box.height, 'the card ends above the Log button').toBeLessThanOrEqual(log.y);
    expect(at.errors).toEqual([]);
  });
});

describe('a phone held sideways (844x390)', () => {
  const at = pageForBlock(() => phoneContext(suite.browser, 2, { width: PHONE.height, height: PHONE.width }));

  it('7.13: the encounter card stands right of the party, under the top bar, with Negotiate and Fight in view', async () => {
    const { page } = at;
    const s = await tapDecideUntil(page, SEED_FIGHT, 'encounter', 20);
    expect(s.phase.kind, `seed ${SEED_FIGHT} no longer meets monsters early: pick another`).toBe('encounter');
    const vp = page.viewportSize()!;
    const card = page.locator('.dmp-prompt-host .dmp-card').first();
    await card.waitFor();
    const box = await settledBox(card);
    const bar = (await page.getByTestId('hud-bar').boundingBox())!;
    expect(box.y, 'the card starts under the top bar').toBeGreaterThanOrEqual(bar.y + bar.height);
    expect(box.x, 'the card stands to the right').toBeGreaterThan(vp.width / 4);
    for (const id of ['prompt-negotiate', 'prompt-fight']) {
      const b = (await page.getByTestId(id).boundingBox())!;
      expect(b.y >= box.y && b.y + b.height <= Math.min(box.y + box.height, vp.height) + 0.5, `${id} is in view without scrolling`).toBe(true);
    }
    // the party glides to the free board left of the card
    await expect.poll(async () => (await cellAt(page, s.party.at.x, s.party.at.y)).x).toBeLessThan(box.x - 20);
    const party = await cellAt(page, s.party.at.x, s.party.at.y);
    expect(party.x).toBeGreaterThan(0);
    expect(party.y).toBeGreaterThan(bar.y + bar.height);
    expect(party.y).toBeLessThan(vp.height - 64);
    // Re-centre stands beside the card, not under it or the bar
    const recentre = (await page.getByTestId('board-recentre').boundingBox())!;
    expect(recentre.x + recentre.width).toBeLessThanOrEqual(box.x);
    expect(at.errors).toEqual([]);
  });

  it('5.14: the marching order over the board shows its rows beside the rule and OK, all in view', async () => {
    const { page } = at;
    await page.goto(`${suite.baseUrl}?test=1&start=${SEED_MID}&decide=${ORDER_STEPS}`);
    await page.waitForFunction(() => window.__deathmaze?.ready === true, undefined, { timeout: 20_000 });
    expect((await state(page)).phase.kind, `seed ${SEED_MID} no longer explores after ${ORDER_STEPS} steps: pick another`).toBe('explore');
    await touchTap(page, await centreOf(page, 'tray-order'));
    await page.getByTestId('arrange-ok').waitFor();
    const boxes = await Promise.all([0, 1, 2].flatMap((r) => [0, 1, 2].map((b) => expectInView(page, `arrange-box-${r}-${b}`))));
    const ok = await expectInView(page, 'arrange-ok');
    expect((await expectInView(page, 'arrange-order-problem')).x, 'the rule stands right of the rows').toBeGreaterThan(Math.max(...boxes.map((b) => b.x + b.width)));
    expect(ok.x).toBeGreaterThan(Math.max(...boxes.map((b) => b.x + b.width)));
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('arrange-ok').count()).toBe(0);
    expect(at.errors).toEqual([]);
  });

  it('the panels stand under the top bar and clear of the Log button; the settings rows scroll rather than overlap', async () => {
    const { page } = at;
    const vp = page.viewportSize()!;
    const bar = (await page.getByTestId('hud-bar').boundingBox())!;
    const log = (await page.getByTestId('hud-log-phone').boundingBox())!;
    await touchTap(page, await centreOf(page, 'hud-settings'));
    const settings = page.getByTestId('settings-panel');
    await settings.waitFor();
    const panel = (await settings.boundingBox())!;
    expect(panel.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    expect(panel.y + panel.height).toBeLessThanOrEqual(vp.height);
    const rows = await settings.locator('.panel-body > *').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.top, `row ${i} starts below row ${i - 1}`).toBeGreaterThanOrEqual(rows[i - 1]!.bottom - 0.5);
    await page.keyboard.press('Escape');
    await expect.poll(() => settings.count()).toBe(0);
    await touchTap(page, await centreOf(page, 'hud-sheets'));
    const sheets = page.getByTestId('sheets-panel');
    await sheets.waitFor();
    const s = (await sheets.boundingBox())!;
    expect(s.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    expect(s.x, 'clear of the Log button').toBeGreaterThanOrEqual(log.x + log.width);
    expect(s.x + s.width).toBeLessThanOrEqual(vp.width);
    await page.keyboard.press('Escape');
    expect(at.errors).toEqual([]);
  });

  it('4.0: the end screen keeps New delve and View log in view while its verdict scrolls', async () => {
    const { page } = at;
    await page.goto(`${suite.baseUrl}?test=1&start=${SEED_LEAVE}&decide=1`);
    await page.waitForFunction(() => window.__deathmaze?.ready === true, undefined, { timeout: 20_000 });
    await touchTap(page, await centreOf(page, 'tray-leave'));
    await touchTap(page, await centreOf(page, 'choice-leave'));
    const end = page.getByTestId('end-screen');
    await end.waitFor();
    const body = end.locator('.panel-body');
    expect(await body.evaluate((b) => b.scrollHeight > b.clientHeight), 'the verdict is longer than the panel').toBe(true);
    await expectInView(page, 'end-new');
    await expectInView(page, 'end-log');
    await expectInView(page, 'end-title');
    // New delve goes straight to the party setup; To the title is a button of its own
    await touchTap(page, await centreOf(page, 'end-new'));
    await waitForScene(page, 'PartySetupScene');
    await expect.poll(() => page.getByTestId('end-screen').count()).toBe(0);
    await page.getByTestId('setup-sheet').waitFor();
    expect(at.errors).toEqual([]);
  });
});
