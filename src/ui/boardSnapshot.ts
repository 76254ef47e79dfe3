/**
 * A still picture of the laid chits while the player holds something over them.
 *
 * While the chit in hand (or the party marker) is dragged and the camera keeps still, the laid
 * chits, their shadows and what lies on the table beneath them do not change. They are drawn
 * once, by WebGL, into a texture of the canvas's own size seen through a copy of the main
 * camera; the pixels are read back into a 2D canvas laid just under the (transparent) game
 * canvas, and the layers are hidden. The page composites that still layer at no cost to the
 * game, the way it does the table top (see ui/backdrop.ts): a frame of the drag then draws only
 * what moves, whatever the number of chits. A full-screen textured quad would not do: software
 * WebGL (and a phone's fill rate) pays for every pixel it covers, as much as for the chits.
 *
 * The picture is what WebGL drew, pixel for pixel, so it looks like the board it stands in for.
 * It goes when the hold ends, the camera moves (pan, zoom, re-centre, resize) or the board
 * changes, and the live layers come back in the same frame.
 *
 * Taking the picture costs a frame (the pixels are read back from the GPU), so it is taken only
 * where the live board is slow to draw (software WebGL, a weak phone, a big maze): see
 * boardSnapshotRule.ts. A device that draws the board at the display's rate never pays for it.
 * `?boardcache=on` or `off` in the address overrides that (to test it, and to measure without it).
 */
import * as Phaser from 'phaser';
import { modeOf, pictureWorthIt, type Mode } from './boardSnapshotRule';

/** What the main camera shows: a picture taken at one view is wrong at any other. (The board's camera never turns.) */
function viewOf(cam: Phaser.Cameras.Scene2D.Camera): string {
  return [cam.x, cam.y, cam.width, cam.height, cam.scrollX, cam.scrollY, cam.zoom, cam.originX, cam.originY].join(',');
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

let made = 0;


export class BoardSnapshot {
  private readonly mode: Mode;
  private texture: Phaser.Textures.DynamicTexture | null = null;
  private still: HTMLCanvasElement | null = null;
  /** Something is held over the board: a picture would do, if the board is slow to draw. */
  private wanted = false;
  /** The time between frames while the live board is drawn, ms, smoothed. */
  private liveFrame = 1000 / 60;
  /** The camera's view when the picture shown was taken; null while the live board is shown. */
  private shownAt: string | null = null;
  /** The camera's view at the last frame: a picture is taken once the camera has kept still a frame. */
  private lastView = '';
  private readonly key = `board-snapshot:${made++}`;

  constructor(
    private readonly scene: Phaser.Scene,
    /** The layers the picture stands in for: the lowest of the board, nothing drawn under them. */
    private readonly layers: readonly Phaser.GameObjects.Container[],
    /** False while something in the layers is moving (a chit settling). */
    private readonly settled: () => boolean,
  ) {
    const renderer = scene.game.renderer;
    this.mode = renderer instanceof Phaser.Renderer.WebGL.WebGLRenderer ? modeOf(window.location.search) : 'off';
    if (this.mode === 'off') return; // nothing to do, frame after frame
    scene.game.events.on(Phaser.Core.Events.PRE_RENDER, this.beforeRender);
    scene.game.events.on(Phaser.Core.Events.POST_RENDER, this.afterRender);
  }

  /** Asks for the picture (while something is held) or for the live board. */
  want(on: boolean): void {
    this.wanted = on && this.mode !== 'off';
    if (!this.wanted) this.showLive();
  }

  private worthIt(): boolean {
    return pictureWorthIt(this.mode, this.liveFrame);
  }

  /**
   * The layers changed: back to the live board. A new picture, if still wanted, waits a frame:
   * art painted for the change reaches the GPU just before the next frame is drawn (ui/atlas.ts).
   */
  invalidate(): void {
    this.showLive();
    this.lastView = '';
  }

  /** Runs once a frame after every update (camera moves included), just before the scene is drawn. */
  private readonly beforeRender = (): void => {
    if (this.shownAt === null) {
      this.liveFrame += (this.scene.game.loop.delta - this.liveFrame) * 0.1;
      if (!this.wanted) {
        this.lastView = ''; // nothing held: no view to follow
        return;
      }
    }
    const cam = this.scene.cameras.main;
    const view = viewOf(cam);
    const steady = view === this.lastView;
    this.lastView = view;
    if (this.shownAt !== null) {
      if (this.shownAt !== view) this.showLive();
      return;
    }
    if (steady && this.worthIt() && this.settled()) this.take(cam, view);
  };

  /**
   * After the frame is drawn: the still layer is taken off the page only now, in the same task as
   * the frame that draws the live layers again, so no frame goes by with neither.
   */
  private readonly afterRender = (): void => {
    if (this.shownAt === null && this.still && this.still.style.display !== 'none') this.still.style.display = 'none';
  };

  private take(cam: Phaser.Cameras.Scene2D.Camera, view: string): void {
    const renderer = this.scene.game.renderer;
    if (!(renderer instanceof Phaser.Renderer.WebGL.WebGLRenderer)) return;
    const width = Math.max(1, Math.round(cam.width));
    const height = Math.max(1, Math.round(cam.height));
    const texture = this.textureOf(width, height);
    if (!texture?.drawingContext) return;
    const still = this.stillCanvas(width, height);
    const ctx = still.getContext('2d');
    if (!ctx) return;
    ctx.clearRect(0, 0, width, height);
    // Only the part of the canvas the layers cover is drawn, read back and converted: a few chits cost little.
    const box = this.coveredBox(cam, width, height);
    if (box) {
      // The texture's camera sees the world as the main camera does.
      texture.camera.setSize(cam.width, cam.height).setOrigin(cam.originX, cam.originY).setZoom(cam.zoom).setScroll(cam.scrollX, cam.scrollY);
      texture.clear(box.x, box.y, box.width, box.height).draw([...this.layers]).render();
      const pixels = new Uint8Array(box.width * box.height * 4);
      renderer.glWrapper.updateBindingsFramebuffer({ bindings: { framebuffer: texture.drawingContext.framebuffer } });
      const gl = renderer.gl;
      gl.readPixels(box.x, height - box.y - box.height, box.width, box.height, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
      ctx.putImageData(straightRows(pixels, box.width, box.height), box.x, box.y);
    }
    still.style.display = 'block';
    for (const layer of this.layers) layer.setVisible(false);
    this.shownAt = view;
  }

  /** The canvas pixels the layers cover (a little more), within the canvas; null when none. */
  private coveredBox(cam: Phaser.Cameras.Scene2D.Camera, width: number, height: number): Box | null {
    const world = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
    const r = new Phaser.Geom.Rectangle();
    for (const layer of this.layers) {
      if (layer.length === 0) continue;
      layer.getBounds(r);
      world.left = Math.min(world.left, r.left);
      world.top = Math.min(world.top, r.top);
      world.right = Math.max(world.right, r.right);
      world.bottom = Math.max(world.bottom, r.bottom);
    }
    if (!(world.right > world.left && world.bottom > world.top)) return null;
    const ox = cam.width * cam.originX;
    const oy = cam.height * cam.originY;
    const sx = (wx: number) => (wx - cam.scrollX - ox) * cam.zoom + ox + cam.x;
    const sy = (wy: number) => (wy - cam.scrollY - oy) * cam.zoom + oy + cam.y;
    const x = Math.max(0, Math.floor(sx(world.left)) - 2);
    const y = Math.max(0, Math.floor(sy(world.top)) - 2);
    const right = Math.min(width, Math.ceil(sx(world.right)) + 2);
    const bottom = Math.min(height, Math.ceil(sy(world.bottom)) + 2);
    return right > x && bottom > y ? { x, y, width: right - x, height: bottom - y } : null;
  }

  /** The texture the layers are drawn into, remade when the canvas changed size. */
  private textureOf(width: number, height: number): Phaser.Textures.DynamicTexture | null {
    if (this.texture && (this.texture.width !== width || this.texture.height !== height)) {
      this.texture.destroy();
      this.texture = null;
    }
    this.texture ??= this.scene.textures.addDynamicTexture(this.key, width, height, false);
    return this.texture;
  }

  /** The 2D canvas laid under the game canvas, over the table top, at the game canvas's place and size. */
  private stillCanvas(width: number, height: number): HTMLCanvasElement {
    const game = this.scene.game.canvas;
    let still = this.still;
    if (!still) {
      still = this.still = document.createElement('canvas');
      still.dataset.testid = 'board-still';
      still.setAttribute('aria-hidden', 'true');
      Object.assign(still.style, { position: 'absolute', zIndex: '-1', pointerEvents: 'none', display: 'none' });
      (game.parentElement ?? document.body).insertBefore(still, game);
    }
    if (still.width !== width) still.width = width;
    if (still.height !== height) still.height = height;
    Object.assign(still.style, { left: `${game.offsetLeft}px`, top: `${game.offsetTop}px`, width: game.style.width || `${game.clientWidth}px`, height: game.style.height || `${game.clientHeight}px` });
    return still;
  }

  private showLive(): void {
    if (this.shownAt === null) return;
    this.shownAt = null;
    for (const layer of this.layers) layer.setVisible(true);
  }

  destroy(): void {
    this.scene.game.events.off(Phaser.Core.Events.PRE_RENDER, this.beforeRender);
    this.scene.game.events.off(Phaser.Core.Events.POST_RENDER, this.afterRender);
    this.shownAt = null;
    this.still?.remove();
    this.still = null;
    this.texture?.destroy();
    this.texture = null;
  }
}

/**
 * WebGL's rows come bottom first, with the colour multiplied by alpha; a 2D canvas takes them top
 * first, with the colour apart from alpha.
 */
function straightRows(pixels: Uint8Array, width: number, height: number): ImageData {
  const out = new ImageData(width, height);
  const data = out.data;
  const row = width * 4;
  for (let y = 0; y < height; y++) {
    const from = (height - 1 - y) * row;
    const to = y * row;
    for (let i = 0; i < row; i += 4) {
      const a = pixels[from + i + 3]!;
      if (a === 0) continue;
      const k = 255 / a;
      data[to + i] = Math.min(255, Math.round(pixels[from + i]! * k));
      data[to + i + 1] = Math.min(255, Math.round(pixels[from + i + 1]! * k));
      data[to + i + 2] = Math.min(255, Math.round(pixels[from + i + 2]! * k));
      data[to + i + 3] = a;
    }
  }
  return out;
}
