/**
 * The shortcut sheet (`?`): every key of the game, by where it works, drawn from the one list the
 * handlers bind from (keys.ts). Escape closes it like any panel (dismiss.ts).
 */
import './panels.css';
import { el, openPanel, type Panel } from './dom';
import { KEY_PLACES, keyLabels, SHORTCUTS, type KeyPlace, type Shortcut } from './keys';

const PANEL_ID = 'keys-panel';
let panel: Panel | null = null;

const isOpen = (): boolean => panel !== null && panel.root.isConnected;

function rows(): HTMLElement[] {
  const all = Object.entries(SHORTCUTS) as [string, Shortcut][];
  return (Object.keys(KEY_PLACES) as KeyPlace[]).flatMap((place) => {
    const here = all.filter(([, s]) => s.place === place);
    if (here.length === 0) return [];
    return [
      el(
        'section',
        { class: 'keys-group', 'data-place': place },
        el('h3', { class: 'keys-place' }, KEY_PLACES[place]),
        el(
          'dl',
          { class: 'keys-list' },
          ...here.flatMap(([id, s]) => [
            el('dt', { class: 'keys-keys', 'data-shortcut': id }, ...keyLabels(s).flatMap((k, i) => [i > 0 ? ' or ' : '', el('kbd', {}, k)])),
            el('dd', { class: 'keys-words' }, s.words),
          ]),
        ),
      ),
    ];
  });
}

export function openShortcuts(): void {
  if (isOpen()) {
    panel!.raise();
    return;
  }
  const p = openPanel(PANEL_ID, 'Keys', {
    onClose: () => {
      if (panel === p) panel = null;
    },
  });
  panel = p;
  p.root.classList.add('dm-panel', 'dm-tall', 'keys-panel');
  p.body.append(el('p', { class: 'rules-intro' }, 'Every key the game answers, and where. A key typed in a text box is only typing.'), el('div', { class: 'keys-body', 'data-testid': 'keys-body' }, ...rows()));
}

export function toggleShortcuts(): void {
  if (isOpen()) panel!.close();
  else openShortcuts();
}
