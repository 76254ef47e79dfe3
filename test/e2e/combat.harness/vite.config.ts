/**
 * Builds the combat harness page (index.html beside this file) as the game itself is built
 * (vite.config.ts: relative base, es2022, Phaser in a chunk of its own).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export const harnessRoot = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: harnessRoot,
  base: './',
  logLevel: 'warn',
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1600,
    rollupOptions: {
      input: path.resolve(harnessRoot, 'index.html'),
      output: { manualChunks: (id: string) => (id.includes('node_modules/phaser') ? 'phaser' : undefined) },
    },
  },
});
