/**
 * Saves that hold when the game is open twice, meet a newer version or find a damaged copy
 * (issue 12), in a real browser. Two tabs of one origin share their storage, so the "two tabs"
 * here are two pages of ONE browser context. What the browser stored is read straight from
 * IndexedDB (localforage's database 'deathmaze', store 'saves').
 *
 * With TABS_SCREENSHOTS=<folder> set, the run also leaves pictures of the screens it checks there.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { standardParty } from '../../src/games/deathmaze/builders';
import { newGame } from '../../src/games/deathmaze/game';
import { encodeSave } from '../../src/store/format';
import { desktopContext, frames, handAt, mouseDrag, openPage, phoneContext, type WatchedPage } from './browser';
import { servedGame } from './suite';
import { storedData, storeItem } from './storage';

const suite = servedGame();
const shotsDir = process.env.TABS_SCREENSHOTS ? path.resolve(process.env.TABS_SCREENSHOTS) : null;

async function shoot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  await mkdir(shotsDir, { recursive: true });
  await frames(page, 3);
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
}

/** Seed 835 stays on the board for its first 51 "decide for me" steps (see maze.test.ts). */
const SEED = 835;
/** A second maze for the second tab. */
const OTHER_SEED = 1980;

// ---------------------------------------------------------------------------------------------
// The storage

type Stored = Record<string, string>;



interface SlotView {
  id: string;
  name: string;
  actions: number;
  current: string;
  /** The current copy's action count and delve. */
  copy: { actions: number; delve: string } | null;
}

function slotsIn(data: Stored): SlotView[] {
  return Object.entries(data)
    .filter(([k]) => k.startsWith('slot/'))
    .map(([k, v]) => {
      const r = JSON.parse(v) as { name: string; current: string; summary: { actions: number } };
      const id = k.slice('slot/'.length);
      const text = data[`copy/${id}/${r.current}`];
      let copy: SlotView['copy'];
      try {
        const c = text ? (JSON.parse(text) as { actions: unknown[]; delve: string }) : null;
        copy = c ? { actions: c.actions.length, delve: c.delve } : null;
      } catch {
        copy = null;
      }
      return { id, name: r.name, actions: r.summary.actions, current: r.current, copy };
    });
}

const slots = async (page: Page): Promise<SlotView[]> => slotsIn(await storedData(page));

// ---------------------------------------------------------------------------------------------
// Playing

async function waitForScene(page: Page, key: string): Promise<void> {
  await page.waitForFunction((k) => window.__deathmaze?.ready === true && window.__deathmaze.scene === k, key, { timeout: 20_000 });
}

/**
 * The tab a player is about to use comes to the front, as a player's click would bring it: a tab
 * behind another is drawn about once a second, so each click would wait seconds for its button
 * to hold still.
 */
const inFront = (page: Page): Promise<void> => page.bringToFront();

async function startDelve(page: Page, seed = SEED): Promise<void> {
  await inFront(page);
  await page.goto(`${suite.baseUrl}?test=1&start=${seed}`);
  await waitForScene(page, 'MazeScene');
}

/** One tap of "Decide for me", waiting until the state has moved on. */
async function decide(page: Page): Promise<void> {
  await inFront(page);
  const before = await page.evaluate(() => JSON.stringify(window.__deathmaze?.state ?? null));
  await page.getByTestId('hud-decide').click();
  await expect.poll(() => page.evaluate(() => JSON.stringify(window.__deathmaze?.state ?? null)), { timeout: 10_000 }).not.toBe(before);
  await frames(page, 2);
}

/** Waits until some slot's current copy holds `n` actions and returns that slot's id. */
async function savedWith(page: Page, n: number, delve?: string): Promise<string> {
  let id = '';
  await expect
    .poll(
      async () => {
        const found = (await slots(page)).find((s) => s.copy?.actions === n && (delve === undefined || s.copy.delve === delve));
        id = found?.id ?? '';
        return id !== '';
      },
      { timeout: 10_000, interval: 100 },
    )
    .toBe(true);
  return id;
}

/** The title, freshly loaded, once Continue has found what to resume. */
async function openTitle(page: Page): Promise<void> {
  await inFront(page);
  await page.goto(`${suite.baseUrl}?test=1`);
  await waitForScene(page, 'TitleScene');
  await expect.poll(() => page.getByTestId('title-continue-note').innerText()).not.toBe('looking for saves…');
}

/** Every toast the page shows from now on, kept (they fade after a few seconds). */
async function keepToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { __toasts?: string[] };
    w.__toasts = [];
    new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) if (n instanceof HTMLElement && n.dataset.testid === 'toast') w.__toasts!.push(n.textContent ?? '');
    }).observe(document.getElementById('ui')!, { childList: true });
  });
  return () => page.evaluate(() => (window as unknown as { __toasts?: string[] }).__toasts ?? []);
}

const state = (page: Page): Promise<string> => page.evaluate(() => JSON.stringify(window.__deathmaze?.state ?? null));

// ---------------------------------------------------------------------------------------------

describe('a delve is known by its identity, not its setup', () => {
  let context: BrowserContext;
  let at: WatchedPage;
  beforeEach(async () => {
    context = await desktopContext(suite.browser);
    at = await openPage(context);
  });
  afterEach(() => context?.close());

  it('the same ?start= seed opened twice keeps both delves: the first, unfinished, is still there to continue', async () => {
    const { page } = at;
    await startDelve(page);
    for (let i = 0; i < 10; i++) await decide(page);
    const firstId = await savedWith(page, 10);
    const kept = (await slots(page)).find((s) => s.id === firstId)!;

    await startDelve(page); // the very same seed and party
    await decide(page);
    await decide(page);
    await savedWith(page, 2);
    const after = await slots(page);
    expect(after).toHaveLength(2);
    // the ten-step delve is untouched, a delve of its own
    const still = after.find((s) => s.id === firstId)!;
    expect(still.copy).toEqual(kept.copy);
    expect(after.find((s) => s.id !== firstId)!.copy!.delve).not.toBe(kept.copy!.delve);

    // and Saved delves offers it
    await openTitle(page);
    await page.getByTestId('title-saves').click();
    await page.locator('[data-testid="saves-list"][aria-busy="false"]').waitFor();
    expect(await page.locator(`[data-testid="slot-row"][data-slot="${firstId}"]`).count()).toBe(1);
    expect(at.errors).toEqual([]);
  }, 120_000);
});

describe('two tabs', () => {
  let context: BrowserContext;
  let one: WatchedPage;
  let two: WatchedPage;
  beforeEach(async () => {
    context = await desktopContext(suite.browser);
    one = await openPage(context);
    two = await openPage(context);
  });
  afterEach(() => context?.close());

  it('two delves in two tabs: 20 alternating steps add no slot, and each tab’s delve is saved in its own', async () => {
    // two different delves (the same seed twice would be two delves as well: see above)
    await startDelve(one.page);
    await startDelve(two.page, OTHER_SEED);
    await decide(one.page);
    await decide(two.page);
    await expect.poll(async () => (await slots(one.page)).length, { timeout: 10_000 }).toBe(2);
    const before = (await slots(one.page)).map((s) => s.id).sort();
    for (let i = 0; i < 10; i++) {
      await decide(one.page);
      await decide(two.page);
    }
    // both pages have taken 11 actions of their own delves, each in its own slot
    const a = await savedWith(one.page, 11);
    await expect.poll(async () => (await slots(one.page)).filter((s) => s.copy?.actions === 11).length, { timeout: 10_000 }).toBe(2);
    const after = await slots(one.page);
    expect(after.map((s) => s.id).sort()).toEqual(before);
    expect(new Set(after.map((s) => s.copy!.delve)).size).toBe(2);
    expect(a).not.toBe('');
    expect([...one.errors, ...two.errors]).toEqual([]);
  }, 150_000);

  it('one delve in two tabs: the second is told it is open elsewhere, takes it over, and the first stops saving and says so; no step is lost', async () => {
    await startDelve(one.page);
    for (let i = 0; i < 3; i++) await decide(one.page);
    const slot = await savedWith(one.page, 3);
    const firstToasts = await keepToasts(one.page);

    await openTitle(two.page);
    await two.page.getByTestId('title-continue').click();
    const asked = two.page.getByTestId('delve-elsewhere');
    await asked.waitFor({ state: 'visible' });
    expect(await two.page.getByTestId('delve-elsewhere-message').innerText()).toContain('another tab');
    await shoot(two.page, 'tabs-elsewhere-desktop');
    await two.page.getByTestId('delve-elsewhere-take').click();
    await waitForScene(two.page, 'MazeScene');
    expect(await state(two.page)).toBe(await state(one.page));

    // the first tab says it stopped saving
    await inFront(one.page);
    await expect.poll(firstToasts, { timeout: 10_000 }).toContainEqual(expect.stringContaining('another tab'));
    // and goes on saying so while its table shows the delve
    await one.page.getByTestId('delve-detached').waitFor({ state: 'visible' });
    expect(await one.page.getByTestId('delve-detached').innerText()).toContain('stopped saving');
    await shoot(one.page, 'tabs-taken-over-desktop');
    for (let i = 0; i < 3; i++) await decide(two.page);
    await savedWith(two.page, 6);
    const newer = (await slots(two.page)).find((s) => s.id === slot)!;
    expect(newer.copy!.actions).toBe(6);

    // a step tried in the stale tab changes nothing there and overwrites nothing here
    const stale = await state(one.page);
    await inFront(one.page);
    await one.page.getByTestId('hud-decide').click();
    await expect.poll(firstToasts).toContainEqual(expect.stringContaining('stopped saving'));
    expect(await state(one.page)).toBe(stale);
    await frames(one.page, 10);
    expect((await slots(two.page)).find((s) => s.id === slot)!.copy!.actions).toBe(6);
    expect(await slots(two.page)).toHaveLength(1);
    expect([...one.errors, ...two.errors]).toEqual([]);
  }, 150_000);

  it('one delve in two tabs: the second may watch it read-only, and the first goes on saving', async () => {
    await startDelve(one.page);
    for (let i = 0; i < 3; i++) await decide(one.page);
    const slot = await savedWith(one.page, 3);
    await openTitle(two.page);
    await two.page.getByTestId('title-continue').click();
    await two.page.getByTestId('delve-elsewhere').waitFor({ state: 'visible' });
    await two.page.getByTestId('delve-elsewhere-watch').click();
    await two.page.getByTestId('replay-bar').waitFor({ state: 'visible' });
    expect(await state(two.page)).toBe(await state(one.page));
    await decide(one.page);
    await savedWith(one.page, 4);
    expect((await slots(one.page)).find((s) => s.id === slot)!.copy!.actions).toBe(4);
    expect([...one.errors, ...two.errors]).toEqual([]);
  }, 150_000);
});

describe('copies this version cannot use', () => {
  let context: BrowserContext;
  let at: WatchedPage;
  beforeEach(async () => {
    context = await desktopContext(suite.browser);
    at = await openPage(context);
  });
  afterEach(() => context?.close());

  it('a copy written by a newer version is kept aside, named so, after three more steps; Continue says why it loaded the one before', async () => {
    const { page } = at;
    await startDelve(page);
    for (let i = 0; i < 4; i++) await decide(page);
    const slot = await savedWith(page, 4);
    const data = await storedData(page);
    const record = JSON.parse(data[`slot/${slot}`]!) as { current: string };
    const current = JSON.parse(data[`copy/${slot}/${record.current}`]!) as Record<string, unknown>;
    const newer = JSON.stringify({ ...current, schema: 99, app: '9.9.0' });

    await openTitle(page);
    await storeItem(page, `copy/${slot}/${record.current}`, newer);
    const told = await keepToasts(page);
    await page.getByTestId('title-continue').click();
    await waitForScene(page, 'MazeScene');
    await expect.poll(told).toContainEqual(expect.stringContaining('newer version'));
    for (let i = 0; i < 3; i++) await decide(page);
    await savedWith(page, 6);
    const after = await storedData(page);
    const kept = slotsIn(after).find((s) => s.name.endsWith('(from a newer version)'));
    expect(kept).toBeDefined();
    expect(after[`copy/${kept!.id}/${kept!.current}`]).toBe(newer);
    expect(at.errors).toEqual([]);
  });

  it('the title’s Continue on a damaged latest copy loads the one before and says so', async () => {
    const { page } = at;
    await startDelve(page);
    for (let i = 0; i < 4; i++) await decide(page);
    const slot = await savedWith(page, 4);
    const data = await storedData(page);
    const record = JSON.parse(data[`slot/${slot}`]!) as { current: string };
    const text = data[`copy/${slot}/${record.current}`]!;
    await openTitle(page);
    await storeItem(page, `copy/${slot}/${record.current}`, text.slice(0, text.length - 40));
    const told = await keepToasts(page);
    await page.getByTestId('title-continue').click();
    await waitForScene(page, 'MazeScene');
    await expect.poll(told).toContainEqual(expect.stringContaining('damaged'));
    expect(at.errors).toEqual([]);
  });
});

describe('refused drops', () => {
  it('a chit dropped by mouse on the cups is refused with its rule', async () => {
    const context = await desktopContext(suite.browser);
    const { page, errors } = await openPage(context);
    try {
      await startDelve(page);
      await page.waitForFunction(() => window.__deathmaze?.state?.phase.kind === 'place' && !!window.__deathmaze.handToScreen?.(), undefined, { timeout: 10_000 });
      const before = await state(page);
      const told = await keepToasts(page);
      const hand = await handAt(page);
      const s = JSON.parse(before) as { hand: { cup: 'room' | 'corridor' } };
      const other: 'room' | 'corridor' = s.hand.cup === 'room' ? 'corridor' : 'room';
      const cup = await page.evaluate((c) => window.__deathmaze!.cupToScreen!(c), other);
      await mouseDrag(page, hand, cup);
      await expect.poll(told).toContainEqual(expect.stringMatching(/^\d+\.\d+/));
      expect(await state(page)).toBe(before);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('long names', () => {
  const LONG_ADVENTURER = 'Maximilianwolfgangwwwwww'; // 24 characters (the most 3.1 and the setup field allow), no break
  const LONG_SLOT = 'S'.repeat(60);

  async function longSave(): Promise<string> {
    const party = standardParty(4);
    party[0] = { ...party[0]!, name: LONG_ADVENTURER };
    const { state } = newGame({ seed: SEED, party });
    return encodeSave({ setup: state.setup, actions: [], state, name: LONG_SLOT });
  }

  /**
   * Every element under `panel` whose box runs past the panel's right edge, or whose text runs
   * out of its own box (cut with an ellipsis on purpose excepted).
   */
  const overflowing = (page: Page, panel: string) =>
    page.evaluate((sel) => {
      const root = document.querySelector<HTMLElement>(sel)!;
      const edge = root.getBoundingClientRect().right + 0.5;
      return [root, ...root.querySelectorAll<HTMLElement>('*')]
        .filter((e) => e.getClientRects().length > 0)
        .filter((e) => e.getBoundingClientRect().right > edge || (e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).textOverflow !== 'ellipsis'))
        .map((e) => `${e.tagName}.${e.className}`);
    }, panel);

  for (const [label, open] of [
    ['desktop', (c: typeof suite.browser) => desktopContext(c)],
    ['phone', (c: typeof suite.browser) => phoneContext(c)],
  ] as const) {
    it(`a 24-character name and a 60-character slot name stay inside their panels (${label}), the full name at hand`, async () => {
      const context = await open(suite.browser);
      const { page, errors } = await openPage(context);
      try {
        await openTitle(page);
        await page.getByTestId('title-saves').click();
        await page.locator('[data-testid="saves-list"][aria-busy="false"]').waitFor();
        const chooser = page.waitForEvent('filechooser');
        await page.getByTestId('saves-import').click();
        await (await chooser).setFiles({ name: 'long.json', mimeType: 'application/json', buffer: Buffer.from(await longSave(), 'utf8') });
        await page.getByTestId('saves-message').waitFor({ state: 'visible' });
        expect(await page.getByTestId('saves-message').innerText()).toContain(LONG_SLOT);
        expect(await overflowing(page, '[data-testid="saves-panel"]')).toEqual([]);
        const name = page.getByTestId('slot-name').first();
        expect(await name.getAttribute('title')).toBe(LONG_SLOT);
        await shoot(page, `long-names-slots-${label}`);

        await page.getByTestId('slot-open').first().click();
        await waitForScene(page, 'MazeScene');
        await page.getByTestId('hud-sheets').click();
        const sheet = page.locator('[data-testid="sheet-a1"]');
        await sheet.waitFor({ state: 'visible' });
        expect(await sheet.locator('.sheet-name').innerText()).toContain(LONG_ADVENTURER.slice(0, 10));
        expect(await sheet.locator('.sheet-name').getAttribute('title')).toBe(LONG_ADVENTURER);
        expect(await overflowing(page, '[data-testid="sheet-a1"]')).toEqual([]);
        await shoot(page, `long-names-sheet-${label}`);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

