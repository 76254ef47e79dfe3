/**
 * What every browser test file begins with: the page it loads served (built once for the whole
 * run by global-setup.ts, or by the file itself when it runs without that setup) and one
 * Chromium for the file, closed at its end. `const suite = servedGame();` at the top, then
 * `suite.browser` and `suite.baseUrl` inside the tests.
 */
import http from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser';
import { serveOwnPage, type PageName, type Served } from './pages';

export interface Suite {
  readonly browser: Browser;
  readonly baseUrl: string;
}

function ask(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => (res.statusCode === 200 ? resolve(body) : reject(new Error(`the page server answered ${res.statusCode}: ${body}`))));
      })
      .on('error', reject);
  });
}

/**
 * The address of the page `name` (pages.ts), as the run's setup serves it; without that setup,
 * a build of the caller's own, which `close` stops and removes (the setup's stay up for the run).
 */
export async function servedPage(name: PageName): Promise<Served> {
  const pages = inject('pages') as string | undefined;
  if (!pages) return serveOwnPage(name);
  return { url: await ask(`${pages}${name}`), close: () => Promise.resolve() };
}

/** The page `name` served and a Chromium launched for the file; read `browser` and `baseUrl` inside the tests. */
export function servedSuite(name: PageName): Suite {
  let browser: Browser | undefined;
  let served: Served | undefined;
  beforeAll(async () => {
    // Chromium starts while the page is being built (or looked up)
    const launching = launchBrowser().then((b) => (browser = b));
    served = await servedPage(name).catch(async (e: unknown) => {
      await launching.catch(() => undefined);
      throw e;
    });
    await launching;
  });
  afterAll(async () => {
    await browser?.close();
    await served?.close();
  });
  return {
    get browser() {
      if (!browser) throw new Error('Chromium is not running yet (use suite.browser inside a test or hook)');
      return browser;
    },
    get baseUrl() {
      return served?.url ?? '';
    },
  };
}

/** The game itself (its service worker included). */
export function servedGame(): Suite {
  return servedSuite('game');
}
