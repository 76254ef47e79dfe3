/**
 * Shared helpers for the Black Gate stage tests. Not a test file. A campaign is dealt from a
 * seed, then its board and dice are set for the situation a test needs; every move goes through
 * the kernel's driver, as the table's would.
 */
import { expect } from 'vitest';
import { scriptedDice } from '../../../../src/engine/dice';
import { apply, tryApply } from '../../../../src/engine/driver';
import { boardWith, type TileSpec } from '../../../../src/games/blackgate/board/builders';
import type { LevelCell } from '../../../../src/games/blackgate/board/levels';
import { blackGate } from '../../../../src/games/blackgate/ruleset';
import type { BgEvent, BgState } from '../../../../src/games/blackgate/state';
import type { BgAction } from '../../../../src/games/blackgate/stage/listing';

export const HEROES = ['lordDil', 'gislan', 'wendolyn'];

/** Lord Dil (Hellgate 2), Gislan (Detrap 3) and Wendolyn (Hellgate 4), three human initiates; seed 1. */
export function campaign(tiles: TileSpec[] = [], at?: LevelCell): BgState {
  const s = blackGate.newGame({ ruleset: 'blackgate', seed: 1, request: { heroes: HEROES, initiateRaces: ['human', 'human', 'human'] } }).state;
  if (tiles.length > 0) s.board = boardWith(tiles);
  if (at) s.party.at = at;
  return s;
}

/** The campaign with its next dice scripted. */
export function withDice(s: BgState, faces: number[]): BgState {
  return { ...s, dice: scriptedDice(faces) };
}

export function step(s: BgState, action: BgAction): { state: BgState; events: BgEvent[] } {
  return apply(blackGate, s, action);
}

/** The refusal's rule case (fails if the action is accepted). */
export function refusedBy(s: BgState, action: BgAction): string {
  const out = tryApply(blackGate, s, action);
  if (out.ok) throw new Error(`expected ${JSON.stringify(action)} to be refused`);
  return out.rule;
}

/** Every scripted die was used. */
export function diceUsedUp(s: BgState): void {
  expect(s.dice.script).toEqual([]);
}

export const ofType = (events: BgEvent[], type: string) => events.filter((e) => 'type' in e && e.type === type);
