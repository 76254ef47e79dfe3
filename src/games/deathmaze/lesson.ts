/**
 * The guided first delve ("Learn to play"): one Basic Game delve, its seed and every action,
 * found by scripts/find-lesson.ts so that it shows each part of the game in turn — laying chits,
 * a trapped door, a negotiation, a fight and its reorganisation, treasure taken, and the way
 * out. The table plays it step by step with the player (src/ui/lesson/): each step is one of
 * these actions, and the dice are the seed's, so the same things happen every time.
 *
 * The edition is pinned: a later correction of the rules must not change what this list leads
 * to (test/games/deathmaze/lesson.test.ts replays it and fails if it does; the finder then
 * finds a new one).
 */
import type { AdventurerSpec } from './party/party';
import type { Edition } from './edition';
import type { Action, GameSetup, GameState } from './state';

/** The party of the lesson: two Heroes and two Thieves, one with a better Detrap (3.1). */
export const LESSON_PARTY: readonly AdventurerSpec[] = [
  { name: 'Aldric', class: 'hero', weapons: ['sword', 'bow'], initial: { kind: 'woundPoint' } },
  { name: 'Brisa', class: 'thief', weapons: ['dagger', 'throwingDagger'], initial: { kind: 'detrap' } },
  { name: 'Corwin', class: 'hero', weapons: ['axe', 'bow'], initial: { kind: 'weaponSkill', weapon: 'axe' } },
  { name: 'Dara', class: 'thief', weapons: ['sword', 'bow'], initial: { kind: 'woundPoint' } },
];

export const LESSON_EDITION: Edition = 2;

/** The finder's own stream for the choices it makes (never the game's dice). */
export const LESSON_POLICY_SEED = 'lesson-teacher';

/** What a step of the lesson shows the player. */
export type LessonBeat = 'lay' | 'move' | 'trap' | 'negotiate' | 'lineUp' | 'fight' | 'reorganize' | 'loot' | 'other' | 'leave';

/** What the step from `before` by `action` (to `after`) shows. */
export function lessonBeats(before: GameState, action: Action, after: GameState): LessonBeat[] {
  const beats: LessonBeat[] = [];
  if (action.type === 'place') beats.push('lay');
  if (action.type === 'move') beats.push('move');
  if (before.phase.kind === 'trap') beats.push('trap');
  if (action.type === 'negotiate') beats.push('negotiate');
  if (action.type === 'lineUp') beats.push('lineUp');
  if (action.type === 'attack' || action.type === 'switch' || action.type === 'hold' || action.type === 'fight') beats.push('fight');
  if (action.type === 'reorganize') beats.push('reorganize');
  if (action.type === 'take') beats.push('loot');
  if (action.type === 'leave' && after.phase.kind === 'over') beats.push('leave');
  return beats.length > 0 ? beats : ['other'];
}

/** The lesson's delve: its deal (seed, party, edition) and every step, in order. */
export const LESSON: { readonly setup: GameSetup; readonly actions: readonly Action[] } = {
  setup: { seed: 'learn-1743', party: LESSON_PARTY.map((a) => ({ ...a, weapons: [...a.weapons], initial: { ...a.initial } })), edition: LESSON_EDITION },
  actions: [
    { type: 'place', x: 0, y: 0, rot: 1 },
    { type: 'move', dir: 1 },
    { type: 'place', x: 1, y: 0, rot: 1 },
    { type: 'move', dir: 2 },
    { type: 'place', x: 1, y: 1, rot: 3 },
    { type: 'negotiate' },
    { type: 'lineUp', front: ['m1'], facing: 0 },
    { type: 'attack', who: 'a1', target: 'm1' },
    { type: 'attack', who: 'a2', target: 'm1' },
    { type: 'switch', who: 'a3' },
    { type: 'switch', who: 'a4' },
    { type: 'reorganize', order: [['a3', 'a1', 'a2'], [null, null, 'a4']] },
    { type: 'attack', who: 'a1', target: 'm1' },
    { type: 'attack', who: 'a2', target: 'm1' },
    { type: 'take', item: 0, who: 'a1', slot: 0 },
    { type: 'investigate', who: 'a4' },
    { type: 'move', dir: 3 },
    { type: 'place', x: 0, y: 1, rot: 1 },
    { type: 'detrap', who: 'a2' },
    { type: 'move', dir: 0 },
    { type: 'negotiate' },
    { type: 'leave' },
  ],
};
