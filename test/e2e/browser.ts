/**
 * Drives Debian's Chromium through playwright-core: a desktop and a phone, the console errors
 * each page logs, and real multi-finger touch through the DevTools protocol (Playwright's own
 * touchscreen only taps).
 */
import { chromium, type Browser, type BrowserContext, type CDPSession, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import type { GameState } from '../../src/games/deathmaze/game';
import type { DeathmazeTestHook } from '../../src/testHook';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--enable-unsafe-swiftshader',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/**
 * The browser asks for reduced motion unless a test says otherwise: the game then skips its
 * tweens (settings.ts), so a test waits on what the table says, not on counters sliding. A test
 * about the motion itself (playback, the fight's last blows) opens its context with `motion`.
 */
export type Motion = 'reduce' | 'no-preference';

/**
 * The game's service worker (vite-plugin-pwa) is kept out unless a test says otherwise: in a new
 * context it installs on the first load and fetches and caches the whole build, a second of the
 * processor for every context, while only the offline tests (offline.test.ts) are about it.
 * Playwright's block stands in for `navigator.serviceWorker.register` (a warning, no error).
 */
export type ServiceWorkers = 'allow' | 'block';

export function desktopContext(browser: Browser, motion: Motion = 'reduce', serviceWorkers: ServiceWorkers = 'block'): Promise<BrowserContext> {
  return browser.newContext({ viewport: DESKTOP, deviceScaleFactor: 1, reducedMotion: motion, serviceWorkers });
}

/**
 * A 390x844 touch phone (or `viewport`: held sideways, 844x390). Twice the pixels per CSS pixel
 * by default: software WebGL paints every frame, and three times would cost the shared CPU more
 * than twice as much; the board's own sharpness test asks for 3.
 */
export function phoneContext(browser: Browser, deviceScaleFactor = 2, viewport: { width: number; height: number } = PHONE, motion: Motion = 'reduce'): Promise<BrowserContext> {
  return browser.newContext({
    reducedMotion: motion,
    serviceWorkers: 'block',
    viewport,
    deviceScaleFactor,
    hasTouch: true,
    isMobile: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  });
}

export interface WatchedPage {
  page: Page;
  /** Error-level console messages and uncaught exceptions; warnings (e.g. SwiftShader's) are ignored. */
  errors: string[];
}

export async function openPage(context: BrowserContext): Promise<WatchedPage> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console.error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
  page.on('requestfailed', (req) => errors.push(`request failed: ${req.url()} (${req.failure()?.errorText ?? '?'})`));
  return { page, errors };
}

/** The game's state as the test hook shows it, copied out of the page. */
export function gameState(page: Page): Promise<GameState> {
  return page.evaluate(() => JSON.parse(JSON.stringify(window.__deathmaze!.state)) as GameState);
}

/** Waits until the drawn chit rests beside its cup, and says where (CSS pixels). */
export async function handAt(page: Page): Promise<Point> {
  const handle = await page.waitForFunction(() => window.__deathmaze?.handToScreen?.() ?? null, undefined, { timeout: 10_000 });
  return (await handle.jsonValue()) as Point;
}

/** The centre of the board's segment (x, y) on the page (CSS pixels). */
export function cellAt(page: Page, x: number, y: number): Promise<Point> {
  return page.evaluate(({ x, y }) => window.__deathmaze!.cellToScreen(x, y), { x, y });
}

/** What the tests of one `describe` share: their own browser context and a watched page in it. */
export interface BlockPage extends WatchedPage {
  context: BrowserContext;
}

/**
 * Gives the tests of the enclosing `describe` a page of their own: a context from `open`, a
 * watched page in it and `prepare` run on that page before the first test; the context closes
 * after the last. Its fields are there once the tests run (reading them earlier throws).
 */
export function pageForBlock(open: () => Promise<BrowserContext>, prepare?: (page: Page, context: BrowserContext) => Promise<void>): BlockPage {
  let opened: BlockPage | null = null;
  beforeAll(async () => {
    const context = await open();
    opened = { context, ...(await openPage(context)) };
    await prepare?.(opened.page, context);
  });
  afterAll(() => opened?.context.close());
  const get = (): BlockPage => {
    if (!opened) throw new Error('the page of a describe block opens before its first test');
    return opened;
  };
  return {
    get context() {
      return get().context;
    },
    get page() {
      return get().page;
    },
    get errors() {
      return get().errors;
    },
  };
}

/** Loads the board with the test hook on and waits until the scene says it is drawn. */
export async function openBoard(page: Page, baseUrl: string, query = ''): Promise<void> {
  await page.goto(`${baseUrl}?test=1&watch=1${query ? `&${query}` : ''}`);
  await page.waitForFunction(() => window.__deathmaze?.ready === true, undefined, { timeout: 20_000 });
}

export type HookSnapshot = Pick<DeathmazeTestHook, 'ready' | 'hud' | 'chitsDrawn' | 'camera' | 'pixelRatio'> & {
  chitsInState: number;
  entrance: { x: number; y: number };
};

export function readHook(page: Page): Promise<HookSnapshot> {
  return page.evaluate(() => {
    const hook = window.__deathmaze;
    if (!hook) throw new Error('no test hook on the page');
    return {
      ready: hook.ready,
      hud: hook.hud,
      chitsDrawn: hook.chitsDrawn,
      camera: { ...hook.camera },
      pixelRatio: hook.pixelRatio,
      chitsInState: Object.keys(hook.state!.maze.chits).length,
      entrance: { ...hook.state!.maze.entrance },
    };
  });
}

/** Lets the game run a couple of frames so input has been processed and drawn. */
export async function frames(page: Page, n = 2): Promise<void> {
  // A string, not a function: tsx (used by scripts/screenshots.ts) would wrap named inner
  // functions in a `__name` helper that does not exist in the page.
  await page.evaluate(`new Promise((done) => { let left = ${Math.max(1, Math.floor(n))}; const tick = () => (--left <= 0 ? done() : requestAnimationFrame(tick)); requestAnimationFrame(tick); })`);
}

/**
 * Waits until the board's camera has come to rest: not gliding, and unchanged over `still`
 * animation frames. The game draws every other frame in tests, and a prompt card that opens
 * can start a glide a frame after the change that opened it.
 */
export async function boardStill(page: Page, still = 8): Promise<void> {
  type Watch = { __boardStill?: { key: string; n: number } };
  await page.evaluate(() => delete (window as Watch).__boardStill);
  await page.waitForFunction(
    (need) => {
      const hook = window.__deathmaze;
      if (!hook?.ready) return false;
      const w = window as Watch;
      const key = JSON.stringify(hook.camera);
      const last = w.__boardStill;
      if (hook.gliding || !last || last.key !== key) {
        w.__boardStill = { key, n: 0 };
        return false;
      }
      return ++last.n >= need;
    },
    still,
    { polling: 'raf', timeout: 20_000 },
  );
}

/** Waits until the combat table stands still: no dice rolling, no result playing out, every counter in its box. */
export async function combatSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const c = (window.__deathmaze as { combat?: { animating: boolean; sliding: boolean } } | undefined)?.combat;
      return c?.animating === false && !c.sliding;
    },
    undefined,
    { timeout: 20_000 },
  );
}

/** Expects the control `testId` whole on screen, without scrolling; returns its box. */
export async function expectInView(page: Page, testId: string): Promise<{ x: number; y: number; width: number; height: number }> {
  const vp = page.viewportSize()!;
  const b = await page.getByTestId(testId).boundingBox();
  expect(b, `${testId} is on screen`).not.toBeNull();
  expect(b!.y >= 0 && b!.y + b!.height <= vp.height && b!.x >= 0 && b!.x + b!.width <= vp.width, `${testId} is in view without scrolling`).toBe(true);
  return b!;
}

/** The RGBA bytes the player sees in `clip` (CSS pixels), read from a real screenshot. */
export async function screenPixels(page: Page, clip: { x: number; y: number; width: number; height: number }): Promise<{ width: number; height: number; data: number[] }> {
  const png = (await page.screenshot({ type: 'png', clip })).toString('base64');
  return page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width;
    c.height = img.height;
    const ctx = c.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    return { width: img.width, height: img.height, data: [...ctx.getImageData(0, 0, img.width, img.height).data] };
  }, png);
}

export interface Point {
  x: number;
  y: number;
}

async function cdp(page: Page): Promise<CDPSession> {
  return page.context().newCDPSession(page);
}

const lerp = (a: Point, b: Point, t: number): Point => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });

/** A one-finger drag in CSS pixels of the viewport: touchStart, `steps` touchMoves, touchEnd. */
export async function touchDrag(page: Page, from: Point, to: Point, steps = 10): Promise<void> {
  const session = await cdp(page);
  try {
    await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ ...from, id: 1 }] });
    for (let i = 1; i <= steps; i++) {
      await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ ...lerp(from, to, i / steps), id: 1 }] });
    }
    await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await session.detach();
  }
}

/** Two fingers on a horizontal line through `center`, moving from `startDist` apart to `endDist` apart. */
export async function pinch(page: Page, center: Point, startDist: number, endDist: number, steps = 10): Promise<void> {
  const session = await cdp(page);
  const fingers = (dist: number) => [
    { x: center.x - dist / 2, y: center.y, id: 1 },
    { x: center.x + dist / 2, y: center.y, id: 2 },
  ];
  try {
    const [first] = fingers(startDist);
    await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [first!] });
    await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(startDist) });
    for (let i = 1; i <= steps; i++) {
      await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(startDist + ((endDist - startDist) * i) / steps) });
    }
    await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await session.detach();
  }
}

/** One finger through the DevTools protocol: down, moves, and up only when asked. */
export class Finger {
  private constructor(
    private readonly session: CDPSession,
    private at: Point,
  ) {}

  static async down(page: Page, at: Point): Promise<Finger> {
    const session = await cdp(page);
    await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ ...at, id: 1 }] });
    return new Finger(session, at);
  }

  async move(to: Point, steps = 10): Promise<void> {
    const from = this.at;
    for (let i = 1; i <= steps; i++) {
      await this.session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ ...lerp(from, to, i / steps), id: 1 }] });
    }
    this.at = to;
  }

  async up(): Promise<void> {
    await this.session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await this.session.detach();
  }
}

/** A finger down and up on one spot. */
export async function touchTap(page: Page, at: Point): Promise<void> {
  const f = await Finger.down(page, at);
  await f.up();
}

/** A mouse drag as a hand makes it: a first short move to lift, then the rest of the way. */
export async function mouseDrag(page: Page, from: Point, to: Point, steps = 12): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + (to.x - from.x) * 0.2, from.y + (to.y - from.y) * 0.2, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps });
  await page.mouse.up();
}

/** A mouse click on a spot of the canvas. */
export async function mouseClick(page: Page, at: Point): Promise<void> {
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  await page.mouse.up();
}

/** Waits until the scene `key` is on screen and has drawn itself. */
export async function waitForScene(page: Page, key: string, timeout = 20_000): Promise<void> {
  await page.waitForFunction((k) => window.__deathmaze?.ready === true && window.__deathmaze.scene === k, key, { timeout });
}

/** The box of `loc` once its own entrance animations (a prompt card rises 16 px as it opens) have finished. */
export async function settledBox(loc: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  await loc.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))));
  const box = await loc.boundingBox();
  if (!box) throw new Error('the element is not on screen');
  return box;
}

/** The centre of a DOM control (CSS pixels), scrolled into view first. */
export async function centreOf(page: Page, testId: string): Promise<Point> {
  const loc = page.getByTestId(testId);
  await loc.scrollIntoViewIfNeeded();
  const box = await loc.boundingBox();
  if (!box) throw new Error(`${testId} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}
