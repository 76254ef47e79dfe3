/**
 * The brutes' emblems (counterArt.ts): cronk, gargoyle, Medusa, ogre, troll.
 * In unit coordinates (about -1..1), y down.
 */
import type { CounterKind } from '../counterArt';
import { circle, ellipse, fillPoly, INK, IVORY, line, stroke, type Emblem } from './pen';

export const bruteEmblems = {
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
} satisfies Partial<Record<CounterKind, Emblem>>;
