/**
 * Spells going off on the combat table (11.2, 11.3, 12.2), drawn with plain graphics over the
 * counters: a bolt, an orb, a burst of fire, a haze or rings closing, a glow; and the ring of a
 * resist roll won (11.24).
 */
import * as Phaser from 'phaser';
import { boltPath, type SpellLook } from '../../ui/spellChoices';
import { towards, type Point, type Table } from './model';

export class SpellEffects {
  constructor(
    private readonly t: Table,
    private readonly layer: Phaser.GameObjects.Container,
  ) {}

  private ms(n: number): number {
    return this.t.playback.ms(n);
  }

  /** Runs `draw(t)` for t from 0 to 1 over `ms` (once, at t = 1, with no animation). */
  private animate(ms: number, draw: (t: number) => void): Promise<void> {
    if (ms <= 0) {
      draw(1);
      return Promise.resolve();
    }
    return new Promise((done) => {
      const clock = { t: 0 };
      this.t.phaser.tweens.add({ targets: clock, t: 1, duration: ms, onUpdate: () => draw(clock.t), onComplete: () => (draw(1), done()) });
    });
  }

  /** A spell going off from `from`, at `to` (or over the whole table). */
  async play(look: SpellLook, from: Point, to: Point | null): Promise<void> {
    const g = this.t.phaser.add.graphics();
    this.layer.add(g);
    const { board } = this.t;
    const s = board.boxSize;
    const cs = board.counterSize();
    const aim = to ?? board.centre;
    const start = to ? towards(from, aim, cs * 0.45) : from;
    const end = to ? towards(aim, from, cs * 0.2) : aim;
    try {
      switch (look) {
        case 'bolt': {
          // Lightning: a jagged bolt that flickers, then a flash on the target
          let last = -1;
          await this.animate(this.ms(480), (t) => {
            const step = Math.floor(t * 6);
            if (step === last && t < 1) return;
            last = step;
            g.clear();
            if (t >= 1) return;
            const path = boltPath(start, end, 7, s * 0.16, Math.random);
            for (const [w, c, a] of [[s * 0.16, 0xfff3a0, 0.25], [s * 0.07, 0xfff8d0, 0.8], [s * 0.025, 0xffffff, 1]] as const) {
              g.lineStyle(Math.max(1, w), c, a);
              g.strokePoints(path.map((p) => new Phaser.Math.Vector2(p.x, p.y)), false);
            }
            g.fillStyle(0xfff8d0, 0.35 * (1 - t));
            g.fillCircle(end.x, end.y, cs * 0.55);
          });
          break;
        }
        case 'orb': {
          // Blast: a ball of force flies and bursts
          await this.animate(this.ms(380), (t) => {
            g.clear();
            const x = start.x + (end.x - start.x) * t;
            const y = start.y + (end.y - start.y) * t;
            g.fillStyle(0xff9a3c, 0.35);
            g.fillCircle(x, y, s * 0.2);
            g.fillStyle(0xffe2a0, 1);
            g.fillCircle(x, y, s * 0.1);
          });
          await this.animate(this.ms(260), (t) => {
            g.clear();
            if (t >= 1) return;
            g.lineStyle(Math.max(2, s * 0.06 * (1 - t)), 0xffb050, 1 - t);
            g.strokeCircle(end.x, end.y, cs * (0.2 + 0.5 * t));
          });
          break;
        }
        case 'burst': {
          // Explosion: a ring of fire sweeps the whole table, caster and all
          const reach = Math.hypot(board.field.w, board.field.h) * 0.6;
          await this.animate(this.ms(650), (t) => {
            g.clear();
            if (t >= 1) return;
            g.fillStyle(0xff7a2a, 0.25 * (1 - t));
            g.fillCircle(from.x, from.y, reach * t);
            g.lineStyle(Math.max(3, s * 0.12 * (1 - t)), 0xffc060, 0.9 * (1 - t));
            g.strokeCircle(from.x, from.y, reach * t);
          });
          break;
        }
        case 'sleep':
        case 'charm': {
          // Sleep: a pale haze settles on the target; Charm: violet rings close on it
          const colour = look === 'sleep' ? 0xb8c8ff : 0xc58bff;
          await this.animate(this.ms(560), (t) => {
            g.clear();
            if (t >= 1) return;
            g.lineStyle(Math.max(2, s * 0.03), colour, 0.6 * (1 - t));
            g.lineBetween(start.x, start.y, end.x, end.y);
            for (let i = 0; i < 3; i++) {
              const k = (t + i / 3) % 1;
              const r = look === 'sleep' ? cs * (0.2 + 0.5 * k) : cs * (0.9 - 0.6 * k);
              g.lineStyle(Math.max(2, s * 0.04), colour, 0.8 * (1 - k));
              g.strokeCircle(aim.x, aim.y, r);
            }
          });
          break;
        }
        case 'glow':
          await this.animate(this.ms(420), (t) => {
            g.clear();
            if (t >= 1) return;
            g.lineStyle(Math.max(2, s * 0.05), 0x8fe0b0, 1 - t);
            g.strokeCircle(aim.x, aim.y, cs * (0.3 + 0.4 * t));
          });
          break;
      }
    } finally {
      g.destroy();
    }
  }

  /** A ring that widens and fades round a point (a resist roll won). */
  ring(at: Point, colour: number): void {
    const g = this.t.phaser.add.graphics();
    this.layer.add(g);
    void this.animate(this.ms(500), (t) => {
      g.clear();
      if (t >= 1) return;
      g.lineStyle(Math.max(2, this.t.board.boxSize * 0.05), colour, 1 - t);
      g.strokeCircle(at.x, at.y, this.t.board.counterSize() * (0.5 + 0.3 * t));
    }).then(() => g.destroy());
  }
}
