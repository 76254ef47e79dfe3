/**
 * The guided first delve's card: while the lesson is on the table (port.lesson), it says what
 * the step shows and what to do, with the lesson's own way through: *Do this step* (D, the
 * table's "decide for me", which in the lesson takes the lesson's step), *Start again*, and
 * *Leave the lesson* (its step is kept, src/ui/lesson/progress.ts). A move off the lesson's path
 * is refused by the controller (src/lessonRail.ts); the card repeats why. The card folds to one
 * line, so that it never has to cover the table on a phone.
 */
import './lesson.css';
import { bus, listen } from '../../bus';
import { LESSON } from '../../games/deathmaze';
import { button, el } from '../dom';
import type { TablePort } from '../../tablePort';
import { lessonDoWords, lessonEndWords, LESSON_WORDS } from './lessonText';
import { writeLessonProgress } from './progress';

export function mountLessonCard(port: TablePort): () => void {
  let card: HTMLElement | null = null;
  /** The player's own fold, until the table changes between the maze and a fight. */
  let foldedByPlayer: boolean | null = null;
  let inFight = false;
  let refusal = '';
  /** On a phone a fight fills the screen: the card waits folded at the bottom, unless opened. */
  const phone = (): boolean => window.matchMedia('(max-width: 600px), (max-height: 500px)').matches;

  /**
   * Tells the board what the card covers (MazeScene keeps the party out from under it): a strip
   * on the left when the card is narrow beside the table, else a band across the top.
   */
  const publish = (): void => {
    const style = document.documentElement.style;
    let box = card?.getBoundingClientRect();
    const beside = !!box && box.width < window.innerWidth * 0.6;
    // a fight has a table of its own, which the card does not hold up
    if (inFight) box = undefined;
    style.setProperty('--lesson-right', box && beside ? `${Math.round(box.right)}` : '0');
    style.setProperty('--lesson-bottom', box && !beside ? `${Math.round(box.bottom)}` : '0');
  };
  const watchSize = new ResizeObserver(publish);

  const close = (): void => {
    watchSize.disconnect();
    card?.remove();
    card = null;
    publish();
  };

  const draw = (): void => {
    const place = port.lesson;
    const s = port.state;
    if (!place || !s || port.watching) {
      close();
      return;
    }
    const over = s.phase.kind === 'over';
    writeLessonProgress({ step: place.step, done: over });
    // the end screen tells the lesson's end (src/ui/endScreen.ts)
    if (over) {
      close();
      return;
    }
    const fight = s.phase.kind === 'combat' || s.phase.kind === 'lineUp';
    if (fight !== inFight) foldedByPlayer = null;
    inFight = fight;
    const folded = foldedByPlayer ?? (fight && phone());
    const words = LESSON_WORDS[place.step] ?? lessonEndWords();
    const root = card ?? el('aside', { class: 'lesson-card', 'data-testid': 'lesson-card', 'aria-label': 'The lesson' });
    if (!card) {
      document.getElementById('ui')?.append(root);
      card = root;
      watchSize.observe(root);
    }
    root.classList.toggle('lesson-folded', folded);
    root.classList.toggle('lesson-fight', fight);
    root.dataset.step = String(place.step);
    const progress = el('span', { class: 'lesson-progress', 'data-testid': 'lesson-progress' }, `Lesson · step ${place.step + 1} of ${place.steps}`);
    const fold = button(folded ? '▸' : '▾', () => {
      foldedByPlayer = !folded;
      draw();
    }, { testId: 'lesson-fold', title: folded ? 'Show the lesson' : 'Fold the lesson to one line' });
    fold.classList.add('lesson-fold');
    fold.setAttribute('aria-expanded', String(!folded));
    fold.setAttribute('aria-label', folded ? 'Show the lesson' : 'Fold the lesson');
    const head = el('div', { class: 'lesson-head' }, progress, el('h2', { class: 'lesson-title', 'data-testid': 'lesson-title' }, words.title), fold);
    root.replaceChildren(head);
    if (folded) {
      // folded, the lesson's step is still one tap away
      head.append(button('Do', () => bus.emit('intent:decide'), { kind: 'primary', testId: 'lesson-do-step', title: 'The lesson takes its step for you (D)' }));
      return;
    }
    root.append(el('p', { class: 'lesson-text', 'data-testid': 'lesson-text' }, words.text));
    const how = lessonDoWords(s, LESSON.actions[place.step] ?? null);
    if (how) root.append(el('p', { class: 'lesson-do', 'data-testid': 'lesson-do' }, how));
    if (refusal) root.append(el('p', { class: 'lesson-refused', 'data-testid': 'lesson-refused', role: 'status' }, refusal));
    root.append(el('div', { class: 'lesson-actions' }, ...actions(place.step)));
  };

  const actions = (step: number): HTMLButtonElement[] => [
    button('Do this step (D)', () => bus.emit('intent:decide'), { kind: 'primary', testId: 'lesson-do-step', title: 'The lesson takes its step for you' }),
    ...(step > 0 ? [button('Start again', () => bus.emit('intent:lesson', { at: 0 }), { testId: 'lesson-restart' })] : []),
    button('Leave the lesson', () => bus.emit('intent:title'), { testId: 'lesson-leave', title: 'To the title: Learn to play picks the lesson up at this step' }),
  ];

  const moved = (): void => {
    refusal = '';
    draw();
  };
  const offs = [
    listen('game:started', moved),
    listen('game:changed', moved),
    listen('game:refused', ({ rule, reason }) => {
      if (!port.lesson) return;
      refusal = `${rule}: ${reason}`;
      draw();
    }),
    listen('replay:moved', draw),
    listen('replay:ended', draw),
    listen('intent:title', () => queueMicrotask(draw)),
  ];
  return () => {
    for (const off of offs) off();
    close();
  };
}
