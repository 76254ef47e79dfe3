/**
 * Settings → "Resolve dice-only steps": when the rules leave the party exactly one thing to do
 * (`forcedAction`: a chit that fits one way only, on the one segment it can go), the table does
 * it after a moment, as a player would with nothing to decide. Never while watching a replay, and
 * never a step that ends the delve.
 */
import { bus, type BusEvents } from '../bus';
import { forcedAction } from '../games/deathmaze';
import type { GameState } from '../games/deathmaze';
import type { TablePort } from '../tablePort';
import { ms } from './boardMotion';
import { fightEnding } from './dom';
import { loadSettings } from './settings';

/** Long enough to see the chit land beside its cup and read the status line. */
const PAUSE = 900;

let enabled = loadSettings().autoResolve;
let timer = 0;
/** What the table reads (given at mount). */
let port: TablePort | null = null;

/** Looks at the game as it now stands and, if it allows only one step, takes it after a pause. */
function consider(): void {
  window.clearTimeout(timer);
  if (!port) return;
  const table = port;
  const state: GameState | null = table.state;
  if (!enabled || table.watching || !state) return;
  const action = forcedAction(state);
  if (!action) return;
  const take = (): void => {
    // Only if nothing has happened meanwhile (an undo, a reload, the player's own move).
    if (!enabled || table.watching || table.state !== state) return;
    // not while the combat table still shows the fight's last blows: the step waits for the maze
    if (fightEnding()) timer = window.setTimeout(take, 250);
    else bus.emit('intent:action', action);
  };
  timer = window.setTimeout(take, Math.max(250, ms(PAUSE)));
}

const onSettings = (s: BusEvents['settings:changed']): void => {
  enabled = s.autoResolve;
  consider();
};

/** Follows the game for as long as the page lives. Returns what undoes it. */
export function mountAutoResolve(table: TablePort): () => void {
  port = table;
  const events = ['game:started', 'game:changed', 'replay:ended'] as const;
  for (const type of events) bus.on(type, consider);
  bus.on('settings:changed', onSettings);
  return () => {
    window.clearTimeout(timer);
    for (const type of events) bus.off(type, consider);
    bus.off('settings:changed', onSettings);
  };
}
