import { pegDoor } from '../board/maze';
import type { GameEvent } from '../events';
import type { GameState } from '../state';

/**
 * 9.57, 11.3 Lock: the door just opened onto monsters is made impassable and the party steps
 * back to the segment it came from; the monsters stay where they are.
 */
export function shutDoorBehind(s: GameState, rule: string, text: string, who: string, events: GameEvent[]): void {
  const came = s.party.cameThrough!;
  pegDoor(s.maze, came.from, came.dir);
  events.push({ kind: 'door-pegged', rule, text, who, cell: { ...came.from } });
  s.party.at = { ...came.from };
  s.party.cameThrough = null;
  s.phase = { kind: 'explore' };
}
