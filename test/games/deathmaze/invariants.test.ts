/**
 * The invariants and the invariant runner catch a state broken on purpose: each break below is
 * made by hand on a sound mid-delve state, and both `brokenInvariants` (the Deathmaze's own) and
 * the runner's check (src/engine/runners.ts, the JSON round trip included) must name it. They
 * guard the cheap checks the simulator runs after every action.
 */
import { describe, expect, it } from 'vitest';
import { playSensibly } from '../../../src/games/deathmaze/autoplay';
import { seedDice } from '../../../src/games/deathmaze/dice';
import { apply, newGame, type GameState } from '../../../src/games/deathmaze/game';
import { standardParty } from '../../../src/games/deathmaze/builders';
import { brokenInvariants } from '../../../src/games/deathmaze/invariants';
import { deathmaze } from '../../../src/games/deathmaze/ruleset';
import { cellKey, DIRS, opposite, step } from '../../../src/games/deathmaze/board/grid';
import { chitAt, sideOf, type PlacedChit } from '../../../src/games/deathmaze/board/maze';
import { cloneJson } from '../../../src/games/deathmaze/clone';
import { brokenInvariants as runnerFinds, InvariantError, notJson, playOut } from '../../../src/engine/runners';

/** A sound state of seed 2 while the party explores, with at least `chits` chits laid. */
function exploring(chits: number): GameState {
  let s = newGame({ seed: 2, party: standardParty(4) }).state;
  const rng = seedDice('simulate-2');
  for (let i = 0; i < 3000; i++) {
    if (s.phase.kind === 'explore' && Object.keys(s.maze.chits).length >= chits) return s;
    const a = playSensibly(s, rng);
    if (!a) break;
    s = apply(s, a).state;
  }
  throw new Error('seed 2 never explores with that many chits');
}

const sound = exploring(8);
const broken = (edit: (s: GameState) => void): GameState => {
  const s = cloneJson(sound);
  edit(s);
  return s;
};
/** A laid chit other than the party's with a laid neighbour, and the side they meet by. */
function seam(s: GameState): { chit: PlacedChit; d: (typeof DIRS)[number]; nb: PlacedChit } {
  for (const key in s.maze.chits) {
    const chit = s.maze.chits[key]!;
    if (key === cellKey(s.party.at)) continue;
    for (const d of DIRS) {
      const nb = chitAt(s.maze, step(chit, d));
      if (nb && sideOf(chit, d) === sideOf(nb, opposite(d)) && sideOf(chit, d) !== 'W') return { chit, d, nb };
    }
  }
  throw new Error('no open seam');
}

describe('the invariants catch a state broken on purpose', () => {
  it('a sound state breaks none, by either check', () => {
    expect(brokenInvariants(sound)).toEqual([]);
    expect(runnerFinds(deathmaze, sound)).toEqual([]);
  });

  it('2.2: a chit lost from the board (116 chits in all)', () => {
    const s = broken((x) => {
      const { chit } = seam(x);
      delete x.maze.chits[cellKey(chit)];
    });
    expect(brokenInvariants(s).join('\n')).toMatch(/chits not conserved: 115/);
  });

  it('a cup holding fewer than no chits of a kind', () => {
    const s = broken((x) => {
      x.maze.cups.room.R1 = -1;
      x.maze.cups.room.R2o += 1;
    });
    expect(brokenInvariants(s)).toContain('room cup holds -1 R1');
  });

  it('5.25: a laid chit turned in place so that its sides no longer meet its neighbours', () => {
    const s = broken((x) => {
      const { chit, d } = seam(x);
      // walled off on that side, with neither side marked impassable
      const turned = ([1, 2, 3] as const).map((k) => ({ ...chit, rot: ((chit.rot + k) % 4) as PlacedChit['rot'] })).find((c) => sideOf(c, d) !== sideOf(chit, d));
      x.maze.chits[cellKey(chit)] = turned!;
    });
    expect(brokenInvariants(s).join('\n')).toMatch(/^5\.25: /m);
  });

  it('the party standing where no chit lies, or where the entrance cannot reach', () => {
    const off = broken((x) => {
      x.party.at = { x: 40, y: 40 };
    });
    expect(brokenInvariants(off)).toContain('the party stands at 40,40, where no chit lies');
    const cut = broken((x) => {
      // every side of the entrance chit impassable, its neighbours' too: a sound seam, no way in
      const entrance = chitAt(x.maze, x.maze.entrance)!;
      x.maze.chits[cellKey(entrance)] = { ...entrance, blocked: 15 };
      for (const d of DIRS) {
        const nb = chitAt(x.maze, step(entrance, d));
        if (nb) x.maze.chits[cellKey(nb)] = { ...nb, blocked: nb.blocked | (1 << opposite(d)) };
      }
    });
    expect(cellKey(cut.party.at)).not.toBe(cellKey(cut.maze.entrance));
    expect(brokenInvariants(cut)).toContain(`the party at ${cellKey(cut.party.at)} cannot be reached from the entrance`);
  });

  it('an adventurer alive with all their Wound Points lost', () => {
    const s = broken((x) => {
      x.party.adventurers[0]!.wounds = x.party.adventurers[0]!.woundPoints;
    });
    expect(brokenInvariants(s).join('\n')).toMatch(/is alive with (\d+)\/\1 wounds/);
  });
});

describe('the runner catches what a save would not bring back', () => {
  it('a number that is not finite, a function, a cycle: each named, with where it lies', () => {
    expect(notJson(sound)).toBeNull();
    const nan = broken((x) => {
      x.party.adventurers[1]!.xp = Number.NaN;
    });
    expect(notJson(nan)).toBe('the number NaN at party.adventurers.1.xp');
    expect(runnerFinds(deathmaze, nan)).toEqual(['the state does not survive a JSON round trip: the number NaN at party.adventurers.1.xp']);
    const fn = broken((x) => {
      (x as unknown as { hook: unknown }).hook = () => 0;
    });
    expect(notJson(fn)).toBe('a function at hook');
    const cycle = broken((x) => {
      (x.party as unknown as { self: unknown }).self = x.party;
    });
    expect(notJson(cycle)).toMatch(/^values nested without end/);
    expect(notJson(Infinity)).toBe('the number Infinity');
    expect(notJson(undefined)).toBe('a undefined');
    expect(notJson(10n)).toBe('a bigint');
    // what JSON leaves out or writes as null is no loss
    expect(notJson({ a: undefined, b: [undefined, null, -0, 'x', true] })).toBeNull();
  });

  it('playOut stops at the first step that leaves a broken state, naming the step', () => {
    const rules: typeof deathmaze = {
      ...deathmaze,
      settle: (before, draft, action, events) => {
        deathmaze.settle!(before, draft, action, events);
        if (draft.turn === 6) draft.party.bezants = Number.POSITIVE_INFINITY;
      },
    };
    let thrown: unknown;
    try {
      playOut(rules, { seed: 2, party: standardParty(4) }, 'simulate-2');
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(InvariantError);
    expect((thrown as InvariantError).broken).toEqual(['the state does not survive a JSON round trip: the number Infinity at party.bezants']);
  });
});
