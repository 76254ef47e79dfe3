/**
 * Spells in combat on the table (11.2, 12.2), on a desktop with the mouse and on a 390x844
 * phone with fingers. The page is the combat harness (combat.harness/, `?scenario=spell` or
 * `evilWizard`, see spellScenario.ts): Advanced delves driven by "decide for me" to a fight,
 * the Wizard Morwen in the front row knowing Lightning and Blast. The tests read the test hook
 * and act only with real clicks and taps: pick Morwen, open the spell chooser, pick Lightning,
 * tap the lit Werewolf; the bolt and the resist die play out and Morwen has paid 2 wounds
 * (11.22). Against an Evil Wizard, the party holds and the Wizard's Lightning plays the same way.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { combatSettled, desktopContext, frames, pageForBlock, phoneContext, type Point, type WatchedPage } from './browser';
import { harnessSuite } from './combat.harness/suite';
import { WIZARD_ID } from './combat.harness/spellScenario';
import type { CombatHookInfo, CombatSpellHookInfo } from '../../src/scenes/CombatScene';

const suite = harnessSuite();

type Hooked = { combat: CombatHookInfo; spells: CombatSpellHookInfo };

interface Seen {
  mode: string;
  animating: boolean;
  selected: string | null;
  litTargets: string[];
  casting: string | null;
  spellsShown: string[];
  diceLanded: number;
  wizard: { wounds: number; spellWounds: number; woundPoints: number };
  monsters: { id: string; wounds: number }[];
  acted: string[];
}

function seen(page: Page): Promise<Seen> {
  return page.evaluate((wid) => {
    const hook = window.__deathmaze as (typeof window.__deathmaze & Hooked) | undefined;
    if (!hook?.state) throw new Error('no test hook');
    const s = hook.state;
    const w = s.party.adventurers.find((a) => a.id === wid)!;
    const here = s.monsters[`${s.party.at.x},${s.party.at.y}`];
    return {
      mode: hook.combat.mode,
      animating: hook.combat.animating,
      selected: hook.combat.selected,
      litTargets: hook.combat.litTargets,
      casting: hook.spells.casting,
      spellsShown: hook.spells.spellsShown,
      diceLanded: hook.combat.diceLanded,
      wizard: { wounds: w.wounds, spellWounds: w.spellWounds ?? 0, woundPoints: w.woundPoints },
      monsters: (here?.units ?? []).map((u) => ({ id: u.id, wounds: u.wounds })),
      acted: s.combat?.acted ?? [],
    };
  }, WIZARD_ID);
}

/** Pages already told to play quickly. */
const quick = new WeakSet<Page>();

async function openFight(page: Page, scenario = 'spell'): Promise<void> {
  // quick animations: the machine is shared, and every beat still plays. Set before the page's
  // own scripts run: a page loaded only to write the setting would have its lazy chunk cut off.
  if (!quick.has(page)) {
    await page.addInitScript(() => localStorage.setItem('deathmaze.settings', JSON.stringify({ animationSpeed: 0.5 })));
    quick.add(page);
  }
  await page.goto(`${suite.served.url}?test=1&scenario=${scenario}`);
  await page.waitForFunction(() => window.__combatHarness?.driven === true, undefined, { timeout: 30_000 });
  const drive = await page.evaluate(() => window.__combatHarness!);
  expect(drive.reached, `"decide for me" from seed ${drive.seed} did not reach a fight in ${drive.steps} steps`).toBe(true);
  await page.waitForFunction(() => window.__deathmaze?.scene === 'CombatScene' && window.__deathmaze.ready === true, undefined, { timeout: 30_000 });
  await settled(page);
}

async function settled(page: Page): Promise<void> {
  await combatSettled(page);
  await frames(page, 2);
}

const counterAt = (page: Page, id: string): Promise<Point> =>
  page.evaluate((who) => {
    const p = window.__deathmaze!.counterToScreen!(who);
    if (!p) throw new Error(`no counter for ${who}`);
    return p;
  }, id);

/** Plays the cast through with `press` (a click or a tap on a DOM control) and `touch` (a point on the table). */
async function castLightning(page: Page, watched: WatchedPage, press: (testId: string) => Promise<void>, touch: (p: Point) => Promise<void>): Promise<void> {
  const before = await seen(page);
  expect(before.mode).toBe('party');
  expect(before.wizard.wounds).toBe(0);
  const werewolf = before.monsters[0]!.id;

  // pick Morwen on the table
  await touch(await counterAt(page, WIZARD_ID));
  await frames(page, 2);
  expect((await seen(page)).selected).toBe(WIZARD_ID);

  // the chooser offers her two spells with their costs
  await press('combat-cast');
  const chooser = page.getByTestId('combat-spell-chooser');
  await chooser.waitFor({ state: 'visible' });
  await expect.poll(() => chooser.getByRole('listitem').count()).toBe(2);
  const lightning = page.getByTestId('combat-spell-lightning');
  expect(await lightning.innerText()).toMatch(/Lightning[\s\S]*2 wounds[\s\S]*1D6\+2/);
  expect(await lightning.innerText()).toContain('2/4 wounds after');
  expect(await page.getByTestId('combat-spell-blast').innerText()).toMatch(/Blast[\s\S]*1 wound/);

  // Lightning lights the Werewolf, in place of the weapon's reach
  await press('combat-spell-lightning');
  await frames(page, 2);
  const aiming = await seen(page);
  expect(aiming.casting).toBe('lightning');
  expect(aiming.litTargets).toEqual([werewolf]);
  expect(await page.getByTestId('combat-hint').innerText()).toContain('cast Lightning');

  // tap it: the resist die lands, the bolt flies, Morwen pays
  await touch(await counterAt(page, werewolf));
  await page.waitForFunction(() => (window.__deathmaze as unknown as Hooked).spells.spellsShown.includes('lightning'), undefined, { timeout: 10_000 });
  await settled(page);
  const after = await seen(page);
  expect(after.wizard).toEqual({ wounds: 2, spellWounds: 2, woundPoints: 4 });
  expect(after.acted).toContain(WIZARD_ID);
  expect(after.casting).toBeNull();
  // the resist roll (and, if the Werewolf failed it, the damage die) rolled on the table
  expect(after.diceLanded).toBeGreaterThan(before.diceLanded);
  const hit = after.monsters[0]!.wounds - before.monsters[0]!.wounds;
  const log = await page.getByTestId('combat-log').innerText();
  expect(log).toContain('Morwen casts Lightning, paying 2 wounds (2/4)');
  if (hit > 0) {
    expect(log).toMatch(/fails to resist/);
    expect(hit).toBeGreaterThanOrEqual(3);
  } else expect(log).toMatch(/resists Lightning/);
  expect(watched.errors).toEqual([]);
}

describe('spells on a desktop (1280x800, mouse)', () => {
  const at = pageForBlock(() => desktopContext(suite.browser), (page) => openFight(page));

  it('11.2 a Wizard casts Lightning at a lit monster; the resist roll and the cost play out in view', async () => {
    const { page } = at;
    const click = async (p: Point) => {
      await page.mouse.click(p.x, p.y);
      await frames(page, 2);
    };
    await castLightning(page, at, (id) => page.getByTestId(id).click(), click);
  });
});

describe("the Advanced Game's monsters on a desktop", () => {
  const at = pageForBlock(() => desktopContext(suite.browser), (page) => openFight(page, 'evilWizard'));

  it('12.2 when the party holds, the Evil Wizard casts Lightning in view, paying 2 of its own wounds', async () => {
    const { page } = at;
    const wizardWounds = () =>
      page.evaluate(() => {
        const s = window.__deathmaze!.state!;
        return s.monsters[`${s.party.at.x},${s.party.at.y}`]!.units.map((u) => ({ monster: u.monster, wounds: u.wounds }));
      });
    expect(await wizardWounds()).toEqual([{ monster: 'evilWizard', wounds: 0 }]);
    for (let i = 0; i < 4 && (await seen(page)).mode === 'party'; i++) {
      await page.getByTestId('combat-hold').click();
      await frames(page, 2);
    }
    await page.waitForFunction(() => (window.__deathmaze as unknown as Hooked).spells.spellsShown.includes('lightning'), undefined, { timeout: 10_000 });
    await settled(page);
    expect(await wizardWounds()).toEqual([{ monster: 'evilWizard', wounds: 2 }]);
    const log = await page.getByTestId('combat-log').innerText();
    expect(log).toContain('The Evil Wizard casts Lightning, paying 2 wounds (2/4).');
    expect(log).toMatch(/Lightning strikes|resists the Lightning/);
    expect(at.errors).toEqual([]);
  });

  it("12.36 an adventurer charmed by a Vampire stands in the monsters' rows, tagged as charmed", async () => {
    const { page } = at;
    await openFight(page, 'vampire');
    const where = await page.evaluate(() => {
      const hook = window.__deathmaze as unknown as Hooked & NonNullable<typeof window.__deathmaze>;
      const rows = hook.state!.combat!.monsterRows.flat();
      return { inMonsterRows: rows.includes('a1'), statuses: hook.spells.statuses, at: hook.counterToScreen!('a1'), monstersFront: hook.boxToScreen!('monsters', 0, 1), partyFront: hook.boxToScreen!('party', 0, 1) };
    });
    expect(where.inMonsterRows).toBe(true);
    expect(where.statuses.a1).toEqual(['charmed']);
    // drawn on the monsters' side of the table: beyond their front row, as the party sees it
    expect(where.at!.y).toBeLessThan(where.partyFront.y);
    expect(where.at!.y).toBeLessThanOrEqual(where.monstersFront.y + 1);
    expect(await page.getByTestId('combat-actor-a1').count()).toBe(0);
    expect(at.errors).toEqual([]);
  });
});

describe('spells on the board, desktop', () => {
  const at = pageForBlock(() => desktopContext(suite.browser));

  it('11.21 Oratory is offered with the monsters, before negotiating: it costs a wound and lifts the odds', async () => {
    const { page } = at;
    await page.goto(`${suite.served.url}?test=1&scenario=oratory`);
    await page.waitForFunction(() => window.__combatHarness?.driven === true && window.__deathmaze?.state?.phase.kind === 'encounter', undefined, { timeout: 30_000 });
    const negotiate = page.getByTestId('prompt-negotiate');
    await negotiate.waitFor({ state: 'visible' });
    const odds = async () => Number(/(\d+)% (?:it holds|they hold) off/.exec(await negotiate.innerText())?.[1]);
    const before = await odds();
    const oratory = page.getByTestId(`choice-cast-${WIZARD_ID}-oratory`);
    expect(await oratory.innerText()).toContain('+4 to the roll');
    await oratory.click();
    await page.waitForFunction(() => window.__deathmaze?.state?.oratory === true, undefined, { timeout: 5_000 });
    const wizard = await page.evaluate((id) => window.__deathmaze!.state!.party.adventurers.find((a) => a.id === id)!, WIZARD_ID);
    expect([wizard.wounds, wizard.spellWounds]).toEqual([1, 1]);
    // still facing the monsters, the negotiation now counts the +4, and Oratory is not offered twice
    await expect.poll(odds).toBeGreaterThan(before);
    expect(await page.getByTestId(`choice-cast-${WIZARD_ID}-oratory`).count()).toBe(0);
    expect(at.errors).toEqual([]);
  });
});

describe('spells on a phone (390x844, touch)', () => {
  const at = pageForBlock(() => phoneContext(suite.browser), (page) => openFight(page));

  it('11.2 a Wizard casts Lightning with taps: the chooser, the lit target, the cost', async () => {
    const { page } = at;
    const tap = async (p: Point) => {
      await page.touchscreen.tap(p.x, p.y);
      await frames(page, 2);
    };
    await castLightning(page, at, (id) => page.getByTestId(id).tap(), tap);
  });
});
