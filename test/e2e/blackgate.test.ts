/**
 * The Black Gate at the table, on a desktop and a 390x844 touch phone: from the title to its
 * setup, the party chosen, the board tapped to set off, a facing the rules refuse refused with
 * its case and a legal one laid, the other levels looked at, steps decided, and the
 * campaign continued from its autosave; a share link deals the same campaign.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { desktopContext, openPage, phoneContext } from './browser';
import { servedGame } from './suite';
import { dealtAtRandom, tableReady } from './blackgate.page';

const suite = servedGame();
const HEROES = ['almuric', 'curvenol', 'gislan'];

const phase = (page: Page) => page.evaluate(() => window.__blackgate!.session.state!.phase.kind);
const steps = (page: Page) => page.evaluate(() => window.__blackgate!.session.actions.length);

async function tap(page: Page, touch: boolean, p: { x: number; y: number }): Promise<void> {
  if (touch) await page.touchscreen.tap(p.x, p.y);
  else await page.mouse.click(p.x, p.y);
}

describe('the Black Gate table', () => {
  for (const [name, open, touch] of [
    ['desktop', () => desktopContext(suite.browser), false],
    ['390x844 phone', () => phoneContext(suite.browser), true],
  ] as const) {
    it(`on the ${name}: setup, a tap on the board, LŚ 6.x refusal and a legal lay, the levels, decide, and Continue`, async () => {
      const context = await open();
      const { page, errors } = await openPage(context);
      await page.goto(`${suite.baseUrl}?test=1`);
      await page.getByTestId('title-blackgate').click({ timeout: 60_000 });
      await page.getByTestId('bg-setup').waitFor();
      await expect.poll(() => page.getByTestId('bg-go-in').isDisabled()).toBe(true); // B48: three heroes first
      for (const id of HEROES) await page.getByTestId(`bg-hero-${id}`).click();
      expect(await page.getByTestId('bg-hero-zareth').isDisabled()).toBe(true);
      await page.getByTestId('bg-seed').fill('42');
      await page.getByTestId('bg-go-in').click();
      await tableReady(page);
      expect(await page.evaluate(() => window.__blackgate!.session.state!.party.characters.slice(0, 3).map((c) => c.id))).toEqual(HEROES);
      await expect.poll(() => page.getByTestId('bg-where').textContent()).toMatch(/Level 1 · expedition 1 · a (red|yellow|blue) sun/);
      expect(await page.getByTestId('bg-party').textContent()).toContain('SP');

      // stage A: a tap on the lit cell beside the party sets off that way
      const cell = await page.evaluate(() => {
        const s = window.__blackgate!.session;
        const go = s.legal.find((a) => a.type === 'go') as { dir: number };
        const at = s.state!.party.at;
        const d = [[0, -1], [1, 0], [0, 1], [-1, 0]][go.dir]!;
        return window.__blackgate!.cellToScreen(at.x + d[0]!, at.y + d[1]!);
      });
      await tap(page, touch, cell);
      await expect.poll(() => phase(page)).toBe('lay');
      await page.getByTestId('bg-hand').waitFor();

      // LŚ 6.2: a facing the rules refuse is laid only to be refused with its case; nothing changes
      const tile = await page.evaluate(() => window.__blackgate!.session.state!.board.hand!.tile);
      const marks = await page.locator('.bg-facings .btn').allTextContents();
      const refused = marks.findIndex((t) => t.includes('✗'));
      expect(refused, `seed 42 draws ${tile}, one of whose facings does not match`).toBeGreaterThanOrEqual(0);
      {
        await page.evaluate(() => {
          window.__deathmazeToasts ??= { said: [], hold: true };
          window.__deathmazeToasts.hold = true;
        });
        await page.getByTestId(`bg-facing-${refused}`).click();
        expect(await page.getByTestId('bg-facing-why').textContent()).toMatch(/^(LŚ 6\.[146]|B8|B46): /);
        const before = await steps(page);
        await page.getByTestId('bg-lay').click();
        await expect.poll(() => page.evaluate(() => window.__deathmazeToasts!.said.join('\n'))).toMatch(/(LŚ 6\.[146]|B8|B46): /);
        expect(await steps(page)).toBe(before);
        expect(await phase(page)).toBe('lay');
      }
      const legal = marks.findIndex((t) => t.includes('✓'));
      expect(legal, `a legal facing for ${tile}`).toBeGreaterThanOrEqual(0);
      await page.getByTestId(`bg-facing-${legal}`).click();
      await page.getByTestId('bg-lay').click();
      await expect.poll(() => phase(page)).not.toBe('lay');

      // the level switcher: another level on view, then back to the party's
      await page.getByTestId('bg-level-2').click();
      await expect.poll(() => page.evaluate(() => window.__blackgate!.shown)).toBe(2);
      expect(await page.getByTestId('bg-phase').textContent()).toContain('Looking at level 2');
      await page.getByTestId('bg-level-1').click();
      await expect.poll(() => page.evaluate(() => window.__blackgate!.shown)).toBe(1);

      // decide for me, a few steps; the log cites the case of each line
      for (let i = 0; i < 12; i++) {
        if (await page.getByTestId('bg-decide').isDisabled()) break;
        await page.getByTestId('bg-decide').click();
      }
      const log = await page.getByTestId('bg-log').locator('li').allTextContents();
      expect(log.length).toBeGreaterThan(4);
      expect(log.filter((l) => /^(LŚ|B\d|§|DM|DATA)/.test(l)).length).toBeGreaterThan(log.length / 2);
      expect(log.join(' ')).not.toMatch(/undefined|\[object/);
      // a line's case opens the rules reference at it, in our words
      const cited = page.getByTestId('bg-log').locator('a.bg-case').last();
      const rule = (await cited.textContent())!;
      await cited.click();
      await expect.poll(() => page.locator('#bg-rules-panel').getAttribute('data-open-case')).toBe(rule);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('#bg-rules-panel').count()).toBe(0);

      // Title, then Continue: the autosave brings back every step
      const played = await steps(page);
      await page.evaluate(() => window.__blackgate!.session.flush());
      await page.getByTestId('bg-title').click();
      await page.getByTestId('title-blackgate').click();
      await page.getByTestId('bg-resume').click({ timeout: 30_000 });
      await tableReady(page);
      expect(await steps(page)).toBe(played);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('a share link opens the setup with its seed and party, and deals the same campaign', async () => {
    const context = await desktopContext(suite.browser);
    const { page, errors } = await openPage(context);
    const setup = Buffer.from(JSON.stringify({ request: { heroes: HEROES, initiateRaces: ['elf', 'elf', 'dwarf'] } })).toString('base64url');
    await page.goto(`${suite.baseUrl}?test=1&ruleset=blackgate&seed=77&setup=${setup}`);
    await page.getByTestId('bg-setup').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('bg-seed').inputValue()).toBe('77');
    for (const id of HEROES) expect(await page.getByTestId(`bg-hero-${id}`).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('bg-initiate-2').inputValue()).toBe('elf');
    await page.getByTestId('bg-go-in').click();
    await tableReady(page);
    expect(await page.evaluate(() => window.__blackgate!.session.setup)).toMatchObject({ seed: 77, request: { heroes: HEROES } });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('saved campaigns: save the one on the table by name, export it, import the file into a new slot, continue it, delete one', async () => {
    const context = await desktopContext(suite.browser);
    const { page, errors } = await openPage(context);
    await page.goto(`${suite.baseUrl}?test=1`);
    await dealtAtRandom(page);
    for (let i = 0; i < 3; i++) await page.getByTestId('bg-decide').click();
    const played = await steps(page);
    const at = await page.evaluate(() => JSON.stringify(window.__blackgate!.session.state));

    await page.getByTestId('bg-saves').click();
    await page.getByTestId('cs-name').fill('At the first door');
    await page.getByTestId('cs-save').click();
    await expect.poll(() => page.getByTestId('cs-message').textContent()).toContain('Saved as “At the first door”');
    const slot = page.locator('[data-testid^=cs-slot-]', { hasText: 'At the first door' });
    expect(await slot.textContent()).toContain(`${played} steps`);
    const id = await slot.getAttribute('data-slot');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(`cs-export-${id}`).click()]);
    const file = await download.path();
    await page.getByTestId('cs-import-file').setInputFiles(file);
    await expect.poll(() => page.getByTestId('cs-message').textContent()).toMatch(/^Imported as/);
    await expect.poll(() => page.locator('[data-testid^=cs-slot-]', { hasText: 'At the first door' }).count()).toBe(2);
    // a file that is not a save is refused with a reason, and the list stays as it was
    await page.getByTestId('cs-import-file').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"hello": 1}') });
    await expect.poll(() => page.getByTestId('cs-message').textContent()).toMatch(/^This file was not imported: .+ Nothing was changed\./);
    expect(await page.locator('[data-testid^=cs-slot-]').count()).toBe(3); // the autosave and the two copies

    // delete the first copy (after a confirmation), then play on from the imported one
    await page.getByTestId(`cs-delete-${id}`).click();
    await page.getByTestId(`cs-delete-yes-${id}`).click();
    await expect.poll(() => page.locator(`[data-testid=cs-slot-${id}]`).count()).toBe(0);
    const copy = page.locator('[data-testid^=cs-slot-]', { hasText: 'At the first door' });
    const copyId = await copy.getAttribute('data-slot');
    await page.getByTestId(`cs-continue-${copyId}`).click();
    await tableReady(page);
    expect(await steps(page)).toBe(played);
    expect(await page.evaluate(() => JSON.stringify(window.__blackgate!.session.state))).toBe(at);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Watch: the campaign step by step from the deal, by buttons and keys, the board drawing each step; a tap plays nothing; back to the table as it was', async () => {
    const context = await desktopContext(suite.browser);
    const { page, errors } = await openPage(context);
    await page.goto(`${suite.baseUrl}?test=1`);
    await dealtAtRandom(page);
    expect(await page.getByTestId('bg-watch').isDisabled()).toBe(true); // nothing to watch yet
    for (let i = 0; i < 6; i++) await page.getByTestId('bg-decide').click();
    const played = await steps(page);
    await page.getByTestId('bg-watch').click();
    await page.getByTestId('watch-bar').waitFor();
    expect(await page.getByTestId('bg-dock').isHidden()).toBe(true);
    expect(await page.getByTestId('watch-step').textContent()).toBe(`The deal · step 0 of ${played}`);
    expect(await page.evaluate(() => window.__blackgate!.watching)).toBe(0);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.evaluate(() => window.__blackgate!.watching)).toBe(1);
    expect(await page.getByTestId('watch-step').textContent()).toMatch(new RegExp(`^Step 1 of ${played}: \\S`));
    expect(await page.getByTestId('watch-lines').textContent()).toMatch(/LŚ \d/);
    // a tap on the board while watching plays nothing
    const mid = await page.evaluate(() => window.__blackgate!.cellToScreen(0, -1));
    await page.mouse.click(mid.x, mid.y);
    await page.getByTestId('watch-last').click();
    expect(await page.evaluate(() => window.__blackgate!.watching)).toBe(played);
    await page.getByTestId('watch-back').click();
    expect(await page.evaluate(() => window.__blackgate!.watching)).toBe(played - 1);
    await page.getByTestId('watch-slider').fill('2');
    expect(await page.evaluate(() => window.__blackgate!.watching)).toBe(2);
    await page.getByTestId('watch-play').click();
    await expect.poll(() => page.evaluate(() => window.__blackgate!.watching), { timeout: 10_000 }).toBeGreaterThan(2);
    await page.keyboard.press('Escape');
    await page.getByTestId('bg-dock').waitFor();
    expect(await page.getByTestId('watch-bar').count()).toBe(0);
    expect(await page.evaluate(() => window.__blackgate!.watching)).toBeNull();
    expect(await steps(page)).toBe(played);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('§0.4 and B1: the options with their defaults, and a Deathmaze party of two adventurers instead of heroes and initiates', async () => {
    const context = await phoneContext(suite.browser);
    const { page, errors } = await openPage(context);
    await page.goto(`${suite.baseUrl}?test=1`);
    await page.getByTestId('title-blackgate').click({ timeout: 60_000 });
    await page.getByTestId('bg-options').locator('summary').click();
    expect(await page.getByTestId('bg-option-gateModel').inputValue()).toBe('skillRoll'); // the default first
    await page.getByTestId('bg-option-gateModel').selectOption('monster40');
    await page.getByTestId('bg-option-gateBlasts').fill('2');
    await page.getByTestId('bg-party-deathmaze').check();
    expect(await page.getByTestId('bg-hero-block').isHidden()).toBe(true);
    expect(await page.getByTestId('bg-go-in').isDisabled()).toBe(false); // no heroes to choose
    await page.getByTestId('bg-adventurer-2-remove').click();
    await page.getByTestId('bg-adventurer-1-class').selectOption('wizard');
    await page.getByTestId('bg-go-in').click();
    await tableReady(page);
    const dealt = await page.evaluate(() => ({ setup: window.__blackgate!.session.setup!, state: window.__blackgate!.session.state! }));
    expect(dealt.setup.request.options).toMatchObject({ gateModel: 'monster40', gateBlasts: 2, party: 'deathmaze' });
    expect(dealt.state.options).toMatchObject({ gateModel: 'monster40', gateBlasts: 2, party: 'deathmaze' });
    expect(dealt.state.party.characters).toHaveLength(2);
    expect(dealt.state.sun).toBeNull(); // §2.6: no sun for a Deathmaze party
    await expect.poll(() => page.getByTestId('bg-where').textContent()).toMatch(/Level 1 · expedition 1/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('by keyboard alone: B from the title, Tab and Space through the setup, then arrows to set off, R to turn the tile, Enter to lay, D, U, H and Escape', async () => {
    const context = await desktopContext(suite.browser);
    const { page, errors } = await openPage(context);
    await page.goto(`${suite.baseUrl}?test=1`);
    await page.getByTestId('title-blackgate').waitFor({ timeout: 60_000 });
    await page.keyboard.press('b');
    await page.getByTestId('bg-setup').waitFor();
    const focused = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid ?? '');
    const tabTo = async (testId: string) => {
      for (let i = 0; i < 80 && (await focused()) !== testId; i++) await page.keyboard.press('Tab');
      expect(await focused()).toBe(testId);
    };
    await tabTo('bg-random-heroes');
    await page.keyboard.press('Space');
    await tabTo('bg-go-in');
    await page.keyboard.press('Enter');
    await tableReady(page);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

    // stage A by an arrow: the way the rules list first
    const dir = await page.evaluate(() => (window.__blackgate!.session.legal.find((a) => a.type === 'go') as { dir: number }).dir);
    await page.keyboard.press(['ArrowUp', 'ArrowRight', 'ArrowDown', 'ArrowLeft'][dir]!);
    await expect.poll(() => phase(page)).toBe('lay');
    // R turns the tile in hand to a facing that fits, Enter lays it
    for (let i = 0; i < 4; i++) {
      if ((await page.getByTestId('bg-facing-why').textContent()) === 'This facing fits.') break;
      await page.keyboard.press('r');
    }
    expect(await page.getByTestId('bg-facing-why').textContent()).toBe('This facing fits.');
    if ((await page.getByTestId('bg-lay').count()) > 0) {
      await page.keyboard.press('Enter');
      await expect.poll(() => phase(page)).not.toBe('lay');
    }
    // D decides, U takes back what may be taken back, H opens the rules and Escape closes them
    const before = await steps(page);
    await page.keyboard.press('d');
    await expect.poll(() => steps(page)).toBe(before + 1);
    const undoable = await page.evaluate(() => window.__blackgate!.session.undoable);
    await page.keyboard.press('u');
    await expect.poll(() => steps(page)).toBe(undoable > 0 ? before : before + 1);
    await page.keyboard.press('h');
    await page.locator('#bg-rules-panel').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('#bg-rules-panel').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
