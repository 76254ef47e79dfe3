/**
 * Builds the combat harness page with Vite and serves it with `vite preview` (port 0), for the
 * screenshot scripts: into a fresh folder of its own (pages.ts), removed on close. The browser
 * tests get the one build of their run instead (harnessSuite, suite.ts's servedPage).
 */
import { serveOwnPage, type Served } from '../pages';

export type ServedHarness = Served;

export function serveHarness(): Promise<ServedHarness> {
  return serveOwnPage('combat');
}
