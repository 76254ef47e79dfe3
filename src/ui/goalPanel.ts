/**
 * The Goal panel (top bar, G): how a delve is won (4.0, with the figures of the rules data), how
 * far each adventurer has come, and what the player can do now. "Now" is read from the engine's
 * `legalActions`, named as the log names them; nothing here judges a rule.
 */
import './panels.css';
import { listen } from '../bus';
import { WIN_BEZANTS, WIN_XP } from '../games/deathmaze';
import { legalActions, type GameState } from '../games/deathmaze';
import { el, openPanel, type Panel } from './dom';
import { winConditionText } from './goalText';
import { nowLines } from './labels';
import type { TablePort } from '../tablePort';

const PANEL_ID = 'goal-panel';
/** The most lines "what you can do now" lists before it sums up the rest. */
const MAX_NOW = 10;

let panel: Panel | null = null;

function body(s: GameState | null): HTMLElement[] {
  const goal = el(
    'section',
    { class: 'goal-win', 'data-testid': 'goal-win' },
    el('h3', { class: 'goal-sub' }, 'To win (4.0)'),
    el('p', {}, winConditionText()),
  );
  if (!s) return [goal, el('p', { class: 'panel-message' }, 'No delve in progress.')];
  const living = s.party.adventurers.filter((a) => a.alive);
  const treasure = s.party.bezants + s.party.gems.reduce((n, g) => n + g, 0);
  const share = living.length > 0 ? Math.floor(treasure / living.length) : 0;
  const progress = el(
    'ul',
    { class: 'goal-progress', 'data-testid': 'goal-progress' },
    ...living.map((a) => el('li', { 'data-ok': String(a.xp >= WIN_XP) }, `${a.name}: ${a.xp} of ${WIN_XP} Experience${a.xp >= WIN_XP ? ' ✓' : ''}`)),
    el('li', { 'data-ok': String(share >= WIN_BEZANTS), 'data-testid': 'goal-share' }, `Treasure carried: ${treasure} Bezants, ${share} each for ${living.length} (needs ${WIN_BEZANTS})${share >= WIN_BEZANTS ? ' ✓' : ''}`),
  );
  const lines = s.phase.kind === 'over' ? [] : nowLines(s, legalActions(s));
  const now = el(
    'ul',
    { class: 'goal-now', 'data-testid': 'goal-now' },
    ...(lines.length === 0 ? [el('li', {}, s.phase.kind === 'over' ? 'The delve is over.' : 'Nothing: the table is playing out what happened.')] : lines.slice(0, MAX_NOW).map((t) => el('li', {}, t))),
    lines.length > MAX_NOW ? el('li', {}, `…and ${lines.length - MAX_NOW} more`) : null,
  );
  return [goal, el('h3', { class: 'goal-sub' }, 'So far'), progress, el('h3', { class: 'goal-sub' }, 'What you can do now'), now];
}

function render(port: TablePort): void {
  if (panel?.root.isConnected) panel.body.replaceChildren(...body(port.state));
}

/** Opens the Goal panel over the game `port` reads (or brings it forward). */
export function openGoal(port: TablePort): void {
  if (panel?.root.isConnected) {
    panel.raise();
    return;
  }
  const offs = [listen('game:changed', () => render(port)), listen('game:started', () => render(port))];
  const p = openPanel(PANEL_ID, 'Goal', {
    onClose: () => {
      for (const off of offs) off();
      if (panel === p) panel = null;
    },
  });
  p.root.classList.add('dm-panel', 'goal-panel');
  panel = p;
  render(port);
}

export function closeGoal(): void {
  panel?.close();
  panel = null;
}

export function toggleGoal(port: TablePort): void {
  if (panel?.root.isConnected) closeGoal();
  else openGoal(port);
}
