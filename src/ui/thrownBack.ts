/**
 * A chit drawn and thrown back (5.23, 5.25, 5.29), for all to see: it comes out of its cup, shows
 * itself beside the rest of the chit in hand with the case that throws it back, and goes back in.
 */
import type * as Phaser from 'phaser';
import { after, animate, ms } from './boardMotion';
import { chitTexture, type ChitLook } from './chitArt';

export interface Flight {
  scene: Phaser.Scene;
  /** The table edge's container, and the pieces in flight there (destroyed at once when the flights are cut short). */
  root: Phaser.GameObjects.Container;
  flights: Phaser.GameObjects.GameObject[];
  texturePx: number;
  ratio: number;
  font: string;
  /** The chit's size at rest, the cup's mouth and the rest beside it (canvas px). */
  size: number;
  mouth: { x: number; y: number };
  rest: { x: number; y: number };
  /** False once the flight was cut short (a newer chit in hand, or the flights finished at once). */
  live: () => boolean;
  /** It is back in its cup. */
  back: () => void;
}

export function throwBack(f: Flight, look: ChitLook, rule: string, next: () => void): void {
  const { scene, size, mouth: m, rest } = f;
  const peek = { x: rest.x + size * 0.15, y: rest.y - size * 0.1 };
  const art = chitTexture(scene, look, f.texturePx);
  const img = scene.add.image(m.x, m.y, art.key, art.frame).setDisplaySize(size * 0.35, size * 0.35);
  const caption = scene.add
    .text(peek.x + size * 0.55, peek.y, `${rule}: thrown back`, {
      fontFamily: f.font,
      fontStyle: 'bold',
      fontSize: `${Math.round(13 * f.ratio)}px`,
      color: '#ffd9cf',
      backgroundColor: 'rgba(40, 14, 10, 0.9)',
      padding: { x: Math.round(6 * f.ratio), y: Math.round(3 * f.ratio) },
    })
    .setOrigin(0, 0.5)
    .setAlpha(0);
  f.root.add([img, caption]);
  f.flights.push(img, caption);
  const full = size / img.width;
  animate(scene, img, { x: peek.x, y: peek.y, scaleX: full, scaleY: full }, ms(300), {
    ease: 'Cubic.easeOut',
    onComplete: () => {
      if (!f.live()) return;
      caption.setAlpha(1);
      after(scene, ms(520), () => {
        if (!f.live()) return;
        caption.destroy();
        animate(scene, img, { x: m.x, y: m.y, scaleX: full * 0.3, scaleY: full * 0.3, alpha: 0.2 }, ms(280), {
          ease: 'Cubic.easeIn',
          onComplete: () => {
            img.destroy();
            if (!f.live()) return;
            f.back();
            next();
          },
        });
      });
    },
  });
}
