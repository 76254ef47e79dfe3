/**
 * What the table shows of a Black Gate campaign, read from the state by the rules (BLACKGATE
 * §4–§8): one level's tiles, the other levels' stairwells and tiles where they line up, the groups,
 * the party, the sides it may leave by, and the tile in hand with every facing judged (LŚ 6.1,
 * 6.6). Pure: the board and the dock draw it and never re-derive a rule.
 */
import { bgMonsters } from './data/monsters';
import { bribeTarget, bribeTargetCap, briberyColumns, briberyRow, minimumBribe } from './data/negotiation';
import { tileTypes, type TileFeature, type TileId } from './data/tiles';
import { parseLevelKey, stepOn, type Dir, type Level, type Rotation } from './board/levels';
import { distinctRotations, legalFacings, refusal, scoreFacings, turnedSides, wallToDoorChoices, type Sides } from './board/maze';
import { isStairwell, stairwellFit, type StairwellLevel } from './board/stairs';
import { livingMonsters, type MonsterGroup } from './encounter/group';
import { standing } from './party';
import { exitsFrom } from './stage/walking';
import { findHere } from './stage/finding';
import { gateStandsAt, groupHere } from './stage/where';
import type { BgState } from './state';

export interface TileView {
  x: number;
  y: number;
  tile: TileId;
  segment: 'corridor' | 'room';
  feature: TileFeature | null;
  sides: Sides;
  /** Bit per side that cannot be crossed (B46's odd sides, a pegged door). */
  shut: number;
  visited: boolean;
  gateway: boolean;
  /** The Black Gate stands here (not yet destroyed, §15). */
  gate: boolean;
  stairwell: boolean;
  /** The room's find is still to investigate (B43). */
  find: boolean;
}

export interface GhostView {
  x: number;
  y: number;
  level: Level;
  stairwell: boolean;
}

export interface GroupView {
  x: number;
  y: number;
  name: string;
  count: number;
  attitude: MonsterGroup['attitude'];
}

export interface FacingView {
  rot: Rotation;
  sides: Sides;
  legal: boolean;
  /** Why this facing may not be laid (the case and the reason); null when it may. */
  refusal: { rule: string; reason: string } | null;
  /** LŚ 6.6: for a staircase, how it would sit on each of the three levels. */
  stair: StairwellLevel[] | null;
  /** §4.1 step 4: the walls one of which is to be made a door when laid this way. */
  doors: Dir[];
}

export interface HandView {
  x: number;
  y: number;
  level: Level;
  tile: TileId;
  segment: 'corridor' | 'room';
  feature: TileFeature | null;
  staircase: boolean;
  bestMatch: boolean;
  facings: FacingView[];
}

export interface LevelView {
  level: Level;
  partyLevel: Level;
  tiles: TileView[];
  ghosts: GhostView[];
  groups: GroupView[];
  party: { x: number; y: number } | null;
  /** The neighbouring cells the party may set off to now (stage A), with the side it leaves by. */
  exits: { dir: Dir; x: number; y: number }[];
  hand: HandView | null;
  /** How many tiles each level holds, for the level switcher. */
  counts: Record<Level, number>;
}

/** The level the party is on, as the board draws it; `level` shows another. */
export function levelView(s: BgState, level: Level = s.party.at.level): LevelView {
  const tiles: TileView[] = [];
  const ghosts: GhostView[] = [];
  const counts: Record<Level, number> = { 1: 0, 2: 0, 3: 0 };
  const onShown = new Set<string>();
  for (const key in s.board.tiles) {
    const t = s.board.tiles[key]!;
    counts[t.level]++;
    if (t.level === level) onShown.add(`${t.x},${t.y}`);
  }
  for (const key in s.board.tiles) {
    const t = s.board.tiles[key]!;
    const type = tileTypes[t.tile];
    if (t.level !== level) {
      if (!onShown.has(`${t.x},${t.y}`)) ghosts.push({ x: t.x, y: t.y, level: t.level, stairwell: type.feature === 'staircase' });
      continue;
    }
    const gate = gateStandsAt(s, t);
    tiles.push({
      x: t.x, y: t.y, tile: t.tile, segment: type.segment, feature: type.feature, sides: t.sides,
      shut: t.blocked | t.pegged, visited: t.visited, gateway: t.tile === 'BG-GATEWAY', gate,
      stairwell: isStairwell(s.board, t), find: type.feature !== null && type.feature !== 'staircase' && !s.investigated.includes(key),
    });
  }
  const groups: GroupView[] = [];
  for (const [key, g] of Object.entries(s.groups)) {
    const c = parseLevelKey(key);
    const living = livingMonsters(g);
    if (c.level === level && living.length > 0) groups.push({ x: c.x, y: c.y, name: bgMonsters[g.type].name, count: living.length, attitude: g.attitude });
  }
  const at = s.party.at;
  const onThis = at.level === level && s.phase.kind !== 'outside' && s.phase.kind !== 'over';
  const exits = onThis && s.phase.kind === 'explore' ? exitsFrom(s).map((dir) => ({ dir, ...xy(stepOn(at, dir)) })) : [];
  return { level, partyLevel: at.level, tiles, ghosts, groups, party: onThis ? xy(at) : null, exits, hand: handView(s), counts };
}

const xy = (c: { x: number; y: number }) => ({ x: c.x, y: c.y });

/** LŚ 6.2: the tile in hand, each distinct facing judged (a best match, B46, allows the top scores only). */
export function handView(s: BgState): HandView | null {
  const hand = s.board.hand;
  if (!hand || s.phase.kind !== 'lay') return null;
  const type = tileTypes[hand.tile];
  const legal = legalFacings(s.board);
  const scores = scoreFacings(s.board, hand.tile, hand.cell, hand.entry);
  const staircase = type.feature === 'staircase';
  const facings = distinctRotations(hand.tile).map((rot): FacingView => {
    const score = scores.find((x) => x.rot === rot)!;
    const ok = legal.includes(rot);
    const why = ok ? null : (refusal(score) ?? { rule: 'B46', reason: 'nothing in the container fits here: the best match goes in the facing that matches the most sides' });
    return { rot, sides: turnedSides(hand.tile, rot), legal: ok, refusal: why, stair: staircase ? stairwellFit(s.board, hand.tile, hand.cell, rot) : null, doors: ok ? wallToDoorChoices(s.board, rot) : [] };
  });
  return { x: hand.cell.x, y: hand.cell.y, level: hand.cell.level, tile: hand.tile, segment: type.segment, feature: type.feature, staircase, bestMatch: hand.bestMatch, facings };
}

export interface BribeBand {
  /** The strongest monster's WP + NV at least this (and under the next band's). */
  from: number;
  to: number | null;
  target: number;
}

export interface BribeOdds {
  gold: number;
  /** The target for each strength band (LŚ 8.4); a bribe buys peace on 1D6 ≤ target. */
  bands: BribeBand[];
  /** When every living monster's WP is known already: the one target that applies. */
  known: number | null;
}

/** LŚ 8.4: the odds of an offer of `gold` to the group here, band by band (its WP is rolled when offered, B49). */
export function bribeOdds(s: BgState, gold: number): BribeOdds | null {
  const g = groupHere(s);
  if (!g || gold < minimumBribe) return null;
  const row = briberyRow(gold);
  const bands = briberyColumns.map((from, i) => ({ from, to: i + 1 < briberyColumns.length ? briberyColumns[i + 1]! - 1 : null, target: Math.min(bribeTargetCap, row.targets[i]!) }));
  const living = livingMonsters(g);
  const allKnown = living.length > 0 && living.every((m) => m.woundPoints !== null && m.nv !== null);
  const known = allKnown ? Math.min(bribeTargetCap, bribeTarget(gold, Math.max(...living.map((m) => m.woundPoints! + m.nv!)))) : null;
  return { gold, bands, known };
}

/** What the party's purses can offer together (a bribe may be paid by several, LŚ 8.4). */
export function partyGold(s: BgState): number {
  return s.party.characters.filter(standing).reduce((n, c) => n + c.gold, 0);
}

/** An offer of `gold` paid from the richest purses first. */
export function bribePayments(s: BgState, gold: number): Record<string, number> {
  const out: Record<string, number> = {};
  let left = gold;
  for (const c of [...s.party.characters].filter(standing).sort((a, b) => b.gold - a.gold)) {
    if (left <= 0) break;
    const pay = Math.min(c.gold, left);
    if (pay > 0) out[c.id] = pay;
    left -= pay;
  }
  return out;
}

/** The group on the party's segment, and whether the Gate stands there (§8, §15.3), for the dock's cards. */
export { gateStandsAt, groupHere };

/** The find of the room the party stands in, still to investigate, or null (B43). */
export const findOnHand = (s: BgState): TileFeature | null => (s.phase.kind === 'explore' ? findHere(s) : null);

