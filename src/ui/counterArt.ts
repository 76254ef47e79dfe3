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
import { beastEmblems } from './emblems/beasts';
import { bruteEmblems } from './emblems/brutes';
import { BONE, BRASS, INK, IVORY, line, roundRect, shade, type Ctx, type Emblem } from './emblems/pen';
import { peopleEmblems } from './emblems/people';
import { undeadEmblems } from './emblems/undead';
import { weaponGlyphs } from './emblems/weapons';
import type * as Phaser from 'phaser';
import { monsters, type MonsterId } from '../games/deathmaze';
import type { WeaponId } from '../games/deathmaze';

export type AdventurerKind = 'hero' | 'thief' | 'wizard';
export type CounterKind = AdventurerKind | MonsterId;

export const counterColours = {
  hero: '#24477e',
  heroLight: '#3a66a8',
  thief: '#2c5638',
  thiefLight: '#417a50',
  wizard: '#4a2f6e',
  wizardLight: '#6a4b96',
  monster: '#7b2a20',
  monsterLight: '#a23d2c',
  ink: INK,
  ivory: IVORY,
  bone: BONE,
  brass: BRASS,
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

/** One emblem per kind (emblems/), drawn in the middle of its counter. */
const emblems: Record<CounterKind, Emblem> = { ...peopleEmblems, ...beastEmblems, ...undeadEmblems, ...bruteEmblems };
