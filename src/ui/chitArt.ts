/**
 * The art of a segment chit (2.2): a square of stone cardboard, drawn with vector shapes so it
 * stays sharp at any zoom. Rooms are walled stone chambers with a flagged floor; corridors are
 * a narrow paved passage cut through dark rock from the centre to each open end or door.
 *
 * Everything is drawn around (0, 0) in a Graphics object: the caller puts the Graphics on the
 * segment's centre, or turns it while the chit is in hand. The features on a room are
 * featureArt.ts; the party's marker, the cups and the marks on the table are tableArt.ts.
 */
import { atlasFor, type AtlasFrame } from './atlas';
import type * as Phaser from 'phaser';
import { chitTypes, type ChitTypeId, type Side } from '../games/deathmaze';
import { DIRS, type Dir, type Rotation } from '../games/deathmaze';
import { rotatedSide } from '../games/deathmaze';
import { DOOR, GAP, mix, noise, palette, PASS, PASS_WALL, rectOn, turn, WALL, type G } from './chitPen';
import { drawFountain, drawStairs, drawStatue, drawTrapdoor } from './featureArt';

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
