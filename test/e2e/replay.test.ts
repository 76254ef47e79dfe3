/**
 * Replays in a real browser (issue 5, "Replay"): a delve played to its end with "decide for
 * me", then watched again from the end screen, step by step with the mouse and keys on a desktop
 * and with taps on a 390x844 phone; the end of the replay is the final state; nothing can be
 * played and nothing is saved while watching; "Share this maze" gives a link that opens the
 * party setup with the seed filled in.
 *
 * REPLAY_SHOTS=1 also writes docs/screenshots/replay-{desktop,phone}.png.
 */
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { GameState } from '../../src/games/deathmaze/game';
import { desktopContext, frames, openPage, phoneContext, type WatchedPage } from './browser';
import { servedGame } from './suite';
import { root } from './global-setup';

const suite = servedGame();
const shots = process.env.REPLAY_SHOTS ? path.join(root, 'docs/screenshots') : null;

/** With REPLAY_SHOTS set: the docs' picture at a step on the maze, and one in combat for a look (temp folder). */
async function shoot(page: Page, device: string, mazeStep: number): Promise<void> {
  if (!shots) return;
  for (const [step, file] of [
    [mazeStep, path.join(shots, `replay-${device}.png`)],
    [12, path.join(os.tmpdir(), `replay-combat-${device}.png`)],
  ] as const) {
    await page.getByTestId('replay-steps').click();
    await page.locator(`[data-testid="replay-step-item"][data-step="${step}"]`).click();
    await expectStep(page, step);
    if (await page.getByTestId('replay-steps-panel').count()) await page.getByTestId('replay-steps').click();
    await frames(page, 12);
    await page.screenshot({ path: file });
  }
}

/**
 * Seed 785: the standard party, every choice "decide for me", gets out in 38 actions, all four
 * alive, after a fight with a Vampire (steps 10–32; found by running the controller headless over
 * seeds 1–2000 under rules edition 2; a change to the rules or the policy may call for another
 * seed — the test only needs a short finished delve with a fight on the way).
 */
const SEED = 785;

const stateOf = (page: Page): Promise<GameState> => page.evaluate(() => JSON.parse(JSON.stringify(window.__deathmaze!.state)) as GameState);

const stepShown = async (page: Page): Promise<{ at: number; steps: number }> => {
  const bar = page.getByTestId('replay-bar');
  return { at: Number(await bar.getAttribute('data-at')), steps: Number(await bar.getAttribute('data-steps')) };
};

/** Waits until the replay shows step `at`, and checks the game on the table is that step's. */
async function expectStep(page: Page, at: number): Promise<void> {
  await page.waitForFunction((k) => document.querySelector('[data-testid="replay-bar"]')?.getAttribute('data-at') === String(k), at, { timeout: 5_000 });
  const s = await stateOf(page);
  // newGame deals at turn 0 and every action adds one
  expect(s.turn).toBe(at);
  expect(await page.getByTestId('replay-step').innerText()).toMatch(new RegExp(`^Step ${at} of \\d+$`));
}

/** Everything the page keeps in IndexedDB, in key order. */
function savedBytes(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((done, fail) => {
        const open = indexedDB.open('deathmaze');
        open.onerror = () => fail(new Error('cannot open the save database'));
        open.onsuccess = () => {
          const db = open.result;
          const names = [...db.objectStoreNames];
          if (names.length === 0) return done('[]');
          const tx = db.transaction(names, 'readonly');
          const reads = names.map((name) => {
            const store = tx.objectStore(name);
            return { name, keys: store.getAllKeys(), values: store.getAll() };
          });
          tx.oncomplete = () => {
            db.close();
            done(JSON.stringify(reads.map((r) => [r.name, r.keys.result, r.values.result])));
          };
        };
      }),
  );
}

/** The saves once the autosave has settled (two reads a little apart agree). */
async function settledSaves(page: Page): Promise<string> {
  let before = await savedBytes(page);
  for (let i = 0; i < 20; i++) {
    await page.waitForTimeout(250);
    const now = await savedBytes(page);
    if (now === before && now !== '[]') return now;
    before = now;
  }
  throw new Error('the saves never settled');
}

/** Starts the delve and lets "decide for me" play it to its end, a frame between steps. */
async function playToTheEnd(page: Page): Promise<GameState> {
  await page.goto(`${suite.baseUrl}?test=1&start=${SEED}`);
  await page.waitForFunction(() => window.__deathmaze?.ready === true && window.__deathmaze.scene === 'MazeScene', undefined, { timeout: 20_000 });
  await page.evaluate(async () => {
    for (let n = 0; n < 600 && window.__deathmaze?.state?.phase.kind !== 'over'; n++) {
      document.querySelector<HTMLButtonElement>('[data-testid="hud-decide"]')?.click();
      await new Promise((r) => requestAnimationFrame(r));
    }
  });
  const final = await stateOf(page);
  expect(final.phase.kind).toBe('over');
  await page.getByTestId('end-screen').waitFor({ timeout: 20_000 });
  return final;
}

describe('replay on a desktop', () => {
  let context: BrowserContext;
  let o: WatchedPage;

  beforeAll(async () => {
    context = await desktopContext(suite.browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    o = await openPage(context);
  });
  afterAll(async () => context?.close());

  it('watches the finished delve step by step, the last step is the final state, and nothing is saved', async () => {
    const { page, errors } = o;
    const final = await playToTheEnd(page);
    const saves = await settledSaves(page);

    await page.getByTestId('end-replay').click();
    await expectStep(page, 0);
    const { steps } = await stepShown(page);
    expect(steps).toBe(final.turn);
    // the end screen steps aside while the delve is watched
    expect(await page.getByTestId('end-screen').count()).toBe(0);
    expect(await page.getByTestId('replay-title').innerText()).toBe('The delve begins');

    // keys: → → → then ←, and the buttons
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expectStep(page, 3);
    await page.keyboard.press('ArrowLeft');
    await expectStep(page, 2);
    await page.getByTestId('replay-forward').click();
    await expectStep(page, 3);
    expect(await page.getByTestId('replay-title').innerText()).toMatch(/^#3 · \S/);
    expect(await page.getByTestId('replay-line').count()).toBeGreaterThan(0);

    // nothing can be played while watching: "decide for me" is refused with a message
    await page.keyboard.press('d');
    await expect.poll(() => page.evaluate(() => window.__deathmazeToasts?.said ?? [])).toContainEqual(expect.stringMatching(/watching a replay/));
    await expectStep(page, 3);
    // End: the final state, to the last field
    await page.keyboard.press('End');
    await expectStep(page, steps);
    expect(await stateOf(page)).toEqual(final);
    expect(await page.getByTestId('replay-ending').innerText()).toMatch(/^The end: /);
    expect(await page.getByTestId('end-screen').count()).toBe(0);
    await page.keyboard.press('Home');
    await expectStep(page, 0);
    // the scrubber: a click at its middle goes to the middle of the delve
    const box = (await page.getByTestId('replay-scrubber').boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    // the scrubber moves the replay on the next frame
    await page.waitForFunction(() => document.querySelector('[data-testid="replay-bar"]')?.getAttribute('data-at') !== '0', undefined, { timeout: 5_000 });
    const mid = (await stepShown(page)).at;
    expect(Math.abs(mid - steps / 2)).toBeLessThanOrEqual(2);
    await expectStep(page, mid);
    // play runs by itself and Space pauses it
    await page.getByTestId('replay-first').click();
    await expectStep(page, 0);
    await page.keyboard.press(' ');
    await page.waitForFunction(() => Number(document.querySelector('[data-testid="replay-bar"]')?.getAttribute('data-at')) >= 2, undefined, { timeout: 5_000 });
    await page.keyboard.press(' ');
    const paused = (await stepShown(page)).at;
    await page.waitForTimeout(1_200);
    expect((await stepShown(page)).at).toBe(paused);
    // any step from the list of every step and its log lines
    await page.getByTestId('replay-steps').click();
    expect(await page.getByTestId('replay-step-item').count()).toBe(steps + 1);
    await page.locator('[data-testid="replay-step-item"][data-step="7"]').click();
    await expectStep(page, 7);
    await page.getByTestId('replay-steps').click();
    await shoot(page, 'desktop', 6);
    // a step with a chit in hand: the replay's chit, so no Rotate, and R turns nothing
    await page.getByTestId('replay-first').click();
    await expectStep(page, 0);
    let k = 0;
    while ((await stateOf(page)).phase.kind !== 'place' && k < steps) {
      await page.keyboard.press('ArrowRight');
      await expectStep(page, ++k);
    }
    expect((await stateOf(page)).phase.kind).toBe('place');
    await frames(page, 3);
    expect(await page.getByTestId('board-rotate').isVisible()).toBe(false);
    const hudBefore = await page.evaluate(() => window.__deathmaze!.hud);
    await page.keyboard.press('r');
    await frames(page, 3);
    expect(await page.evaluate(() => window.__deathmaze!.hud)).toBe(hudBefore);
    expect(await page.getByTestId('board-rotate').isVisible()).toBe(false);
    // watching wrote nothing
    await page.waitForTimeout(600);
    expect(await savedBytes(page)).toBe(saves);

    // leaving puts the finished delve back, end screen and all
    await page.getByTestId('replay-leave').click();
    await page.getByTestId('end-screen').waitFor();
    expect(await page.getByTestId('replay-bar').count()).toBe(0);
    expect(await stateOf(page)).toEqual(final);
    expect(await savedBytes(page)).toBe(saves);
    expect(errors).toEqual([]);
  });

  it('shares the maze: the link opens a new delve with the seed filled in', async () => {
    const { page, errors } = o;
    await page.getByTestId('end-share').click();
    const link = await page.getByTestId('share-link').inputValue();
    expect(link).toBe(`${suite.baseUrl}?seed=${SEED}`);
    await expect.poll(() => page.getByTestId('share-status').getAttribute('data-copied')).toBe('true');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    expect(await page.getByTestId('share-panel').innerText()).toMatch(/same party making the same choices/);
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('share-panel').count()).toBe(0);

    await page.goto(`${link}&test=1`);
    await page.waitForFunction(() => window.__deathmaze?.ready === true && window.__deathmaze.scene === 'TitleScene', undefined, { timeout: 20_000 });
    await expect.poll(() => page.evaluate(() => window.__deathmazeToasts?.said ?? [])).toContainEqual(expect.stringContaining(`seed ${SEED}`));
    await page.getByTestId('title-new').click();
    await page.waitForFunction(() => window.__deathmaze?.scene === 'PartySetupScene', undefined, { timeout: 20_000 });
    await page.getByTestId('setup-standard').click();
    await page.getByTestId('setup-next').click();
    expect(await page.getByTestId('seed').inputValue()).toBe(String(SEED));
    expect(await page.getByTestId('seed-note').innerText()).toMatch(/^Filled in from a shared link\./);
    expect(errors).toEqual([]);
  });
});

describe('replay on a phone', () => {
  let context: BrowserContext;
  let o: WatchedPage;

  beforeAll(async () => {
    context = await phoneContext(suite.browser);
    o = await openPage(context);
  });
  afterAll(async () => context?.close());

  // Drawing a 3x phone screen in software is slow: the screenshots (REPLAY_SHOTS) need the time.
  it('taps through the replay with the board in view', { timeout: shots ? 180_000 : 60_000 }, async () => {
    const { page, errors } = o;
    const final = await playToTheEnd(page);
    await page.getByTestId('end-replay').tap();
    await expectStep(page, 0);

    await page.getByTestId('replay-forward').tap();
    await page.getByTestId('replay-forward').tap();
    await expectStep(page, 2);
    await page.getByTestId('replay-back').tap();
    await expectStep(page, 1);
    await page.getByTestId('replay-last').tap();
    await expectStep(page, final.turn);
    expect(await stateOf(page)).toEqual(final);

    // every control a finger can hit, the bar inside the screen and the board above it in view
    const bar = (await page.getByTestId('replay-bar').boundingBox())!;
    expect(bar.x).toBeGreaterThanOrEqual(0);
    expect(bar.x + bar.width).toBeLessThanOrEqual(390.5);
    expect(bar.y + bar.height).toBeLessThanOrEqual(844.5);
    expect(bar.height).toBeLessThanOrEqual(844 * 0.32);
    for (const id of ['replay-first', 'replay-back', 'replay-play', 'replay-forward', 'replay-last', 'replay-steps', 'replay-share', 'replay-leave', 'replay-scrubber']) {
      const b = (await page.getByTestId(id).boundingBox())!;
      expect(Math.min(b.width, b.height), id).toBeGreaterThanOrEqual(44);
      expect(b.y, id).toBeGreaterThanOrEqual(bar.y - 0.5);
    }
    // the steps list jumps and gets out of the way of the table
    await page.getByTestId('replay-steps').tap();
    await page.locator('[data-testid="replay-step-item"][data-step="12"]').tap();
    await expectStep(page, 12);
    expect(await page.getByTestId('replay-steps-panel').count()).toBe(0);
    await shoot(page, 'phone', 6);
    expect(errors).toEqual([]);
  });
});
