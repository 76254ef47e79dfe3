/**
 * The title card's art, painted with Canvas 2D into a texture at the canvas's own pixel size
 * (devicePixelRatio pixels per CSS pixel), so it is sharp on any screen: a wall of dark stone
 * blocks, an arched doorway with stairs going down into the dark, two torches, and the name
 * DEATHMAZE in our own angular letters (drawn as strokes, so no font is needed). Here the layout
 * and the lettering; the stone, the doorway and the torches are dungeonArt.ts.
 *
 * Every length here is in CSS pixels; the caller passes the pixel ratio.
 */
import type { Doorway } from './dungeonArt';

// the title scene paints its stone and torches through this module
export { paintDoorway, paintFlame, paintGlow, paintLight, paintSconce, paintWall } from './dungeonArt';

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface TitleLayout {
  width: number;
  height: number;
  /** Letter height of DEATHMAZE and where its middle is. */
  title: { cx: number; cy: number; size: number };
  subtitle: { cx: number; y: number; size: number };
  /** The doorway's opening: centre x, the arch's spring line, its radius (half the opening), the sill. */
  door: Doorway;
  /** Where the DOM menu stands: inside the opening. */
  menu: Rect;
  torches: { x: number; y: number }[];
}

/** The lettering's grid: each letter 5 units wide and 7 tall, 1.7 units apart. */
const LETTER_W = 5;
const LETTER_H = 7;
const LETTER_GAP = 1.7;
const WORD = 'DEATHMAZE';
const wordUnits = WORD.length * LETTER_W + (WORD.length - 1) * LETTER_GAP;

/** Strokes of each letter (polylines; `true` closes one). */
const LETTERS: Record<string, { pts: [number, number][]; closed?: boolean }[]> = {
  D: [{ pts: [[0, 0], [3.1, 0], [5, 1.9], [5, 5.1], [3.1, 7], [0, 7]], closed: true }],
  E: [{ pts: [[5, 0], [0, 0], [0, 7], [5, 7]] }, { pts: [[0, 3.5], [3.6, 3.5]] }],
  A: [{ pts: [[0, 7], [1.9, 0], [3.1, 0], [5, 7]] }, { pts: [[0.95, 4.4], [4.05, 4.4]] }],
  T: [{ pts: [[0, 0], [5, 0]] }, { pts: [[2.5, 0], [2.5, 7]] }],
  H: [{ pts: [[0, 0], [0, 7]] }, { pts: [[5, 0], [5, 7]] }, { pts: [[0, 3.5], [5, 3.5]] }],
  M: [{ pts: [[0, 7], [0, 0], [2.5, 3.6], [5, 0], [5, 7]] }],
  Z: [{ pts: [[0, 0], [5, 0], [0, 7], [5, 7]] }],
};

/** Where everything goes on a screen of this size (CSS pixels). */
export function titleLayout(width: number, height: number): TitleLayout {
  const W = width;
  const H = height;
  const side = W / H > 1.25 && H < 560;
  const menuH = 5 * 50 + 4 * 10 + 26;
  if (side) {
    // A phone on its side: the name on the left, the doorway on the right.
    const leftW = W * 0.5;
    const size = Math.min((leftW - 48) / (wordUnits / LETTER_H), H * 0.16, 64);
    const radius = Math.min(W * 0.17, 150);
    const ring = radius * 0.3;
    const bottom = H - 6;
    const spring = Math.max(ring * 1.3 + radius + 6, bottom - menuH - 24);
    const cx = W * 0.7;
    const menuW = Math.max(180, radius * 2 - 24);
    // one torch, right of the door, when there is room for it (the name takes the left)
    const torchX = cx + radius + ring + 30;
    return {
      width: W,
      height: H,
      title: { cx: W * 0.27, cy: H * 0.42, size },
      subtitle: { cx: W * 0.27, y: H * 0.42 + size * 0.9 + 14, size: Math.max(12, Math.min(16, size * 0.34)) },
      door: { cx, spring, radius, ring, bottom },
      menu: { left: cx - menuW / 2, top: Math.max(8, bottom - menuH - 12), width: menuW, height: menuH },
      torches: torchX + 16 < W ? [{ x: torchX, y: spring - radius * 0.2 }] : [],
    };
  }
  const size = Math.min((W - 44) / (wordUnits / LETTER_H), H * 0.075, 78);
  const titleTop = Math.max(22, H * 0.045);
  const cy = titleTop + size / 2;
  const subtitleSize = Math.max(13, Math.min(17, size * 0.3));
  const subY = titleTop + size + 16;
  const radius = Math.min(190, (W / 2 - 52) / 1.36, (H - subY) * 0.34);
  const ring = radius * 0.32;
  const archTop = subY + subtitleSize + Math.max(22, H * 0.03);
  const spring = archTop + ring + radius;
  const bottom = H - Math.max(10, H * 0.015);
  const cx = W / 2;
  const menuW = Math.max(180, radius * 2 - 26);
  const menuTop = Math.min(spring - radius * 0.45, bottom - menuH - 10);
  return {
    width: W,
    height: H,
    title: { cx, cy, size },
    subtitle: { cx, y: subY, size: subtitleSize },
    door: { cx, spring, radius, ring, bottom },
    menu: { left: cx - menuW / 2, top: menuTop, width: menuW, height: menuH },
    torches: [
      { x: cx - radius - ring - 30, y: spring - radius * 0.15 },
      { x: cx + radius + ring + 30, y: spring - radius * 0.15 },
    ],
  };
}

/** DEATHMAZE in angular bronze letters with a cut shadow, centred on (cx, cy). */
export function paintTitle(ctx: CanvasRenderingContext2D, cx: number, cy: number, size: number): void {
  const u = size / LETTER_H;
  const left = cx - (wordUnits * u) / 2;
  const top = cy - size / 2;
  const stroke = u * 1.05;
  const trace = () => {
    ctx.beginPath();
    [...WORD].forEach((ch, i) => {
      const ox = left + i * (LETTER_W + LETTER_GAP) * u;
      for (const s of LETTERS[ch] ?? []) {
        s.pts.forEach(([x, y], j) => (j === 0 ? ctx.moveTo(ox + x * u, top + y * u) : ctx.lineTo(ox + x * u, top + y * u)));
        if (s.closed) ctx.closePath();
      }
    });
  };
  ctx.save();
  ctx.lineJoin = 'miter';
  ctx.miterLimit = 3;
  ctx.lineCap = 'square';
  // the dark of the cut, thrown down and right
  ctx.shadowColor = 'rgba(0,0,0,0.85)';
  ctx.shadowBlur = u * 1.2;
  ctx.shadowOffsetX = u * 0.25;
  ctx.shadowOffsetY = u * 0.45;
  trace();
  ctx.strokeStyle = '#120b05';
  ctx.lineWidth = stroke + u * 0.55;
  ctx.stroke();
  ctx.shadowColor = 'transparent';
  const g = ctx.createLinearGradient(0, top - stroke / 2, 0, top + size + stroke / 2);
  g.addColorStop(0, '#fbe7a6');
  g.addColorStop(0.45, '#d9a84a');
  g.addColorStop(0.55, '#b07a2a');
  g.addColorStop(1, '#7c4f17');
  trace();
  ctx.strokeStyle = g;
  ctx.lineWidth = stroke;
  ctx.stroke();
  // a thin bright edge along the top of each stroke
  ctx.translate(0, -u * 0.16);
  trace();
  ctx.strokeStyle = 'rgba(255, 247, 220, 0.35)';
  ctx.lineWidth = stroke * 0.22;
  ctx.stroke();
  ctx.restore();
}

export function paintSubtitle(ctx: CanvasRenderingContext2D, text: string, cx: number, y: number, size: number, maxWidth: number): void {
  ctx.save();
  const font = (px: number) => `italic ${px}px Georgia, "DejaVu Serif", "Times New Roman", serif`;
  ctx.font = font(size);
  const wide = ctx.measureText(text).width;
  if (wide > maxWidth) ctx.font = font(Math.max(10, Math.floor((size * maxWidth) / wide)));
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  ctx.fillStyle = 'rgba(0,0,0,0.8)';
  ctx.fillText(text, cx + 1, y + 1.5);
  ctx.fillStyle = '#d8c9a6';
  ctx.fillText(text, cx, y);
  ctx.restore();
}
