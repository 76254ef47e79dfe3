/**
 * The people's emblems (counterArt.ts): the three adventurer classes, the evil Hero, Thief and
 * Wizard, goblins and orcs.
 * In unit coordinates (about -1..1), y down.
 */
import type { CounterKind } from '../counterArt';
import { BONE, BRASS, circle, ellipse, fillPoly, hood, INK, IVORY, line, poly, star, stroke, type Emblem } from './pen';
import { blade } from './weapons';

export const peopleEmblems = {
  hero(ctx) {
    // a kite shield over a crossed sword
    ctx.save();
    ctx.rotate(-Math.PI / 4);
    ctx.translate(0, 0.75);
    blade(ctx, 1.75, 0.1, '#e6e9ec');
    ctx.restore();
    const shield = [0, -0.78, 0.62, -0.6, 0.58, 0.05, 0, 0.78, -0.58, 0.05, -0.62, -0.6];
    fillPoly(ctx, BRASS, shield);
    fillPoly(ctx, '#9e2a22', [0, -0.6, 0.45, -0.47, 0.42, 0.02, 0, 0.58, -0.42, 0.02, -0.45, -0.47]);
    fillPoly(ctx, BRASS, [-0.07, -0.52, 0.07, -0.52, 0.07, 0.45, -0.07, 0.45]);
    fillPoly(ctx, BRASS, [-0.38, -0.16, 0.38, -0.16, 0.38, -0.03, -0.38, -0.03]);
  },
  thief(ctx) {
    // a hooded face and a key
    hood(ctx, { flare: 0.75, width: 0.62, hem: 0.55, cloth: '#1d2a20', face: [0.02, 0.36, 0.42], dark: '#0b0f0c', eyes: [0.14, -0.02, 0.06, '#e8d27a'] });
    stroke(ctx, '#0b0f0c', 0.06, () => line(ctx, -0.2, 0.25, 0.2, 0.25));
    // the key across the bottom
    stroke(ctx, BRASS, 0.1, () => {
      circle(ctx, -0.55, 0.72, 0.15, null, BRASS, 0.1);
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
    star(ctx, -0.02, -0.28, 0.14, BRASS);
    star(ctx, 0.2, -0.02, 0.08, BRASS);
    ctx.beginPath();
    ctx.moveTo(-0.35, 0.3);
    ctx.quadraticCurveTo(0, 1.0, 0.35, 0.3);
    ctx.fillStyle = '#e6e2da';
    ctx.fill();
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
} satisfies Partial<Record<CounterKind, Emblem>>;
