/**
 * The undead's emblems (counterArt.ts): mummy, skeleton, Vampire and vampire bat.
 * In unit coordinates (about -1..1), y down.
 */
import type { CounterKind } from '../counterArt';
import { BONE, circle, ellipse, fillPoly, INK, IVORY, line, stroke, type Emblem } from './pen';

export const undeadEmblems = {
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
} satisfies Partial<Record<CounterKind, Emblem>>;
