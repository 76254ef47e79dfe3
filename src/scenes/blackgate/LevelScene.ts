/**
 * The Black Gate's board: one level of the maze at a time (BLACKGATE §4.2), drawn from the
 * rules' own view of it (games/blackgate/view.ts). The other two levels show through faintly
 * where nothing is laid on this one, their stairwells marked, so the player sees how the levels
 * line up. The tile in hand stands on its cell in the facing chosen, lit green where it may be
 * laid and red where not; a staircase lights its cell on every level by how it would sit there
 * (LŚ 6.6). A tap on a lit neighbour sets off that way, a tap on the tile in hand turns it; drag
 * pans, the wheel zooms. What a tap asks is the table's to play: the scene only says where it was.
 */
import * as Phaser from 'phaser';
import { pixelRatioOf } from '../../ui/backdrop';
import type { Dir, FacingView, LevelView, TileView } from '../../games/blackgate';

export const LEVEL_SCENE_KEY = 'BlackGateScene';

/** A cell's side in world units. */
const CELL = 100;
const TAP_SLOP = 9;

const COLOUR = {
  room: 0x5a4c3e, corridor: 0x2f2924, path: 0x6b5d4c, wall: 0xe3d3b0, door: 0xa8743c,
  ghost: 0x9aa4b8, exit: 0x5fbf6a, party: 0xf2c14e, group: 0xc8463c, agreed: 0x7aa0d8,
  legal: 0x5fbf6a, illegal: 0xd0493c, gate: 0x120a1c, gateRim: 0xb04ae0, find: 0xf2d27a,
} as const;

const FEATURE_WORD: Record<string, string> = {
  fountain: 'Fountain', statue: 'Statue', trapdoor: 'Trap door', furniture: 'Furniture', altar: 'Altar',
  artwork: 'Artwork', mirror: 'Mirror', staircase: 'Stairs',
};

export interface LevelSceneHandlers {
  /** A tap on a neighbouring cell the party may set off to, with the side it leaves by. */
  go(dir: Dir): void;
  /** A tap on the tile in hand. */
  turn(): void;
}

export class LevelScene extends Phaser.Scene {
  private g!: Phaser.GameObjects.Graphics;
  private labels: Phaser.GameObjects.Text[] = [];
  private view: LevelView | null = null;
  private facing: FacingView | null = null;
  private handlers: LevelSceneHandlers | null = null;
  private ratio = 1;
  private userZoom = 1;
  private down: { x: number; y: number; scrollX: number; scrollY: number } | null = null;
  private dragged = false;
  private centredOn = '';
  private cover = { right: 0, bottom: 0 };

  constructor() {
    super(LEVEL_SCENE_KEY);
  }

  init(data: { handlers: LevelSceneHandlers }): void {
    this.handlers = data.handlers;
  }

  create(): void {
    this.ratio = pixelRatioOf(this);
    this.g = this.add.graphics();
    const cam = this.cameras.main;
    cam.setZoom(this.ratio * this.fitZoom());
    cam.centerOn(0, 0);
    this.input.on('pointerdown', (p: Phaser.Input.Pointer) => {
      this.down = { x: p.x, y: p.y, scrollX: cam.scrollX, scrollY: cam.scrollY };
      this.dragged = false;
    });
    this.input.on('pointermove', (p: Phaser.Input.Pointer) => {
      if (!this.down || !p.isDown) return;
      const dx = p.x - this.down.x;
      const dy = p.y - this.down.y;
      if (!this.dragged && Math.hypot(dx, dy) < TAP_SLOP * this.ratio) return;
      this.dragged = true;
      cam.setScroll(this.down.scrollX - dx / cam.zoom, this.down.scrollY - dy / cam.zoom);
    });
    this.input.on('pointerup', (p: Phaser.Input.Pointer) => {
      const wasTap = this.down !== null && !this.dragged;
      this.down = null;
      if (wasTap) this.tap(p);
    });
    this.input.on('wheel', (_p: Phaser.Input.Pointer, _over: unknown, _dx: number, dy: number) => this.zoomBy(dy > 0 ? 1 / 1.15 : 1.15));
    this.scale.on(Phaser.Scale.Events.RESIZE, this.onResize);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.scale.off(Phaser.Scale.Events.RESIZE, this.onResize);
      this.labels = [];
    });
    if (this.view) this.draw();
  }

  /** Draws `view`, with the tile in hand (if any) in `facing`; follows the party (or the tile in hand) as it moves. */
  show(view: LevelView, facing: FacingView | null): void {
    this.view = view;
    this.facing = facing;
    if (!this.g) return;
    const focus = view.party ?? (view.hand && view.hand.level === view.level ? view.hand : null);
    const key = `${view.level}:${focus?.x},${focus?.y}`;
    if (focus && this.centredOn !== key) {
      this.centredOn = key;
      this.centreOn(focus);
    }
    this.draw();
  }

  zoomBy(factor: number): void {
    this.userZoom = Math.min(3, Math.max(0.3, this.userZoom * factor));
    this.cameras.main.setZoom(this.ratio * this.fitZoom() * this.userZoom);
  }

  /** Brings the party (or the tile in hand) back to the middle of the board. */
  recentre(): void {
    const v = this.view;
    this.centreOn(v?.party ?? v?.hand ?? { x: 0, y: 0 });
  }

  /**
   * How much of the board, in CSS pixels from its right and bottom edges, the dock lies over: a
   * cell is centred in what is left in view (beside the dock on a desktop, above it on a phone).
   */
  setCover(cover: { right: number; bottom: number }): void {
    const changed = Math.abs(cover.right - this.cover.right) > 8 || Math.abs(cover.bottom - this.cover.bottom) > 8;
    this.cover = cover;
    if (changed && this.g) this.recentre();
  }

  private centreOn(cell: { x: number; y: number }): void {
    const cam = this.cameras.main;
    const shift = this.ratio / cam.zoom; // CSS pixels to world units
    cam.centerOn(cell.x * CELL + (this.cover.right / 2) * shift, cell.y * CELL + (this.cover.bottom / 2) * shift);
  }

  /** A cell's centre in CSS pixels of the page (for the browser tests, which then tap it). */
  cellToScreen(x: number, y: number): { x: number; y: number } {
    const cam = this.cameras.main;
    const rect = this.game.canvas.getBoundingClientRect();
    const sx = (x * CELL - cam.worldView.x) * cam.zoom;
    const sy = (y * CELL - cam.worldView.y) * cam.zoom;
    return { x: rect.left + sx / this.ratio, y: rect.top + sy / this.ratio };
  }

  /** So a cell is about a seventh of the narrower side of the screen. */
  private fitZoom(): number {
    const css = Math.min(this.scale.width, this.scale.height) / this.ratio;
    return Math.max(0.45, Math.min(1.1, css / (CELL * 6.5)));
  }

  private onResize = (): void => {
    this.ratio = pixelRatioOf(this);
    this.cameras.main.setZoom(this.ratio * this.fitZoom() * this.userZoom);
  };

  private tap(p: Phaser.Input.Pointer): void {
    const v = this.view;
    if (!v || !this.handlers) return;
    const world = this.cameras.main.getWorldPoint(p.x, p.y);
    const x = Math.round(world.x / CELL);
    const y = Math.round(world.y / CELL);
    if (v.hand && v.hand.level === v.level && v.hand.x === x && v.hand.y === y) return this.handlers.turn();
    const exit = v.exits.find((e) => e.x === x && e.y === y);
    if (exit) this.handlers.go(exit.dir);
  }

  private draw(): void {
    const v = this.view;
    const g = this.g;
    g.clear();
    for (const t of this.labels) t.destroy();
    this.labels = [];
    if (!v) return;
    for (const ghost of v.ghosts) {
      const cx = ghost.x * CELL;
      const cy = ghost.y * CELL;
      g.lineStyle(2, COLOUR.ghost, 0.35);
      g.strokeRect(cx - CELL / 2 + 6, cy - CELL / 2 + 6, CELL - 12, CELL - 12);
      if (ghost.stairwell) this.label(cx, cy, `stairs\nlevel ${ghost.level}`, 13, '#aab4c8', 0.7);
    }
    for (const t of v.tiles) this.drawTile(t);
    for (const e of v.exits) {
      g.fillStyle(COLOUR.exit, 0.18);
      g.fillRect(e.x * CELL - CELL / 2 + 4, e.y * CELL - CELL / 2 + 4, CELL - 8, CELL - 8);
      g.lineStyle(3, COLOUR.exit, 0.8);
      g.strokeRect(e.x * CELL - CELL / 2 + 4, e.y * CELL - CELL / 2 + 4, CELL - 8, CELL - 8);
    }
    this.drawHand();
    for (const grp of v.groups) {
      const cx = grp.x * CELL + CELL * 0.22;
      const cy = grp.y * CELL - CELL * 0.22;
      g.fillStyle(grp.attitude === 'agreed' ? COLOUR.agreed : COLOUR.group, 1);
      g.fillCircle(cx, cy, 15);
      this.label(cx, cy, String(grp.count), 16, '#ffffff');
      this.label(grp.x * CELL, grp.y * CELL + CELL * 0.3, grp.name, 12, '#ffd6cf');
    }
    if (v.party) {
      const cx = v.party.x * CELL - CELL * 0.2;
      const cy = v.party.y * CELL - CELL * 0.2;
      g.fillStyle(0x000000, 0.45);
      g.fillCircle(cx + 2, cy + 3, 16);
      g.fillStyle(COLOUR.party, 1);
      g.fillCircle(cx, cy, 16);
      g.lineStyle(3, 0x3a2a08, 1);
      g.strokeCircle(cx, cy, 16);
    }
  }

  private drawTile(t: TileView): void {
    const g = this.g;
    const cx = t.x * CELL;
    const cy = t.y * CELL;
    const h = CELL / 2;
    if (t.gate) {
      g.fillStyle(COLOUR.gate, 1);
      g.fillRect(cx - h, cy - h, CELL, CELL);
      g.lineStyle(4, COLOUR.gateRim, 1);
      g.strokeCircle(cx, cy, CELL * 0.3);
      this.label(cx, cy, 'THE\nBLACK GATE', 13, '#e7c8ff');
    } else if (t.segment === 'room') {
      g.fillStyle(COLOUR.room, t.visited ? 1 : 0.8);
      g.fillRect(cx - h, cy - h, CELL, CELL);
    } else {
      g.fillStyle(COLOUR.corridor, 1);
      g.fillRect(cx - h, cy - h, CELL, CELL);
      g.fillStyle(COLOUR.path, 1);
      g.fillRect(cx - 16, cy - 16, 32, 32);
      this.forSides(t.sides, (d, side) => {
        if (side === 'W') return;
        const [x, y, w, hh] = d === 0 ? [cx - 16, cy - h, 32, h] : d === 1 ? [cx, cy - 16, h, 32] : d === 2 ? [cx - 16, cy, 32, h] : [cx - h, cy - 16, h, 32];
        g.fillRect(x, y, w, hh);
      });
    }
    this.forSides(t.sides, (d, side) => {
      const [x1, y1, x2, y2] = edge(cx, cy, d);
      if (side === 'W' && (t.segment === 'room' || t.gate)) {
        g.lineStyle(6, COLOUR.wall, 1);
        g.lineBetween(x1, y1, x2, y2);
      } else if (side === 'D') {
        g.lineStyle(6, COLOUR.wall, 1);
        const mx = (x1 + x2) / 2;
        const my = (y1 + y2) / 2;
        const ux = (x2 - x1) / CELL;
        const uy = (y2 - y1) / CELL;
        g.lineBetween(x1, y1, mx - ux * 18, my - uy * 18);
        g.lineBetween(mx + ux * 18, my + uy * 18, x2, y2);
        g.lineStyle(8, COLOUR.door, 1);
        g.lineBetween(mx - ux * 16, my - uy * 16, mx + ux * 16, my + uy * 16);
      }
      if ((t.shut >> d) & 1) {
        const mx = (x1 + x2) / 2 + (d === 1 ? -10 : d === 3 ? 10 : 0);
        const my = (y1 + y2) / 2 + (d === 0 ? 10 : d === 2 ? -10 : 0);
        g.lineStyle(4, COLOUR.illegal, 1);
        g.lineBetween(mx - 7, my - 7, mx + 7, my + 7);
        g.lineBetween(mx - 7, my + 7, mx + 7, my - 7);
      }
    });
    if (t.gateway) this.label(cx, cy + 4, 'Gateway\nof Evil', 13, '#f3e6c8');
    else if (t.feature && !t.gate) this.label(cx, cy + 22, FEATURE_WORD[t.feature] ?? '', 12, t.find ? '#ffe9a8' : '#cdbfa6');
    if (t.find) {
      g.fillStyle(COLOUR.find, 1);
      g.fillCircle(cx + CELL * 0.3, cy + CELL * 0.3, 6);
    }
  }

  private drawHand(): void {
    const v = this.view!;
    const hand = v.hand;
    const f = this.facing;
    if (!hand || !f) return;
    const g = this.g;
    const cx = hand.x * CELL;
    const cy = hand.y * CELL;
    const h = CELL / 2;
    if (hand.level !== v.level) {
      // LŚ 6.6: a staircase in hand lights its cell on this level too, by how it would sit here
      const fit = f.stair?.find((s) => s.level === v.level);
      if (!fit) return;
      g.lineStyle(5, fit.fits ? COLOUR.legal : COLOUR.illegal, 0.95);
      g.strokeRect(cx - h + 3, cy - h + 3, CELL - 6, CELL - 6);
      this.label(cx, cy, fit.fits ? 'stairs fit' : fit.why === 'occupied' ? 'taken' : 'no match', 13, fit.fits ? '#c8f5cc' : '#ffc9c2');
      return;
    }
    g.fillStyle(hand.segment === 'room' ? COLOUR.room : COLOUR.corridor, 0.92);
    g.fillRect(cx - h, cy - h, CELL, CELL);
    this.forSides(f.sides, (d, side) => {
      const [x1, y1, x2, y2] = edge(cx, cy, d);
      const mx = (x1 + x2) / 2;
      const my = (y1 + y2) / 2;
      if (side === 'W') {
        g.lineStyle(6, COLOUR.wall, 1);
        g.lineBetween(x1, y1, x2, y2);
      } else {
        g.fillStyle(side === 'D' ? COLOUR.door : COLOUR.path, 1);
        g.fillCircle(mx + (cx - mx) * 0.25, my + (cy - my) * 0.25, side === 'D' ? 9 : 12);
      }
    });
    g.lineStyle(5, f.legal ? COLOUR.legal : COLOUR.illegal, 1);
    g.strokeRect(cx - h + 3, cy - h + 3, CELL - 6, CELL - 6);
    this.label(cx, cy, hand.feature ? (FEATURE_WORD[hand.feature] ?? '') : hand.segment === 'room' ? 'Room' : 'Corridor', 13, '#ffffff');
  }

  private forSides(sides: readonly string[], fn: (d: Dir, side: string) => void): void {
    for (let d = 0; d < 4; d++) fn(d as Dir, sides[d]!);
  }

  private label(x: number, y: number, text: string, size: number, colour: string, alpha = 1): void {
    const t = this.add.text(x, y, text, { fontFamily: 'Georgia, serif', fontSize: `${size}px`, color: colour, align: 'center', resolution: 2 });
    t.setOrigin(0.5).setAlpha(alpha);
    this.labels.push(t);
  }
}

/** The two ends of side `d` of the cell centred at (cx, cy), clockwise. */
function edge(cx: number, cy: number, d: Dir): [number, number, number, number] {
  const h = CELL / 2;
  switch (d) {
    case 0: return [cx - h, cy - h, cx + h, cy - h];
    case 1: return [cx + h, cy - h, cx + h, cy + h];
    case 2: return [cx + h, cy + h, cx - h, cy + h];
    default: return [cx - h, cy + h, cx - h, cy - h];
  }
}
