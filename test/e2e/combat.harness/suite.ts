/**
 * The combat harness served (built once for the run, suite.ts) and one browser launched for a
 * whole test file, closed after it (the combat browser tests each need both). Read `browser`
 * and `served` inside the tests.
 */
import type { Browser } from 'playwright-core';
import { servedSuite } from '../suite';

export function harnessSuite(): { readonly browser: Browser; readonly served: { readonly url: string } } {
  const suite = servedSuite('combat');
  return {
    get browser() {
      return suite.browser;
    },
    get served() {
      return { url: suite.baseUrl };
    },
  };
}
