/**
 * Getting out and winning (4.0, 9.18): a player wins when at least half of their adventurers
 * climb out alive and every one who does has 75 Experience and a share of 100 Bezants (gems at
 * their value), the treasure being divided equally among those who get out.
 *
 * Each delve starts with newGame and lays its entrance chit (no die is thrown for it); what the
 * adventurers earned on the way and who died is then set on the state, and the party leaves.
 */
import { describe, it, expect } from 'vitest';
import { apply, legalActions, newGame, type GameState } from '../../../src/games/deathmaze/game';
import { gameResult } from '../../../src/games/deathmaze/winning';
import { adv, PARTY, play } from './helpers';

interface Delve {
  players?: number;
  /** Adventurers (a1 … a4) killed on the way. */
  dead?: string[];
  /** Experience by adventurer; 75 for anyone not named. */
  xp?: Record<string, number>;
  bezants: number;
  gems?: number[];
}

/** A delve of the usual four, back on the entrance corridor with what it earned. */
function backHome(d: Delve): GameState {
  let s = newGame({ seed: 'home', party: PARTY, players: d.players ?? 1 }).state;
  s = apply(s, legalActions(s).find((a) => a.type === 'place')!).state;
  expect(s.phase.kind).toBe('explore');
  for (const a of s.party.adventurers) a.xp = d.xp?.[a.id] ?? 75;
  for (const id of d.dead ?? []) {
    const a = adv(s, id);
    a.wounds = a.woundPoints;
    a.alive = false;
  }
  s.party.order = s.party.order.map((row) => row.map((id) => (id !== null && d.dead?.includes(id) ? null : id)));
  s.party.bezants = d.bezants;
  s.party.gems = d.gems ?? [];
  return s;
}

/** The party climbs out (4.0): the result, and the verdict the log gives. */
function climbOut(s: GameState): { result: ReturnType<typeof gameResult>; verdict: string } {
  const out = play(s, [], { type: 'leave' });
  expect(out.state.phase).toEqual({ kind: 'over', reason: 'escaped' });
  return { result: gameResult(out.state), verdict: out.events.find((e) => e.kind === 'party-left')!.text };
}

describe('4.0 winning the game', () => {
  it('4.0 half the party out alive, each with 75 Experience and a share of 100 Bezants: the player wins', () => {
    const { result, verdict } = climbOut(backHome({ dead: ['a1', 'a2'], bezants: 200 }));
    expect(result.escaped).toEqual(['a3', 'a4']);
    expect(result.share).toBe(100);
    expect(result.players).toEqual([{ player: 0, adventurers: 4, escaped: 2, won: true }]);
    expect(verdict).toContain('wins');
  });

  it('4.0 fewer than half out alive: the player loses, however rich the one who got out', () => {
    const { result } = climbOut(backHome({ dead: ['a1', 'a2', 'a3'], bezants: 1000 }));
    expect(result.share).toBe(1000);
    expect(result.players[0]).toMatchObject({ escaped: 1, won: false });
  });

  it('4.0 one who gets out with 74 Experience loses the game for the player', () => {
    const { result } = climbOut(backHome({ xp: { a3: 74 }, bezants: 400 }));
    expect(result.players[0]).toMatchObject({ escaped: 4, won: false });
  });

  it('4.0, 9.18 a share of 99 Bezants is not enough: the treasure is divided equally among those who get out', () => {
    const { result } = climbOut(backHome({ dead: ['a4'], bezants: 299 }));
    expect(result.share).toBe(99);
    expect(result.players[0]!.won).toBe(false);
  });

  it('4.0, 9.18 gems count at their value in Bezants', () => {
    const { result } = climbOut(backHome({ dead: ['a1', 'a2'], bezants: 100, gems: [75, 25] }));
    expect(result.treasure).toBe(200);
    expect(result.share).toBe(100);
    expect(result.players[0]!.won).toBe(true);
  });

  it('4.0 with two players each is judged on their own adventurers: one may win while the other loses', () => {
    // 3.2: two players, two adventurers each (a1, a2 the first player's; a3, a4 the second's)
    const s = backHome({ players: 2, dead: ['a1', 'a2'], bezants: 200 });
    expect(s.party.adventurers.map((a) => a.player)).toEqual([0, 0, 1, 1]);
    const { result, verdict } = climbOut(s);
    expect(result.players).toEqual([
      { player: 0, adventurers: 2, escaped: 0, won: false },
      { player: 1, adventurers: 2, escaped: 2, won: true },
    ]);
    expect(verdict).toContain('1 of 2 players win');
  });

  it('4.0 a party that never gets out wins nothing', () => {
    const s = backHome({ bezants: 1000 });
    const result = gameResult(s);
    expect(result.escaped).toEqual([]);
    expect(result.players[0]!.won).toBe(false);
  });
});
