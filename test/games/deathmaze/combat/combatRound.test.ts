/**
 * The combat round as a whole (8.1, 8.2, 8.4, 8.5): the monsters set out before the party, the
 * four phases in their order round after round, who strikes from which row, the running tally
 * of wounds, and the lines closing up whatever boxes the counters stand in.
 *
 * The monsters are put on the party's segment with the Wound Points each test needs, and the
 * dice are scripted: each d6 the engine throws takes the next face, in order, every one used.
 */
import { describe, it, expect } from 'vitest';
import { legalActions, type Action, type GameState } from '../../../../src/games/deathmaze/game';
import type { GameEvent } from '../../../../src/games/deathmaze/events';
import type { AdventurerSpec, MarchingOrder } from '../../../../src/games/deathmaze/party/party';
import { adv, attack, BRAND, encounterWith, engage, hold, HILD, PAIR, PARTY, play, SLY, unit, WREN } from '../helpers';

// ---------------------------------------------------------------------------------------------
// Helpers (the shared ones, and the party constants, are in ./helpers)

/** The party's Reorganization Phase with the order as it stands. */
const stay = (s: GameState): Action => ({ type: 'reorganize', order: s.party.order });
/** The attacks among `events`, as [attacker, target, wounds]. */
const blows = (events: GameEvent[]): [string, string, number][] =>
  events.filter((e) => e.kind === 'attack').map((e) => [e.who!, e.target!, e.amount!]);
/** Who may act now in the Party Combat Phase. */
const actors = (s: GameState): string[] => [...new Set(legalActions(s).flatMap((a) => ('who' in a ? [a.who] : [])))].sort();
/** The occupied boxes of each row. */
const rows = (o: MarchingOrder): string[][] => o.map((r) => r.filter((x): x is string => x !== null));

// ---------------------------------------------------------------------------------------------

describe('8.1 the monsters set out', () => {
  it('8.12 when the fight begins every monster of the group stands in the monsters’ rows before the party, once each', () => {
    const s = encounterWith(PARTY, [
      ['skeleton', 2],
      ['skeleton', 6],
      ['skeleton', 4],
      ['skeleton', 3],
      ['skeleton', 5],
    ]);
    const c = engage(s, ['m2', 'm5', 'm3']);
    const [front, back, ...more] = rows(c.combat!.monsterRows);
    expect(front).toEqual(['m2', 'm5', 'm3']);
    expect(back!.sort()).toEqual(['m1', 'm4']);
    expect(more.flat()).toEqual([]);
    // the party's own order is left as it was
    expect(c.party.order).toEqual(s.party.order);
  });
});

describe('8.2 the combat round', () => {
  it('8.21 a round runs Party Combat, Monster Combat, Party Reorganization, then Monster Reorganization, and the next round begins', () => {
    // Brand and Hild against three Skeletons (4 WP) and a fourth waiting behind (3 WP)
    const s = encounterWith(PAIR, [
      ['skeleton', 4],
      ['skeleton', 4],
      ['skeleton', 4],
      ['skeleton', 3],
    ]);
    const c = engage(s, ['m1', 'm2', 'm3']);
    expect(c.combat).toMatchObject({ round: 1, step: 'party' });

    // Party Combat Phase: Brand kills nobody, Hild holds; then the Monster Combat Phase runs by
    // itself: m1 strikes Brand, m2 rolls for its target (8.33: 4 → the left, Hild), m3 strikes Hild.
    const first = play(c, [1, 1, 4, 1, 1], attack('a1', 'm1'), hold('a2'));
    expect(blows(first.events)).toEqual([
      ['a1', 'm1', 0],
      ['m1', 'a1', 0],
      ['m2', 'a2', 0],
      ['m3', 'a2', 0],
    ]);
    // the Party Reorganization Phase waits for the player; the monsters have not moved yet
    expect(first.state.combat).toMatchObject({ round: 1, step: 'reorganize' });
    expect(rows(first.state.combat!.monsterRows)).toEqual([['m1', 'm2', 'm3'], ['m4']]);

    // after it, the Monster Reorganization Phase (nothing to fill) and round 2's Party Combat Phase
    const second = play(first.state, [], stay(first.state));
    expect(second.state.combat).toMatchObject({ round: 2, step: 'party' });
    expect(rows(second.state.combat!.monsterRows)).toEqual([['m1', 'm2', 'm3'], ['m4']]);
    expect(actors(second.state)).toEqual(['a1', 'a2']);
  });

  it('8.21, 8.25 the Monster Reorganization Phase comes after the party’s: a gap left by a slain monster is filled only then', () => {
    const s = encounterWith(PAIR, [
      ['skeleton', 2],
      ['skeleton', 2],
      ['skeleton', 2],
      ['skeleton', 1],
    ]);
    const c = engage(s, ['m1', 'm2', 'm3']);
    // round 1: Brand wounds m1 (3 + 1 = 4 → 1); m1, m2 (rolling 1: Brand) and m3 all miss
    let out = play(c, [3, 1, 1, 1, 1], attack('a1', 'm1'), hold('a2'));
    const r2 = play(out.state, [], stay(out.state)).state;
    // round 2: Brand slays m1; the two left miss their opposite numbers (8.31)
    out = play(r2, [3, 1, 1], attack('a1', 'm1'), hold('a2'));
    expect(out.events).toContainEqual(expect.objectContaining({ kind: 'died', target: 'm1' }));
    expect(out.state.combat!.step).toBe('reorganize');
    expect(rows(out.state.combat!.monsterRows)).toEqual([['m2', 'm3'], ['m4']]);
    // m4 steps up only once the party has reorganized (straight behind the gap: no die)
    const r3 = play(out.state, [], stay(out.state)).state;
    expect(rows(r3.combat!.monsterRows)[0]!.sort()).toEqual(['m2', 'm3', 'm4']);
    expect(r3.combat).toMatchObject({ round: 3, step: 'party' });
  });

  it('8.11, 8.21 the rounds go on until one side is dead: the fight ends only when the last monster falls', () => {
    const s = encounterWith(PAIR, [['skeleton', 2]]);
    let c = engage(s, ['m1'], 0);
    // round 1: Brand hits once (3 + 1 → 1 wound), Hild misses; the Skeleton misses Brand
    let out = play(c, [3, 1, 1], attack('a1'), attack('a2'));
    expect(out.state.phase.kind).toBe('combat');
    expect(unit(out.state, 'm1')).toMatchObject({ wounds: 1, alive: true });
    c = play(out.state, [], stay(out.state)).state;
    expect(c.combat).toMatchObject({ round: 2, step: 'party' });
    // round 2: Hild's axe (4 → 1 wound) brings it to its 2 Wound Points: dead, and the fight is over
    out = play(c, [1, 4], attack('a1'), attack('a2'));
    expect(out.events).toContainEqual(expect.objectContaining({ kind: 'died', target: 'm1' }));
    expect(out.state.combat).toBeNull();
    expect(out.events.some((e) => e.kind === 'combat-won')).toBe(true);
  });

  it('8.22 the front row strikes the monsters’ front row, the second row only with a bow or throwing dagger, the third row not at all', () => {
    // Brand and Hild in front; Sly (Dagger in hand, Bow) and Wren (Throwing Dagger) behind; a fifth, Wren's twin, in a third row
    const twin: AdventurerSpec = { ...WREN, name: 'Tam' };
    const s = encounterWith([BRAND, HILD, SLY, WREN, twin], [['skeleton', 6]]);
    s.party.order = [
      ['a1', 'a2', null],
      ['a3', 'a4', null],
      ['a5', null, null],
    ];
    const c = engage(s, ['m1'], 0);
    const targets = (who: string) => legalActions(c).flatMap((a) => (a.type === 'attack' && a.who === who ? [a.target] : []));
    expect(targets('a1')).toEqual(['m1']);
    expect(targets('a2')).toEqual(['m1']);
    expect(targets('a3')).toEqual([]); // a dagger from the second row reaches nobody
    expect(targets('a4')).toEqual(['m1']); // the throwing dagger does
    expect(actors(c)).not.toContain('a5');
  });

  it('8.22 results apply at once: a monster slain in the Party Combat Phase does not strike in the Monster Combat Phase', () => {
    const s = encounterWith(PAIR, [
      ['skeleton', 1],
      ['skeleton', 5],
    ]);
    const c = engage(s, ['m1', 'm2']);
    // Brand slays m1 (3 + 1 → 1); Hild misses m2; only m2 strikes (at Hild, its opposite number, 8.31)
    const out = play(c, [3, 1, 6], attack('a1', 'm1'), attack('a2', 'm2'));
    expect(blows(out.events)).toEqual([
      ['a1', 'm1', 1],
      ['a2', 'm2', 0],
      ['m2', 'a2', 1],
    ]);
    expect(adv(out.state, 'a1').wounds).toBe(0);
  });

  it('8.23 in the Monster Combat Phase each front monster strikes someone in the party’s front row, never the rows behind', () => {
    const s = encounterWith(PARTY, [
      ['skeleton', 6],
      ['skeleton', 6],
      ['skeleton', 6],
    ]);
    const c = engage(s, ['m1', 'm2', 'm3']);
    // the party holds; m1 strikes Brand, m2 rolls (1 → the right, Brand), m3 strikes Hild; every blow lands (6 + 2)
    const out = play(c, [6, 1, 6, 6], hold('a1'), hold('a2'), hold('a3'), hold('a4'));
    expect(blows(out.events)).toEqual([
      ['m1', 'a1', 1],
      ['m2', 'a1', 1],
      ['m3', 'a2', 1],
    ]);
    expect([adv(out.state, 'a3').wounds, adv(out.state, 'a4').wounds]).toEqual([0, 0]);
  });
});

describe('8.4 attacking', () => {
  it('8.42 each adventurer names the monster he attacks, and his attack is resolved on it before the next one acts', () => {
    // Example B: Brand may attack m1 or m2, Hild m2 or m3
    const s = encounterWith(PAIR, [
      ['skeleton', 5],
      ['skeleton', 5],
      ['skeleton', 5],
    ]);
    const c = engage(s, ['m1', 'm2', 'm3']);
    const first = play(c, [3], attack('a1', 'm2'));
    expect([unit(first.state, 'm1').wounds, unit(first.state, 'm2').wounds, unit(first.state, 'm3').wounds]).toEqual([0, 1, 0]);
    expect(first.state.combat!.acted).toEqual(['a1']);
    // Hild then names m3, and her blow lands there, the Monster Combat Phase following (all miss)
    const second = play(first.state, [4, 1, 1, 1, 1], attack('a2', 'm3'));
    expect([unit(second.state, 'm1').wounds, unit(second.state, 'm2').wounds, unit(second.state, 'm3').wounds]).toEqual([0, 1, 1]);
  });

  it('8.45 wounds are a running tally: blow on blow they add up until the Wound Points are reached (8.46)', () => {
    const s = encounterWith(PAIR, [['skeleton', 3]]);
    let c = engage(s, ['m1'], 0);
    // round 1: Brand 1 wound, Hild 1 wound (the Skeleton then hits Brand: 6 + 2 → 1)
    let out = play(c, [3, 4, 6], attack('a1'), attack('a2'));
    expect(unit(out.state, 'm1')).toMatchObject({ wounds: 2, alive: true });
    expect(adv(out.state, 'a1').wounds).toBe(1);
    c = play(out.state, [], stay(out.state)).state;
    // round 2: Brand misses, the Skeleton hits Brand again: his tally is 2
    out = play(c, [1, 1, 6], attack('a1'), attack('a2'));
    expect(unit(out.state, 'm1').wounds).toBe(2);
    expect(adv(out.state, 'a1').wounds).toBe(2);
    c = play(out.state, [], stay(out.state)).state;
    // round 3: Brand's third wound on it reaches its 3 Wound Points
    out = play(c, [3], attack('a1'));
    expect(out.events).toContainEqual(expect.objectContaining({ kind: 'died', target: 'm1' }));
    expect(out.state.combat).toBeNull();
  });

  it('8.47 an adventurer whose two weapons are throwing daggers, both thrown, makes no further attack in that fight', () => {
    const twin: AdventurerSpec = { name: 'Tam', class: 'thief', weapons: ['throwingDagger', 'throwingDagger'], initial: { kind: 'woundPoint' } };
    const s = encounterWith([BRAND, HILD, SLY, twin], [['ogre', 30]]);
    let c = engage(s, ['m1'], 0);
    // round 1: Tam throws the first dagger (a miss); the Ogre misses Brand
    let out = play(c, [1, 1], hold('a1'), hold('a2'), hold('a3'), attack('a4'));
    c = play(out.state, [], stay(out.state)).state;
    // round 2: the other one comes to hand free and is thrown too
    expect(legalActions(c)).toContainEqual(attack('a4'));
    out = play(c, [1, 1], hold('a1'), hold('a2'), hold('a3'), attack('a4'));
    c = play(out.state, [], stay(out.state)).state;
    // round 3: Tam has nothing left to strike with, and is not waited for
    expect(actors(c)).toEqual(['a1', 'a2', 'a3']);
    expect(legalActions(c).some((a) => a.type === 'attack' && a.who === 'a4')).toBe(false);
  });
});

describe('8.5 reorganization', () => {
  it('8.53 the boxes are for moving only: two adventurers in the outer boxes still face two monsters one to one', () => {
    const s = encounterWith(PARTY, [
      ['skeleton', 6],
      ['skeleton', 6],
    ]);
    s.party.order = [
      ['a1', null, 'a2'],
      ['a3', 'a4', null],
    ];
    const c = engage(s, ['m1', 'm2']);
    const targets = (who: string) => legalActions(c).flatMap((a) => (a.type === 'attack' && a.who === who ? [a.target] : []));
    expect(targets('a1')).toEqual(['m1']);
    expect(targets('a2')).toEqual(['m2']);
    // and the monsters strike their opposite numbers (8.31), no die thrown for a target
    const out = play(c, [1, 1, 6, 6], attack('a1', 'm1'), attack('a2', 'm2'), hold('a3'), hold('a4'));
    expect(blows(out.events).slice(2)).toEqual([
      ['m1', 'a1', 1],
      ['m2', 'a2', 1],
    ]);
  });
});
