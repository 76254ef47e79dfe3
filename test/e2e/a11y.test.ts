/**
 * Playing without sight, and by keys, in a real browser on a desktop and a 390x844 touch phone:
 * the accessibility tree names the canvas, the instruction the HUD draws, the chits laid, the
 * party's segment and its four sides with what lies beyond; the chit in hand is laid and the party
 * moved with the buttons of that description, pressed with Enter; the page's one live region
 * gets one line per event of the log. The marching order (5.14) is changed with the keys alone,
 * read out once, and undone without a word read again.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { legalActions, legalPlacements, type GameState } from '../../src/games/deathmaze/game';
import { chitAt, describeChit } from '../../src/games/deathmaze/board/maze';
import { desktopContext, gameState as state, pageForBlock, phoneContext } from './browser';
import { servedGame } from './suite';

const suite = servedGame();

/** Seed 9: a straight entrance corridor in hand (two facings, 5.13). */
const SEED = 9;
/** Seed 1212 after 14 "decide for me" steps: exploring with four standing, so the order may be changed (5.14). */
const SEED_ORDER = 1212;
const ORDER_STEPS = 14;

/** Lines the live region has read out so far, and events in the log so far. */
const toldCount = (page: Page) => page.evaluate(() => Number(document.querySelector<HTMLElement>('[data-testid="announcer"]')?.dataset.told ?? -1));
const logLength = (page: Page) => page.evaluate(() => (window.__deathmaze as unknown as { logLength: number }).logLength);
const told = (page: Page) => page.getByTestId('announcer').locator('p').allInnerTexts();

async function waitForChange(page: Page, before: GameState): Promise<GameState> {
  await page.waitForFunction((turn) => JSON.stringify(window.__deathmaze?.state) !== turn, JSON.stringify(before), { timeout: 10_000 });
  await page.waitForFunction(() => window.__deathmaze?.ready === true, undefined, { timeout: 10_000 });
  return state(page);
}

/** Presses Tab until the element `testId` has the focus (at most `n` times). */
async function tabTo(page: Page, testId: string, n = 60): Promise<void> {
  for (let i = 0; i < n; i++) {
    if ((await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid ?? null)) === testId) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${testId}`);
}

for (const [name, open] of [
  ['desktop (1280x800)', () => desktopContext(suite.browser)],
  ['390x844 touch phone', () => phoneContext(suite.browser)],
] as const) {
  describe(`The board in words on the ${name}`, () => {
    const at = pageForBlock(open, async (page) => {
      await page.goto(`${suite.baseUrl}?test=1&start=${SEED}`);
      await page.waitForFunction(() => window.__deathmaze?.ready === true && window.__deathmaze.scene === 'MazeScene', undefined, { timeout: 20_000 });
    });

    it('5.13, 5.28: names the canvas, the instruction, the segment and its sides; a chit is laid and the party moved from the words; each event is read out once', async () => {
      const { page } = at;
      await expect(page.getByRole('img', { name: /^The Deathmaze table/ }).count()).resolves.toBe(1);
      const words = page.getByRole('region', { name: 'The board in words' });
      await expect(words.count()).resolves.toBe(1);
      // the instruction the HUD draws on the canvas, and the chits laid, are in the tree
      const hud = await page.evaluate(() => window.__deathmaze!.hud);
      await expect.poll(() => words.getByTestId('words-instruction').innerText()).toBe(`${hud.split('\n')[0]} ${hud.split('\n')[1]}.`);
      expect(hud.split('\n')[1]).toMatch(/^0 chits laid$/);

      // 5.13: the entrance chit in hand, one button per facing the engine allows
      let s = await state(page);
      expect(s.phase.kind).toBe('place');
      const placements = legalPlacements(s);
      const lay = words.getByRole('button', { name: /^Lay it with / });
      await expect.poll(() => lay.count()).toBe(placements.length);
      expect(await words.getByTestId('words-hand').innerText()).toContain(describeChit(s.hand!.type));
      const told0 = await toldCount(page);
      const log0 = await logLength(page);
      await lay.last().focus();
      await page.keyboard.press('Enter');
      s = await waitForChange(page, s);
      const laid = chitAt(s.maze, s.party.at)!;
      expect(laid.rot).toBe(placements[placements.length - 1]!.rot);

      // the party's segment and its four sides, each with what lies beyond
      await expect.poll(() => words.getByTestId('words-segment').innerText()).toContain(`The party stands in a ${describeChit(laid.type)}, the 1st chit laid.`);
      const sides = words.getByRole('list', { name: 'Its sides' }).getByRole('listitem');
      await expect(sides.count()).resolves.toBe(4);
      const sideTexts = await sides.allInnerTexts();
      expect(sideTexts.map((t) => t.split(':')[0])).toEqual(['North', 'East', 'South', 'West']);
      for (const t of sideTexts) expect(t).toMatch(/a wall\.$|a door, to the unexplored|an open end, to the unexplored/);

      // 5.28: a move the engine lists, made from its button with Enter
      const moves = legalActions(s).filter((a) => a.type === 'move');
      expect(moves.length).toBeGreaterThan(0);
      const moveButtons = words.getByRole('button', { name: /^Move (north|east|south|west), / });
      await expect.poll(() => moveButtons.count()).toBe(moves.length);
      const before = s;
      await moveButtons.first().focus();
      await page.keyboard.press('Enter');
      s = await waitForChange(page, before);
      expect(s.turn).toBeGreaterThan(before.turn);

      // one line in the live region per event of the log since the chit was laid, none twice
      const log1 = await logLength(page);
      expect(log1).toBeGreaterThan(log0 + 1);
      await expect.poll(() => toldCount(page)).toBe(told0 + (log1 - log0));
      const lines = await told(page);
      expect(lines.length).toBe(log1 - log0);
      expect(at.errors).toEqual([]);
    });
  });

  describe(`The marching order by keys on the ${name}`, () => {
    const at = pageForBlock(open, async (page) => {
      await page.goto(`${suite.baseUrl}?test=1&start=${SEED_ORDER}&decide=${ORDER_STEPS}`);
      await page.waitForFunction(() => window.__deathmaze?.ready === true && window.__deathmaze.scene === 'MazeScene', undefined, { timeout: 20_000 });
    });

    it('5.14: Tab reaches the Order button, Enter opens it; two counters trade places with Enter; OK with Enter sends the order', async () => {
      const { page } = at;
      const s = await state(page);
      expect(s.phase.kind, `seed ${SEED_ORDER} no longer explores after ${ORDER_STEPS} steps`).toBe('explore');
      const [first, second] = s.party.order.flat().filter((x): x is string => x !== null);
      await tabTo(page, 'tray-order');
      await page.keyboard.press('Enter');
      await page.getByTestId('arrange-ok').waitFor();
      await tabTo(page, `arrange-counter-${first}`);
      await page.keyboard.press('Enter');
      await tabTo(page, `arrange-counter-${second}`);
      await page.keyboard.press('Enter');
      const told0 = await toldCount(page);
      const log0 = await logLength(page);
      await tabTo(page, 'arrange-ok');
      await page.keyboard.press('Enter');
      const after = await waitForChange(page, s);
      // read out once: its events, one line each
      const log1 = await logLength(page);
      expect(log1).toBeGreaterThan(log0);
      await expect.poll(() => toldCount(page)).toBe(told0 + log1 - log0);
      const where = (o: GameState['party']['order'], id: string) => JSON.stringify(o.flatMap((row, r) => row.map((x, b) => (x === id ? [r, b] : null)).filter(Boolean)));
      expect(where(after.party.order, first!)).toBe(where(s.party.order, second!));
      expect(where(after.party.order, second!)).toBe(where(s.party.order, first!));
      // an undo (U) takes the order back and reads nothing again
      await page.keyboard.press('u');
      await expect.poll(() => logLength(page)).toBe(log0);
      expect(JSON.stringify((await state(page)).party.order)).toBe(JSON.stringify(s.party.order));
      await page.waitForTimeout(200);
      expect(await toldCount(page)).toBe(told0 + log1 - log0);
      expect(at.errors).toEqual([]);
    });
  });
}
