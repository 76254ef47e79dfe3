/**
 * Builds the combat harness page with Vite and serves it with `vite preview` (port 0), for the
 * combat browser tests and the screenshot script. The build goes to $E2E_OUT_DIR/combat-harness
 * (or the system's temporary folder), away from the game's own build.
 */
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { build, preview } from 'vite';
import { harnessRoot } from './vite.config';

export interface ServedHarness {
  url: string;
  close(): Promise<void>;
}

export async function serveHarness(outBase = process.env.E2E_OUT_DIR || path.join(os.tmpdir(), 'deathmaze-e2e')): Promise<ServedHarness> {
  const configFile = path.join(harnessRoot, 'vite.config.ts');
  const outDir = path.resolve(outBase, 'combat-harness');
  await build({ configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const server = await preview({ configFile, logLevel: 'warn', build: { outDir }, preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false } });
  const address = server.httpServer.address() as AddressInfo | null;
  if (!address || typeof address === 'string') throw new Error('vite preview is not listening');
  return { url: `http://127.0.0.1:${address.port}/`, close: () => server.close() };
}
