/**
 * The board's DOM controls: Rotate (beside the chit in hand) and Re-centre (bottom right, above
 * the bottom bar), and the panel listing a cup's remaining mix. Text and buttons are DOM for
 * crisp type and real 44 px targets; the table itself stays Phaser.
 */
import './board.css';
import { chitTypeIds, chitTypes, type ChitTypeId, type Cup } from '../games/deathmaze';
import type { CupOdds, MazeState } from '../games/deathmaze';
import { cupTotal, describeChit } from '../games/deathmaze';
import type { Side } from '../games/deathmaze';
import { button, el, openPanel, uiRoot, type Panel } from './dom';
import { cupOddsSection } from './cupOddsView';

/** Our own line icons (24×24, drawn in the text colour). */
const CENTRE_ICON = '<circle cx="12" cy="12" r="6.5"/><circle cx="12" cy="12" r="1.6" fill="currentColor"/><path d="M12 2.5v4M12 17.5v4M2.5 12h4M17.5 12h4"/>';
const FIT_ICON = '<path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5"/><rect x="8.5" y="8.5" width="7" height="7" rx="1"/>';
const ROTATE_ICON = '<path d="M19 12a7 7 0 1 1-2.05-4.95"/><path d="M19.5 3.5v5h-5"/>';

function svgIcon(paths: string): HTMLElement {
  const span = el('span', { class: 'board-ctl-icon', 'aria-hidden': 'true' });
  span.innerHTML = `<svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${paths}</svg>`;
  return span;
}

export interface ControlHandlers {
  rotate(): void;
  recentre(): void;
  /** The whole maze laid so far in view (as far as chits stay tappable). */
  fit(): void;
}

export class BoardControls {
  private readonly rotateBtn: HTMLButtonElement;
  private readonly recentreBtn: HTMLButtonElement;
  private readonly fitBtn: HTMLButtonElement;
  private panel: Panel | null = null;

  constructor(handlers: ControlHandlers) {
    this.rotateBtn = button('', () => {
      handlers.rotate();
      this.rotateBtn.blur();
    }, { testId: 'board-rotate', title: 'Turn the chit to its next legal facing (R)' });
    this.rotateBtn.classList.add('board-ctl', 'board-rotate');
    this.rotateBtn.hidden = true;
    this.recentreBtn = button('', () => {
      handlers.recentre();
      this.recentreBtn.blur();
    }, { testId: 'board-recentre', title: 'Centre the view on the party (C)' });
    this.recentreBtn.classList.add('board-ctl', 'board-recentre');
    this.recentreBtn.append(svgIcon(CENTRE_ICON), el('span', {}, 'Re-centre'));
    this.fitBtn = button('', () => {
      handlers.fit();
      this.fitBtn.blur();
    }, { testId: 'board-fit', title: 'Show the whole maze laid so far (M)' });
    this.fitBtn.classList.add('board-ctl', 'board-fit');
    this.fitBtn.append(svgIcon(FIT_ICON), el('span', {}, 'Whole maze'));
    this.attach();
  }

  /** Puts the buttons back if something cleared the UI layer. */
  attach(): void {
    const root = uiRoot();
    if (!this.rotateBtn.isConnected) root.append(this.rotateBtn);
    if (!this.recentreBtn.isConnected) root.append(this.recentreBtn);
    if (!this.fitBtn.isConnected) root.append(this.fitBtn);
  }

  setRecentreVisible(visible: boolean): void {
    this.recentreBtn.hidden = !visible;
    this.fitBtn.hidden = !visible;
  }

  /**
   * Shows Rotate beside the chit in hand (CSS px of the page: its rest centre and size), with
   * which of the legal facings is shown; hides it when there is no choice to make.
   */
  showRotate(at: { x: number; y: number; size: number } | null, index: number, count: number): void {
    this.attach();
    if (!at || count < 2) {
      this.rotateBtn.hidden = true;
      return;
    }
    this.rotateBtn.hidden = false;
    this.rotateBtn.replaceChildren(
      svgIcon(ROTATE_ICON),
      el('span', {}, 'Rotate'),
      el('span', { class: 'board-ctl-count' }, `${index + 1}/${count}`),
    );
    this.rotateBtn.setAttribute('aria-label', `Rotate the chit: facing ${index + 1} of ${count}`);
    this.rotateBtn.dataset.facing = String(index);
    this.rotateBtn.style.left = `${Math.round(at.x + at.size / 2 + 10)}px`;
    this.rotateBtn.style.top = `${Math.round(at.y - 22)}px`;
  }

  /** The panel listing what is left in a cup (2.2). */
  openCup(cup: Cup, maze: MazeState, thumb: (type: ChitTypeId) => HTMLCanvasElement | null, odds?: CupOdds): void {
    this.panel = openCupPanel(cup, maze, thumb, () => (this.panel = null), odds);
  }

  destroy(): void {
    this.rotateBtn.remove();
    this.recentreBtn.remove();
    this.fitBtn.remove();
    this.panel?.close();
  }
}

/** The panel listing what is left in a cup (2.2) and, given the engine's `odds`, the chances of the next draw. `thumb` draws a chit for the list. */
export function openCupPanel(cup: Cup, maze: MazeState, thumb: (type: ChitTypeId) => HTMLCanvasElement | null, onClose?: () => void, odds?: CupOdds): Panel {
  const total = cupTotal(maze, cup);
  const name = cup === 'room' ? 'Room cup' : 'Corridor cup';
  const panel = openPanel('cup-panel', `${name} · ${total} chit${total === 1 ? '' : 's'} left`, { onClose: () => onClose?.() });
  const body = panel.body;
  body.append(
    el(
      'p',
      { class: 'cup-note' },
      cup === 'room'
        ? 'A chit comes out of this cup when the party opens a door onto unknown ground (5.23). Room-cup chits marked "Corridor" go back in for a corridor while the Corridor cup still has any.'
        : 'The entrance came out of this cup (5.13), and so does a chit whenever the party walks off an open corridor end (5.22). When one cup runs dry the other stands in for it.',
    ),
  );
  if (odds) body.append(cupOddsSection(odds));
  if (total === 0) {
    body.append(el('p', { class: 'cup-total' }, 'The cup is empty.'));
    return panel;
  }
  const list = el('ul', { class: 'cup-mix plain-list', 'data-testid': 'cup-mix' });
  const ids = chitTypeIds.filter((id) => maze.cups[cup][id] > 0);
  // Rooms first, then features, then corridors, each by count.
  const rank = (id: ChitTypeId) => (chitTypes[id].segment === 'corridor' ? 2 : chitTypes[id].feature ? 1 : 0);
  ids.sort((a, b) => rank(a) - rank(b) || maze.cups[cup][b] - maze.cups[cup][a]);
  for (const id of ids) {
    const n = maze.cups[cup][id];
    const text = chitWords(id);
    list.append(
      el('li', { 'data-testid': 'cup-mix-row', 'data-chit': id, 'data-count': String(n) }, thumb(id), el('span', { class: 'cup-mix-n' }, `${n} ×`), el('span', {}, text[0]!.toUpperCase() + text.slice(1))),
    );
  }
  body.append(list);
  return panel;
}

/** A chit in a few words: the engine's description, with which way a two-door room's doors lie. */
export function chitWords(id: ChitTypeId): string {
  const t = chitTypes[id];
  const base = describeChit(id);
  const doors = t.sides.map((s: Side, i) => (s === 'D' ? i : -1)).filter((i) => i >= 0);
  if (t.segment === 'room' && doors.length === 2) return base.replace('(2 doors)', doors[1]! - doors[0]! === 2 ? '(2 doors, opposite)' : '(2 doors, side by side)');
  return base;
}
