/**
 * The lesson's words (src/ui/lesson/lessonText.ts) fit its steps: one entry for each step, naming
 * what the step shows (so a lesson found afresh cannot keep words that no longer fit it), each
 * citing the rule cases it explains; the facing of a chit the lesson lays is told side by side.
 */
import { describe, expect, it } from 'vitest';
import { apply, LESSON, lessonBeats, newGame } from '../../../src/games/deathmaze';
import { LESSON_WORDS, lessonDoWords, lessonEndWords } from '../../../src/ui/lesson/lessonText';
import { haveRulebook, rulebookRuns, runs, words } from '../ourWords';

describe('the lesson’s words', () => {
  it('one entry per step, each naming what its step shows and citing a rule case', () => {
    expect(LESSON_WORDS).toHaveLength(LESSON.actions.length);
    let state = newGame(LESSON.setup).state;
    LESSON.actions.forEach((action, k) => {
      const out = apply(state, action);
      expect(lessonBeats(state, action, out.state), `step ${k}: ${LESSON_WORDS[k]!.title}`).toContain(LESSON_WORDS[k]!.beat);
      expect(LESSON_WORDS[k]!.text, `step ${k} cites a case`).toMatch(/\(\d+\.\d+/);
      state = out.state;
    });
  });

  it('5.24: the facing of a chit the lesson lays, side by side', () => {
    const state = newGame(LESSON.setup).state;
    const first = LESSON.actions[0]!;
    expect(first.type).toBe('place');
    expect(lessonDoWords(state, first)).toBe('The lesson lays it with doors to the east and west and open ends to the north and south.');
    expect(lessonDoWords(state, { type: 'move', dir: 0 })).toBe('');
  });

  it('4.0: the last words say what a win takes, with the figures of the rules', () => {
    expect(lessonEndWords().text).toMatch(/75 Experience/);
    expect(lessonEndWords().text).toMatch(/100 Bezants/);
  });

  it.skipIf(!haveRulebook)('is written in our words: no run of 8 words shared with the rulebook', () => {
    const book = rulebookRuns();
    const copied = [...LESSON_WORDS, lessonEndWords()].flatMap((w) => runs(words(`${w.title}. ${w.text}`)).filter((r) => book.has(r)));
    expect(copied).toEqual([]);
  });
});
