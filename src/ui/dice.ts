/**
 * Dice you see roll and land. The engine has already thrown them: a roll here only shows the
 * faces an event reports (GameEvent.dice), tumbling from the thrower to where they land, where
 * they lie a moment and fade. With reduced motion they simply appear, already landed.
 *
 * Faces are baked once per style and size (Canvas 2D), like the counters, so a die is sharp at
 * any devicePixelRatio.
 */
import * as Phaser from 'phaser';
import { counterPx } from './counterArt';

/** Ivory with black pips for the party's throws, red with white pips for the monsters'. */
export type DieStyle = 'party' | 'monster';

const looks: Record<DieStyle, { body: string; edge: string; pip: string; light: string }> = {
  party: { body: '#efe4c8', edge: '#a8936a', pip: '#1d1712', light: '#fffaf0' },
  monster: { body: '#b0281e', edge: '#5e100b', pip: '#fbefe0', light: '#e0564a' },
};

/** Where the pips of each face sit, on a 3x3 grid (-1, 0, 1). */
const PIPS: Record<number, [number, number][]> = {
  1: [[0, 0]],
  2: [[-1, -1], [1, 1]],
  3: [[-1, -1], [0, 0], [1, 1]],
  4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]],
  6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
};

export function dieTexture(scene: Phaser.Scene, face: number, style: DieStyle, px: number): string {
  const key = `die:${style}:${face}:${px}`;
  if (scene.textures.exists(key)) return key;
  const tex = scene.textures.createCanvas(key, px, px);
  if (!tex) return key;
  drawDie(tex.getContext(), face, style, px);
  tex.refresh();
  return key;
}

function drawDie(ctx: CanvasRenderingContext2D, face: number, style: DieStyle, px: number): void {
  const look = looks[style];
  const m = px * 0.06;
  const s = px - m * 2;
  const r = px * 0.2;
  const rr = (x: number, y: number, w: number, h: number, rad: number) => {
    ctx.beginPath();
    ctx.moveTo(x + rad, y);
    ctx.arcTo(x + w, y, x + w, y + h, rad);
    ctx.arcTo(x + w, y + h, x, y + h, rad);
    ctx.arcTo(x, y + h, x, y, rad);
    ctx.arcTo(x, y, x + w, y, rad);
    ctx.closePath();
  };
  ctx.clearRect(0, 0, px, px);
  rr(m, m, s, s, r);
  ctx.fillStyle = look.edge;
  ctx.fill();
  const g = ctx.createRadialGradient(px * 0.35, px * 0.3, px * 0.05, px * 0.5, px * 0.5, px * 0.6);
  g.addColorStop(0, look.light);
  g.addColorStop(1, look.body);
  rr(m + px * 0.03, m + px * 0.02, s - px * 0.07, s - px * 0.07, r * 0.8);
  ctx.fillStyle = g;
  ctx.fill();
  const step = px * 0.22;
  for (const [gx, gy] of PIPS[face] ?? []) {
    ctx.beginPath();
    ctx.arc(px / 2 + gx * step, px / 2 + gy * step, px * 0.075, 0, Math.PI * 2);
    ctx.fillStyle = look.pip;
    ctx.fill();
  }
}

export interface RollOptions {
  /** Where the dice leave the thrower's hand (canvas pixels). */
  from: { x: number; y: number };
  /** Where they come to rest; several dice lie side by side around it. */
  to: { x: number; y: number };
  /** Size of a die on screen, canvas pixels. */
  size: number;
  style: DieStyle;
  /** Milliseconds of tumbling (0: the dice appear landed, for reduced motion). */
  duration: number;
  /** Milliseconds a landed die stays before it fades. */
  linger?: number;
}

interface Rolling {
  image: Phaser.GameObjects.Image;
  face: number;
  style: DieStyle;
  px: number;
  /** The die's scale at rest. */
  base: number;
  x: number;
  y: number;
  done: () => void;
  tweens: Phaser.Tweens.Tween[];
}

/** The dice on the table: throws them, lets them lie, clears them away. */
export class DiceTray {
  /** Dice that have come to rest since the tray was made (the test hook reads it). */
  landed = 0;
  /** The faces of the last throw to land. */
  lastFaces: number[] = [];
  private rolling: Rolling[] = [];
  private lying = new Set<Phaser.GameObjects.Image>();

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly layer: Phaser.GameObjects.Container,
  ) {}

  /** Throws dice showing `faces`; resolves once they have all landed. */
  roll(faces: readonly number[], opts: RollOptions): Promise<void> {
    if (faces.length === 0) return Promise.resolve();
    const px = counterPx(opts.size);
    const spacing = opts.size * 1.15;
    const lands = faces.map((_, i) => ({ x: opts.to.x + (i - (faces.length - 1) / 2) * spacing, y: opts.to.y }));
    const all = faces.map((face, i) => this.throwOne(face, opts, px, lands[i]!, i));
    return Promise.all(all).then(() => {
      this.lastFaces = [...faces];
    });
  }

  private throwOne(face: number, opts: RollOptions, px: number, land: { x: number; y: number }, i: number): Promise<void> {
    const scene = this.scene;
    const image = scene.add.image(land.x, land.y, dieTexture(scene, face, opts.style, px)).setDisplaySize(opts.size, opts.size);
    this.layer.add(image);
    const linger = opts.linger ?? 1400;
    return new Promise<void>((resolve) => {
      const r: Rolling = { image, face, style: opts.style, px, base: image.scaleX, x: land.x, y: land.y, done: resolve, tweens: [] };
      const settle = () => this.land(r, linger, opts.duration > 0);
      if (opts.duration <= 0) {
        settle();
        return;
      }
      this.rolling.push(r);
      // From the thrower's hand, spread a little, tumbling and showing random faces on the way.
      const startX = opts.from.x + (i - 0.5) * opts.size * 0.4;
      image.setPosition(startX, opts.from.y).setAngle(Phaser.Math.Between(-40, 40)).setAlpha(0.95);
      const base = r.base;
      let lastSwap = 0;
      const move = scene.tweens.add({
        targets: image,
        x: land.x,
        y: land.y,
        angle: Phaser.Math.Between(-14, 14) + (Math.random() < 0.5 ? -1 : 1) * 540,
        duration: opts.duration,
        ease: 'Cubic.Out',
        onUpdate: (tween: Phaser.Tweens.Tween) => {
          const t = tween.progress;
          if (t < 0.85 && t - lastSwap > 0.09) {
            lastSwap = t;
            image.setTexture(dieTexture(scene, Phaser.Math.Between(1, 6), opts.style, px));
          }
          // a throw arcs up off the table and drops back
          image.setScale(base * (1 + 0.35 * Math.sin(Math.PI * Math.min(1, t * 1.15))));
        },
        onComplete: () => {
          image.setScale(base);
          settle();
        },
      });
      r.tweens.push(move);
    });
  }

  private land(r: Rolling, linger: number, animate: boolean): void {
    const scene = this.scene;
    this.rolling = this.rolling.filter((x) => x !== r);
    for (const t of r.tweens) t.stop();
    const { image } = r;
    if (!image.active) return r.done();
    image.setTexture(dieTexture(scene, r.face, r.style, r.px)).setPosition(r.x, r.y).setScale(r.base).setAlpha(1);
    if (!animate) image.setAngle(0);
    this.landed++;
    this.lying.add(image);
    if (animate) {
      // a small settle as it comes to rest
      const base = image.scaleX;
      scene.tweens.add({ targets: image, scaleX: base * 0.92, scaleY: base * 1.06, duration: 70, yoyo: true, ease: 'Sine.InOut' });
      scene.tweens.add({ targets: image, angle: Math.round(image.angle / 90) * 90 + Phaser.Math.Between(-8, 8), duration: 140, ease: 'Back.Out' });
    }
    scene.time.delayedCall(linger, () => {
      if (!image.active) return;
      if (!animate) return this.remove(image);
      scene.tweens.add({ targets: image, alpha: 0, duration: 350, onComplete: () => this.remove(image) });
    });
    r.done();
  }

  private remove(image: Phaser.GameObjects.Image): void {
    this.lying.delete(image);
    image.destroy();
  }

  /** Every die still in the air lands at once (the player skipped ahead). */
  finish(): void {
    for (const r of [...this.rolling]) this.land(r, 900, false);
  }

  /** Takes every die off the table. */
  clear(): void {
    this.finish();
    for (const image of [...this.lying]) this.remove(image);
  }

  /** Dice on the table now, rolling or lying. */
  get count(): number {
    return this.rolling.length + this.lying.size;
  }
}
