/**
 * The rules panel with any rule book, in a real browser: the harness page
 * (test/e2e/rules.harness.html) holds the panel alone, no game, and opens the Black Gate's book
 * (`openBlackGateRules`) and the Deathmaze's (`openRules`) at a case.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { briberyTable } from '../../src/games/blackgate';
import { bgRuleSections } from '../../src/ui/blackgate/rulesText';
import { desktopContext, openPage, type WatchedPage } from './browser';
import { servedSuite } from './suite';
import type {} from './rules.harness';

const suite = servedSuite('rules');

async function harness(): Promise<WatchedPage> {
  const watched = await openPage(await desktopContext(suite.browser));
  await watched.page.goto(`${suite.baseUrl}test/e2e/rules.harness.html`);
  await watched.page.waitForFunction(() => window.__rules !== undefined);
  return watched;
}

const target = (page: Page, panel: string) => page.locator(`#${panel} .rule-target`);

/** The target entry lies at the top of the panel's scrolling list, in view. */
async function atTop(page: Page, panel: string, list: string): Promise<void> {
  const [box, within] = await Promise.all([target(page, panel).boundingBox(), page.getByTestId(list).boundingBox()]);
  expect(box!.y - within!.y).toBeGreaterThanOrEqual(-1);
  expect(box!.y - within!.y).toBeLessThan(40);
}

describe('the rules panel with any rule book', () => {
  it('the Black Gate’s book: an overview, a case with its badge, links between cases, the search, the tables', async () => {
    const { page, errors } = await harness();
    await page.evaluate(() => window.__rules!.openBlackGate());
    await page.getByTestId('bg-rules-overview').waitFor();
    expect(await page.getByTestId('bg-rules-goal').innerText()).toMatch(/Black Gate/);
    expect(await page.locator('[data-testid^="bg-rules-contents-"]').count()).toBe(bgRuleSections.length);

    await page.evaluate(() => window.__rules!.openBlackGate('B36'));
    await expect.poll(() => target(page, 'bg-rules-panel').getAttribute('data-case')).toBe('B36');
    await atTop(page, 'bg-rules-panel', 'bg-rules-list');
    expect(await target(page, 'bg-rules-panel').getByTestId('rule-designed').innerText()).toBe('our completion');

    // a case named in an entry's words is a link to it
    await target(page, 'bg-rules-panel').locator('.rule-link[data-case="B57"]').click();
    await expect.poll(() => target(page, 'bg-rules-panel').getAttribute('data-case')).toBe('B57');
    // a case with no entry of its own opens the nearest above it
    await page.evaluate(() => window.__rules!.openBlackGate('LŚ 5.0 C.2'));
    await expect.poll(() => page.locator('#bg-rules-panel').getAttribute('data-open-case')).toBe('LŚ 5.0 C');

    await page.getByTestId('bg-rules-filter').fill('hellgate');
    const shown = await page.locator('#bg-rules-panel [data-testid="rule-entry"]:not([hidden])').evaluateAll((ns) => ns.map((n) => (n as HTMLElement).dataset.case));
    expect(shown).toEqual(expect.arrayContaining(['§15.6', 'B36']));
    await page.getByTestId('bg-rules-filter').fill('');
    expect(await page.locator('#bg-rules-panel [data-table="bribery"] tbody tr').count()).toBe(briberyTable.length);

    await page.getByTestId('bg-rules-toc-20').click();
    await expect.poll(() => page.locator('#bg-rules-panel').getAttribute('data-open-case')).toBe('§20');
    await page.getByTestId('bg-rules-panel-close').click();
    await expect.poll(() => page.locator('#bg-rules-panel').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('the Deathmaze’s book opens at its case as before, beside the Black Gate’s', async () => {
    const { page, errors } = await harness();
    await page.evaluate(() => window.__rules!.openDeathmaze('5.27'));
    await expect.poll(() => target(page, 'rules-panel').getAttribute('data-case')).toBe('5.27');
    await atTop(page, 'rules-panel', 'rules-list');
    await page.evaluate(() => window.__rules!.openDeathmaze('8.48'));
    await expect.poll(() => page.locator('#rules-panel').getAttribute('data-open-case')).toBe('8.4');
    expect(await page.locator('#rules-panel [data-testid="rule-designed"]').count()).toBe(0);
    await page.evaluate(() => window.__rules!.openBlackGate('LŚ 6.6'));
    await expect.poll(() => target(page, 'bg-rules-panel').getAttribute('data-case')).toBe('LŚ 6.6');
    expect(await page.locator('#rules-panel').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
