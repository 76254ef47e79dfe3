/**
 * The beasts' emblems (counterArt.ts): alligator, giant ant, giant spider, hellhound, werewolf.
 * In unit coordinates (about -1..1), y down.
 */
import type { CounterKind } from '../counterArt';
import { circle, ellipse, fillPoly, fireFlames, INK, IVORY, line, stroke, type Emblem } from './pen';

export const beastEmblems = {
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
} satisfies Partial<Record<CounterKind, Emblem>>;
