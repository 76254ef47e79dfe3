/**
 * The art of a segment chit (2.2): a square of stone cardboard, drawn with vector shapes so it
 * stays sharp at any zoom. Rooms are walled stone chambers with a flagged floor; corridors are
 * a narrow paved passage cut through dark rock from the centre to each open end or door.
 *
 * Everything is drawn around (0, 0) in a Graphics object: the caller puts the Graphics on the
 * segment's centre, or turns it while the chit is in hand.
 */
import { atlasFor, type AtlasFrame } from './atlas';
import type * as Phaser from 'phaser';
import { chitTypes, type ChitTypeId, type Side } from '../games/deathmaze';
import { DIRS, type Dir, type Rotation } from '../games/deathmaze';
import { rotatedSide } from '../games/deathmaze';

/** World units along one side of a segment. */
export const CHIT_SIZE = 128;

export interface ChitLook {
  type: ChitTypeId;
  rot: Rotation;
  /** Bit per side (1 << dir): impassable sides (5.25), marked with a red bar. */
  blocked?: number;
  /** Bit per side: doors pegged shut (9.57). */
  pegged?: number;
  /** The entrance (5.13): drawn with the stairs up and out. */
  entrance?: boolean;
  /** Varies the stone from chit to chit (e.g. the chit's place in the laying order). */
  grain?: number;
  /** 6.0: the feature has been investigated: it is drawn faded. */
  investigated?: boolean;
}

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
const GAP = 0.018; // cardboard edge: the table shows between neighbouring chits
const WALL = 0.14; // room walls
const DOOR = 0.3; // door opening
const PASS = 0.34; // corridor floor
const PASS_WALL = 0.055; // the dressed stone lining a corridor

type G = Phaser.GameObjects.Graphics;

/** A point of the "north frame" (x across the side, y from the centre, negative = north), turned to face `d`. */
function turn(d: Dir, x: number, y: number): [number, number] {
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
function rectOn(g: G, d: Dir, x0: number, y0: number, x1: number, y1: number): void {
  const [ax, ay] = turn(d, x0, y0);
  const [bx, by] = turn(d, x1, y1);
  g.fillRect(Math.min(ax, bx), Math.min(ay, by), Math.abs(bx - ax), Math.abs(by - ay));
}

/** A small deterministic hash in [0, 1): the same chit always gets the same stones. */
function noise(seed: number, i: number): number {
  let h = (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) + Math.imul(i + 1, 0xc2b2ae35)) | 0;
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  h = Math.imul(h, 0x297a2d39);
  h ^= h >>> 15;
  return (h >>> 0) / 4294967296;
}

/** Blends two colours: t = 0 gives a, 1 gives b. */
function mix(a: number, b: number, t: number): number {
  const ch = (c: number, s: number) => (c >> s) & 0xff;
  const m = (s: number) => Math.round(ch(a, s) + (ch(b, s) - ch(a, s)) * t) << s;
  return m(16) | m(8) | m(0);
}

/**
 * Bakes a chit's look once (Canvas 2D, so no GPU read-back) into the chits' atlas and returns its frame.
 * A board of textured quads draws far faster than hundreds of live vector shapes, which matters
 * on phones and in software WebGL. `px` should be a power of two so the texture gets mipmaps
 * and stays smooth when the table is zoomed out.
 */
export function chitTextureKey(look: ChitLook, px: number): string {
  return `chit:${look.type}:${look.rot}:${look.blocked ?? 0}:${look.pegged ?? 0}:${look.entrance ? 1 : 0}:${look.grain ?? 0}:${look.investigated ? 1 : 0}:${px}`;
}

export function chitTexture(scene: Phaser.Scene, look: ChitLook, px = 256): AtlasFrame {
  return atlasFor(scene, 'chits', px).frame(chitTextureKey(look, px), (ctx, size) => {
    // Phaser paints a Graphics into a canvas of its own; the atlas copies it into its slot.
    const scratch = scratchCanvas(size);
    const g = scene.make.graphics({}, false);
    g.translateCanvas(size / 2, size / 2);
    drawChit(g, look, size);
    g.generateTexture(scratch, size, size);
    g.destroy();
    ctx.drawImage(scratch, 0, 0);
  });
}

let scratch: HTMLCanvasElement | null = null;

/** A cleared canvas of `px` square, reused from bake to bake. */
function scratchCanvas(px: number): HTMLCanvasElement {
  scratch ??= document.createElement('canvas');
  if (scratch.width !== px || scratch.height !== px) {
    scratch.width = px;
    scratch.height = px;
  } else {
    scratch.getContext('2d')?.clearRect(0, 0, px, px);
  }
  return scratch;
}

/** Margin of the shadow texture beyond the chit, as a fraction of the chit. */
export const SHADOW_MARGIN = 0.125;

/**
 * The soft shadow a chit casts on the table, as a texture (1 + 2 * SHADOW_MARGIN chits across,
 * the chit centred): put it under the chit, below every chit of the board.
 */
export function shadowTexture(scene: Phaser.Scene, px = 128): string {
  const key = `chit-shadow:${px}`;
  if (scene.textures.exists(key)) return key;
  const full = px * (1 + 2 * SHADOW_MARGIN);
  const g = scene.make.graphics({}, false);
  const c = full / 2;
  const off = px * 0.035;
  // Layers of faint dark squares fake a blur.
  for (let i = 0; i < 6; i++) {
    const spread = px * (0.07 - i * 0.012);
    g.fillStyle(palette.shadow, 0.1);
    g.fillRoundedRect(c - px / 2 - spread + off * 0.5, c - px / 2 - spread + off, px + spread * 2, px + spread * 2, px * 0.05 + spread);
  }
  g.generateTexture(key, Math.ceil(full), Math.ceil(full));
  g.destroy();
  return key;
}

/** Draws one segment chit centred on (0, 0). */
export function drawChit(g: G, look: ChitLook, size = CHIT_SIZE): void {
  const type = chitTypes[look.type];
  const sides = DIRS.map((d) => rotatedSide(look.type, look.rot, d));
  const grain = look.grain ?? 0;
  const h = size / 2;
  const edge = h - size * GAP;

  // The cardboard: a dark rim, then the printed face.
  g.fillStyle(palette.ink, 1);
  g.fillRoundedRect(-edge, -edge, edge * 2, edge * 2, size * 0.035);

  if (type.segment === 'room') drawRoom(g, sides, grain, size);
  else drawCorridor(g, sides, grain, size);

  if (type.feature === 'fountain') drawFountain(g, size);
  else if (type.feature === 'statue') drawStatue(g, size);
  else if (type.feature === 'trapdoor') drawTrapdoor(g, size);
  if (type.feature && look.investigated) {
    // 6.0: looked into already: the feature fades into the floor, so the eye skips it.
    g.fillStyle(palette.roomFloor, 0.62);
    g.fillCircle(0, 0, size * 0.255);
  }
  if (look.entrance) drawStairs(g, size);

  for (const d of DIRS) {
    const bit = 1 << d;
    if (sides[d] === 'D' && (look.pegged ?? 0) & bit) drawPeg(g, d, size);
    if ((look.blocked ?? 0) & bit) drawBlockedBar(g, d, size);
  }

  // A worn bevel: light catches the top-left of the cardboard, the bottom-right falls in shade.
  const bevel = Math.max(1, size * 0.012);
  g.fillStyle(0xffffff, 0.1);
  g.fillRect(-edge, -edge, edge * 2, bevel);
  g.fillRect(-edge, -edge, bevel, edge * 2);
  g.fillStyle(0x000000, 0.25);
  g.fillRect(-edge, edge - bevel, edge * 2, bevel);
  g.fillRect(edge - bevel, -edge, bevel, edge * 2);
}

function drawRoom(g: G, sides: Side[], grain: number, size: number): void {
  const h = size / 2;
  const edge = h - size * GAP;
  const inset = size * 0.012;
  const w = size * WALL;
  const inner = h - w;

  // Walls: courses of dressed blocks on a bed of mortar.
  g.fillStyle(palette.mortar, 1);
  g.fillRect(-edge + inset, -edge + inset, (edge - inset) * 2, (edge - inset) * 2);
  const block = size * 0.155;
  const joint = Math.max(1, size * 0.011);
  let n = 0;
  for (const d of DIRS) {
    // N and S walls run corner to corner; E and W fit between them.
    const from = d % 2 === 0 ? -edge + inset : -inner;
    const to = d % 2 === 0 ? edge - inset : inner;
    const rows = 2;
    const rowH = (w - inset - size * GAP) / rows;
    for (let r = 0; r < rows; r++) {
      const y0 = -edge + inset + r * rowH;
      let x = from - (r % 2 === 1 ? block / 2 : 0);
      while (x < to) {
        const x0 = Math.max(x, from) + joint / 2;
        const x1 = Math.min(x + block, to) - joint / 2;
        if (x1 > x0) {
          const t = noise(grain, n++);
          g.fillStyle(mix(palette.wallDark, palette.wallLight, t), 1);
          rectOn(g, d, x0, y0 + joint / 2, x1, y0 + rowH - joint / 2);
        }
        x += block;
      }
    }
  }

  // The floor: big flagstones, a little uneven in tone.
  g.fillStyle(palette.roomGrout, 1);
  g.fillRect(-inner, -inner, inner * 2, inner * 2);
  const tiles = 4;
  const tile = (inner * 2) / tiles;
  const grout = Math.max(1, size * 0.009);
  for (let i = 0; i < tiles; i++) {
    for (let j = 0; j < tiles; j++) {
      const t = noise(grain + 101, i * tiles + j);
      g.fillStyle(mix(palette.roomFloorDark, palette.roomFloor, t), 1);
      g.fillRect(-inner + i * tile + grout / 2, -inner + j * tile + grout / 2, tile - grout, tile - grout);
    }
  }
  // Shade under the north and west walls gives the floor depth.
  const shade = size * 0.035;
  g.fillStyle(0x000000, 0.22);
  g.fillRect(-inner, -inner, inner * 2, shade);
  g.fillRect(-inner, -inner + shade, shade, inner * 2 - shade);

  for (const d of DIRS) {
    if (sides[d] === 'D') drawDoor(g, d, size, palette.roomFloor);
    else if (sides[d] === 'O') drawOpening(g, d, size, size * PASS, palette.roomFloor);
  }
}

function drawCorridor(g: G, sides: Side[], grain: number, size: number): void {
  const h = size / 2;
  const edge = h - size * GAP;
  const inset = size * 0.012;
  const half = (size * PASS) / 2;
  const lining = size * PASS_WALL;

  // Living rock, rough and speckled.
  g.fillStyle(palette.rock, 1);
  g.fillRect(-edge + inset, -edge + inset, (edge - inset) * 2, (edge - inset) * 2);
  for (let i = 0; i < 46; i++) {
    const x = (noise(grain, i * 3) * 2 - 1) * (edge - inset - 3);
    const y = (noise(grain, i * 3 + 1) * 2 - 1) * (edge - inset - 3);
    const r = size * (0.008 + 0.02 * noise(grain, i * 3 + 2));
    g.fillStyle(i % 3 === 0 ? palette.rockDark : palette.rockLight, 0.9);
    g.fillCircle(x, y, r);
  }

  const ways = DIRS.filter((d) => sides[d] !== 'W');
  // The lining first, then the floor on top, so every junction is clean.
  g.fillStyle(palette.wallDark, 1);
  g.fillRect(-half - lining, -half - lining, (half + lining) * 2, (half + lining) * 2);
  for (const d of ways) rectOn(g, d, -half - lining, -edge + inset, half + lining, 0);
  g.fillStyle(palette.wall, 1);
  const lip = lining * 0.45;
  g.fillRect(-half - lip, -half - lip, (half + lip) * 2, (half + lip) * 2);
  for (const d of ways) rectOn(g, d, -half - lip, -edge + inset, half + lip, 0);

  g.fillStyle(palette.passFloor, 1);
  g.fillRect(-half, -half, half * 2, half * 2);
  for (const d of ways) rectOn(g, d, -half, -edge + inset, half, 0);

  // Paving: joints across each arm of the passage.
  const grout = Math.max(1, size * 0.008);
  g.fillStyle(palette.passGrout, 1);
  for (const d of ways) {
    for (let y = -half - size * 0.085; y > -edge; y -= size * 0.085) rectOn(g, d, -half, y - grout / 2, half, y + grout / 2);
    rectOn(g, d, -grout / 2, -half, grout / 2, -half - size * 0.085); // staggered joint
  }
  g.fillStyle(palette.passGrout, 1);
  g.fillRect(-half, -grout / 2, half * 2, grout);
  g.fillRect(-grout / 2, -half, grout, half * 2);

  // Dark along the passage's northern and western linings: it is cut into the rock.
  g.fillStyle(0x000000, 0.2);
  const shade = size * 0.025;
  for (const d of ways) {
    if (d % 2 === 0) g.fillRect(-half, d === 0 ? -edge + inset : half, shade, d === 0 ? edge - inset - half : edge - inset - half);
    else g.fillRect(d === 3 ? -edge + inset : half, -half, d === 3 ? edge - inset - half : edge - inset - half, shade);
  }
  g.fillRect(-half, -half, half * 2, shade);
  g.fillRect(-half, -half, shade, half * 2);

  for (const d of DIRS) if (sides[d] === 'D') drawDoor(g, d, size, palette.passFloor);
}

/** An open side of a room: the floor runs out to the edge (no chit has one yet, but the art is ready). */
function drawOpening(g: G, d: Dir, size: number, width: number, floor: number): void {
  const edge = size / 2 - size * GAP;
  g.fillStyle(floor, 1);
  rectOn(g, d, -width / 2, -edge, width / 2, -size / 2 + size * WALL);
}

/**
 * A door in the side facing `d`: an opening through the wall at the chit's edge, stone jambs,
 * and a closed wooden door with iron bands. Doors sit at the edge, so two chits that meet
 * door to door (5.25) show one doorway.
 */
function drawDoor(g: G, d: Dir, size: number, floor: number): void {
  const h = size / 2;
  const edge = h - size * GAP;
  const depth = size * WALL;
  const half = (size * DOOR) / 2;
  const jamb = size * 0.05;
  const innerY = -h + depth;

  // Wall around the doorway (corridors get a stone frame across the passage end).
  g.fillStyle(palette.wallDark, 1);
  rectOn(g, d, -half - jamb * 1.6, -edge, half + jamb * 1.6, innerY);
  // The opening, floored.
  g.fillStyle(floor, 1);
  rectOn(g, d, -half, -edge, half, innerY + 1);
  // Jambs.
  g.fillStyle(palette.wallLight, 1);
  rectOn(g, d, -half - jamb, -edge, -half, innerY);
  rectOn(g, d, half, -edge, half + jamb, innerY);
  // The door leaf: planks with two iron bands.
  const y0 = -edge + depth * 0.18;
  const y1 = innerY - depth * 0.18;
  g.fillStyle(palette.woodDark, 1);
  rectOn(g, d, -half, y0, half, y1);
  g.fillStyle(palette.wood, 1);
  const plank = (half * 2) / 4;
  const seam = Math.max(1, size * 0.008);
  for (let i = 0; i < 4; i++) rectOn(g, d, -half + i * plank + seam / 2, y0 + seam, -half + (i + 1) * plank - seam / 2, y1 - seam);
  g.fillStyle(palette.iron, 1);
  const band = Math.max(1, size * 0.014);
  rectOn(g, d, -half + plank * 0.5 - band / 2, y0, -half + plank * 0.5 + band / 2, y1);
  rectOn(g, d, half - plank * 0.5 - band / 2, y0, half - plank * 0.5 + band / 2, y1);
  // The ring pull.
  const [rx, ry] = turn(d, 0, (y0 + y1) / 2);
  g.fillStyle(palette.brass, 1);
  g.fillCircle(rx, ry, size * 0.018);
}

/** 9.57: a door pegged shut: iron bars nailed across it. */
function drawPeg(g: G, d: Dir, size: number): void {
  const h = size / 2;
  const half = (size * DOOR) / 2;
  const y0 = -h + size * GAP + size * WALL * 0.1;
  const y1 = -h + size * WALL * 0.95;
  const a0 = turn(d, -half, y0);
  const a1 = turn(d, half, y1);
  const b0 = turn(d, half, y0);
  const b1 = turn(d, -half, y1);
  g.lineStyle(Math.max(1.5, size * 0.022), palette.iron, 1);
  g.lineBetween(a0[0], a0[1], a1[0], a1[1]);
  g.lineBetween(b0[0], b0[1], b1[0], b1[1]);
  g.fillStyle(palette.brass, 1);
  for (const [x, y] of [a0, a1, b0, b1]) g.fillCircle(x, y, size * 0.014);
}

/** 5.25: a side that did not match its neighbour, impassable. */
function drawBlockedBar(g: G, d: Dir, size: number): void {
  const edge = size / 2 - size * GAP;
  const t = size * 0.075;
  const len = edge - size * 0.05;
  g.fillStyle(palette.blockedDark, 1);
  rectOn(g, d, -len - 2, -edge + size * 0.02 - 2, len + 2, -edge + size * 0.02 + t + 2);
  g.fillStyle(palette.blocked, 1);
  rectOn(g, d, -len, -edge + size * 0.02, len, -edge + size * 0.02 + t);
  g.fillStyle(0xffffff, 0.35);
  rectOn(g, d, -len, -edge + size * 0.02, len, -edge + size * 0.02 + t * 0.3);
}

function drawFountain(g: G, size: number): void {
  const r = size * 0.2;
  g.fillStyle(0x000000, 0.25);
  g.fillCircle(size * 0.015, size * 0.02, r * 1.08);
  g.fillStyle(palette.marbleDark, 1);
  g.fillCircle(0, 0, r);
  g.fillStyle(palette.marble, 1);
  g.fillCircle(0, 0, r * 0.92);
  g.fillStyle(palette.water, 1);
  g.fillCircle(0, 0, r * 0.74);
  g.lineStyle(Math.max(1, size * 0.012), palette.waterLight, 0.8);
  g.strokeCircle(0, 0, r * 0.5);
  g.strokeCircle(0, 0, r * 0.28);
  g.fillStyle(palette.marble, 1);
  g.fillCircle(0, 0, r * 0.14);
}

/** A statue on a round dais: a standing figure with a spear, as on a map key. */
function drawStatue(g: G, size: number): void {
  const u = size / 100;
  g.fillStyle(0x000000, 0.25);
  g.fillCircle(1.5 * u, 2 * u, 21 * u);
  g.fillStyle(palette.marbleDark, 1);
  g.fillCircle(0, 0, 21 * u);
  g.fillStyle(0x8a857c, 1);
  g.fillCircle(0, 0, 18 * u);
  const outline = 0x4a463f;
  const figure = (grow: number, colour: number) => {
    g.fillStyle(colour, 1);
    // plinth
    g.fillRect(-9 * u - grow, 10 * u - grow, 18 * u + grow * 2, 5 * u + grow * 2);
    // legs
    g.fillRect(-4.5 * u - grow, 1 * u - grow, 3.5 * u + grow * 2, 10 * u + grow);
    g.fillRect(1 * u - grow, 1 * u - grow, 3.5 * u + grow * 2, 10 * u + grow);
    // body
    g.beginPath();
    g.moveTo(-6.5 * u - grow, -7 * u - grow);
    g.lineTo(6.5 * u + grow, -7 * u - grow);
    g.lineTo(4.5 * u + grow, 3 * u + grow);
    g.lineTo(-4.5 * u - grow, 3 * u + grow);
    g.closePath();
    g.fillPath();
    // head
    g.fillCircle(0, -11 * u, 3.6 * u + grow);
    // arm raised to the spear, and the spear
    g.fillRect(6 * u - grow, -12 * u - grow, 2.4 * u + grow * 2, 7 * u + grow * 2);
    g.fillRect(8.2 * u - grow, -18 * u - grow, 1.4 * u + grow * 2, 32 * u + grow * 2);
    // the other arm at the side
    g.fillRect(-8.4 * u - grow, -6.5 * u - grow, 2.4 * u + grow * 2, 9 * u + grow * 2);
  };
  figure(1.1 * u, outline);
  figure(0, palette.marble);
  g.fillStyle(0xffffff, 0.6);
  g.fillCircle(-1.2 * u, -12.2 * u, 1.3 * u);
}

function drawTrapdoor(g: G, size: number): void {
  const s = size * 0.34;
  g.fillStyle(palette.pit, 1);
  g.fillRect(-s / 2 - size * 0.02, -s / 2 - size * 0.02, s + size * 0.04, s + size * 0.04);
  g.fillStyle(palette.woodDark, 1);
  g.fillRect(-s / 2, -s / 2, s, s);
  g.fillStyle(0x74502c, 1);
  const seam = Math.max(1, size * 0.008);
  const plank = s / 3;
  for (let i = 0; i < 3; i++) g.fillRect(-s / 2 + seam, -s / 2 + i * plank + seam / 2, s - seam * 2, plank - seam);
  g.fillStyle(palette.iron, 1);
  g.fillRect(-s / 2, -s * 0.32, s, size * 0.016);
  g.fillRect(-s / 2, s * 0.28, s, size * 0.016);
  g.lineStyle(Math.max(1, size * 0.014), palette.brass, 1);
  g.strokeCircle(0, 0, s * 0.14);
}

/** 5.13: the way out: a flight of steps climbing north out of the maze. */
function drawStairs(g: G, size: number): void {
  const w = size * PASS * 0.92;
  const top = -size * 0.3;
  const steps = 6;
  const tread = (size * 0.5) / steps;
  const rail = size * 0.03;
  g.fillStyle(0x000000, 0.35);
  g.fillRect(-w / 2 - rail, top, w + rail * 2, tread * steps + size * 0.015);
  for (let i = 0; i < steps; i++) {
    const t = i / (steps - 1);
    // The top step is lit by the world outside; lower steps fall into the dark.
    g.fillStyle(mix(0xe8dcc0, 0x5b5147, t), 1);
    g.fillRect(-w / 2, top + i * tread, w, tread);
    g.fillStyle(0x000000, 0.4);
    g.fillRect(-w / 2, top + (i + 1) * tread - Math.max(1, size * 0.012), w, Math.max(1, size * 0.012));
  }
  g.fillStyle(palette.wallDark, 1);
  g.fillRect(-w / 2 - rail, top, rail, tread * steps);
  g.fillRect(w / 2, top, rail, tread * steps);
  // An arrow up the stairs: the way out.
  g.fillStyle(palette.brass, 1);
  const ay = top + tread * 1.1;
  g.fillTriangle(0, ay - size * 0.055, -size * 0.06, ay + size * 0.02, size * 0.06, ay + size * 0.02);
  g.fillRect(-size * 0.018, ay + size * 0.02, size * 0.036, size * 0.09);
}

/**
 * The party's counter: a brass-rimmed token with a pip for each living adventurer. With none
 * left alive it lies greyed and crossed out where they fell.
 */
export function drawPartyMarker(g: G, living: number, size = CHIT_SIZE): void {
  const r = size * 0.2;
  const fallen = living <= 0;
  g.fillStyle(0x000000, 0.45);
  g.fillCircle(size * 0.025, size * 0.035, r * 1.05);
  g.fillStyle(fallen ? 0x3d3a36 : 0x6b4d12, 1);
  g.fillCircle(0, 0, r);
  g.fillStyle(fallen ? 0x8d8780 : palette.brass, 1);
  g.fillCircle(0, 0, r * 0.9);
  g.fillStyle(fallen ? 0x4f4a45 : 0x8e1b1b, 1);
  g.fillCircle(0, 0, r * 0.74);
  g.fillStyle(0xffffff, 0.18);
  g.fillEllipse(-r * 0.22, -r * 0.3, r * 0.8, r * 0.42);
  if (fallen) {
    const k = r * 0.42;
    g.lineStyle(Math.max(2, size * 0.035), 0x7a1414, 1);
    g.lineBetween(-k, -k, k, k);
    g.lineBetween(-k, k, k, -k);
    return;
  }
  const n = Math.min(6, living);
  g.fillStyle(0xf6ead0, 1);
  for (let i = 0; i < n; i++) {
    const a = -Math.PI / 2 + (i * Math.PI * 2) / n + (n === 4 ? Math.PI / 4 : 0);
    const pr = n === 1 ? 0 : r * 0.4;
    g.fillCircle(Math.cos(a) * pr, Math.sin(a) * pr, r * 0.13);
  }
}

/** The empty segment a drawn chit will be laid on (5.21): a dashed outline on the table. */
export function drawPendingSegment(g: G, size = CHIT_SIZE): void {
  const edge = size / 2 - size * GAP;
  const dash = size * 0.08;
  const t = Math.max(1, size * 0.014);
  g.fillStyle(palette.brass, 0.55);
  for (const d of DIRS) {
    for (let x = -edge; x < edge; x += dash * 2) rectOn(g, d, x, -edge, Math.min(x + dash, edge), -edge + t);
  }
}

/** Leather of the two cups (2.2): oxblood for rooms, slate green for corridors. */
export const cupLeather = {
  room: { body: 0x6e2a1f, light: 0x8e4030, dark: 0x4a1a12, rim: 0x9a5238 },
  corridor: { body: 0x2f4a44, light: 0x44655c, dark: 0x1d302b, rim: 0x587a70 },
} as const;

/**
 * A leather dice cup standing on the table edge, seen a little from above: `w` wide and about
 * 1.15 `w` tall, centred on (0, 0). `full` shows chit edges inside the mouth.
 */
export function drawCup(g: G, cup: 'room' | 'corridor', w: number, full: boolean): void {
  const c = cupLeather[cup];
  const h = w * 1.15;
  const ry = w * 0.17;
  const top = -h / 2 + ry;
  const bottom = h / 2 - w * 0.1;
  const bw = w * 0.4;
  // Its shadow on the table.
  g.fillStyle(0x000000, 0.4);
  g.fillEllipse(w * 0.07, bottom + w * 0.05, w * 1.02, w * 0.3);
  // The body, narrowing to the foot.
  g.fillStyle(c.body, 1);
  g.beginPath();
  g.moveTo(-w / 2, top);
  g.lineTo(w / 2, top);
  g.lineTo(bw, bottom);
  g.lineTo(-bw, bottom);
  g.closePath();
  g.fillPath();
  g.fillEllipse(0, bottom, bw * 2, w * 0.2);
  // Light from the left, shade to the right.
  g.fillStyle(c.light, 1);
  g.beginPath();
  g.moveTo(-w * 0.36, top);
  g.lineTo(-w * 0.2, top);
  g.lineTo(-bw * 0.45, bottom);
  g.lineTo(-bw * 0.75, bottom);
  g.closePath();
  g.fillPath();
  g.fillStyle(c.dark, 1);
  g.beginPath();
  g.moveTo(w * 0.3, top);
  g.lineTo(w / 2, top);
  g.lineTo(bw, bottom);
  g.lineTo(bw * 0.62, bottom);
  g.closePath();
  g.fillPath();
  // Two stitched bands.
  const band = (y: number) => {
    const t = (y - top) / (bottom - top);
    const half = w / 2 + (bw - w / 2) * t;
    g.fillStyle(c.dark, 0.9);
    g.fillRect(-half, y - w * 0.035, half * 2, w * 0.07);
    g.fillStyle(palette.brass, 0.75);
    for (let x = -half + w * 0.05; x < half - w * 0.03; x += w * 0.09) g.fillRect(x, y - w * 0.008, w * 0.045, w * 0.016);
  };
  band(top + (bottom - top) * 0.2);
  band(top + (bottom - top) * 0.86);
  // The rim and the dark mouth.
  g.fillStyle(c.rim, 1);
  g.fillEllipse(0, top, w, ry * 2);
  g.fillStyle(0x120d0a, 1);
  g.fillEllipse(0, top + ry * 0.08, w * 0.84, ry * 1.55);
  if (full) {
    // Edges of chits standing in the cup.
    g.fillStyle(palette.roomFloorDark, 1);
    g.fillRect(-w * 0.22, top - ry * 0.1, w * 0.16, ry * 0.55);
    g.fillStyle(palette.passFloor, 1);
    g.fillRect(-w * 0.02, top - ry * 0.3, w * 0.18, ry * 0.6);
    g.fillStyle(palette.wallLight, 1);
    g.fillRect(w * 0.14, top, w * 0.12, ry * 0.45);
  }
}

/** A legal segment for the chit in hand (5.24, 5.25): a warm glow on the table. `strong` while the chit is over it. */
export function drawLitCell(g: G, strong: boolean, size = CHIT_SIZE): void {
  const edge = size / 2 - size * GAP;
  // A soft halo on the table around it.
  for (let i = 3; i >= 1; i--) {
    const out = size * 0.03 * i;
    g.fillStyle(0xf2c14e, (strong ? 0.1 : 0.06) * (4 - i));
    g.fillRoundedRect(-edge - out, -edge - out, (edge + out) * 2, (edge + out) * 2, size * 0.05 + out);
  }
  g.fillStyle(0xf2c14e, strong ? 0.5 : 0.32);
  g.fillRoundedRect(-edge, -edge, edge * 2, edge * 2, size * 0.05);
  g.lineStyle(Math.max(2, size * (strong ? 0.05 : 0.035)), strong ? 0xffe08a : palette.brass, 1);
  g.strokeRoundedRect(-edge + size * 0.02, -edge + size * 0.02, edge * 2 - size * 0.04, edge * 2 - size * 0.04, size * 0.05);
}

/** A way the party may go (5.28): a brass chevron at the edge of its segment, pointing out. */
export function drawMoveArrow(g: G, d: Dir, size = CHIT_SIZE): void {
  const h = size / 2;
  const tip = turn(d, 0, -h + size * 0.035);
  const l = turn(d, -size * 0.1, -h + size * 0.13);
  const r = turn(d, size * 0.1, -h + size * 0.13);
  g.fillStyle(0x000000, 0.45);
  g.fillTriangle(tip[0] + 2, tip[1] + 3, l[0] + 2, l[1] + 3, r[0] + 2, r[1] + 3);
  g.fillStyle(0xffe08a, 1);
  g.fillTriangle(tip[0], tip[1], l[0], l[1], r[0], r[1]);
  g.lineStyle(Math.max(1, size * 0.012), palette.ink, 0.8);
  g.strokeTriangle(tip[0], tip[1], l[0], l[1], r[0], r[1]);
}

/** A side the party tried and may not cross: a red bar along it (faded out by the caller). */
export function drawSideFlash(g: G, d: Dir, size = CHIT_SIZE): void {
  const edge = size / 2 - size * GAP;
  g.fillStyle(palette.blocked, 0.85);
  rectOn(g, d, -edge, -edge, edge, -edge + size * 0.09);
}

/** Monsters waiting on a segment: a round counter, red while hostile, green once an agreement holds (7.23). */
export function drawMonsterCounter(g: G, attitude: 'hostile' | 'agreed', r: number): void {
  const fill = attitude === 'hostile' ? 0x8e1b1b : 0x2c6a4a;
  const rim = attitude === 'hostile' ? 0xf0a08a : 0xa8e0c0;
  g.fillStyle(0x000000, 0.45);
  g.fillCircle(r * 0.1, r * 0.14, r * 1.04);
  g.fillStyle(rim, 1);
  g.fillCircle(0, 0, r);
  g.fillStyle(fill, 1);
  g.fillCircle(0, 0, r * 0.84);
  g.fillStyle(0xffffff, 0.16);
  g.fillEllipse(-r * 0.25, -r * 0.35, r * 0.9, r * 0.45);
}
