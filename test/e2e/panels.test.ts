/**
 * The panels in a real browser: the corner bar, the log, the character sheets, the rules
 * reference and the end screen, on a desktop with a mouse and keyboard and on a 390x844 phone
 * with a finger. The page is the panels harness (test/e2e/panels.harness): the whole game with
 * the panels mounted, a delve started with a standard party; the tests then play it to its end
 * by clicking and tapping "Decide for me", as a player would.
 *
 * PANELS_SCREENSHOTS=1 also writes docs/screenshots/{log,sheets,rules,end}-{desktop,phone}.png.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { GameEvent, GameState } from '../../src/games/deathmaze/game';
import { gameResult } from '../../src/games/deathmaze/winning';
import { findRule } from '../../src/ui/rulesText';
import { keyLabels, SHORTCUTS, type Shortcut } from '../../src/ui/keys';
import { desktopContext, frames, openPage, phoneContext, type WatchedPage } from './browser';
import { root } from './global-setup';
import { servedSuite } from './suite';

const SHOTS = process.env.PANELS_SCREENSHOTS ? path.join(root, 'docs/screenshots') : null;
/**
 * Seeds whose delves end within a couple of hundred decisions (the policy's own stream is seeded
 * from them). Seed 114 ends in 102 with a winner, a loser, survivors and the dead.
 */
const DESKTOP_GAME = 'seed=114&players=2';
const PHONE_GAME = 'seed=46&players=1';
const MAX_DECISIONS = 1500;
/** Playing a whole delve through the real page takes a while on a software-rendered phone screen. */
const PLAY_TIMEOUT = 600_000;

const suite = servedSuite('panels');

type Input = 'mouse' | 'touch';

async function openHarness(context: BrowserContext, game: string): Promise<WatchedPage> {
  // Reduced motion (a player's setting): these tests play whole delves by "Decide for me", and
  // what they check is the panels, not the flights and dice between the decisions.
  await context.addInitScript(() => {
    if (!localStorage.getItem('deathmaze.settings')) localStorage.setItem('deathmaze.settings', JSON.stringify({ animationSpeed: 0.5, reducedMotion: true }));
  });
  const watched = await openPage(context);
  await watched.page.goto(`${suite.baseUrl}?test=1&${game}`);
  await watched.page.waitForFunction(() => window.__panels?.started === true && window.__panels.state !== null, undefined, { timeout: 20_000 });
  await watched.page.waitForSelector('[data-testid="hud-bar"]');
  return watched;
}

const turn = (page: Page): Promise<number> => page.evaluate(() => window.__panels!.turn);
const isOver = (page: Page): Promise<boolean> => page.evaluate(() => window.__panels!.state?.phase.kind === 'over');
const gameState = (page: Page): Promise<GameState> => page.evaluate(() => JSON.parse(JSON.stringify(window.__panels!.state)) as GameState);
const gameLog = (page: Page): Promise<GameEvent[]> => page.evaluate(() => JSON.parse(JSON.stringify(window.__panels!.log)) as GameEvent[]);
/** What the sheets show of each adventurer, as one string: it changes when any of it does. */
const partySignature = (page: Page): Promise<string> =>
  page.evaluate(() => JSON.stringify(window.__panels!.state!.party.adventurers.map((a) => [a.wounds, a.woundPoints, a.xp, a.ready, a.items.length, a.alive])));

interface Point {
  x: number;
  y: number;
}

async function centreOf(page: Page, target: string | Locator): Promise<Point> {
  const loc = typeof target === 'string' ? page.locator(target).first() : target;
  await loc.scrollIntoViewIfNeeded();
  const box = await loc.boundingBox();
  if (!box) throw new Error(`${String(target)} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A real click (mouse down/up) or a real tap (a CDP touch) at a point of the page. */
async function pressAt(page: Page, p: Point, input: Input): Promise<void> {
  if (input === 'touch') {
    await page.touchscreen.tap(p.x, p.y);
  } else {
    await page.mouse.move(p.x, p.y);
    await page.mouse.down();
    await page.mouse.up();
  }
}

/** A real click or tap at the centre of an element. */
async function press(page: Page, target: string | Locator, input: Input): Promise<void> {
  await pressAt(page, await centreOf(page, target), input);
}

const byTestId = (id: string): string => `[data-testid="${id}"]`;

/** One press of "Decide for me"; resolves when the game has moved on. */
async function decide(page: Page, input: Input): Promise<void> {
  const before = await turn(page);
  await press(page, byTestId('hud-decide'), input);
  await page.waitForFunction((t) => window.__panels!.turn > t, before, { timeout: 20_000 });
}

/**
 * Presses "Decide for me" until `done` (read in the page) holds or the delve is over, at most
 * `max` presses. The presses go in short bursts, as an impatient player's would: every one is a
 * real click or tap on the button, and the game must move on after each burst.
 */
async function decideUntil(page: Page, input: Input, done: () => Promise<boolean>, max = MAX_DECISIONS, burst = 6): Promise<void> {
  const button = await centreOf(page, byTestId('hud-decide'));
  for (let pressed = 0; pressed < max; ) {
    if ((await done()) || (await isOver(page))) return;
    const before = await turn(page);
    for (let k = 0; k < burst; k++, pressed++) await pressAt(page, button, input);
    await page.waitForFunction((t) => window.__panels!.turn > t || window.__panels!.state?.phase.kind === 'over', before, { timeout: 20_000 });
  }
  throw new Error(`not done after ${max} presses of "Decide for me"`);
}

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await frames(page, 3);
  await page.screenshot({ path: path.join(SHOTS, name) });
}

interface LogView {
  rules: string[];
  texts: string[];
  groups: number;
  atEnd: boolean;
}

function readLog(page: Page): Promise<LogView> {
  return page.evaluate(() => {
    const list = document.querySelector<HTMLElement>('[data-testid="log-list"]')!;
    const lines = [...list.querySelectorAll<HTMLElement>('[data-testid="log-line"]')];
    return {
      rules: lines.map((l) => l.querySelector('[data-testid="log-rule"]')!.textContent ?? ''),
      texts: lines.map((l) => l.querySelector('.log-text')!.textContent ?? ''),
      groups: list.querySelectorAll('[data-testid="log-group"]').length,
      atEnd: list.scrollTop + list.clientHeight >= list.scrollHeight - 2,
    };
  });
}

/** The log panel's lines are exactly the game's events, in order, each with its rule case. */
/** The shortcut sheet (?) shows every shortcut of the one registry (src/ui/keys.ts), its keys and words, each line within the screen. */
async function expectSheetListsEveryKey(page: Page): Promise<void> {
  const sheet = page.locator('#keys-panel');
  await sheet.waitFor();
  const rows = await sheet.locator('dt[data-shortcut]').evaluateAll((dts) =>
    dts.map((dt) => ({ id: (dt as HTMLElement).dataset.shortcut!, keys: [...dt.querySelectorAll('kbd')].map((k) => k.textContent), words: dt.nextElementSibling?.textContent ?? '', right: dt.nextElementSibling!.getBoundingClientRect().right })),
  );
  const want = (Object.entries(SHORTCUTS) as [string, Shortcut][]).map(([id, s]) => ({ id, keys: keyLabels(s), words: s.words }));
  expect(rows.map(({ id, keys, words }) => ({ id, keys, words })).sort((a, b) => a.id.localeCompare(b.id))).toEqual(want.sort((a, b) => a.id.localeCompare(b.id)));
  const width = await page.evaluate(() => window.innerWidth);
  for (const r of rows) expect(r.right).toBeLessThanOrEqual(width);
}

async function expectLogMatchesGame(page: Page): Promise<void> {
  const [view, log, s] = await Promise.all([readLog(page), gameLog(page), gameState(page)]);
  expect(view.rules.length).toBe(log.length);
  expect(view.rules).toEqual(log.map((e) => e.rule));
  expect(view.texts).toEqual(log.map((e) => e.text));
  for (const r of view.rules) expect(r).toMatch(/^\d{1,2}\.\d{1,2}$/);
  // one group for the start, then one per action
  expect(view.groups).toBe(s.turn + 1);
}

/** Each sheet card shows what the engine holds for its adventurer. */
async function expectSheetsMatchGame(page: Page): Promise<void> {
  const s = await gameState(page);
  const cards = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('#sheets-panel article.sheet')].map((c) => ({
      id: c.dataset.id,
      name: c.querySelector('.sheet-name')?.textContent,
      wounds: Number(c.dataset.wounds),
      xp: Number(c.dataset.xp),
      alive: c.dataset.alive === 'true',
      pips: c.querySelectorAll('.pip').length,
      hurt: c.querySelectorAll('.pip-wound').length,
    })),
  );
  expect(cards.map((c) => c.id)).toEqual(s.party.adventurers.map((a) => a.id));
  for (const a of s.party.adventurers) {
    const c = cards.find((x) => x.id === a.id)!;
    expect(c).toMatchObject({ name: a.name, wounds: a.wounds, xp: a.xp, alive: a.alive, pips: a.woundPoints, hurt: Math.min(a.wounds, a.woundPoints) });
  }
  const purse = await page.locator(byTestId('sheet-bezants')).textContent();
  expect(purse).toContain(String(s.party.bezants));
}

/** The end screen agrees with 4.0 and 9.18 as the engine reckons them, and names each death's cause. */
async function expectEndScreenMatchesGame(page: Page): Promise<void> {
  const [s, log] = await Promise.all([gameState(page), gameLog(page)]);
  const result = gameResult(s);
  const screen = page.locator(byTestId('end-screen'));
  await expect.poll(() => screen.isVisible()).toBe(true);
  for (const p of result.players) {
    const row = page.locator(byTestId(`end-player-${p.player}`));
    expect(await row.getAttribute('data-won')).toBe(String(p.won));
    expect(await row.textContent()).toMatch(p.won ? /won/ : /did not win/);
  }
  for (const a of s.party.adventurers) {
    const row = page.locator(byTestId(`end-adv-${a.id}`));
    const text = (await row.textContent()) ?? '';
    expect(text).toContain(a.name);
    const fate = result.escaped.includes(a.id) ? 'got out' : a.alive ? 'left in the maze' : 'dead';
    expect(await row.getAttribute('data-fate')).toBe(fate);
    if (fate === 'got out') {
      expect(text).toContain(`${a.xp} Experience`);
      expect(text).toContain(`${result.share} Bezants`);
    }
    if (fate === 'dead') {
      const cause = [...log].reverse().find((e) => e.kind === 'died' && e.who === a.id)?.cause;
      expect(cause, `${a.name} died of something`).toBeTruthy();
      expect(text).toContain(`killed by ${cause!}`);
    }
  }
  expect(await page.locator(byTestId('end-purse')).textContent()).toContain(String(result.treasure));
  expect(await page.locator(byTestId('hud-decide')).isDisabled()).toBe(true);
}

describe('panels on a desktop (mouse and keyboard)', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    context = await desktopContext(suite.browser);
    ({ page, errors } = await openHarness(context, DESKTOP_GAME));
  });
  afterAll(async () => {
    await context?.close();
  });

  it('"Decide for me" advances the game one step per click', async () => {
    expect(await page.locator(byTestId('hud-decide')).isEnabled()).toBe(true);
    const start = await turn(page);
    for (let i = 0; i < 12; i++) await decide(page, 'mouse');
    // (each click moved the game on; a scene may add steps of its own, never fewer)
    expect(await turn(page)).toBeGreaterThanOrEqual(start + 12);
  });

  it('the log shows every event with its rule case and dice, newest at the bottom, grouped by action', async () => {
    await press(page, byTestId('hud-log'), 'mouse');
    await page.waitForSelector(byTestId('log-panel'));
    await expectLogMatchesGame(page);
    expect((await readLog(page)).atEnd).toBe(true);
    const log = await gameLog(page);
    const diced = log.filter((e) => e.dice && e.dice.length > 0).reduce((n, e) => n + e.dice!.length, 0);
    expect(await page.locator('#log-panel .die-face').count()).toBe(diced);
    // It keeps up, and keeps following the newest events, while it stays open.
    for (let i = 0; i < 8; i++) await decide(page, 'mouse');
    await expectLogMatchesGame(page);
    expect((await readLog(page)).atEnd).toBe(true);
    // A reader who scrolled back to an old line is left there...
    const list = page.locator(byTestId('log-list'));
    await list.evaluate((n) => (n.scrollTop = 0));
    for (let i = 0; i < 2; i++) await decide(page, 'mouse');
    expect(await list.evaluate((n) => n.scrollTop)).toBe(0);
    // ...and one back at the end follows the story again.
    await list.evaluate((n) => (n.scrollTop = n.scrollHeight));
    for (let i = 0; i < 2; i++) await decide(page, 'mouse');
    expect((await readLog(page)).atEnd).toBe(true);
    await expectLogMatchesGame(page);
    await shot(page, 'log-desktop.png');
  });

  it('clicking a rule number in the log opens the reference at that case', async () => {
    const chip = page.locator(`#log-panel ${byTestId('log-rule')}`).last();
    const rule = (await chip.textContent())!;
    await press(page, chip, 'mouse');
    const panel = page.locator(byTestId('rules-panel'));
    await panel.waitFor();
    const expected = findRule(rule)!.case;
    expect(await panel.getAttribute('data-open-case')).toBe(expected);
    const target = page.locator('#rules-panel .rule-target');
    expect(await target.getAttribute('data-case')).toBe(expected);
    // scrolled into the visible part of the list
    const [box, list] = await Promise.all([target.boundingBox(), page.locator(byTestId('rules-list')).boundingBox()]);
    expect(box!.y).toBeGreaterThanOrEqual(list!.y - 1);
    expect(box!.y).toBeLessThan(list!.y + list!.height - 20);
    // the filter narrows the reference down
    await page.locator(byTestId('rules-filter')).fill('cloves');
    const shown = await page.locator('#rules-panel [data-testid="rule-entry"]:not([hidden])').evaluateAll((ns) => ns.map((n) => (n as HTMLElement).dataset.case));
    expect(shown).toContain('9.57');
    expect(shown.length).toBeLessThan(10);
    await press(page, byTestId('rules-panel-close'), 'mouse');
    expect(await panel.count()).toBe(0);
  });

  it('the sheets show the whole party and follow the decisions', async () => {
    await press(page, byTestId('hud-sheets'), 'mouse');
    await page.waitForSelector(byTestId('sheets-panel'));
    await expectSheetsMatchGame(page);
    const before = await partySignature(page);
    await decideUntil(page, 'mouse', async () => (await partySignature(page)) !== before, 400, 1);
    expect(await partySignature(page)).not.toBe(before);
    await expectSheetsMatchGame(page);
    await press(page, byTestId('sheets-panel-close'), 'mouse');
  });

  it('answers the keyboard: L log, P party, ? the keys, H rules, D decide, Esc closes', async () => {
    const open = (id: string) => page.locator(byTestId(id)).count();
    for (let i = 0; i < 4 && (await page.locator('#log-panel, #sheets-panel, #rules-panel').count()) > 0; i++) await page.keyboard.press('Escape');
    expect(await open('log-panel')).toBe(0);
    await page.keyboard.press('l');
    expect(await open('log-panel')).toBe(1);
    await page.keyboard.press('p');
    expect(await open('sheets-panel')).toBe(1);
    await page.keyboard.press('?');
    expect(await open('keys-panel')).toBe(1);
    await expectSheetListsEveryKey(page);
    await page.keyboard.press('Escape');
    expect(await open('keys-panel')).toBe(0);
    await page.keyboard.press('h');
    expect(await open('rules-panel')).toBe(1);
    // typing in the search box is typing, not shortcuts
    const t0 = await turn(page);
    await page.locator(byTestId('rules-filter')).click();
    await page.keyboard.type('dlp');
    expect(await page.locator(byTestId('rules-filter')).inputValue()).toBe('dlp');
    expect(await turn(page)).toBe(t0);
    await page.locator(byTestId('rules-filter')).blur();
    await page.keyboard.press('h');
    expect(await open('rules-panel')).toBe(0);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    expect(await open('sheets-panel')).toBe(0);
    expect(await open('log-panel')).toBe(0);
    await page.keyboard.press('d');
    await page.waitForFunction((t) => window.__panels!.turn > t, t0);
    expect(await turn(page)).toBe(t0 + 1);
  });

  it('Esc closes the panel on top only, then the next; a search is cleared before its panel closes', async () => {
    const openNow = () => page.evaluate(() => ['sheets-panel', 'log-panel', 'rules-panel'].filter((id) => document.getElementById(id)));
    expect(await openNow()).toEqual([]);
    // the sheets first, then the log over them: the log goes first
    await page.keyboard.press('p');
    await page.keyboard.press('l');
    expect(await openNow()).toEqual(['sheets-panel', 'log-panel']);
    await page.keyboard.press('Escape');
    expect(await openNow()).toEqual(['sheets-panel']);
    // the rules over the sheets, with a search typed in
    await page.keyboard.press('h');
    await page.locator(byTestId('rules-filter')).click();
    await page.keyboard.type('cloves');
    await page.keyboard.press('Escape');
    expect(await page.locator(byTestId('rules-filter')).inputValue()).toBe('');
    expect(await openNow()).toEqual(['sheets-panel', 'rules-panel']);
    await page.keyboard.press('Escape');
    expect(await openNow()).toEqual(['sheets-panel']);
    await page.keyboard.press('Escape');
    expect(await openNow()).toEqual([]);
    // nothing open: the key goes on to the table, which has nothing to drop
    const t0 = await turn(page);
    await page.keyboard.press('Escape');
    expect(await turn(page)).toBe(t0);
  });

  it('plays on to the end of the delve; the end screen names the winners, the survivors and the dead', async () => {
    await decideUntil(page, 'mouse', () => isOver(page));
    const end = await gameState(page);
    expect(end.phase.kind).toBe('over');
    await expectEndScreenMatchesGame(page);
    expect(gameResult(end).players).toHaveLength(2);
    await shot(page, 'end-desktop.png');
    await press(page, byTestId('end-log'), 'mouse');
    await page.waitForSelector(byTestId('log-panel'));
    await expectLogMatchesGame(page);
    await page.keyboard.press('Escape');
    await press(page, byTestId('end-title'), 'mouse');
    await expect.poll(() => page.locator(byTestId('end-screen')).count()).toBe(0);
    // back at the title: no delve, so no Decide, and the bar gives way to the title's menu
    expect(await page.locator(byTestId('hud-decide')).isDisabled()).toBe(true);
    expect(await page.locator(byTestId('hud-bar')).isVisible()).toBe(false);
  }, PLAY_TIMEOUT);

  it('logs no console errors', () => {
    expect(errors).toEqual([]);
  });

  it('the compact strip (for the combat side log) shows the last lines and links their rules', async () => {
    const other = await openHarness(context, `${DESKTOP_GAME}&strip=3`);
    const p = other.page;
    for (let i = 0; i < 4; i++) await decide(p, 'mouse');
    const [log, lines] = await Promise.all([
      gameLog(p),
      p.locator(`#strip-host ${byTestId('log-line')}`).evaluateAll((ns) => ns.map((n) => [n.getAttribute('data-rule'), n.querySelector('.log-text')?.textContent])),
    ]);
    expect(lines).toEqual(log.slice(-3).map((e) => [e.rule, e.text]));
    const chip = p.locator(`#strip-host ${byTestId('log-rule')}`).last();
    const rule = (await chip.textContent())!;
    await press(p, chip, 'mouse');
    await p.waitForSelector(byTestId('rules-panel'));
    expect(await p.locator('#rules-panel .rule-target').getAttribute('data-case')).toBe(findRule(rule)!.case);
    expect(other.errors).toEqual([]);
    await p.close();
  });
});

describe('panels on a 390x844 phone (touch)', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    context = await phoneContext(suite.browser);
    ({ page, errors } = await openHarness(context, PHONE_GAME));
  });
  afterAll(async () => {
    await context?.close();
  });

  it('keeps the bar to 44 px targets, with the Log toggle in the bottom-left corner', async () => {
    const boxes = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-testid="hud-bar"] button, [data-testid="hud-log-phone"]')]
        .filter((b) => b.offsetParent !== null)
        .map((b) => ({ id: b.dataset.testid, ...b.getBoundingClientRect().toJSON() }) as { id: string; x: number; y: number; width: number; height: number }),
    );
    expect(boxes.map((b) => b.id).sort()).toEqual(['hud-decide', 'hud-goal', 'hud-log-phone', 'hud-rules', 'hud-settings', 'hud-sheets', 'hud-undo']);
    for (const b of boxes) {
      expect(b.width, b.id).toBeGreaterThanOrEqual(44);
      expect(b.height, b.id).toBeGreaterThanOrEqual(44);
      expect(b.x + b.width, b.id).toBeLessThanOrEqual(390);
    }
    const toggle = boxes.find((b) => b.id === 'hud-log-phone')!;
    expect(toggle.x + toggle.width).toBeLessThanOrEqual(56);
    expect(toggle.y + toggle.height).toBeGreaterThan(844 - 56);
  });

  it('taps on "Decide for me" play the game; the log shows the events with their rules', async () => {
    for (let i = 0; i < 10; i++) await decide(page, 'touch');
    await press(page, byTestId('hud-log-phone'), 'touch');
    await page.waitForSelector(byTestId('log-panel'));
    await expectLogMatchesGame(page);
    expect((await readLog(page)).atEnd).toBe(true);
    await shot(page, 'log-phone.png');
  });

  it('the rules reference opens the shortcut sheet with a tap; it lists every key and fits the screen', async () => {
    await press(page, byTestId('hud-rules'), 'touch');
    await press(page, byTestId('rules-keys'), 'touch');
    await expectSheetListsEveryKey(page);
    await press(page, byTestId('keys-panel-close'), 'touch');
    await expect.poll(() => page.locator('#keys-panel').count()).toBe(0);
    await press(page, byTestId('rules-panel-close'), 'touch');
    await expect.poll(() => page.locator('#rules-panel').count()).toBe(0);
  });

  it('tapping a rule number opens the reference at that case', async () => {
    const chip = page.locator(`#log-panel ${byTestId('log-rule')}`).last();
    const rule = (await chip.textContent())!;
    await press(page, chip, 'touch');
    await page.waitForSelector(byTestId('rules-panel'));
    const expected = findRule(rule)!.case;
    expect(await page.locator('#rules-panel .rule-target').getAttribute('data-case')).toBe(expected);
    const [box, list] = await Promise.all([page.locator('#rules-panel .rule-target').boundingBox(), page.locator(byTestId('rules-list')).boundingBox()]);
    expect(box!.y).toBeGreaterThanOrEqual(list!.y - 1);
    expect(box!.y).toBeLessThan(list!.y + list!.height - 20);
    await shot(page, 'rules-phone.png');
    await press(page, byTestId('rules-panel-close'), 'touch');
    await press(page, byTestId('hud-log-phone'), 'touch');
    expect(await page.locator(byTestId('log-panel')).count()).toBe(0);
  });

  it('the sheets show the party and follow the taps on "Decide for me"', async () => {
    await press(page, byTestId('hud-sheets'), 'touch');
    await page.waitForSelector(byTestId('sheets-panel'));
    await expectSheetsMatchGame(page);
    const before = await partySignature(page);
    await decideUntil(page, 'touch', async () => (await partySignature(page)) !== before, 400, 1);
    expect(await partySignature(page)).not.toBe(before);
    await expectSheetsMatchGame(page);
    await shot(page, 'sheets-phone.png');
    await press(page, byTestId('sheets-panel-close'), 'touch');
  });

  // The end screen on a phone is reached by hand in delve.test.ts (a whole delve by touch).

  it('logs no console errors', () => {
    expect(errors).toEqual([]);
  });
});
