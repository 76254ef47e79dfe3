/**
 * The combat table in a real browser, played as a player would: a desktop with a mouse and a
 * 390x844 phone with fingers. The page is the combat harness (combat.harness/): the whole game,
 * driven by "decide for me" into a seeded fight with six Orcs. The tests only read the
 * test hook (`window.__deathmaze`); every move is a real click, tap or drag.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { combatSettled, desktopContext, frames, pageForBlock, phoneContext, touchDrag, type Point } from './browser';
import { harnessSuite } from './combat.harness/suite';
import type { CombatHookInfo } from '../../src/scenes/CombatScene';
import type { MarchingOrder } from '../../src/games/deathmaze/party/party';
import { legalActions, type GameState } from '../../src/games/deathmaze/game';

const suite = harnessSuite();

interface Snapshot extends CombatHookInfo {
  scene: string | undefined;
  phase: string;
  step: string | null;
  order: MarchingOrder;
  monsterRows: MarchingOrder;
  acted: string[];
  wounds: Record<string, number>;
}

function snapshot(page: Page): Promise<Snapshot> {
  return page.evaluate(() => {
    const hook = window.__deathmaze as (typeof window.__deathmaze & { combat: CombatHookInfo }) | undefined;
    if (!hook) throw new Error('no test hook');
    const s = hook.state!;
    const here = s.monsters[s.party.below ? `below:${s.party.at.x},${s.party.at.y}` : `${s.party.at.x},${s.party.at.y}`];
    const wounds: Record<string, number> = {};
    for (const a of s.party.adventurers) wounds[a.id] = a.wounds;
    for (const u of here?.units ?? []) wounds[u.id] = u.wounds;
    const c = hook.combat;
    return {
      scene: hook.scene,
      phase: s.phase.kind,
      step: s.combat?.step ?? null,
      order: s.party.order,
      monsterRows: s.combat?.monsterRows ?? [],
      acted: s.combat?.acted ?? [],
      wounds,
      animating: c.animating,
      sliding: c.sliding,
      diceLanded: c.diceLanded,
      lastDice: c.lastDice,
      mode: c.mode,
      selected: c.selected,
      focused: c.focused,
      litTargets: c.litTargets,
      litBoxes: c.litBoxes,
      lineUp: c.lineUp,
    };
  });
}

/** Opens the harness at a named fight and waits until the combat table is drawn and still (skipping any dice still rolling). */
async function openCombat(page: Page, scenario: string): Promise<void> {
  await page.goto(`${suite.served.url}?test=1&scenario=${scenario}`);
  await page.waitForFunction(() => window.__combatHarness?.driven === true, undefined, { timeout: 30_000 });
  const drive = await page.evaluate(() => window.__combatHarness!);
  expect(drive.reached, `"decide for me" from seed ${drive.seed} did not reach ${drive.until} in ${drive.steps} steps`).toBe(true);
  await page.waitForFunction(() => window.__deathmaze?.scene === 'CombatScene' && window.__deathmaze.ready === true, undefined, { timeout: 30_000 });
  // After a failed parley the monsters strike first (7.22): a player may skip their dice.
  // (The dice may have finished by the time the click lands: then there is nothing to skip.)
  if ((await snapshot(page)).animating) await page.getByTestId('combat-skip').click({ timeout: 3_000 }).catch(() => undefined);
  await settled(page);
}

/** Waits until no dice roll, no result is being played out and every counter stands in its box. */
async function settled(page: Page): Promise<void> {
  await combatSettled(page);
  await frames(page, 2);
}

function counterAt(page: Page, id: string): Promise<Point> {
  return page.evaluate((who) => {
    const p = window.__deathmaze!.counterToScreen!(who);
    if (!p) throw new Error(`no counter for ${who}`);
    return p;
  }, id);
}

function boxAt(page: Page, side: 'party' | 'monsters', row: number, box: number): Promise<Point> {
  return page.evaluate((at) => window.__deathmaze!.boxToScreen!(at.side, at.row, at.box), { side, row, box });
}

async function click(page: Page, p: Point): Promise<void> {
  await page.mouse.move(p.x, p.y);
  await page.mouse.down();
  await page.mouse.up();
  await frames(page, 2);
}

/** A mouse drag with several moves on the way, as a hand would make it. */
async function mouseDrag(page: Page, from: Point, to: Point, during?: () => Promise<void>): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + (to.x - from.x) * 0.3, from.y + (to.y - from.y) * 0.3, { steps: 6 });
  await frames(page, 2);
  if (during) await during();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await frames(page, 2);
  await page.mouse.up();
  await frames(page, 2);
}

function rowBoxOf(order: MarchingOrder, id: string): { row: number; box: number } | null {
  for (let row = 0; row < order.length; row++) {
    const box = order[row]!.indexOf(id);
    if (box >= 0) return { row, box };
  }
  return null;
}

/** The text of the toasts on screen. */
function toasts(page: Page): Promise<string[]> {
  return page.locator('[data-testid="toast"]').allTextContents();
}

/** The log strip's text, newest last. */
function logText(page: Page): Promise<string> {
  return page.locator('[data-testid="combat-log"]').innerText();
}

/**
 * Presses Hold for whoever the table has chosen until the party's phase is over; while the
 * monsters' dice roll, the player taps Skip.
 */
async function holdTheRest(page: Page, press: (testId: string) => Promise<void>): Promise<void> {
  for (let i = 0; i < 8; i++) {
    const s = await snapshot(page);
    if (s.animating) {
      // the dice may land before the finger does: then Skip is gone and there is nothing to skip
      await press('combat-skip').catch(async (e: unknown) => {
        if ((await page.getByTestId('combat-skip').count()) > 0) throw e;
      });
      await settled(page);
      continue;
    }
    if (s.mode !== 'party') return;
    await press('combat-hold');
    await frames(page, 2);
  }
  await settled(page);
}

describe('combat on a desktop (1280x800, mouse)', () => {
  const at = pageForBlock(() => desktopContext(suite.browser), (page) => openCombat(page, 'combat'));

  it('8.1 draws the monsters facing the party, every counter in its box and clear of the dock', async () => {
    const { page } = at;
    const s = await snapshot(page);
    expect(s.scene).toBe('CombatScene');
    expect(s.mode).toBe('party');
    const dock = (await page.locator('[data-testid="combat-dock"]').boundingBox())!;
    const bar = await page.locator('[data-testid="hud-bar"]').boundingBox();
    const ids = [...s.order.flat(), ...s.monsterRows.flat()].filter((x): x is string => x !== null);
    expect(ids.length).toBe(10);
    for (const id of ids) {
      const p = await counterAt(page, id);
      expect(p.x).toBeGreaterThan(0);
      expect(p.x).toBeLessThan(dock.x);
      expect(p.y).toBeGreaterThan(0);
      expect(p.y).toBeLessThan(800);
      // nor under the table's corner bar
      if (bar) expect(p.x < bar.x || p.y > bar.y + bar.height).toBe(true);
    }
    // front rows nearest the middle: monster front row below its second row, party front row above its second
    const m0 = await boxAt(page, 'monsters', 0, 0);
    const m1 = await boxAt(page, 'monsters', 1, 0);
    const p0 = await boxAt(page, 'party', 0, 0);
    const p1 = await boxAt(page, 'party', 1, 0);
    expect(m1.y).toBeLessThan(m0.y);
    expect(m0.y).toBeLessThan(p0.y);
    expect(p0.y).toBeLessThan(p1.y);
    // box 0 is the party's rightmost
    expect((await boxAt(page, 'party', 0, 0)).x).toBeGreaterThan((await boxAt(page, 'party', 0, 2)).x);
    expect(at.errors).toEqual([]);
  });

  it('8.32 a click on an adventurer lights the monsters they may attack; a click on one rolls the attack in view', async () => {
    const { page } = at;
    const before = await snapshot(page);
    await click(page, await counterAt(page, 'a2'));
    // the table picks its first actor (a1) by itself; the click makes it Brenna, on a frame of the table's own under load
    await expect.poll(async () => (await snapshot(page)).selected).toBe('a2');
    const chosen = await snapshot(page);
    // Example B: the left adventurer of two reaches the centre and left monsters of three
    expect(chosen.litTargets.sort()).toEqual([before.monsterRows[0]![1], before.monsterRows[0]![2]].sort());
    // 8.41: the switch says what it costs before it is pressed
    expect(await page.getByTestId('combat-switch').innerText()).toMatch(/^Switch to Throwing Dagger · costs the attack$/);
    const target = chosen.litTargets[0]!;
    await click(page, await counterAt(page, target));
    // the die is thrown at once and lands while the table plays the attack out
    await page.waitForFunction((n) => (window.__deathmaze as unknown as { combat: CombatHookInfo }).combat.diceLanded > n, before.diceLanded, { timeout: 10_000 });
    await settled(page);
    const after = await snapshot(page);
    expect(after.acted).toContain('a2');
    expect(after.lastDice).toHaveLength(1);
    expect(after.lastDice[0]).toBeGreaterThanOrEqual(1);
    expect(after.lastDice[0]).toBeLessThanOrEqual(6);
    expect(await logText(page)).toMatch(/Brenna attacks the Orc with an Axe: \d/);
    expect(after.wounds[target]! >= before.wounds[target]!).toBe(true);
    expect(at.errors).toEqual([]);
  });

  it('8.52 after the monsters strike, an adventurer dragged to a lit box takes that place; an unlit box refuses him', async () => {
    const { page } = at;
    await holdTheRest(page, (id) => page.getByTestId(id).click({ timeout: 3_000 }));
    await settled(page);
    const start = await snapshot(page);
    expect(start.mode).toBe('reorganize');
    // An illegal drop: Aldric, one of two in front, may not step back (8.52).
    const stayer = 'a1';
    const from = rowBoxOf(start.order, stayer)!;
    expect(from.row).toBe(0);
    let lit: { row: number; box: number }[] = [];
    const everyBox = [0, 1, 2].flatMap((row) => [0, 1, 2].map((box) => ({ row, box })));
    await mouseDrag(page, await counterAt(page, stayer), await boxAt(page, 'party', 1, 2), async () => {
      lit = (await snapshot(page)).litBoxes;
    });
    // while he is held, only the front-row boxes he can slide to are lit
    expect(lit.length).toBeGreaterThan(0);
    expect(lit.every((b) => b.row === 0)).toBe(true);
    expect(everyBox.filter((b) => !lit.some((l) => l.row === b.row && l.box === b.box))).toContainEqual({ row: 1, box: 2 });
    await expect.poll(() => toasts(page)).toEqual(expect.arrayContaining([expect.stringContaining('8.52')]));
    await frames(page, 30);
    const refused = await snapshot(page);
    expect(refused.order).toEqual(start.order);
    expect(refused.mode).toBe('reorganize');
    const home = await boxAt(page, 'party', from.row, from.box);
    const back = await counterAt(page, stayer);
    expect(Math.hypot(back.x - home.x, back.y - home.y)).toBeLessThan(4);

    // Corvin, behind, may step up: his lit boxes include the front row.
    const mover = 'a3';
    await mouseDrag(page, await counterAt(page, mover), await boxAt(page, 'party', 0, 2), async () => {
      lit = (await snapshot(page)).litBoxes;
    });
    const front = { row: 0, box: 2 };
    expect(lit).toContainEqual(front);
    await page.waitForFunction((m) => {
      const order = window.__deathmaze!.state!.party.order;
      return order[0]!.includes(m);
    }, mover);
    const moved = await snapshot(page);
    expect(moved.order[front.row]![front.box]).toBe(mover);
    await settled(page);
    expect((await snapshot(page)).mode).toBe('party');
    expect(at.errors).toEqual([]);
  });
});

describe('combat with reduced motion', () => {
  const at = pageForBlock(
    () => desktopContext(suite.browser),
    async (page) => {
      // before the page's own scripts: a page loaded only to write the setting would have its lazy chunk cut off
      await page.addInitScript(() => localStorage.setItem('deathmaze.settings', JSON.stringify({ reducedMotion: true })));
      await openCombat(page, 'combat');
    },
  );

  it('8.43 the die lies on the table at once, already showing its face', async () => {
    const { page } = at;
    const before = await snapshot(page);
    await click(page, await counterAt(page, 'a1'));
    await click(page, await counterAt(page, (await snapshot(page)).litTargets[0]!));
    const after = await snapshot(page);
    expect(after.animating).toBe(false);
    expect(after.diceLanded).toBe(before.diceLanded + 1);
    expect(after.acted).toContain('a1');
    expect(at.errors).toEqual([]);
  });
});

describe('items in combat on a desktop', () => {
  const at = pageForBlock(() => desktopContext(suite.browser));

  it('9.55 Red Pepper is breathed at the one monster before Aldric, with its die rolled in view', async () => {
    const { page } = at;
    await openCombat(page, 'pepper');
    const before = await snapshot(page);
    await click(page, await counterAt(page, 'a1'));
    await page.getByTestId('combat-pepper').click();
    await page.waitForFunction((n) => (window.__deathmaze as unknown as { combat: CombatHookInfo }).combat.diceLanded > n, before.diceLanded, { timeout: 10_000 });
    await settled(page);
    expect((await snapshot(page)).acted).toContain('a1');
    expect(await logText(page)).toMatch(/Aldric breathes fire at the Troll: \d/);
    expect(at.errors).toEqual([]);
  });

  it('9.42 "Use item" opens a small chooser; the potion chosen is Aldric\'s action', async () => {
    const { page } = at;
    await openCombat(page, 'potion');
    await click(page, await counterAt(page, 'a1'));
    await page.getByTestId('combat-use').click();
    const chooser = page.getByTestId('combat-use-chooser');
    await expect.poll(() => chooser.isVisible()).toBe(true);
    const items = await chooser.locator('button').allTextContents();
    expect(items).toEqual([expect.stringMatching(/Healing/i)]);
    await chooser.locator('button').first().click();
    await page.waitForFunction(() => window.__deathmaze!.state!.party.adventurers[0]!.items.length === 0);
    await settled(page);
    expect((await snapshot(page)).acted).toContain('a1');
    expect(at.errors).toEqual([]);
  });
});

describe('the line-up on a phone held sideways (844x390)', () => {
  const at = pageForBlock(() => phoneContext(suite.browser, 2, { width: 844, height: 390 }), (page) => openCombat(page, 'lineUp'));

  it('8.13 the dock stands under the top bar with ◀ n of m ▶ on one line and Confirm in view; a tap confirms', async () => {
    const { page } = at;
    expect((await snapshot(page)).mode).toBe('lineUp');
    const dock = (await page.getByTestId('combat-dock').boundingBox())!;
    const bar = (await page.getByTestId('hud-bar').boundingBox())!;
    expect(dock.y, 'nothing of the dock scrolls under the bar').toBeGreaterThanOrEqual(bar.y + bar.height);
    const nav = await page.locator('.combat-lineup-nav .btn').evaluateAll((bs) => bs.map((b) => b.getBoundingClientRect().toJSON() as DOMRect));
    expect(nav).toHaveLength(3);
    for (const b of nav) {
      expect(Math.abs(b.top - nav[0]!.top), 'one line').toBeLessThan(1);
      expect(b.left).toBeGreaterThanOrEqual(dock.x);
      expect(b.right, 'inside the dock').toBeLessThanOrEqual(dock.x + dock.width);
      expect(b.height).toBeGreaterThanOrEqual(44);
    }
    expect(await page.getByTestId('combat-lineup-next').innerText()).toMatch(/^1 of \d+$/);
    const confirm = (await page.getByTestId('combat-lineup-confirm').boundingBox())!;
    expect(confirm.y + confirm.height, 'Confirm in view without scrolling').toBeLessThanOrEqual(390);
    await page.getByTestId('combat-lineup-confirm').tap();
    await page.waitForFunction(() => window.__deathmaze!.state!.phase.kind === 'combat');
    expect(at.errors).toEqual([]);
  });
});

describe('the line-up on a desktop (8.13)', () => {
  const at = pageForBlock(() => desktopContext(suite.browser), (page) => openCombat(page, 'lineUp'));

  it('8.13 front monsters trade places by drag; the weakest cannot push the strongest out; the line-up is confirmed', async () => {
    const { page } = at;
    const start = await snapshot(page);
    expect(start.phase).toBe('lineUp');
    expect(start.mode).toBe('lineUp');
    const front = start.lineUp!.front;
    expect(front).toHaveLength(3);
    // drag the rightmost front monster onto the leftmost: they trade places
    await mouseDrag(page, await counterAt(page, front[0]!), await boxAt(page, 'monsters', 0, 2));
    const swapped = await snapshot(page);
    expect(swapped.lineUp!.front).toEqual([front[2], front[1], front[0]]);

    // the strongest monster in front cannot give its place to the weakest, from behind
    const units = await page.evaluate(() => {
      const s = window.__deathmaze!.state!;
      // in the line-up the fight is joined: every Wound Point total is rolled (7.14)
      return s.monsters[`${s.party.at.x},${s.party.at.y}`]!.units.map((u) => ({ id: u.id, wp: u.woundPoints ?? 0 }));
    });
    const strongest = units.reduce((a, b) => (b.wp > a.wp ? b : a)).id;
    const behind = units.reduce((a, b) => (b.wp < a.wp ? b : a)).id;
    expect(swapped.lineUp!.front).toContain(strongest);
    expect(swapped.lineUp!.front).not.toContain(behind);
    const strongAt = swapped.lineUp!.front.indexOf(strongest);
    await mouseDrag(page, await counterAt(page, behind), await boxAt(page, 'monsters', 0, strongAt));
    await expect.poll(() => toasts(page)).toEqual(expect.arrayContaining([expect.stringContaining('8.13')]));
    expect((await snapshot(page)).lineUp!.front).toEqual(swapped.lineUp!.front);

    await page.getByTestId('combat-lineup-confirm').click();
    await page.waitForFunction(() => window.__deathmaze!.state!.phase.kind === 'combat');
    await settled(page);
    const fought = await snapshot(page);
    expect(fought.monsterRows[0]).toEqual(swapped.lineUp!.front);
    expect(fought.mode).toBe('party');
    expect(at.errors).toEqual([]);
  });
});

describe('combat on a phone (390x844, touch)', () => {
  const at = pageForBlock(() => phoneContext(suite.browser), (page) => openCombat(page, 'combat'));

  it('8.32 a tap on an adventurer, then on a lit monster, rolls the attack', async () => {
    const { page } = at;
    const before = await snapshot(page);
    const a = await counterAt(page, 'a1');
    await page.touchscreen.tap(a.x, a.y);
    await frames(page, 2);
    const chosen = await snapshot(page);
    expect(chosen.selected).toBe('a1');
    expect(chosen.litTargets.sort()).toEqual([before.monsterRows[0]![0], before.monsterRows[0]![1]].sort());
    const t = await counterAt(page, chosen.litTargets[0]!);
    await page.touchscreen.tap(t.x, t.y);
    await page.waitForFunction((n) => (window.__deathmaze as unknown as { combat: CombatHookInfo }).combat.diceLanded > n, before.diceLanded, { timeout: 10_000 });
    await settled(page);
    expect((await snapshot(page)).acted).toContain('a1');
    expect(await logText(page)).toMatch(/Aldric attacks the Orc with a Sword/);
    expect(at.errors).toEqual([]);
  });

  it('8.52 a finger drags an adventurer to a lit box', async () => {
    const { page } = at;
    await holdTheRest(page, (id) => page.getByTestId(id).tap({ timeout: 3_000 }));
    await settled(page);
    const start = await snapshot(page);
    expect(start.mode).toBe('reorganize');
    const mover = 'a4';
    const from = await counterAt(page, mover);
    // a tap picks him and lights the boxes he may take
    await page.touchscreen.tap(from.x, from.y);
    await frames(page, 2);
    const lit = (await snapshot(page)).litBoxes;
    const front = lit.find((b) => b.row === 0);
    expect(front).toBeTruthy();
    await touchDrag(page, from, await boxAt(page, 'party', front!.row, front!.box), 12);
    await page.waitForFunction((m) => window.__deathmaze!.state!.party.order[0]!.includes(m), mover);
    expect((await snapshot(page)).order[front!.row]![front!.box]).toBe(mover);
    await settled(page);
    expect(at.errors).toEqual([]);
  });
});

describe('a short front row after a death (8.24)', () => {
  for (const [name, open] of [
    ['desktop', () => desktopContext(suite.browser)],
    ['390x844 phone', () => phoneContext(suite.browser)],
  ] as const) {
    describe(`on the ${name}`, () => {
      const at = pageForBlock(open, (page) => openCombat(page, 'shortFront'));

      it('offers "Corvin steps up", one tap that plays a reorganization the engine lists', async () => {
        const { page } = at;
        const start = await snapshot(page);
        expect(start.mode).toBe('reorganize');
        expect(start.order[0]!.filter((id) => id !== null)).toHaveLength(1);
        expect(await page.getByTestId('combat-stand-fast').isDisabled()).toBe(true);
        const state = await page.evaluate(() => JSON.parse(JSON.stringify(window.__deathmaze!.state)) as GameState);
        const legal = legalActions(state).flatMap((a) => (a.type === 'reorganize' ? [JSON.stringify(a.order)] : []));
        const up = page.getByTestId('combat-step-up-a3');
        expect(await up.innerText()).toMatch(/^Corvin steps up$/);
        if (process.env.COMBAT_SHOTS) await page.screenshot({ path: `${process.env.COMBAT_SHOTS}/step-up-${name.replace(/\W+/g, '-')}.png` });
        if (name === 'desktop') await up.click();
        else await up.tap();
        await page.waitForFunction(() => window.__deathmaze!.state!.party.order[0]!.includes('a3'));
        const order = await page.evaluate(() => window.__deathmaze!.state!.party.order);
        expect(legal).toContain(JSON.stringify(order));
        await settled(page);
        expect((await snapshot(page)).mode).not.toBe('reorganize');
        expect(at.errors).toEqual([]);
      });
    });
  }
});
