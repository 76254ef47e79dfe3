/**
 * Where things stand on the table, in world units: a segment's centre, the segment under a
 * point, and the party marker's place.
 */
import { waitingAtDoor, type Cell, type GameState } from '../games/deathmaze';
import { CHIT_SIZE } from './chitArt';

export const cellCentre = (c: Cell): { x: number; y: number } => ({ x: (c.x + 0.5) * CHIT_SIZE, y: (c.y + 0.5) * CHIT_SIZE });

/** How far from the segment it left the party stands while it waits at a trapped door: its own side, against the door. */
const AT_THE_DOOR = 0.36;

/** Where the party marker stands: its segment's centre, or its own side of a trapped door it waits at (10.12). */
export function markerPlace(state: GameState): { x: number; y: number } {
  const here = cellCentre(state.party.at);
  const door = waitingAtDoor(state);
  if (!door) return here;
  const from = cellCentre(door.from);
  return { x: from.x + (here.x - from.x) * AT_THE_DOOR, y: from.y + (here.y - from.y) * AT_THE_DOOR };
}

/** The segment under a world point. */
export const worldCell = (wx: number, wy: number): Cell => ({ x: Math.floor(wx / CHIT_SIZE), y: Math.floor(wy / CHIT_SIZE) });
