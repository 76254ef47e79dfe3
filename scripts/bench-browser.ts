/**
 * Benchmarks in the browser (headless Chromium, /usr/bin/chromium via playwright-core). Prints
 * figures next to their goals; judges nothing (the machines are shared and noisy).
 *
 * - bundle: the gzip size of the app's own JavaScript (all but Phaser's chunk): what loads with
 *   the title and in all; and of Phaser;
 * - autosave: what an autosave costs the action that asks for it, and how long the write takes;
 * - drag: frame times while a chit in hand is dragged in circles over a table of 5 chits and of 150
 *   (and of 150 with the laid chits drawn live, without the still picture that stands in for them).
 *
 * `npm run bench` runs it after the engine's figures (scripts/bench.ts). Alone:
 *   npx tsx scripts/bench-browser.ts [--only bundle,autosave,drag] [--seconds 3]
 */
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { build, mergeConfig, preview, type Plugin, type PreviewServer } from 'vite';
import { benchConfig, benchRoot } from './bench-harness/vite.config';
import type { AutosaveRun, GrowthRun } from './bench-harness/autosave';
import type { FrameTimes } from './bench-harness/drag';
import { median, p95 } from './bench-harness/stats';
import { launchBrowser } from '../test/e2e/browser';

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: 'bundle,autosave,drag' },
    seconds: { type: 'string', default: '3' },
    actions: { type: 'string', default: '200' },
  },
});
const wanted = new Set(values.only.split(','));
const dragSeconds = Math.max(0.5, Number(values.seconds) || 3);
const autosaveActions = Math.max(10, Math.floor(Number(values.actions) || 200));

const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (n: number): string => `${n.toFixed(2)} ms`;

// ---------------------------------------------------------------------------------------------
// Bundle size

/**
 * Where the app's code comes from: each module's code as bundled (before minification), gzipped
 * alone, summed by source area and by module. Only the shares mean something.
 */
function moduleSizes(into: Map<string, number>, modules: Map<string, number>): Plugin {
  return {
    name: 'bench:module-sizes',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.name === 'phaser') continue;
        for (const [id, info] of Object.entries(chunk.modules)) {
          const code = info.code ?? '';
          if (!code) continue;
          const gz = gzipSync(code, { level: 9 }).length;
          const area = areaOf(id);
          into.set(area, (into.get(area) ?? 0) + gz);
          const rel = path.relative(benchRoot, id.replace(/^\0/, '')).split(path.sep).join('/');
          modules.set(rel, (modules.get(rel) ?? 0) + gz);
        }
      }
    },
  };
}

function areaOf(id: string): string {
  const rel = path.relative(benchRoot, id.replace(/^\0/, '')).split(path.sep).join('/');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(rel);
  if (pkg) return pkg[1]!;
  const parts = rel.split('/');
  if (parts[0] === 'src' && parts[1] === 'games' && parts[3] === 'data') return parts.slice(0, 4).join('/');
  if (parts[0] === 'src' && parts.length > 2) return `src/${parts[1]}`;
  return parts[0] === 'src' ? 'src (top)' : rel;
}

async function benchBundle(): Promise<void> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'deathmaze-bench-app-'));
  try {
    const areas = new Map<string, number>();
    const modules = new Map<string, number>();
    await build({ root: benchRoot, logLevel: 'error', build: { outDir, emptyOutDir: true }, plugins: [moduleSizes(areas, modules)] });
    const assets = path.join(outDir, 'assets');
    // What the page loads before the title can show: the files index.html names (its script,
    // the chunks it preloads, its style sheet). The rest of the game comes after (src/loadTable.ts).
    const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
    const first = new Set([...html.matchAll(/(?:src|href)="\.\/assets\/([^"]+)"/g)].map((m) => m[1]!));
    let app = 0;
    let appRaw = 0;
    let appFirst = 0;
    let phaser = 0;
    let css = 0;
    let cssFirst = 0;
    for (const file of await readdir(assets)) {
      const bytes = await readFile(path.join(assets, file));
      const gz = gzipSync(bytes, { level: 9 }).length;
      if (file.endsWith('.css')) {
        css += gz;
        if (first.has(file)) cssFirst += gz;
      } else if (!file.endsWith('.js')) continue;
      else if (/^phaser-/.test(file)) phaser += gz;
      else {
        app += gz;
        appRaw += bytes.length;
        if (first.has(file)) appFirst += gz;
      }
    }
    let sw = 0;
    for (const file of await readdir(outDir)) {
      if (/^(sw|workbox-.*|registerSW)\.js$/.test(file)) sw += gzipSync(await readFile(path.join(outDir, file)), { level: 9 }).length;
    }
    console.log(`bundle: app JS loaded with the title ${kB(appFirst)} gzip  (goal <= 35 kB gzip beyond Phaser)`);
    console.log(`bundle: app JS in all ${kB(app)} gzip (${kB(appRaw)} minified); the rest (${kB(app - appFirst)}) loads behind the title`);
    console.log(`bundle: Phaser ${kB(phaser)} gzip; CSS ${kB(css)} gzip (${kB(cssFirst)} with the title); service worker (sw.js, Workbox, registration) ${kB(sw)} gzip, not on the page's load path`);
    const share = (m: Map<string, number>, n: number): string => {
      const total = [...m.values()].reduce((a, b) => a + b, 0);
      return [...m.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, v]) => `${k} ${((100 * v) / total).toFixed(0)}%`)
        .join(', ');
    };
    console.log(`bundle: app JS by area (share of its modules' gzip): ${share(areas, 12)}`);
    console.log(`bundle: the largest app modules: ${share(modules, 8)}`);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// The bench pages

interface Served {
  url: string;
  server: PreviewServer;
  outDir: string;
}

async function serveBenchPages(): Promise<Served> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'deathmaze-bench-pages-'));
  await build(mergeConfig(benchConfig, { configFile: false, logLevel: 'error', build: { outDir, emptyOutDir: true } }));
  const server = await preview({ root: benchRoot, configFile: false, logLevel: 'warn', build: { outDir }, preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false } });
  const address = server.httpServer.address() as AddressInfo;
  return { url: `http://127.0.0.1:${address.port}/scripts/bench-harness/`, server, outDir };
}

/** Console errors and failed requests of a page, printed as they come (a bench page must not fail quietly). */
function watch(page: Page, label: string): void {
  page.on('console', (m) => {
    if (m.type() === 'error') console.log(`  (${label} page error: ${m.text()})`);
  });
  page.on('pageerror', (e) => console.log(`  (${label} page error: ${e.message})`));
}

async function benchAutosave(browser: Browser, base: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    watch(page, 'autosave');
    await page.goto(`${base}autosave.html`);
    await page.waitForFunction(() => window.__autosaveBench !== undefined);
    const report = (out: AutosaveRun, intro: string): void => {
      const pick = (k: 'call' | 'inputPath' | 'longestSlice' | 'written') => out.samples.map((s) => s[k]);
      const line = (what: string, xs: number[], goal = '') => console.log(`autosave ${what}: median ${ms(median(xs))}, p95 ${ms(p95(xs))}, max ${ms(Math.max(...xs))}${goal}`);
      const actions = out.samples.map((s) => s.actions);
      console.log(`autosave, ${intro}: ${out.samples.length} saves of ${Math.min(...actions)} to ${Math.max(...actions)} actions; the last save ${kB(out.saveBytes)} with ${out.chits} chits`);
      line('  on the input path (the call and its promise work before the thread is free)', pick('inputPath'), '  (goal p95 <= 5 ms)');
      line('  of which the call itself', pick('call'));
      line('  longest main-thread stretch while writing', pick('longestSlice'), '  (goal p95 <= 5 ms)');
      line('  until written (both keys, off the input path)', pick('written'));
    };
    const early: AutosaveRun = await page.evaluate((n) => window.__autosaveBench!.run(n), autosaveActions);
    report(early, `"decide for me" through the controller over ${early.delves} delves (IndexedDB via localforage)`);
    const late: AutosaveRun = await page.evaluate((n) => window.__autosaveBench!.runLate(n), 50);
    report(late, 'the store alone, late in a long delve (the last steps of a quiet walk to 100 chits)');
    const growth: GrowthRun[] = await page.evaluate(() => window.__autosaveBench!.runGrowth([50, 200, 800, 2000], 6, 2));
    const cell = (xs: number[]) => `${ms(median(xs))} / ${ms(p95(xs))}`;
    console.log(`autosave by the delve's length (the growth table's wanderers, the store alone, median / p95): busy = the call plus every stretch of 0.25 ms or more the main thread was held until written`);
    for (const g of growth) {
      const pick = (k: 'busy' | 'inputPath' | 'longestSlice' | 'written') => g.samples.map((s) => s[k]);
      console.log(
        `  ${String(g.length).padStart(4)} actions (${kB(g.saveBytes)}): busy ${cell(pick('busy'))}, on the input path ${cell(pick('inputPath'))}, longest stretch ${cell(pick('longestSlice'))}, until written ${cell(pick('written'))}`,
      );
    }
    const [short, long] = [growth[0]!, growth[growth.length - 1]!];
    const ratio = (f: (xs: number[]) => number) => (f(long.samples.map((s) => s.busy)) / f(short.samples.map((s) => s.busy))).toFixed(1);
    console.log(`autosave busy at ${long.length} vs ${short.length} actions: median ${ratio(median)}x, p95 ${ratio(p95)}x  (goal <= 1.5x; p95 <= 5 ms at ${long.length})`);
  } finally {
    await context.close();
  }
}

interface DragResult {
  label: string;
  chits: number;
  /** Chits whose centre is inside the viewport while dragging. */
  inView: number;
  /** Whether the still picture of the board (src/ui/boardSnapshot.ts) stood in for the laid chits. */
  pictured: boolean;
  /** Frames from just before the chit is picked up (the picture is taken in one of them). */
  pickup: FrameTimes;
  frames: FrameTimes;
}

interface DragOptions {
  /** Turn the wheel first, so the table is seen from far away (the same chits, a small part of the pixels). */
  zoomOut?: boolean;
  /** Draw the laid chits live all along (`?boardcache=off`), as before the still picture. */
  live?: boolean;
}

/**
 * Loads a table of `chits` chits with one in hand, picks the chit up with the mouse and circles
 * it over the board while the page records frame times.
 */
async function dragOnce(browser: Browser, base: string, chits: number, { zoomOut = false, live = false }: DragOptions = {}): Promise<DragResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    watch(page, `drag ${chits}`);
    await page.goto(`${base}drag.html?test=1&boardcache=${live ? 'off' : 'on'}`);
    // Polled by time, not by frame: a frame of the big table can take a large part of a second here.
    await page.waitForFunction(() => window.__deathmaze?.ready === true && window.__deathmaze.scene === 'TitleScene', undefined, { timeout: 30_000, polling: 100 });
    const placed = await page.evaluate((n) => window.__bench!.load(n), chits);
    await page.waitForFunction(() => window.__deathmaze?.scene === 'MazeScene' && window.__deathmaze.ready && window.__deathmaze.handToScreen?.() != null, undefined, { timeout: 30_000, polling: 100 });
    await page.waitForTimeout(500);
    if (zoomOut) {
      await page.mouse.move(640, 420);
      await page.mouse.wheel(0, 1000);
      await page.waitForTimeout(300);
    }
    const { hand, target, inView } = await page.evaluate(() => {
      const hook = window.__deathmaze!;
      const cell = hook.state!.hand!.cell;
      const seen = Object.values(hook.state!.maze.chits)
        .map((c) => hook.cellToScreen(c.x, c.y))
        .filter((p) => p.x >= 0 && p.y >= 0 && p.x <= window.innerWidth && p.y <= window.innerHeight).length;
      return { hand: hook.handToScreen!()!, target: hook.cellToScreen(cell.x, cell.y), inView: seen };
    });
    // Pick the chit up and carry it over the board.
    await page.mouse.move(hand.x, hand.y);
    const pickingUp = page.evaluate(() => window.__bench!.record(1000));
    await page.mouse.down();
    await page.mouse.move(target.x, target.y, { steps: 20 });
    const pickup = await pickingUp;
    const radius = 140;
    const circle = async (seconds: number): Promise<void> => {
      const t0 = Date.now();
      while (Date.now() - t0 < seconds * 1000) {
        const a = ((Date.now() - t0) / 1000) * Math.PI * 2 * 0.8;
        await page.mouse.move(target.x + radius * Math.cos(a) - radius, target.y + radius * Math.sin(a));
      }
    };
    await circle(0.5); // warm-up: textures up, code hot
    const recording = page.evaluate((s) => window.__bench!.record(s * 1000), dragSeconds);
    await circle(dragSeconds + 0.2);
    const frames = await recording;
    const pictured = await page.evaluate(() => {
      const still = document.querySelector<HTMLCanvasElement>('[data-testid="board-still"]');
      return !!still && still.style.display !== 'none';
    });
    // Let go at home: the chit springs back, nothing is laid.
    await page.mouse.move(hand.x, hand.y, { steps: 10 });
    await page.mouse.up();
    return { label: `${zoomOut ? 'zoomed out' : 'play zoom'}${live ? ', drawn live' : ''}`, chits: placed, inView, pictured, pickup, frames };
  } finally {
    await context.close();
  }
}

function dragLine(r: DragResult): string {
  const { raf, step } = r.frames;
  return (
    `drag over ${r.chits} chits (${r.label}, ${r.inView} in view; still picture ${r.pictured ? 'shown' : 'not shown'}; 1280x800; ${raf.length} frames in ${dragSeconds} s): ` +
    `frame time median ${ms(median(raf))}, p95 ${ms(p95(raf))}; Phaser's step (update + render calls, main thread) median ${ms(median(step))}, p95 ${ms(p95(step))}; ` +
    `picking the chit up: longest frame ${ms(Math.max(...r.pickup.raf))}, longest step ${ms(Math.max(...r.pickup.step))}`
  );
}

async function benchDrag(browser: Browser, base: string): Promise<void> {
  const small = await dragOnce(browser, base, 5);
  console.log(dragLine(small));
  const big = await dragOnce(browser, base, 150);
  console.log(dragLine(big));
  const ratio = (r: DragResult, k: keyof FrameTimes, f: (xs: number[]) => number): string => (f(r.frames[k]) / f(small.frames[k])).toFixed(2);
  console.log(
    `drag ${big.chits} vs ${small.chits} chits: frame time ratio median ${ratio(big, 'raf', median)}x, p95 ${ratio(big, 'raf', p95)}x  (goal <= 1.2x); ` +
      `Phaser step ratio median ${ratio(big, 'step', median)}x, p95 ${ratio(big, 'step', p95)}x`,
  );
  // The same table from far away: as many chits drawn, far fewer pixels filled.
  const far = await dragOnce(browser, base, 150, { zoomOut: true });
  console.log(dragLine(far));
  console.log(`drag ${far.chits} chits zoomed out vs ${small.chits}: frame time ratio median ${ratio(far, 'raf', median)}x, p95 ${ratio(far, 'raf', p95)}x`);
  // What the still picture saves: the same drag with every chit drawn every frame.
  const live = await dragOnce(browser, base, 150, { live: true });
  console.log(dragLine(live));
  console.log(`drag ${live.chits} chits drawn live vs ${small.chits}: frame time ratio median ${ratio(live, 'raf', median)}x, p95 ${ratio(live, 'raf', p95)}x`);
}

async function main(): Promise<void> {
  const t0 = Date.now();
  if (wanted.has('bundle')) await benchBundle();
  if (!wanted.has('autosave') && !wanted.has('drag')) return;
  const served = await serveBenchPages();
  const browser = await launchBrowser();
  try {
    if (wanted.has('autosave')) await benchAutosave(browser, served.url);
    if (wanted.has('drag')) await benchDrag(browser, served.url);
  } finally {
    await browser.close();
    await served.server.close();
    await rm(served.outDir, { recursive: true, force: true });
  }
  console.log(`browser benchmarks took ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}

await main();
