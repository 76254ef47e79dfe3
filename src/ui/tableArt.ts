/**
 * What lies on the table besides the chits: the party's marker, the monsters' counter on their
 * segment, the two cups, and the marks the player needs (the segment a drawn chit goes on, the
 * legal segments lit, the ways on, a side flashed red). Drawn around (0, 0), as a chit is.
 */
import { DIRS, type Dir } from '../games/deathmaze';
import { CHIT_SIZE } from './chitArt';
import { GAP, palette, rectOn, turn, type G } from './chitPen';
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
