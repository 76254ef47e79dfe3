/**
 * Builds the game with Vite and serves the build with `vite preview`, once for the whole e2e
 * run; the tests get the address through `inject('baseUrl')`.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Served {
  url: string;
  close(): Promise<void>;
}

/**
 * `vite build` into dist/ (or $E2E_OUT_DIR, so two checkouts' runs need not share one folder),
 * then `vite preview` on 127.0.0.1 at a free port.
 */
export async function buildAndServe(outDir = process.env.E2E_OUT_DIR || 'dist'): Promise<Served> {
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const server: PreviewServer = await preview({
    root,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  const address = server.httpServer.address() as AddressInfo | null;
  if (!address || typeof address === 'string') throw new Error('vite preview is not listening');
  return { url: `http://127.0.0.1:${address.port}/`, close: () => server.close() };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const served = await buildAndServe();
  project.provide('baseUrl', served.url);
  return () => served.close();
}
