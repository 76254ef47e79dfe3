/**
 * Combat counters (8.1): square cardboard tokens for the adventurers (Hero, Thief, Wizard) and
 * for every monster type, each with an emblem of our own. Monster counters carry, as the printed
 * ones do, the combat bonus ("W" for a weapon user, 8.44) top left and the wound code (7.14) top
 * right, with the type's name along the bottom; an adventurer's bottom band is left for their
 * name, which the scene writes over it.
 *
 * Faces are drawn with Canvas 2D into a Phaser canvas texture, once per kind and size: pick the
 * size with `counterPx` from the counter's size on screen in device pixels, so a counter is sharp
 * at any devicePixelRatio and no bigger than it needs to be.
 */
import { atlasFor, type AtlasFrame } from './atlas';
import type * as Phaser from 'phaser';
import { monsters, type MonsterId } from '../games/deathmaze';
import type { WeaponId } from '../games/deathmaze';

export type AdventurerKind = 'hero' | 'thief' | 'wizard';
export type CounterKind = AdventurerKind | MonsterId;

type Ctx = CanvasRenderingContext2D;

export const counterColours = {
  hero: '#24477e',
  heroLight: '#3a66a8',
  thief: '#2c5638',
  thiefLight: '#417a50',
  wizard: '#4a2f6e',
  wizardLight: '#6a4b96',
  monster: '#7b2a20',
  monsterLight: '#a23d2c',
  ink: '#1b1310',
  ivory: '#f3e7c9',
  bone: '#e9dcc0',
  brass: '#e0bc55',
  charmRim: 0xc58bff,
  lit: 0xffd45e,
} as const;

/** The power-of-two texture size for a counter shown `devicePx` device pixels across. */
export function counterPx(devicePx: number): number {
  const want = Math.max(64, Math.min(512, devicePx));
  return 2 ** Math.ceil(Math.log2(want));
}

const isAdventurerKind = (k: CounterKind): k is AdventurerKind => k === 'hero' || k === 'thief' || k === 'wizard';

/** Bakes the counter's face into the counters' atlas (once per kind and size) and returns its frame. */
export function counterTexture(scene: Phaser.Scene, kind: CounterKind, px: number): AtlasFrame {
  return atlasFor(scene, 'counters', px).frame(`counter:${kind}`, (ctx, size) => drawCounterFace(ctx, kind, size));
}

/** A small round token showing the weapon in hand (8.41), baked like the counters. */
export function weaponTexture(scene: Phaser.Scene, weapon: WeaponId | 'none', px: number): AtlasFrame {
  return atlasFor(scene, 'weapons', px).frame(`weapon:${weapon}`, (ctx, size) => drawWeaponToken(ctx, weapon, size));
}

/** Draws a counter face filling a `px` square of `ctx` (the scene bakes it; a gallery page may call it directly). */
export function drawCounterFace(ctx: Ctx, kind: CounterKind, px: number): void {
  ctx.save();
  ctx.clearRect(0, 0, px, px);
  const adv = isAdventurerKind(kind);
  const field = adv ? counterColours[kind] : counterColours.monster;
  const light = adv ? counterColours[`${kind}Light`] : counterColours.monsterLight;
  const r = px * 0.09;
  const inset = px * 0.02;

  // The cardboard: a dark cut edge, then the printed face with light from the top left.
  roundRect(ctx, inset, inset, px - inset * 2, px - inset * 2, r);
  ctx.fillStyle = counterColours.ink;
  ctx.fill();
  const face = px * 0.045;
  const grad = ctx.createLinearGradient(0, 0, px, px);
  grad.addColorStop(0, light);
  grad.addColorStop(0.55, field);
  grad.addColorStop(1, shade(field, -0.25));
  roundRect(ctx, face, face, px - face * 2, px - face * 2, r * 0.75);
  ctx.fillStyle = grad;
  ctx.fill();
  // a thin printed frame
  ctx.lineWidth = Math.max(1, px * 0.012);
  ctx.strokeStyle = 'rgba(243, 231, 201, 0.45)';
  roundRect(ctx, px * 0.075, px * 0.075, px * 0.85, px * 0.85, r * 0.5);
  ctx.stroke();

  // The emblem, in a unit square around the middle, printed with a soft shadow under it.
  const art = document.createElement('canvas');
  art.width = px;
  art.height = px;
  const a = art.getContext('2d');
  if (a) {
    a.translate(px / 2, px * 0.5);
    const k = px * 0.27;
    a.scale(k, k);
    a.lineJoin = 'round';
    a.lineCap = 'round';
    emblems[kind](a);
    ctx.save();
    ctx.shadowColor = 'rgba(0, 0, 0, 0.55)';
    ctx.shadowBlur = px * 0.03;
    ctx.shadowOffsetX = px * 0.012;
    ctx.shadowOffsetY = px * 0.018;
    ctx.drawImage(art, 0, 0);
    ctx.restore();
  }

  // The printed numbers and the name band.
  const fontPx = Math.round(px * 0.135);
  ctx.fillStyle = counterColours.ivory;
  ctx.textBaseline = 'top';
  ctx.font = `bold ${fontPx}px Georgia, "Times New Roman", serif`;
  if (adv) {
    ctx.textAlign = 'center';
    ctx.font = `bold ${Math.round(px * 0.1)}px Georgia, "Times New Roman", serif`;
    ctx.fillText(kind.toUpperCase(), px / 2, px * 0.1);
  } else {
    const stats = monsters[kind];
    ctx.textAlign = 'left';
    ctx.fillText(stats.weapons ? 'W' : String(stats.combatBonus ?? 0), px * 0.11, px * 0.095);
    ctx.textAlign = 'right';
    ctx.font = `bold ${Math.round(px * 0.11)}px Georgia, "Times New Roman", serif`;
    ctx.fillText(stats.woundCode, px * 0.89, px * 0.105);
  }
  // bottom band
  ctx.fillStyle = 'rgba(20, 12, 8, 0.55)';
  ctx.fillRect(px * 0.075, px * 0.76, px * 0.85, px * 0.165);
  if (!adv) {
    const name = monsters[kind].name.toUpperCase();
    ctx.fillStyle = counterColours.ivory;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    let size = Math.round(px * 0.105);
    ctx.font = `bold ${size}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
    while (size > 6 && ctx.measureText(name).width > px * 0.8) {
      size--;
      ctx.font = `bold ${size}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
    }
    ctx.fillText(name, px / 2, px * 0.845);
  }

  // bevel: light on the top and left, shade on the bottom and right
  ctx.lineWidth = Math.max(1, px * 0.014);
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.18)';
  ctx.beginPath();
  ctx.moveTo(face + r * 0.6, face);
  ctx.lineTo(px - face - r * 0.6, face);
  ctx.moveTo(face, face + r * 0.6);
  ctx.lineTo(face, px - face - r * 0.6);
  ctx.stroke();
  ctx.strokeStyle = 'rgba(0, 0, 0, 0.35)';
  ctx.beginPath();
  ctx.moveTo(face + r * 0.6, px - face);
  ctx.lineTo(px - face - r * 0.6, px - face);
  ctx.moveTo(px - face, face + r * 0.6);
  ctx.lineTo(px - face, px - face - r * 0.6);
  ctx.stroke();
  ctx.restore();
}

export function drawWeaponToken(ctx: Ctx, weapon: WeaponId | 'none', px: number): void {
  ctx.save();
  ctx.clearRect(0, 0, px, px);
  const c = px / 2;
  ctx.beginPath();
  ctx.arc(c, c, px * 0.47, 0, Math.PI * 2);
  ctx.fillStyle = counterColours.ink;
  ctx.fill();
  ctx.beginPath();
  ctx.arc(c, c, px * 0.42, 0, Math.PI * 2);
  const g = ctx.createRadialGradient(c - px * 0.12, c - px * 0.14, px * 0.05, c, c, px * 0.45);
  g.addColorStop(0, '#f6e6b0');
  g.addColorStop(1, '#c39a45');
  ctx.fillStyle = g;
  ctx.fill();
  ctx.translate(c, c);
  const k = px * 0.3;
  ctx.scale(k, k);
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  if (weapon !== 'none') weaponGlyphs[weapon](ctx);
  else {
    ctx.strokeStyle = '#5a1d14';
    ctx.lineWidth = 0.18;
    line(ctx, -0.6, -0.6, 0.6, 0.6);
    line(ctx, -0.6, 0.6, 0.6, -0.6);
  }
  ctx.restore();
}

// ---------------------------------------------------------------------------------------------
// drawing helpers (unit coordinates inside an emblem)

function roundRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** Lightens (t > 0) or darkens (t < 0) a #rrggbb colour. */
function shade(hex: string, t: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = (s: number) => {
    const v = (n >> s) & 0xff;
    return Math.round(t >= 0 ? v + (255 - v) * t : v * (1 + t));
  };
  return `rgb(${ch(16)}, ${ch(8)}, ${ch(0)})`;
}

function poly(ctx: Ctx, pts: readonly number[], close = true): void {
  ctx.beginPath();
  ctx.moveTo(pts[0]!, pts[1]!);
  for (let i = 2; i < pts.length; i += 2) ctx.lineTo(pts[i]!, pts[i + 1]!);
  if (close) ctx.closePath();
}

function fillPoly(ctx: Ctx, colour: string, pts: readonly number[]): void {
  poly(ctx, pts);
  ctx.fillStyle = colour;
  ctx.fill();
}

function circle(ctx: Ctx, x: number, y: number, r: number, fill: string | null, stroke?: string, width = 0.06): void {
  ellipse(ctx, x, y, r, r, 0, fill, stroke, width);
}

interface Hood {
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
function hood(ctx: Ctx, h: Hood): void {
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

function ellipse(ctx: Ctx, x: number, y: number, rx: number, ry: number, rot: number, fill: string | null, stroke?: string, width = 0.06): void {
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

function line(ctx: Ctx, x0: number, y0: number, x1: number, y1: number): void {
  ctx.beginPath();
  ctx.moveTo(x0, y0);
  ctx.lineTo(x1, y1);
  ctx.stroke();
}

function stroke(ctx: Ctx, colour: string, width: number, draw: () => void): void {
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  draw();
}

const INK = counterColours.ink;
const IVORY = counterColours.ivory;
const BONE = counterColours.bone;

// ---------------------------------------------------------------------------------------------
// weapons (8.41): small glyphs for the weapon in hand

function blade(ctx: Ctx, len: number, width: number, metal = '#d9dde2'): void {
  // a straight blade pointing up from the origin, with a cross-guard and grip below
  fillPoly(ctx, metal, [-width, 0, -width, -len + width * 1.6, 0, -len, width, -len + width * 1.6, width, 0]);
  stroke(ctx, INK, 0.05, () => poly(ctx, [-width, 0, -width, -len + width * 1.6, 0, -len, width, -len + width * 1.6, width, 0]));
  ctx.stroke();
  fillPoly(ctx, '#8a6a2a', [-width * 3, 0, width * 3, 0, width * 3, width * 1.4, -width * 3, width * 1.4]);
  fillPoly(ctx, '#4a2f18', [-width * 0.8, width * 1.4, width * 0.8, width * 1.4, width * 0.8, width * 5, -width * 0.8, width * 5]);
}

const weaponGlyphs: Record<WeaponId, (ctx: Ctx) => void> = {
  sword(ctx) {
    ctx.save();
    ctx.rotate(Math.PI / 4);
    ctx.translate(0, 0.45);
    blade(ctx, 1.45, 0.11);
    ctx.restore();
  },
  dagger(ctx) {
    ctx.save();
    ctx.rotate(Math.PI / 4);
    ctx.translate(0, 0.3);
    blade(ctx, 0.85, 0.13);
    ctx.restore();
  },
  throwingDagger(ctx) {
    for (const a of [-0.5, 0.5]) {
      ctx.save();
      ctx.rotate(a);
      ctx.translate(0, 0.35);
      blade(ctx, 0.8, 0.09);
      ctx.restore();
    }
  },
  bow(ctx) {
    ctx.save();
    ctx.rotate(-Math.PI / 4);
    stroke(ctx, '#5a3414', 0.16, () => {
      ctx.beginPath();
      ctx.arc(-0.45, 0, 0.95, -1.0, 1.0);
      ctx.stroke();
    });
    stroke(ctx, '#f3e7c9', 0.05, () => line(ctx, 0.06, -0.8, 0.06, 0.8));
    stroke(ctx, INK, 0.07, () => line(ctx, -0.7, 0, 0.85, 0));
    fillPoly(ctx, INK, [0.95, 0, 0.72, -0.12, 0.72, 0.12]);
    ctx.restore();
  },
  hammer(ctx) {
    ctx.save();
    ctx.rotate(Math.PI / 5);
    fillPoly(ctx, '#6b4520', [-0.08, -0.4, 0.08, -0.4, 0.08, 0.95, -0.08, 0.95]);
    fillPoly(ctx, '#aeb4ba', [-0.5, -0.85, 0.5, -0.85, 0.5, -0.35, -0.5, -0.35]);
    stroke(ctx, INK, 0.06, () => poly(ctx, [-0.5, -0.85, 0.5, -0.85, 0.5, -0.35, -0.5, -0.35]));
    ctx.stroke();
    ctx.restore();
  },
  axe(ctx) {
    ctx.save();
    ctx.rotate(Math.PI / 6);
    fillPoly(ctx, '#6b4520', [-0.07, -0.9, 0.07, -0.9, 0.07, 0.95, -0.07, 0.95]);
    ctx.beginPath();
    ctx.moveTo(0.05, -0.75);
    ctx.quadraticCurveTo(0.85, -0.95, 0.75, -0.3);
    ctx.quadraticCurveTo(0.55, -0.25, 0.05, -0.3);
    ctx.closePath();
    ctx.fillStyle = '#c2c8ce';
    ctx.fill();
    ctx.strokeStyle = INK;
    ctx.lineWidth = 0.06;
    ctx.stroke();
    ctx.restore();
  },
};

// ---------------------------------------------------------------------------------------------
// emblems: one per kind, in unit coordinates (about -1..1), y down

const emblems: Record<CounterKind, (ctx: Ctx) => void> = {
  hero(ctx) {
    // a kite shield over a crossed sword
    ctx.save();
    ctx.rotate(-Math.PI / 4);
    ctx.translate(0, 0.75);
    blade(ctx, 1.75, 0.1, '#e6e9ec');
    ctx.restore();
    const shield = [0, -0.78, 0.62, -0.6, 0.58, 0.05, 0, 0.78, -0.58, 0.05, -0.62, -0.6];
    fillPoly(ctx, counterColours.brass, shield);
    fillPoly(ctx, '#9e2a22', [0, -0.6, 0.45, -0.47, 0.42, 0.02, 0, 0.58, -0.42, 0.02, -0.45, -0.47]);
    fillPoly(ctx, counterColours.brass, [-0.07, -0.52, 0.07, -0.52, 0.07, 0.45, -0.07, 0.45]);
    fillPoly(ctx, counterColours.brass, [-0.38, -0.16, 0.38, -0.16, 0.38, -0.03, -0.38, -0.03]);
  },
  thief(ctx) {
    // a hooded face and a key
    hood(ctx, { flare: 0.75, width: 0.62, hem: 0.55, cloth: '#1d2a20', face: [0.02, 0.36, 0.42], dark: '#0b0f0c', eyes: [0.14, -0.02, 0.06, '#e8d27a'] });
    stroke(ctx, '#0b0f0c', 0.06, () => line(ctx, -0.2, 0.25, 0.2, 0.25));
    // the key across the bottom
    stroke(ctx, counterColours.brass, 0.1, () => {
      circle(ctx, -0.55, 0.72, 0.15, null, counterColours.brass, 0.1);
      line(ctx, -0.4, 0.72, 0.62, 0.72);
      line(ctx, 0.45, 0.72, 0.45, 0.88);
      line(ctx, 0.6, 0.72, 0.6, 0.9);
    });
  },
  wizard(ctx) {
    ctx.beginPath();
    ctx.moveTo(0.1, -0.95);
    ctx.quadraticCurveTo(0.25, -0.3, 0.55, 0.15);
    ctx.lineTo(-0.55, 0.15);
    ctx.quadraticCurveTo(-0.2, -0.35, 0.1, -0.95);
    ctx.fillStyle = '#2b1b47';
    ctx.fill();
    ellipse(ctx, 0, 0.18, 0.8, 0.14, 0, '#2b1b47');
    star(ctx, -0.02, -0.28, 0.14, counterColours.brass);
    star(ctx, 0.2, -0.02, 0.08, counterColours.brass);
    ctx.beginPath();
    ctx.moveTo(-0.35, 0.3);
    ctx.quadraticCurveTo(0, 1.0, 0.35, 0.3);
    ctx.fillStyle = '#e6e2da';
    ctx.fill();
  },

  alligator(ctx) {
    const hide = '#6f8d3a';
    const dark = '#3f5a1e';
    // open jaws in profile, snout to the right
    ctx.beginPath();
    ctx.moveTo(-0.95, -0.05);
    ctx.quadraticCurveTo(-0.7, -0.62, -0.25, -0.5);
    ctx.lineTo(0.95, -0.2);
    ctx.quadraticCurveTo(1.02, -0.05, 0.9, 0.0);
    ctx.lineTo(-0.2, -0.02);
    ctx.closePath();
    ctx.fillStyle = hide;
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(-0.95, 0.05);
    ctx.lineTo(-0.2, 0.12);
    ctx.lineTo(0.85, 0.42);
    ctx.quadraticCurveTo(0.9, 0.55, 0.75, 0.56);
    ctx.lineTo(-0.3, 0.5);
    ctx.quadraticCurveTo(-0.8, 0.42, -0.95, 0.05);
    ctx.fillStyle = hide;
    ctx.fill();
    // mouth and teeth
    fillPoly(ctx, '#3a0e0a', [-0.2, -0.02, 0.9, 0.0, 0.85, 0.42, -0.2, 0.12]);
    ctx.fillStyle = IVORY;
    for (let i = 0; i < 6; i++) {
      const x = -0.1 + i * 0.17;
      fillPoly(ctx, IVORY, [x, -0.01, x + 0.09, -0.01 + 0.002 * i, x + 0.045, 0.14]);
      fillPoly(ctx, IVORY, [x + 0.02, 0.14 + i * 0.05, x + 0.11, 0.16 + i * 0.05, x + 0.065, 0.03 + i * 0.05]);
    }
    // eye bump and ridges
    ellipse(ctx, -0.42, -0.5, 0.16, 0.12, 0, hide);
    circle(ctx, -0.42, -0.52, 0.07, '#e8d24a');
    stroke(ctx, INK, 0.04, () => line(ctx, -0.42, -0.58, -0.42, -0.46));
    ctx.fillStyle = dark;
    for (let i = 0; i < 4; i++) circle(ctx, 0.05 + i * 0.22, -0.3 + i * 0.025, 0.04, dark);
    circle(ctx, 0.82, -0.16, 0.035, INK);
  },
  cronk(ctx) {
    // a squat, warty lump with one eye, wreathed in its stench
    const skin = '#9aa04a';
    ctx.beginPath();
    ctx.moveTo(-0.8, 0.7);
    ctx.bezierCurveTo(-1.0, 0.0, -0.6, -0.6, 0, -0.55);
    ctx.bezierCurveTo(0.6, -0.6, 1.0, 0.0, 0.8, 0.7);
    ctx.closePath();
    ctx.fillStyle = skin;
    ctx.fill();
    ctx.strokeStyle = '#4d5220';
    ctx.lineWidth = 0.05;
    ctx.stroke();
    circle(ctx, 0, -0.15, 0.22, IVORY, INK, 0.05);
    circle(ctx, 0.03, -0.13, 0.1, '#6a1010');
    ctx.beginPath();
    ctx.moveTo(-0.45, 0.3);
    ctx.quadraticCurveTo(0, 0.65, 0.45, 0.3);
    ctx.quadraticCurveTo(0, 0.42, -0.45, 0.3);
    ctx.fillStyle = '#2a1008';
    ctx.fill();
    for (const [x, y, r] of [[-0.55, 0.05, 0.06], [0.5, 0.1, 0.05], [-0.3, 0.55, 0.05], [0.35, 0.58, 0.06], [0.62, 0.45, 0.04]] as const) circle(ctx, x, y, r, '#6f7530');
    // stench
    stroke(ctx, '#d7e08a', 0.06, () => {
      for (const x of [-0.55, 0, 0.55]) {
        ctx.beginPath();
        ctx.moveTo(x, -0.7);
        ctx.bezierCurveTo(x - 0.15, -0.8, x + 0.15, -0.9, x, -1.02);
        ctx.stroke();
      }
    });
  },
  evilHero(ctx) {
    // a horned great helm with a slit visor, a sword behind
    ctx.save();
    ctx.rotate(Math.PI / 4);
    ctx.translate(0, 0.8);
    blade(ctx, 1.8, 0.09, '#b9bec4');
    ctx.restore();
    const steel = '#4b4f57';
    ctx.beginPath();
    ctx.moveTo(-0.5, 0.65);
    ctx.lineTo(-0.55, -0.25);
    ctx.quadraticCurveTo(-0.5, -0.72, 0, -0.75);
    ctx.quadraticCurveTo(0.5, -0.72, 0.55, -0.25);
    ctx.lineTo(0.5, 0.65);
    ctx.closePath();
    ctx.fillStyle = steel;
    ctx.fill();
    // horns
    for (const s of [-1, 1]) {
      ctx.beginPath();
      ctx.moveTo(s * 0.5, -0.35);
      ctx.quadraticCurveTo(s * 1.0, -0.45, s * 0.95, -0.98);
      ctx.quadraticCurveTo(s * 0.8, -0.55, s * 0.48, -0.55);
      ctx.closePath();
      ctx.fillStyle = BONE;
      ctx.fill();
    }
    fillPoly(ctx, '#120c0c', [-0.42, -0.12, 0.42, -0.12, 0.42, 0.0, -0.42, 0.0]);
    fillPoly(ctx, '#120c0c', [-0.06, 0.0, 0.06, 0.0, 0.06, 0.5, -0.06, 0.5]);
    circle(ctx, -0.2, -0.06, 0.045, '#ff4a2a');
    circle(ctx, 0.2, -0.06, 0.045, '#ff4a2a');
    stroke(ctx, '#8a8f98', 0.04, () => line(ctx, 0, -0.72, 0, -0.15));
  },
  evilThief(ctx) {
    // a longbow held at its side, behind a hooded figure with burning eyes
    stroke(ctx, '#8a5524', 0.13, () => {
      ctx.beginPath();
      ctx.arc(0.25, 0, 1.05, Math.PI - 0.98, Math.PI + 0.98);
      ctx.stroke();
    });
    stroke(ctx, IVORY, 0.035, () => line(ctx, -0.33, -0.87, -0.33, 0.87));
    hood(ctx, { flare: 0.7, width: 0.6, hem: 0.7, cloth: '#241414', face: [0, 0.33, 0.4], dark: '#0a0505', eyes: [0.13, -0.03, 0.065, '#ff5a2a'] });
    fillPoly(ctx, '#3a1e1e', [-0.3, 0.2, 0.3, 0.2, 0.22, 0.4, -0.22, 0.4]);
  },
  evilWizard(ctx) {
    ctx.beginPath();
    ctx.moveTo(-0.05, -0.98);
    ctx.quadraticCurveTo(0.25, -0.35, 0.5, 0.05);
    ctx.lineTo(-0.5, 0.05);
    ctx.quadraticCurveTo(-0.25, -0.4, -0.05, -0.98);
    ctx.fillStyle = '#1a1028';
    ctx.fill();
    ellipse(ctx, 0, 0.08, 0.78, 0.13, 0, '#1a1028');
    ellipse(ctx, 0, 0.3, 0.3, 0.2, 0, '#0a0610');
    circle(ctx, -0.11, 0.27, 0.05, '#8affff');
    circle(ctx, 0.11, 0.27, 0.05, '#8affff');
    ctx.beginPath();
    ctx.moveTo(-0.32, 0.42);
    ctx.quadraticCurveTo(0, 1.05, 0.32, 0.42);
    ctx.fillStyle = '#b8b2a8';
    ctx.fill();
    // the lightning bolt (12.2)
    fillPoly(ctx, '#ffe45a', [0.62, -0.75, 0.35, -0.2, 0.55, -0.2, 0.32, 0.35, 0.8, -0.3, 0.58, -0.3, 0.85, -0.75]);
    stroke(ctx, INK, 0.03, () => poly(ctx, [0.62, -0.75, 0.35, -0.2, 0.55, -0.2, 0.32, 0.35, 0.8, -0.3, 0.58, -0.3, 0.85, -0.75]));
    ctx.stroke();
  },
  gargoyle(ctx) {
    const stone = '#8c8a86';
    // wings
    for (const s of [-1, 1]) {
      ctx.beginPath();
      ctx.moveTo(s * 0.2, -0.2);
      ctx.lineTo(s * 0.95, -0.8);
      ctx.lineTo(s * 0.85, -0.35);
      ctx.lineTo(s * 1.0, -0.2);
      ctx.lineTo(s * 0.75, 0.0);
      ctx.lineTo(s * 0.85, 0.2);
      ctx.lineTo(s * 0.25, 0.25);
      ctx.closePath();
      ctx.fillStyle = '#6c6a66';
      ctx.fill();
      ctx.strokeStyle = '#3c3a37';
      ctx.lineWidth = 0.04;
      ctx.stroke();
    }
    // crouching body and head
    ellipse(ctx, 0, 0.35, 0.35, 0.42, 0, stone);
    circle(ctx, 0, -0.3, 0.3, stone);
    for (const s of [-1, 1]) fillPoly(ctx, stone, [s * 0.15, -0.5, s * 0.38, -0.82, s * 0.3, -0.42]);
    circle(ctx, -0.11, -0.32, 0.06, '#ffb02a');
    circle(ctx, 0.11, -0.32, 0.06, '#ffb02a');
    fillPoly(ctx, '#2a2826', [-0.13, -0.15, 0.13, -0.15, 0, -0.07]);
    stroke(ctx, '#5a5854', 0.04, () => {
      line(ctx, -0.2, 0.55, -0.3, 0.75);
      line(ctx, 0.2, 0.55, 0.3, 0.75);
    });
  },
  giantAnt(ctx) {
    const shell = '#2a1a12';
    const sheen = '#6e3b22';
    stroke(ctx, shell, 0.065, () => {
      // three pairs of jointed legs from the thorax
      for (const [x, knee, foot] of [[-0.02, -0.3, -0.62], [0.1, 0.05, 0.02], [0.22, 0.38, 0.62]] as const) {
        for (const side of [-1, 1]) {
          ctx.beginPath();
          ctx.moveTo(x, 0);
          ctx.lineTo(knee, side * 0.38);
          ctx.lineTo(foot, side * 0.7);
          ctx.stroke();
        }
      }
      // antennae
      ctx.beginPath();
      ctx.moveTo(0.7, -0.12);
      ctx.quadraticCurveTo(0.85, -0.55, 1.02, -0.5);
      ctx.moveTo(0.72, -0.08);
      ctx.quadraticCurveTo(1.0, -0.3, 1.06, -0.12);
      ctx.stroke();
    });
    ellipse(ctx, -0.58, 0.02, 0.4, 0.3, 0, shell);
    ellipse(ctx, 0.1, 0.0, 0.24, 0.15, 0, shell);
    ellipse(ctx, 0.6, -0.02, 0.2, 0.18, 0, shell);
    ellipse(ctx, -0.66, -0.1, 0.18, 0.08, -0.3, sheen);
    ellipse(ctx, 0.56, -0.09, 0.08, 0.05, 0, sheen);
    circle(ctx, 0.66, -0.06, 0.035, '#e8b040');
    stroke(ctx, '#c89a3a', 0.05, () => {
      line(ctx, 0.76, 0.08, 0.92, 0.16);
      line(ctx, 0.76, 0.1, 0.84, 0.24);
    });
  },
  giantSpider(ctx) {
    const body = '#161214';
    stroke(ctx, body, 0.08, () => {
      for (const s of [-1, 1]) {
        for (let i = 0; i < 4; i++) {
          const a = -0.9 + i * 0.55;
          ctx.beginPath();
          ctx.moveTo(0, -0.05);
          const kx = s * (0.55 + 0.05 * i);
          const ky = -0.55 + i * 0.32;
          ctx.lineTo(kx, ky - 0.25);
          ctx.lineTo(s * (0.95 - Math.abs(a) * 0.05), ky + 0.2);
          ctx.stroke();
        }
      }
    });
    circle(ctx, 0, -0.25, 0.22, body);
    ellipse(ctx, 0, 0.3, 0.36, 0.44, 0, body);
    fillPoly(ctx, '#d02020', [-0.12, 0.12, 0.12, 0.12, 0, 0.3, 0.12, 0.48, -0.12, 0.48, 0, 0.3]);
    for (const [x, y] of [[-0.08, -0.3], [0.08, -0.3], [-0.14, -0.22], [0.14, -0.22]] as const) circle(ctx, x, y, 0.035, '#ff6a3a');
  },
  goblin(ctx) {
    const skin = '#7d9a3e';
    for (const s of [-1, 1]) fillPoly(ctx, skin, [s * 0.3, -0.3, s * 1.0, -0.6, s * 0.42, 0.05]);
    for (const s of [-1, 1]) fillPoly(ctx, '#b05a4a', [s * 0.38, -0.25, s * 0.8, -0.48, s * 0.45, -0.05]);
    ctx.beginPath();
    ctx.moveTo(0, -0.72);
    ctx.bezierCurveTo(0.55, -0.72, 0.55, 0.2, 0.3, 0.55);
    ctx.quadraticCurveTo(0, 0.8, -0.3, 0.55);
    ctx.bezierCurveTo(-0.55, 0.2, -0.55, -0.72, 0, -0.72);
    ctx.fillStyle = skin;
    ctx.fill();
    fillPoly(ctx, '#e8d23a', [-0.32, -0.2, -0.08, -0.12, -0.3, -0.05]);
    fillPoly(ctx, '#e8d23a', [0.32, -0.2, 0.08, -0.12, 0.3, -0.05]);
    circle(ctx, -0.2, -0.12, 0.035, INK);
    circle(ctx, 0.2, -0.12, 0.035, INK);
    fillPoly(ctx, '#5d7a2a', [0, -0.08, 0.09, 0.14, -0.09, 0.14]);
    ctx.beginPath();
    ctx.moveTo(-0.28, 0.28);
    ctx.quadraticCurveTo(0, 0.5, 0.28, 0.28);
    ctx.quadraticCurveTo(0, 0.36, -0.28, 0.28);
    ctx.fillStyle = '#2a0a06';
    ctx.fill();
    for (const x of [-0.16, 0.0, 0.16]) fillPoly(ctx, IVORY, [x - 0.04, 0.31, x + 0.04, 0.31, x, 0.39]);
  },
  hellhound(ctx) {
    // flames behind a dog's head in profile, facing left
    fireFlames(ctx, 0.35, -0.1, 0.75);
    const fur = '#2a1412';
    ctx.beginPath();
    ctx.moveTo(0.45, 0.65);
    ctx.lineTo(0.35, -0.2);
    ctx.lineTo(0.2, -0.75); // ear
    ctx.lineTo(0.0, -0.35);
    ctx.quadraticCurveTo(-0.35, -0.4, -0.55, -0.2);
    ctx.lineTo(-0.95, -0.05);
    ctx.lineTo(-0.9, 0.15);
    ctx.lineTo(-0.45, 0.2);
    ctx.lineTo(-0.6, 0.38);
    ctx.lineTo(-0.25, 0.35);
    ctx.quadraticCurveTo(0, 0.6, -0.1, 0.75);
    ctx.closePath();
    ctx.fillStyle = fur;
    ctx.fill();
    circle(ctx, -0.3, -0.16, 0.06, '#ffcf3a');
    circle(ctx, -0.9, -0.04, 0.05, INK);
    fillPoly(ctx, IVORY, [-0.8, 0.15, -0.74, 0.15, -0.77, 0.25]);
    fillPoly(ctx, IVORY, [-0.6, 0.17, -0.54, 0.18, -0.57, 0.27]);
    fillPoly(ctx, '#ff8a2a', [-0.95, 0.2, -1.05, 0.28, -0.92, 0.3]);
  },
  medusa(ctx) {
    const skin = '#7fa07a';
    // snakes for hair
    stroke(ctx, '#4f7a3a', 0.1, () => {
      for (let i = 0; i < 7; i++) {
        const a = -Math.PI + (i / 6) * Math.PI;
        const x0 = Math.cos(a) * 0.35;
        const y0 = Math.sin(a) * 0.35 - 0.2;
        const x1 = Math.cos(a) * 0.85;
        const y1 = Math.sin(a) * 0.75 - 0.15;
        ctx.beginPath();
        ctx.moveTo(x0, y0);
        ctx.bezierCurveTo(x0 + (x1 - x0) * 0.3 + 0.15, y0 + (y1 - y0) * 0.3, x0 + (x1 - x0) * 0.7 - 0.15, y0 + (y1 - y0) * 0.7, x1, y1);
        ctx.stroke();
        circle(ctx, x1, y1, 0.08, '#4f7a3a');
        circle(ctx, x1 + 0.02, y1 - 0.02, 0.02, '#ffdd3a');
      }
    });
    ellipse(ctx, 0, 0.1, 0.38, 0.5, 0, skin);
    ellipse(ctx, -0.15, 0.0, 0.08, 0.05, 0, '#f3f0a0');
    ellipse(ctx, 0.15, 0.0, 0.08, 0.05, 0, '#f3f0a0');
    circle(ctx, -0.15, 0.0, 0.03, INK);
    circle(ctx, 0.15, 0.0, 0.03, INK);
    stroke(ctx, '#3a5a30', 0.04, () => {
      line(ctx, 0, 0.05, -0.04, 0.22);
      ctx.beginPath();
      ctx.moveTo(-0.14, 0.38);
      ctx.quadraticCurveTo(0, 0.33, 0.14, 0.38);
      ctx.stroke();
    });
  },
  mummy(ctx) {
    const linen = '#d8cdb0';
    ellipse(ctx, 0, 0.0, 0.55, 0.75, 0, linen);
    ctx.save();
    ctx.beginPath();
    ctx.ellipse(0, 0, 0.55, 0.75, 0, 0, Math.PI * 2);
    ctx.clip();
    stroke(ctx, '#9e9276', 0.045, () => {
      for (let i = 0; i < 9; i++) {
        const y = -0.75 + i * 0.18;
        line(ctx, -0.6, y + (i % 2 ? 0.08 : -0.04), 0.6, y + (i % 2 ? -0.05 : 0.07));
      }
    });
    fillPoly(ctx, '#1a120a', [-0.45, -0.15, 0.45, -0.1, 0.45, 0.06, -0.45, 0.02]);
    ctx.restore();
    circle(ctx, -0.18, -0.05, 0.06, '#7cff8a');
    circle(ctx, 0.18, -0.04, 0.06, '#7cff8a');
    stroke(ctx, linen, 0.09, () => {
      ctx.beginPath();
      ctx.moveTo(0.45, 0.3);
      ctx.quadraticCurveTo(0.8, 0.5, 0.7, 0.9);
      ctx.stroke();
    });
  },
  ogre(ctx) {
    const skin = '#b08a5a';
    // the club
    ctx.save();
    ctx.rotate(-0.5);
    fillPoly(ctx, '#5a3a1a', [0.55, -0.2, 0.65, -0.2, 0.72, 0.95, 0.5, 0.95]);
    ellipse(ctx, 0.61, -0.45, 0.2, 0.35, 0, '#6b4520');
    for (const [x, y] of [[0.45, -0.55], [0.78, -0.4], [0.5, -0.25]] as const) circle(ctx, x, y, 0.05, '#cfc7b8');
    ctx.restore();
    ctx.beginPath();
    ctx.moveTo(-0.55, -0.5);
    ctx.quadraticCurveTo(0, -0.85, 0.55, -0.5);
    ctx.quadraticCurveTo(0.7, 0.3, 0.4, 0.7);
    ctx.lineTo(-0.4, 0.7);
    ctx.quadraticCurveTo(-0.7, 0.3, -0.55, -0.5);
    ctx.fillStyle = skin;
    ctx.fill();
    stroke(ctx, '#3a2612', 0.1, () => line(ctx, -0.38, -0.22, 0.38, -0.22));
    circle(ctx, -0.2, -0.1, 0.06, IVORY);
    circle(ctx, 0.2, -0.1, 0.06, IVORY);
    circle(ctx, -0.2, -0.1, 0.03, INK);
    circle(ctx, 0.2, -0.1, 0.03, INK);
    ellipse(ctx, 0, 0.12, 0.14, 0.1, 0, '#8a6a40');
    fillPoly(ctx, '#2a120a', [-0.34, 0.34, 0.34, 0.34, 0.28, 0.5, -0.28, 0.5]);
    fillPoly(ctx, IVORY, [-0.28, 0.5, -0.2, 0.5, -0.24, 0.26]);
    fillPoly(ctx, IVORY, [0.28, 0.5, 0.2, 0.5, 0.24, 0.26]);
  },
  orc(ctx) {
    const skin = '#4f6e3a';
    ctx.save();
    ctx.rotate(0.45);
    fillPoly(ctx, '#5a3a1a', [-0.05, -0.95, 0.05, -0.95, 0.05, 0.95, -0.05, 0.95]);
    ctx.beginPath();
    ctx.moveTo(0.04, -0.85);
    ctx.quadraticCurveTo(0.7, -0.95, 0.62, -0.35);
    ctx.quadraticCurveTo(0.4, -0.35, 0.04, -0.42);
    ctx.closePath();
    ctx.fillStyle = '#b9bfc5';
    ctx.fill();
    ctx.restore();
    ctx.beginPath();
    ctx.moveTo(-0.5, -0.45);
    ctx.quadraticCurveTo(0, -0.75, 0.5, -0.45);
    ctx.lineTo(0.45, 0.45);
    ctx.quadraticCurveTo(0, 0.78, -0.45, 0.45);
    ctx.closePath();
    ctx.fillStyle = skin;
    ctx.fill();
    fillPoly(ctx, '#2a3a1e', [-0.4, -0.22, -0.05, -0.12, -0.05, -0.05, -0.4, -0.12]);
    fillPoly(ctx, '#2a3a1e', [0.4, -0.22, 0.05, -0.12, 0.05, -0.05, 0.4, -0.12]);
    circle(ctx, -0.2, -0.05, 0.05, '#ff3a2a');
    circle(ctx, 0.2, -0.05, 0.05, '#ff3a2a');
    ellipse(ctx, 0, 0.12, 0.12, 0.08, 0, '#3a5228');
    circle(ctx, -0.05, 0.13, 0.025, INK);
    circle(ctx, 0.05, 0.13, 0.025, INK);
    stroke(ctx, '#1a0a06', 0.06, () => line(ctx, -0.25, 0.35, 0.25, 0.35));
    fillPoly(ctx, IVORY, [-0.22, 0.36, -0.14, 0.36, -0.18, 0.18]);
    fillPoly(ctx, IVORY, [0.22, 0.36, 0.14, 0.36, 0.18, 0.18]);
  },
  skeleton(ctx) {
    // skull and crossed bones
    stroke(ctx, BONE, 0.16, () => {
      line(ctx, -0.7, 0.25, 0.7, 0.85);
      line(ctx, 0.7, 0.25, -0.7, 0.85);
    });
    for (const [x, y] of [[-0.75, 0.2], [-0.68, 0.32], [0.75, 0.2], [0.68, 0.32], [-0.75, 0.9], [-0.68, 0.78], [0.75, 0.9], [0.68, 0.78]] as const) circle(ctx, x, y, 0.1, BONE);
    ctx.beginPath();
    ctx.arc(0, -0.25, 0.5, Math.PI * 0.85, Math.PI * 2.15);
    ctx.lineTo(0.3, 0.3);
    ctx.lineTo(-0.3, 0.3);
    ctx.closePath();
    ctx.fillStyle = BONE;
    ctx.fill();
    ellipse(ctx, -0.19, -0.22, 0.14, 0.16, 0, INK);
    ellipse(ctx, 0.19, -0.22, 0.14, 0.16, 0, INK);
    fillPoly(ctx, INK, [0, -0.05, 0.08, 0.08, -0.08, 0.08]);
    stroke(ctx, INK, 0.035, () => {
      for (const x of [-0.15, -0.05, 0.05, 0.15]) line(ctx, x, 0.17, x, 0.3);
    });
  },
  troll(ctx) {
    const skin = '#6f7f5a';
    // shaggy hair
    stroke(ctx, '#3a3a26', 0.1, () => {
      for (let i = 0; i < 9; i++) {
        const x = -0.55 + i * 0.14;
        line(ctx, x, -0.55, x + (i % 2 ? 0.1 : -0.1), -0.9);
      }
    });
    ctx.beginPath();
    ctx.moveTo(-0.55, -0.55);
    ctx.quadraticCurveTo(0, -0.8, 0.55, -0.55);
    ctx.quadraticCurveTo(0.65, 0.4, 0.3, 0.75);
    ctx.lineTo(-0.3, 0.75);
    ctx.quadraticCurveTo(-0.65, 0.4, -0.55, -0.55);
    ctx.fillStyle = skin;
    ctx.fill();
    // long hooked nose
    ctx.beginPath();
    ctx.moveTo(-0.05, -0.2);
    ctx.quadraticCurveTo(0.1, 0.2, 0.05, 0.45);
    ctx.quadraticCurveTo(-0.1, 0.42, -0.12, 0.3);
    ctx.closePath();
    ctx.fillStyle = '#5a6a46';
    ctx.fill();
    circle(ctx, -0.25, -0.2, 0.07, '#f0e060');
    circle(ctx, 0.22, -0.22, 0.05, '#f0e060');
    circle(ctx, -0.25, -0.2, 0.03, INK);
    circle(ctx, 0.22, -0.22, 0.025, INK);
    stroke(ctx, '#2a1a0a', 0.06, () => {
      ctx.beginPath();
      ctx.moveTo(-0.3, 0.55);
      ctx.quadraticCurveTo(0, 0.48, 0.3, 0.58);
      ctx.stroke();
    });
    for (const [x, y] of [[0.35, 0.1], [-0.4, 0.25], [0.3, -0.4]] as const) circle(ctx, x, y, 0.04, '#4f5f3c');
  },
  vampire(ctx) {
    // a high collar, a pale face with a widow's peak, and fangs
    ctx.beginPath();
    ctx.moveTo(-0.95, 0.95);
    ctx.lineTo(-0.75, -0.55);
    ctx.lineTo(-0.3, 0.2);
    ctx.lineTo(0.3, 0.2);
    ctx.lineTo(0.75, -0.55);
    ctx.lineTo(0.95, 0.95);
    ctx.closePath();
    ctx.fillStyle = '#120a10';
    ctx.fill();
    fillPoly(ctx, '#9e1020', [-0.65, -0.35, -0.3, 0.25, -0.55, 0.9, -0.85, 0.9]);
    fillPoly(ctx, '#9e1020', [0.65, -0.35, 0.3, 0.25, 0.55, 0.9, 0.85, 0.9]);
    ellipse(ctx, 0, -0.15, 0.36, 0.5, 0, '#e6e0e8');
    fillPoly(ctx, '#120a10', [-0.38, -0.4, -0.3, -0.62, 0, -0.7, 0.3, -0.62, 0.38, -0.4, 0.15, -0.45, 0, -0.3, -0.15, -0.45]);
    fillPoly(ctx, '#c01828', [-0.24, -0.2, -0.07, -0.15, -0.22, -0.1]);
    fillPoly(ctx, '#c01828', [0.24, -0.2, 0.07, -0.15, 0.22, -0.1]);
    stroke(ctx, '#5a1020', 0.05, () => line(ctx, -0.16, 0.12, 0.16, 0.12));
    fillPoly(ctx, IVORY, [-0.1, 0.12, -0.05, 0.12, -0.075, 0.24]);
    fillPoly(ctx, IVORY, [0.1, 0.12, 0.05, 0.12, 0.075, 0.24]);
  },
  vampireBat(ctx) {
    const wing = '#2a1830';
    ctx.beginPath();
    ctx.moveTo(0, -0.15);
    ctx.quadraticCurveTo(-0.45, -0.7, -1.0, -0.35);
    ctx.quadraticCurveTo(-0.85, -0.1, -0.9, 0.2);
    ctx.quadraticCurveTo(-0.7, 0.05, -0.55, 0.25);
    ctx.quadraticCurveTo(-0.4, 0.1, -0.25, 0.35);
    ctx.quadraticCurveTo(-0.15, 0.2, 0, 0.4);
    ctx.quadraticCurveTo(0.15, 0.2, 0.25, 0.35);
    ctx.quadraticCurveTo(0.4, 0.1, 0.55, 0.25);
    ctx.quadraticCurveTo(0.7, 0.05, 0.9, 0.2);
    ctx.quadraticCurveTo(0.85, -0.1, 1.0, -0.35);
    ctx.quadraticCurveTo(0.45, -0.7, 0, -0.15);
    ctx.closePath();
    ctx.fillStyle = wing;
    ctx.fill();
    stroke(ctx, '#4a3056', 0.03, () => {
      for (const s of [-1, 1]) {
        line(ctx, s * 0.15, -0.1, s * 0.9, 0.18);
        line(ctx, s * 0.15, -0.1, s * 0.55, 0.23);
        line(ctx, s * 0.15, -0.1, s * 0.25, 0.33);
      }
    });
    ellipse(ctx, 0, -0.05, 0.17, 0.25, 0, '#3a2440');
    fillPoly(ctx, '#3a2440', [-0.15, -0.2, -0.12, -0.48, -0.02, -0.25]);
    fillPoly(ctx, '#3a2440', [0.15, -0.2, 0.12, -0.48, 0.02, -0.25]);
    circle(ctx, -0.07, -0.1, 0.035, '#ff3a3a');
    circle(ctx, 0.07, -0.1, 0.035, '#ff3a3a');
  },
  werewolf(ctx) {
    circle(ctx, 0.45, -0.5, 0.38, '#efe6c2');
    circle(ctx, 0.55, -0.58, 0.07, '#d6caa0');
    circle(ctx, 0.35, -0.38, 0.05, '#d6caa0');
    const fur = '#5a5a62';
    // a howling wolf's head, muzzle raised to the moon
    ctx.beginPath();
    ctx.moveTo(-0.75, 0.85);
    ctx.lineTo(-0.55, 0.0);
    ctx.lineTo(-0.62, -0.45); // ear
    ctx.lineTo(-0.35, -0.2);
    ctx.lineTo(-0.05, -0.45);
    ctx.lineTo(0.15, -0.75); // muzzle up
    ctx.lineTo(0.25, -0.68);
    ctx.lineTo(0.08, -0.3);
    ctx.lineTo(0.2, -0.45);
    ctx.lineTo(0.22, -0.32);
    ctx.lineTo(0.0, -0.05);
    ctx.lineTo(0.1, 0.35);
    ctx.lineTo(0.35, 0.85);
    ctx.closePath();
    ctx.fillStyle = fur;
    ctx.fill();
    stroke(ctx, '#3a3a40', 0.04, () => {
      line(ctx, -0.45, 0.35, -0.3, 0.55);
      line(ctx, -0.2, 0.3, -0.05, 0.5);
      line(ctx, 0.05, 0.45, 0.15, 0.6);
    });
    circle(ctx, -0.28, -0.22, 0.05, '#ffd23a');
    fillPoly(ctx, IVORY, [0.09, -0.3, 0.14, -0.36, 0.14, -0.28]);
  },
};

function star(ctx: Ctx, x: number, y: number, r: number, colour: string): void {
  const pts: number[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    pts.push(x + Math.cos(a) * rr, y + Math.sin(a) * rr);
  }
  fillPoly(ctx, colour, pts);
}

function fireFlames(ctx: Ctx, x: number, y: number, size: number): void {
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
