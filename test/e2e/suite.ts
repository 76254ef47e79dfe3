/**
 * What every browser test file begins with: the built game served (at the address global-setup
 * provides, or from a build of the file's own when it runs alone) and one Chromium for the
 * file, closed at its end. `const suite = servedGame();` at the top, then `suite.browser` and
 * `suite.baseUrl` inside the tests.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser';
import { buildAndServe, type Served } from './global-setup';

export interface Suite {
  readonly browser: Browser;
  readonly baseUrl: string;
}

export function servedGame(): Suite {
  let browser: Browser | undefined;
  let baseUrl = '';
  let own: Served | undefined;
  beforeAll(async () => {
    const provided = inject('baseUrl') as string | undefined;
    if (provided) baseUrl = provided;
    else {
      own = await buildAndServe();
      baseUrl = own.url;
    }
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await own?.close();
  });
  return {
    get browser() {
      if (!browser) throw new Error('Chromium is not running yet (use suite.browser inside a test or hook)');
      return browser;
    },
    get baseUrl() {
      return baseUrl;
    },
  };
}
