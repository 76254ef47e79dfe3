/**
 * The DOM layer over the table: menus, forms, prompts and panels are HTML (crisp text, real
 * buttons, native inputs on phones), the table itself is Phaser. Everything here lives in
 * `#ui`, which lets touches through to the canvas except where a panel is.
 */
import './ui.css';
import { dismissible, type Layer } from './dismiss';
import { testHookWanted } from '../testHook';

export function uiRoot(): HTMLElement {
  let root = document.getElementById('ui');
  if (!root) {
    root = document.createElement('div');
    root.id = 'ui';
    document.body.appendChild(root);
  }
  return root;
}

type Child = Node | string | null | undefined | false;

/** Creates an element: `el('div', { class: 'x', 'data-testid': 'y' }, child, ...)`. */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  for (const c of children) if (c !== null && c !== undefined && c !== false) node.append(c);
  return node;
}

export interface ButtonOptions {
  kind?: 'primary' | 'secondary' | 'danger';
  testId?: string;
  title?: string;
  disabled?: boolean;
}

/** A button at least 44 CSS pixels tall (touch first). */
export function button(label: string, onClick: () => void, opts: ButtonOptions = {}): HTMLButtonElement {
  const b = el('button', { type: 'button', class: `btn btn-${opts.kind ?? 'secondary'}` }, label);
  if (opts.testId) b.dataset.testid = opts.testId;
  if (opts.title) b.title = opts.title;
  b.disabled = opts.disabled ?? false;
  b.addEventListener('click', (e) => {
    e.stopPropagation();
    onClick();
  });
  return b;
}

export interface Panel {
  root: HTMLElement;
  body: HTMLElement;
  close(): void;
  /** Brings it in front of the other panels (and to the top of Escape's stack). */
  raise(): void;
}

/** The player's last input was a key (not a pointer, mouse, pen or finger): panels take the focus. */
let byKeys = false;
if (typeof window !== 'undefined') {
  window.addEventListener('keydown', () => (byKeys = true), { capture: true, passive: true });
  window.addEventListener('pointerdown', () => (byKeys = false), { capture: true, passive: true });
}

/**
 * A dialog panel over the table, with a title and a close button. Esc closes it when it is the
 * top of the overlay's stack (dismiss.ts), wherever the focus is; `raise` brings it to the front
 * of the table and of that stack.
 *
 * The keys follow it: a panel opened (or raised) while the player plays by keys takes the focus,
 * so Tab goes on to its own controls, the arrows scroll it and a screen reader reads its title;
 * closing it gives the focus back to the control that had it before, or to the page. A field
 * being typed in keeps the focus, and a panel that puts it on a field of its own does so after
 * this. Played with a pointer, the focus stays where it was, as a tap leaves it (the board's keys,
 * Enter to lay a chit, go on working).
 */
export function openPanel(id: string, title: string, opts: { onClose?: () => void; wide?: boolean } = {}): Panel {
  // a panel of the same id gives way (its layer, gone from the page, is passed over)
  const was = document.getElementById(id);
  const wasFocused = was?.contains(document.activeElement) ?? false;
  was?.remove();
  const body = el('div', { class: 'panel-body' });
  const head = el('div', { class: 'panel-head' }, el('h2', {}, title));
  const root = el('section', { id, class: `panel${opts.wide ? ' panel-wide' : ''}`, role: 'dialog', 'aria-label': title, 'data-testid': id, tabindex: '-1' }, head, body);
  const layer: Layer = { close: () => close(), isOpen: () => root.isConnected };
  const unregister = dismissible(layer);
  let opener = byKeys ? focusOutside(root) : null;
  const close = () => {
    const hadFocus = root.contains(document.activeElement);
    unregister();
    root.remove();
    if (hadFocus) giveFocusBack(opener);
    opts.onClose?.();
  };
  head.append(button('✕', close, { testId: `${id}-close`, title: 'Close' }));
  uiRoot().append(root);
  // a field being typed in keeps the focus (unless it was in the panel this one replaces)
  if (wasFocused || (byKeys && !typingIn(document.activeElement))) root.focus({ preventScroll: true });
  const raise = () => {
    root.parentElement?.append(root);
    dismissible(layer);
    if (!byKeys || root.contains(document.activeElement) || typingIn(document.activeElement)) return;
    opener = focusOutside(root) ?? opener;
    root.focus({ preventScroll: true });
  };
  return { root, body, close, raise };
}

/** The element with the focus, unless it is the page itself or inside `panel`. */
function focusOutside(panel: HTMLElement): HTMLElement | null {
  const a = document.activeElement;
  return a instanceof HTMLElement && a !== document.body && !panel.contains(a) ? a : null;
}

/** Back to `to` when it is still on the page and may take the focus; otherwise to the page. */
function giveFocusBack(to: HTMLElement | null): void {
  if (to?.isConnected && !to.closest('[hidden], [inert]') && !(to as HTMLButtonElement).disabled) to.focus({ preventScroll: true });
  else if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body) document.activeElement.blur();
}

/** Offers `text` as a .json file download (a Blob behind a link clicked and removed at once). */
export function downloadText(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = el('a', { href: url, download: fileName, hidden: '' });
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has taken the file by the time the click returns; the URL is freed a little later
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** A short message that fades by itself. */
export function toast(text: string, kind: 'info' | 'error' = 'info'): void {
  const t = el('div', { class: `toast toast-${kind}`, role: 'status', 'data-testid': 'toast' }, text);
  uiRoot().append(t);
  if (testHookWanted()) {
    const hook = (window.__deathmazeToasts ??= { said: [], hold: false });
    hook.said.push(text);
    if (hook.hold) return;
  }
  setTimeout(() => t.classList.add('toast-out'), 3200);
  setTimeout(() => t.remove(), 3800);
}

/**
 * A fight just ended and the combat table is still playing out its last blows (table.ts): what
 * follows (the prompts, a step that plays itself) waits, hidden, until the maze is back.
 */
export function setFightEnding(on: boolean): void {
  uiRoot().classList.toggle('fight-ending', on);
}
export const fightEnding = (): boolean => uiRoot().classList.contains('fight-ending');

/** Removes every panel and bar (when a scene hands the screen to another). */
export function clearUi(): void {
  uiRoot().replaceChildren();
}

/**
 * Whether a key went to a field the player is typing in, so the game's shortcuts leave it alone.
 * A slider takes only arrows and Home/End: with `sliders: false` it does not count.
 */
export function typingIn(target: EventTarget | null, sliders = true): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return sliders || target.type !== 'range';
  return target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/** A key the table's shortcuts leave alone: typed into a field, a browser shortcut, or taken already. */
export function notForUs(e: KeyboardEvent, sliders = true): boolean {
  return e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented || typingIn(e.target, sliders);
}
