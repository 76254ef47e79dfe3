/**
 * The game log: every event of the delve with its rule case and the dice it threw, grouped by
 * the action that caused it (the controller emits one batch of events per action), newest at
 * the bottom. Tapping a rule number opens the rules reference at that case. A compact strip of
 * the last few lines (`mountLogStrip`) can sit in any other panel, such as the combat side log.
 */
import './panels.css';
import { listen } from '../bus';
import { controller } from '../session';
import { chitTypes } from '../rules/data/chitTypes';
import { monsters } from '../rules/data/monsters';
import { spells } from '../rules/data/spells';
import { weaponNames } from '../rules/data/weapons';
import { apply, newGame, type Action, type GameEvent, type GameState } from '../rules/game';
import { DIR_NAMES } from '../rules/grid';
import { itemName } from '../rules/treasure';
import { el, openPanel, type Panel } from './dom';
import { openRules } from './rulesReference';

/** The events one action caused, under a line that says what the action was. */
export interface LogGroup {
  title: string;
  /** 3.2: the player whose decision it was, when it was one player's. */
  player: number | null;
  events: GameEvent[];
}

// ---------------------------------------------------------------------------------------------
// Naming what happened

/** "Orc 2" when the group has several Orcs, else "Orc"; "the charmed Ogre" for the party's own. */
function unitLabel(s: GameState, id: string): string {
  for (const group of Object.values(s.monsters)) {
    const unit = group.units.find((u) => u.id === id);
    if (!unit) continue;
    const same = group.units.filter((u) => u.monster === unit.monster);
    const name = monsters[unit.monster].name;
    return same.length > 1 ? `${name} ${same.indexOf(unit) + 1}` : name;
  }
  const charmed = s.party.charmed.find((c) => c.unit.id === id);
  if (charmed) return `the charmed ${monsters[charmed.unit.monster].name}`;
  return s.party.adventurers.find((a) => a.id === id)?.name ?? id;
}

const nameOf = (s: GameState, id: string): string => s.party.adventurers.find((a) => a.id === id)?.name ?? unitLabel(s, id);

function itemOf(s: GameState, who: string, index: number): string {
  const item = s.party.adventurers.find((a) => a.id === who)?.items[index];
  return item ? itemName(item) : 'an item';
}

/** What an action was, in a few words, read against the state it was taken in. */
export function describeAction(action: Action, s: GameState): string {
  switch (action.type) {
    case 'place': {
      const type = s.hand?.type;
      const kind = type ? chitTypes[type].segment : 'new';
      return `Lay the ${kind} chit`;
    }
    case 'move':
      return `Move ${DIR_NAMES[action.dir]}`;
    case 'arrange':
      return 'Rearrange the marching order';
    case 'ready': {
      const adv = s.party.adventurers.find((a) => a.id === action.who);
      const w = adv?.weapons[action.weapon];
      return `${nameOf(s, action.who)} readies ${w ? `the ${weaponNames[w]}` : 'a weapon'}`;
    }
    case 'leave':
      return 'Leave the Deathmaze';
    case 'abandon':
      return 'Give up: shut in the maze';
    case 'detrap':
      return `${nameOf(s, action.who)} tries to remove the trap`;
    case 'open': {
      const source = s.phase.kind === 'trap' ? s.phase.source : 'door';
      return `${nameOf(s, action.who)} opens the ${source === 'trapdoor' ? 'trap door' : source}`;
    }
    case 'negotiate':
      return 'Negotiate';
    case 'fight':
      return 'Fight';
    case 'lineUp':
      return 'Line up the monsters';
    case 'attack':
      return `${nameOf(s, action.who)} attacks ${unitLabel(s, action.target)}`;
    case 'switch':
      return `${nameOf(s, action.who)} changes weapons`;
    case 'hold':
      return `${nameOf(s, action.who)} holds back`;
    case 'reorganize':
      return 'Reorganize the party';
    case 'take': {
      const item = s.loot[action.item];
      const laid = action.slot === undefined ? undefined : s.party.adventurers.find((a) => a.id === action.who)?.weapons[action.slot];
      return `${nameOf(s, action.who)} takes ${item ? itemName(item) : 'an item'}${laid ? ` for the ${weaponNames[laid]}` : ''}`;
    }
    case 'drop':
      return `${nameOf(s, action.who)} throws away ${itemOf(s, action.who, action.item)}`;
    case 'sleeper':
      return `${action.slay ? 'Slay' : 'Leave'} the sleeping ${unitLabel(s, action.target)}`;
    case 'discard': {
      const item = s.loot[action.item];
      return `Leave ${item ? itemName(item) : 'an item'} behind`;
    }
    case 'use':
      return `${nameOf(s, action.who)} uses ${itemOf(s, action.who, action.item)}${action.target ? ` on ${unitLabel(s, action.target)}` : ''}`;
    case 'give':
      return `${nameOf(s, action.who)} gives ${itemOf(s, action.who, action.item)} to ${nameOf(s, action.to)}`;
    case 'wield':
      return `${nameOf(s, action.who)} takes up ${itemOf(s, action.who, action.item)}`;
    case 'sesame':
      return `${nameOf(s, action.who)} uses Sesame`;
    case 'peg':
      return `${nameOf(s, action.who)} pegs the door with Cloves`;
    case 'pepper':
      return `${nameOf(s, action.who)} breathes fire at ${unitLabel(s, action.target)}`;
    case 'investigate':
      return `${nameOf(s, action.who)} investigates`;
    case 'charm':
      return action.target ? `Charm ${unitLabel(s, action.target)}` : 'Let the charm pass';
    case 'cast': {
      const spell = spells[action.spell].name;
      const on = action.target ? ` on ${action.target === action.who ? 'themself' : unitLabel(s, action.target)}` : '';
      return `${nameOf(s, action.who)} casts ${spell}${on}${action.ring ? ' from a ring' : ''}`;
    }
  }
}

const START_TITLE = 'The delve begins';

function playerOf(events: readonly GameEvent[]): number | null {
  const p = events.find((e) => e.player !== undefined)?.player;
  return p ?? null;
}

// ---------------------------------------------------------------------------------------------
// The recorder: groups the controller's events by action as they arrive.

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

/** Rebuilds the groups by replaying the controller's setup and actions (a game begun before we listened, or a loaded save). */
function replayGroups(): LogGroup[] | null {
  const setup = controller.setup;
  if (!setup) return null;
  try {
    const start = newGame(setup);
    let s = start.state;
    const out: LogGroup[] = [{ title: START_TITLE, player: null, events: start.events }];
    for (const action of controller.actions) {
      const next = apply(s, action);
      out.push({ title: describeAction(action, s), player: playerOf(next.events), events: next.events });
      s = next.state;
    }
    // Use the controller's own event objects, in the same order.
    let i = 0;
    for (const g of out) g.events = g.events.map(() => controller.log[i++]!);
    return i === controller.log.length ? out : null;
  } catch {
    return null;
  }
}

function reconcile(): void {
  if (recordedEvents === controller.log.length) return;
  const replayed = replayGroups();
  groups = replayed ?? (controller.log.length > 0 ? [{ title: 'The delve so far', player: null, events: [...controller.log] }] : []);
  recordedEvents = controller.log.length;
  before = controller.state;
  generation++;
}

/** Starts grouping events as they arrive; returns the function that stops (counted: the last caller's stop ends it). */
export function startLogRecorder(): () => void {
  if (recorderUsers++ === 0) {
    groups = [];
    recordedEvents = 0;
    before = controller.state;
    reconcile();
    recorderOff = [
      listen('game:started', ({ state, events }) => {
        groups = [{ title: START_TITLE, player: null, events: [...events] }];
        recordedEvents = events.length;
        before = state;
        generation++;
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
function watchLog(fn: () => void): () => void {
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
  const list = el('div', { class: 'log-list', 'data-testid': 'log-list', role: 'log', 'aria-live': 'polite' });
  const empty = el('p', { class: 'log-empty' }, 'Nothing has happened yet: start a delve and its events will be told here, each with its rule case.');
  p.body.append(list);
  let shownGeneration = -1;
  let shownGroups = 0;
  const players = () => controller.state?.setup.players ?? 1;
  const render = () => {
    const all = logGroups();
    const atEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 24;
    if (shownGeneration !== generation) {
      list.replaceChildren();
      shownGeneration = generation;
      shownGroups = 0;
    }
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
  const strip = el('ol', { class: 'log-strip', 'data-testid': 'log-strip', 'aria-live': 'polite' });
  host.append(strip);
  const render = () => {
    const recent = controller.log.slice(-Math.max(1, count));
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
