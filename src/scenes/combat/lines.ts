/**
 * Attack lines (8.31–8.35) across the front rows, as the combat view lays them out: blue where
 * the adventurer may strike, red where the monster will, gold both ways, dashed with the die's
 * faces where a monster's victim is rolled for (8.33, 8.35); and the chosen one's reach, brighter.
 */
import type * as Phaser from 'phaser';
import { contactLines } from '../../games/deathmaze';
import { counterColours } from '../../ui/counterArt';
import { SPELL_LIT, towards, type Point, type Table } from './model';

export class Lines {
  readonly gfx: Phaser.GameObjects.Graphics;
  /** The odds on the attack lines, over the lines and under the counters. */
  readonly labelLayer: Phaser.GameObjects.Container;
  private labels: Phaser.GameObjects.Text[] = [];

  constructor(private readonly t: Table) {
    this.gfx = t.phaser.add.graphics();
    this.labelLayer = t.phaser.add.container(0, 0);
  }

  reset(): void {
    this.labels = [];
  }

  draw(): void {
    const g = this.gfx;
    g.clear();
    for (const label of this.labels) label.destroy();
    this.labels = [];
    const shown = this.t.shown;
    if (!shown) return;
    const s = this.t.board.boxSize;
    const cs = this.t.board.counterSize();
    const pos = (id: string): Point | null => this.t.counters.living(id)?.home ?? null;
    const labelStyle = { fontFamily: 'system-ui, sans-serif', fontSize: `${Math.round(Math.max(9 * this.t.board.ratio, s * 0.13))}px`, fontStyle: 'bold', color: '#ffd0c4', backgroundColor: 'rgba(40,10,8,0.8)', padding: { x: 3, y: 1 } };
    // in a line-up, the lines of the arrangement on show
    const lineUp = shown.phase.kind === 'lineUp' ? this.t.view()?.lineUp?.chosen : undefined;
    for (const p of contactLines(shown, lineUp)) {
      const a = pos(p.adventurer);
      const m = pos(p.monster);
      if (!a || !m) continue;
      const colour = p.adventurerStrikes && p.monsterStrikes ? 0xf0d27a : p.adventurerStrikes ? 0x8fc0ff : 0xff7a5a;
      const from = towards(a, m, cs * 0.5);
      const to = towards(m, a, cs * 0.5);
      const width = Math.max(2, s * 0.035);
      if (p.monsterStrikes === 'roll') dashed(g, from, to, width, colour, 0.85, s * 0.09);
      else {
        g.lineStyle(width, colour, 0.85);
        g.lineBetween(from.x, from.y, to.x, to.y);
      }
      if (p.adventurerStrikes) arrowHead(g, from, to, s * 0.13, colour);
      if (p.monsterStrikes) arrowHead(g, to, from, s * 0.13, colour);
      if (p.faces) {
        const at = { x: from.x + (to.x - from.x) * 0.3, y: from.y + (to.y - from.y) * 0.3 };
        const label = this.t.phaser.add.text(at.x, at.y, `${p.faces[0]}–${p.faces[1]}`, labelStyle).setOrigin(0.5);
        this.labelLayer.add(label);
        this.labels.push(label);
      }
    }
    // the chosen one's reach, brighter: front-row strikes and second-row shots (8.34)
    const who = this.t.choices.selected;
    const from = who ? pos(who) : null;
    if (from && this.t.mode() === 'party') {
      const colour = this.t.choices.casting() ? SPELL_LIT : counterColours.lit;
      for (const id of this.t.choices.litTargets()) {
        const to = pos(id);
        if (!to) continue;
        const a = towards(from, to, cs * 0.55);
        const b = towards(to, from, cs * 0.55);
        g.lineStyle(Math.max(3, s * 0.06), colour, 0.95);
        g.lineBetween(a.x, a.y, b.x, b.y);
        arrowHead(g, a, b, s * 0.18, colour);
      }
    }
  }
}

export function arrowHead(g: Phaser.GameObjects.Graphics, from: Point, to: Point, size: number, colour: number): void {
  const ang = Math.atan2(to.y - from.y, to.x - from.x);
  const spread = 0.45;
  g.fillStyle(colour, 0.95);
  g.fillTriangle(to.x, to.y, to.x - Math.cos(ang - spread) * size, to.y - Math.sin(ang - spread) * size, to.x - Math.cos(ang + spread) * size, to.y - Math.sin(ang + spread) * size);
}

function dashed(g: Phaser.GameObjects.Graphics, a: Point, b: Point, width: number, colour: number, alpha: number, dash: number): void {
  const d = Math.hypot(b.x - a.x, b.y - a.y);
  const n = Math.max(1, Math.floor(d / (dash * 2)));
  g.lineStyle(width, colour, alpha);
  for (let i = 0; i < n; i++) {
    const t0 = (i * 2 * dash) / d;
    const t1 = Math.min(1, (i * 2 * dash + dash) / d);
    g.lineBetween(a.x + (b.x - a.x) * t0, a.y + (b.y - a.y) * t0, a.x + (b.x - a.x) * t1, a.y + (b.y - a.y) * t1);
  }
}
