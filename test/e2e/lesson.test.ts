/**
 * Learn to play, the guided first delve (issue 15), on a desktop, a 390x844 touch phone and the
 * phone on its side: from the title, the lesson's card leads step by step. The entrance is laid
 * with the table's own keys, first in a facing the lesson does not take (refused with the rule
 * "Lesson", nothing laid), then turned and laid; the lesson's steps are taken with its card; the
 * lesson is left at the talk with the Skeleton and picked up there from the title; it runs to the
 * end, whose screen says what a win takes; and neither the saved delves nor the roster holds it.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { boardStill, desktopContext, openPage, phoneContext, PHONE } from './browser';
import { servedGame } from './suite';
import { LESSON } from '../../src/games/deathmaze';

const suite = servedGame();
const STEPS = LESSON.actions.length;
/** Half a chit on the screen at the playing zoom, near enough (88–120 CSS px a chit). */
const CHIT_HALF = 44;

const turn = (page: Page) => page.evaluate(() => window.__deathmaze?.state?.turn ?? -1);
const cardStep = async (page: Page) => Number(await page.getByTestId('lesson-card').getAttribute('data-step'));

/** The card's own "Do this step", by tap or click, and the table taking exactly one step. */
async function doStep(page: Page, touch: boolean): Promise<void> {
  const before = await cardStep(page);
  const go = page.getByTestId('lesson-do-step');
  if (touch) await go.tap();
  else await go.click();
  await expect.poll(() => page.evaluate(() => window.__deathmaze?.state?.turn ?? -1), { message: `step ${before + 1} taken`, timeout: 20_000 }).toBe(before + 1);
  if (before + 1 < STEPS) await expect.poll(() => cardStep(page), { timeout: 20_000 }).toBe(before + 1);
}

async function press(page: Page, touch: boolean, testId: string): Promise<void> {
  const b = page.getByTestId(testId);
  if (touch) await b.tap();
  else await b.click();
}

/** The party marker rests where the board is free: below the top bar, beside or below the lesson's card, off the prompt card `prompt` names. */
async function partyInTheOpen(page: Page, prompt?: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.__deathmaze?.scene)).toBe('MazeScene');
  await boardStill(page);
  const at = await page.evaluate(() => window.__deathmaze!.markerToScreen!());
  const card = await page.getByTestId('lesson-card').boundingBox();
  const bar = await page.locator('.hud-bar').boundingBox();
  const view = page.viewportSize()!;
  expect(at, 'the party is on the table').not.toBeNull();
  expect(at!.y, 'below the top bar').toBeGreaterThan(bar!.y + bar!.height);
  expect(at!.x > card!.x + card!.width || at!.y > card!.y + card!.height, 'clear of the lesson card').toBe(true);
  if (prompt) {
    const box = await page.locator(prompt).boundingBox();
    expect(box, 'the prompt card is up').not.toBeNull();
    // the party's whole chit, not only its marker's centre
    expect(at!.x + CHIT_HALF < box!.x || at!.y + CHIT_HALF < box!.y, 'clear of the prompt card').toBe(true);
  }
  expect(at!.x).toBeLessThan(view.width);
  expect(at!.y).toBeLessThan(view.height);
}

const DEVICES = [
  { name: 'desktop', touch: false, open: () => desktopContext(suite.browser) },
  { name: '390x844 phone', touch: true, open: () => phoneContext(suite.browser) },
  { name: 'phone on its side', touch: true, open: () => phoneContext(suite.browser, 2, { width: PHONE.height, height: PHONE.width }) },
] as const;

describe('Learn to play', () => {
  for (const device of DEVICES) {
    it(`on the ${device.name}: the lesson from the title to its end, left and picked up again, never saved`, async () => {
      const context = await device.open();
      const { page, errors } = await openPage(context);
      await page.goto(`${suite.baseUrl}?test=1`);
      await press(page, device.touch, 'title-learn');
      await page.getByTestId('lesson-card').waitFor();
      await expect.poll(() => page.evaluate(() => window.__deathmaze?.scene)).toBe('MazeScene');
      expect(await page.getByTestId('lesson-progress').textContent()).toBe(`Lesson · step 1 of ${STEPS}`);
      expect(await page.getByTestId('lesson-do').textContent()).toMatch(/doors to the east and west/);

      // 5.13: the entrance laid with the board's keys, in the printed facing first: not the lesson's
      await page.waitForFunction(() => window.__deathmaze?.ready === true && window.__deathmaze.state?.hand !== null);
      await page.keyboard.press('Enter');
      await page.getByTestId('lesson-refused').waitFor();
      expect(await page.getByTestId('lesson-refused').textContent()).toMatch(/^Lesson: In the lesson the next step is “Lay the corridor chit”/);
      expect(await turn(page)).toBe(0);
      // turned (R) to the lesson's facing, then laid
      await page.keyboard.press('r');
      await page.keyboard.press('Enter');
      await expect.poll(() => turn(page)).toBe(1);
      await expect.poll(() => cardStep(page)).toBe(1);
      expect(await page.getByTestId('lesson-refused').count()).toBe(0);

      // on by the card, to the talk with the Skeleton (7.21)
      while ((await cardStep(page)) < 5) await doStep(page, device.touch);
      expect(await page.getByTestId('lesson-title').textContent()).toBe('Talk or fight');

      // left at this step, picked up at it from the title
      await press(page, device.touch, 'lesson-leave');
      await page.getByTestId('title-learn').waitFor();
      expect(await page.getByTestId('lesson-card').count()).toBe(0);
      expect(await page.getByTestId('title-learn-note').textContent()).toBe('at step 6');
      await press(page, device.touch, 'title-learn');
      await page.getByTestId('lesson-card').waitFor();
      expect(await cardStep(page)).toBe(5);
      expect(await turn(page)).toBe(5);

      // through the fight (8.43, 8.52), the treasure (9.17), the trap (10.13) and out (4.0)
      const titles = new Set<string>();
      while ((await turn(page)) < STEPS) {
        // issue 15, rough edge 8: back from the fight, the treasure card taken and gone, the party
        // stands in the open part of the board: not under the top bar, nor under the lesson's card
        // (on a phone the treasure card fills the lower screen: only the desktop has room beside it)
        if ((await turn(page)) === 14 && !device.touch) await partyInTheOpen(page, '.dmp-prompt-host .dmp-card');
        if ((await turn(page)) === 15) await partyInTheOpen(page);
        if ((await page.getByTestId('lesson-card').count()) > 0 && (await page.getByTestId('lesson-title').count()) > 0) titles.add((await page.getByTestId('lesson-title').textContent()) ?? '');
        await doStep(page, device.touch);
      }
      for (const t of ['Pick a target', 'Change the rows', 'Share out the treasure', 'A trapped door', 'Get out']) expect([...titles]).toContain(t);
      await page.getByTestId('end-lesson').waitFor();
      expect(await page.getByTestId('end-lesson').textContent()).toMatch(/75 Experience each and a share of 100 Bezants/);
      expect(await page.getByTestId('end-roster').textContent()).toMatch(/does not join your roster/);
      expect(await page.getByTestId('lesson-card').count()).toBe(0);

      // a delve of one's own: the party setup; and nothing of the lesson kept among the saves or the roster
      await press(page, device.touch, 'lesson-own');
      await expect.poll(() => page.evaluate(() => window.__deathmaze?.scene)).toBe('PartySetupScene');
      await page.goto(`${suite.baseUrl}?test=1`);
      await expect.poll(() => page.getByTestId('title-continue-note').textContent()).toBe('no saved delve yet');
      expect(await page.getByTestId('title-learn-note').count()).toBe(0);
      await press(page, device.touch, 'title-roster');
      await page.getByTestId('roster-empty').waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
