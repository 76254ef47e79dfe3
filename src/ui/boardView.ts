/**
 * The world layer of the board: the laid chits with their shadows, the party marker, monsters
 * waiting on segments, the EXIT mark on the entrance chit, and the marks the player needs (the segment a drawn
 * chit goes on, the ways the party may move). It draws a GameState and, given the previous
 * one, animates what changed: a new chit settles, the marker glides.
 */
import * as Phaser from 'phaser';
import { monsters } from '../games/deathmaze';
import { chitTypes } from '../games/deathmaze';
import { livingUnits, type MonsterGroup } from '../games/deathmaze';
import { legalActions, type GameState } from '../games/deathmaze';
import { cellKey, DIRS, parseCellKey, sameCell, step, type Cell, type Dir } from '../games/deathmaze';
import { chitAt, waitingAtDoor, type PlacedChit } from '../games/deathmaze';
import { CHIT_SIZE, chitTexture, chitTextureKey, SHADOW_MARGIN, shadowTexture, type ChitLook } from './chitArt';
import { drawLitCell, drawMonsterCounter, drawMoveArrow, drawPartyMarker, drawPendingSegment, drawSideFlash } from './tableArt';
import { animate, ms } from './boardMotion';
import { BoardSnapshot } from './boardSnapshot';

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

interface ChitSprite {
  image: Phaser.GameObjects.Image;
  shadow: Phaser.GameObjects.Image;
  key: string;
}

export const cellCentre = (c: Cell): { x: number; y: number } => ({ x: (c.x + 0.5) * CHIT_SIZE, y: (c.y + 0.5) * CHIT_SIZE });

/** How far from the segment it left the party stands while it waits at a trapped door: its own side, against the door. */
const AT_THE_DOOR = 0.36;

/** Where the party marker stands: its segment's centre, or its own side of a trapped door it waits at (10.12). */
export function markerPlace(state: GameState): { x: number; y: number } {
  const here = cellCentre(state.party.at);
  const door = waitingAtDoor(state);
  if (!door) return here;
  const from = cellCentre(door.from);
  return { x: from.x + (here.x - from.x) * AT_THE_DOOR, y: from.y + (here.y - from.y) * AT_THE_DOOR };
}

/** The segment under a world point. */
export const worldCell = (wx: number, wy: number): Cell => ({ x: Math.floor(wx / CHIT_SIZE), y: Math.floor(wy / CHIT_SIZE) });

/** The cell a monsters key stands for: "x,y", "below:x,y" (6.32) or "aside:…" (7.23). */
function monsterCell(key: string): Cell | null {
  const m = /(-?\d+),(-?\d+)$/.exec(key);
  return m ? { x: Number(m[1]), y: Number(m[2]) } : null;
}

export class BoardView {
  readonly root: Phaser.GameObjects.Container;
  /** What lies on the table under the chits' shadows. */
  private readonly ground: Phaser.GameObjects.Container;
  /** The way out: a frame and plaque on the entrance chit, over the chits. */
  private readonly exitMark: Phaser.GameObjects.Container;
  private readonly shadows: Phaser.GameObjects.Container;
  private readonly chits: Phaser.GameObjects.Container;
  private readonly marks: Phaser.GameObjects.Container;
  private readonly counters: Phaser.GameObjects.Container;
  private readonly top: Phaser.GameObjects.Container;
  private readonly sprites = new Map<string, ChitSprite>();
  private movesFor: GameState | null = null;
  private moves: Dir[] = [];
  private readonly pending: Phaser.GameObjects.Graphics;
  private readonly lit: Phaser.GameObjects.Graphics;
  private readonly target: Phaser.GameObjects.Graphics;
  private readonly marker: Phaser.GameObjects.Graphics;
  private plaque: Phaser.GameObjects.Text | null = null;
  private markerLiving = -1;
  private markerShown = false;
  private state: GameState | null = null;
  private held = false;
  private heldOver = false;
  /** The marker is in the player's hand: syncs leave its position alone. */
  private markerHeld = false;
  /** The chit in hand is being carried over the board (a drag, not a tap). */
  private carrying = false;
  /** Stands in for the laid chits and their shadows while something is carried over a still board. */
  private readonly snapshot: BoardSnapshot;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly texturePx: number,
    private readonly textResolution: number,
  ) {
    this.ground = scene.add.container(0, 0);
    this.shadows = scene.add.container(0, 0);
    this.chits = scene.add.container(0, 0);
    this.exitMark = scene.add.container(0, 0).setVisible(false);
    this.pending = scene.add.graphics();
    this.lit = scene.add.graphics().setVisible(false);
    this.target = scene.add.graphics().setVisible(false);
    this.marks = scene.add.container(0, 0);
    this.counters = scene.add.container(0, 0);
    this.marker = scene.add.graphics().setVisible(false);
    this.top = scene.add.container(0, 0);
    this.root = scene.add.container(0, 0, [this.ground, this.shadows, this.chits, this.exitMark, this.pending, this.lit, this.target, this.marks, this.counters, this.marker, this.top]);
    this.snapshot = new BoardSnapshot(scene, [this.ground, this.shadows, this.chits], () => this.settled());
  }

  /** No laid chit nor shadow is moving (a chit just laid settles for a moment). */
  private settled(): boolean {
    const tweens = this.scene.tweens;
    for (const { image, shadow } of this.sprites.values()) if (tweens.isTweening(image) || tweens.isTweening(shadow)) return false;
    return true;
  }

  /** Every chit image on the table (for the test hook's count of textures). */
  forEachChitImage(visit: (image: Phaser.GameObjects.Image) => void): void {
    for (const sprite of this.sprites.values()) visit(sprite.image);
  }

  get chitsDrawn(): number {
    return this.sprites.size;
  }

  /** Draws `state`; with `animate`, what changed since the last call moves into place. */
  sync(state: GameState, opts: SyncOptions): void {
    const before = this.state;
    this.state = state;
    // The picture of the laid chits is of the last state: whatever changed, the live board is drawn.
    this.snapshot.invalidate();
    this.syncChits(state, before, opts);
    this.syncPending(state);
    this.syncMarker(state, before, opts.animate);
    this.syncCounters(state);
    this.syncMarks(state, opts.interactive);
    this.syncPlaque(state);
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

  private syncChits(state: GameState, before: GameState | null, opts: SyncOptions): void {
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
    this.snapshot.want(this.carrying || this.markerHeld);
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

  private syncMarker(state: GameState, before: GameState | null, anim: boolean): void {
    const { party, maze, phase } = state;
    const living = party.adventurers.filter((a) => a.alive).length;
    if (living !== this.markerLiving) {
      this.marker.clear();
      drawPartyMarker(this.marker, living);
      this.markerLiving = living;
    }
    const show = chitAt(maze, party.at) !== undefined && !(phase.kind === 'over' && phase.reason === 'escaped');
    const { x, y } = markerPlace(state);
    if (!show) {
      this.marker.setVisible(false);
      this.markerShown = false;
      return;
    }
    if (this.markerHeld) return;
    this.scene.tweens.killTweensOf(this.marker);
    if (!this.markerShown) {
      // The party steps onto the entrance from the stairs.
      this.marker.setVisible(true).setPosition(x, y - (anim && before ? CHIT_SIZE * 0.6 : 0)).setAlpha(anim && before ? 0 : 1);
      this.markerShown = true;
      animate(this.scene, this.marker, { x, y, alpha: 1 }, anim && before ? ms(320) : 0, { ease: 'Cubic.easeOut' });
      return;
    }
    this.marker.setAlpha(1);
    const distance = Math.hypot(this.marker.x - x, this.marker.y - y);
    animate(this.scene, this.marker, { x, y }, anim && distance > 1 ? ms(Math.min(520, 260 + distance * 0.5)) : 0, { ease: 'Sine.easeInOut' });
  }

  /** The marker's centre in world units, or null when it is not on the table. */
  markerAt(): { x: number; y: number } | null {
    return this.markerShown ? { x: this.marker.x, y: this.marker.y } : null;
  }

  /** The player picks the party marker up (to drag it to a neighbouring segment). */
  holdMarker(): void {
    this.markerHeld = true;
    this.syncSnapshot();
    this.scene.tweens.killTweensOf(this.marker);
    this.marker.setScale(1.12);
  }

  dragMarker(wx: number, wy: number, over: Cell | null): void {
    this.marker.setPosition(wx, wy);
    this.target.clear();
    if (!over) {
      this.target.setVisible(false);
      return;
    }
    const { x, y } = cellCentre(over);
    this.target.setPosition(x, y).setVisible(true);
    drawLitCell(this.target, true);
  }

  /** The marker is let go: it goes where the state says the party is. */
  releaseMarker(): void {
    this.markerHeld = false;
    this.syncSnapshot();
    this.target.setVisible(false);
    this.marker.setScale(1);
    if (this.state) this.syncMarker(this.state, this.state, true);
  }

  private syncCounters(state: GameState): void {
    this.counters.removeAll(true);
    const byCell = new Map<string, { cell: Cell; groups: MonsterGroup[] }>();
    for (const [key, group] of Object.entries(state.monsters)) {
      const cell = monsterCell(key);
      if (!cell || livingUnits(group).length === 0) continue;
      const k = cellKey(cell);
      const entry = byCell.get(k) ?? { cell, groups: [] };
      entry.groups.push(group);
      byCell.set(k, entry);
    }
    for (const { cell, groups } of byCell.values()) {
      const count = groups.reduce((n, g) => n + livingUnits(g).length, 0);
      const hostile = groups.some((g) => g.attitude === 'hostile');
      const first = livingUnits(groups[0]!)[0]!;
      const stats = monsters[first.monster];
      const name = count === 1 ? stats.name : groups.length === 1 ? stats.plural : 'Monsters';
      const { x, y } = cellCentre(cell);
      const r = CHIT_SIZE * 0.13;
      const cx = x + CHIT_SIZE * 0.29;
      const cy = y - CHIT_SIZE * 0.29;
      const g = this.scene.add.graphics({ x: cx, y: cy });
      drawMonsterCounter(g, hostile ? 'hostile' : 'agreed', r);
      const number = this.scene.add
        .text(cx, cy, String(count), { fontFamily: 'Georgia, "Times New Roman", serif', fontStyle: 'bold', fontSize: `${Math.round(r * 1.25)}px`, color: '#fff4dc', resolution: this.textResolution })
        .setOrigin(0.5, 0.52);
      // The name to the left of the counter, clear of the party marker in the middle.
      const label = this.scene.add
        .text(cx - r * 1.1, cy, name, {
          fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
          fontStyle: 'bold',
          fontSize: `${Math.round(CHIT_SIZE * 0.085)}px`,
          color: hostile ? '#ffd9cf' : '#d8f5e4',
          backgroundColor: hostile ? 'rgba(70, 12, 12, 0.88)' : 'rgba(16, 52, 36, 0.88)',
          padding: { x: 4, y: 1 },
          resolution: this.textResolution,
        })
        .setOrigin(1, 0.5);
      this.counters.add([label, g, number]);
    }
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
    this.sprites.clear();
  }
}
