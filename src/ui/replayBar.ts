/**
 * The replay bar: watching a finished or saved delve from its first chit to its last line.
 * The controller holds the replay (src/controller.ts `watch`/`stepTo`) and puts the game at the
 * replay's cursor on the table, so the board and the combat table draw it as they draw play;
 * this bar moves the cursor: first, back, play/pause, forward, last, a scrubber, the list of
 * every step with its log lines, "Share this maze", and Leave.
 *
 * Desktop keys while a replay is on: ← → one step, Space play/pause, Home/End first/last.
 *
 * For other panels:
 * - `openReplay(setup, actions, at?)` starts watching a delve (e.g. from a saved-delves list);
 *   `intent:replay-step` on the bus moves the cursor.
 */
import './replay.css';
import { bus, listen } from '../bus';
import type { TablePort } from '../tablePort';
import type { Action, GameEvent, GameSetup, GameState } from '../games/deathmaze';
import { button, el, notForUs, openPanel, uiRoot, type Panel } from './dom';
import { dieFace, ruleButton } from './logPanel';
import { ms } from './boardMotion';
import { announceSharedSeed, shareMaze } from './shareMaze';
import { pressed } from './keys';

/** Starts watching a delve from step `at` (0: the deal). False, with a message shown, when it cannot be replayed. */
export function openReplay(setup: GameSetup, actions: readonly Action[], at = 0): boolean {
  // the controller shows the replay's first step at once, or refuses with a toast
  let shown = false;
  const off = listen('replay:moved', () => (shown = true));
  bus.emit('intent:replay', { setup, actions, at });
  off();
  return shown;
}

/** Moves the replay's cursor to `step`. */
const stepTo = (step: number): void => bus.emit('intent:replay-step', step);

/** What the bar reads (given at mount). */
let port: TablePort | null = null;

const START_TITLE = 'The delve begins';
const ENDINGS = { escaped: 'the party got out', dead: 'the whole party died', lost: 'the party is lost in the maze' } as const;

/** What step `k` of the replay was, in a few words. */
function stepTitle(k: number): string {
  const tape = port?.replayTape;
  const action = tape?.actionAt(k);
  if (!tape || !action) return START_TITLE;
  return tape.titleAt(k);
}

function endingOf(state: GameState | null): string | null {
  return state?.phase.kind === 'over' ? `The end: ${ENDINGS[state.phase.reason]}.` : null;
}

/** Our own transport icons (24×24, drawn with the text colour). */
const ICONS = {
  first: '<path d="M6 5v14"/><path d="M18 6l-8 6 8 6z" fill="currentColor"/>',
  back: '<path d="M16 6l-8 6 8 6z" fill="currentColor"/>',
  play: '<path d="M8 5.5l11 6.5-11 6.5z" fill="currentColor"/>',
  pause: '<path d="M8 5.5v13M16 5.5v13" stroke-width="3.2"/>',
  forward: '<path d="M8 6l8 6-8 6z" fill="currentColor"/>',
  last: '<path d="M18 5v14"/><path d="M6 6l8 6-8 6z" fill="currentColor"/>',
} as const;

type IconName = keyof typeof ICONS;

function iconButton(name: IconName, label: string, testId: string, onClick: () => void): HTMLButtonElement {
  const b = button('', onClick, { testId, title: label });
  b.classList.add('replay-btn');
  b.setAttribute('aria-label', label);
  setIcon(b, name);
  blurOnPointer(b);
  return b;
}

function setIcon(b: HTMLButtonElement, name: IconName): void {
  b.innerHTML = `<svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${ICONS[name]}</svg>`;
  b.dataset.icon = name;
}

/** A mouse or finger press leaves no focus behind, so Space goes on meaning play/pause. */
function blurOnPointer(b: HTMLButtonElement): void {
  b.addEventListener('click', (e) => {
    if (e.detail > 0) b.blur();
  });
}

function lineFor(e: GameEvent): HTMLElement {
  const dice = e.dice && e.dice.length > 0 ? el('span', { class: 'replay-dice', 'aria-label': `dice ${e.dice.join(', ')}` }) : null;
  if (dice) for (const f of e.dice!.slice(0, 8)) dice.append(dieFace(f));
  return el('li', { class: 'replay-line', 'data-testid': 'replay-line', 'data-rule': e.rule }, ruleButton(e.rule), el('span', { class: 'replay-text' }, e.text), dice);
}

interface Bar {
  root: HTMLElement;
  update(at: number, steps: number, events: readonly GameEvent[]): void;
  destroy(): void;
}

let bar: Bar | null = null;
let stepsPanel: Panel | null = null;

function buildBar(): Bar {
  let playing = 0;
  let at = 0;
  let steps = 0;

  const pause = () => {
    window.clearTimeout(playing);
    playing = 0;
    setIcon(play, 'play');
    play.setAttribute('aria-label', 'Play');
    play.title = 'Play (Space)';
    root.dataset.playing = 'false';
  };
  const tick = () => {
    if (!port?.watching || at >= steps) {
      pause();
      return;
    }
    stepTo(at + 1);
    playing = window.setTimeout(tick, 380 + ms(620));
  };
  const togglePlay = () => {
    if (playing) {
      pause();
      return;
    }
    // Play from the start again when at the end.
    if (at >= steps) stepTo(0);
    setIcon(play, 'pause');
    play.setAttribute('aria-label', 'Pause');
    play.title = 'Pause (Space)';
    root.dataset.playing = 'true';
    playing = window.setTimeout(tick, 200);
  };
  const go = (step: number) => {
    pause();
    stepTo(step);
  };

  const first = iconButton('first', 'First step (Home)', 'replay-first', () => go(0));
  const back = iconButton('back', 'One step back (←)', 'replay-back', () => go(at - 1));
  const play = iconButton('play', 'Play (Space)', 'replay-play', togglePlay);
  const forward = iconButton('forward', 'One step forward (→)', 'replay-forward', () => go(at + 1));
  const last = iconButton('last', 'Last step (End)', 'replay-last', () => go(steps));

  const scrub = el('input', { type: 'range', min: '0', max: '0', step: '1', value: '0', class: 'replay-scrub', 'data-testid': 'replay-scrubber', 'aria-label': 'Step of the replay' });
  let pendingScrub = 0;
  scrub.addEventListener('input', () => {
    pause();
    cancelAnimationFrame(pendingScrub);
    pendingScrub = requestAnimationFrame(() => stepTo(Number(scrub.value)));
  });

  const count = el('span', { class: 'replay-count', 'data-testid': 'replay-step', 'aria-live': 'polite' });
  const title = el('strong', { class: 'replay-title', 'data-testid': 'replay-title' });
  const lines = el('ol', { class: 'replay-lines', 'data-testid': 'replay-lines' });

  const stepsBtn = button('Steps', () => toggleSteps(), { testId: 'replay-steps', title: 'Every step of the delve and its log lines' });
  const share = button('Share', () => {
    if (port?.setup) shareMaze(port.setup);
  }, { testId: 'replay-share', title: 'Share this maze: a link with its seed' });
  const leave = button('✕', () => {
    pause();
    bus.emit('intent:replay-leave');
  }, { testId: 'replay-leave', title: 'Leave the replay' });
  leave.setAttribute('aria-label', 'Leave the replay');
  for (const b of [stepsBtn, share, leave]) blurOnPointer(b);

  const root = el(
    'section',
    { class: 'replay-bar', 'data-testid': 'replay-bar', role: 'region', 'aria-label': 'Replay' },
    el('div', { class: 'replay-head' }, el('span', { class: 'replay-badge' }, 'Replay'), count, el('span', { class: 'replay-gap' }), stepsBtn, share, leave),
    el('div', { class: 'replay-now' }, title, lines),
    el('div', { class: 'replay-controls' }, el('div', { class: 'replay-transport' }, first, back, play, forward, last), scrub),
  );
  root.dataset.playing = 'false';
  uiRoot().append(root);

  // Whatever sits at the bottom of the table stands clear of the bar (replay.css reads --replay-h).
  const publish = () => document.documentElement.style.setProperty('--replay-h', `${Math.ceil(root.getBoundingClientRect().height)}px`);
  const sizes = new ResizeObserver(publish);
  sizes.observe(root);
  document.documentElement.dataset.replay = 'on';

  // A scene clearing the overlay (clearUi) must not take the bar with it.
  const keeper = new MutationObserver(() => {
    if (!root.isConnected) uiRoot().append(root);
  });
  keeper.observe(uiRoot(), { childList: true });

  const onKey = (e: KeyboardEvent) => {
    // (Escape closes the list of steps like any panel: dismiss.ts.)
    if (notForUs(e, false)) return;
    // Space on a focused button presses that button, as everywhere else.
    if ((e.key === ' ' || e.key === 'Enter') && e.target instanceof HTMLButtonElement) return;
    if (pressed(e, 'watch.back')) go(at - 1);
    else if (pressed(e, 'watch.on')) go(at + 1);
    else if (pressed(e, 'watch.play')) {
      if (!e.repeat) togglePlay();
    } else if (pressed(e, 'watch.first')) go(0);
    else if (pressed(e, 'watch.last')) go(steps);
    else return;
    // Ours alone while watching: the board's arrow keys would try to move the party.
    e.preventDefault();
    e.stopImmediatePropagation();
  };
  window.addEventListener('keydown', onKey, true);

  return {
    root,
    update(k, n, events) {
      at = k;
      steps = n;
      count.textContent = `Step ${k} of ${n}`;
      title.textContent = k === 0 ? START_TITLE : `#${k} · ${stepTitle(k)}`;
      const ending = k === n ? endingOf(port?.state ?? null) : null;
      lines.replaceChildren(...events.map(lineFor), ...(ending ? [el('li', { class: 'replay-line replay-ending', 'data-testid': 'replay-ending' }, ending)] : []));
      if (events.length === 0 && !ending) lines.append(el('li', { class: 'replay-line replay-quiet' }, 'Nothing to tell: a choice without a roll.'));
      lines.scrollTop = 0;
      scrub.max = String(n);
      scrub.value = String(k);
      first.disabled = back.disabled = k <= 0;
      forward.disabled = last.disabled = k >= n;
      if (k >= n && playing) pause();
      root.dataset.at = String(k);
      root.dataset.steps = String(n);
      markSteps(k);
      publish();
    },
    destroy() {
      pause();
      cancelAnimationFrame(pendingScrub);
      window.removeEventListener('keydown', onKey, true);
      sizes.disconnect();
      keeper.disconnect();
      root.remove();
      delete document.documentElement.dataset.replay;
      document.documentElement.style.removeProperty('--replay-h');
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Every step, to jump to any line of the log

function isStepsOpen(): boolean {
  return stepsPanel !== null && stepsPanel.root.isConnected;
}

function closeSteps(): void {
  stepsPanel?.close();
  stepsPanel = null;
}

function toggleSteps(): void {
  if (isStepsOpen()) closeSteps();
  else openSteps();
}

function openSteps(): void {
  const tape = port?.replayTape;
  if (!tape) return;
  const p = openPanel('replay-steps-panel', 'Every step', {
    onClose: () => {
      if (stepsPanel === p) stepsPanel = null;
    },
  });
  stepsPanel = p;
  p.root.classList.add('dm-side-panel', 'replay-steps-panel');
  const list = el('ol', { class: 'replay-step-list', 'data-testid': 'replay-step-list' });
  // One pass forward: each title is read against the state its action was taken in.
  for (let k = 0; k <= tape.length; k++) {
    const action = tape.actionAt(k);
    const head = action ? tape.titleAt(k) : START_TITLE;
    const jump = el(
      'button',
      { type: 'button', class: 'replay-step', 'data-testid': 'replay-step-item', 'data-step': String(k) },
      el('span', { class: 'replay-step-head' }, el('span', { class: 'replay-step-n' }, k === 0 ? 'Start' : `#${k}`), el('span', {}, head)),
      el('span', { class: 'replay-step-lines' }, ...tape.eventsAt(k).map((e) => el('span', { class: 'replay-step-line' }, el('span', { class: 'replay-step-rule' }, e.rule), ` ${e.text}`))),
    );
    jump.addEventListener('click', () => {
      stepTo(k);
      // On a phone the list covers the table: show the step.
      if (window.matchMedia?.('(max-width: 600px)').matches) closeSteps();
    });
    list.append(el('li', {}, jump));
  }
  p.body.append(list);
  markSteps(port?.replayPosition?.at ?? 0, true);
}

function markSteps(at: number, scroll = false): void {
  if (!isStepsOpen()) return;
  const root = stepsPanel!.root;
  root.querySelector('.replay-step[aria-current]')?.removeAttribute('aria-current');
  const now = root.querySelector<HTMLElement>(`.replay-step[data-step="${at}"]`);
  if (!now) return;
  now.setAttribute('aria-current', 'step');
  if (scroll) now.scrollIntoView({ block: 'center' });
  else now.scrollIntoView({ block: 'nearest' });
}

// ---------------------------------------------------------------------------------------------

/**
 * Shows the bar while a replay is on (mount once, at start-up); returns the unmount. At start-up
 * it also tells a player who came from a shared link which seed their next delve will use.
 */
export function mountReplayBar(table: TablePort): () => void {
  port = table;
  announceSharedSeed();
  const offs = [
    listen('replay:moved', ({ at, steps, events }) => {
      bar ??= buildBar();
      bar.update(at, steps, events);
    }),
    listen('replay:ended', () => {
      closeSteps();
      bar?.destroy();
      bar = null;
    }),
  ];
  return () => {
    for (const off of offs) off();
    closeSteps();
    bar?.destroy();
    bar = null;
  };
}
