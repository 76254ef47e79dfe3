/**
 * The laid chits on the board (5.21) with their shadows: one image each, baked from its look,
 * redrawn when its look changes (a side turned impassable, a door pegged, a feature looked
 * into); a chit just laid snaps from the hand onto its segment and settles.
 */
import type * as Phaser from 'phaser';
import { cellKey, chitTypes, DIRS, parseCellKey, sameCell, step, type GameState, type PlacedChit } from '../games/deathmaze';
import { animate, ms } from './boardMotion';
import { cellCentre } from './boardPlaces';
import type { HandOrigin, SyncOptions } from './boardView';
import { CHIT_SIZE, chitTexture, chitTextureKey, SHADOW_MARGIN, shadowTexture, type ChitLook } from './chitArt';

interface ChitSprite {
  image: Phaser.GameObjects.Image;
  shadow: Phaser.GameObjects.Image;
  key: string;
}

export class LaidChits {
  private readonly sprites = new Map<string, ChitSprite>();

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly texturePx: number,
    private readonly shadows: Phaser.GameObjects.Container,
    private readonly chits: Phaser.GameObjects.Container,
  ) {}

  /** No laid chit nor shadow is moving (a chit just laid settles for a moment). */
  settled(): boolean {
    const tweens = this.scene.tweens;
    for (const { image, shadow } of this.sprites.values()) if (tweens.isTweening(image) || tweens.isTweening(shadow)) return false;
    return true;
  }

  /** Every chit image on the table. */
  forEachImage(visit: (image: Phaser.GameObjects.Image) => void): void {
    for (const sprite of this.sprites.values()) visit(sprite.image);
  }

  get count(): number {
    return this.sprites.size;
  }

  clear(): void {
    this.sprites.clear();
  }

  private lookOf(state: GameState, chit: PlacedChit): ChitLook {
    return {
      type: chit.type,
      rot: chit.rot,
      blocked: chit.blocked,
      pegged: chit.pegged,
      entrance: sameCell(chit, state.maze.entrance),
      grain: chit.seq % 3,
      investigated: chitTypes[chit.type].feature !== null && state.investigated.includes(cellKey(chit)),
    };
  }

  sync(state: GameState, before: GameState | null, opts: SyncOptions): void {
    const seen = new Set<string>();
    const shadowKey = shadowTexture(this.scene, 128);
    const shadowSize = CHIT_SIZE * (1 + 2 * SHADOW_MARGIN);
    const fresh: { key: string; sprite: ChitSprite }[] = [];
    for (const [key, chit] of Object.entries(state.maze.chits)) {
      seen.add(key);
      const look = this.lookOf(state, chit);
      const texKey = chitTextureKey(look, this.texturePx);
      const known = this.sprites.get(key);
      if (known) {
        if (known.key !== texKey) {
          // A side turned impassable, a door pegged, a feature looked into.
          const art = chitTexture(this.scene, look, this.texturePx);
          known.image.setTexture(art.key, art.frame).setDisplaySize(CHIT_SIZE, CHIT_SIZE);
          known.key = texKey;
        }
        continue;
      }
      const { x, y } = cellCentre(chit);
      const shadow = this.scene.add.image(x, y, shadowKey).setDisplaySize(shadowSize, shadowSize);
      const art = chitTexture(this.scene, look, this.texturePx);
      const image = this.scene.add.image(x, y, art.key, art.frame).setDisplaySize(CHIT_SIZE, CHIT_SIZE);
      const sprite = { image, shadow, key: texKey };
      this.sprites.set(key, sprite);
      this.shadows.add(shadow);
      this.chits.add(image);
      fresh.push({ key, sprite });
    }
    for (const [key, sprite] of this.sprites) {
      if (seen.has(key)) continue;
      sprite.image.destroy();
      sprite.shadow.destroy();
      this.sprites.delete(key);
    }
    // A chit with neighbours on all four sides casts its shadow only under them: it is not drawn,
    // so a big maze does not paint the table twice over (phones are short of fill rate).
    for (const [key, sprite] of this.sprites) {
      const at = parseCellKey(key);
      sprite.shadow.setVisible(!DIRS.every((d) => state.maze.chits[cellKey(step(at, d))] !== undefined));
    }
    if (!opts.animate || !before) return;
    for (const { sprite } of fresh) this.settle(sprite, state.hand === null ? opts.handOrigin ?? null : null);
  }

  /** A chit just laid: from the hand (or from a little above the table) it snaps onto its segment and settles. */
  private settle(sprite: ChitSprite, from: HandOrigin | null): void {
    const { image, shadow } = sprite;
    const home = { x: image.x, y: image.y };
    const base = image.scaleX;
    if (from) {
      image.setPosition(from.x, from.y).setScale(base * from.scale).setAngle(from.angle);
    } else {
      image.setScale(base * 1.12).setAlpha(0);
    }
    shadow.setAlpha(0);
    const snap = ms(from ? 170 : 140);
    animate(this.scene, image, { x: home.x, y: home.y, scaleX: base * 1.05, scaleY: base * 1.05, angle: 0, alpha: 1 }, snap, {
      ease: 'Cubic.easeIn',
      onComplete: () => {
        animate(this.scene, image, { scaleX: base, scaleY: base }, ms(200), { ease: 'Back.easeOut' });
        animate(this.scene, shadow, { alpha: 1 }, ms(200));
      },
    });
  }
}
