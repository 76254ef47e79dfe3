/**
 * The board: the Deathmaze laid out on the table, chit by chit, as the game goes.
 *
 * Normal play draws the game its port reads (src/tablePort.ts) and sends the player's moves as
 * intents: tap (or drag the party marker onto) a neighbouring segment to move; pick up the chit drawn beside its cup, turn
 * it, and drop it on its lit segment to lay it. The engine judges every intent; a refusal comes
 * back with its rule and the chit springs back.
 *
 * Addresses for tests and quick play:
 *   ?start=SEED        start a delve at once with the standard party of four
 *   ?start=SEED&decide=N   ... then let "decide for me" take N steps (stops before leaving the board)
 *   ?watch=1&seed=S&steps=N   the demo: a delve played headless by the autoplay policy, shown
 *                      as it stands after N steps; it never touches the game session
 * `start` wins when both are given.
 */
import * as Phaser from 'phaser';
import { bus, listen } from '../bus';
import type { TablePort } from '../tablePort';
import { cupOdds } from '../games/deathmaze';
import type { ChitTypeId, Cup } from '../games/deathmaze';
import type { GameEvent } from '../games/deathmaze';
import type { Action, GameState } from '../games/deathmaze';
import { dirBetween, sameCell, type Cell, type Dir } from '../games/deathmaze';
import { chitAt, chitsOnBoard, cupTotal } from '../games/deathmaze';
import { testHookWanted, type ScreenPoint } from '../testHook';
import { BoardControls, openCupPanel } from '../ui/boardControls';
import { typingIn, type Panel } from '../ui/dom';
import { exploredGame, parseSeed, standardParty } from '../ui/boardDemo';
import { BOTTOM_BAR, BoardHud, type HandInfo } from '../ui/boardHud';
import { ms, reducedMotion } from '../ui/boardMotion';
import { BoardView, cellCentre, worldCell, type HandOrigin } from '../ui/boardView';
import { CHIT_SIZE, chitTexture } from '../ui/chitArt';
import { pressed, type ShortcutId } from '../ui/keys';
import { mountAnnouncer } from '../ui/announcer';
import { TableWords } from '../ui/tableWords';

/** CSS pixels a finger or mouse may wander before a press becomes a drag. */
const DRAG_THRESHOLD = 8;
/** Zoom limits in CSS pixels per world unit: a chit from about 10 to 320 CSS pixels across. */
const MAX_ZOOM = 2.5;
const MIN_ZOOM = 0.08;
/** CSS px: the smallest a chit is drawn on a touch screen while playing. */
const MIN_TOUCH_CHIT = 40;
/** Fitting a small maze stops at chits about 150 CSS pixels across. */
const MAX_FIT_ZOOM = 1.2;

interface Pinch {
  distance: number;
  zoom: number;
  /** The world point under the fingers' midpoint when the pinch began. */
  worldX: number;
  worldY: number;
}

/** What a pointer pressed: the chit in hand, a cup, the party marker or the bare table. */
type Press = { id: number; x: number; y: number; dragging: boolean } & (
  | { on: 'hand' }
  | { on: 'cup'; cup: Cup }
  | { on: 'marker'; dx: number; dy: number }
  | { on: 'table' }
);

// Arrow keys only: D is "decide for me" and L the log (src/ui/hudBar.ts).
const DIR_KEYS: readonly [ShortcutId, Dir][] = [
  ['board.north', 0],
  ['board.east', 1],
  ['board.south', 2],
  ['board.west', 3],
];

function phaseLine(state: GameState, facings: number, keys: boolean): string {
  const { phase } = state;
  switch (phase.kind) {
    case 'place': {
      const turn = facings > 1 ? (keys ? ' Tap it (or R) to turn it.' : ' Tap it to turn it.') : '';
      return state.hand?.entry === null ? `Drag the entrance chit onto the glowing segment (5.13).${turn}` : `Drag the chit onto the glowing segment (5.24).${turn}`;
    }
    case 'explore':
      return 'Tap a neighbouring segment, or drag the party there, to move on (5.28).';
    case 'trap':
      return `A trapped ${phase.source === 'trapdoor' ? 'trap door' : phase.source}: choose who deals with it (10.1).`;
    case 'encounter':
      return 'Monsters here: negotiate or fight (7.13).';
    case 'loot':
      return 'Treasure: share it out (9.17).';
    case 'charm':
      return 'A charm takes hold: choose its monster (9.45).';
    case 'sleepers':
      return 'Monsters asleep: slay or leave each (11.3 Sleep).';
    case 'lineUp':
    case 'combat':
      return 'Combat (8.1).';
    case 'over':
      return { escaped: 'The party got out of the Deathmaze (4.0).', dead: 'The party is dead (8.46).', lost: 'The party is lost in the Deathmaze (4.0).' }[phase.reason];
  }
}

/**
 * What rises over the board from the bottom, in CSS px: an open prompt card (prompts.ts keeps
 * --dmp-top at its height and --dmp-left at its left edge: it may stand to the right) or, while a
 * delve is watched, the replay bar across the whole width (replayBar.ts keeps --replay-h). Read
 * from the inline style, so no style recalculation.
 */
interface Dock {
  height: number;
  left: number | null;
}

function readDock(): Dock {
  const html = document.documentElement;
  const px = (name: string): number => parseFloat(html.style.getPropertyValue(name));
  if (html.hasAttribute('data-replay')) return { height: px('--replay-h') || 0, left: null };
  const left = px('--dmp-left');
  return { height: px('--dmp-top') || 0, left: Number.isFinite(left) ? left : null };
}

/**
 * What the lesson's card (src/ui/lesson/lessonCard.ts) takes of the screen, in CSS pixels: a
 * strip on the left (`right`, its right edge) or across the top (`bottom`, its lower edge); 0 without it.
 */
function readLessonCover(): { right: number; bottom: number } {
  const style = document.documentElement.style;
  return { right: parseFloat(style.getPropertyValue('--lesson-right')) || 0, bottom: parseFloat(style.getPropertyValue('--lesson-bottom')) || 0 };
}

type Rect = { left: number; top: number; right: number; bottom: number };
const area = (q: Rect): number => Math.max(0, q.right - q.left) * Math.max(0, q.bottom - q.top);

export class MazeScene extends Phaser.Scene {
  private mode: 'play' | 'watch' = 'play';
  private state: GameState | null = null;
  private seed: number | string = 1980;
  private taken = 0;
  private failure: string | null = null;
  private view!: BoardView;
  private hud!: BoardHud;
  private hudCam!: Phaser.Cameras.Scene2D.Camera;
  private controls: BoardControls | null = null;
  /** The board in words beside the canvas (a screen reader, the keys). */
  private words: TableWords | null = null;
  private pixelRatio = 1;
  private texturePx = 256;
  /** The user has panned or zoomed: a resize keeps their view instead of refitting. */
  private moved = false;
  private press: Press | null = null;
  private pinch: Pinch | null = null;
  private alive = false;
  /** "Decide for me" steps asked for by the address, taken on the first frame. */
  private pendingDecide = 0;
  /** What rose over the board last frame (readDock): a change re-frames the party. */
  private dock: (Dock & { cover: number }) | null = null;
  /** Changes arrive in a burst (the address's decide steps): draw them without animation. */
  private batch = false;
  private readonly unsubscribe: (() => void)[] = [];
  private cameraTween: Phaser.Tweens.Tween | null = null;
  /** Watch mode's cup panel (play mode's belongs to the controls). */
  private cupPanel: Panel | null = null;

  /** `port`: what the scene reads of the session (src/tablePort.ts). */
  constructor(private readonly port: TablePort) {
    super('MazeScene');
  }

  create(): void {
    const q = new URLSearchParams(window.location.search);
    this.mode = !q.has('start') && q.has('watch') ? 'watch' : 'play';
    this.alive = true;
    this.moved = false;
    this.press = null;
    this.pinch = null;
    this.pixelRatio = this.currentPixelRatio();
    // Chit textures: sharp enough for a close look on a 3x phone screen, small on a desktop.
    this.texturePx = this.pixelRatio > 1.5 ? 512 : 256;

    this.view = this.makeView();
    this.hud = new BoardHud(this, this.texturePx);
    this.hud.onHandReady = () => this.refreshControls();
    this.hudCam = this.cameras.add(0, 0, this.scale.width, this.scale.height, false, 'hud');
    this.hudCam.ignore(this.view.root);
    this.cameras.main.ignore(this.hud.root);
    this.hud.layout(this.scale.width, this.scale.height, this.pixelRatio);

    this.setUpInput();
    this.scale.on(Phaser.Scale.Events.RESIZE, this.onResize);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.shutdown());

    if (this.mode === 'watch') this.startWatching(q);
    else this.startPlaying(q);

    if (testHookWanted()) this.exposeTestHook();
  }

  private makeView(): BoardView {
    return new BoardView(this, this.texturePx, Math.min(8, Math.ceil(MAX_ZOOM * this.pixelRatio)));
  }

  private startWatching(q: URLSearchParams): void {
    this.seed = parseSeed(q.get('seed'), 1980);
    const rawSteps = Number(q.get('steps') || '400');
    const steps = Number.isFinite(rawSteps) && rawSteps >= 0 ? Math.floor(rawSteps) : 400;
    const run = exploredGame(this.seed, steps);
    this.state = run.state;
    this.taken = run.taken;
    this.failure = run.failure;
    // Loud for the browser tests, but the maze explored so far is still shown.
    if (run.failure) console.error(`The exploration stopped after ${run.taken} actions: ${run.failure}`);
    this.drawAll(run.state, [], false);
    this.fitCamera();
  }

  private startPlaying(q: URLSearchParams): void {
    mountAnnouncer(this.port);
    this.words = new TableWords();
    this.controls = new BoardControls({ rotate: () => this.rotateHand(), recentre: () => this.recentre(true, true), fit: () => this.fitMaze() });
    this.unsubscribe.push(
      listen('game:started', ({ state, events }) => this.onStarted(state, events)),
      listen('game:changed', ({ state, events, action }) => this.onChanged(state, events, action)),
      listen('game:refused', ({ action }) => this.onRefused(action)),
    );
    window.addEventListener('keydown', this.onKey);
    this.unsubscribe.push(() => window.removeEventListener('keydown', this.onKey));

    const start = q.get('start');
    if (start !== null && !this.port.state) {
      const decide = Number(q.get('decide') || '0');
      this.pendingDecide = Number.isFinite(decide) && decide > 0 ? Math.min(2000, Math.floor(decide)) : 0;
      bus.emit('intent:new-game', { seed: parseSeed(start, 1980), party: standardParty });
    } else if (this.port.state) {
      this.drawAll(this.port.state, [], false);
      this.recentre(false);
      // framed for the cards up now: a card that comes or goes from here on is followed (update)
      this.dock = this.dockNow();
    } else {
      this.hud.setStatus('No delve in progress.');
    }
  }

  override update(): void {
    if (this.pendingDecide > 0) this.runDecides();
    this.hud.update();
    // A prompt card (or the lesson's) that opens, grows or folds changes what the board shows: keep the party in sight.
    const dock = this.dockNow();
    const before = this.dock;
    if (before && dock.height === before.height && dock.left === before.left && dock.cover === before.cover) return;
    this.dock = dock;
    if (before && this.alive && this.state && !this.batch) this.follow();
  }

  /** What the cards over the board cover now (the prompt's dock, the lesson's card), to tell when it changes. */
  private dockNow(): Dock & { cover: number } {
    const cover = readLessonCover();
    return { ...readDock(), cover: cover.right * 10_000 + cover.bottom };
  }

  /** The address's "decide for me" steps, taken while the game stays on the board. */
  private runDecides(): void {
    let n = this.pendingDecide;
    this.pendingDecide = 0;
    this.batch = true;
    while (n-- > 0 && this.alive) {
      const kind = this.port.state?.phase.kind;
      if (!kind || kind === 'combat' || kind === 'lineUp' || kind === 'over') break;
      bus.emit('intent:decide');
    }
    this.batch = false;
    if (!this.alive || !this.port.state) return;
    this.hud.finishFlights();
    this.recentre(false);
  }

  private shutdown(): void {
    this.alive = false;
    this.scale.off(Phaser.Scale.Events.RESIZE, this.onResize);
    for (const off of this.unsubscribe.splice(0)) off();
    this.controls?.destroy();
    this.controls = null;
    this.words?.destroy();
    this.words = null;
    this.cupPanel?.close();
    this.cameraTween = null;
    this.hud.destroy();
    this.view.destroy();
    if (window.__deathmaze?.scene === 'MazeScene') window.__deathmaze = undefined;
  }

  /** Canvas pixels per CSS pixel: main.ts renders at the device's pixel ratio and zooms the canvas back. */
  private currentPixelRatio(): number {
    return 1 / (this.scale.zoom || 1);
  }

  // ---------------------------------------------------------------- drawing the game

  private drawAll(state: GameState, events: GameEvent[], animate: boolean, handOrigin: HandOrigin | null = null): void {
    this.state = state;
    const play = this.mode === 'play';
    this.view.sync(state, { animate, interactive: play, handOrigin });
    this.hud.setCups(state);
    this.hud.syncHand(state, events, animate && play);
    if (!play) this.hud.finishFlights();
    this.hud.setStatus(this.statusText());
    this.words?.update(state, this.hud.statusText, play && !this.port.watching);
    this.refreshControls();
  }

  private statusText(): string {
    const state = this.state;
    if (!state) return '';
    const placed = chitsOnBoard(state.maze);
    if (this.mode === 'watch') {
      const { phase } = state;
      const ending = phase.kind === 'over' ? { dead: ' · the party is dead', escaped: ' · the party got out', lost: ' · the party is lost' }[phase.reason] : '';
      return [
        `Seed ${String(this.seed)} · ${this.taken} steps${ending}`,
        `${placed} chit${placed === 1 ? '' : 's'} placed · Room cup ${cupTotal(state.maze, 'room')} · Corridor cup ${cupTotal(state.maze, 'corridor')}`,
        ...(this.failure ? [`Stopped early: ${this.failure}`] : []),
      ].join('\n');
    }
    const laid = `${placed} chit${placed === 1 ? '' : 's'} laid`;
    const replay = this.port.replayPosition;
    if (replay) return `Replay: step ${replay.at} of ${replay.steps}\n${laid}`;
    const keys = !window.matchMedia?.('(pointer: coarse)').matches;
    return `${phaseLine(state, this.hud.facings().length, keys)}\n${laid}`;
  }

  private onStarted(state: GameState, events: GameEvent[]): void {
    if (!this.alive) return;
    // The same delve taken back a step (undo) keeps the view; a new one gets a clean table.
    const same = this.state !== null && JSON.stringify(this.state.setup) === JSON.stringify(state.setup) && state.turn > 0;
    this.view.destroy();
    this.view = this.makeView();
    this.hudCam.ignore(this.view.root);
    this.state = null;
    this.drawAll(state, events, !this.batch && !same);
    if (same) {
      this.follow();
      return;
    }
    this.moved = false;
    this.recentre(false);
  }

  private onChanged(state: GameState, events: GameEvent[], _action: Action): void {
    if (!this.alive) return;
    const before = this.state;
    let origin: HandOrigin | null = null;
    if (before?.hand && !state.hand) {
      const taken = this.hud.take();
      if (taken) origin = this.handOrigin(taken, state);
      this.view.setHeld(false);
    }
    this.drawAll(state, events, !this.batch, origin);
    if (!this.batch) this.follow();
  }

  /** The chit in hand, as the laid chit's starting point in the world. */
  private handOrigin(info: HandInfo, state: GameState): HandOrigin | null {
    const cell = this.state?.hand?.cell;
    const chit = cell ? chitAt(state.maze, cell) : undefined;
    if (!chit) return null;
    const w = this.screenToWorld(info.x, info.y);
    let angle = (info.angle - chit.rot * 90) % 360;
    if (angle > 180) angle -= 360;
    if (angle < -180) angle += 360;
    return { x: w.x, y: w.y, scale: info.size / (CHIT_SIZE * this.cameras.main.zoom), angle };
  }

  private onRefused(action: Action): void {
    if (!this.alive || !this.state) return;
    if (action.type === 'move' && this.state.phase.kind === 'explore' && chitAt(this.state.maze, this.state.party.at)) this.view.flashSide(action.dir);
  }

  private refreshControls(): void {
    if (!this.controls) return;
    const rest = this.hud.restSpot();
    // watching a replay: the chit in hand is the replay's, not the player's to turn
    const ready = this.playerHolds() && this.hud.handReady() && !(this.press?.on === 'hand' && this.press.dragging);
    this.controls.showRotate(ready && rest ? this.toPage(rest.x, rest.y, rest.size) : null, this.hud.facingIndex(), this.hud.facings().length);
    this.controls.setRecentreVisible(this.state !== null);
  }

  private act(action: Action): void {
    bus.emit('intent:action', action);
  }

  /** The chit in hand is the player's to turn and lay: not while the autoplay plays (?watch) or a replay is watched. */
  private playerHolds(): boolean {
    return this.mode === 'play' && !this.port.watching;
  }

  private rotateHand(): void {
    if (!this.playerHolds()) return;
    if (this.hud.rotate()) {
      this.refreshControls();
      this.hud.setStatus(this.statusText());
      this.words?.update(this.state, this.hud.statusText, true);
    }
  }

  /** Enter: lays the chit in hand in the facing it shows (always one the engine listed). */
  private layHeld(): void {
    const hand = this.state?.phase.kind === 'place' ? this.state.hand : null;
    const rot = this.hud.currentRot();
    if (!this.playerHolds() || !hand || rot === null || !this.hud.handReady()) return;
    this.act({ type: 'place', x: hand.cell.x, y: hand.cell.y, rot });
  }

  /** A move toward a neighbouring segment; the engine says no (and why) when it may not be made. */
  private moveToward(dir: Dir): void {
    const s = this.state;
    if (!s || this.mode !== 'play' || s.phase.kind === 'place' || s.phase.kind === 'over') return;
    this.act({ type: 'move', dir });
  }

  // ---------------------------------------------------------------- camera

  /** The part of the canvas the board has to itself (canvas px): below the status, above the bottom bar. */
  private viewRect(): Rect {
    const r = this.pixelRatio;
    const cam = this.cameras.main;
    const cover = readLessonCover();
    const top = Math.min(cam.height / 2, Math.max(64 * r, this.hud.statusBottom() + 8 * r, (cover.bottom + 8) * r));
    // The party stands above what rises from the bottom, or beside a card that stands to the
    // right, wherever there is more room.
    const dock = readDock();
    const left = Math.min(cam.width / 2, (cover.right + 8) * r);
    const above: Rect = { left, top, right: cam.width - 8 * r, bottom: cam.height - Math.max(BOTTOM_BAR + 8, dock.height + 8) * r };
    const beside: Rect | null = dock.height > 0 && dock.left !== null ? { left, top, right: (dock.left - 8) * r, bottom: cam.height - (BOTTOM_BAR + 8) * r } : null;
    const rect = beside && area(beside) > area(above) ? beside : above;
    // However tall or wide the card, a chit's room is left for the party.
    const room = CHIT_SIZE * cam.zoom + 16 * r;
    rect.bottom = Math.min(cam.height, Math.max(rect.bottom, rect.top + room));
    rect.right = Math.min(cam.width, Math.max(rect.right, rect.left + room));
    return rect;
  }

  /** A comfortable zoom for play: chits about a quarter of the short side, 88–120 CSS px. */
  private playZoom(): number {
    const cam = this.cameras.main;
    const shortSide = Math.min(cam.width, cam.height) / this.pixelRatio;
    const chitCss = Phaser.Math.Clamp(shortSide / 4, 88, 120);
    return this.clampZoom((chitCss / CHIT_SIZE) * this.pixelRatio);
  }

  /** The cells the player needs to see: the party's, and the one the chit in hand goes on. */
  private focusCells(): Cell[] {
    const s = this.state;
    if (!s) return [];
    const cells = [s.party.at];
    if (s.phase.kind === 'place' && s.hand && !sameCell(s.hand.cell, s.party.at)) cells.push(s.hand.cell);
    return cells;
  }

  private focusPoint(): { x: number; y: number } | null {
    const cells = this.focusCells();
    if (cells.length === 0) return null;
    const pts = cells.map(cellCentre);
    return { x: pts.reduce((a, p) => a + p.x, 0) / pts.length, y: pts.reduce((a, p) => a + p.y, 0) / pts.length };
  }

  /**
   * Brings the party (and the segment being laid) into view, gliding there when `glide`. With
   * `exact` the party is put in the middle (the Re-centre button); otherwise as much of the
   * explored maze as fits is shown around it.
   */
  private recentre(glide: boolean, exact = false): void {
    const focus = this.focusPoint();
    if (!focus) return;
    const cam = this.cameras.main;
    // Re-centre (exact) also gives back the playing zoom, however far the player had zoomed out
    if (!this.moved || exact) cam.setZoom(this.playZoom());
    this.glideTo(exact ? focus : this.framing(focus), glide);
    this.moved = false;
  }

  /** The view centre that shows the most of the maze while `focus` stays a chit clear of the edges. */
  private framing(focus: { x: number; y: number }): { x: number; y: number } {
    const state = this.state;
    if (!state) return focus;
    const rect = this.viewRect();
    const zoom = this.cameras.main.zoom;
    const halfW = (rect.right - rect.left) / 2 / zoom;
    const halfH = (rect.bottom - rect.top) / 2 / zoom;
    const slackX = Math.max(0, halfW - CHIT_SIZE);
    const slackY = Math.max(0, halfH - CHIT_SIZE);
    const centres = Object.values(state.maze.chits).map(cellCentre);
    const seen = (cx: number, cy: number) => {
      let n = 0;
      for (const c of centres) if (Math.abs(c.x - cx) <= halfW - CHIT_SIZE / 2 && Math.abs(c.y - cy) <= halfH - CHIT_SIZE / 2) n++;
      return n;
    };
    // A coarse search of the window the party allows: the most chits in view, then the nearest to the party.
    let best = { x: focus.x, y: focus.y, n: seen(focus.x, focus.y), d: 0 };
    const steps = 8;
    for (let i = -steps; i <= steps; i++) {
      for (let j = -steps; j <= steps; j++) {
        const x = focus.x + (slackX * i) / steps;
        const y = focus.y + (slackY * j) / steps;
        const n = seen(x, y);
        const d = Math.hypot(x - focus.x, y - focus.y);
        if (n > best.n || (n === best.n && d < best.d)) best = { x, y, n, d };
      }
    }
    return { x: best.x, y: best.y };
  }

  private glideTo(world: { x: number; y: number }, glide: boolean): void {
    const cam = this.cameras.main;
    const rect = this.viewRect();
    const sx = (rect.left + rect.right) / 2;
    const sy = (rect.top + rect.bottom) / 2;
    this.cameraTween?.stop();
    this.cameraTween = null;
    const from = { x: cam.scrollX, y: cam.scrollY };
    this.placeWorldAt(world.x, world.y, sx, sy);
    const to = { x: cam.scrollX, y: cam.scrollY };
    const duration = glide ? ms(380) : 0;
    if (duration <= 0) return;
    cam.setScroll(from.x, from.y);
    const p = { t: 0 };
    this.cameraTween = this.tweens.add({
      targets: p,
      t: 1,
      duration,
      ease: 'Sine.easeInOut',
      onUpdate: () => cam.setScroll(from.x + (to.x - from.x) * p.t, from.y + (to.y - from.y) * p.t),
    });
  }

  /** After a change: keeps what the player must see on screen, gliding only when it would leave the view. */
  private follow(): void {
    const cells = this.focusCells();
    if (cells.length === 0) return;
    const rect = this.viewRect();
    const half = Math.min((CHIT_SIZE * this.cameras.main.zoom) / 2, (rect.bottom - rect.top) / 4);
    const out = cells.some((c) => {
      const p = this.worldToScreen(cellCentre(c).x, cellCentre(c).y);
      return p.x < rect.left + half || p.x > rect.right - half || p.y < rect.top + half || p.y > rect.bottom - half;
    });
    const focus = this.focusPoint();
    if (out && focus) this.glideTo(this.framing(focus), !reducedMotion());
  }

  /** Watch mode: the whole demo maze in view. */
  private fitCamera(): void {
    const cam = this.cameras.main;
    const state = this.state;
    if (!state) return;
    const chits = Object.values(state.maze.chits);
    const cells = chits.length > 0 ? chits : [state.maze.entrance];
    const xs = cells.map((c) => c.x);
    const ys = cells.map((c) => c.y);
    const pad = 0.35;
    const left = (Math.min(...xs) - pad) * CHIT_SIZE;
    const right = (Math.max(...xs) + 1 + pad) * CHIT_SIZE;
    const top = (Math.min(...ys) - pad) * CHIT_SIZE;
    const bottom = (Math.max(...ys) + 1 + pad) * CHIT_SIZE;
    const rect = this.viewRect();
    const availH = Math.max(1, rect.bottom - rect.top);
    const zoom = this.clampZoom(Math.min(cam.width / (right - left), availH / (bottom - top), MAX_FIT_ZOOM * this.pixelRatio));
    cam.setZoom(zoom);
    this.placeWorldAt((left + right) / 2, (top + bottom) / 2, cam.width / 2, rect.top + availH / 2);
  }

  /** The player's "whole maze": everything laid so far in view; the camera then stays where the player put it. */
  private fitMaze(): void {
    this.cameraTween?.stop();
    this.cameraTween = null;
    this.fitCamera();
    this.moved = true;
  }

  private clampZoom(z: number): number {
    // On a touch screen in play a chit never shrinks below a finger's width (it is tapped and dropped on)
    const least = this.mode === 'play' && window.matchMedia?.('(pointer: coarse)').matches ? MIN_TOUCH_CHIT / CHIT_SIZE : MIN_ZOOM;
    return Phaser.Math.Clamp(z, least * this.pixelRatio, MAX_ZOOM * this.pixelRatio);
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

  /** A canvas point (and size) in CSS pixels of the page. */
  private toPage(x: number, y: number, size = 0): { x: number; y: number; size: number } {
    const rect = this.game.canvas.getBoundingClientRect();
    const k = rect.width / this.scale.width;
    return { x: rect.left + window.scrollX + x * k, y: rect.top + window.scrollY + y * k, size: size * k };
  }

  private zoomAt(zoom: number, sx: number, sy: number): void {
    const world = this.screenToWorld(sx, sy);
    this.cameraTween?.stop();
    this.cameras.main.setZoom(this.clampZoom(zoom));
    this.placeWorldAt(world.x, world.y, sx, sy);
    this.moved = true;
  }

  // ---------------------------------------------------------------- input

  private setUpInput(): void {
    // A second touch pointer for pinch-zoom (Phaser tracks one by default).
    if (this.input.manager.pointersTotal < 3) this.input.addPointer(1);
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
    this.cancelPress();
    const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    const world = this.screenToWorld(mid.x, mid.y);
    this.pinch = { distance: Math.max(1, Phaser.Math.Distance.Between(a.x, a.y, b.x, b.y)), zoom: this.cameras.main.zoom, worldX: world.x, worldY: world.y };
  }

  /** A second finger came down: whatever the first was holding goes back. */
  private cancelPress(): void {
    const press = this.press;
    this.press = null;
    if (!press) return;
    if (press.on === 'hand') {
      this.view.setHeld(false);
      this.hud.springBack();
    } else if (press.on === 'marker') {
      this.view.releaseMarker();
    }
  }

  private onPointerDown(p: Phaser.Input.Pointer): void {
    const down = this.downPointers();
    if (down.length >= 2 && down[0] && down[1]) {
      this.startPinch(down[0], down[1]);
      return;
    }
    const base = { id: p.id, x: p.x, y: p.y, dragging: false };
    const play = this.mode === 'play';
    if (play && this.hud.handHit(p.x, p.y)) {
      this.press = { ...base, on: 'hand' };
      this.hud.lift();
      this.view.setHeld(true);
      return;
    }
    const cup = this.hud.cupAt(p.x, p.y);
    if (cup) {
      this.press = { ...base, on: 'cup', cup };
      return;
    }
    const marker = play && this.state?.phase.kind === 'explore' ? this.view.markerAt() : null;
    if (marker) {
      const w = this.screenToWorld(p.x, p.y);
      const reach = Math.max(CHIT_SIZE * 0.24, (24 * this.pixelRatio) / this.cameras.main.zoom);
      if (Math.hypot(w.x - marker.x, w.y - marker.y) <= reach) {
        this.press = { ...base, on: 'marker', dx: marker.x - w.x, dy: marker.y - w.y };
        return;
      }
    }
    this.press = { ...base, on: 'table' };
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
    const press = this.press;
    if (!press || press.id !== p.id || !p.isDown) return;
    if (!press.dragging) {
      if (Phaser.Math.Distance.Between(p.downX, p.downY, p.x, p.y) < DRAG_THRESHOLD * this.pixelRatio) return;
      press.dragging = true;
      if (press.on === 'marker') this.view.holdMarker();
      if (press.on === 'hand') {
        this.view.carryHand();
        this.refreshControls();
      }
    }
    switch (press.on) {
      case 'hand': {
        const cam = this.cameras.main;
        const size = Phaser.Math.Clamp(CHIT_SIZE * cam.zoom, 56 * this.pixelRatio, 240 * this.pixelRatio);
        this.hud.drag(p.x, p.y, size);
        const hand = this.state?.hand;
        const w = this.screenToWorld(p.x, p.y);
        this.view.setHeld(true, !!hand && sameCell(worldCell(w.x, w.y), hand.cell) && !this.hud.isRest(p.x, p.y));
        return;
      }
      case 'marker': {
        const w = this.screenToWorld(p.x, p.y);
        const cell = worldCell(w.x, w.y);
        const dir = this.state ? dirBetween(this.state.party.at, cell) : null;
        const legal = dir !== null && this.view.legalMoves().includes(dir);
        this.view.dragMarker(w.x + press.dx, w.y + press.dy, legal ? cell : null);
        return;
      }
      case 'table': {
        this.cameraTween?.stop();
        const cam = this.cameras.main;
        cam.setScroll(cam.scrollX - (p.x - press.x) / cam.zoom, cam.scrollY - (p.y - press.y) / cam.zoom);
        press.x = p.x;
        press.y = p.y;
        this.moved = true;
        return;
      }
      case 'cup':
        return;
    }
  }

  private onPointerUp(p: Phaser.Input.Pointer): void {
    if (this.pinch) {
      const left = this.downPointers().filter((q) => q.id !== p.id);
      this.pinch = null;
      // One finger still down carries on panning from where it is, without a jump.
      const rest = left[0];
      this.press = rest ? { id: rest.id, x: rest.x, y: rest.y, dragging: true, on: 'table' } : null;
      return;
    }
    const press = this.press;
    if (!press || press.id !== p.id) return;
    this.press = null;
    switch (press.on) {
      case 'hand':
        this.view.setHeld(false);
        if (!press.dragging) {
          this.hud.springBack();
          this.rotateHand();
        } else this.dropHand(p.x, p.y);
        this.refreshControls();
        return;
      case 'cup':
        if (!press.dragging && this.state) this.openCup(press.cup);
        return;
      case 'marker': {
        if (!press.dragging) return;
        const w = this.screenToWorld(p.x, p.y);
        const dir = this.state ? dirBetween(this.state.party.at, worldCell(w.x, w.y)) : null;
        if (dir !== null) this.moveToward(dir);
        this.view.releaseMarker();
        return;
      }
      case 'table': {
        if (press.dragging || !this.state) return;
        const w = this.screenToWorld(p.x, p.y);
        const dir = dirBetween(this.state.party.at, worldCell(w.x, w.y));
        if (dir !== null) this.moveToward(dir);
        return;
      }
    }
  }

  /** The held chit is let go at canvas point (x, y). */
  private dropHand(x: number, y: number): void {
    const hand = this.state?.phase.kind === 'place' ? this.state.hand : null;
    const rot = this.hud.currentRot();
    // put back on its own rest, it is not a drop at all; anywhere else (the cups included, issue 12) the engine judges it
    if (!hand || rot === null || this.hud.isRest(x, y)) {
      this.hud.springBack();
      return;
    }
    const w = this.screenToWorld(x, y);
    const cell = worldCell(w.x, w.y);
    // The engine judges the drop: on its segment it is laid; anywhere else it says which rule forbids it.
    this.act({ type: 'place', x: cell.x, y: cell.y, rot });
    if (this.alive && this.hud.handReady()) this.hud.springBack();
  }

  private openCup(cup: Cup): void {
    const state = this.state;
    if (!state) return;
    const odds = cupOdds(state); // the engine's counts and chances, never worked out here
    if (this.controls) this.controls.openCup(cup, state.maze, (t) => this.thumb(t), odds);
    else this.cupPanel = openCupPanel(cup, state.maze, (t) => this.thumb(t), () => (this.cupPanel = null), odds);
  }

  /** A small picture of a chit for the cup panel. */
  private thumb(type: ChitTypeId): HTMLCanvasElement | null {
    const art = chitTexture(this, { type, rot: 0, grain: 0 }, 128);
    const frame = this.textures.getFrame(art.key, art.frame);
    if (!frame) return null;
    const c = document.createElement('canvas');
    c.width = 128;
    c.height = 128;
    c.setAttribute('aria-hidden', 'true');
    c.getContext('2d')?.drawImage(frame.source.image as CanvasImageSource, frame.cutX, frame.cutY, frame.cutWidth, frame.cutHeight, 0, 0, 128, 128);
    return c;
  }

  private readonly onKey = (e: KeyboardEvent): void => {
    if (!this.alive || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
    if (typingIn(e.target) || (e.target instanceof HTMLElement && e.target.closest('[role="dialog"]'))) return;
    const cam = this.cameras.main;
    // Held keys repeat: zooming may, acting may not.
    if (e.repeat && !pressed(e, 'board.zoomIn') && !pressed(e, 'board.zoomOut')) return;
    const dir = DIR_KEYS.find(([id]) => pressed(e, id))?.[1];
    if (dir !== undefined) {
      this.moveToward(dir);
    } else if (pressed(e, 'board.rotate')) {
      this.rotateHand();
    } else if (pressed(e, 'board.lay')) {
      if (e.target instanceof HTMLButtonElement) return; // Enter on a focused button presses it
      this.layHeld();
    } else if (pressed(e, 'board.zoomIn')) {
      this.zoomAt(cam.zoom * 1.25, cam.width / 2, cam.height / 2);
    } else if (pressed(e, 'board.zoomOut')) {
      this.zoomAt(cam.zoom / 1.25, cam.width / 2, cam.height / 2);
    } else if (pressed(e, 'board.whole')) {
      this.fitMaze();
    } else if (pressed(e, 'board.recentre')) {
      this.recentre(true, true);
    } else return;
    e.preventDefault();
  };

  private readonly onResize = (_game: Phaser.Structs.Size, _base: Phaser.Structs.Size, _display: Phaser.Structs.Size, prevW: number, prevH: number): void => {
    const cam = this.cameras.main;
    const oldRatio = this.pixelRatio;
    this.pixelRatio = this.currentPixelRatio();
    this.hudCam.setSize(this.scale.width, this.scale.height);
    cam.setSize(this.scale.width, this.scale.height);
    this.input.dragDistanceThreshold = DRAG_THRESHOLD * this.pixelRatio;
    this.hud.layout(this.scale.width, this.scale.height, this.pixelRatio);
    if (this.state) this.hud.setCups(this.state);
    this.refreshControls();
    if (!this.moved) {
      if (this.mode === 'watch') this.fitCamera();
      else this.recentre(false);
      return;
    }
    // Keep what was in the middle of the view in the middle, at the same size in CSS pixels.
    const centreX = cam.scrollX + prevW / 2;
    const centreY = cam.scrollY + prevH / 2;
    cam.setZoom(this.clampZoom(cam.zoom * (this.pixelRatio / oldRatio)));
    cam.centerOn(centreX, centreY);
  };

  // ---------------------------------------------------------------- test hook

  private exposeTestHook(): void {
    const state = () => (this.mode === 'play' ? this.port.state : this.state);
    const drawn = () => this.view.chitsDrawn;
    const pages = () => {
      const keys = new Set<string>();
      this.view.forEachChitImage((image) => keys.add(image.texture.key));
      return keys.size;
    };
    const hud = () => this.hud.statusText;
    const ratio = () => this.pixelRatio;
    const camera = () => this.cameras.main;
    const gliding = () => this.cameraTween?.isPlaying() ?? false;
    const toPage = (x: number, y: number): ScreenPoint => {
      const p = this.toPage(x, y);
      return { x: p.x, y: p.y };
    };
    window.__deathmaze = {
      scene: 'MazeScene',
      ready: false,
      get state() {
        return state();
      },
      get chitsDrawn() {
        return drawn();
      },
      get chitTextures() {
        return pages();
      },
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
      get gliding() {
        return gliding();
      },
      cellToScreen: (x: number, y: number) => {
        const s = this.worldToScreen((x + 0.5) * CHIT_SIZE, (y + 0.5) * CHIT_SIZE);
        return toPage(s.x, s.y);
      },
      markerToScreen: () => {
        const at = this.view.markerAt();
        if (!at) return null;
        const s = this.worldToScreen(at.x, at.y);
        return toPage(s.x, s.y);
      },
      exitToScreen: () => {
        const at = this.view.exitAt();
        if (!at) return null;
        const s = this.worldToScreen(at.x, at.y);
        return toPage(s.x, s.y);
      },
      handToScreen: () => {
        const rest = this.hud.handRest();
        return rest ? toPage(rest.x, rest.y) : null;
      },
      cupToScreen: (cup: Cup) => {
        const c = this.hud.cupCentre(cup);
        return toPage(c.x, c.y);
      },
    };
    // the events so far, for the tests of the live region (src/ui/announcer.ts)
    Object.defineProperty(window.__deathmaze, 'logLength', { enumerable: true, get: () => this.port.log.length });
    // Ready once a frame with the fitted camera has been drawn.
    this.events.once(Phaser.Scenes.Events.POST_UPDATE, () => {
      this.game.events.once(Phaser.Core.Events.POST_RENDER, () => {
        if (window.__deathmaze && this.alive) window.__deathmaze.ready = true;
      });
    });
  }
}
