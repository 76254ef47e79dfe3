/**
 * Builds the rules reference harness (test/e2e/rules.harness.html) with the game's own Vite
 * settings (its service worker left out, as for every harness page); pages.ts serves it as `rules`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeConfig, type UserConfig } from 'vite';
import base from '../../vite.config';

const here = path.dirname(fileURLToPath(import.meta.url));

export const rulesHarnessConfig: UserConfig = mergeConfig(base, {
  root: path.resolve(here, '../..'),
  build: { rollupOptions: { input: path.resolve(here, 'rules.harness.html') } },
});

export default rulesHarnessConfig;
