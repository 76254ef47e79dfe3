/**
 * A whole short delve from the title screen, played as a person would: on a desktop with the
 * mouse, and on a 390x844 phone with a finger (real CDP touch). Create the standard party, order
 * it by dragging counters, lay chits by dragging them onto their segments, walk by tapping
 * segments, meet monsters and fight them (the first round by hand, clicking attacker then
 * target), then walk home and leave. After every step the test checks that the game took
 * exactly the action planned (delve.plan.ts) and nothing else.
 *
 * The seeds were picked with `node scripts/run.mjs test/e2e/delve.find-seed.ts`.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { seedDice } from '../../src/games/deathmaze/dice';
import { apply, newGame, type GameState } from '../../src/games/deathmaze/game';
import {
  PHONE,
  boardStill,
  centreOf,
  combatSettled,
  desktopContext,
  Finger,
  frames,
  mouseClick,
  mouseDrag,
  openPage,
  phoneContext,
  touchTap,
  waitForScene,
  type Point,
} from './browser';
import { servedGame } from './suite';
import { delveSetup, newMemory, planStep, type Control, type Step } from './delve.plan';
import { root } from './global-setup';

const DESKTOP_SEED = 7;
const PHONE_SEED = 111;

const suite = servedGame();

/** How a player's hand reaches the table: the mouse on a desktop, a finger on a phone. */
interface Hand {
  tap(page: Page, at: Point): Promise<void>;
  drag(page: Page, from: Point, to: Point): Promise<void>;
  press(page: Page, testId: string): Promise<void>;
}

const mouse: Hand = {
  tap: mouseClick,
  drag: (page, from, to) => mouseDrag(page, from, to),
  press: (page, testId) => page.getByTestId(testId).click(),
};

const finger: Hand = {
  tap: touchTap,
  drag: async (page, from, to) => {
    const f = await Finger.down(page, from);
    await f.move({ x: from.x + (to.x - from.x) * 0.15, y: from.y + (to.y - from.y) * 0.15 }, 3);
    await f.move(to, 10);
    await f.up();
  },
  press: (page, testId) => page.getByTestId(testId).tap(),
};

/** `DELVE_SCREENSHOTS=docs/screenshots` keeps a few pictures of the way. */
async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.DELVE_SCREENSHOTS;
  if (!dir) return;
  await frames(page, 3);
  await page.screenshot({ path: path.resolve(root, dir, `${name}.png`) });
}

function stateJson(page: Page): Promise<string | null> {
  return page.evaluate(() => (window.__deathmaze?.state ? JSON.stringify(window.__deathmaze.state) : null));
}

interface CombatInfo {
  animating: boolean;
}

/** Waits until nothing on the table is still moving that the next input depends on. */
async function settle(page: Page, control: Control): Promise<void> {
  if (control.by === 'attack' || control.by === 'lineUp') {
    await waitForScene(page, 'CombatScene');
    await combatSettled(page);
  }
  if (control.by === 'place') await page.waitForFunction(() => window.__deathmaze?.handToScreen?.() ?? null, undefined, { timeout: 10_000 });
  if (control.by === 'move' || control.by === 'leave') await waitForScene(page, 'MazeScene');
  // the board's camera glides to keep the party in view: aim only once it has stopped
  if (control.by === 'place' || control.by === 'move') await boardStill(page);
  await frames(page, 2);
}

function screenOfCell(page: Page, x: number, y: number): Promise<Point> {
  return page.evaluate(({ x, y }) => window.__deathmaze!.cellToScreen(x, y), { x, y });
}

function screenOfCounter(page: Page, id: string): Promise<Point> {
  return page.evaluate((who) => {
    const p = window.__deathmaze!.counterToScreen?.(who);
    if (!p) throw new Error(`no counter for ${who} on the table`);
    return p;
  }, id);
}

/** Makes the planned move with the player's own hand. */
async function perform(page: Page, hand: Hand, step: Step): Promise<void> {
  const c = step.control;
  switch (c.by) {
    case 'place': {
      const from = (await page.evaluate(() => window.__deathmaze!.handToScreen!()))!;
      await hand.drag(page, from, await screenOfCell(page, c.cell.x, c.cell.y));
      return;
    }
    case 'move':
      await hand.tap(page, await screenOfCell(page, c.cell.x, c.cell.y));
      return;
    case 'leave':
      await hand.press(page, 'tray-leave');
      await hand.press(page, 'choice-leave');
      return;
    case 'fight':
      await hand.press(page, 'prompt-fight');
      return;
    case 'lineUp':
      await hand.press(page, 'combat-lineup-confirm');
      return;
    case 'attack':
      await hand.tap(page, await screenOfCounter(page, c.who));
      await frames(page, 2);
      await hand.tap(page, await screenOfCounter(page, c.target));
      return;
    case 'decide':
      await hand.press(page, 'hud-decide');
      return;
  }
}

interface Walked {
  final: GameState;
  counts: Record<Control['by'], number>;
  /** The scene on screen just after the blow that ended the fight, and once it was played out. */
  fightEnd: { sceneAtOnce: string | undefined; animatingAtOnce: boolean } | null;
}

/** Plays the delve to its end, checking after every step that exactly the planned action was taken. */
async function walk(page: Page, hand: Hand, seed: number, start: GameState): Promise<Walked> {
  let state = start;
  const policy = seedDice(`policy-${seed}-0`);
  const memory = newMemory();
  const counts: Record<Control['by'], number> = { place: 0, move: 0, leave: 0, fight: 0, lineUp: 0, attack: 0, decide: 0 };
  let fightEnd: Walked['fightEnd'] = null;
  for (let i = 0; i < 80; i++) {
    const step = planStep(state, policy, memory);
    if (!step) return { final: state, counts, fightEnd };
    counts[step.control.by]++;
    const t0 = Date.now();
    await settle(page, step.control);
    const t1 = Date.now();
    if (step.control.by === 'place' && counts.place === 2) await shoot(page, `delve-held-${hand === mouse ? 'desktop' : 'phone'}`);
    const before = await stateJson(page);
    expect(before, `step ${i}: the table shows the state the plan expects`).toBe(JSON.stringify(state));
    const expected = apply(state, step.action).state;
    await perform(page, hand, step);
    const handle = await page.waitForFunction((was) => {
      const s = window.__deathmaze?.state;
      return s && JSON.stringify(s) !== was ? JSON.stringify(s) : null;
    }, before, { timeout: 10_000 }).catch(() => null);
    expect(handle, `step ${i}: ${step.control.by} ${JSON.stringify(step.action)} changed nothing`).not.toBeNull();
    const after = (await handle!.jsonValue()) as string;
    if (process.env.DELVE_TRACE) console.log(`step ${i} ${step.control.by}: settle ${t1 - t0} ms, act ${Date.now() - t1} ms`);
    expect(JSON.parse(after), `step ${i}: ${step.control.by} took another action than ${JSON.stringify(step.action)}`).toEqual(JSON.parse(JSON.stringify(expected)));
    if (state.phase.kind === 'combat' && expected.phase.kind !== 'combat' && !fightEnd) {
      fightEnd = await page.evaluate(() => ({
        sceneAtOnce: window.__deathmaze?.scene,
        animatingAtOnce: (window.__deathmaze as { combat?: CombatInfo } | undefined)?.combat?.animating === true,
      }));
      if (hand === mouse) await shoot(page, 'delve-last-blow-desktop');
      // 8.0: the last blow and the fall play out on the combat table before the maze comes back.
      await waitForScene(page, 'MazeScene');
    }
    state = expected;
  }
  throw new Error('the delve did not end in 80 steps');
}

/** Title → New delve → seed → standard party → marching order by dragging → Enter. */
async function setUpParty(page: Page, hand: Hand, seed: number): Promise<void> {
  await page.goto(`${suite.baseUrl}?test=1`);
  await waitForScene(page, 'TitleScene');
  await hand.press(page, 'title-new');
  await waitForScene(page, 'PartySetupScene');
  await hand.press(page, 'setup-standard');
  await hand.press(page, 'setup-next');
  await page.getByTestId('order-editor').waitFor();
  await page.getByTestId('seed').fill(String(seed));
  // 5.12: a1 to the back, a3 forward in its place; two still march in front.
  await hand.drag(page, await centreOf(page, 'counter-a1'), await centreOf(page, 'box-1-2'));
  await frames(page, 2);
  await hand.drag(page, await centreOf(page, 'counter-a3'), await centreOf(page, 'box-0-0'));
  await frames(page, 2);
  await shoot(page, `delve-order-${hand === mouse ? 'desktop' : 'phone'}`);
  // A hand pauses after a drag: a tap that follows a touch drag too closely gets no click.
  await page.waitForTimeout(400);
  await hand.press(page, 'enter');
  await waitForScene(page, 'MazeScene');
}

async function wholeDelve(context: BrowserContext, hand: Hand, seed: number, device: string): Promise<void> {
  // The player chose Fast in the settings: every animation still plays, in half the time.
  await context.addInitScript(() => {
    if (!localStorage.getItem('deathmaze.settings')) localStorage.setItem('deathmaze.settings', JSON.stringify({ animationSpeed: 0.5 }));
  });
  const { page, errors } = await openPage(context);
  await setUpParty(page, hand, seed);
  const start = newGame(delveSetup(seed)).state;
  expect(JSON.parse((await stateJson(page))!), 'the party set up on screen is the planned one').toEqual(JSON.parse(JSON.stringify(start)));

  const { final, counts, fightEnd } = await walk(page, hand, seed, start);

  // 5.13–5.25 chits laid by hand, a fight begun and its first round fought by hand (7.13, 8.13, 8.3), home and out (4.0).
  expect(counts.place).toBeGreaterThanOrEqual(3);
  expect(counts.move).toBeGreaterThanOrEqual(3);
  expect(counts.fight).toBe(1);
  expect(counts.lineUp).toBe(1);
  expect(counts.attack).toBeGreaterThanOrEqual(2);
  expect(counts.leave).toBe(1);
  expect(fightEnd, 'the fight ended').not.toBeNull();
  expect(fightEnd!.sceneAtOnce, 'the combat table stays up for the last blow').toBe('CombatScene');
  expect(final.phase).toEqual({ kind: 'over', reason: 'escaped' });

  await page.getByTestId('end-screen').waitFor({ timeout: 10_000 });
  const verdict = await page.getByTestId('end-screen').innerText();
  expect(verdict).toMatch(/got out/i);
  const box = (await page.getByTestId('end-screen').boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  // 4.0: the end screen says how it ended; no card about the last choice lies half under it
  expect(await page.getByTestId('prompt-outcome').count()).toBe(0);
  await shoot(page, `delve-end-${device}`);
  expect(errors).toEqual([]);
}

describe('a whole delve from the title', () => {
  it('4.0 on a desktop with the mouse: party, order, chits dragged, a fight, home and out', async () => {
    const context = await desktopContext(suite.browser, 'no-preference');
    try {
      await wholeDelve(context, mouse, DESKTOP_SEED, 'desktop');
    } finally {
      await context.close();
    }
  }, 120_000);

  it('4.0 on a 390x844 phone with a finger: the same delve by touch', async () => {
    const context = await phoneContext(suite.browser, 2, PHONE, 'no-preference');
    try {
      await wholeDelve(context, finger, PHONE_SEED, 'phone');
    } finally {
      await context.close();
    }
  }, 120_000);
});
