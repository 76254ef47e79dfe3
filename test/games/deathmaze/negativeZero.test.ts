/**
 * The state is plain JSON and must equal its own round trip through JSON (what a save keeps).
 * An action may carry -0 where it means 0 (a weapon, a slot, a facing): the rules take it as 0
 * and never keep a -0, which JSON would silently turn into 0. Found by fuzzing.
 *
 * The dice are scripted: every d6 the engine throws takes the next face, in order.
 */
import { describe, expect, it } from 'vitest';
import { apply, type GameState } from '../../../src/games/deathmaze/game';
import { adv, atEntrance, encounterWith, PARTY, play } from './helpers';

const roundTrip = (s: GameState): GameState => JSON.parse(JSON.stringify(s)) as GameState;

describe('-0 in an action never reaches the state', () => {
  it('8.41 readying weapon -0 readies the first weapon, and the state survives JSON exactly', () => {
    const s = atEntrance();
    adv(s, 'a1').ready = 1;
    const out = apply(s, { type: 'ready', who: 'a1', weapon: -0 });
    expect(Object.is(adv(out.state, 'a1').ready, 0)).toBe(true);
    expect(out.state).toEqual(roundTrip(out.state));
  });

  it('8.13 a line-up with facing -0 keeps facing 0, and the state survives JSON exactly', () => {
    // two Orcs before Brand and Hild: the player lines them up (no die is thrown)
    const s = encounterWith(PARTY, [['orc', 3], ['orc', 3]]);
    const fought = play(s, [], { type: 'fight' }).state;
    expect(fought.phase.kind).toBe('lineUp');
    const out = play(fought, [], { type: 'lineUp', front: ['m1', 'm2'], facing: -0 });
    expect(out.state.phase.kind).toBe('combat');
    expect(Object.is(out.state.combat!.facing, 0)).toBe(true);
    expect(out.state).toEqual(roundTrip(out.state));
  });
});
