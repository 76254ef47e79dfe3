/**
 * The combat table's layout where a newcomer found rough edges, on a desktop (1280x800) and a
 * 390x844 touch phone: the outcome card of a fight's start is whole and over nothing of the
 * dock's; the table keeps one way round from the line-up to the next round.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { desktopContext, pageForBlock, phoneContext } from './browser';
import { harnessSuite } from './combat.harness/suite';
import { boxAt, combatInfo, holdTheRest, openFight, openHarness, pressButton, settled } from './combat.harness/table';

const suite = harnessSuite();

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Which way the rows run: monsters above the party ('v'), or side by side ('h'). */
async function orientation(page: Page): Promise<'v' | 'h'> {
  const m = await boxAt(page, 'monsters', 0, 1);
  const p = await boxAt(page, 'party', 0, 1);
  return Math.abs(m.y - p.y) > Math.abs(m.x - p.x) ? 'v' : 'h';
}

const shots = process.env.COMBAT_SHOTS;

for (const [name, touch, open] of [
  ['desktop', false, () => desktopContext(suite.browser)],
  ['390x844 phone', true, () => phoneContext(suite.browser)],
] as const) {
  describe(`the fight's opening outcome card on the ${name}`, () => {
    const at = pageForBlock(open, (page) => openHarness(page, suite.served.url, 'encounter'));

    it('7.13 "The party attacks" stands whole on screen, over nothing of the combat dock', async () => {
      const { page } = at;
      await pressButton(page, 'prompt-fight', touch);
      await page.waitForFunction(() => window.__deathmaze?.scene === 'CombatScene' && window.__deathmaze.ready === true, undefined, { timeout: 30_000 });
      const card = page.getByTestId('prompt-outcome');
      await expect.poll(() => card.isVisible()).toBe(true);
      await expect.poll(() => card.innerText()).toMatch(/before the party/);
      const dock = (await page.getByTestId('combat-dock').boundingBox())!;
      const box = (await card.boundingBox())!;
      const vp = page.viewportSize()!;
      if (shots) await page.screenshot({ path: `${shots}/outcome-${name.replace(/\W+/g, '-')}.png` });
      expect(overlaps(box, dock), 'the card clear of the dock').toBe(false);
      expect(box.x >= 0 && box.y >= 0 && box.x + box.width <= vp.width && box.y + box.height <= vp.height, 'the card on screen').toBe(true);
      // every line readable: inside the card, and the card on top where it is
      const lines = await card.locator('.dmp-outcome-line, header').evaluateAll((els) =>
        els.map((e) => {
          const r = e.getBoundingClientRect();
          const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          const host = e.closest('[data-testid="prompt-outcome"]')!.getBoundingClientRect();
          return { text: (e as HTMLElement).innerText, inside: r.top >= host.top - 0.5 && r.bottom <= host.bottom + 0.5, onTop: !!top && e.closest('[data-testid="prompt-outcome"]')!.contains(top) };
        }),
      );
      expect(lines.length).toBeGreaterThanOrEqual(3);
      for (const l of lines) {
        expect(l.inside, `"${l.text}" inside the card`).toBe(true);
        expect(l.onTop, `"${l.text}" not under anything`).toBe(true);
      }
      expect(at.errors).toEqual([]);
    });
  });

  describe(`one way round for the whole fight on the ${name}`, () => {
    const at = pageForBlock(open, (page) => openFight(page, suite.served.url, 'lineUp'));

    it('8.0 the line-up, the Party Combat Phase and the reorganization keep the rows the same way round', async () => {
      const { page } = at;
      expect((await combatInfo(page)).mode).toBe('lineUp');
      const first = await orientation(page);
      if (name === 'desktop') expect(first, 'monsters above the party, as on the rulebook\'s diagrams').toBe('v');
      await pressButton(page, 'combat-lineup-confirm', touch);
      await page.waitForFunction(() => window.__deathmaze!.state!.phase.kind === 'combat');
      await settled(page);
      expect(await orientation(page)).toBe(first);
      await holdTheRest(page, touch);
      expect((await combatInfo(page)).mode).toBe('reorganize');
      if (shots) await page.screenshot({ path: `${shots}/reorganize-${name.replace(/\W+/g, '-')}.png` });
      expect(await orientation(page), 'the party steps back into a row of its own, the same way round').toBe(first);
      if (await page.getByTestId('combat-stand-fast').isEnabled()) await pressButton(page, 'combat-stand-fast', touch);
      else await page.locator('[data-testid^="combat-step-up-"]').first().click();
      await page.waitForFunction(() => window.__deathmaze!.state!.combat?.round === 2, undefined, { timeout: 20_000 });
      await settled(page);
      expect(await orientation(page)).toBe(first);
      expect(at.errors).toEqual([]);
    });
  });
}
