/**
 * Saves from the player's side, in a real browser (issue 5): play a few steps, reload or close
 * the browser, and Continue on the title picks the delve up in the very same state; the Saved
 * delves panel renames, duplicates, deletes (after a confirmation), exports and imports, and a
 * damaged or hand-edited file is refused with the store's message while nothing stored changes.
 *
 * The tests act through the controls (data-testid) and read the engine's state back through
 * the test hook; "the same state" is the canonical JSON of `window.__deathmaze.state`. What the
 * browser stored is read straight from IndexedDB (localforage's database 'deathmaze').
 *
 * With SAVES_SCREENSHOTS=<folder> set, the run also leaves saves-desktop.png and
 * saves-phone.png there (for docs/screenshots).
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, DESKTOP, desktopContext, frames, openPage, phoneContext } from './browser';
import { servedGame } from './suite';
import { storedData } from './storage';
import { root } from './global-setup';

const suite = servedGame();
const shotsDir = process.env.SAVES_SCREENSHOTS ? path.resolve(root, process.env.SAVES_SCREENSHOTS) : null;

beforeAll(async () => {
  if (shotsDir) await mkdir(shotsDir, { recursive: true });
});

/** Seed 835 stays on the board for its first 51 "decide for me" steps (see maze.test.ts). */
const SEED = 835;
const PARTY = ['Aldric', 'Brenna', 'Corvin', 'Dace'];
const AUTOSAVE_EXPORT_NAME = 'Aldric, Brenna, Corvin and Dace (autosave)';

// ---------------------------------------------------------------------------------------------
// Reading the game and the storage

/** JSON with the keys of every object sorted: equal games give equal text, whatever the key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

const hash = (value: unknown): string => createHash('sha256').update(canonical(value)).digest('hex');

/** The hash of the game the page holds, or null when none is. */
async function stateHash(page: Page): Promise<string | null> {
  const text = await page.evaluate(() => JSON.stringify(window.__deathmaze?.state ?? null));
  const state = JSON.parse(text) as unknown;
  return state === null ? null : hash(state);
}


/** The snapshot in the autosave's current copy, as stored. */
async function autosavedSnapshot(page: Page): Promise<unknown> {
  const data = await storedData(page);
  const record = data['slot/autosave'];
  if (!record) return null;
  const { current } = JSON.parse(record) as { current: string };
  const copy = data[`copy/autosave/${current}`];
  return copy ? (JSON.parse(copy) as { snapshot: unknown }).snapshot : null;
}

/** Waits until the autosave holds the game on screen (it is written off the input path). */
async function waitForAutosave(page: Page): Promise<string> {
  const want = await stateHash(page);
  expect(want).not.toBeNull();
  await expect.poll(async () => hash(await autosavedSnapshot(page)), { timeout: 10_000, interval: 100 }).toBe(want);
  return want!;
}

// ---------------------------------------------------------------------------------------------
// Acting as a player

async function waitForScene(page: Page, key: string): Promise<void> {
  await page.waitForFunction((k) => window.__deathmaze?.ready === true && window.__deathmaze.scene === k, key, { timeout: 20_000 });
}

/** A delve with the standard party, straight onto the board, then `steps` taps of "Decide for me". */
async function playSteps(page: Page, steps: number): Promise<void> {
  await page.goto(`${suite.baseUrl}?test=1&start=${SEED}`);
  await waitForScene(page, 'MazeScene');
  for (let i = 0; i < steps; i++) {
    await page.getByTestId('hud-decide').click();
    await frames(page, 2);
  }
}

async function openTitle(page: Page): Promise<void> {
  await page.goto(`${suite.baseUrl}?test=1`);
  await waitForScene(page, 'TitleScene');
}

/** Title → Continue, and waits until the delve is back on the table. */
async function continueFromTitle(page: Page): Promise<void> {
  await openTitle(page);
  const cont = page.getByTestId('title-continue');
  await expect.poll(() => cont.isEnabled()).toBe(true);
  expect(await page.getByTestId('title-continue-note').innerText()).toContain(PARTY.join(', '));
  await cont.click();
  await page.waitForFunction(() => window.__deathmaze?.ready === true && window.__deathmaze.scene !== 'TitleScene' && window.__deathmaze.state !== null, undefined, { timeout: 20_000 });
}

/**
 * Title → Saved delves, once the list has been read: on a fresh load of the game, or with
 * `reuse`, from the title already on screen (closing the panel first when it is open).
 */
async function openSaves(page: Page, reuse = false): Promise<void> {
  const onTitle = await page.evaluate(() => window.__deathmaze?.scene === 'TitleScene' && window.__deathmaze.ready);
  if (!reuse || !onTitle) await openTitle(page);
  else if ((await page.getByTestId('saves-panel').count()) > 0) await page.getByTestId('saves-panel-close').click();
  await page.getByTestId('title-saves').click();
  await page.locator('[data-testid="saves-list"][aria-busy="false"]').waitFor();
}

const rows = (page: Page) => page.getByTestId('slot-row');
const row = (page: Page, name: string) => rows(page).filter({ has: page.getByTestId('slot-name').getByText(name, { exact: true }) });
/** A slot's row by its id (it stays found while its name is being edited). */
const rowById = (page: Page, id: string) => page.locator(`[data-testid="slot-row"][data-slot="${id}"]`);
const autosaveRow = (page: Page) => rowById(page, 'autosave');

/** The slots as listed: id and name, in order. */
function listed(page: Page): Promise<{ id: string; name: string }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-testid="slot-row"]')].map((r) => ({ id: r.dataset.slot ?? '', name: r.querySelector('[data-testid="slot-name"]')?.textContent ?? '' })),
  );
}

/** Import… → the file chooser → this file. */
async function importFile(page: Page, name: string, text: string): Promise<string> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('saves-import').click();
  await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text, 'utf8') });
  const message = page.getByTestId('saves-message');
  await message.waitFor({ state: 'visible' });
  await page.locator('.saves-panel:not(.saves-busy)').waitFor();
  return message.innerText();
}

/** Export on a slot's row → the downloaded file's name and text. */
async function exportRow(page: Page, slot: ReturnType<typeof row>): Promise<{ fileName: string; text: string }> {
  const download = page.waitForEvent('download');
  await slot.getByTestId('slot-export').click();
  const file = await download;
  const filePath = await file.path();
  return { fileName: file.suggestedFilename(), text: await readFile(filePath, 'utf8') };
}

async function shoot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  await frames(page, 3);
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
}

// ---------------------------------------------------------------------------------------------

describe('saves on a desktop', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  /** The game the first test played, as autosaved. */
  let played: string;
  /** The autosave exported as a file. */
  let exported: { fileName: string; text: string };
  /** Export all, after the import. */
  let collection: { fileName: string; text: string };

  beforeAll(async () => {
    context = await desktopContext(suite.browser);
    ({ page, errors } = await openPage(context));
  });
  afterAll(() => context?.close());

  it('play, reload, Continue on the title: the very same state, dice included', async () => {
    await playSteps(page, 8);
    played = await waitForAutosave(page);
    const before = await page.evaluate(() => JSON.parse(JSON.stringify(window.__deathmaze!.state)) as { dice: unknown; maze: { chits: Record<string, unknown> } });
    expect(Object.keys(before.maze.chits).length).toBeGreaterThan(1); // the steps did lay the maze

    // a fresh load of the game (not of the start=… address, which would begin the delve anew)
    await continueFromTitle(page);
    expect(await stateHash(page)).toBe(played);
    expect(errors).toEqual([]);
  });

  it('the panel lists the autosave with its party, segments, date and progress, and the storage state', async () => {
    await openSaves(page);
    expect(await rows(page).count()).toBe(1);
    const auto = autosaveRow(page);
    expect(await auto.getByTestId('slot-autosave').innerText()).toBe('Autosave');
    // ?start= sends the standard party: two Heroes and two Thieves
    expect(await auto.getByTestId('slot-party').innerText()).toBe('Aldric (Hero), Brenna (Hero), Corvin (Thief), Dace (Thief)');
    // the title holds no game: the count comes from the stored snapshot
    const snapshot = (await autosavedSnapshot(page)) as { maze: { chits: Record<string, unknown> } };
    expect(await auto.getByTestId('slot-progress').innerText()).toMatch(new RegExp(`^${Object.keys(snapshot.maze.chits).length} segments explored · \\d+ actions`));
    expect(await auto.getByTestId('slot-saved').innerText()).toMatch(/^Saved today, \d\d:\d\d/);
    expect(await auto.getByTestId('slot-outcome').innerText()).toBe('In progress');
    // the autosave keeps its name: no Rename on its row
    expect(await auto.getByTestId('slot-rename').count()).toBe(0);
    const status = page.getByTestId('saves-status');
    expect(['persistent', 'temporary']).toContain(await status.getAttribute('data-kind'));
    expect(await page.getByTestId('saves-status-label').innerText()).toMatch(/^Kept (on this device|in this browser)$/);
    expect(await page.getByTestId('saves-status-export').isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('duplicate, rename in place, and delete only after a confirmation; all of it kept over a reload', async () => {
    await openSaves(page, true);
    await autosaveRow(page).getByTestId('slot-duplicate').click();
    const copyName = `${PARTY.slice(0, 3).join(', ')} and ${PARTY[3]} (copy)`;
    await row(page, copyName).waitFor();
    expect(await rows(page).count()).toBe(2);
    expect(await page.getByTestId('saves-message').innerText()).toBe(`Duplicated as “${copyName}”.`);

    // rename: Cancel first changes nothing, then a new name
    const copyId = (await listed(page))[1]!.id;
    const copy = rowById(page, copyId);
    await copy.getByTestId('slot-rename').click();
    await copy.getByTestId('slot-rename-input').fill('Thrown away');
    await copy.getByTestId('slot-rename-cancel').click();
    expect(await copy.getByTestId('slot-name').innerText()).toBe(copyName);
    await copy.getByTestId('slot-rename').click();
    // an empty name is refused with the store's reason, and the slot keeps its name
    await copy.getByTestId('slot-rename-input').fill('   ');
    await copy.getByTestId('slot-rename-save').click();
    await expect.poll(() => page.getByTestId('saves-message').innerText()).toBe('A save needs a name of 1 to 60 characters.');
    await copy.getByTestId('slot-rename-input').fill('Before the stairs');
    await copy.getByTestId('slot-rename-input').press('Enter');
    await row(page, 'Before the stairs').waitFor();
    expect((await listed(page)).map((s) => s.name)).toEqual(['Autosave', 'Before the stairs']);

    // the renamed copy is the same delve
    expect((await listed(page))[1]!.id).toBe(copyId);
    const data = await storedData(page);
    const copyRecord = JSON.parse(data[`slot/${copyId}`]!) as { current: string; name: string };
    expect(copyRecord.name).toBe('Before the stairs');
    expect(hash((JSON.parse(data[`copy/${copyId}/${copyRecord.current}`]!) as { snapshot: unknown }).snapshot)).toBe(played);

    // delete: Keep backs out, Delete after the question removes it
    await openSaves(page, true);
    expect((await listed(page)).map((s) => s.name)).toEqual(['Autosave', 'Before the stairs']);
    const renamed = rowById(page, copyId);
    await renamed.getByTestId('slot-delete').click();
    expect(await renamed.getByTestId('slot-delete-confirmation').innerText()).toContain('Delete “Before the stairs” for good?');
    await renamed.getByTestId('slot-delete-cancel').click();
    expect(await renamed.getByTestId('slot-delete-confirmation').count()).toBe(0);
    expect(await rows(page).count()).toBe(2);
    await renamed.getByTestId('slot-delete').click();
    await renamed.getByTestId('slot-delete-confirm').click();
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await page.getByTestId('saves-message').innerText()).toBe('Deleted “Before the stairs”.');
    await openSaves(page);
    expect((await listed(page)).map((s) => s.name)).toEqual(['Autosave']);
    expect(Object.keys(await storedData(page)).filter((k) => k.includes(copyId))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('export a slot, import the file: a new slot that loads the identical delve; export all', async () => {
    await openSaves(page, true);
    exported = await exportRow(page, autosaveRow(page));
    expect(exported.fileName).toMatch(/^deathmaze-aldric-brenna-corvin-and-dace-autosave-\d{4}-\d\d-\d\d\.json$/);
    const file = JSON.parse(exported.text) as { format: string; name: string; snapshot: unknown };
    expect(file.format).toBe('deathmaze-save');
    expect(file.name).toBe(AUTOSAVE_EXPORT_NAME);
    expect(hash(file.snapshot)).toBe(played);

    const message = await importFile(page, exported.fileName, exported.text);
    expect(message).toBe(`Imported “${AUTOSAVE_EXPORT_NAME}” as a new slot.`);
    expect((await listed(page)).map((s) => s.name)).toEqual(['Autosave', AUTOSAVE_EXPORT_NAME]);

    // Export all: both slots in one file
    const download = page.waitForEvent('download');
    await page.getByTestId('saves-export-all').click();
    const file2 = await download;
    collection = { fileName: file2.suggestedFilename(), text: await readFile(await file2.path(), 'utf8') };
    expect(collection.fileName).toMatch(/^deathmaze-all-saves-\d{4}-\d\d-\d\d\.json$/);
    const all = JSON.parse(collection.text) as { format: string; saves: { name: string; autosave: boolean; save: { snapshot: unknown } }[] };
    expect(all.format).toBe('deathmaze-collection');
    expect(all.saves.map((e) => [e.name, e.autosave, hash(e.save.snapshot) === played])).toEqual(
      expect.arrayContaining([
        ['Autosave', true, true],
        [AUTOSAVE_EXPORT_NAME, false, true],
      ]),
    );
    expect(all.saves).toHaveLength(2);
    expect(await page.getByTestId('saves-message').innerText()).toBe(`Exported 2 saves as ${collection.fileName}.`);

    const imported = row(page, AUTOSAVE_EXPORT_NAME);
    expect(await imported.getByTestId('slot-autosave').count()).toBe(0);
    expect(await imported.getByTestId('slot-open').innerText()).toBe('Continue');
    await imported.getByTestId('slot-open').click();
    await page.waitForFunction(() => window.__deathmaze?.ready === true && window.__deathmaze.scene !== 'TitleScene' && window.__deathmaze.state !== null, undefined, { timeout: 20_000 });
    expect(await page.getByTestId('saves-panel').count()).toBe(0);
    expect(await stateHash(page)).toBe(played);
    expect(errors).toEqual([]);
  });

  it('a truncated file and a hand-edited one are refused with the store’s message; slots and autosave untouched', async () => {
    await openSaves(page);
    const before = await storedData(page);
    const listBefore = await listed(page);
    expect(listBefore.length).toBe(2);

    const truncated = await importFile(page, 'cut.json', exported.text.slice(0, Math.floor(exported.text.length / 2)));
    expect(truncated).toMatch(/^This file was cut short or damaged, so it cannot be read\..*Nothing was changed\.$/);
    expect(await page.getByTestId('saves-message').getAttribute('class')).toContain('panel-message-error');
    expect(await listed(page)).toEqual(listBefore);
    expect(await storedData(page)).toEqual(before);
    await shoot(page, 'saves-desktop');

    // by hand: a kinder name and the last action taken back, the checksum left as it was
    const edited = JSON.parse(exported.text) as { name: string; actions: unknown[] };
    edited.name = 'Edited by hand';
    edited.actions.pop();
    const tampered = await importFile(page, 'edited.json', JSON.stringify(edited, null, 2));
    expect(tampered).toMatch(/^This save was changed after it was written \(its checksum does not match\), so it cannot be trusted\./);
    expect(await listed(page)).toEqual(listBefore);
    expect(await storedData(page)).toEqual(before);

    // something that is no save at all
    const foreign = await importFile(page, 'notes.json', JSON.stringify({ shopping: ['rope', 'torches'] }));
    expect(foreign).not.toBe(tampered);
    expect(foreign).toMatch(/Nothing was changed\.$/);
    expect(await storedData(page)).toEqual(before);

    // the autosave is byte for byte what it was (above), and the title still offers it
    expect(await page.getByTestId('title-continue').isEnabled()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('deleting the autosave: Continue offers the delve in progress that is left, other slots stay; a collection imports as new slots', async () => {
    await openSaves(page, true);
    expect(await page.getByTestId('title-continue').isEnabled()).toBe(true);
    await autosaveRow(page).getByTestId('slot-delete').click();
    expect(await autosaveRow(page).getByTestId('slot-delete-confirmation').innerText()).toContain('Delete the autosave?');
    await autosaveRow(page).getByTestId('slot-delete-confirm').click();
    await expect.poll(() => listed(page)).toEqual([{ id: expect.any(String) as string, name: AUTOSAVE_EXPORT_NAME }]);
    // the title under the panel follows at once: the slot left holds a delve in progress, and Continue offers it (issue 15 item 4)
    await expect.poll(() => page.getByTestId('title-continue').getAttribute('title')).toBe(`Continue “${AUTOSAVE_EXPORT_NAME}”`);
    expect(await page.getByTestId('title-continue').isEnabled()).toBe(true);
    expect(await page.getByTestId('title-continue-note').innerText()).toContain(PARTY.join(', '));
    expect(Object.keys(await storedData(page)).filter((k) => k.includes('autosave') && !k.startsWith('slot/d'))).toEqual([]);

    // the whole collection back in: each of its saves a new slot (the autosave among them as a slot of its own)
    const message = await importFile(page, collection.fileName, collection.text);
    expect(message).toBe(`Imported 2 delves as new slots: “${AUTOSAVE_EXPORT_NAME}”, “${AUTOSAVE_EXPORT_NAME}”.`);
    const after = await listed(page);
    expect(after.map((s) => s.name)).toEqual([AUTOSAVE_EXPORT_NAME, AUTOSAVE_EXPORT_NAME, AUTOSAVE_EXPORT_NAME]);
    expect(after.some((s) => s.id === 'autosave')).toBe(false);
    expect(await page.getByTestId('title-continue').isEnabled()).toBe(true);

    await page.getByTestId('saves-panel-close').click();
    expect(await page.getByTestId('saves-panel').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('saving to a slot during a delve', () => {
  it('Settings → Save to a slot keeps the delve as it stands under the name given; the slot replays and resumes it', async () => {
    const context = await desktopContext(suite.browser);
    try {
      const { page, errors } = await openPage(context);
      await playSteps(page, 4);
      const want = await stateHash(page);
      await page.getByTestId('hud-settings').click();
      await page.getByTestId('settings-save-slot').click();
      const name = page.getByTestId('save-slot-name');
      await name.fill('Before the stair');
      await page.getByTestId('save-slot-confirm').click();
      await expect.poll(() => page.getByTestId('save-slot-panel').count()).toBe(0);
      // On with the delve: the slot keeps the moment it was saved.
      await page.getByTestId('hud-decide').click();
      await openSaves(page);
      const slot = row(page, 'Before the stair');
      await expect.poll(() => slot.count()).toBe(1);
      // Watch: the saved delve from its first step, the slot only read.
      const stored = await storedData(page);
      await slot.getByTestId('slot-watch').click();
      await page.getByTestId('replay-bar').waitFor();
      expect(await page.getByTestId('replay-step').innerText()).toMatch(/\b0\b/);
      expect(await page.evaluate(() => window.__deathmaze!.state!.turn)).toBe(0);
      await page.getByTestId('replay-leave').click();
      await waitForScene(page, 'TitleScene');
      expect(await storedData(page)).toEqual(stored);

      await openSaves(page, true);
      await row(page, 'Before the stair').getByTestId('slot-open').click();
      await page.waitForFunction(() => window.__deathmaze?.ready === true && window.__deathmaze.scene !== 'TitleScene' && window.__deathmaze.state !== null, undefined, { timeout: 20_000 });
      expect(await stateHash(page)).toBe(want);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('leaving a delve for the title', () => {
  it('Settings → To the title: the board and its prompts go, and Continue resumes the very same delve', async () => {
    const context = await desktopContext(suite.browser);
    try {
      const { page, errors } = await openPage(context);
      await playSteps(page, 4);
      const want = await stateHash(page);
      // the rules open beside, then Settings over them
      await page.getByTestId('hud-rules').click();
      await page.getByTestId('rules-panel').waitFor();
      await page.getByTestId('hud-settings').click();
      await page.getByTestId('settings-title').click();
      await waitForScene(page, 'TitleScene');
      // nothing of the table stays over the title
      for (const id of ['hud-bar', 'prompt-dock', 'settings-panel', 'rules-panel']) await expect.poll(() => page.getByTestId(id).isVisible(), { message: id }).toBe(false);
      const cont = page.getByTestId('title-continue');
      await expect.poll(() => cont.isEnabled()).toBe(true);
      expect(await page.getByTestId('title-continue-note').innerText()).toContain(PARTY.join(', '));
      await cont.click();
      await page.waitForFunction(() => window.__deathmaze?.ready === true && window.__deathmaze.scene !== 'TitleScene' && window.__deathmaze.state !== null, undefined, { timeout: 20_000 });
      expect(await stateHash(page)).toBe(want);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('saves where the browser keeps nothing', () => {
  it('says the saves live in memory only and offers the export at once', async () => {
    const context = await desktopContext(suite.browser);
    try {
      // a browser with its storage switched off (as some private modes do)
      await context.addInitScript(() => {
        Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
        Object.defineProperty(window, 'localStorage', {
          configurable: true,
          get() {
            throw new DOMException('The storage is switched off.', 'SecurityError');
          },
        });
      });
      const { page } = await openPage(context);
      await openTitle(page);
      expect(await page.getByTestId('title-continue').isDisabled()).toBe(true);
      await page.getByTestId('title-saves').click();
      await page.locator('[data-testid="saves-list"][aria-busy="false"]').waitFor();
      expect(await page.getByTestId('saves-status').getAttribute('data-kind')).toBe('memory');
      expect(await page.getByTestId('saves-status-label').innerText()).toBe('Not kept: memory only');
      expect(await page.getByTestId('saves-status-text').innerText()).toMatch(/only in memory until this page closes\. Export it to keep a copy\./);
      expect(await page.getByTestId('saves-empty').innerText()).toMatch(/^No saved delves yet/);
      const offer = page.getByTestId('saves-status-export');
      expect(await offer.isVisible()).toBe(true);
      await offer.click();
      await expect.poll(() => page.getByTestId('saves-message').innerText()).toBe('There are no saves to export yet.');
    } finally {
      await context.close();
    }
  });
});

describe('saves on a persistent profile', () => {
  it('play, close the browser, launch it again on the same profile: Continue resumes the delve', async () => {
    const profile = await mkdtemp(path.join(tmpdir(), 'deathmaze-profile-'));
    const launch = () => chromium.launchPersistentContext(profile, { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS, viewport: DESKTOP, deviceScaleFactor: 1 });
    try {
      let context = await launch();
      let { page, errors } = await openPage(context);
      await playSteps(page, 3);
      const played = await waitForAutosave(page);
      expect(errors).toEqual([]);
      await context.close();

      context = await launch();
      try {
        ({ page, errors } = await openPage(context));
        await continueFromTitle(page);
        expect(await stateHash(page)).toBe(played);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    } finally {
      await rm(profile, { recursive: true, force: true });
    }
  });
});

describe('saves on a phone', () => {
  it('the panel fits a 390x844 screen: every control a thumb’s size, nothing wider than the screen', async () => {
    const context = await phoneContext(suite.browser);
    try {
      const { page, errors } = await openPage(context);
      await page.goto(`${suite.baseUrl}?test=1&start=${SEED}`);
      await waitForScene(page, 'MazeScene');
      await page.getByTestId('hud-decide').tap();
      await waitForAutosave(page);
      await openTitle(page);
      await page.getByTestId('title-saves').tap();
      await page.locator('[data-testid="saves-list"][aria-busy="false"]').waitFor();
      await autosaveRow(page).getByTestId('slot-duplicate').tap();
      await expect.poll(() => rows(page).count()).toBe(2);
      const copy = rows(page).nth(1);
      await copy.getByTestId('slot-delete').tap();
      await copy.getByTestId('slot-delete-confirmation').waitFor();
      await shoot(page, 'saves-phone');

      const layout = await page.evaluate(() => {
        const panel = document.querySelector<HTMLElement>('[data-testid="saves-panel"]')!;
        const box = panel.getBoundingClientRect();
        const controls = [...panel.querySelectorAll<HTMLElement>('button, input:not([type="file"])')]
          .filter((b) => b.offsetParent !== null)
          .map((b) => {
            const r = b.getBoundingClientRect();
            return { id: b.dataset.testid ?? b.textContent ?? '', w: r.width, h: r.height, left: r.left, right: r.right };
          });
        const body = panel.querySelector<HTMLElement>('.panel-body')!;
        return { box: { left: box.left, right: box.right, top: box.top, bottom: box.bottom }, controls, overflowX: body.scrollWidth - body.clientWidth, vw: window.innerWidth, vh: window.innerHeight };
      });
      expect(layout.box.left).toBeGreaterThanOrEqual(0);
      expect(layout.box.right).toBeLessThanOrEqual(layout.vw);
      expect(layout.box.top).toBeGreaterThanOrEqual(0);
      expect(layout.box.bottom).toBeLessThanOrEqual(layout.vh);
      expect(layout.overflowX).toBeLessThanOrEqual(0);
      expect(layout.controls.length).toBeGreaterThanOrEqual(9);
      for (const c of layout.controls) {
        expect.soft(c.h, `${c.id} height`).toBeGreaterThanOrEqual(44);
        expect.soft(c.w, `${c.id} width`).toBeGreaterThanOrEqual(44);
        expect.soft(c.left, `${c.id} left edge`).toBeGreaterThanOrEqual(layout.box.left);
        expect.soft(c.right, `${c.id} right edge`).toBeLessThanOrEqual(layout.box.right);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
