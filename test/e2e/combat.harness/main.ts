/**
 * The combat harness page: the whole game (src/main.ts), then, once the first scene is up, a new
 * delve and as many "decide for me" presses as it takes to reach a fight. Everything goes
 * through the bus, as the player's own buttons would; the tests then only read the test hook
 * and act with the mouse and fingers.
 *
 *   index.html?test=1&scenario=combat     (or another of scenario.ts; or &seed=302&until=lineUp&from=0)
 */
import * as Phaser from 'phaser';
import '../../../src/main';
import { loadedTable } from '../../../src/loadTable';
import { bus } from '../../../src/bus';
import { controller } from '../../../src/session';
import { harnessParty, reached, scenarios, type Scenario } from './scenario';
import { spellScenarios } from './spellScenario';

export interface CombatHarness {
  /** The delve has been started and driven to the fight (see `reached` for whether it got there). */
  driven: boolean;
  reached: boolean;
  seed: number;
  until: Scenario['until'];
  /** "Decide for me" presses it took. */
  steps: number;
  /** How many actions the delve on the table has taken so far (every step goes through the controller). */
  actionCount?: () => number;
  /** The last `n` actions taken, as the controller (and so the saves, undo and Watch) has them. */
  recentActions?: (n: number) => unknown[];
}

declare global {
  interface Window {
    __combatHarness?: CombatHarness;
  }
}

const q = new URLSearchParams(window.location.search);

const scenarioName = q.get('scenario') ?? 'combat';
// the Advanced Game's scenarios (spellScenario.ts) bring their own party and setup
const named = scenarios[scenarioName] ?? spellScenarios[scenarioName] ?? scenarios.combat!;
const setup = spellScenarios[scenarioName]?.setup ?? { party: harnessParty };
const stopAt = spellScenarios[scenarioName]?.stopAt;
const harness: CombatHarness = {
  driven: false,
  reached: false,
  seed: Number(q.get('seed') ?? named.seed),
  until: q.get('until') === 'lineUp' ? 'lineUp' : q.get('until') === 'combat' ? 'combat' : named.until,
  steps: 0,
  actionCount: () => controller.actions.length,
  recentActions: (n) => JSON.parse(JSON.stringify(controller.actions.slice(-n))) as unknown[],
};
const from = Number(q.get('from') ?? (q.has('seed') ? 0 : (named.from ?? 0)));
window.__combatHarness = harness;

function drive(): void {
  bus.emit('intent:new-game', { ...setup, seed: harness.seed });
  while (harness.steps < 600 && controller.state && controller.state.phase.kind !== 'over') {
    if (harness.steps >= from && (stopAt ? controller.state.phase.kind === stopAt : reached(controller.state, harness.until))) {
      harness.reached = true;
      break;
    }
    bus.emit('intent:decide');
    harness.steps++;
  }
  harness.driven = true;
}

// Start once Phaser's scenes are up (the game boots a few frames after the page loads): the
// scene manager's boot is the one signal every first scene gives, whatever it draws.
let booted = false;
const manager = Phaser.Scenes.SceneManager.prototype as unknown as { bootQueue?: (...args: unknown[]) => void };
const bootQueue = manager.bootQueue;
if (bootQueue) {
  manager.bootQueue = function (this: unknown, ...args: unknown[]) {
    bootQueue.apply(this, args);
    booted = true;
  };
}
const started = performance.now();
let frames = 0;
const poll = () => {
  // the scenes of play come behind the title (src/loadTable.ts)
  if ((booted || window.__deathmaze?.ready) && loadedTable()) frames++;
  if (frames >= 3 || performance.now() - started > 8000) drive();
  else requestAnimationFrame(poll);
};
requestAnimationFrame(poll);
