/**
 * The Black Gate's scripted walks, on a desktop and a 390x844 touch phone: a staircase laid in a
 * facing refused by LŚ 6.6 and then in one that stands on all three levels; a stair taken down;
 * a find investigated with its die in view; the Gate met with its guardians, destroyed by a
 * Hellgate roll, the fight won and the maze left. Each scene is set up headless
 * (blackgate.scenes.ts), staged on the table, and played with the table's own controls: the
 * board tapped, the dock's buttons pressed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { blackGate, handView, levelKey, type BgAction, type BgState } from '../../src/games/blackgate';
import { apply } from '../../src/engine/driver';
import { desktopContext, openPage, phoneContext } from './browser';
import { servedGame } from './suite';
import { dealtAtRandom } from './blackgate.page';
import { downScene, findScene, gateScene, stairScene, type Scene } from './blackgate.scenes';

const suite = servedGame();
let scenes: { stair: Scene; down: Scene; find: Scene; gate: Scene };

beforeAll(() => {
  scenes = { stair: stairScene(), down: downScene(), find: findScene(), gate: gateScene() };
});

const state = (page: Page) => page.evaluate(() => window.__blackgate!.session.state!);
const steps = (page: Page) => page.evaluate(() => window.__blackgate!.session.actions.length);
const phase = async (page: Page) => (await state(page)).phase.kind;

async function stage(page: Page, scene: Scene): Promise<void> {
  await page.evaluate(({ setup, state }) => window.__blackgate!.stage(setup, state), { setup: scene.setup, state: scene.state });
  await expect.poll(() => steps(page)).toBe(0);
}

async function tap(page: Page, touch: boolean, p: { x: number; y: number }): Promise<void> {
  if (touch) await page.touchscreen.tap(p.x, p.y);
  else await page.mouse.click(p.x, p.y);
}

/** The dock's button that plays exactly `action` (listed actions carry their record). */
async function pressFor(page: Page, action: BgAction): Promise<void> {
  const id = await page.evaluate((wanted) => {
    const canon = (v: unknown): string => JSON.stringify(v, (_k, x: unknown) => (x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b))) : x));
    const buttons = [...document.querySelectorAll<HTMLButtonElement>('[data-testid=bg-actions] button[data-action]')];
    return buttons.find((b) => canon(JSON.parse(b.dataset.action!)) === canon(wanted))?.dataset.testid ?? null;
  }, action);
  expect(id, `a button for ${JSON.stringify(action)}`).not.toBeNull();
  await page.getByTestId(id!).click();
}

/**
 * Where cell (x, y) is on the screen once the board holds still and the cell is in view on the
 * canvas (not under the dock): after a fight, or a move, the camera glides to the party first,
 * and a tap read before it settles lands beside the cell.
 */
async function restingCell(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  let last = '';
  let point = { x: 0, y: 0 };
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(([cx, cy]) => {
          const p = window.__blackgate!.cellToScreen(cx!, cy!);
          const onCanvas = document.elementFromPoint(p.x, p.y)?.tagName === 'CANVAS';
          return { ...p, onCanvas };
        }, [x, y]);
        const key = `${Math.round(now.x)},${Math.round(now.y)}`;
        const still = key === last && now.onCanvas;
        last = key;
        point = now;
        return still;
      },
      { message: `cell ${x},${y} in view and still`, interval: 150 },
    )
    .toBe(true);
  return { x: point.x, y: point.y };
}

/** One planned step, by the control a player would use; the table must take exactly it. */
async function perform(page: Page, action: BgAction, touch: boolean): Promise<void> {
  const before = await steps(page);
  if (action.type === 'go') {
    const at = (await state(page)).party.at;
    const d = [[0, -1], [1, 0], [0, 1], [-1, 0]][action.dir]!;
    await tap(page, touch, await restingCell(page, at.x + d[0]!, at.y + d[1]!));
  } else if (action.type === 'investigate') await page.getByTestId(`bg-investigate-${action.by}`).click();
  else if (action.type === 'reorganize') {
    await page.getByTestId('bg-lines').selectOption(JSON.stringify(action.rows));
    await page.getByTestId('bg-lines-set').click();
  }
  else await pressFor(page, action);
  await expect.poll(() => steps(page), { message: `${JSON.stringify(action)} taken` }).toBe(before + 1);
  expect(JSON.stringify(await page.evaluate(() => window.__blackgate!.session.actions.at(-1)))).toBe(JSON.stringify(action));
}

/** The facing button of the tile in hand that lays it turned `rot`. */
const facingButton = (s: BgState, rot: number): number => handView(s)!.facings.findIndex((f) => f.rot === rot);

describe('the Black Gate in scripted walks', () => {
  for (const [name, open, touch] of [
    ['desktop', () => desktopContext(suite.browser), false],
    ['390x844 phone', () => phoneContext(suite.browser), true],
  ] as const) {
    it(`on the ${name}: LŚ 6.6 a stair refused then laid on all three levels; down the stair; a find; the Gate destroyed (§15.6) and the maze left`, async () => {
      const context = await open();
      const { page, errors } = await openPage(context);
      await page.goto(`${suite.baseUrl}?test=1`);
      await dealtAtRandom(page);
      await page.evaluate(() => {
        window.__deathmazeToasts ??= { said: [], hold: true };
        window.__deathmazeToasts.hold = true;
      });

      // LŚ 6.6: the staircase's refused facing, laid, is refused with the case; nothing changes
      const { stair } = scenes;
      await stage(page, stair);
      const [refused, laid] = stair.plan as [Extract<BgAction, { type: 'lay' }>, Extract<BgAction, { type: 'lay' }>];
      await page.getByTestId(`bg-facing-${facingButton(stair.state, refused.rot)}`).click();
      expect(await page.getByTestId('bg-facing-why').textContent()).toMatch(/^LŚ 6\.6: .*level 2/);
      expect(await page.getByTestId('bg-stair-fit').textContent()).toMatch(/level 2/i);
      await page.getByTestId('bg-lay').click();
      await expect.poll(() => page.evaluate(() => window.__deathmazeToasts!.said.join('\n'))).toMatch(/LŚ 6\.6: /);
      expect(await steps(page)).toBe(0);
      // ... and a facing that meets every neighbour on all three levels is laid, and stands on each
      await page.getByTestId(`bg-facing-${facingButton(stair.state, laid.rot)}`).click();
      expect(await page.getByTestId('bg-facing-why').textContent()).toBe('This facing fits.');
      expect(await page.getByTestId('bg-stair-fit').textContent()).toMatch(/level 1 ✓.*level 2 ✓.*level 3 ✓/);
      await page.getByTestId((await page.getByTestId('bg-lay').count()) > 0 ? 'bg-lay' : `bg-lay-door-${laid.door}`).click();
      await expect.poll(() => steps(page)).toBe(1);
      const stood = await state(page);
      for (const level of [1, 2, 3] as const) expect(stood.board.tiles[levelKey({ x: 0, y: -2, level })]?.tile).toBe(stair.state.board.hand!.tile);
      await page.getByTestId('bg-level-3').click();
      await expect.poll(() => page.getByTestId('bg-level-3').textContent()).toMatch(/\(1\)/);
      await page.getByTestId('bg-level-1').click();

      // stage C: down a stair; the board and the dock go with the party to level 2
      const { down } = scenes;
      await stage(page, down);
      expect(down.state.party.at.level).toBe(1);
      await perform(page, down.plan[0]!, touch);
      expect((await state(page)).party.at.level).toBe(2);
      await expect.poll(() => page.getByTestId('bg-where').textContent()).toMatch(/^Level 2/);
      await expect.poll(() => page.evaluate(() => window.__blackgate!.shown)).toBe(2);

      // DM 5.12 and DM 9.17 between stages: the marching order set row by row, an item handed over
      const between = structuredClone(down.state);
      between.party.characters[0]!.items.push({ id: 'walk-ring', column: 'ring', name: 'a test ring' } as never);
      await stage(page, { ...down, state: between });
      const [first, second] = between.party.rows.flat() as [string, string];
      const behind = between.party.rows[1]?.[0];
      await page.getByTestId('bg-order').locator('summary').click();
      await page.getByTestId(`bg-order-${first}`).selectOption('1'); // the leader and the first behind change places
      if (behind) await page.getByTestId(`bg-order-${behind}`).selectOption('0');
      await page.getByTestId('bg-order-set').click();
      await expect.poll(() => steps(page)).toBe(1);
      const ordered = await state(page);
      expect(ordered.party.rows.flat()).toContain(first);
      expect(ordered.party.rows[0]).not.toContain(first);
      await expect.poll(() => page.getByTestId('bg-log').textContent()).toMatch(/DM 5\.12/);
      await page.getByTestId('bg-give').locator('summary').click();
      await page.getByTestId('bg-give-item').selectOption(`${between.party.characters[0]!.id}|walk-ring`);
      await page.getByTestId('bg-give-to').selectOption(second === between.party.characters[0]!.id ? first : second);
      await page.getByTestId('bg-give-go').click();
      await expect.poll(() => steps(page)).toBe(2);
      const given = await state(page);
      expect(given.party.characters[0]!.items.some((i) => i.id === 'walk-ring')).toBe(false);
      expect(given.party.characters.some((c) => c.items.some((i) => i.id === 'walk-ring'))).toBe(true);

      // §13: a find, investigated by the one the plan names, its die left in view
      const { find } = scenes;
      await stage(page, find);
      await page.getByTestId('bg-find').waitFor();
      await perform(page, find.plan[0]!, touch);
      const read = apply(blackGate, find.state, find.plan[0]!).events.find((e) => 'type' in e && e.type === 'findRolled') as { faces: number[] } | undefined;
      expect(read, 'the find is read by a die').toBeDefined();
      // the find's reading stays in view with a die (its face may be the later roll the find called for)
      const rolled = (await page.getByTestId('bg-rolled').textContent()) ?? '';
      expect(rolled).toMatch(/[⚀⚁⚂⚃⚄⚅]/);
      expect(rolled).toContain('investigates the');

      // §15: the Gate laid where the party goes, its guardians met; Wendolyn's Hellgate destroys it;
      // the fight is won, the party walks back to the Gateway and leaves the maze
      const { gate } = scenes;
      await stage(page, gate);
      await perform(page, gate.plan[0]!, touch);
      expect(await phase(page)).toBe('fight');
      await page.getByTestId('bg-gate').waitFor();
      expect(await page.getByTestId('bg-fight').textContent()).toMatch(/guardians/);
      for (const action of gate.plan.slice(1)) {
        await perform(page, action, touch);
        if (action.type === 'destroyGate') {
          expect((await state(page)).gateFallen).toBe(true);
          await expect.poll(() => page.getByTestId('bg-log').textContent()).toMatch(/§15\.[67]/);
        }
      }
      const end = await state(page);
      expect(end.gateFallen).toBe(true);
      expect(['outside', 'over']).toContain(end.phase.kind);
      expect(blackGate.isOver(end) || end.phase.kind === 'outside').toBe(true);
      expect(await page.getByTestId('bg-log').textContent()).not.toMatch(/undefined|\[object/);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
