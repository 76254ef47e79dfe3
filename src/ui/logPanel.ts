/**
 * The game log: every event of the delve with its rule case and the dice it threw, grouped by
 * the action that caused it (the controller emits one batch of events per action), newest at
 * the bottom. Tapping a rule number opens the rules reference at that case. A compact strip of
 * the last few lines (`mountLogStrip`) can sit in any other panel, such as the combat side log.
 */
import './panels.css';
import { listen } from '../bus';
import type { GameEvent, GameState } from '../games/deathmaze';
import { describeAction } from '../games/deathmaze';
export { describeAction };
import { el, openPanel, type Panel } from './dom';
import { openRules } from './rulesReference';
import type { TablePort } from '../tablePort';

/** The events one action caused, under a line that says what the action was. */
export interface LogGroup {
  title: string;
  /** 3.2: the player whose decision it was, when it was one player's. */
  player: number | null;
  events: GameEvent[];
}

const START_TITLE = 'The delve begins';

function playerOf(events: readonly GameEvent[]): number | null {
  const p = events.find((e) => e.player !== undefined)?.player;
  return p ?? null;
}

// ---------------------------------------------------------------------------------------------
// The recorder: groups the controller's events by action as they arrive.

/** What the log reads (given at mount: `mountLog`); until then it has nothing to tell. */
let port: TablePort | null = null;
const NOTHING: readonly GameEvent[] = [];
const eventsSoFar = (): readonly GameEvent[] => port?.log ?? NOTHING;

/** The log panel, its strips and its recorder read the delve through `table` from now on. */
export function mountLog(table: TablePort): void {
  port = table;
}

let groups: LogGroup[] = [];
let recordedEvents = 0;
/** Bumped whenever the groups are rebuilt rather than added to (a new game, a replay). */
let generation = 0;
let before: GameState | null = null;
let recorderUsers = 0;
let recorderOff: (() => void)[] = [];
const watchers = new Set<() => void>();

function notify(): void {
  for (const w of [...watchers]) w();
}

/** The groups of the delve on the table, read from its steps (a game begun before we listened, or a loaded save): nothing is replayed. */
function groupsFromSteps(): LogGroup[] | null {
  const steps = port?.steps;
  if (!port || !steps) return null;
  const upTo = port.stepShown;
  const out: LogGroup[] = [{ title: START_TITLE, player: null, events: [...steps.eventsAt(0)] }];
  for (let k = 1; k <= upTo; k++) {
    const events = [...steps.eventsAt(k)];
    out.push({ title: steps.titleAt(k), player: playerOf(events), events });
  }
  return out;
}

function reconcile(): void {
  const log = eventsSoFar();
  if (recordedEvents === log.length) return;
  const replayed = groupsFromSteps();
  groups = replayed ?? (log.length > 0 ? [{ title: 'The delve so far', player: null, events: [...log] }] : []);
  recordedEvents = log.length;
  before = port?.state ?? null;
  generation++;
}

/** Starts grouping events as they arrive; returns the function that stops (counted: the last caller's stop ends it). */
export function startLogRecorder(): () => void {
  if (recorderUsers++ === 0) {
    groups = [];
    recordedEvents = 0;
    before = port?.state ?? null;
    reconcile();
    recorderOff = [
      listen('game:started', ({ state, events, undone }) => {
        if (undone && groups.length > 1) {
          // the last step taken back: its group goes, the others stay as they are
          recordedEvents -= groups.pop()!.events.length;
          before = state;
          reconcile();
          notify();
          return;
        }
        groups = [{ title: START_TITLE, player: null, events: [...events] }];
        recordedEvents = events.length;
        before = state;
        generation++;
        reconcile();
        notify();
      }),
      listen('game:proven', () => {
        // the steps before Continue's checkpoint now tell their events: draw them from the steps
        recordedEvents = -1;
        reconcile();
        notify();
      }),
      listen('game:changed', ({ state, events, action }) => {
        groups.push({ title: describeAction(action, before ?? state), player: playerOf(events), events: [...events] });
        recordedEvents += events.length;
        before = state;
        reconcile();
        notify();
      }),
    ];
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    if (--recorderUsers === 0) {
      for (const off of recorderOff) off();
      recorderOff = [];
    }
  };
}

/** Calls `fn` after the log has taken in new events; returns the unsubscribe. */
export function watchLog(fn: () => void): () => void {
  watchers.add(fn);
  return () => watchers.delete(fn);
}

/** The log so far, grouped by action, oldest first. */
export function logGroups(): readonly LogGroup[] {
  reconcile();
  return groups;
}

// ---------------------------------------------------------------------------------------------
// Drawing lines

const SVG = 'http://www.w3.org/2000/svg';
const PIPS: Record<number, [number, number][]> = {
  1: [[12, 12]],
  2: [[7, 7], [17, 17]],
  3: [[7, 7], [12, 12], [17, 17]],
  4: [[7, 7], [17, 7], [7, 17], [17, 17]],
  5: [[7, 7], [17, 7], [12, 12], [7, 17], [17, 17]],
  6: [[7, 6.5], [17, 6.5], [7, 12], [17, 12], [7, 17.5], [17, 17.5]],
};

/** A small die showing `face`, drawn as SVG (no font needed for the pips). */
export function dieFace(face: number): Element {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('class', 'die-face');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', `die ${face}`);
  const body = document.createElementNS(SVG, 'rect');
  for (const [k, v] of Object.entries({ x: '1.5', y: '1.5', width: '21', height: '21', rx: '5' })) body.setAttribute(k, v);
  svg.append(body);
  const pips = PIPS[face];
  if (pips) {
    for (const [cx, cy] of pips) {
      const pip = document.createElementNS(SVG, 'circle');
      pip.setAttribute('cx', String(cx));
      pip.setAttribute('cy', String(cy));
      pip.setAttribute('r', '2.2');
      svg.append(pip);
    }
  } else {
    const t = document.createElementNS(SVG, 'text');
    t.setAttribute('x', '12');
    t.setAttribute('y', '16.5');
    t.setAttribute('text-anchor', 'middle');
    t.textContent = String(face);
    svg.append(t);
  }
  return svg;
}

/** The rule number as a button that opens the reference at that case. */
export function ruleButton(rule: string): HTMLButtonElement {
  const b = el('button', { type: 'button', class: 'log-rule', 'data-testid': 'log-rule', 'data-rule': rule, title: `Rule ${rule}: open the rules reference` }, rule);
  b.addEventListener('click', (e) => {
    e.stopPropagation();
    openRules(rule);
  });
  return b;
}

function lineFor(e: GameEvent): HTMLElement {
  const dice = e.dice && e.dice.length > 0 ? el('span', { class: 'log-dice', 'aria-label': `dice ${e.dice.join(', ')}` }) : null;
  if (dice) for (const f of e.dice!) dice.append(dieFace(f));
  return el('li', { class: `log-line log-${e.kind}`, 'data-testid': 'log-line', 'data-rule': e.rule, 'data-kind': e.kind }, ruleButton(e.rule), el('span', { class: 'log-text' }, e.text), dice);
}

function groupFor(g: LogGroup, index: number, players: number): HTMLElement {
  const head = el(
    'div',
    { class: 'log-group-title' },
    el('span', { class: 'log-turn' }, index === 0 ? 'Start' : `#${index}`),
    el('span', { class: 'log-action' }, g.title),
    players > 1 && g.player !== null ? el('span', { class: 'log-player' }, `Player ${g.player + 1}`) : null,
  );
  const list = el('ol', { class: 'log-lines' });
  for (const e of g.events) list.append(lineFor(e));
  return el('section', { class: 'log-group', 'data-testid': 'log-group', 'data-index': String(index) }, head, list);
}

// ---------------------------------------------------------------------------------------------
// The panel

const PANEL_ID = 'log-panel';
let panel: Panel | null = null;

function isLogOpen(): boolean {
  return panel !== null && panel.root.isConnected;
}

/** Opens the log (or brings it forward), scrolled to the newest events. */
export function openLog(): void {
  if (isLogOpen()) {
    panel!.raise();
    return;
  }
  let stopRecorder = startLogRecorder();
  let stopWatch = (): void => undefined;
  const p = openPanel(PANEL_ID, 'Log', {
    onClose: () => {
      stopWatch();
      stopRecorder();
      stopRecorder = () => undefined;
      if (panel === p) panel = null;
    },
  });
  panel = p;
  p.root.classList.add('dm-side-panel', 'log-panel');
  // the whole log to read at leisure; its new lines are read out once, by announcer.ts
  const list = el('div', { class: 'log-list', 'data-testid': 'log-list', 'aria-live': 'off' });
  const empty = el('p', { class: 'log-empty' }, 'Nothing has happened yet: start a delve and its events will be told here, each with its rule case.');
  p.body.append(list);
  let shownGeneration = -1;
  let shownGroups = 0;
  const players = () => port?.state?.setup.players ?? 1;
  const render = () => {
    const all = logGroups();
    const atEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 24;
    if (shownGeneration !== generation) {
      list.replaceChildren();
      shownGeneration = generation;
      shownGroups = 0;
    }
    // a step taken back: its group leaves the end of the list
    for (; shownGroups > all.length; shownGroups--) list.lastElementChild?.remove();
    for (; shownGroups < all.length; shownGroups++) list.append(groupFor(all[shownGroups]!, shownGroups, players()));
    if (all.length === 0) list.append(empty);
    else empty.remove();
    // Follow the story while the reader is at its end; leave them be when they scrolled back.
    if (atEnd) list.scrollTop = list.scrollHeight;
  };
  render();
  list.scrollTop = list.scrollHeight;
  stopWatch = watchLog(render);
}

export function closeLog(): void {
  if (isLogOpen()) panel!.close();
  panel = null;
}

export function toggleLog(): void {
  if (isLogOpen()) closeLog();
  else openLog();
}

// ---------------------------------------------------------------------------------------------
// The strip

/**
 * A compact strip of the last `count` log lines inside `host` (e.g. the combat scene's side
 * log). It follows the game by itself; the returned function removes it.
 */
export function mountLogStrip(host: HTMLElement, count = 4): () => void {
  // read out by the page's one live region (announcer.ts), not here: an event is told once
  const strip = el('ol', { class: 'log-strip', 'data-testid': 'log-strip' });
  host.append(strip);
  const render = () => {
    const recent = eventsSoFar().slice(-Math.max(1, count));
    strip.replaceChildren(...recent.map(lineFor));
  };
  const stopRecorder = startLogRecorder();
  const stopWatch = watchLog(render);
  render();
  return () => {
    stopWatch();
    stopRecorder();
    strip.remove();
  };
}
