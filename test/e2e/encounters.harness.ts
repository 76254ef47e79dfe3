/**
 * The encounter prompts' test page: the whole game (src/main.ts) plus the lines main.ts will
 * carry once the prompts are wired in (`mountPrompts()`), and a fixture loader that plays
 * "decide for me" headless from a seeded delve until the game waits for the decision under
 * test, then hands that game to the page's controller as a saved game would be:
 *
 *   encounters.harness.html?test=1&start=1&delve=53&until=trap
 *
 * (`start` only puts the board first; the board draws the loaded game.) `until` is a phase kind
 * (trap, encounter, loot, charm, explore), `trap:door`-style for a trap's source, `feature` (a
 * feature to investigate) or `agreed` (agreed monsters to attack); `min=N` plays at least N
 * steps before looking; or `fixture=<name>` loads one of fixtures.ts instead. Tests read the
 * controller through `window.__prompts` and act only with the mouse and fingers.
 */
import mitt from 'mitt';
import '../../src/main';
import { loadTable } from '../../src/loadTable';
import type { BusEvents } from '../../src/bus';
import { Controller } from '../../src/controller';
import { controller, port } from '../../src/session';
import { bus } from '../../src/bus';
import { legalActions, type GameState } from '../../src/games/deathmaze/game';
import type { GameEvent } from '../../src/games/deathmaze/events';
import type { AdventurerSpec } from '../../src/games/deathmaze/party/party';
import { mountPrompts } from '../../src/ui/prompts';
import { fixtures } from './fixtures';

/** Two Heroes and two Thieves, as the board's standard party (3.1). */
export const harnessParty: AdventurerSpec[] = [
  { name: 'Aldric', class: 'hero', weapons: ['sword', 'bow'], initial: { kind: 'woundPoint' } },
  { name: 'Brenna', class: 'hero', weapons: ['axe', 'throwingDagger'], initial: { kind: 'weaponSkill', weapon: 'axe' } },
  { name: 'Corvin', class: 'thief', weapons: ['dagger', 'bow'], initial: { kind: 'detrap' } },
  { name: 'Dace', class: 'thief', weapons: ['sword', 'dagger'], initial: { kind: 'woundPoint' } },
];

export interface PromptsProbe {
  /** The fixture is loaded (see `reached`: whether the wanted decision was found). */
  driven: boolean;
  reached: boolean;
  steps: number;
  readonly state: GameState | null;
  readonly log: readonly GameEvent[];
}

declare global {
  interface Window {
    __prompts?: PromptsProbe;
  }
}

/** Whether the game now waits for the decision named by `until`. */
export function waitsFor(s: GameState, until: string): boolean {
  const [kind, detail] = until.split(':');
  if (kind === 'feature') return s.phase.kind === 'explore' && legalActions(s).some((a) => a.type === 'investigate');
  if (kind === 'agreed') return s.phase.kind === 'explore' && legalActions(s).some((a) => a.type === 'fight');
  if (s.phase.kind !== kind) return false;
  return detail === undefined || (s.phase.kind === 'trap' && s.phase.source === detail);
}

const probe: PromptsProbe = {
  driven: false,
  reached: false,
  steps: 0,
  get state() {
    return controller.state;
  },
  get log() {
    return controller.log;
  },
};
window.__prompts = probe;

/**
 * Plays the delve on a controller of its own (no scene sees the steps on the way), then gives
 * the page's controller that game. It runs before Phaser creates the first scene.
 */
function loadFixture(): void {
  const q = new URLSearchParams(window.location.search);
  const named = q.get('fixture');
  if (named !== null && fixtures[named]) {
    // a situation built with scripted dice (fixtures.ts): no walk through a delve
    const state = fixtures[named]();
    controller.stage(state);
    probe.reached = true;
    return;
  }
  const raw = q.get('delve');
  if (raw === null) return;
  const until = q.get('until') ?? 'explore';
  const min = Number(q.get('min') ?? '0') || 0;
  const seed = /^-?\d+$/.test(raw) ? Number(raw) : raw;
  const offstage = new Controller(mitt<BusEvents>());
  offstage.start({ seed, party: harnessParty });
  // the "decide for me" stream these fixtures were found with
  offstage.seedPolicy(`policy-${String(seed)}`);
  for (let i = 0; i < 600 && offstage.state && offstage.state.phase.kind !== 'over'; i++) {
    if (probe.steps >= min && waitsFor(offstage.state, until)) {
      probe.reached = true;
      break;
    }
    offstage.decide();
    probe.steps++;
  }
  controller.adopt(offstage);
}

loadFixture();
mountPrompts(port);
// as a resumed save would: everyone (the prompts, the board) draws the loaded game, once the
// scenes of play have arrived behind the title (src/loadTable.ts)
void loadTable().then(() => {
  if (controller.state) bus.emit('game:started', { state: controller.state, events: [] });
  probe.driven = true;
});
