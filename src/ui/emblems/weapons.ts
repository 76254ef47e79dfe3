/**
 * The weapons (8.41): small glyphs for the weapon in hand on its token (counterArt.ts), and the
 * blade the Hero's emblem crosses behind its shield.
 */
import type { WeaponId } from '../../games/deathmaze';
import { fillPoly, INK, line, poly, stroke, type Ctx } from './pen';

export function blade(ctx: Ctx, len: number, width: number, metal = '#d9dde2'): void {
  // a straight blade pointing up from the origin, with a cross-guard and grip below
  fillPoly(ctx, metal, [-width, 0, -width, -len + width * 1.6, 0, -len, width, -len + width * 1.6, width, 0]);
  stroke(ctx, INK, 0.05, () => poly(ctx, [-width, 0, -width, -len + width * 1.6, 0, -len, width, -len + width * 1.6, width, 0]));
  ctx.stroke();
  fillPoly(ctx, '#8a6a2a', [-width * 3, 0, width * 3, 0, width * 3, width * 1.4, -width * 3, width * 1.4]);
  fillPoly(ctx, '#4a2f18', [-width * 0.8, width * 1.4, width * 0.8, width * 1.4, width * 0.8, width * 5, -width * 0.8, width * 5]);
}

export const weaponGlyphs: Record<WeaponId, (ctx: Ctx) => void> = {
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
