/**
 * The combat harness served and one browser launched for a whole test file, closed after it
 * (the combat browser tests each need both). Read `browser` and `served` inside the tests.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../browser';
import { serveHarness, type ServedHarness } from './serve';

export function harnessSuite(): { readonly browser: Browser; readonly served: ServedHarness } {
  const at: { browser?: Browser; served?: ServedHarness } = {};
  beforeAll(async () => {
    at.served = await serveHarness();
    at.browser = await launchBrowser();
  });
  afterAll(async () => {
    await at.browser?.close();
    await at.served?.close();
  });
  return {
    get browser() {
      return at.browser!;
    },
    get served() {
      return at.served!;
    },
  };
}
