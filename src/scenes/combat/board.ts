/**
 * The combat table's boxes (8.0): the monsters' rows of three facing the party's, front rows
 * nearest the middle, laid out in the part of the screen the dock and the corner bar leave free.
 *
 * Geometry (combatGeometry.ts): box 0 is the rightmost as the party sees it and monster box 0
 * stands before adventurer box 0. The party looks up the screen (or, when the screen is wide
 * and low, to the right), so box 0 is on the screen's right (or at the bottom).
 */
import * as Phaser from 'phaser';
import { counterColours } from '../../ui/counterArt';
import { COUNTER, GAP, PITCH, type Point, type Rows, type Side, type Table } from './model';

type Rect = { x: number; y: number; w: number; h: number };

export class Board {
  /** Canvas pixels per CSS pixel. */
  ratio = 1;
  rows: { party: Rows; monsters: Rows } = { party: [[null, null, null]], monsters: [[null, null, null]] };
  boxSize = 80;
  orient: 'v' | 'h' = 'v';
  centre: Point = { x: 0, y: 0 };
  field: Rect = { x: 0, y: 0, w: 1, h: 1 };
  /**
   * The way round chosen for this fight and the screen it was chosen on: the table keeps it from
   * phase to phase (a line-up's rows, a reorganization's row to step back into, 8.52) and turns
   * only when the screen does.
   */
  private turned: { orient: 'v' | 'h'; screen: string } | null = null;
  /** The layout last drawn (orientation, sizes, rows), to notice when the rows move. */
  private shape = '';
  private captions: Phaser.GameObjects.Text[] = [];
  readonly gfx: Phaser.GameObjects.Graphics;

  constructor(
    private readonly t: Table,
    /** Called when the rows move on the screen (the dice lying on the table are cleared away). */
    private readonly onShapeChanged: () => void,
  ) {
    this.gfx = t.phaser.add.graphics();
  }

  reset(): void {
    this.shape = '';
    this.turned = null;
    this.rows = { party: [[null, null, null]], monsters: [[null, null, null]] };
  }

  counterSize(): number {
    return this.boxSize * COUNTER;
  }

  private fieldRect(): Rect {
    const r = this.ratio;
    const W = this.t.phaser.scale.width;
    const H = this.t.phaser.scale.height;
    const dock = this.t.dock.element?.getBoundingClientRect();
    const field = { x: 0, y: 0, w: W, h: H };
    if (dock && dock.width > 0 && dock.height > 0) {
      if (dock.left > window.innerWidth * 0.35) field.w = Math.max(1, dock.left * r);
      else field.h = Math.max(1, dock.top * r);
    }
    // The table's corner bar (Log, Party, Rules...) and the phone's Log button sit over the table:
    // keep clear of them, giving up whichever strip of the table costs the counters least.
    let clear = field;
    for (const sel of ['#ui > .hud-bar', '#ui > .hud-log-phone']) {
      const b = document.querySelector(sel)?.getBoundingClientRect();
      if (!b || b.width === 0 || b.height === 0) continue;
      const o = { x: b.left * r - 4 * r, y: b.top * r - 4 * r, w: b.width * r + 8 * r, h: b.height * r + 8 * r };
      const f = clear;
      if (o.x >= f.x + f.w || o.x + o.w <= f.x || o.y >= f.y + f.h || o.y + o.h <= f.y) continue;
      const options = [
        { x: f.x, y: o.y + o.h, w: f.w, h: f.y + f.h - (o.y + o.h) },
        { x: f.x, y: f.y, w: f.w, h: o.y - f.y },
        { x: o.x + o.w, y: f.y, w: f.x + f.w - (o.x + o.w), h: f.h },
        { x: f.x, y: f.y, w: o.x - f.x, h: f.h },
      ].filter((c) => c.w > 0 && c.h > 0);
      if (options.length) clear = options.reduce((best, c) => (this.fitSize(c) > this.fitSize(best) ? c : best));
    }
    field.x = clear.x;
    field.y = clear.y;
    field.w = clear.w;
    field.h = clear.h;
    const pad = 10 * r;
    return { x: field.x + pad, y: field.y + pad, w: Math.max(1, field.w - pad * 2), h: Math.max(1, field.h - pad * 2) };
  }

  /** The box size the rows would get in this part of the screen, either way round. */
  private fitSize(f: { w: number; h: number }): number {
    const slots = this.rows.party.length + this.rows.monsters.length;
    const across = 3 * PITCH;
    const deep = slots * PITCH + GAP;
    return Math.max(Math.min(f.w / across, f.h / deep), Math.min(f.h / across, f.w / deep));
  }

  layout(): void {
    const f = this.fieldRect();
    const slots = this.rows.party.length + this.rows.monsters.length;
    const across = 3 * PITCH;
    const deep = slots * PITCH + GAP;
    const r = this.ratio;
    const clamp = (x: number) => Phaser.Math.Clamp(x, 34 * r, 150 * r);
    const sV = clamp(Math.min(f.w / across, f.h / deep));
    const sH = clamp(Math.min(f.h / across, f.w / deep));
    // Rows stacked up the screen, as on the rulebook's diagrams, unless side by side gives bigger
    // counters when the fight starts; then the same way round until the fight ends.
    const screen = this.screenKey();
    if (this.turned?.screen === screen) this.orient = this.turned.orient;
    else {
      this.orient = sH > sV * 1.08 ? 'h' : 'v';
      if (this.t.shown) this.turned = { orient: this.orient, screen };
    }
    this.boxSize = this.orient === 'h' ? sH : sV;
    this.field = f;
    this.centre = { x: f.x + f.w / 2, y: f.y + f.h / 2 };
    // Dice lying on the table belong where they fell: when the rows move, they are cleared away.
    const shape = `${this.orient}:${Math.round(this.boxSize)}:${Math.round(this.centre.x)}:${Math.round(this.centre.y)}:${this.rows.party.length}:${this.rows.monsters.length}`;
    if (shape !== this.shape) {
      this.shape = shape;
      this.onShapeChanged();
    }
    this.draw();
  }

  /** The screen the table is laid out on: its size and the dock's. */
  private screenKey(): string {
    const d = this.t.dock.element?.getBoundingClientRect();
    const { width, height } = this.t.phaser.scale;
    return [width, height, d?.left, d?.top, d?.width, d?.height].map((n) => Math.round(n ?? 0)).join(':');
  }

  /** The centre of a box, in canvas pixels. Rows count from each side's front; box 0 is the party's right. */
  boxCentre(side: Side, row: number, box: number): Point {
    const s = this.boxSize;
    const pitch = s * PITCH;
    const mRows = this.rows.monsters.length;
    const total = (mRows + this.rows.party.length) * pitch + s * GAP;
    const depth = side === 'monsters' ? (mRows - 1 - row + 0.5) * pitch : mRows * pitch + s * GAP + (row + 0.5) * pitch;
    const lateral = (1 - box) * pitch;
    if (this.orient === 'v') return { x: this.centre.x + lateral, y: this.centre.y - total / 2 + depth };
    return { x: this.centre.x + total / 2 - depth, y: this.centre.y + lateral };
  }

  /** The no-man's-land between the two front rows, level with a point. */
  middleNear(p: Point): Point {
    const s = this.boxSize;
    const pitch = s * PITCH;
    const mRows = this.rows.monsters.length;
    const total = (mRows + this.rows.party.length) * pitch + s * GAP;
    const depth = mRows * pitch + (s * GAP) / 2;
    if (this.orient === 'v') return { x: p.x, y: this.centre.y - total / 2 + depth };
    return { x: this.centre.x + total / 2 - depth, y: p.y };
  }

  slotOf(id: string): { side: Side; row: number; box: number } | null {
    for (const side of ['party', 'monsters'] as const) {
      const rows = this.rows[side];
      for (let row = 0; row < rows.length; row++) {
        const box = rows[row]!.indexOf(id);
        if (box >= 0) return { side, row, box };
      }
    }
    return null;
  }

  boxAt(side: Side, x: number, y: number): { row: number; box: number } | null {
    const half = (this.boxSize * PITCH) / 2;
    const rows = this.rows[side];
    for (let row = 0; row < rows.length; row++) {
      for (let box = 0; box < 3; box++) {
        const c = this.boxCentre(side, row, box);
        if (Math.abs(c.x - x) <= half && Math.abs(c.y - y) <= half) return { row, box };
      }
    }
    return null;
  }

  /** The boxes, the party's lit where the counter in hand may go (8.52). */
  draw(): void {
    const g = this.gfx;
    g.clear();
    const s = this.boxSize;
    const lit = new Set(this.t.choices.litBoxes().map((b) => `${b.row}:${b.box}`));
    const hoverBox = this.t.controls.hoverBox;
    for (const side of ['monsters', 'party'] as const) {
      const rows = this.rows[side];
      for (let row = 0; row < rows.length; row++) {
        for (let box = 0; box < 3; box++) {
          const c = this.boxCentre(side, row, box);
          const isLit = side === 'party' && lit.has(`${row}:${box}`);
          const hover = isLit && hoverBox?.row === row && hoverBox.box === box;
          const front = row === 0;
          const fill = side === 'party' ? 0x1b2a38 : 0x3a1c19;
          const edge = side === 'party' ? 0x5b7c9c : 0x9c5444;
          g.fillStyle(0x000000, 0.35);
          g.fillRoundedRect(c.x - s / 2 + s * 0.02, c.y - s / 2 + s * 0.04, s * 0.96, s * 0.96, s * 0.08);
          g.fillStyle(isLit ? (hover ? 0x7a6420 : 0x4e4216) : fill, isLit ? 0.95 : front ? 0.8 : 0.6);
          g.fillRoundedRect(c.x - s / 2 + s * 0.03, c.y - s / 2 + s * 0.03, s * 0.94, s * 0.94, s * 0.08);
          g.lineStyle(Math.max(1, s * (isLit ? 0.045 : 0.018)), isLit ? counterColours.lit : edge, isLit ? 1 : front ? 0.85 : 0.55);
          g.strokeRoundedRect(c.x - s / 2 + s * 0.03, c.y - s / 2 + s * 0.03, s * 0.94, s * 0.94, s * 0.08);
        }
      }
    }
    this.drawCaptions();
  }

  /** "Monsters" and "Party" along their rows, where the margin has room for them. */
  private drawCaptions(): void {
    for (const t of this.captions) t.destroy();
    this.captions = [];
    if (!this.t.shown) return;
    const s = this.boxSize;
    const f = this.field;
    const size = Phaser.Math.Clamp(s * 0.15, 10 * this.ratio, 15 * this.ratio);
    const style = { fontFamily: 'Georgia, "Times New Roman", serif', fontSize: `${Math.round(size)}px`, fontStyle: 'bold', color: '#d8c9a4' };
    const add = this.t.phaser.add;
    for (const side of ['monsters', 'party'] as const) {
      const rows = this.rows[side].length;
      const near = this.boxCentre(side, 0, 2);
      const far = this.boxCentre(side, rows - 1, 2);
      const text = side === 'party' ? 'PARTY' : 'MONSTERS';
      if (this.orient === 'v') {
        // turned on its side, left of the leftmost boxes
        const x = near.x - s / 2 - size * 0.9;
        if (x - size * 0.6 < f.x) continue;
        this.captions.push(add.text(x, (near.y + far.y) / 2, text, style).setOrigin(0.5).setAngle(-90).setAlpha(0.6));
      } else {
        const y = near.y - s / 2 - size * 0.9;
        if (y - size * 0.6 < f.y) continue;
        this.captions.push(add.text((near.x + far.x) / 2, y, text, style).setOrigin(0.5).setAlpha(0.6));
      }
    }
  }
}
