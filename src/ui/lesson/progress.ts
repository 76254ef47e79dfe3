/**
 * How far the player got in the guided first delve: a step number kept in this browser's
 * localStorage, apart from the saved delves and the roster (neither ever holds the lesson), so
 * Learn to play resumes where it was left. Storage that refuses (private windows) only means
 * the lesson starts from the beginning next time.
 */
const KEY = 'deathmaze-lesson';

export interface LessonProgress {
  /** Actions of the lesson taken. */
  step: number;
  /** The lesson's delve reached its end. */
  done: boolean;
}

const NONE: LessonProgress = { step: 0, done: false };

export function readLessonProgress(): LessonProgress {
  try {
    const raw: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? 'null');
    if (!raw || typeof raw !== 'object') return NONE;
    const { step, done } = raw as Record<string, unknown>;
    if (typeof step !== 'number' || !Number.isInteger(step) || step < 0 || step > 10_000) return NONE;
    return { step, done: done === true };
  } catch {
    return NONE;
  }
}

export function writeLessonProgress(progress: LessonProgress): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(progress));
  } catch {
    // kept for this visit only: the lesson still plays
  }
}
