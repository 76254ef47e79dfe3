/**
 * The dungeon's painted stone, with Canvas 2D, behind the title card and the party's setup: a
 * wall of dark stone blocks, torchlight on it, an arched doorway with stairs going down into the
 * dark, and iron sconces with their flames. Every length is in CSS pixels, as in titleArt.ts.
 */

/** A doorway's opening: centre x, the arch's spring line, its radius (half the opening), the ring of stones round it, the sill. */
export interface Doorway {
  cx: number;
  spring: number;
  radius: number;
  ring: number;
  bottom: number;
}

/** A small seeded generator, so the wall looks the same on every visit. */
function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) % 100000) / 100000;
  };
}

const shade = (base: [number, number, number], k: number, alpha = 1): string =>
  `rgba(${Math.round(base[0] * k)}, ${Math.round(base[1] * k)}, ${Math.round(base[2] * k)}, ${alpha})`;

const STONE: [number, number, number] = [70, 63, 56];

/** A wall of rough stone blocks in courses, each block a little different. */
export function paintWall(ctx: CanvasRenderingContext2D, W: number, H: number, seed = 7): void {
  const rand = rng(seed);
  ctx.fillStyle = '#151210';
  ctx.fillRect(0, 0, W, H);
  const course = Math.max(24, Math.min(40, H / 20));
  const mortar = Math.max(1.5, course * 0.07);
  for (let y = -rand() * course, row = 0; y < H; y += course, row++) {
    let x = -(row % 2 ? 0.5 : 0) * course * 2 - rand() * course;
    while (x < W) {
      const w = course * (1.4 + rand() * 1.8);
      const k = 0.72 + rand() * 0.42;
      const left = x + mortar / 2;
      const top = y + mortar / 2;
      const bw = w - mortar;
      const bh = course - mortar;
      const g = ctx.createLinearGradient(0, top, 0, top + bh);
      g.addColorStop(0, shade(STONE, k * 1.12));
      g.addColorStop(1, shade(STONE, k * 0.82));
      ctx.fillStyle = g;
      roundRect(ctx, left, top, bw, bh, Math.min(4, bh * 0.15));
      ctx.fill();
      // chipped highlights and pits
      ctx.fillStyle = shade(STONE, k * 1.35, 0.35);
      ctx.fillRect(left + 1, top + 1, bw - 2, Math.max(1, mortar * 0.6));
      for (let i = 0; i < 4; i++) {
        ctx.fillStyle = rand() < 0.5 ? 'rgba(0,0,0,0.22)' : 'rgba(255,240,210,0.06)';
        const r = 1 + rand() * course * 0.08;
        ctx.beginPath();
        ctx.arc(left + rand() * bw, top + rand() * bh, r, 0, Math.PI * 2);
        ctx.fill();
      }
      x += w;
    }
  }
}

function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.lineTo(x + w - r, y);
  ctx.quadraticCurveTo(x + w, y, x + w, y + r);
  ctx.lineTo(x + w, y + h - r);
  ctx.quadraticCurveTo(x + w, y + h, x + w - r, y + h);
  ctx.lineTo(x + r, y + h);
  ctx.quadraticCurveTo(x, y + h, x, y + h - r);
  ctx.lineTo(x, y + r);
  ctx.quadraticCurveTo(x, y, x + r, y);
  ctx.closePath();
}

/** Warm torchlight on the wall and the dark closing in at the edges. */
export function paintLight(ctx: CanvasRenderingContext2D, W: number, H: number, lights: { x: number; y: number; r: number; a: number }[]): void {
  ctx.save();
  ctx.globalCompositeOperation = 'lighter';
  for (const l of lights) {
    const g = ctx.createRadialGradient(l.x, l.y, 0, l.x, l.y, l.r);
    g.addColorStop(0, `rgba(255, 150, 60, ${l.a})`);
    g.addColorStop(0.4, `rgba(200, 90, 30, ${l.a * 0.4})`);
    g.addColorStop(1, 'rgba(0, 0, 0, 0)');
    ctx.fillStyle = g;
    ctx.fillRect(l.x - l.r, l.y - l.r, l.r * 2, l.r * 2);
  }
  ctx.restore();
  const v = ctx.createRadialGradient(W / 2, H * 0.45, Math.min(W, H) * 0.25, W / 2, H * 0.45, Math.max(W, H) * 0.75);
  v.addColorStop(0, 'rgba(0,0,0,0)');
  v.addColorStop(1, 'rgba(0,0,0,0.72)');
  ctx.fillStyle = v;
  ctx.fillRect(0, 0, W, H);
}

function openingPath(ctx: CanvasRenderingContext2D, cx: number, spring: number, r: number, bottom: number): void {
  ctx.beginPath();
  ctx.moveTo(cx - r, bottom);
  ctx.lineTo(cx - r, spring);
  ctx.arc(cx, spring, r, Math.PI, 0);
  ctx.lineTo(cx + r, bottom);
  ctx.closePath();
}

function stoneFill(ctx: CanvasRenderingContext2D, k: number, y0: number, y1: number): void {
  const g = ctx.createLinearGradient(0, y0, 0, y1);
  g.addColorStop(0, shade([112, 102, 90], k * 1.1));
  g.addColorStop(1, shade([112, 102, 90], k * 0.78));
  ctx.fillStyle = g;
}

/** The arched doorway: dressed stones round the arch, quoins down the jambs, stairs into the dark. */
export function paintDoorway(ctx: CanvasRenderingContext2D, d: Doorway, stairsFrom?: number): void {
  const rand = rng(11);
  const { cx, spring, radius: r, ring: t, bottom } = d;
  const gap = Math.max(1.5, t * 0.06);

  // shadow cast round the frame
  ctx.save();
  ctx.shadowColor = 'rgba(0,0,0,0.7)';
  ctx.shadowBlur = t * 0.8;
  openingPath(ctx, cx, spring, r + t, bottom);
  ctx.fillStyle = '#16120f';
  ctx.fill();
  ctx.restore();

  // the dark beyond, a little light on the nearest stairs
  openingPath(ctx, cx, spring, r, bottom);
  const dark = ctx.createLinearGradient(0, spring - r, 0, bottom);
  dark.addColorStop(0, '#030202');
  dark.addColorStop(0.6, '#070505');
  dark.addColorStop(1, '#15100c');
  ctx.fillStyle = dark;
  ctx.fill();
  ctx.save();
  openingPath(ctx, cx, spring, r, bottom);
  ctx.clip();
  const stairTop = Math.max(spring, stairsFrom ?? bottom - Math.min((bottom - spring) * 0.75, r * 1.6));
  // Each step 0.8 of the one below it, receding into the dark: enough of them to fill the flight.
  const fall = 0.8;
  const steps = Math.max(5, Math.min(12, Math.round((bottom - stairTop) / Math.max(18, r * 0.16))));
  let y = bottom;
  let h = ((bottom - stairTop) * (1 - fall)) / (1 - Math.pow(fall, steps));
  for (let i = 0; i < steps; i++) {
    const k = Math.pow(0.8, i);
    const inset = r * (1 - Math.pow(0.93, i)) * 0.9;
    const tread = h * 0.38;
    ctx.fillStyle = `rgba(120, 96, 72, ${0.55 * k})`;
    ctx.fillRect(cx - r + inset, y - h, 2 * (r - inset), tread);
    ctx.fillStyle = `rgba(60, 46, 34, ${0.55 * k})`;
    ctx.fillRect(cx - r + inset, y - h + tread, 2 * (r - inset), h - tread);
    y -= h;
    h *= fall;
  }
  // the inner faces of the jambs fall into shadow
  const side = ctx.createLinearGradient(cx - r, 0, cx + r, 0);
  side.addColorStop(0, 'rgba(0,0,0,0.65)');
  side.addColorStop(0.18, 'rgba(0,0,0,0)');
  side.addColorStop(0.82, 'rgba(0,0,0,0)');
  side.addColorStop(1, 'rgba(0,0,0,0.65)');
  ctx.fillStyle = side;
  ctx.fillRect(cx - r, spring - r, 2 * r, bottom - spring + r);
  ctx.restore();

  // voussoirs: an odd number, the keystone in the middle standing proud
  const n = 11;
  for (let i = 0; i < n; i++) {
    const a0 = Math.PI + (i * Math.PI) / n;
    const a1 = Math.PI + ((i + 1) * Math.PI) / n;
    const key = i === (n - 1) / 2;
    const outer = r + t * (key ? 1.28 : 1);
    const ga = gap / (r + t / 2);
    ctx.beginPath();
    ctx.arc(cx, spring, r + gap, a0 + ga, a1 - ga);
    ctx.arc(cx, spring, outer, a1 - ga, a0 + ga, true);
    ctx.closePath();
    const k = key ? 1.12 : 0.86 + rand() * 0.22;
    stoneFill(ctx, k, spring - outer, spring);
    ctx.fill();
    ctx.strokeStyle = 'rgba(255, 236, 200, 0.12)';
    ctx.lineWidth = Math.max(1, gap * 0.6);
    ctx.stroke();
  }

  // quoins down both jambs: long and short stones in turn
  const course = Math.max(26, t * 0.95);
  for (const dir of [-1, 1] as const) {
    let yy = spring;
    let i = 0;
    while (yy < bottom) {
      const hh = Math.min(course, bottom - yy);
      const w = t * (i % 2 === 0 ? 1.3 : 0.88);
      const x0 = dir < 0 ? cx - r - w : cx + r;
      const k = 0.82 + rand() * 0.24;
      stoneFill(ctx, k, yy, yy + hh);
      roundRect(ctx, x0 + gap / 2, yy + gap / 2, w - gap, hh - gap, Math.min(3, hh * 0.12));
      ctx.fill();
      ctx.fillStyle = 'rgba(255, 236, 200, 0.10)';
      ctx.fillRect(x0 + gap, yy + gap, w - 2 * gap, Math.max(1, gap * 0.7));
      yy += course;
      i++;
    }
  }
}

/** An iron sconce with a torch: the flame is a separate image that flickers. */
export function paintSconce(ctx: CanvasRenderingContext2D, x: number, y: number, s: number): void {
  ctx.save();
  ctx.fillStyle = '#1d1a18';
  ctx.strokeStyle = '#4a4541';
  ctx.lineWidth = Math.max(1, s * 0.06);
  // wall plate
  roundRect(ctx, x - s * 0.28, y + s * 0.55, s * 0.56, s * 0.9, s * 0.1);
  ctx.fill();
  ctx.stroke();
  // cup
  ctx.beginPath();
  ctx.moveTo(x - s * 0.42, y - s * 0.05);
  ctx.lineTo(x + s * 0.42, y - s * 0.05);
  ctx.lineTo(x + s * 0.2, y + s * 0.35);
  ctx.lineTo(x - s * 0.2, y + s * 0.35);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  // stem down to the plate
  ctx.fillRect(x - s * 0.07, y + s * 0.3, s * 0.14, s * 0.45);
  // the torch's head, wrapped and charred
  const g = ctx.createLinearGradient(0, y - s * 0.35, 0, y);
  g.addColorStop(0, '#2a1508');
  g.addColorStop(1, '#5a3818');
  ctx.fillStyle = g;
  roundRect(ctx, x - s * 0.24, y - s * 0.38, s * 0.48, s * 0.38, s * 0.08);
  ctx.fill();
  ctx.restore();
}

/** A teardrop flame, bright at its root (for a texture of `w` x `h` pixels). */
export function paintFlame(ctx: CanvasRenderingContext2D, w: number, h: number): void {
  const cx = w / 2;
  ctx.beginPath();
  ctx.moveTo(cx, 0);
  ctx.bezierCurveTo(cx + w * 0.18, h * 0.3, cx + w * 0.5, h * 0.55, cx + w * 0.42, h * 0.78);
  ctx.bezierCurveTo(cx + w * 0.34, h * 1.0, cx - w * 0.34, h * 1.0, cx - w * 0.42, h * 0.78);
  ctx.bezierCurveTo(cx - w * 0.5, h * 0.55, cx - w * 0.18, h * 0.3, cx, 0);
  ctx.closePath();
  const g = ctx.createRadialGradient(cx, h * 0.78, 0, cx, h * 0.7, h * 0.75);
  g.addColorStop(0, 'rgba(255, 252, 220, 1)');
  g.addColorStop(0.25, 'rgba(255, 214, 110, 1)');
  g.addColorStop(0.6, 'rgba(245, 130, 40, 0.95)');
  g.addColorStop(1, 'rgba(190, 50, 10, 0.6)');
  ctx.fillStyle = g;
  ctx.fill();
}

/** A soft round glow for additive blending. */
export function paintGlow(ctx: CanvasRenderingContext2D, size: number): void {
  const g = ctx.createRadialGradient(size / 2, size / 2, 0, size / 2, size / 2, size / 2);
  g.addColorStop(0, 'rgba(255, 170, 80, 0.55)');
  g.addColorStop(0.35, 'rgba(230, 110, 40, 0.2)');
  g.addColorStop(1, 'rgba(0, 0, 0, 0)');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, size, size);
}
