/**
 * What the browser tests of faster fights and of the combat table's layout share: opening the
 * harness at a scenario, waiting for the table to stand still, and reading the table through the
 * test hook and the harness (the actions the controller took).
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { combatSettled, frames, type Point } from '../browser';
import type { CombatHookInfo } from '../../../src/scenes/CombatScene';
import type { Action, GameState } from '../../../src/games/deathmaze/game';

/** Opens the harness at `scenario` and waits for the harness to have driven the delve there. */
export async function openHarness(page: Page, url: string, scenario: string): Promise<void> {
  await page.goto(`${url}?test=1&scenario=${scenario}`);
  await page.waitForFunction(() => window.__combatHarness?.driven === true, undefined, { timeout: 30_000 });
  const drive = await page.evaluate(() => window.__combatHarness!);
  expect(drive.reached, `"decide for me" from seed ${drive.seed} did not reach ${drive.until} in ${drive.steps} steps`).toBe(true);
}

/** Opens the harness at a fight and waits until the combat table is drawn and still. */
export async function openFight(page: Page, url: string, scenario: string): Promise<void> {
  await openHarness(page, url, scenario);
  await page.waitForFunction(() => window.__deathmaze?.scene === 'CombatScene' && window.__deathmaze.ready === true, undefined, { timeout: 30_000 });
  // after a failed parley the monsters strike first (7.22): a player may skip their dice
  if ((await combatInfo(page)).animating) await skipIfRolling(page, false);
  await settled(page);
}

/** No dice rolling, no result playing out, every counter in its box. */
export async function settled(page: Page): Promise<void> {
  await combatSettled(page);
  await frames(page, 2);
}

export function combatInfo(page: Page): Promise<CombatHookInfo> {
  return page.evaluate(() => JSON.parse(JSON.stringify((window.__deathmaze as unknown as { combat: CombatHookInfo }).combat)) as CombatHookInfo);
}

export function stateOf(page: Page): Promise<GameState> {
  return page.evaluate(() => JSON.parse(JSON.stringify(window.__deathmaze!.state)) as GameState);
}

/** How many actions the controller has taken in this delve. */
export function actionCount(page: Page): Promise<number> {
  return page.evaluate(() => window.__combatHarness!.actionCount!());
}

export function recentActions(page: Page, n: number): Promise<Action[]> {
  return page.evaluate((k) => window.__combatHarness!.recentActions!(k) as Action[], n);
}

export function counterAt(page: Page, id: string): Promise<Point> {
  return page.evaluate((who) => {
    const p = window.__deathmaze!.counterToScreen!(who);
    if (!p) throw new Error(`no counter for ${who}`);
    return p;
  }, id);
}

export function boxAt(page: Page, side: 'party' | 'monsters', row: number, box: number): Promise<Point> {
  return page.evaluate((at) => window.__deathmaze!.boxToScreen!(at.side, at.row, at.box), { side, row, box });
}

/** A press on the page where a player's finger (`touch`) or mouse would make it. */
export async function press(page: Page, p: Point, touch: boolean): Promise<void> {
  if (touch) await page.touchscreen.tap(p.x, p.y);
  else {
    await page.mouse.move(p.x, p.y);
    await page.mouse.down();
    await page.mouse.up();
  }
  await frames(page, 2);
}

/** Taps or clicks the control `testId`. */
export async function pressButton(page: Page, testId: string, touch: boolean): Promise<void> {
  const b = page.getByTestId(testId);
  if (touch) await b.tap({ timeout: 5_000 });
  else await b.click({ timeout: 5_000 });
}

/** While dice roll, the player taps Skip (they may land before the finger does: then there is nothing to skip). */
export async function skipIfRolling(page: Page, touch: boolean): Promise<void> {
  if ((await page.getByTestId('combat-skip').count()) === 0) return;
  await pressButton(page, 'combat-skip', touch).catch(async (e: unknown) => {
    if ((await page.getByTestId('combat-skip').count()) > 0) throw e;
  });
}

/** Holds for whoever the table has chosen until the Party Combat Phase is over, skipping the monsters' dice. */
export async function holdTheRest(page: Page, touch: boolean): Promise<void> {
  for (let i = 0; i < 10; i++) {
    const c = await combatInfo(page);
    if (c.animating) {
      await skipIfRolling(page, touch);
      await settled(page);
      continue;
    }
    if (c.mode !== 'party') break;
    await pressButton(page, 'combat-hold', touch);
    await frames(page, 2);
  }
  await skipIfRolling(page, touch);
  await settled(page);
}
