import type { GameEvent } from '../events';
import type { GameState } from '../state';

/** 4.0: the game ends when every adventurer is dead. */
export function partyWipedOut(s: GameState, events: GameEvent[]): boolean {
  // 12.36: an adventurer charmed by a Vampire no longer fights for the party
  if (s.party.adventurers.some((a) => a.alive && a.charmedBy === undefined)) return false;
  s.phase = { kind: 'over', reason: 'dead' };
  s.combat = null;
  events.push({ kind: 'party-dead', rule: '4.0', text: 'The whole party lies dead in the Deathmaze.' });
  return true;
}
