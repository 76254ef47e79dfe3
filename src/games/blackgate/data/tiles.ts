/**
 * The Black Gate's segment tiles (BLACKGATE §1.1, §1.2): 120 corridors and 80 rooms in the one
 * container, and the two tiles set aside at setup (the Gateway of Evil, the Black Gate).
 * Side patterns are Deathmaze's (DATA §1.2); the counts are our own (DESIGNED).
 */
import type { BgTag } from './tags';
import type { Side } from '../../deathmaze/data/chitTypes';

export type { Side };

/** How we know a tile datum (BLACKGATE §0.1): the variant's one list of tags (tags.ts). */
export type TileTag = BgTag;

/** What a room holds (§1.1): the six Finds columns, a mirror, or a staircase. */
export type TileFeature = 'fountain' | 'statue' | 'trapdoor' | 'furniture' | 'altar' | 'artwork' | 'mirror' | 'staircase';

export type CorridorShape = 'S2' | 'S1' | 'S0' | 'L0' | 'L1X' | 'L1Y' | 'L2';
export type RoomShape = 'R1' | 'R2o' | 'R2a' | 'R3' | 'R4';
/** A room's feature code in its id; PLN is a room with nothing in it. */
export type FeatureCode = 'PLN' | 'FOU' | 'STA' | 'TRD' | 'FUR' | 'ALT' | 'ART' | 'MIR' | 'STR';

export type CorridorTileId = `BG-C-${CorridorShape}`;
export type RoomTileId = `BG-${FeatureCode}-${RoomShape}`;
export type SetAsideTileId = 'BG-GATEWAY' | 'BG-GATE';
export type TileId = CorridorTileId | RoomTileId | SetAsideTileId;

export interface TileType {
  id: TileId;
  segment: 'corridor' | 'room';
  feature: TileFeature | null;
  /** Canonical sides N, E, S, W (clockwise); tiles turn freely and are never flipped. */
  sides: readonly [Side, Side, Side, Side];
  /** How many the container holds at the start (0 for the tiles set aside). */
  count: number;
  /** The Black Gate's sides are copied from its neighbours when it is laid (§15.2 step 3). */
  sidesSetWhenLaid: boolean;
  tag: TileTag;
}

/** Side patterns of the corridor shapes (DATA §1.2, Deathmaze's C- and RC- chits). */
export const corridorShapes: Readonly<Record<CorridorShape, string>> = {
  S2: 'DODO',
  S1: 'DOWO',
  S0: 'WOWO',
  L0: 'WWOO',
  L1X: 'DOOW',
  L1Y: 'DWOO',
  L2: 'OODD',
};

/** Side patterns of the room shapes: rooms have only doors (§1.1). */
export const roomShapes: Readonly<Record<RoomShape, string>> = {
  R1: 'DWWW',
  R2o: 'DWDW',
  R2a: 'DDWW',
  R3: 'DDDW',
  R4: 'DDDD',
};

/** §1.2 corridors: Deathmaze's 44 corridor chits scaled to 120 (DESIGNED). */
export const corridorMix: Readonly<Record<CorridorShape, number>> = { S2: 22, S1: 44, S0: 22, L0: 6, L1X: 10, L1Y: 10, L2: 6 };

/** §1.2 rooms by feature and door pattern: 80 rooms, 50 with a feature (DESIGNED counts, RECOVERED-1 totals). */
export const roomMix: Readonly<Record<FeatureCode, Readonly<Record<RoomShape, number>>>> = {
  PLN: { R1: 10, R2o: 6, R2a: 3, R3: 8, R4: 3 },
  FOU: { R1: 2, R2o: 2, R2a: 1, R3: 1, R4: 0 },
  STA: { R1: 2, R2o: 2, R2a: 1, R3: 1, R4: 0 },
  TRD: { R1: 2, R2o: 2, R2a: 1, R3: 1, R4: 0 },
  FUR: { R1: 2, R2o: 2, R2a: 1, R3: 1, R4: 0 },
  ALT: { R1: 2, R2o: 2, R2a: 1, R3: 1, R4: 0 },
  ART: { R1: 2, R2o: 2, R2a: 1, R3: 1, R4: 0 },
  MIR: { R1: 2, R2o: 2, R2a: 1, R3: 1, R4: 0 },
  STR: { R1: 0, R2o: 2, R2a: 2, R3: 2, R4: 2 },
};

export const featureOfCode: Readonly<Record<FeatureCode, TileFeature | null>> = {
  PLN: null,
  FOU: 'fountain',
  STA: 'statue',
  TRD: 'trapdoor',
  FUR: 'furniture',
  ALT: 'altar',
  ART: 'artwork',
  MIR: 'mirror',
  STR: 'staircase',
};

const sidesOf = (pattern: string) => pattern.split('') as [Side, Side, Side, Side];

function corridor(shape: CorridorShape): TileType {
  const id: CorridorTileId = `BG-C-${shape}`;
  return { id, segment: 'corridor', feature: null, sides: sidesOf(corridorShapes[shape]), count: corridorMix[shape], sidesSetWhenLaid: false, tag: 'DESIGNED' };
}

function room(code: FeatureCode, shape: RoomShape): TileType {
  const id: RoomTileId = `BG-${code}-${shape}`;
  return { id, segment: 'room', feature: featureOfCode[code], sides: sidesOf(roomShapes[shape]), count: roomMix[code][shape], sidesSetWhenLaid: false, tag: 'DESIGNED' };
}

const setAside: readonly TileType[] = [
  // RECOVERED-1 (DK's Gateway tile): one corridor end and three walls
  { id: 'BG-GATEWAY', segment: 'corridor', feature: null, sides: sidesOf('OWWW'), count: 0, sidesSetWhenLaid: false, tag: 'RECOVERED-1' },
  // B56: a room whatever its sides; the walls here stand until §15.2 step 3 copies the neighbours
  { id: 'BG-GATE', segment: 'room', feature: null, sides: sidesOf('WWWW'), count: 0, sidesSetWhenLaid: true, tag: 'DESIGNED' },
];

const allTypes: TileType[] = [
  ...(Object.keys(corridorMix) as CorridorShape[]).map(corridor),
  ...(Object.keys(roomMix) as FeatureCode[]).flatMap((code) => (Object.keys(roomShapes) as RoomShape[]).map((shape) => room(code, shape))),
  ...setAside,
];

/** Every tile of the variant by id, the §1.2 cells with a count of 0 included. */
export const tileTypes: Readonly<Record<TileId, TileType>> = Object.fromEntries(allTypes.map((t) => [t.id, t])) as Record<TileId, TileType>;

export const tileIds: readonly TileId[] = allTypes.map((t) => t.id);

/** The tiles that start in the container (count > 0), in a fixed order. */
export const containerTileIds: readonly TileId[] = tileIds.filter((id) => tileTypes[id].count > 0);

/** The container at the start: every tile of §1.2 except the two set aside (§1.1). */
export function startingContainer(): Record<TileId, number> {
  return Object.fromEntries(tileIds.map((id) => [id, tileTypes[id].count])) as Record<TileId, number>;
}

export const isStaircase = (id: TileId): boolean => tileTypes[id].feature === 'staircase';

export function isTileId(id: string): id is TileId {
  return Object.hasOwn(tileTypes, id);
}

/** A few words for the log: "corridor", "room with an altar (2 doors)". */
export function describeTile(id: TileId): string {
  if (id === 'BG-GATEWAY') return 'the Gateway of Evil';
  if (id === 'BG-GATE') return 'the Black Gate';
  const t = tileTypes[id];
  if (t.segment === 'corridor') {
    const straight = t.sides[0] === t.sides[2] && t.sides[1] === 'O' && t.sides[3] === 'O';
    return `${straight ? 'straight' : 'bending'} corridor`;
  }
  const doors = t.sides.filter((s) => s === 'D').length;
  const feature = t.feature === null ? '' : t.feature === 'trapdoor' ? ' with a trap door' : t.feature === 'staircase' ? ' with a staircase' : ` with ${t.feature === 'altar' || t.feature === 'artwork' ? 'an' : 'a'} ${t.feature}`;
  return `room${feature} (${doors} door${doors === 1 ? '' : 's'})`;
}
