/**
 * The two cups on the table edge (2.2, 5.22, 5.23), in canvas pixels: each drawn full or empty
 * with what is left in it and its name below; a cup bounces as a thrown-back chit goes in.
 */
import type * as Phaser from 'phaser';
import { cupTotal, type Cup, type GameState } from '../games/deathmaze';
import { animate, ms } from './boardMotion';
import { drawCup } from './tableArt';

interface CupView {
  cup: Cup;
  body: Phaser.GameObjects.Graphics;
  count: Phaser.GameObjects.Text;
  name: Phaser.GameObjects.Text;
  x: number;
  y: number;
  full: boolean | null;
}

const CUPS = ['corridor', 'room'] as const;

export class TableCups {
  private readonly views: Record<Cup, CupView>;

  constructor(
    private readonly scene: Phaser.Scene,
    font: string,
  ) {
    const cupView = (cup: Cup): CupView => ({
      cup,
      body: scene.add.graphics(),
      count: scene.add.text(0, 0, '', { fontFamily: 'Georgia, "Times New Roman", serif', fontStyle: 'bold', color: '#fff4dc' }).setOrigin(0.5),
      name: scene.add.text(0, 0, cup === 'room' ? 'ROOM' : 'CORRIDOR', { fontFamily: font, fontStyle: 'bold', color: '#eadfc4' }).setOrigin(0.5, 0),
      x: 0,
      y: 0,
      full: null,
    });
    this.views = { corridor: cupView('corridor'), room: cupView('room') };
  }

  /** Their pieces, for the table edge's container. */
  objects(): Phaser.GameObjects.GameObject[] {
    return CUPS.flatMap((c) => [this.views[c].body, this.views[c].count, this.views[c].name]);
  }

  /** Stands the cups, `w` wide (canvas px), side by side on the table edge with their labels ending at `floor`. */
  layout(w: number, floor: number, r: number): void {
    const h = w * 1.15;
    const label = 15 * r;
    const margin = 12 * r;
    const cy = floor - label - h / 2;
    const xs: Record<Cup, number> = { corridor: margin + w / 2, room: margin + w * 1.5 + 16 * r };
    for (const cup of CUPS) {
      const v = this.views[cup];
      v.x = xs[cup];
      v.y = cy;
      v.body.setPosition(v.x, v.y);
      v.full = null;
      v.count.setStyle({ fontSize: `${Math.round(20 * r)}px` }).setPosition(v.x, v.y + h * 0.14);
      v.count.setShadow(0, Math.round(1 * r), '#000', Math.round(2 * r), false, true);
      v.name.setStyle({ fontSize: `${Math.round(10 * r)}px` }).setPosition(v.x, v.y + h / 2 + 3 * r);
      v.name.setLetterSpacing(Math.round(1 * r));
    }
  }

  /** Draws the cups, `w` wide, with their counts. */
  draw(state: GameState, w: number): void {
    for (const cup of CUPS) {
      const v = this.views[cup];
      const n = cupTotal(state.maze, cup);
      if (v.full !== n > 0) {
        v.body.clear();
        drawCup(v.body, cup, w, n > 0);
        v.full = n > 0;
      }
      v.count.setText(String(n));
    }
  }

  /** The centre of a cup's body (canvas px). */
  centre(cup: Cup): { x: number; y: number } {
    return { x: this.views[cup].x, y: this.views[cup].y };
  }

  /** The cup under a canvas point (the cup and its label, at least 44 CSS px), or null. */
  at(x: number, y: number, w: number, ratio: number): Cup | null {
    const h = w * 1.15;
    for (const cup of CUPS) {
      const v = this.views[cup];
      const halfW = Math.max(w / 2 + 4 * ratio, 22 * ratio);
      if (Math.abs(x - v.x) <= halfW && y >= v.y - h / 2 - 4 * ratio && y <= v.y + h / 2 + 18 * ratio) return cup;
    }
    return null;
  }

  /** The mouth of a cup `w` wide, where a chit comes out and goes back in. */
  mouth(cup: Cup, w: number): { x: number; y: number } {
    const v = this.views[cup];
    return { x: v.x, y: v.y - w * 0.4 };
  }

  bounce(cup: Cup): void {
    const v = this.views[cup];
    animate(this.scene, v.body, { scaleY: 0.93 }, ms(90), { yoyo: true, ease: 'Sine.easeInOut' });
  }
}
