/**
 * A fight by the keyboard alone, in a real browser on a desktop and a 390x844 touch phone: the
 * line-up (8.13) stepped through with the arrows and taken with Enter, the lit targets reached
 * with T, Tab and the arrows (each a button named for the monster, its counter marked on the
 * table while focused) and struck with Enter, and the rest of the fight (holds, reorganizations,
 * 8.24) played on with Enter and Tab until it ends. No pointer, mouse or touch event reaches the
 * page. The page is the combat harness (combat.harness/) at the six Orcs of seed 302.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { desktopContext, pageForBlock, phoneContext } from './browser';
import { harnessSuite } from './combat.harness/suite';
import { actionCount, combatInfo, openFight, recentActions, settled, stateOf } from './combat.harness/table';
import { legalActions } from '../../src/games/deathmaze/game';

const suite = harnessSuite();

type Counted = { __pointerEvents?: number };

/** Counts every pointer, mouse and touch event the page gets, from its first script on. */
async function countPointers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as Counted;
    w.__pointerEvents = 0;
    for (const type of ['pointerdown', 'pointerup', 'pointermove', 'mousedown', 'mouseup', 'mousemove', 'touchstart', 'touchend', 'wheel']) {
      window.addEventListener(type, () => (w.__pointerEvents = (w.__pointerEvents ?? 0) + 1), { capture: true, passive: true });
    }
  });
}

const pointerEvents = (page: Page) => page.evaluate(() => (window as Counted).__pointerEvents ?? -1);
const inFight = (kind: string) => kind === 'combat' || kind === 'lineUp';
/** The data-testid of the element with the focus, and whether it is in the combat dock. */
const focusedControl = (page: Page) =>
  page.evaluate(() => {
    const a = document.activeElement as HTMLElement | null;
    return { id: a?.dataset.testid ?? null, inDock: Boolean(a?.closest('[data-testid="combat-dock"]')) };
  });

for (const [name, open] of [
  ['desktop (1280x800)', () => desktopContext(suite.browser)],
  ['390x844 touch phone', () => phoneContext(suite.browser)],
] as const) {
  describe(`A fight by the keyboard alone on the ${name}`, () => {
    const at = pageForBlock(open, async (page) => {
      await countPointers(page);
      await openFight(page, suite.served.url, 'lineUp');
    });

    it('8.13, 8.22, 8.24: line-up, targets and every other choice by keys, to the end of the fight, no pointer event sent', async () => {
      const { page } = at;
      // 8.13: the arrows step through the engine's arrangements, Enter takes the one on show
      const first = (await combatInfo(page)).lineUp;
      await page.keyboard.press('ArrowRight');
      await expect.poll(async () => JSON.stringify((await combatInfo(page)).lineUp)).not.toBe(JSON.stringify(first));
      const chosen = (await combatInfo(page)).lineUp!;
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => window.__deathmaze?.state?.phase.kind === 'combat', undefined, { timeout: 20_000 });
      await settled(page);
      expect((await stateOf(page)).combat!.monsterRows[0]!.filter((x) => x !== null)).toEqual(chosen.front);

      // 8.22: T goes to the lit targets, one button each, named for the monster; the arrows go along them
      const c = await combatInfo(page);
      expect(c.mode).toBe('party');
      expect(c.litTargets.length).toBeGreaterThan(1);
      await page.keyboard.press('t');
      await expect.poll(async () => (await combatInfo(page)).focused).toBe(c.litTargets[0]);
      const group = page.getByRole('group', { name: /targets$/ });
      const names = await group.getByRole('button').allInnerTexts();
      expect(names).toHaveLength(c.litTargets.length);
      for (const n of names) expect(n).toMatch(/^Attack Orc \d$/);
      await page.keyboard.press('ArrowRight');
      await expect.poll(async () => (await combatInfo(page)).focused).toBe(c.litTargets[1]);
      const target = c.litTargets[1]!;
      const before = await actionCount(page);
      await page.keyboard.press('Enter');
      await expect.poll(() => actionCount(page)).toBe(before + 1);
      // the blow went where the keys said
      expect(await recentActions(page, 1)).toEqual([{ type: 'attack', who: c.selected, target }]);

      // the rest of the fight: Enter on the choice the dock keeps under the keys, Tab when it has none
      // two rounds by hand: Enter on the choice the dock keeps under the keys (the next target, Hold,
      // Stand fast or "X steps up"), Tab when the keys are elsewhere
      let steps = 0;
      const seen = new Set<string>();
      for (let i = 0; i < 120; i++) {
        const s = await stateOf(page);
        if (!inFight(s.phase.kind) || (s.combat?.round ?? 0) >= 3) break;
        await settled(page);
        const f = await focusedControl(page);
        if (!f.inDock) {
          await page.keyboard.press('Tab');
          continue;
        }
        seen.add((f.id ?? '').replace(/-[am]\d+$/, ''));
        const n = await actionCount(page);
        await page.keyboard.press('Enter');
        await page.waitForFunction((k) => window.__combatHarness!.actionCount!() > k, n, { timeout: 10_000 });
        steps++;
      }
      expect(steps).toBeGreaterThan(3);
      expect([...seen]).toEqual(expect.arrayContaining(['combat-target', 'combat-hold']));
      expect(seen.has('combat-stand-fast') || seen.has('combat-step-up')).toBe(true);
      // then the rest by "Resolve this fight", reached with Tab and pressed with Enter
      if (inFight((await stateOf(page)).phase.kind)) {
        for (let i = 0; i < 40 && (await focusedControl(page)).id !== 'combat-resolve'; i++) await page.keyboard.press('Tab');
        expect((await focusedControl(page)).id).toBe('combat-resolve');
        await page.keyboard.press('Enter');
        await page.waitForFunction(() => {
          const k = window.__deathmaze?.state?.phase.kind;
          return k !== undefined && k !== 'combat' && k !== 'lineUp';
        }, undefined, { timeout: 30_000 });
      }
      const end = await stateOf(page);
      expect(inFight(end.phase.kind)).toBe(false);
      expect(end.combat).toBeNull();
      expect(legalActions(end).length + (end.phase.kind === 'over' ? 1 : 0)).toBeGreaterThan(0);
      expect(await pointerEvents(page)).toBe(0);
      expect(at.errors).toEqual([]);
    });
  });
}
