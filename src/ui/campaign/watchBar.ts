/**
 * Watch a campaign, for any ruleset: the bar that steps through it from the deal while the board
 * draws the step on view. First, back, play/pause, next and last, a slider over every step, what
 * the step's action was and what it told, and the way back to the table. By keyboard, Watch's
 * shortcuts of src/ui/keys.ts (← → step, Home End jump, Space plays or pauses), Escape goes back. The bar knows no game: the
 * table hands it the number of steps, how to draw one, and its lines in words.
 */
import { button, el, uiRoot } from '../dom';
import { pressed, type ShortcutId } from '../keys';
import './watchBar.css';

export interface WatchLine {
  rule: string | null;
  text: string;
}

export interface WatchOptions {
  /** The last step (step 0 is the deal). */
  length: number;
  /** Where to start (the last step unless told). */
  from?: number;
  /** Draws the game at `step` on the board. */
  show: (step: number) => void;
  /** What the action leading to `step` was ('' for the deal). */
  title: (step: number) => string;
  /** What `step` told, line by line. */
  lines: (step: number) => WatchLine[];
  /** Back to the table (the bar is gone by then). */
  close: () => void;
}

export interface WatchBar {
  readonly step: number;
  go(step: number): void;
  destroy(): void;
}

/** Steps a second while playing. */
const PLAY_MS = 700;

export function openWatchBar(opts: WatchOptions): WatchBar {
  const last = Math.max(0, opts.length);
  let step = Math.min(last, Math.max(0, opts.from ?? last));
  let timer: ReturnType<typeof setInterval> | null = null;

  const where = el('p', { class: 'watch-step', 'data-testid': 'watch-step', 'aria-live': 'polite' });
  const lines = el('ol', { class: 'watch-lines', 'data-testid': 'watch-lines', 'aria-label': 'What this step told' });
  const slider = el('input', { type: 'range', min: '0', max: String(last), step: '1', value: String(step), 'data-testid': 'watch-slider', 'aria-label': 'Step' });
  const play = button('Play', () => (timer ? pause() : start()), { kind: 'primary', testId: 'watch-play', title: 'Play or pause (Space)' });
  const bar = el('section', { class: 'watch-bar', role: 'region', 'aria-label': 'Watch the campaign', 'data-testid': 'watch-bar' },
    el('div', { class: 'watch-controls' },
      button('|◀◀', () => go(0), { testId: 'watch-first', title: 'The deal (Home)' }),
      button('◀', () => go(step - 1), { testId: 'watch-back', title: 'One step back (←)' }),
      play,
      button('▶', () => go(step + 1), { testId: 'watch-next', title: 'One step on (→)' }),
      button('▶▶|', () => go(last), { testId: 'watch-last', title: 'The last step (End)' }),
      button('Back to the table', () => close(), { testId: 'watch-close', title: 'Stop watching (Escape)' }),
    ),
    slider,
    where,
    lines,
  );

  function go(to: number): void {
    step = Math.min(last, Math.max(0, Math.trunc(to)));
    slider.value = String(step);
    const title = opts.title(step);
    where.textContent = step === 0 ? `The deal · step 0 of ${last}` : `Step ${step} of ${last}${title ? `: ${title}` : ''}`;
    lines.replaceChildren(...opts.lines(step).map((l) => el('li', {}, l.rule ? el('span', { class: 'watch-case' }, l.rule) : null, ` ${l.text}`)));
    opts.show(step);
    if (step === last) pause();
  }

  function start(): void {
    if (step === last) go(0);
    timer = setInterval(() => go(step + 1), PLAY_MS);
    play.textContent = 'Pause';
  }

  function pause(): void {
    if (timer) clearInterval(timer);
    timer = null;
    play.textContent = 'Play';
  }

  const onKey = (e: KeyboardEvent) => {
    if (e.target instanceof HTMLInputElement && e.target !== slider) return;
    const keys: [ShortcutId, () => void][] = [
      ['watch.back', () => go(step - 1)],
      ['watch.on', () => go(step + 1)],
      ['watch.first', () => go(0)],
      ['watch.last', () => go(last)],
      ['watch.play', () => (timer ? pause() : start())],
      ['close', () => close()],
    ];
    const act = keys.find(([id]) => pressed(e, id))?.[1];
    if (!act) return;
    e.preventDefault();
    act();
  };

  function destroy(): void {
    pause();
    window.removeEventListener('keydown', onKey);
    bar.remove();
  }

  function close(): void {
    destroy();
    opts.close();
  }

  slider.addEventListener('input', () => go(Number(slider.value)));
  window.addEventListener('keydown', onKey);
  uiRoot().append(bar);
  go(step);
  return {
    get step() {
      return step;
    },
    go,
    destroy,
  };
}
