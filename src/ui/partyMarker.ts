/**
 * The party's marker on the board: it stands on the party's segment (or against the trapped door
 * it waits at), glides when the party moves, and may be picked up and dragged to a neighbouring
 * segment, which lights up under it.
 */
import type * as Phaser from 'phaser';
import { chitAt, type Cell, type GameState } from '../games/deathmaze';
import { animate, ms } from './boardMotion';
import { cellCentre, markerPlace } from './boardPlaces';
import { CHIT_SIZE } from './chitArt';
import { drawLitCell, drawPartyMarker } from './tableArt';

export class PartyMarker {
  /** The marker itself, and the segment lit under it while it is dragged: the board puts each in its layer. */
  readonly token: Phaser.GameObjects.Graphics;
  readonly target: Phaser.GameObjects.Graphics;
  private living = -1;
  private shown = false;
  /** The marker is in the player's hand: syncs leave its position alone. */
  held = false;

  constructor(private readonly scene: Phaser.Scene) {
    this.target = scene.add.graphics().setVisible(false);
    this.token = scene.add.graphics().setVisible(false);
  }

  sync(state: GameState, before: GameState | null, anim: boolean): void {
    const { party, maze, phase } = state;
    const living = party.adventurers.filter((a) => a.alive).length;
    if (living !== this.living) {
      this.token.clear();
      drawPartyMarker(this.token, living);
      this.living = living;
    }
    const show = chitAt(maze, party.at) !== undefined && !(phase.kind === 'over' && phase.reason === 'escaped');
    const { x, y } = markerPlace(state);
    if (!show) {
      this.token.setVisible(false);
      this.shown = false;
      return;
    }
    if (this.held) return;
    this.scene.tweens.killTweensOf(this.token);
    if (!this.shown) {
      // The party steps onto the entrance from the stairs.
      this.token.setVisible(true).setPosition(x, y - (anim && before ? CHIT_SIZE * 0.6 : 0)).setAlpha(anim && before ? 0 : 1);
      this.shown = true;
      animate(this.scene, this.token, { x, y, alpha: 1 }, anim && before ? ms(320) : 0, { ease: 'Cubic.easeOut' });
      return;
    }
    this.token.setAlpha(1);
    const distance = Math.hypot(this.token.x - x, this.token.y - y);
    animate(this.scene, this.token, { x, y }, anim && distance > 1 ? ms(Math.min(520, 260 + distance * 0.5)) : 0, { ease: 'Sine.easeInOut' });
  }

  /** The marker's centre in world units, or null when it is not on the table. */
  at(): { x: number; y: number } | null {
    return this.shown ? { x: this.token.x, y: this.token.y } : null;
  }

  /** Taken up: it stops where it is and grows a little in the hand. */
  lift(): void {
    this.scene.tweens.killTweensOf(this.token);
    this.token.setScale(1.12);
  }

  drag(wx: number, wy: number, over: Cell | null): void {
    this.token.setPosition(wx, wy);
    this.target.clear();
    if (!over) {
      this.target.setVisible(false);
      return;
    }
    const { x, y } = cellCentre(over);
    this.target.setPosition(x, y).setVisible(true);
    drawLitCell(this.target, true);
  }

  /** Let go: it goes where `state` says the party is. */
  release(state: GameState | null): void {
    this.target.setVisible(false);
    this.token.setScale(1);
    if (state) this.sync(state, state, true);
  }
}
