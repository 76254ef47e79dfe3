/**
 * The board: the explored Deathmaze laid out on the table. For now the maze comes from a seeded
 * headless exploration (`?seed=`, `?steps=`); the interactive table replaces that later.
 */
import * as Phaser from 'phaser';
import { playSensibly } from '../rules/autoplay';
import { seedDice } from '../rules/dice';
import { apply, newGame } from '../rules/game';
import type { GameState } from '../rules/state';
import type { AdventurerSpec } from '../rules/party';
import { chitAt, chitsOnBoard, cupTotal } from '../rules/maze';
import { sameCell, step } from '../rules/grid';
import { CHIT_SIZE, chitTexture, drawPartyMarker, drawPendingSegment, SHADOW_MARGIN, shadowTexture } from '../ui/chitArt';
import { testHookWanted } from '../testHook';

/** Two Heroes and two Thieves (3.1), each with two weapons and one initial experience. */
export const standardParty: AdventurerSpec[] = [
  { name: 'Aldric', class: 'hero', weapons: ['sword', 'bow'], initial: { kind: 'woundPoint' } },
  { name: 'Brenna', class: 'hero', weapons: ['axe', 'throwingDagger'], initial: { kind: 'weaponSkill', weapon: 'axe' } },
  { name: 'Corvin', class: 'thief', weapons: ['dagger', 'bow'], initial: { kind: 'detrap' } },
  { name: 'Dace', class: 'thief', weapons: ['sword', 'dagger'], initial: { kind: 'woundPoint' } },
];

/** Plays up to `steps` actions of the autoplay policy from a new game; an engine failure ends the walk early and is reported. */
export function exploredGame(seed: number | string, steps: number): { state: GameState; taken: number; failure: string | null } {
  let { state } = newGame({ seed, party: standardParty });
  const rng = seedDice('walk');
  let taken = 0;
  try {
    while (taken < steps) {
      const action = playSensibly(state, rng);
      if (!action) break;
      state = apply(state, action).state;
      taken++;
    }
  } catch (e) {
    return { state, taken, failure: e instanceof Error ? e.message : String(e) };
  }
  return { state, taken, failure: null };
}

function readParams(): { seed: number | string; steps: number } {
  const q = new URLSearchParams(window.location.search);
  const rawSeed = q.get('seed')?.trim();
  const seed = !rawSeed ? 1980 : /^-?\d+$/.test(rawSeed) ? Number(rawSeed) : rawSeed;
  const rawSteps = Number(q.get('steps') || '400');
  const steps = Number.isFinite(rawSteps) && rawSteps >= 0 ? Math.floor(rawSteps) : 400;
  return { seed, steps };
}

/** CSS pixels a finger or mouse may wander before a press becomes a drag. */
const DRAG_THRESHOLD = 8;
/** Zoom limits in CSS pixels per world unit: a chit from about 10 to 320 CSS pixels across. */
const MAX_ZOOM = 2.5;
const MIN_ZOOM = 0.08;
/** Fitting a small maze stops at chits about 150 CSS pixels across. */
const MAX_FIT_ZOOM = 1.2;

interface Pinch {
  distance: number;
  zoom: number;
  /** The world point under the fingers' midpoint when the pinch began. */
  worldX: number;
  worldY: number;
}

export class MazeScene extends Phaser.Scene {
  private state!: GameState;
  private seed: number | string = 1979;
  private taken = 0;
  private failure: string | null = null;
  private board!: Phaser.GameObjects.Container;
  private hud!: Phaser.GameObjects.Text;
  private hudCam!: Phaser.Cameras.Scene2D.Camera;
  private chitsDrawn = 0;
  private pixelRatio = 1;
  /** The user has panned or zoomed: a resize keeps their view instead of refitting. */
  private moved = false;
  private pan: { id: number; x: number; y: number; dragging: boolean } | null = null;
  private pinch: Pinch | null = null;

  constructor() {
    super('MazeScene');
  }

  create(): void {
    const { seed, steps } = readParams();
    this.seed = seed;
    const run = exploredGame(seed, steps);
    this.state = run.state;
    this.taken = run.taken;
    this.failure = run.failure;
    // Loud for the browser tests, but the maze explored so far is still shown.
    if (run.failure) console.error(`The exploration stopped after ${run.taken} actions: ${run.failure}`);
    this.pixelRatio = this.currentPixelRatio();

    this.board = this.add.container(0, 0);
    this.drawBoard();

    this.hud = this.add
      .text(0, 0, '', {
        fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
        color: '#eadfc4',
        backgroundColor: 'rgba(12, 14, 14, 0.78)',
      })
      .setScrollFactor(0);
    this.hudCam = this.cameras.add(0, 0, this.scale.width, this.scale.height, false, 'hud');
    this.hudCam.ignore(this.board);
    this.cameras.main.ignore(this.hud);
    this.layoutHud();

    this.fitCamera();
    this.setUpInput();
    this.scale.on(Phaser.Scale.Events.RESIZE, this.onResize);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.scale.off(Phaser.Scale.Events.RESIZE, this.onResize));

    if (testHookWanted()) this.exposeTestHook();
  }

  /** Canvas pixels per CSS pixel: main.ts renders at the device's pixel ratio and zooms the canvas back. */
  private currentPixelRatio(): number {
    return 1 / (this.scale.zoom || 1);
  }

  private drawBoard(): void {
    const { maze, party, hand } = this.state;
    const chits = Object.values(maze.chits).sort((a, b) => a.seq - b.seq);

    // Chit textures: sharp enough for a close look on a 3x phone screen, small on a desktop.
    const px = this.pixelRatio > 1.5 ? 512 : 256;
    const shadowKey = shadowTexture(this, 128); // a blur needs few pixels
    const shadowSize = CHIT_SIZE * (1 + 2 * SHADOW_MARGIN);
    for (const chit of chits) {
      this.board.add(this.add.image((chit.x + 0.5) * CHIT_SIZE, (chit.y + 0.5) * CHIT_SIZE, shadowKey).setDisplaySize(shadowSize, shadowSize));
    }

    if (hand && this.state.phase.kind === 'place') {
      const pending = this.add.graphics({ x: (hand.cell.x + 0.5) * CHIT_SIZE, y: (hand.cell.y + 0.5) * CHIT_SIZE });
      drawPendingSegment(pending);
      this.board.add(pending);
    }

    for (const chit of chits) {
      const key = chitTexture(
        this,
        {
          type: chit.type,
          rot: chit.rot,
          blocked: chit.blocked,
          pegged: chit.pegged,
          entrance: sameCell(chit, maze.entrance),
          grain: chit.seq % 3,
        },
        px,
      );
      this.board.add(this.add.image((chit.x + 0.5) * CHIT_SIZE, (chit.y + 0.5) * CHIT_SIZE, key).setDisplaySize(CHIT_SIZE, CHIT_SIZE));
    }
    this.chitsDrawn = chits.length;

    const entrance = chitAt(maze, maze.entrance);
    if (entrance) {
      // 5.13: a brass plaque on the table beside the entrance, where no chit lies.
      const dir = ([0, 3, 1, 2] as const).find((d) => !chitAt(maze, step(entrance, d))) ?? 0;
      const out = CHIT_SIZE * 0.5 + 20;
      const offset = [
        [0, -out],
        [out + 16, 0],
        [0, out],
        [-out - 16, 0],
      ][dir]!;
      const label = this.add
        .text((entrance.x + 0.5) * CHIT_SIZE + offset[0]!, (entrance.y + 0.5) * CHIT_SIZE + offset[1]!, 'EXIT', {
          fontFamily: 'Georgia, "Times New Roman", serif',
          fontStyle: 'bold',
          fontSize: '22px',
          color: '#f3d77a',
          backgroundColor: '#2a1f14',
          padding: { x: 7, y: 3 },
          // Sharp up to the closest zoom on a 3x screen.
          resolution: Math.min(8, Math.ceil(MAX_ZOOM * this.pixelRatio)),
        })
        .setOrigin(0.5);
      this.board.add(label);
    }

    if (!(this.state.phase.kind === 'over' && this.state.phase.reason === 'escaped')) {
      const marker = this.add.graphics({ x: (party.at.x + 0.5) * CHIT_SIZE, y: (party.at.y + 0.5) * CHIT_SIZE });
      drawPartyMarker(marker, party.adventurers.filter((a) => a.alive).length);
      this.board.add(marker);
    }
  }

  private hudText(): string {
    const { maze } = this.state;
    const placed = chitsOnBoard(maze);
    const { phase } = this.state;
    const ending = phase.kind === 'over' ? { dead: ' · the party is dead', escaped: ' · the party got out', lost: ' · the party is lost' }[phase.reason] : '';
    return [
      `Seed ${String(this.seed)} · ${this.taken} steps${ending}`,
      `${placed} chit${placed === 1 ? '' : 's'} placed · Room cup ${cupTotal(maze, 'room')} · Corridor cup ${cupTotal(maze, 'corridor')}`,
      ...(this.failure ? [`Stopped early: ${this.failure}`] : []),
    ].join('\n');
  }

  private layoutHud(): void {
    const r = this.pixelRatio;
    this.hud.setText(this.hudText());
    this.hud.setStyle({ fontSize: `${Math.round(13 * r)}px` });
    this.hud.setPadding(Math.round(10 * r), Math.round(6 * r), Math.round(10 * r), Math.round(6 * r));
    this.hud.setLineSpacing(Math.round(2 * r));
    this.hud.setPosition(Math.round(8 * r), Math.round(8 * r));
    this.hud.setWordWrapWidth(Math.max(100, this.scale.width - 36 * r));
  }

  /** Height of the HUD panel in canvas pixels, kept clear when fitting the maze. */
  private hudHeight(): number {
    return this.hud.displayHeight + 8 * this.pixelRatio;
  }

  private fitCamera(): void {
    const cam = this.cameras.main;
    const chits = Object.values(this.state.maze.chits);
    const cells = chits.length > 0 ? chits : [this.state.maze.entrance];
    const xs = cells.map((c) => c.x);
    const ys = cells.map((c) => c.y);
    const pad = 0.35;
    const left = (Math.min(...xs) - pad) * CHIT_SIZE;
    const right = (Math.max(...xs) + 1 + pad) * CHIT_SIZE;
    const top = (Math.min(...ys) - pad) * CHIT_SIZE;
    const bottom = (Math.max(...ys) + 1 + pad) * CHIT_SIZE;
    const hudH = this.hudHeight();
    const availH = Math.max(1, cam.height - hudH);
    const zoom = this.clampZoom(Math.min(cam.width / (right - left), availH / (bottom - top), MAX_FIT_ZOOM * this.pixelRatio));
    cam.setZoom(zoom);
    // Centre the maze in the space below the HUD.
    this.placeWorldAt((left + right) / 2, (top + bottom) / 2, cam.width / 2, hudH + availH / 2);
  }

  private clampZoom(z: number): number {
    return Phaser.Math.Clamp(z, MIN_ZOOM * this.pixelRatio, MAX_ZOOM * this.pixelRatio);
  }

  /** Scrolls the main camera so world point (wx, wy) sits under canvas point (sx, sy). */
  private placeWorldAt(wx: number, wy: number, sx: number, sy: number): void {
    const cam = this.cameras.main;
    const ox = cam.width * cam.originX;
    const oy = cam.height * cam.originY;
    cam.setScroll(wx - ox - (sx - cam.x - ox) / cam.zoom, wy - oy - (sy - cam.y - oy) / cam.zoom);
  }

  private screenToWorld(sx: number, sy: number): { x: number; y: number } {
    const cam = this.cameras.main;
    const ox = cam.width * cam.originX;
    const oy = cam.height * cam.originY;
    return { x: (sx - cam.x - ox) / cam.zoom + ox + cam.scrollX, y: (sy - cam.y - oy) / cam.zoom + oy + cam.scrollY };
  }

  private worldToScreen(wx: number, wy: number): { x: number; y: number } {
    const cam = this.cameras.main;
    const ox = cam.width * cam.originX;
    const oy = cam.height * cam.originY;
    return { x: (wx - cam.scrollX - ox) * cam.zoom + ox + cam.x, y: (wy - cam.scrollY - oy) * cam.zoom + oy + cam.y };
  }

  private zoomAt(zoom: number, sx: number, sy: number): void {
    const world = this.screenToWorld(sx, sy);
    this.cameras.main.setZoom(this.clampZoom(zoom));
    this.placeWorldAt(world.x, world.y, sx, sy);
    this.moved = true;
  }

  private setUpInput(): void {
    // A second touch pointer for pinch-zoom (Phaser tracks one by default).
    this.input.addPointer(1);
    // Taps stay taps: later, draggable chits start moving only after a real drag.
    this.input.dragDistanceThreshold = DRAG_THRESHOLD * this.pixelRatio;

    this.input.on(Phaser.Input.Events.POINTER_DOWN, (p: Phaser.Input.Pointer) => this.onPointerDown(p));
    this.input.on(Phaser.Input.Events.POINTER_MOVE, (p: Phaser.Input.Pointer) => this.onPointerMove(p));
    this.input.on(Phaser.Input.Events.POINTER_UP, (p: Phaser.Input.Pointer) => this.onPointerUp(p));
    this.input.on(Phaser.Input.Events.POINTER_UP_OUTSIDE, (p: Phaser.Input.Pointer) => this.onPointerUp(p));
    this.input.on(Phaser.Input.Events.POINTER_WHEEL, (p: Phaser.Input.Pointer, _over: unknown, _dx: number, dy: number) => {
      const cam = this.cameras.main;
      this.zoomAt(cam.zoom * Math.exp(-dy * 0.0015), p.x, p.y);
    });
  }

  private downPointers(): Phaser.Input.Pointer[] {
    return this.input.manager.pointers.filter((p) => p.isDown);
  }

  private startPinch(a: Phaser.Input.Pointer, b: Phaser.Input.Pointer): void {
    const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    const world = this.screenToWorld(mid.x, mid.y);
    this.pinch = { distance: Math.max(1, Phaser.Math.Distance.Between(a.x, a.y, b.x, b.y)), zoom: this.cameras.main.zoom, worldX: world.x, worldY: world.y };
    this.pan = null;
  }

  private onPointerDown(p: Phaser.Input.Pointer): void {
    const down = this.downPointers();
    if (down.length >= 2 && down[0] && down[1]) {
      this.startPinch(down[0], down[1]);
      return;
    }
    this.pan = { id: p.id, x: p.x, y: p.y, dragging: false };
  }

  private onPointerMove(p: Phaser.Input.Pointer): void {
    if (this.pinch) {
      const [a, b] = this.downPointers();
      if (!a || !b) return;
      const distance = Math.max(1, Phaser.Math.Distance.Between(a.x, a.y, b.x, b.y));
      this.cameras.main.setZoom(this.clampZoom(this.pinch.zoom * (distance / this.pinch.distance)));
      // The world point that was under the fingers stays under them: a pinch also pans.
      this.placeWorldAt(this.pinch.worldX, this.pinch.worldY, (a.x + b.x) / 2, (a.y + b.y) / 2);
      this.moved = true;
      return;
    }
    const pan = this.pan;
    if (!pan || pan.id !== p.id || !p.isDown) return;
    if (!pan.dragging) {
      if (Phaser.Math.Distance.Between(p.downX, p.downY, p.x, p.y) < DRAG_THRESHOLD * this.pixelRatio) return;
      pan.dragging = true;
    }
    const cam = this.cameras.main;
    cam.setScroll(cam.scrollX - (p.x - pan.x) / cam.zoom, cam.scrollY - (p.y - pan.y) / cam.zoom);
    pan.x = p.x;
    pan.y = p.y;
    this.moved = true;
  }

  private onPointerUp(p: Phaser.Input.Pointer): void {
    const left = this.downPointers().filter((q) => q.id !== p.id);
    if (this.pinch) {
      this.pinch = null;
      // One finger still down carries on panning from where it is, without a jump.
      const rest = left[0];
      this.pan = rest ? { id: rest.id, x: rest.x, y: rest.y, dragging: true } : null;
      return;
    }
    if (this.pan?.id === p.id) this.pan = null;
  }

  private readonly onResize = (_game: Phaser.Structs.Size, _base: Phaser.Structs.Size, _display: Phaser.Structs.Size, prevW: number, prevH: number): void => {
    const cam = this.cameras.main;
    const oldRatio = this.pixelRatio;
    this.pixelRatio = this.currentPixelRatio();
    this.hudCam.setSize(this.scale.width, this.scale.height);
    cam.setSize(this.scale.width, this.scale.height);
    this.input.dragDistanceThreshold = DRAG_THRESHOLD * this.pixelRatio;
    this.layoutHud();
    if (!this.moved) {
      this.fitCamera();
      return;
    }
    // Keep what was in the middle of the view in the middle, at the same size in CSS pixels.
    const centreX = cam.scrollX + prevW / 2;
    const centreY = cam.scrollY + prevH / 2;
    cam.setZoom(this.clampZoom(cam.zoom * (this.pixelRatio / oldRatio)));
    cam.centerOn(centreX, centreY);
  };

  private exposeTestHook(): void {
    const camera = () => this.cameras.main;
    const hud = () => this.hud.text;
    const ratio = () => this.pixelRatio;
    const cellToScreen = (x: number, y: number) => {
      const s = this.worldToScreen((x + 0.5) * CHIT_SIZE, (y + 0.5) * CHIT_SIZE);
      const rect = this.game.canvas.getBoundingClientRect();
      return {
        x: rect.left + window.scrollX + (s.x * rect.width) / this.scale.width,
        y: rect.top + window.scrollY + (s.y * rect.height) / this.scale.height,
      };
    };
    window.__deathmaze = {
      ready: false,
      state: this.state,
      chitsDrawn: this.chitsDrawn,
      cellToScreen,
      get hud() {
        return hud();
      },
      get pixelRatio() {
        return ratio();
      },
      get camera() {
        const cam = camera();
        return { zoom: cam.zoom, scrollX: cam.scrollX, scrollY: cam.scrollY };
      },
    };
    // Ready once a frame with the fitted camera has been drawn.
    this.events.once(Phaser.Scenes.Events.POST_UPDATE, () => {
      this.game.events.once(Phaser.Core.Events.POST_RENDER, () => {
        if (window.__deathmaze) window.__deathmaze.ready = true;
      });
    });
  }
}

