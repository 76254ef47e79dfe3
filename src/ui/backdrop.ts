/**
 * What the title and the party setup share: textures painted with Canvas 2D at the canvas's
 * own pixel size (so they stay sharp at any devicePixelRatio), and the test hook of a scene
 * that is mostly DOM.
 */
import * as Phaser from 'phaser';
import type { GameState } from '../games/deathmaze';
import { testHookWanted } from '../testHook';

/** WebGL textures beyond this size are not safe on every phone. */
const MAX_TEXTURE = 4096;

/**
 * Paints a texture of `width` x `height` canvas pixels. `paint` works in CSS pixels: it gets a
 * context already scaled by `scale` (canvas pixels per CSS pixel, smaller when the texture had
 * to be capped). Replaces any texture of the same key.
 */
export function paintTexture(
  scene: Phaser.Scene,
  key: string,
  width: number,
  height: number,
  scale: number,
  paint: (ctx: CanvasRenderingContext2D) => void,
): { key: string; width: number; height: number } {
  const fit = Math.min(1, MAX_TEXTURE / Math.max(1, width), MAX_TEXTURE / Math.max(1, height));
  const w = Math.max(1, Math.round(width * fit));
  const h = Math.max(1, Math.round(height * fit));
  if (scene.textures.exists(key)) scene.textures.remove(key);
  const tex = scene.textures.createCanvas(key, w, h);
  if (!tex) throw new Error(`could not make the texture ${key}`);
  const ctx = tex.getContext();
  ctx.save();
  ctx.scale(scale * fit, scale * fit);
  paint(ctx);
  ctx.restore();
  tex.refresh();
  return { key, width: w, height: h };
}

/**
 * A still picture behind the (transparent) game canvas: a 2D canvas of the game canvas's pixel
 * size, laid under it in #game. Phaser would redraw a full-screen image every frame for nothing;
 * a still layer costs the page nothing after it is painted (and software-rendered WebGL, as in
 * the browser tests, slowed to a crawl with one). Animated parts stay Phaser objects over it.
 */
export class Backdrop {
  private readonly canvas: HTMLCanvasElement;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly paint: (ctx: CanvasRenderingContext2D, width: number, height: number) => void,
    testId: string,
  ) {
    this.canvas = document.createElement('canvas');
    this.canvas.className = 'scene-backdrop';
    this.canvas.dataset.testid = testId;
    this.canvas.setAttribute('aria-hidden', 'true');
    Object.assign(this.canvas.style, { position: 'absolute', inset: '0', width: '100%', height: '100%', zIndex: '-1', pointerEvents: 'none' });
    const game = scene.game.canvas;
    (game.parentElement ?? document.body).insertBefore(this.canvas, game);
    this.redraw();
  }

  /** Paints again at the game canvas's current size (after a resize or a change of pixel ratio). */
  redraw(): void {
    const ratio = pixelRatioOf(this.scene);
    const width = Math.max(1, Math.round(this.scene.scale.width));
    const height = Math.max(1, Math.round(this.scene.scale.height));
    this.canvas.width = width;
    this.canvas.height = height;
    const ctx = this.canvas.getContext('2d');
    if (!ctx) return;
    ctx.save();
    ctx.scale(ratio, ratio);
    this.paint(ctx, width / ratio, height / ratio);
    ctx.restore();
  }

  destroy(): void {
    this.canvas.remove();
  }
}

/** Canvas pixels per CSS pixel: main.ts renders at the device's pixel ratio and zooms the canvas back. */
export function pixelRatioOf(scene: Phaser.Scene): number {
  return 1 / (scene.scale.zoom || 1);
}

/** The read-only test hook for a scene without a board: which scene, and the engine's state (`state`). */
export function exposeSceneHook(scene: Phaser.Scene, key: string, state: () => GameState | null): void {
  if (!testHookWanted()) return;
  window.__deathmaze = {
    ready: false,
    scene: key,
    get state() {
      return state();
    },
    hud: '',
    chitsDrawn: 0,
    cellToScreen: () => ({ x: 0, y: 0 }),
    camera: { zoom: 1, scrollX: 0, scrollY: 0 },
    get pixelRatio() {
      return pixelRatioOf(scene);
    },
  };
  scene.events.once(Phaser.Scenes.Events.POST_UPDATE, () => {
    scene.game.events.once(Phaser.Core.Events.POST_RENDER, () => {
      if (window.__deathmaze?.scene === key) window.__deathmaze.ready = true;
    });
  });
}
