/**
 * The world layer of the board: the laid chits with their shadows (laidChits.ts), the party marker
 * (partyMarker.ts), monsters waiting on segments (monsterCounters.ts), the EXIT mark on the
 * entrance chit, and the marks the player needs (the segment a drawn chit goes on, the ways the
 * party may move). It draws a GameState and, given the previous one, animates what changed: a
 * new chit settles, the marker glides.
 */
import * as Phaser from 'phaser';
import { chitAt, legalActions, type Cell, type Dir, type GameState } from '../games/deathmaze';
import { CHIT_SIZE } from './chitArt';
import { drawLitCell, drawMoveArrow, drawPendingSegment, drawSideFlash } from './tableArt';
import { animate, ms } from './boardMotion';
import { cellCentre } from './boardPlaces';
import { BoardSnapshot } from './boardSnapshot';
import { LaidChits } from './laidChits';
import { drawMonsterCounters } from './monsterCounters';
import { PartyMarker } from './partyMarker';

export { cellCentre, worldCell } from './boardPlaces';

/** Where the chit in hand was when the engine took it: a laid chit starts from there. */
export interface HandOrigin {
  /** World point of its centre. */
  x: number;
  y: number;
  /** Its size as a fraction of a laid chit. */
  scale: number;
  /** Its turn in degrees beyond the laid chit's own facing. */
  angle: number;
}

export interface SyncOptions {
  animate: boolean;
  /** Draw the player's marks (ways to move). */
  interactive: boolean;
  handOrigin?: HandOrigin | null;
}

export class BoardView {
  readonly root: Phaser.GameObjects.Container;
  /** What lies on the table under the chits' shadows. */
  private readonly ground: Phaser.GameObjects.Container;
  /** The way out: a frame and plaque on the entrance chit, over the chits. */
  private readonly exitMark: Phaser.GameObjects.Container;
  private readonly marks: Phaser.GameObjects.Container;
  private readonly counters: Phaser.GameObjects.Container;
  private readonly top: Phaser.GameObjects.Container;
  private readonly laid: LaidChits;
  private readonly party: PartyMarker;
  private movesFor: GameState | null = null;
  private moves: Dir[] = [];
  private readonly pending: Phaser.GameObjects.Graphics;
  private readonly lit: Phaser.GameObjects.Graphics;
  private plaque: Phaser.GameObjects.Text | null = null;
  private state: GameState | null = null;
  private held = false;
  private heldOver = false;
  /** The chit in hand is being carried over the board (a drag, not a tap). */
  private carrying = false;
  /** Stands in for the laid chits and their shadows while something is carried over a still board. */
  private readonly snapshot: BoardSnapshot;

  constructor(
    private readonly scene: Phaser.Scene,
    texturePx: number,
    private readonly textResolution: number,
  ) {
    this.ground = scene.add.container(0, 0);
    const shadows = scene.add.container(0, 0);
    const chits = scene.add.container(0, 0);
    this.laid = new LaidChits(scene, texturePx, shadows, chits);
    this.exitMark = scene.add.container(0, 0).setVisible(false);
    this.pending = scene.add.graphics();
    this.lit = scene.add.graphics().setVisible(false);
    this.party = new PartyMarker(scene);
    this.marks = scene.add.container(0, 0);
    this.counters = scene.add.container(0, 0);
    this.top = scene.add.container(0, 0);
    this.root = scene.add.container(0, 0, [this.ground, shadows, chits, this.exitMark, this.pending, this.lit, this.party.target, this.marks, this.counters, this.party.token, this.top]);
    this.snapshot = new BoardSnapshot(scene, [this.ground, shadows, chits], () => this.laid.settled());
  }

  /** Every chit image on the table (for the test hook's count of textures). */
  forEachChitImage(visit: (image: Phaser.GameObjects.Image) => void): void {
    this.laid.forEachImage(visit);
  }

  get chitsDrawn(): number {
    return this.laid.count;
  }

  /** Draws `state`; with `animate`, what changed since the last call moves into place. */
  sync(state: GameState, opts: SyncOptions): void {
    const before = this.state;
    this.state = state;
    // The picture of the laid chits is of the last state: whatever changed, the live board is drawn.
    this.snapshot.invalidate();
    this.laid.sync(state, before, opts);
    this.syncPending(state);
    this.party.sync(state, before, opts.animate);
    drawMonsterCounters(this.scene, this.counters, state, this.textResolution);
    this.syncMarks(state, opts.interactive);
    this.syncPlaque(state);
  }

  private syncPending(state: GameState): void {
    this.pending.clear();
    const hand = state.phase.kind === 'place' ? state.hand : null;
    if (!hand) {
      this.lit.setVisible(false);
      return;
    }
    const { x, y } = cellCentre(hand.cell);
    this.pending.setPosition(x, y);
    drawPendingSegment(this.pending);
    this.lit.setPosition(x, y);
    this.drawLit();
  }

  /** The player holds the chit: its segment lights up; brighter while the chit is over it. */
  setHeld(held: boolean, over = false): void {
    if (held === this.held && over === this.heldOver) return;
    this.held = held;
    this.heldOver = over;
    if (!held) this.carrying = false;
    this.syncSnapshot();
    this.drawLit();
  }

  /**
   * The held chit is being dragged: nothing on the board beneath changes until it is let go, so a
   * still picture stands in for the laid chits (a tap to turn the chit never gets that far).
   */
  carryHand(): void {
    this.carrying = true;
    this.syncSnapshot();
  }

  /** A still picture of the laid chits stands in while a chit or the party marker is carried. */
  private syncSnapshot(): void {
    this.snapshot.want(this.carrying || this.party.held);
  }

  private drawLit(): void {
    const hand = this.state?.phase.kind === 'place' ? this.state.hand : null;
    this.lit.clear();
    if (!hand || !this.held) {
      this.lit.setVisible(false);
      return;
    }
    drawLitCell(this.lit, this.heldOver);
    this.lit.setVisible(true);
  }

  /** The marker's centre in world units, or null when it is not on the table. */
  markerAt(): { x: number; y: number } | null {
    return this.party.at();
  }

  /** The player picks the party marker up (to drag it to a neighbouring segment). */
  holdMarker(): void {
    this.party.held = true;
    this.syncSnapshot();
    this.party.lift();
  }

  dragMarker(wx: number, wy: number, over: Cell | null): void {
    this.party.drag(wx, wy, over);
  }

  /** The marker is let go: it goes where the state says the party is. */
  releaseMarker(): void {
    this.party.held = false;
    this.syncSnapshot();
    this.party.release(this.state);
  }

  private syncMarks(state: GameState, interactive: boolean): void {
    this.marks.removeAll(true);
    if (!interactive || state.phase.kind !== 'explore') return;
    const here = cellCentre(state.party.at);
    for (const dir of this.legalMoves()) {
      const g = this.scene.add.graphics({ x: here.x, y: here.y });
      drawMoveArrow(g, dir);
      this.marks.add(g);
    }
  }

  /**
   * The directions the party may move in now (5.28), as the engine lists them: worked out once
   * per state, since a drag of the party marker asks at every pointer move.
   */
  legalMoves(): Dir[] {
    const s = this.state;
    if (!s || s.phase.kind !== 'explore') return [];
    if (this.movesFor !== s) {
      this.movesFor = s;
      this.moves = legalActions(s).flatMap((a) => (a.type === 'move' ? [a.dir] : []));
    }
    return this.moves;
  }

  /** 5.22, 5.25, 9.57: a side the party may not cross flashes red. */
  flashSide(dir: Dir): void {
    if (!this.state) return;
    const { x, y } = cellCentre(this.state.party.at);
    const g = this.scene.add.graphics({ x, y });
    drawSideFlash(g, dir);
    this.top.add(g);
    const hold = Math.max(ms(700), 450); // seen even with reduced motion
    this.scene.time.delayedCall(hold, () => animate(this.scene, g, { alpha: 0 }, ms(250), { onComplete: () => g.destroy() }));
  }

  /** The centre of the EXIT mark on the table (world px), or null while it is not shown. */
  exitAt(): { x: number; y: number } | null {
    return this.plaque && this.exitMark.visible ? { x: this.exitMark.x + this.plaque.x, y: this.exitMark.y + this.plaque.y } : null;
  }

  private syncPlaque(state: GameState): void {
    const { maze } = state;
    const entrance = chitAt(maze, maze.entrance);
    if (!entrance) {
      this.exitMark.setVisible(false);
      return;
    }
    if (!this.plaque) {
      // 4.0, 5.13: the entrance is the only way out: a brass frame round its chit and a plaque on its top edge.
      const half = CHIT_SIZE / 2;
      const frame = this.scene.add.graphics();
      frame.lineStyle(5, 0xf3d77a, 0.9).strokeRect(-half + 3, -half + 3, CHIT_SIZE - 6, CHIT_SIZE - 6);
      this.plaque = this.scene.add
        .text(0, -half + 17, 'EXIT', {
          fontFamily: 'Georgia, "Times New Roman", serif',
          fontStyle: 'bold',
          fontSize: '20px',
          color: '#f3d77a',
          backgroundColor: '#2a1f14',
          padding: { x: 7, y: 2 },
          resolution: this.textResolution,
        })
        .setOrigin(0.5);
      this.exitMark.add([frame, this.plaque]);
    }
    // One place, whatever is laid around it: the mark belongs to the chit.
    const { x, y } = cellCentre(entrance);
    this.exitMark.setVisible(true).setPosition(x, y);
  }

  destroy(): void {
    this.snapshot.destroy();
    this.root.destroy(true);
    this.laid.clear();
  }
}
