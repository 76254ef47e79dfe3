/**
 * What the combat table tells the browser tests (with `?test=1`), beside the common hook: where
 * the counters and boxes are on the page, what is lit and chosen, the dice landed, the spells
 * drawn and each counter's special states.
 */
import * as Phaser from 'phaser';
import type { DeathmazeTestHook, ScreenPoint } from '../../testHook';
import { membersOf, type Point, type Table } from './model';

/** What the combat table tells the browser tests, beside the common hook. */
export interface CombatHookInfo {
  /** Dice are rolling or results are being played out. */
  animating: boolean;
  /** A counter is still on its way: sliding to a new box, springing back or shaking off a blow. */
  sliding: boolean;
  /** Dice that have landed on this table so far, and the faces of the last throw. */
  diceLanded: number;
  lastDice: number[];
  /** 'lineUp', 'party' or 'reorganize'. */
  mode: string;
  /** The adventurer (or charmed monster) chosen to act or to move. */
  selected: string | null;
  /** The counter marked for the keyboard: its button in the dock has the focus. */
  focused: string | null;
  /** Counters a tap would now act on (the chosen one's targets). */
  litTargets: string[];
  /** Party boxes lit for the counter being moved (8.52). */
  litBoxes: { row: number; box: number }[];
  /** The line-up on show, while the player arranges the monsters (8.13). */
  lineUp: { front: string[]; facing: number } | null;
}

/** What the combat table tells the browser tests about spells and special states (Advanced Game). */
export interface CombatSpellHookInfo {
  /** 11.2: the spell chosen in the dock, waiting for a target on the table (`spell` or `spell:ring`). */
  casting: string | null;
  /** Spells drawn going off on this table so far, in order (the caster's and Evil Wizards', 12.2). */
  spellsShown: string[];
  /** Status words on each counter (asleep, charmed, regenerating...), by id. */
  statuses: Record<string, string[]>;
}

export type CombatTestHook = DeathmazeTestHook & { combat: CombatHookInfo; spells: CombatSpellHookInfo };

/** Puts the combat table's hook on `window.__deathmaze`; it says ready once the first frame is drawn. */
export function exposeTestHook(t: Table, ratio: () => number): void {
  const scene = t.phaser;
  const toPage = (p: Point): ScreenPoint => {
    const rect = scene.game.canvas.getBoundingClientRect();
    return { x: rect.left + window.scrollX + (p.x * rect.width) / scene.scale.width, y: rect.top + window.scrollY + (p.y * rect.height) / scene.scale.height };
  };
  const lineUpNow = () => {
    const o = t.view()?.lineUp?.chosen;
    return o ? { front: [...o.front], facing: o.facing } : null;
  };
  const info = Object.defineProperties({} as CombatHookInfo, {
    animating: { enumerable: true, get: () => t.playback.playing > 0 },
    sliding: { enumerable: true, get: () => [...t.counters.views.values()].some((v) => !v.dying && scene.tweens.isTweening(v.root)) },
    diceLanded: { enumerable: true, get: () => t.playback.dice.landed },
    lastDice: { enumerable: true, get: () => [...t.playback.dice.lastFaces] },
    mode: { enumerable: true, get: () => t.mode() },
    selected: { enumerable: true, get: () => t.choices.selected },
    focused: { enumerable: true, get: () => t.choices.focused },
    litTargets: { enumerable: true, get: () => t.choices.litTargets() },
    litBoxes: { enumerable: true, get: () => t.choices.litBoxes() },
    lineUp: { enumerable: true, get: lineUpNow },
  });
  const statuses = (): Record<string, string[]> => {
    const s = t.shown;
    const out: Record<string, string[]> = {};
    if (s) for (const [id, m] of membersOf(s)) if (m.status.length) out[id] = m.status.map((x) => x.key);
    return out;
  };
  const spells = Object.defineProperties({} as CombatSpellHookInfo, {
    casting: {
      enumerable: true,
      get: () => {
        const c = t.choices.casting();
        return c ? `${c.spell}${c.ring ? ':ring' : ''}` : null;
      },
    },
    spellsShown: { enumerable: true, get: () => [...t.playback.spellsShown] },
    statuses: { enumerable: true, get: statuses },
  });
  const base: CombatTestHook = {
    ready: false,
    scene: 'CombatScene',
    hud: '',
    chitsDrawn: 0,
    cellToScreen: () => ({ x: 0, y: 0 }),
    camera: { zoom: 1, scrollX: 0, scrollY: 0 },
    counterToScreen: (id: string): ScreenPoint | null => {
      const v = t.counters.living(id);
      return v ? toPage({ x: v.root.x, y: v.root.y }) : null;
    },
    boxToScreen: (side: 'party' | 'monsters', row: number, box: number) => toPage(t.board.boxCentre(side, row, box)),
    combat: info,
    spells,
    state: null,
    pixelRatio: 1,
  };
  const hook = Object.defineProperties(base, {
    state: { enumerable: true, get: () => t.port.state },
    pixelRatio: { enumerable: true, get: ratio },
  });
  window.__deathmaze = hook;
  scene.events.once(Phaser.Scenes.Events.POST_UPDATE, () => {
    scene.game.events.once(Phaser.Core.Events.POST_RENDER, () => {
      if (window.__deathmaze === hook) hook.ready = true;
    });
  });
}
