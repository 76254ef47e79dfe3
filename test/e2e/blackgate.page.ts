/** The Black Gate's browser tests' shared steps: a page on the table, from the title. */
import type { Page } from 'playwright-core';

/** Resolves once the board is drawn and the dock mounted. */
export const tableReady = (page: Page) => page.waitForFunction(() => window.__blackgate?.ready === true, undefined, { timeout: 30_000 });

/** From the title (already loaded with ?test=1) into a campaign of three heroes dealt at random. */
export async function dealtAtRandom(page: Page): Promise<void> {
  await page.getByTestId('title-blackgate').click({ timeout: 60_000 });
  await page.getByTestId('bg-random-heroes').click();
  await page.getByTestId('bg-go-in').click();
  await tableReady(page);
}
