/**
 * The small bar in the top-right corner: Goal (how to win, what can be done now), Log, Party
 * (character sheets), Rules, Settings and
 * "Decide for me". On phones the Log button moves to the bottom-left corner (the first 56 px of
 * the bottom bar) and the bar shows each icon over a short word. It is shown while a delve is on the table
 * (from `game:started` until `intent:title`); the title and setup screens have their own menus.
 * Undo takes back the player's last decisions, never past a die roll or a chit drawn (the
 * controller keeps the count).
 * On desktop: G goal, L log, P party, H rules, ? every key, U (or Ctrl+Z) undo, D decide for me; Esc closes the panel on
 * top (every panel is on the overlay's Escape stack, dismiss.ts).
 */
import './panels.css';
import { bus, listen } from '../bus';
import { el, notForUs, typingIn, uiRoot } from './dom';
import { closeLog, startLogRecorder, toggleLog, openLog } from './logPanel';
import { openRules, toggleRules } from './rulesReference';
import { closeSheets, openSheets, toggleSheets } from './sheets';
import { closeGoal, toggleGoal } from './goalPanel';
import type { TablePort } from '../tablePort';
import { pressed } from './keys';
import { toggleShortcuts } from './shortcutSheet';

/** Our own line icons (24×24, drawn with the text colour). */
const ICONS = {
  log: '<path d="M7 4h10.5A2.5 2.5 0 0 1 20 6.5V18a2 2 0 0 1-2 2H7.5"/><path d="M7 4a2.5 2.5 0 0 0-2.5 2.5V18A2 2 0 0 0 6.5 20H8"/><path d="M9 9h7M9 12.5h7M9 16h4"/>',
  party: '<circle cx="8.5" cy="8" r="3"/><circle cx="16.5" cy="9" r="2.5"/><path d="M3 19c.6-3.6 2.8-5.5 5.5-5.5s4.9 1.9 5.5 5.5"/><path d="M14.5 14.2c.6-.3 1.3-.4 2-.4 2.3 0 4 1.6 4.5 4.7"/>',
  rules: '<path d="M12 6.5C10 5 7 4.5 3.5 5v13c3.5-.5 6.5 0 8.5 1.5 2-1.5 5-2 8.5-1.5V5C17 4.5 14 5 12 6.5z"/><path d="M12 6.5v13"/>',
  settings: '<path d="M4 7h9M17 7h3M4 17h3M11 17h9"/><circle cx="15" cy="7" r="2"/><circle cx="9" cy="17" r="2"/><path d="M4 12h5M13 12h7"/><circle cx="11" cy="12" r="2"/>',
  undo: '<path d="M9 14 4 9l5-5"/><path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11"/>',
  goal: '<path d="M5 21V4"/><path d="M5 4h11l-2.5 4L16 12H5"/>',
  decide: '<rect x="4" y="4" width="16" height="16" rx="3.5"/><circle cx="8.5" cy="8.5" r="1.3" fill="currentColor"/><circle cx="15.5" cy="15.5" r="1.3" fill="currentColor"/><circle cx="12" cy="12" r="1.3" fill="currentColor"/>',
} as const;

type IconName = keyof typeof ICONS;

function icon(name: IconName): HTMLElement {
  const span = el('span', { class: 'hud-icon', 'aria-hidden': 'true' });
  span.innerHTML = `<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${ICONS[name]}</svg>`;
  return span;
}

function hudButton(name: IconName, label: string, title: string, testId: string, onClick: () => void, extra = '', short?: string): HTMLButtonElement {
  const b = el(
    'button',
    { type: 'button', class: `btn hud-btn hud-${name} ${extra}`.trim(), 'data-testid': testId, title, 'aria-label': label },
    icon(name),
    el('span', { class: 'hud-label' }, label),
    // phones show the short word under the icon (the long one is the button's name)
    el('span', { class: 'hud-label-short', 'aria-hidden': 'true' }, short ?? label),
  );
  b.addEventListener('click', (e) => {
    e.stopPropagation();
    onClick();
  });
  return b;
}

/** Mounts the bar (once, at start-up) over the game `port` reads; returns the function that removes it. */
export function mountHudBar(port: TablePort): () => void {
  /** A delve is on the table (between `game:started` and leaving for the title). */
  let inGame = port.state !== null;
  const decide = hudButton('decide', 'Decide for me', 'Decide for me: the autoplay takes the next step (D)', 'hud-decide', () => {
    if (!decide.disabled) bus.emit('intent:decide');
  }, 'btn-primary', 'Decide');
  const undo = hudButton('undo', 'Undo', 'Take back your last decision (U)', 'hud-undo', () => {
    if (!undo.disabled) bus.emit('intent:undo');
  });
  const bar = el(
    'nav',
    { class: 'hud-bar', 'data-testid': 'hud-bar', 'aria-label': 'Table' },
    hudButton('goal', 'Goal', 'How to win, and what you can do now (G)', 'hud-goal', () => toggleGoal(port)),
    hudButton('log', 'Log', 'Log of every event and its rule (L)', 'hud-log', toggleLog),
    hudButton('party', 'Party', 'Character sheets (P)', 'hud-sheets', () => toggleSheets(port)),
    hudButton('rules', 'Rules', 'Rules reference (H)', 'hud-rules', toggleRules),
    hudButton('settings', 'Settings', 'Settings', 'hud-settings', () => bus.emit('ui:open', 'settings'), '', 'Set'),
    undo,
    decide,
  );
  const phoneLog = hudButton('log', 'Log', 'Log of every event and its rule', 'hud-log-phone', toggleLog, 'hud-log-phone');

  const refresh = () => {
    const s = port.state;
    const live = inGame && s !== null && s.phase.kind !== 'over';
    decide.disabled = !live;
    // A replay is only watched: there is nothing of the player's to take back.
    undo.hidden = port.watching;
    const steps = live && !port.watching ? port.undoable : 0;
    undo.disabled = steps < 1;
    undo.title =
      steps > 0
        ? `Take back your last decision (U); ${steps} can be taken back before the last roll of the dice or chit drawn`
        : 'Nothing to take back: the last step rolled dice or drew a chit, and those stand';
    decide.title = live ? 'Decide for me: the autoplay takes the next step (D)' : s && inGame ? 'The delve is over' : 'No delve in progress';
    bar.dataset.game = !inGame || !s ? 'none' : s.phase.kind;
    phoneLog.dataset.game = bar.dataset.game;
  };
  refresh();

  const root = uiRoot();
  root.append(bar, phoneLog);
  // A scene clearing the overlay (clearUi) must not take the bar with it.
  const keeper = new MutationObserver(() => {
    if (!bar.isConnected) root.append(bar);
    if (!phoneLog.isConnected) root.append(phoneLog);
  });
  keeper.observe(root, { childList: true });

  const onKey = (e: KeyboardEvent) => {
    // another ruleset's table on screen holds the keys (its root carries data-keys-owner)
    if (document.querySelector('[data-keys-owner]')) return;
    if (!e.altKey && !e.shiftKey && pressed(e, 'undo.ctrl') && !typingIn(e.target) && inGame) {
      e.preventDefault();
      if (!undo.disabled) bus.emit('intent:undo');
      return;
    }
    // (Escape is the overlay's: dismiss.ts closes whichever panel is on top.)
    if (notForUs(e) || e.repeat) return;
    if (pressed(e, 'goal') && inGame) toggleGoal(port);
    else if (pressed(e, 'log') && inGame) toggleLog();
    else if (pressed(e, 'party') && inGame) toggleSheets(port);
    else if (pressed(e, 'keys')) toggleShortcuts();
    else if (pressed(e, 'rules')) toggleRules();
    else if (pressed(e, 'decide')) {
      if (!decide.disabled) bus.emit('intent:decide');
    } else if (pressed(e, 'undo') && inGame) {
      if (!undo.disabled) bus.emit('intent:undo');
    } else return;
    // Ours alone: a scene that also binds the key (e.g. L to open the log) must not undo it.
    e.preventDefault();
    e.stopImmediatePropagation();
  };
  // Capture, so the bar sees its keys before the game's own keyboard handling does.
  window.addEventListener('keydown', onKey, true);

  const stopRecorder = startLogRecorder();
  const offs = [
    listen('game:started', () => {
      inGame = true;
      refresh();
    }),
    listen('game:changed', refresh),
    listen('replay:ended', refresh),
    listen('intent:title', () => {
      inGame = false;
      refresh();
      closeLog();
      closeSheets();
      closeGoal();
    }),
    listen('ui:open', (which) => {
      if (which === 'log') openLog();
      else if (which === 'sheets') openSheets(port);
      else if (which === 'rules') openRules();
    }),
  ];

  return () => {
    for (const off of offs) off();
    stopRecorder();
    window.removeEventListener('keydown', onKey, true);
    keeper.disconnect();
    bar.remove();
    phoneLog.remove();
  };
}
