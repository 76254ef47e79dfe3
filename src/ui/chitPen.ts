/**
 * What the table's pieces are drawn with (chitArt.ts, featureArt.ts, tableArt.ts): the palette of
 * stone, wood and brass, a chit's proportions, and its "north frame", in which a side is drawn
 * once and turned to face any direction.
 */
import type * as Phaser from 'phaser';
import type { Dir } from '../games/deathmaze';

export const palette = {
  table: 0x15191a,
  shadow: 0x000000,
  rock: 0x2e2925,
  rockLight: 0x3a3430,
  rockDark: 0x221e1b,
  mortar: 0x3f3832,
  wall: 0x776d62,
  wallLight: 0x8b8175,
  wallDark: 0x62594f,
  roomFloor: 0xc4b597,
  roomFloorDark: 0xb3a384,
  roomGrout: 0x978a70,
  passFloor: 0xa49479,
  passGrout: 0x857860,
  wood: 0x8c5a2b,
  woodDark: 0x5a3818,
  iron: 0x2a2624,
  brass: 0xe0bc55,
  blocked: 0xd7262b,
  blockedDark: 0x7a0f12,
  water: 0x2f78b0,
  waterLight: 0x7cc0e8,
  marble: 0xe2ddd3,
  marbleDark: 0xa9a399,
  pit: 0x0e0b09,
  ink: 0x1a1512,
} as const;

/** Proportions of a segment, as fractions of CHIT_SIZE. */
export const GAP = 0.018; // cardboard edge: the table shows between neighbouring chits
export const WALL = 0.14; // room walls
export const DOOR = 0.3; // door opening
export const PASS = 0.34; // corridor floor
export const PASS_WALL = 0.055; // the dressed stone lining a corridor

export type G = Phaser.GameObjects.Graphics;

/** A point of the "north frame" (x across the side, y from the centre, negative = north), turned to face `d`. */
export function turn(d: Dir, x: number, y: number): [number, number] {
  switch (d) {
    case 0:
      return [x, y];
    case 1:
      return [-y, x];
    case 2:
      return [-x, -y];
    case 3:
      return [y, -x];
  }
}

/** Fills a rectangle given in the north frame, turned to face `d`. */
export function rectOn(g: G, d: Dir, x0: number, y0: number, x1: number, y1: number): void {
  const [ax, ay] = turn(d, x0, y0);
  const [bx, by] = turn(d, x1, y1);
  g.fillRect(Math.min(ax, bx), Math.min(ay, by), Math.abs(bx - ax), Math.abs(by - ay));
}

/** A small deterministic hash in [0, 1): the same chit always gets the same stones. */
export function noise(seed: number, i: number): number {
  let h = (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) + Math.imul(i + 1, 0xc2b2ae35)) | 0;
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  h = Math.imul(h, 0x297a2d39);
  h ^= h >>> 15;
  return (h >>> 0) / 4294967296;
}

/** Blends two colours: t = 0 gives a, 1 gives b. */
export function mix(a: number, b: number, t: number): number {
  const ch = (c: number, s: number) => (c >> s) & 0xff;
  const m = (s: number) => Math.round(ch(a, s) + (ch(b, s) - ch(a, s)) * t) << s;
  return m(16) | m(8) | m(0);
}
