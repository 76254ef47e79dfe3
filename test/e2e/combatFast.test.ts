/**
 * Faster fights, in a real browser on a desktop (mouse) and a 390x844 touch phone: *Resolve this
 * fight* plays "decide for me" step after step, through the controller, until the fight is over
 * or the player presses Stop; *Repeat last targets* sends again last round's attacks that the
 * engine still lists. The page is the combat harness (combat.harness/), at the six Orcs of seed 302.
 */
import { describe, expect, it } from 'vitest';
import { desktopContext, frames, pageForBlock, PHONE, phoneContext } from './browser';
import { harnessSuite } from './combat.harness/suite';
import { actionCount, combatInfo, counterAt, holdTheRest, openFight, press, pressButton, recentActions, settled, skipIfRolling, stateOf } from './combat.harness/table';
import { legalActions, type Action } from '../../src/games/deathmaze/game';

const suite = harnessSuite();

const inFight = (kind: string) => kind === 'combat' || kind === 'lineUp';

// Resolving a fight is steps playing at a speed: this block keeps the motion (the suite's default is reduced).
for (const [name, touch, open] of [
  ['desktop (1280x800, mouse)', false, () => desktopContext(suite.browser, 'no-preference')],
  ['390x844 touch phone', true, () => phoneContext(suite.browser, 2, PHONE, 'no-preference')],
] as const) {
  describe(`Resolve this fight on the ${name}`, () => {
    const at = pageForBlock(open, (page) => openFight(page, suite.served.url, 'combat'));

    it('plays "decide for me" steps through the controller until Stop, which leaves a step the player plays by hand', async () => {
      const { page } = at;
      const start = await actionCount(page);
      await pressButton(page, 'combat-resolve', touch);
      // the dock says what is happening and offers Stop, in view
      const height = page.viewportSize()!.height;
      await expect
        .poll(async () => {
          // the dock redraws as the steps play: read the button as it stands
          const b = await page.getByTestId('combat-pilot-stop').boundingBox({ timeout: 1_000 }).catch(() => null);
          return b !== null && b.y >= 0 && b.y + b.height <= height;
        })
        .toBe(true);
      await expect.poll(() => page.getByTestId('combat-dock').locator('h2').innerText()).toMatch(/Resolving/);
      // the speed of the steps can be chosen as they play (the Animation speed of Settings)
      await pressButton(page, 'combat-speed-fast', touch);
      await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('deathmaze.settings') ?? '{}') as { animationSpeed?: number }).animationSpeed)).toBe(0.5);
      await expect.poll(() => actionCount(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(start + 2);
      await pressButton(page, 'combat-pilot-stop', touch);
      await expect.poll(() => page.getByTestId('combat-pilot-word').innerText()).toMatch(/Stopped/);
      await settled(page);
      const stoppedAt = await actionCount(page);
      // nothing more is played once stopped
      await frames(page, 90);
      expect(await actionCount(page)).toBe(stoppedAt);
      // every step is the controller's, so the log tells it with its rule cases
      expect(await page.getByTestId('combat-log').innerText()).toMatch(/attacks/);
      const s = await stateOf(page);
      expect(inFight(s.phase.kind)).toBe(true);
      expect(legalActions(s).length).toBeGreaterThan(0);
      // the player takes the next step by hand
      const mode = (await combatInfo(page)).mode;
      if (mode === 'party') await pressButton(page, 'combat-hold', touch);
      else if (mode === 'reorganize' && (await page.getByTestId('combat-stand-fast').isEnabled())) await pressButton(page, 'combat-stand-fast', touch);
      else if (mode === 'reorganize') await page.locator('[data-testid^="combat-step-up-"]').first().click();
      else await pressButton(page, 'combat-lineup-confirm', touch);
      await expect.poll(() => actionCount(page)).toBe(stoppedAt + 1);
      await expect.poll(() => page.getByTestId('combat-resolve').isVisible()).toBe(true);
      expect(at.errors).toEqual([]);
    });
  });

  describe(`Resolve this fight to its end on the ${name}`, () => {
    const at = pageForBlock(open, async (page) => {
      // with reduced motion each step plays at once: the whole fight in a few seconds
      await page.addInitScript(() => localStorage.setItem('deathmaze.settings', JSON.stringify({ reducedMotion: true })));
      await openFight(page, suite.served.url, 'combat');
    });

    it('ends the fight, every step one the controller took', async () => {
      const { page } = at;
      const start = await actionCount(page);
      await pressButton(page, 'combat-resolve', touch);
      await page.waitForFunction(() => {
        const k = window.__deathmaze?.state?.phase.kind;
        return k !== undefined && k !== 'combat' && k !== 'lineUp';
      }, undefined, { timeout: 45_000 });
      expect(await actionCount(page)).toBeGreaterThan(start + 3);
      const after = await stateOf(page);
      expect(after.combat).toBeNull();
      // the table hands back to the maze (or the end screen) once the last blows are shown
      await page.waitForFunction(() => window.__deathmaze?.scene !== 'CombatScene' || window.__deathmaze.state?.phase.kind === 'over', undefined, { timeout: 20_000 });
      expect(at.errors).toEqual([]);
    });
  });

  describe(`Repeat last targets on the ${name}`, () => {
    const at = pageForBlock(open, (page) => openFight(page, suite.served.url, 'combat'));

    it('8.32 sends again last round\'s attacks that the engine still lists, for those who can make them', async () => {
      const { page } = at;
      // round 1: nothing to repeat yet
      expect(await page.getByTestId('combat-repeat').isDisabled()).toBe(true);
      // Aldric and Brenna attack the first monster each may reach; the others hold
      const chosen: Record<string, string> = {};
      for (const who of ['a1', 'a2']) {
        await press(page, await counterAt(page, who), touch);
        await expect.poll(async () => (await combatInfo(page)).selected).toBe(who);
        const target = (await combatInfo(page)).litTargets[0]!;
        chosen[who] = target;
        await press(page, await counterAt(page, target), touch);
        await expect.poll(async () => (await stateOf(page)).combat?.acted ?? []).toContain(who);
        await skipIfRolling(page, touch);
        await settled(page);
      }
      await holdTheRest(page, touch);
      // the monsters have struck (8.23); the party stands fast or closes up
      if ((await combatInfo(page)).mode === 'reorganize') {
        if (await page.getByTestId('combat-stand-fast').isEnabled()) await pressButton(page, 'combat-stand-fast', touch);
        else await page.locator('[data-testid^="combat-step-up-"]').first().click();
      }
      await page.waitForFunction(() => window.__deathmaze!.state!.combat?.round === 2, undefined, { timeout: 20_000 });
      await settled(page);
      const s = await stateOf(page);
      const legal = legalActions(s);
      const expected = Object.entries(chosen)
        .filter(([who, target]) => legal.some((a) => a.type === 'attack' && a.who === who && a.target === target))
        .map(([who, target]): Action => ({ type: 'attack', who, target }));
      expect(expected.length, 'at least one of last round\'s attacks is still possible').toBeGreaterThan(0);
      await expect.poll(() => page.getByTestId('combat-repeat').innerText()).toBe(`Repeat last targets (${expected.length})`);
      const before = await actionCount(page);
      await pressButton(page, 'combat-repeat', touch);
      await expect.poll(() => page.getByTestId('combat-pilot-word').innerText(), { timeout: 30_000 }).toMatch(/^Repeated for /);
      const sent = (await actionCount(page)) - before;
      expect(sent).toBe(expected.length);
      expect(await recentActions(page, sent)).toEqual(expected);
      // the rest of the round is the player's: whoever did not attack may still act
      await settled(page);
      expect(at.errors).toEqual([]);
    });
  });
}
