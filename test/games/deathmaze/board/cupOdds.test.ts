/**
 * The cup odds view (5.22, 5.23, 5.25, 5.29): the counts are the cups' own, and each exit's
 * chance is checked by drawing every chit of the cup through the engine's own move.
 */
import { describe, expect, it } from 'vitest';
import { gameWithBoard, quietFaces, setCups, stackCup } from '../../../../src/games/deathmaze/builders';
import { chitTypeIds, chitTypes, type ChitTypeId, type Cup } from '../../../../src/games/deathmaze/data/chitTypes';
import { cupOdds, cupTotal, type Dir, type GameState } from '../../../../src/games/deathmaze';
import { apply } from '../../../../src/games/deathmaze/game';
import { EAST as E, NORTH as N, WEST as W } from '../helpers';

/**
 * The table: the entrance C-S1 (door north, open ends east and west) and, one square east
 * of the square beyond its east end, a straight corridor turned so its west side is a wall:
 * a chit for (1,0) must have an open end west and a wall east.
 */
function table(cups?: Parameters<typeof setCups>[1]): GameState {
  const s = gameWithBoard({
    board: [
      { x: 0, y: 0, type: 'C-S1' },
      { x: 2, y: 0, type: 'C-S0', rot: 1 },
    ],
    dice: quietFaces(),
  });
  return cups ? setCups(s, cups) : s;
}

/** Draws for the exit with `first` (and `then`, for a swapped "Corridor" chit) on top of the cups: laid as drawn? */
function drawnFits(s: GameState, dir: Dir, first: ChitTypeId, then?: ChitTypeId): boolean {
  const t = structuredClone(s);
  stackCup(t, chitTypes[first].cup, [first]);
  if (then) stackCup(t, 'corridor', [then]);
  const out = apply(t, { type: 'move', dir });
  return !out.events.some((e) => e.kind === 'chit-thrown-back' && e.rule !== '5.23') && out.state.hand?.bestMatch === false;
}

const weights = (s: GameState, cup: Cup) => chitTypeIds.filter((id) => s.maze.cups[cup][id] > 0).map((id) => [id, s.maze.cups[cup][id]] as const);

describe('cup odds', () => {
  it('2.2 the counts per type are what is in each cup', () => {
    const s = table({ corridor: { 'C-S0': 2, 'C-S1': 3, 'C-L0': 1, 'C-L1X': 2 } });
    const view = cupOdds(s);
    for (const c of view.cups) {
      expect(c.total).toBe(cupTotal(s.maze, c.cup));
      expect(c.byType.map((t) => [t.type, t.count])).toEqual(weights(s, c.cup));
    }
    expect(view.cups.find((c) => c.cup === 'corridor')!.byType.map((t) => t.count)).toEqual([3, 2, 1, 2]);
  });

  it('5.22, 5.25 an open end: the chance is the chits that fit over the chits in the Corridor cup, each drawn through the engine', () => {
    const s = table({ corridor: { 'C-S0': 2, 'C-S1': 3, 'C-L0': 1, 'C-L1X': 2 } });
    const east = cupOdds(s).exits.find((x) => x.dir === E)!;
    const fit = weights(s, 'corridor').filter(([id]) => drawnFits(s, E, id));
    const fitting = fit.reduce((n, [, k]) => n + k, 0);
    expect(fit.map(([id]) => id)).toEqual(['C-L0', 'C-L1X']);
    expect(east).toMatchObject({ via: 'open', cup: 'corridor', fits: fitting, total: 8, chance: fitting / 8, noneFit: false });
  });

  it('5.23 a door: Room-cup chits, with a "Corridor" chit counted as the Corridor-cup chit it is swapped for', () => {
    const s = table({ corridor: { 'C-S0': 2, 'C-S1': 3, 'C-L0': 1, 'C-L1X': 2 } });
    const north = cupOdds(s).exits.find((x) => x.dir === N)!;
    const room = weights(s, 'room');
    const corridor = weights(s, 'corridor');
    let expected = 0;
    for (const [id, n] of room) {
      if (!chitTypes[id].labelledCorridor) expected += drawnFits(s, N, id) ? n : 0;
      else for (const [c, m] of corridor) expected += drawnFits(s, N, id, c) ? (n * m) / cupTotal(s.maze, 'corridor') : 0;
    }
    expect(north.cup).toBe('room');
    expect(north.total).toBe(cupTotal(s.maze, 'room'));
    expect(north.swapped).toBeGreaterThan(0);
    expect(north.chance).toBeCloseTo(expected / cupTotal(s.maze, 'room'), 12);
  });

  it('5.25 when nothing in the cup fits, the chance is 0 and the draw takes the best match', () => {
    const s = table({ corridor: { 'C-S0': 2, 'C-S1': 1 } });
    const east = cupOdds(s).exits.find((x) => x.dir === E)!;
    expect(east).toMatchObject({ fits: 0, total: 3, chance: 0, noneFit: true });
    expect(apply(s, { type: 'move', dir: E }).state.hand?.bestMatch).toBe(true);
  });

  it('the exits listed are the crossable sides toward unexplored squares; the other cup stands in when one is empty', () => {
    const s = table({ room: {} });
    const view = cupOdds(s);
    expect(view.exits.map((x) => x.dir)).toEqual([N, E, W]);
    expect(view.exits.find((x) => x.dir === N)!.cup).toBe('corridor');
    const w = view.exits.find((x) => x.dir === W)!;
    expect(w.fits).toBe(w.total); // nothing beyond the west end: every corridor chit fits
  });
});
