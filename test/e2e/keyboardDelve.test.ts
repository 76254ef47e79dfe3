/**
 * A whole delve by the keyboard alone, in a real browser on a desktop (1280x800), a 390x844 touch
 * phone and the phone held sideways (844x390): from the title (N) through the party setup (the
 * standard party, the marching order stood up by Enter on counters and boxes, the seed typed) to
 * the maze; chits laid with Enter, one turned first with R; moves by the arrows; Fight by F, the
 * line-up taken with Enter, the first round's blows by a digit (who strikes), T and the arrows
 * (whom) and Enter; treasure given with a digit; home and out by Tab to Leave and Enter; the end
 * screen, and from it the party setup by Tab to its New delve and Enter. Traps, the rest of the
 * fight and later meetings go to "decide for me" (D), which is still a key. On the way, a panel
 * opened by a key (the goal, G) takes the focus and Esc gives it back, and a cup is looked into
 * from the board in words (tableWords.ts). After every step the table must hold exactly the
 * state the plan expects (keyboardDelve.plan.ts), and no pointer, mouse or touch event may reach
 * the page.
 *
 * The seeds were picked with `node scripts/run.mjs test/e2e/keyboardDelve.plan.ts`.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { seedDice } from '../../src/games/deathmaze/dice';
import { apply, newGame, type Action, type GameState } from '../../src/games/deathmaze/game';
import { cupOdds } from '../../src/games/deathmaze';
import type { CombatHookInfo } from '../../src/scenes/CombatScene';
import { combatSettled, desktopContext, pageForBlock, phoneContext, waitForScene } from './browser';
import { servedGame } from './suite';
import { delveSetup } from './delve.plan';
import { newKeyMemory, noKeys, planKeyStep, type KeyBy, type KeyStep } from './keyboardDelve.plan';

const suite = servedGame();

type Counted = { __pointerEvents?: number };

/** Counts every pointer, mouse and touch event the page gets, from its first script on. */
async function countPointers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as Counted;
    w.__pointerEvents = 0;
    for (const type of ['pointerdown', 'pointerup', 'pointermove', 'mousedown', 'mouseup', 'mousemove', 'click', 'touchstart', 'touchend', 'touchmove', 'wheel']) {
      window.addEventListener(
        type,
        (e) => {
          // a click the keyboard made (Enter or Space on a button) is no pointer
          if (type === 'click' && (e as MouseEvent).detail === 0) return;
          w.__pointerEvents = (w.__pointerEvents ?? 0) + 1;
        },
        { capture: true, passive: true },
      );
    }
  });
}

const pointerEvents = (page: Page) => page.evaluate(() => (window as Counted).__pointerEvents ?? -1);

/** The data-testid of the element with the focus (null: none, or the page itself). */
const focusedId = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset?.testid ?? null);

/** Presses Tab until the element `testId` has the focus (at most `n` times). */
async function tabTo(page: Page, testId: string, n = 60): Promise<void> {
  for (let i = 0; i < n; i++) {
    if ((await focusedId(page)) === testId) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${testId} (the focus is on ${String(await focusedId(page))})`);
}

const stateJson = (page: Page) => page.evaluate(() => (window.__deathmaze?.state ? JSON.stringify(window.__deathmaze.state) : null));

const combatInfo = (page: Page) => page.evaluate(() => JSON.parse(JSON.stringify((window.__deathmaze as unknown as { combat?: CombatHookInfo }).combat ?? null)) as CombatHookInfo | null);

/** The combat table is up, still, and in `mode`. */
async function fightReady(page: Page, mode: string): Promise<void> {
  await waitForScene(page, 'CombatScene');
  await combatSettled(page);
  await page.waitForFunction((m) => (window.__deathmaze as unknown as { combat?: CombatHookInfo }).combat?.mode === m, mode, { timeout: 10_000 });
}

/** The board is back and its cards take keys (after a fight the prompts wait, hidden, for the maze). */
async function boardReady(page: Page): Promise<void> {
  await waitForScene(page, 'MazeScene');
  await page.waitForFunction(() => !document.getElementById('ui')?.classList.contains('fight-ending'), undefined, { timeout: 10_000 });
}

const ARROWS = ['ArrowUp', 'ArrowRight', 'ArrowDown', 'ArrowLeft'] as const;

/** Makes the planned step with the keys alone. */
async function perform(page: Page, step: KeyStep): Promise<void> {
  const c = step.control;
  switch (c.by) {
    case 'place': {
      await boardReady(page);
      // the chit has landed beside its cup: R turns it, Enter lays it where it glows
      await page.waitForFunction(() => window.__deathmaze?.handToScreen?.() ?? null, undefined, { timeout: 10_000 });
      for (let i = 0; i < c.turns; i++) await page.keyboard.press('r');
      if (c.turns) await expect.poll(() => page.getByTestId('board-rotate').getAttribute('data-facing')).toBe(String(c.turns));
      expect(await page.evaluate(() => document.activeElement?.tagName), 'Enter lays the chit only while no button has the focus').not.toBe('BUTTON');
      await page.keyboard.press('Enter');
      return;
    }
    case 'move':
      await boardReady(page);
      await page.keyboard.press(ARROWS[c.dir]);
      return;
    case 'decide':
      await page.keyboard.press('d');
      return;
    case 'fight':
      await boardReady(page);
      await page.getByTestId('prompt-fight').waitFor();
      await page.keyboard.press('f');
      return;
    case 'lineUp':
      await fightReady(page, 'lineUp');
      await page.keyboard.press('Enter');
      return;
    case 'attack': {
      await fightReady(page, 'party');
      // 8.22: a digit picks who strikes (the dock numbers those who may act), T goes to the lit targets
      for (let k = 1; k <= 9 && (await combatInfo(page))?.selected !== c.who; k++) await page.keyboard.press(String(k));
      expect((await combatInfo(page))?.selected, `a digit picks ${c.who}`).toBe(c.who);
      await page.keyboard.press('t');
      for (let k = 0; k < 12 && (await combatInfo(page))?.focused !== c.target; k++) await page.keyboard.press('ArrowRight');
      expect((await combatInfo(page))?.focused, `the arrows reach ${c.target}`).toBe(c.target);
      expect(await focusedId(page)).toBe(`combat-target-${c.target}`);
      await page.keyboard.press('Enter');
      return;
    }
    case 'take': {
      await boardReady(page);
      // 9.17: the digit 1 is the first numbered choice of the treasure card
      const first = page.locator('[data-testid="prompt-dock"] .dmp-card .dmp-choice[data-key="1"]');
      await first.waitFor();
      expect(JSON.parse((await first.getAttribute('data-action'))!) as Action).toEqual(step.action);
      await page.keyboard.press('1');
      return;
    }
    case 'leave':
      await boardReady(page);
      // 4.0: Tab reaches the tray's Leave; its card takes the focus to "Leave the Deathmaze"
      await tabTo(page, 'tray-leave');
      await page.keyboard.press('Enter');
      await expect.poll(() => focusedId(page)).toBe('choice-leave');
      await page.keyboard.press('Enter');
      return;
  }
}

const focusIn = (page: Page, testId: string) => page.evaluate((id) => document.querySelector(`[data-testid="${id}"]`)?.contains(document.activeElement) ?? false, testId);
const focusOnPage = (page: Page) => page.evaluate(() => document.activeElement === document.body);

/**
 * Before the first move: a panel opened by a key takes the focus and Esc gives it back (the goal,
 * G); a cup is looked into from the board in words (what is left and the odds of each way out,
 * the engine's `cupOdds`), and Esc, once the panel is closed, leaves the words for the table.
 */
async function lookAround(page: Page, state: GameState): Promise<void> {
  await page.keyboard.press('g');
  await expect.poll(() => focusIn(page, 'goal-panel')).toBe(true);
  await page.keyboard.press('Escape');
  await page.getByTestId('goal-panel').waitFor({ state: 'detached' });
  expect(await focusOnPage(page)).toBe(true);

  await tabTo(page, 'words-cup-room');
  await page.keyboard.press('Enter');
  await page.getByTestId('cup-odds').waitFor();
  expect(await focusIn(page, 'cup-panel')).toBe(true);
  const rows = await page.getByTestId('cup-odds-row').evaluateAll((els) => els.map((e) => [Number(e.getAttribute('data-dir')), Number(e.getAttribute('data-fits')), Number(e.getAttribute('data-total'))]));
  expect(rows).toEqual(cupOdds(state).exits.map((x) => [x.dir, x.fits, x.total]));
  await page.keyboard.press('Escape');
  await page.getByTestId('cup-panel').waitFor({ state: 'detached' });
  expect(await focusedId(page)).toBe('words-cup-room');
  await page.keyboard.press('Escape');
  expect(await focusOnPage(page)).toBe(true);
}

/** Title → N → the standard party → the marching order by Enter on counters and boxes → the seed typed → Enter. */
async function setUpParty(page: Page, seed: number): Promise<void> {
  await page.goto(`${suite.baseUrl}?test=1`);
  await waitForScene(page, 'TitleScene');
  await page.keyboard.press('n');
  await waitForScene(page, 'PartySetupScene');
  await tabTo(page, 'setup-standard');
  await page.keyboard.press('Enter');
  await tabTo(page, 'setup-next');
  await page.keyboard.press('Enter');
  await page.getByTestId('order-editor').waitFor();
  // 5.12: a1 to the back, a3 forward in its place (the order of delve.plan.ts); two still march in front
  for (const [who, box] of [
    ['a1', 'box-1-2'],
    ['a3', 'box-0-0'],
  ] as const) {
    await tabTo(page, `counter-${who}`);
    await page.keyboard.press('Enter');
    await tabTo(page, box);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId(box).getByTestId(`counter-${who}`).count()).toBe(1);
  }
  await tabTo(page, 'seed');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(String(seed));
  // Enter in the seed's field enters the Deathmaze
  await page.keyboard.press('Enter');
  await waitForScene(page, 'MazeScene');
}

interface Walked {
  final: GameState;
  counts: Record<KeyBy, number>;
}

/** Plays the delve to its end by keys, checking after every step that exactly the planned action was taken. */
async function walk(page: Page, seed: number, start: GameState): Promise<Walked> {
  let state = start;
  const policy = seedDice(`policy-${seed}-0`);
  const memory = newKeyMemory();
  const counts = noKeys();
  for (let i = 0; i < 60; i++) {
    const step = planKeyStep(state, policy, memory);
    if (!step) return { final: state, counts };
    if (step.control.by === 'move' && counts.move === 0) await lookAround(page, state);
    counts[step.control.by]++;
    const before = await stateJson(page);
    expect(before, `step ${i}: the table shows the state the plan expects`).toBe(JSON.stringify(state));
    const expected = apply(state, step.action).state;
    await perform(page, step);
    const handle = await page
      .waitForFunction((was) => {
        const s = window.__deathmaze?.state;
        return s && JSON.stringify(s) !== was ? JSON.stringify(s) : null;
      }, before, { timeout: 10_000 })
      .catch(() => null);
    expect(handle, `step ${i}: ${step.control.by} ${JSON.stringify(step.action)} changed nothing`).not.toBeNull();
    const after = JSON.parse((await handle!.jsonValue()) as string) as GameState;
    expect(after, `step ${i}: ${step.control.by} took another action than ${JSON.stringify(step.action)}`).toEqual(JSON.parse(JSON.stringify(expected)));
    state = expected;
  }
  throw new Error('the delve did not end in 60 steps');
}

async function wholeDelve(page: Page, seed: number): Promise<void> {
  await setUpParty(page, seed);
  const start = newGame(delveSetup(seed)).state;
  expect(JSON.parse((await stateJson(page))!), 'the party set up by keys is the planned one').toEqual(JSON.parse(JSON.stringify(start)));

  const { final, counts } = await walk(page, seed, start);
  // 5.13–5.25 chits laid (one turned first), moves, a fight begun and its first blows struck by
  // hand (7.13, 8.13, 8.22), treasure taken (9.17), home and out (4.0)
  expect(counts.place).toBeGreaterThanOrEqual(3);
  expect(counts.move).toBeGreaterThanOrEqual(3);
  expect(counts.fight).toBe(1);
  expect(counts.lineUp).toBe(1);
  expect(counts.attack).toBeGreaterThanOrEqual(2);
  expect(counts.take).toBeGreaterThanOrEqual(1);
  expect(counts.leave).toBe(1);
  expect(final.phase).toEqual({ kind: 'over', reason: 'escaped' });

  // the end screen, then the party setup by its New delve
  await page.getByTestId('end-screen').waitFor({ timeout: 10_000 });
  expect(await page.getByTestId('end-headline').innerText()).toMatch(/made it out/i);
  // it takes the focus, the keys having played the last step
  expect(await focusIn(page, 'end-screen')).toBe(true);
  await tabTo(page, 'end-new');
  await page.keyboard.press('Enter');
  await waitForScene(page, 'PartySetupScene');
  await page.getByTestId('setup-sheet').waitFor();
  expect(await page.getByTestId('end-screen').count()).toBe(0);
}

/** Seed 680: a trap and a fight of one round by hand, an item, and out in 18 steps; 283 and 563: longer fights, two items (283). */
for (const [name, open, seed] of [
  ['desktop (1280x800)', (): Promise<BrowserContext> => desktopContext(suite.browser), 680],
  ['390x844 touch phone', (): Promise<BrowserContext> => phoneContext(suite.browser), 283],
  ['phone held sideways (844x390, touch)', (): Promise<BrowserContext> => phoneContext(suite.browser, 2, { width: 844, height: 390 }), 563],
] as const) {
  describe(`A whole delve by the keyboard alone on the ${name}`, () => {
    const at = pageForBlock(open, countPointers);

    it(`4.0: title, party, chits, moves, a fight, treasure, out and the end screen by keys (seed ${seed}), no pointer event sent`, async () => {
      const { page } = at;
      await wholeDelve(page, seed);
      expect(await pointerEvents(page)).toBe(0);
      expect(at.errors).toEqual([]);
    }, 90_000);
  });
}
