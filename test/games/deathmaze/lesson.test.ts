/**
 * The guided first delve (src/games/deathmaze/lesson.ts): its actions replay under the rules, step
 * by step, from its own deal; they show every part of the game the lesson teaches, in order; and
 * the whole party walks out. When a change to the rules breaks this, scripts/find-lesson.ts finds
 * a new lesson.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, LESSON, lessonBeats, newGame, type LessonBeat } from '../../../src/games/deathmaze';
import { canonicalJson } from '../../../src/engine/canonical';

function playLesson() {
  let state = newGame(LESSON.setup).state;
  const beats: LessonBeat[][] = [];
  for (const action of LESSON.actions) {
    expect(legalActions(state).map((a) => canonicalJson(a)), `step ${beats.length} is legal`).toContain(canonicalJson(action));
    const out = apply(state, action);
    beats.push(lessonBeats(state, action, out.state));
    state = out.state;
  }
  return { state, beats };
}

describe('the lesson (Learn to play)', () => {
  it('pins its rules edition, so that a later correction cannot change what its steps lead to', () => {
    expect(LESSON.setup.edition).toBe(2);
    expect(LESSON.setup.advanced).toBeUndefined();
  });

  it('5.13–5.28, 7.21, 8.43, 8.52, 9.17, 10.13, 4.0: every step is legal, and each part of the game is shown in order', () => {
    const { beats } = playLesson();
    const first = (b: LessonBeat) => beats.findIndex((xs) => xs.includes(b));
    const order: LessonBeat[] = ['lay', 'move', 'negotiate', 'lineUp', 'fight', 'reorganize', 'loot', 'trap', 'leave'];
    for (const b of order) expect(first(b), b).toBeGreaterThanOrEqual(0);
    expect(order.map(first)).toEqual([...order.map(first)].sort((a, b) => a - b));
    expect(first('leave')).toBe(LESSON.actions.length - 1);
  });

  it('4.0: the whole party walks out at the end, with treasure but short of a win', () => {
    const { state } = playLesson();
    expect(state.phase).toEqual({ kind: 'over', reason: 'escaped' });
    expect(state.party.adventurers.every((a) => a.alive)).toBe(true);
    expect(state.party.bezants + state.party.gems.reduce((n, g) => n + g, 0)).toBeGreaterThan(0);
  });
});
