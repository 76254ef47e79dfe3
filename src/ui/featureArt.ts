/**
 * The unusual features printed on a room chit (6.0): a fountain, a statue, a trap door; and the
 * stairs up and out on the entrance (5.13). Drawn around (0, 0), as the chit is (chitArt.ts).
 */
import { mix, palette, PASS, type G } from './chitPen';

export function drawFountain(g: G, size: number): void {
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
export function drawStatue(g: G, size: number): void {
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

export function drawTrapdoor(g: G, size: number): void {
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
export function drawStairs(g: G, size: number): void {
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
