/**
 * Builds the bench pages (drag.html, autosave.html beside this file) with the game's own Vite
 * settings. Having inputs of its own, the build gets no service worker (vite.config.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeConfig, type UserConfig } from 'vite';
import base from '../../vite.config';

export const benchDir = path.dirname(fileURLToPath(import.meta.url));
export const benchRoot = path.resolve(benchDir, '../..');

export const benchConfig: UserConfig = mergeConfig(base, {
  root: benchRoot,
  logLevel: 'warn',
  build: {
    rollupOptions: { input: { drag: path.resolve(benchDir, 'drag.html'), autosave: path.resolve(benchDir, 'autosave.html') } },
  },
});

export default benchConfig;
