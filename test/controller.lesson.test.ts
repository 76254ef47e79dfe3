/**
 * The guided first delve on the controller (src/lessonRail.ts): it starts at the lesson's deal or
 * at the step it was left at, keeps to its steps (anything else refused under the rule "Lesson",
 * nothing changed), takes its step on "decide for me", undoes as any delve, and is never saved,
 * claimed or given an identity; a delve of the player's own ends it.
 */
import mitt from 'mitt';
import { describe, expect, it, vi } from 'vitest';
import type { BusEvents } from '../src/bus';
import { Controller } from '../src/controller';
import type { DelveClaims } from '../src/delveClaims';
import { canonicalRotation, LESSON } from '../src/games/deathmaze';
import { standardParty } from '../src/games/deathmaze/builders';
import { LESSON_RULE } from '../src/lessonRail';
import type { SaveStore } from '../src/store/store';

function rig() {
  const events = mitt<BusEvents>();
  const autosave = vi.fn(() => Promise.resolve({ ok: true }));
  const store = { autosave, flush: () => Promise.resolve() } as unknown as SaveStore;
  const claimed: string[] = [];
  const claims: DelveClaims = {
    claim: (d) => {
      claimed.push(d);
      return Promise.resolve('owned');
    },
    takeOver: () => Promise.resolve(),
    release: () => undefined,
    onLost: () => () => undefined,
  };
  const controller = new Controller(events, store, claims);
  const refused: { rule: string; reason: string }[] = [];
  events.on('game:refused', ({ rule, reason }) => refused.push({ rule, reason }));
  return { events, controller, autosave, claimed, refused };
}

describe('the lesson on the controller', () => {
  it('starts at the deal, takes its steps, and is never saved, claimed or given an identity', () => {
    const { events, controller, autosave, claimed } = rig();
    events.emit('intent:lesson', { at: 0 });
    expect(controller.lesson).toEqual({ step: 0, steps: LESSON.actions.length });
    expect(controller.state?.setup.seed).toBe(LESSON.setup.seed);
    expect(controller.delve).toBeNull();
    expect(controller.act(LESSON.actions[0]!)).toBe(true);
    expect(controller.decide()).toBe(true);
    expect(controller.actions).toEqual(LESSON.actions.slice(0, 2));
    expect(controller.lesson?.step).toBe(2);
    expect(autosave).not.toHaveBeenCalled();
    expect(claimed).toEqual([]);
  });

  it('refuses a step off the lesson’s path with the rule "Lesson", and nothing changes', () => {
    const { controller, refused } = rig();
    controller.startLesson(1);
    const before = controller.state;
    const next = LESSON.actions[1]!;
    expect(next).toEqual({ type: 'move', dir: 1 });
    // a legal move of the rules, but not the lesson's
    expect(controller.act({ type: 'move', dir: 3 })).toBe(false);
    expect(controller.state).toBe(before);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.rule).toBe(LESSON_RULE);
    expect(refused[0]!.reason).toMatch(/Move east/);
  });

  it('5.24: the chit laid in a facing that looks the same is the lesson’s step', () => {
    const { controller } = rig();
    controller.startLesson(0);
    const lay = LESSON.actions[0]!;
    if (lay.type !== 'place') throw new Error('the lesson opens with a chit laid');
    const type = controller.state!.hand!.type;
    const twin = ([0, 1, 2, 3] as const).find((r) => r !== lay.rot && canonicalRotation(type, r) === canonicalRotation(type, lay.rot));
    expect(twin, 'the entrance corridor looks the same turned half round').toBeDefined();
    expect(controller.act({ ...lay, rot: twin! })).toBe(true);
    expect(controller.lesson?.step).toBe(1);
  });

  it('resumes at the step it was left at; undo takes the last step back; a delve of the player’s own ends it', () => {
    const { events, controller, autosave } = rig();
    controller.startLesson(10);
    expect(controller.lesson?.step).toBe(10);
    expect(controller.actions).toEqual(LESSON.actions.slice(0, 10));
    // step 9, Corwin taking up his bow (8.41), threw no die: it may be taken back
    expect(LESSON.actions[9]).toEqual({ type: 'switch', who: 'a3' });
    expect(controller.undo()).toBe(true);
    expect(controller.lesson?.step).toBe(9);
    events.emit('intent:new-game', { seed: 7, party: standardParty(2) });
    expect(controller.lesson).toBeNull();
    expect(controller.act({ type: 'place', x: 0, y: 0, rot: 0 }) || controller.act({ type: 'place', x: 0, y: 0, rot: 1 })).toBe(true);
    expect(autosave).toHaveBeenCalled();
  });

  it('ends when the player goes to the title', () => {
    const { events, controller } = rig();
    controller.startLesson(3);
    events.emit('intent:title');
    expect(controller.lesson).toBeNull();
  });
});
