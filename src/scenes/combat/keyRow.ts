/**
 * A fight by keys, and for a screen reader: beside the canvas, a button for each counter or box
 * the table lights, named in words: the chosen one's targets in the Party Combat Phase (8.22,
 * 9.55, 11.2), and in a reorganization who moves and the boxes of the party's rows the engine's
 * orders may put them in (8.52). The buttons come from the lists the table lights from (the
 * combat view's reach, the spells on offer, the legal orders), never from a rule worked out here.
 *
 * Focus on a target's button (or the mouse over it) marks its counter on the table; ← → ↑ ↓ go
 * along the row; Enter or Space choose. The dock keeps the keyboard's place across a redraw
 * (`keepFocus`), so a fight can be played from start to end without a pointer.
 */
import { el } from '../../ui/dom';
import { line, membersOf, type Table } from './model';

/** The words for a box of the party's rows: row, then right, middle or left as the party faces the monsters (box 0 is the right). */
export function boxWords(row: number, box: number): string {
  return `${row === 0 ? 'front row' : `row ${row + 1}`}, ${['right', 'middle', 'left'][box] ?? `box ${box + 1}`}`;
}

/** A counter's name as the table writes it: "Orc 2" when several of a kind face the party. */
export function counterName(t: Table, id: string): string {
  const s = t.shown ?? t.port.state;
  const m = s ? membersOf(s).get(id) : undefined;
  if (!m) return id;
  return m.number ? `${m.name} ${m.number}` : m.name;
}

/** Arrows move the focus along the buttons of `row` (first and last wrap round). */
function arrowsAlong(row: HTMLElement): void {
  row.addEventListener('keydown', (e) => {
    const back = e.key === 'ArrowLeft' || e.key === 'ArrowUp';
    const on = e.key === 'ArrowRight' || e.key === 'ArrowDown';
    if (!back && !on) return;
    const buttons = [...row.querySelectorAll<HTMLButtonElement>('button:not([disabled])')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0 || buttons.length === 0) return;
    buttons[(at + (on ? 1 : buttons.length - 1)) % buttons.length]!.focus();
    e.preventDefault();
    e.stopPropagation();
  });
}

/** Focus or the mouse on a button marks `id` on the table; leaving it takes the mark away. */
function marks(t: Table, b: HTMLElement, id: string): void {
  const mark = (on: boolean) => {
    const next = on ? id : t.choices.focused === id ? null : t.choices.focused;
    if (next === t.choices.focused) return;
    t.choices.focused = next;
    t.refreshLooks();
  };
  b.addEventListener('focus', () => mark(true));
  b.addEventListener('blur', () => mark(false));
  b.addEventListener('pointerenter', () => mark(true));
  b.addEventListener('pointerleave', () => mark(document.activeElement === b));
}

/** The chosen one's lit targets as buttons (null when none is lit). */
export function targetRow(t: Table): HTMLElement | null {
  const { choices } = t;
  const lit = choices.litTargets();
  if (!choices.selected || lit.length === 0) return null;
  const spell = choices.castingChoice();
  const verb = spell ? `Cast ${spell.name} at` : choices.choice.kind === 'pepper' ? 'Red Pepper at' : 'Attack';
  const who = counterName(t, choices.selected);
  const row = el('div', { class: 'combat-targets', role: 'group', 'aria-label': `${who}’s targets`, 'data-testid': 'combat-targets' });
  for (const id of lit) {
    const where = t.board.slotOf(id);
    const b = el('button', { type: 'button', class: `btn btn-secondary combat-target${spell ? ' spell' : ''}`, 'data-testid': `combat-target-${id}`, 'data-target': id, title: `${verb} ${counterName(t, id)} (Enter)` }, `${verb} ${counterName(t, id)}`);
    if (where) b.setAttribute('aria-label', `${verb} ${counterName(t, id)}, monsters’ ${where.row === 0 ? 'front row' : `row ${where.row + 1}`}`);
    b.addEventListener('click', (e) => {
      e.stopPropagation();
      t.controls.strike(id);
    });
    marks(t, b, id);
    row.append(b);
  }
  arrowsAlong(row);
  return row;
}

/**
 * 8.52 by keys: a button per adventurer to pick who moves, and for the one picked a button per
 * lit box, named by its row and side and by who stands there now.
 */
export function moveRow(t: Table): HTMLElement {
  const { choices, board } = t;
  const wrap = el('div', { class: 'combat-moves', 'data-testid': 'combat-moves' });
  const who = el('div', { class: 'combat-targets', role: 'group', 'aria-label': 'Who moves' });
  for (const id of line(board.rows.party.flat())) {
    const picked = choices.selected === id;
    const b = el('button', { type: 'button', class: `btn btn-secondary combat-target${picked ? ' selected' : ''}`, 'data-testid': `combat-pick-${id}`, 'aria-pressed': String(picked) }, `Move ${counterName(t, id)}`);
    b.addEventListener('click', (e) => {
      e.stopPropagation();
      choices.selected = picked ? null : id;
      t.refresh();
    });
    marks(t, b, id);
    who.append(b);
  }
  arrowsAlong(who);
  wrap.append(who);
  const mover = choices.selected;
  if (!mover) return wrap;
  const from = board.slotOf(mover);
  const boxes = el('div', { class: 'combat-targets', role: 'group', 'aria-label': `Where ${counterName(t, mover)} may go` });
  for (const { row, box } of choices.litBoxes()) {
    if (from && from.row === row && from.box === box) continue;
    const there = board.rows.party[row]?.[box] ?? null;
    const words = `${counterName(t, mover)} to the ${boxWords(row, box)}${there ? ` (${counterName(t, there)} moves aside)` : ''}`;
    const b = el('button', { type: 'button', class: 'btn btn-secondary combat-target', 'data-testid': `combat-box-${row}-${box}` }, words);
    b.addEventListener('click', (e) => {
      e.stopPropagation();
      t.controls.moveTo(mover, row, box);
    });
    boxes.append(b);
  }
  if (boxes.childElementCount) {
    arrowsAlong(boxes);
    wrap.append(boxes);
  }
  return wrap;
}

/**
 * Keeps the keyboard's place in the dock while it redraws: the button with the focus before is
 * focused again, or when it is gone (an attack made, a phase ended), the first of `fallbacks`
 * the dock now shows. Only when the focus was in the dock (or lost with a node the redraw took away).
 */
export function keepFocus(dock: HTMLElement, redraw: () => void, fallbacks: readonly string[]): void {
  const active = document.activeElement;
  const inDock = active instanceof HTMLElement && dock.contains(active);
  const id = inDock ? active.dataset.testid ?? null : null;
  const keys = dock.dataset.lastInput === 'key';
  const lost = keys && dock.dataset.keyFocus === '1' && (!active || active === document.body);
  redraw();
  if (!inDock && !lost) return;
  const same = id ? dock.querySelector<HTMLElement>(`[data-testid="${id}"]:not([disabled])`) : null;
  // after a click the focus goes back only to the same button: Space and Enter stay the table's
  const again = same ?? (keys ? (fallbacks.map((sel) => dock.querySelector<HTMLElement>(`${sel}:not([disabled])`)).find((x) => x) ?? null) : null);
  if (again && again !== document.activeElement) again.focus();
}

/** Marks the dock as holding the keyboard's focus (a redraw that takes the focused node puts it back). */
export function followFocus(dock: HTMLElement, cleanups: (() => void)[]): void {
  // whether the player last used the keys or a pointer: only the keys have their place kept
  const onKey = () => (dock.dataset.lastInput = 'key');
  const onPointer = (e: PointerEvent) => {
    dock.dataset.lastInput = 'pointer';
    // a press on the table (not in the dock) hands the keys back to the table's shortcuts
    if (!(e.target instanceof Node && dock.contains(e.target))) delete dock.dataset.keyFocus;
  };
  window.addEventListener('keydown', onKey, true);
  window.addEventListener('pointerdown', onPointer, true);
  cleanups.push(() => {
    window.removeEventListener('keydown', onKey, true);
    window.removeEventListener('pointerdown', onPointer, true);
  });
  dock.addEventListener('focusin', () => (dock.dataset.keyFocus = '1'));
  dock.addEventListener('focusout', (e) => {
    const to = (e).relatedTarget;
    if (to instanceof Node && !dock.contains(to)) delete dock.dataset.keyFocus;
  });
}
