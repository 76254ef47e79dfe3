/**
 * The marching order (5.11, 5.12, 5.14): the party's counters standing in rows of three boxes,
 * front row first. The player picks a counter up with a mouse or a finger and puts it down in
 * another box (a taken box swaps its counter back); a tap on a counter and then on a box does
 * the same without dragging, and so do Enter/Space on a focused counter and box.
 *
 * The engine judges: `marchingOrderProblem` (party.ts) says whether the order keeps to 5.12,
 * and the editor shows its reason inline with the rule case.
 *
 * Box 0 is the rightmost as the party sees it (party.ts), and the party marches up the screen,
 * so box 0 is drawn on the right.
 */
import { bus, listen } from '../bus';
import { monsters } from '../games/deathmaze';
import { marchingOrderProblem, tidyOrder, type MarchingOrder } from '../games/deathmaze';
import type { GameState, Phase } from '../games/deathmaze';
import { button, el, openPanel, toast, type Panel } from './dom';
import { dismissible, type Layer } from './dismiss';
import { loadSettings } from './settings';
import './setup.css';

export type CounterKind = 'hero' | 'thief' | 'wizard' | 'monster';

export interface OrderMember {
  id: string;
  name: string;
  kind: CounterKind;
  /** A short line under the name in a tooltip (e.g. "Charmed Orc"). */
  note?: string;
}

export interface MarchingOrderEditor {
  /** The order as it stands (trailing empty rows dropped): what to send to the engine. */
  order(): MarchingOrder;
  /** 5.12: why the engine would refuse this order, or null when it keeps to the rule. */
  problem(): string | null;
  /** True when the engine accepts the order. */
  valid(): boolean;
  /** Called after every change, with the new order and its problem. Returns the unsubscribe. */
  onChange(cb: (order: MarchingOrder, problem: string | null) => void): () => void;
  /** Replaces the order shown. */
  setOrder(order: MarchingOrder): void;
  /** Removes the editor and its listeners. */
  destroy(): void;
}

export interface MarchingOrderOptions {
  /** Prefix for every data-testid, so two editors can share a page. */
  testIdPrefix?: string;
  onChange?: (order: MarchingOrder, problem: string | null) => void;
}

const ROW_ROLES = ['Front row · melee weapons', 'Second row · missiles', 'Third row · no combat'];
const rowRole = (r: number): string => ROW_ROLES[r] ?? `Row ${r + 1} · no combat`;

/** CSS pixels a press may wander before it becomes a drag (taps stay taps). */
const DRAG_THRESHOLD = 6;

const EMBLEMS: Record<CounterKind, string> = {
  // a heater shield with a sword down its middle
  hero:
    '<path d="M31 27h38v22c0 15-9 25-19 30-10-5-19-15-19-30z" fill="#d9c08a" stroke="#3a2410" stroke-width="2.5"/>' +
    '<path d="M48 16h4v44h-4z M40 55h20v4H40z M47 59h6v10h-6z" fill="#f4ead4" stroke="#3a2410" stroke-width="1.6"/>',
  // a domino mask over a thin blade
  thief:
    '<path d="M66 20 36 66" stroke="#e8e2d2" stroke-width="4" stroke-linecap="round"/><path d="M33 62l-6 10 10-6z" fill="#e8e2d2"/>' +
    '<path d="M20 42c9-9 23-7 30 0 7-7 21-9 30 0-1 13-14 18-23 12l-7-4-7 4c-9 6-22 1-23-12z" fill="#1b1512" stroke="#d9c08a" stroke-width="2.2"/>' +
    '<ellipse cx="38" cy="46" rx="6.5" ry="4" fill="#d9c08a"/><ellipse cx="62" cy="46" rx="6.5" ry="4" fill="#d9c08a"/>',
  // a five-pointed star over a staff
  wizard:
    '<path d="M50 12 58 36 84 36 63 51 71 75 50 60 29 75 37 51 16 36 42 36z" fill="#d9c08a" stroke="#2a1f3d" stroke-width="2.4" stroke-linejoin="round"/>',
  // three claw marks
  monster:
    '<path d="M30 22c10 16 12 32 8 50M48 18c9 18 10 36 5 56M66 22c9 16 10 32 5 50" fill="none" stroke="#e9dfc7" stroke-width="6" stroke-linecap="round"/>',
};

/** Field colours, light and dark: the same as the combat counters' (counterArt.ts). */
const FIELDS: Record<CounterKind, [string, string]> = {
  hero: ['#3a66a8', '#24477e'],
  thief: ['#417a50', '#2c5638'],
  wizard: ['#6a4b96', '#4a2f6e'],
  monster: ['#a23d2c', '#7b2a20'],
};

let counterSerial = 0;

/** A round counter: a brass rim, a field in the class colour, the class emblem and the name. */
export function counterElement(member: OrderMember, testId?: string): HTMLElement {
  const [light, dark] = FIELDS[member.kind];
  // Each counter its own gradient id: a shared one vanishes when its first owner is hidden.
  const gid = `mo-g-${++counterSerial}`;
  const svg =
    `<svg viewBox="0 0 100 100" aria-hidden="true" class="mo-art">` +
    `<defs><radialGradient id="${gid}" cx="40%" cy="32%" r="75%"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></radialGradient></defs>` +
    `<circle cx="50" cy="50" r="48" fill="#6b4d12"/><circle cx="50" cy="50" r="45.5" fill="#e0bc55"/>` +
    `<circle cx="50" cy="50" r="41" fill="url(#${gid})"/>` +
    `<g transform="translate(50 37) scale(0.56) translate(-50 -50)">${EMBLEMS[member.kind]}</g>` +
    `<path d="M13 63Q50 57 87 63L83 77Q50 85 17 77Z" fill="#000" opacity="0.42"/>` +
    `<ellipse cx="40" cy="22" rx="20" ry="8" fill="#fff" opacity="0.12"/>` +
    `</svg>`;
  const title = member.note ? `${member.name} — ${member.note}` : member.name;
  const node = el('div', { class: `mo-counter mo-${member.kind}`, 'data-id': member.id, title, role: 'button', tabindex: '0', 'aria-label': title });
  if (testId) node.dataset.testid = testId;
  node.innerHTML = svg;
  node.append(el('span', { class: 'mo-name' }, member.name));
  return node;
}

type Rows = (string | null)[][];

const copyRows = (rows: MarchingOrder): Rows => rows.map((r) => [r[0] ?? null, r[1] ?? null, r[2] ?? null]);
const count = (row: (string | null)[] | undefined): number => (row ? row.filter((x) => x !== null).length : 0);

/**
 * Mounts the marching-order editor in `host` with the given counters and opening order.
 * The editor never decides legality itself: it asks `marchingOrderProblem`.
 */
export function mountMarchingOrder(host: HTMLElement, members: readonly OrderMember[], initial: MarchingOrder, opts: MarchingOrderOptions = {}): MarchingOrderEditor {
  const prefix = opts.testIdPrefix ?? '';
  const byId = new Map(members.map((m) => [m.id, m]));
  const ids = members.map((m) => m.id);
  const maxRows = Math.max(2, members.length - 1);
  const listeners = new Set<(order: MarchingOrder, problem: string | null) => void>();
  if (opts.onChange) listeners.add(opts.onChange);

  let rows: Rows = [[null, null, null]];
  let selected: string | null = null;
  let settleId: string | null = null;

  const root = el('div', { class: 'mo-editor', 'data-testid': `${prefix}order-editor` });
  const ahead = el('div', { class: 'mo-ahead', 'aria-hidden': 'true' }, el('span', {}, '▲ the way ahead'));
  const grid = el('div', { class: 'mo-rows' });
  const problemEl = el('div', { class: 'mo-problem', role: 'status', 'aria-live': 'polite', 'data-testid': `${prefix}order-problem` });
  const hint = el('p', { class: 'mo-hint' }, 'Drag a counter to another box, or tap a counter and then a box. 5.12: two or three march in front (one alone), never more than three to a row.');
  root.append(ahead, grid, problemEl, hint);
  host.append(root);

  /** No empty rows between occupied ones; one empty row behind the last to drop into. */
  const normalize = (): void => {
    let out = rows.filter((r, i) => i === 0 || count(r) > 0);
    while (out.length > 1 && count(out[out.length - 1]) === 0) out = out.slice(0, -1);
    if (out.length < maxRows) out.push([null, null, null]);
    rows = out;
  };

  const currentOrder = (): MarchingOrder => tidyOrder(copyRows(rows));
  const currentProblem = (): string | null => marchingOrderProblem(currentOrder(), ids);

  const where = (id: string): [number, number] | null => {
    for (let r = 0; r < rows.length; r++) {
      const b = rows[r]!.indexOf(id);
      if (b >= 0) return [r, b];
    }
    return null;
  };

  const moveTo = (id: string, row: number, box: number): void => {
    const from = where(id);
    const target = rows[row];
    if (!from || !target) return;
    if (from[0] === row && from[1] === box) return;
    const other = target[box] ?? null;
    target[box] = id;
    rows[from[0]]![from[1]] = other;
    selected = null;
    settleId = id;
    normalize();
    render();
    const order = currentOrder();
    const problem = currentProblem();
    for (const cb of listeners) cb(order, problem);
  };

  const reduced = (): boolean => loadSettings().reducedMotion;

  // --- dragging -----------------------------------------------------------------------------
  interface Drag {
    id: string;
    pointerId: number;
    node: HTMLElement;
    startX: number;
    startY: number;
    x: number;
    y: number;
    ghost: HTMLElement | null;
    over: HTMLElement | null;
    /** The scrolling box around the editor, scrolled when a held counter nears its edge. */
    scroller: HTMLElement | null;
    frame: number;
  }
  let drag: Drag | null = null;

  const scrollParent = (): HTMLElement | null => {
    for (let p = root.parentElement; p; p = p.parentElement) {
      const oy = getComputedStyle(p).overflowY;
      if ((oy === 'auto' || oy === 'scroll') && p.scrollHeight > p.clientHeight) return p;
    }
    return null;
  };

  /** On a short screen the rows run past the edge: holding a counter near it scrolls them. */
  const autoScroll = (): void => {
    const d = drag;
    if (!d?.ghost || !d.scroller) return;
    const r = d.scroller.getBoundingClientRect();
    const edge = 48;
    const step = d.y < r.top + edge ? -Math.ceil((r.top + edge - d.y) / 4) : d.y > r.bottom - edge ? Math.ceil((d.y - (r.bottom - edge)) / 4) : 0;
    if (step !== 0) {
      d.scroller.scrollTop += step;
      setOver(boxAt(d.x, d.y));
    }
    d.frame = requestAnimationFrame(autoScroll);
  };

  const boxAt = (x: number, y: number): HTMLElement | null => {
    const hit = document.elementFromPoint(x, y);
    const box = hit?.closest<HTMLElement>('.mo-box');
    return box && root.contains(box) ? box : null;
  };

  const setOver = (box: HTMLElement | null): void => {
    if (!drag || drag.over === box) return;
    drag.over?.classList.remove('mo-over');
    box?.classList.add('mo-over');
    drag.over = box;
  };

  const lift = (d: Drag): void => {
    const rect = d.node.getBoundingClientRect();
    const ghost = d.node.cloneNode(true) as HTMLElement;
    ghost.removeAttribute('data-testid');
    ghost.classList.add('mo-ghost');
    ghost.style.left = `${rect.left}px`;
    ghost.style.top = `${rect.top}px`;
    ghost.style.width = `${rect.width}px`;
    ghost.style.height = `${rect.height}px`;
    document.body.append(ghost);
    d.node.classList.add('mo-lifted');
    d.ghost = ghost;
    d.scroller = scrollParent();
    root.classList.add('mo-dragging');
    d.frame = requestAnimationFrame(autoScroll);
  };

  const endDrag = (x: number, y: number, cancelled: boolean): void => {
    const d = drag;
    if (!d) return;
    drag = null;
    cancelAnimationFrame(d.frame);
    root.classList.remove('mo-dragging');
    d.over?.classList.remove('mo-over');
    if (!d.ghost) return;
    const ghost = d.ghost;
    // the ghost springs back to where the counter stands now (the rows may have scrolled)
    const home = d.node.getBoundingClientRect();
    const left = parseFloat(ghost.style.left);
    const top = parseFloat(ghost.style.top);
    const box = cancelled ? null : boxAt(x, y);
    if (box) {
      ghost.remove();
      d.node.classList.remove('mo-lifted');
      moveTo(d.id, Number(box.dataset.row), Number(box.dataset.box));
      return;
    }
    // Not over a box: the counter springs back to where it stood.
    if (reduced()) {
      ghost.remove();
      d.node.classList.remove('mo-lifted');
      return;
    }
    ghost.classList.add('mo-return');
    ghost.style.transform = `translate(${home.left - left}px, ${home.top - top}px)`;
    const done = () => {
      ghost.remove();
      d.node.classList.remove('mo-lifted');
    };
    ghost.addEventListener('transitionend', done, { once: true });
    setTimeout(done, 400);
  };

  const tapCounter = (id: string): void => {
    if (selected && selected !== id) {
      const there = where(id);
      if (there) {
        moveTo(selected, there[0], there[1]);
        return;
      }
    }
    selected = selected === id ? null : id;
    render();
  };

  const tapBox = (row: number, box: number): void => {
    if (!selected) return;
    moveTo(selected, row, box);
  };

  const wireCounter = (node: HTMLElement, id: string): void => {
    node.addEventListener('pointerdown', (e) => {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      if (drag) return;
      e.preventDefault();
      node.setPointerCapture?.(e.pointerId);
      drag = { id, pointerId: e.pointerId, node, startX: e.clientX, startY: e.clientY, x: e.clientX, y: e.clientY, ghost: null, over: null, scroller: null, frame: 0 };
    });
    node.addEventListener('pointermove', (e) => {
      const d = drag;
      if (!d || d.pointerId !== e.pointerId) return;
      const dx = e.clientX - d.startX;
      const dy = e.clientY - d.startY;
      d.x = e.clientX;
      d.y = e.clientY;
      if (!d.ghost) {
        if (Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
        lift(d);
      }
      d.ghost!.style.transform = `translate(${dx}px, ${dy}px) scale(1.08)`;
      setOver(boxAt(e.clientX, e.clientY));
    });
    node.addEventListener('pointerup', (e) => {
      const d = drag;
      if (!d || d.pointerId !== e.pointerId) return;
      if (!d.ghost) {
        drag = null;
        tapCounter(id);
        return;
      }
      endDrag(e.clientX, e.clientY, false);
    });
    node.addEventListener('pointercancel', (e) => {
      if (drag?.pointerId === e.pointerId) endDrag(e.clientX, e.clientY, true);
    });
    node.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        tapCounter(id);
        root.querySelector<HTMLElement>(`.mo-counter[data-id="${CSS.escape(id)}"]`)?.focus();
      }
    });
  };

  const render = (): void => {
    const focusedKey = (document.activeElement as HTMLElement | null)?.dataset?.key;
    grid.replaceChildren();
    rows.forEach((row, r) => {
      const boxes = el('div', { class: 'mo-boxes' });
      for (let b = 0; b < 3; b++) {
        const id = row[b] ?? null;
        const box = el('div', {
          class: `mo-box${selected ? ' mo-target' : ''}`,
          'data-row': String(r),
          'data-box': String(b),
          'data-key': `box-${r}-${b}`,
          'data-testid': `${prefix}box-${r}-${b}`,
          role: 'button',
          tabindex: id ? '-1' : '0',
          'aria-label': `${rowRole(r)}, box ${b + 1}${id ? `: ${byId.get(id)?.name ?? id}` : ', empty'}`,
        });
        if (id) {
          const member = byId.get(id) ?? { id, name: id, kind: 'monster' as const };
          const node = counterElement(member, `${prefix}counter-${id}`);
          node.dataset.key = `counter-${id}`;
          if (selected === id) node.classList.add('mo-selected');
          if (settleId === id && !reduced()) node.classList.add('mo-settle');
          wireCounter(node, id);
          box.append(node);
        }
        box.addEventListener('click', (e) => {
          if ((e.target as Element).closest('.mo-counter')) return;
          tapBox(r, b);
        });
        box.addEventListener('keydown', (e) => {
          if ((e.key === 'Enter' || e.key === ' ') && e.target === box) {
            e.preventDefault();
            tapBox(r, b);
          }
        });
        boxes.append(box);
      }
      const full = count(row);
      grid.append(
        el(
          'div',
          { class: `mo-row${r === 0 ? ' mo-front' : ''}`, 'data-testid': `${prefix}row-${r}` },
          el('div', { class: 'mo-row-label' }, el('span', {}, rowRole(r)), el('span', { class: 'mo-row-count' }, `${full}/3`)),
          boxes,
        ),
      );
    });
    settleId = null;
    const problem = currentProblem();
    problemEl.replaceChildren();
    if (problem) {
      problemEl.append(el('strong', { class: 'mo-rule' }, '5.12'), ' ', problem);
      root.classList.add('mo-invalid');
    } else {
      problemEl.append(el('strong', { class: 'mo-rule mo-rule-ok' }, '5.12'), ' The order keeps to the rule.');
      root.classList.remove('mo-invalid');
    }
    if (focusedKey) grid.querySelector<HTMLElement>(`[data-key="${CSS.escape(focusedKey)}"]`)?.focus();
    syncHolding();
  };

  // A counter picked up is a layer of the overlay's Escape stack (dismiss.ts): Escape puts it
  // down before it closes the panel the editor is in.
  const holding: Layer = {
    close: () => {
      selected = null;
      render();
    },
    isOpen: () => selected !== null && root.isConnected,
  };
  let letGo: (() => void) | null = null;
  const syncHolding = (): void => {
    if (selected && !letGo) letGo = dismissible(holding);
    else if (!selected && letGo) {
      letGo();
      letGo = null;
    }
  };

  const setOrder = (order: MarchingOrder): void => {
    rows = copyRows(order.length > 0 ? order : [[null, null, null]]);
    selected = null;
    normalize();
    render();
  };
  setOrder(initial);

  return {
    order: currentOrder,
    problem: currentProblem,
    valid: () => currentProblem() === null,
    onChange(cb) {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    setOrder,
    destroy() {
      if (drag) cancelAnimationFrame(drag.frame);
      if (drag?.ghost) drag.ghost.remove();
      drag = null;
      listeners.clear();
      letGo?.();
      letGo = null;
      root.remove();
    },
  };
}

/** The counters of everyone in the marching order now: living adventurers and charmed monsters (9.45). */
export function orderMembers(state: GameState): OrderMember[] {
  const out: OrderMember[] = state.party.adventurers
    .filter((a) => a.alive)
    .map((a) => ({ id: a.id, name: a.name, kind: a.class }));
  for (const c of state.party.charmed) {
    const name = monsters[c.unit.monster].name;
    out.push({ id: c.unit.id, name, kind: 'monster', note: 'charmed' });
  }
  return out;
}

/** 5.14: the phases in which the party may rearrange (not in combat or negotiation). */
export const ARRANGE_PHASES: readonly Phase['kind'][] = ['explore', 'place', 'trap', 'loot'];

export function canArrange(state: GameState | null): boolean {
  return !!state && ARRANGE_PHASES.includes(state.phase.kind);
}

/**
 * 5.14: opens the marching-order editor over the board. OK sends `{ type: 'arrange', order }`;
 * the panel closes when the engine applies it and stays open on a refusal (the controller
 * shows the reason as a toast). Returns null, with a toast, when the phase does not allow it.
 * `state` is the game on the table now.
 */
export function openArrangePanel(state: GameState | null): Panel | null {
  if (!state) return null;
  if (!canArrange(state)) {
    toast('5.14: the marching order can be changed only outside combat and negotiation.', 'error');
    return null;
  }
  const unsubscribe: (() => void)[] = [];
  let editor: MarchingOrderEditor | null = null;
  const panel = openPanel('arrange-panel', 'Marching order', {
    onClose: () => {
      for (const off of unsubscribe.splice(0)) off();
      editor?.destroy();
      editor = null;
    },
  });
  panel.root.classList.add('arrange-panel');
  editor = mountMarchingOrder(panel.body, orderMembers(state), state.party.order, { testIdPrefix: 'arrange-' });
  const ok = button(
    'OK',
    () => {
      if (editor) bus.emit('intent:action', { type: 'arrange', order: editor.order() });
    },
    { kind: 'primary', testId: 'arrange-ok' },
  );
  const cancel = button('Cancel', () => panel.close(), { testId: 'arrange-cancel' });
  const sync = () => (ok.disabled = !editor?.valid());
  editor.onChange(sync);
  sync();
  panel.body.append(el('div', { class: 'mo-actions' }, cancel, ok));

  unsubscribe.push(
    listen('game:changed', ({ state: next, action }) => {
      if (action.type === 'arrange' || !canArrange(next)) panel.close();
    }),
    listen('game:started', () => panel.close()),
    listen('intent:title', () => panel.close()),
  );
  return panel;
}
