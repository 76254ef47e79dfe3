/**
 * Builds the panels harness (index.html + main.ts beside this file): the whole game from
 * src/main.ts plus the HUD bar, log, sheets, rules and end screen mounted on top.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: here,
  base: './',
  logLevel: 'warn',
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1600,
    rollupOptions: {
      output: {
        manualChunks: (id: string) => (id.includes('node_modules/phaser') ? 'phaser' : undefined),
      },
    },
  },
  server: { host: '127.0.0.1', fs: { allow: [path.resolve(here, '../../..')] } },
});
