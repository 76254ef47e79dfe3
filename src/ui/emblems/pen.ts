/**
 * The pen the counters and their weapon tokens are drawn with (counterArt.ts): Canvas 2D shapes
 * in an emblem's unit coordinates, and the printed inks.
 */
export type Ctx = CanvasRenderingContext2D;

/** An emblem: drawn in unit coordinates (about -1..1) around the counter's middle, y down. */
export type Emblem = (ctx: Ctx) => void;

export const INK = '#1b1310';
export const IVORY = '#f3e7c9';
export const BONE = '#e9dcc0';
export const BRASS = '#e0bc55';

export function roundRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** Lightens (t > 0) or darkens (t < 0) a #rrggbb colour. */
export function shade(hex: string, t: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = (s: number) => {
    const v = (n >> s) & 0xff;
    return Math.round(t >= 0 ? v + (255 - v) * t : v * (1 + t));
  };
  return `rgb(${ch(16)}, ${ch(8)}, ${ch(0)})`;
}

export function poly(ctx: Ctx, pts: readonly number[], close = true): void {
  ctx.beginPath();
  ctx.moveTo(pts[0]!, pts[1]!);
  for (let i = 2; i < pts.length; i += 2) ctx.lineTo(pts[i]!, pts[i + 1]!);
  if (close) ctx.closePath();
}

export function fillPoly(ctx: Ctx, colour: string, pts: readonly number[]): void {
  poly(ctx, pts);
  ctx.fillStyle = colour;
  ctx.fill();
}

export function circle(ctx: Ctx, x: number, y: number, r: number, fill: string | null, stroke?: string, width = 0.06): void {
  ellipse(ctx, x, y, r, r, 0, fill, stroke, width);
}

export interface Hood {
  /** How far the cowl bulges out at the top, its half-width at the hem, and where the hem is. */
  flare: number;
  width: number;
  hem: number;
  cloth: string;
  /** The face's shadow inside the cowl: centre y, radii x and y. */
  face: [number, number, number];
  dark: string;
  /** The eyes: half the distance between them, their y, radius and colour. */
  eyes: [number, number, number, string];
}

/** A hooded head (the Thief and the Evil Thief): the cowl, the dark face in it, two eyes. */
export function hood(ctx: Ctx, h: Hood): void {
  ctx.beginPath();
  ctx.moveTo(0, -0.85);
  ctx.quadraticCurveTo(h.flare, -0.6, h.width, h.hem);
  ctx.lineTo(-h.width, h.hem);
  ctx.quadraticCurveTo(-h.flare, -0.6, 0, -0.85);
  ctx.closePath();
  ctx.fillStyle = h.cloth;
  ctx.fill();
  const [fy, rx, ry] = h.face;
  ellipse(ctx, 0, fy, rx, ry, 0, h.dark);
  const [dx, ey, r, colour] = h.eyes;
  circle(ctx, -dx, ey, r, colour);
  circle(ctx, dx, ey, r, colour);
}

export function ellipse(ctx: Ctx, x: number, y: number, rx: number, ry: number, rot: number, fill: string | null, stroke?: string, width = 0.06): void {
  ctx.beginPath();
  ctx.ellipse(x, y, rx, ry, rot, 0, Math.PI * 2);
  if (fill) {
    ctx.fillStyle = fill;
    ctx.fill();
  }
  if (stroke) {
    ctx.strokeStyle = stroke;
    ctx.lineWidth = width;
    ctx.stroke();
  }
}

export function line(ctx: Ctx, x0: number, y0: number, x1: number, y1: number): void {
  ctx.beginPath();
  ctx.moveTo(x0, y0);
  ctx.lineTo(x1, y1);
  ctx.stroke();
}

export function stroke(ctx: Ctx, colour: string, width: number, draw: () => void): void {
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  draw();
}

export function star(ctx: Ctx, x: number, y: number, r: number, colour: string): void {
  const pts: number[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    pts.push(x + Math.cos(a) * rr, y + Math.sin(a) * rr);
  }
  fillPoly(ctx, colour, pts);
}

export function fireFlames(ctx: Ctx, x: number, y: number, size: number): void {
  for (const [colour, k] of [['#d8401a', 1], ['#ff9a2a', 0.72], ['#ffe05a', 0.42]] as const) {
    ctx.beginPath();
    const s = size * k;
    ctx.moveTo(x - s * 0.7, y + s);
    ctx.quadraticCurveTo(x - s * 1.1, y, x - s * 0.4, y - s * 0.6);
    ctx.quadraticCurveTo(x - s * 0.3, y - s * 0.1, x, y - s * 1.1);
    ctx.quadraticCurveTo(x + s * 0.3, y - s * 0.2, x + s * 0.5, y - s * 0.7);
    ctx.quadraticCurveTo(x + s * 1.1, y, x + s * 0.7, y + s);
    ctx.closePath();
    ctx.fillStyle = colour;
    ctx.fill();
  }
}
