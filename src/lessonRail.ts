/**
 * The guided first delve, on the controller's side: the lesson's own delve
 * (src/games/deathmaze/lesson.ts) kept to its steps. The dice are the lesson's seed, so each of
 * its steps leads where the lesson says; a step off the lesson's path is refused (the rule
 * "Lesson", with the step the lesson waits for), and "decide for me" takes that step. A chit
 * laid in another facing that looks the same (a straight corridor turned half round) is the same
 * step. The lesson is never saved among the player's delves and never joins the roster: it
 * remembers only how far the player got (src/ui/lesson/progress.ts).
 */
import { canonicalJson } from './engine/canonical';
import { canonicalRotation, describeAction, LESSON, type Action, type GameState } from './games/deathmaze';

/** The rule a refusal off the lesson's path cites. */
export const LESSON_RULE = 'Lesson';

/** How far the lesson on the table has come: `step` actions taken of `steps`. */
export interface LessonPlace {
  step: number;
  steps: number;
}

/** The lesson's step number `step` (0-based), or null past its end. */
export const lessonStep = (step: number): Action | null => LESSON.actions[step] ?? null;

export const LESSON_STEPS = LESSON.actions.length;

/** `action` is the lesson's step `step`, or one the table cannot tell from it. */
export function onLesson(state: GameState, step: number, action: Action): boolean {
  const next = lessonStep(step);
  if (!next) return false;
  if (canonicalJson(next) === canonicalJson(action)) return true;
  if (next.type !== 'place' || action.type !== 'place' || next.x !== action.x || next.y !== action.y || !state.hand) return false;
  return canonicalRotation(state.hand.type, next.rot) === canonicalRotation(state.hand.type, action.rot);
}

/** Why `action` is refused at step `step` of the lesson, or null when it is the step. */
export function offLesson(state: GameState, step: number, action: Action): string | null {
  if (onLesson(state, step, action)) return null;
  const next = lessonStep(step);
  if (!next) return 'The lesson is over: start a delve of your own from the title.';
  const facing = next.type === 'place' && state.hand ? ' turned as the lesson card shows' : '';
  return `In the lesson the next step is “${describeAction(next, state)}”${facing}. Try it, or let the lesson take it (Do this step).`;
}
