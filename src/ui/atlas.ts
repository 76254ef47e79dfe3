/**
 * The table's art atlas: every chit, counter and weapon token is painted once (Canvas 2D) into a
 * slot of a shared canvas page, and drawn as a frame of that page. A board of a hundred chits
 * then samples a handful of textures instead of a hundred, so the renderer batches it in a few
 * draw calls and the GPU is not asked to switch textures chit after chit.
 *
 * Pages are square powers of two (so they get mipmaps and stay smooth zoomed out); each slot is
 * the art's size plus a margin on every side, which keeps neighbours from bleeding into each
 * other in the smaller mipmap levels. What was painted reaches the GPU at most once a frame, just
 * before the game renders: under WebGL only the slots painted since (a 2048² page is 16 MB, which
 * a phone would otherwise send again for every new chit), then the page's mipmaps.
 */
import * as Phaser from 'phaser';

/** Paints the art into a `px` square whose top-left corner is the origin of `ctx`. */
export type Paint = (ctx: CanvasRenderingContext2D, px: number) => void;

export interface AtlasFrame {
  key: string;
  frame: string;
}

interface Page {
  key: string;
  texture: Phaser.Textures.CanvasTexture;
  used: number;
  /** The top-left corners (canvas pixels) of the slots painted since the page last reached the GPU. */
  painted: { x: number; y: number }[];
}

/** The largest page we ask for: 2048² is safe on every phone GPU (and 16 MB at most). */
const MAX_PAGE = 2048;

export class ArtAtlas {
  private readonly pages: Page[] = [];
  private readonly frames = new Map<string, AtlasFrame>();
  private readonly dirty = new Set<Page>();
  private readonly pad: number;
  private readonly slot: number;
  private readonly pageSize: number;
  private readonly perRow: number;
  /** The canvas a painted slot is copied into on its way to the GPU. */
  private slotCanvas: HTMLCanvasElement | null = null;

  constructor(
    private readonly textures: Phaser.Textures.TextureManager,
    private readonly name: string,
    /** The art's size in texture pixels. */
    readonly px: number,
  ) {
    this.pad = Math.max(2, Math.ceil(px / 16));
    this.slot = px + this.pad * 2;
    // At least two slots a row when the art is large; smaller art fills a smaller page.
    this.pageSize = Math.min(MAX_PAGE, 2 ** Math.ceil(Math.log2(this.slot * 4)));
    this.perRow = Math.max(1, Math.floor(this.pageSize / this.slot));
    this.textures.game.events.on(Phaser.Core.Events.PRE_RENDER, () => this.upload());
  }

  /** Slots a page holds. */
  get capacity(): number {
    return this.perRow * this.perRow;
  }

  /** The frame of the art `id`, painted by `paint` the first time it is asked for. */
  frame(id: string, paint: Paint): AtlasFrame {
    const known = this.frames.get(id);
    if (known) return known;
    let page = this.pages[this.pages.length - 1];
    if (!page || page.used >= this.capacity) page = this.addPage();
    const index = page.used++;
    const x = (index % this.perRow) * this.slot + this.pad;
    const y = Math.floor(index / this.perRow) * this.slot + this.pad;
    const ctx = page.texture.getContext();
    ctx.save();
    ctx.translate(x, y);
    ctx.beginPath();
    ctx.rect(0, 0, this.px, this.px);
    ctx.clip();
    paint(ctx, this.px);
    ctx.restore();
    page.texture.add(id, 0, x, y, this.px, this.px);
    page.painted.push({ x, y });
    this.dirty.add(page);
    const out = { key: page.key, frame: id };
    this.frames.set(id, out);
    return out;
  }

  private addPage(): Page {
    const key = `atlas:${this.name}:${this.px}:${this.pages.length}`;
    if (this.textures.exists(key)) this.textures.remove(key);
    const texture = this.textures.createCanvas(key, this.pageSize, this.pageSize);
    if (!texture) throw new Error(`the texture page ${key} could not be made`);
    const page = { key, texture, used: 0, painted: [] };
    this.pages.push(page);
    return page;
  }

  /** Sends what was painted since the last frame to the GPU, once a page. */
  private upload(): void {
    for (const page of this.dirty) {
      if (!this.sendSlots(page)) page.texture.refresh();
      page.painted = [];
    }
    this.dirty.clear();
  }

  /**
   * Under WebGL, sends only the slots of `page` painted since its last upload (each copied into a
   * slot-sized canvas, as the whole page would go), then regenerates its mipmaps. False when the
   * whole page is to go instead: no WebGL texture, or a quarter of the page or more painted at once.
   */
  private sendSlots(page: Page): boolean {
    const renderer = this.textures.game.renderer;
    const glTexture = page.texture.source[0]?.glTexture;
    if (!(renderer instanceof Phaser.Renderer.WebGL.WebGLRenderer) || !glTexture?.webGLTexture || renderer.contextLost) return false;
    if (page.painted.length * this.px * this.px > (this.pageSize * this.pageSize) / 4) return false;
    if (!this.slotCanvas) {
      this.slotCanvas = document.createElement('canvas');
      this.slotCanvas.width = this.slotCanvas.height = this.px;
    }
    const slot = this.slotCanvas;
    const ctx = slot.getContext('2d');
    if (!ctx) return false;
    const gl = renderer.gl;
    renderer.glTextureUnits.bind(glTexture, 0);
    renderer.glWrapper.updateTexturing({ texturing: { flipY: glTexture.flipY, premultiplyAlpha: glTexture.pma } });
    const canvas = page.texture.getCanvas();
    for (const { x, y } of page.painted) {
      ctx.clearRect(0, 0, this.px, this.px);
      ctx.drawImage(canvas, x, y, this.px, this.px, 0, 0, this.px, this.px);
      // the page goes up upside down (UNPACK_FLIP_Y), and so does each slot, within itself
      gl.texSubImage2D(gl.TEXTURE_2D, 0, x, glTexture.flipY ? this.pageSize - y - this.px : y, glTexture.format, gl.UNSIGNED_BYTE, slot);
    }
    (glTexture.generateMipmap as () => void).call(glTexture);
    return true;
  }

}

/** One atlas per game, kind of art and size, shared by every scene. */
const atlases = new WeakMap<Phaser.Textures.TextureManager, Map<string, ArtAtlas>>();

export function atlasFor(scene: Phaser.Scene, name: string, px: number): ArtAtlas {
  const textures = scene.textures;
  let byName = atlases.get(textures);
  if (!byName) atlases.set(textures, (byName = new Map<string, ArtAtlas>()));
  const key = `${name}:${px}`;
  let atlas = byName.get(key);
  if (!atlas) byName.set(key, (atlas = new ArtAtlas(textures, name, px)));
  return atlas;
}
