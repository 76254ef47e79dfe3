/**
 * Builds the encounter prompts' harness page (test/e2e/encounters.harness.html) with the
 * game's own Vite settings; Vite builds only index.html unless told otherwise.
 *
 *   npx vite build --config test/e2e/encounters.vite.config.ts --outDir /tmp/prompts-harness
 *
 * (the page is then at test/e2e/encounters.harness.html under the output folder).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeConfig, type UserConfig } from 'vite';
import base from '../../vite.config';

const here = path.dirname(fileURLToPath(import.meta.url));

export const harnessConfig: UserConfig = mergeConfig(base, {
  root: path.resolve(here, '../..'),
  build: {
    rollupOptions: { input: path.resolve(here, 'encounters.harness.html') },
  },
});

export default harnessConfig;
