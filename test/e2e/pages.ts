/**
 * The pages the browser tests load, each built with Vite and served with `vite preview` on
 * 127.0.0.1 at a free port:
 *
 *   game     the game itself (vite.config.ts, its service worker included: offline.test.ts)
 *   combat   the combat harness (combat.harness/: the game driven into a fight)
 *   prompts  the encounter prompts' harness (encounters.harness.html; the page is at
 *            `test/e2e/encounters.harness.html` under the address)
 *   panels   the panels harness (panels.harness/)
 *   rules    the rules reference alone (rules.harness.html; the page is at
 *            `test/e2e/rules.harness.html` under the address)
 *
 * Only the game gets the service worker: the harnesses' configs have no VitePWA (the prompts'
 * config inherits it from vite.config.ts, which leaves it out of any build with its own input).
 *
 * Every build goes into a folder made fresh for it (`freshFolder`), under $E2E_OUT_DIR or the
 * system's temporary folder, never inside the checkout: two runs at once, in one checkout or
 * two, never build into a folder the other is serving.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, mergeConfig, preview, type InlineConfig } from 'vite';
import { harnessConfig } from './encounters.vite.config';
import { rulesHarnessConfig } from './rules.vite.config';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const PAGES = ['game', 'combat', 'prompts', 'panels', 'rules'] as const;
export type PageName = (typeof PAGES)[number];

export const isPageName = (s: string): s is PageName => (PAGES as readonly string[]).includes(s);

export interface Served {
  url: string;
  close(): Promise<void>;
}

/** How each page is built and previewed: the config both start from, given its own outDir. */
function configOf(name: PageName, outDir: string): InlineConfig {
  const out = { logLevel: 'warn' as const, build: { outDir, emptyOutDir: true } };
  switch (name) {
    case 'game':
      return { root, ...out };
    case 'combat':
      return { configFile: path.join(root, 'test/e2e/combat.harness/vite.config.ts'), ...out };
    case 'prompts':
      return mergeConfig(harnessConfig, { configFile: false, ...out });
    case 'panels': {
      const here = path.join(root, 'test/e2e/panels.harness');
      return { configFile: path.join(here, 'vite.config.ts'), root: here, ...out };
    }
    case 'rules':
      return mergeConfig(rulesHarnessConfig, { configFile: false, ...out });
  }
}

/** A new empty folder of its own under $E2E_OUT_DIR (made if missing) or the system's temporary folder. */
export async function freshFolder(prefix = 'deathmaze-e2e-'): Promise<string> {
  const base = process.env.E2E_OUT_DIR ? path.resolve(process.env.E2E_OUT_DIR) : os.tmpdir();
  await mkdir(base, { recursive: true });
  return mkdtemp(path.join(base, prefix));
}

/** Builds the page `name` into `outDir` and serves it from there (closing stops the server). */
export async function buildAndServePage(name: PageName, outDir: string): Promise<Served> {
  const config = configOf(name, outDir);
  await build(config);
  const server = await preview({ ...config, preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false } });
  const address = server.httpServer.address() as AddressInfo | null;
  if (!address || typeof address === 'string') throw new Error('vite preview is not listening');
  return { url: `http://127.0.0.1:${address.port}/`, close: () => server.close() };
}

/** Builds and serves `name` from a fresh folder of its own, which closing removes. */
export async function serveOwnPage(name: PageName): Promise<Served> {
  const outDir = await freshFolder(`deathmaze-${name}-`);
  try {
    const served = await buildAndServePage(name, outDir);
    return {
      url: served.url,
      close: async () => {
        await served.close();
        await rm(outDir, { recursive: true, force: true });
      },
    };
  } catch (e) {
    await rm(outDir, { recursive: true, force: true });
    throw e;
  }
}
