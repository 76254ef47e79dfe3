/** Where the party stands, as the stage's rules ask it: the tile, its kind, the group on it, the Gate. */
import { tileTypes } from '../data/tiles';
import { levelKey, sameLevelCell, type LevelCell } from '../board/levels';
import { tileAt, type LaidTile } from '../board/maze';
import type { MonsterGroup } from '../encounter/group';
import type { BgState } from '../state';

/** B56: the Gate is a room whatever its sides; otherwise the tile's own kind. */
export const isRoom = (t: LaidTile): boolean => tileTypes[t.tile].segment === 'room';

/** The tile the party stands on (the invariants hold that there is one). */
export const here = (s: BgState): LaidTile => tileAt(s.board, s.party.at)!;

/** A group standing on the party's segment, if any. */
export const groupHere = (s: BgState): MonsterGroup | undefined => s.groups[levelKey(s.party.at)];

/** §15.3: the Gate stands on this cell. */
export const gateStandsAt = (s: BgState, c: LevelCell): boolean =>
  s.board.gate.placed && !s.gateFallen && s.board.gate.at !== null && sameLevelCell(s.board.gate.at, c);
