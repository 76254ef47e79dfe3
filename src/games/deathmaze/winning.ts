/** Getting out and winning (4.0, 9.18). */
import type { GameState } from './state';
import { tables } from './tables';

export interface PlayerResult {
  player: number;
  adventurers: number;
  escaped: number;
  won: boolean;
}

export interface GameResult {
  /** 9.18: Bezants plus gem values, shared equally among those who got out. */
  treasure: number;
  share: number;
  escaped: string[];
  players: PlayerResult[];
}

/** Who got out, what each one's share is, and which players won (4.0). */
export function gameResult(state: GameState): GameResult {
  const out = state.phase.kind === 'over' && state.phase.reason === 'escaped';
  const escapees = out ? state.party.adventurers.filter((a) => a.alive) : [];
  const treasure = state.party.bezants + state.party.gems.reduce((a, b) => a + b, 0);
  const share = escapees.length > 0 ? Math.floor(treasure / escapees.length) : 0;
  const players = [...new Set(state.party.adventurers.map((a) => a.player))].sort((a, b) => a - b).map((player) => {
    const mine = state.party.adventurers.filter((a) => a.player === player);
    const gotOut = escapees.filter((a) => a.player === player);
    const won = gotOut.length * 2 >= mine.length && gotOut.length > 0 && gotOut.every((a) => a.xp >= tables(state).limits.winXp && share >= tables(state).limits.winBezants);
    return { player, adventurers: mine.length, escaped: gotOut.length, won };
  });
  return { treasure, share, escaped: escapees.map((a) => a.id), players };
}
