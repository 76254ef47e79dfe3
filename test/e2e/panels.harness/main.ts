/**
 * The panels harness: the game as src/main.ts builds it, with the panels mounted as main.ts
 * will mount them, and a delve started at once with a standard party (`?seed=`, `?players=`).
 * The browser tests then play it with real clicks and taps on "Decide for me".
 */
import '../../../src/main';
import { loadedTable } from '../../../src/loadTable';
import { bus } from '../../../src/bus';
import { controller, port } from '../../../src/session';
import { standardParty } from '../../../src/games/deathmaze/builders';
import type { GameEvent, GameState } from '../../../src/games/deathmaze/game';
import { mountLog, mountLogStrip } from '../../../src/ui/logPanel';

declare global {
  interface Window {
    /** Read-only for the tests: the controller's game. */
    __panels?: { readonly started: boolean; readonly state: GameState | null; readonly log: readonly GameEvent[]; readonly turn: number };
  }
}

// src/main.ts mounts the HUD bar and the end screen itself.

const q = new URLSearchParams(window.location.search);
const rawSeed = q.get('seed') ?? '72';
const seed = /^-?\d+$/.test(rawSeed) ? Number(rawSeed) : rawSeed;
const players = Number(q.get('players') ?? '1');
const size = Number(q.get('party') ?? '4');
// ?strip=N: the compact strip of the last N lines, as the combat scene's side log holds it.
const strip = Number(q.get('strip') ?? '0');
if (strip > 0) {
  const host = document.createElement('div');
  host.id = 'strip-host';
  host.setAttribute('style', 'position:fixed;left:50%;bottom:8px;transform:translateX(-50%);width:min(92vw,420px);z-index:40;background:rgba(20,18,15,.95);border:1px solid #6b5a3a;border-radius:8px;padding:4px 8px;color:#eadfc4;font:14px system-ui,sans-serif');
  document.body.append(host);
  // the strip reads the delve through the session's port, as the table mounts it (src/table.ts)
  mountLog(port);
  mountLogStrip(host, strip);
}
let started = false;

window.__panels = {
  get started() {
    return started;
  },
  get state() {
    return controller.state;
  },
  get log() {
    return controller.log;
  },
  get turn() {
    return controller.state?.turn ?? -1;
  },
};

/**
 * Waits for Phaser to have booted (its canvas and a few frames) so the scene switch of
 * `game:started` is not queued before boot, and for the scenes of play (src/loadTable.ts).
 */
function afterBoot(then: () => void): void {
  let frames = 0;
  const tick = () => {
    if (document.querySelector('#game canvas') && loadedTable() && ++frames > 20) then();
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

afterBoot(() => {
  bus.emit('intent:new-game', { seed, party: standardParty(size), players });
  started = true;
});
