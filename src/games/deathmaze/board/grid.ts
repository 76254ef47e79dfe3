/** The table top as a square grid of segments. x grows east, y grows south. */

/** A side or direction, clockwise from north: 0 N, 1 E, 2 S, 3 W. */
export type Dir = 0 | 1 | 2 | 3;
/** Quarter turns clockwise from a chit's printed orientation (5.24). */
export type Rotation = 0 | 1 | 2 | 3;

export const DIRS: readonly Dir[] = [0, 1, 2, 3];
export const DIR_NAMES = ['north', 'east', 'south', 'west'] as const;
const DX = [0, 1, 0, -1] as const;
const DY = [-1, 0, 1, 0] as const;

export interface Cell {
  x: number;
  y: number;
}

export const opposite = (d: Dir): Dir => ((d + 2) % 4) as Dir;
export const step = (c: Cell, d: Dir): Cell => ({ x: c.x + DX[d], y: c.y + DY[d] });
export const cellKey = (c: Cell): string => `${c.x},${c.y}`;
export const sameCell = (a: Cell, b: Cell): boolean => a.x === b.x && a.y === b.y;

export function parseCellKey(key: string): Cell {
  const [x, y] = key.split(',').map(Number);
  return { x: x ?? 0, y: y ?? 0 };
}

/** The direction from a to its neighbour b, or null when they do not touch edge to edge. */
export function dirBetween(a: Cell, b: Cell): Dir | null {
  for (const d of DIRS) if (a.x + DX[d] === b.x && a.y + DY[d] === b.y) return d;
  return null;
}
