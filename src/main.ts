/**
 * Builds the Phaser game and starts the board.
 *
 * Phaser 4 has no `resolution` setting, and its RESIZE scale mode sizes the canvas in CSS
 * pixels, which is blurry on a phone's 3x screen. So the canvas is sized here instead: it
 * fills the window like RESIZE, but holds devicePixelRatio canvas pixels per CSS pixel and is
 * shown at 1/devicePixelRatio zoom. Scenes work in canvas pixels (MazeScene reads the ratio
 * back from `scale.zoom`).
 */
import * as Phaser from 'phaser';
import './page.css';
import { bus } from './bus';
import { controller } from './session';
import type { GameState } from './rules/game';
import { CombatScene, FIGHT_SHOWN } from './scenes/CombatScene';
import { MazeScene } from './scenes/MazeScene';
import { PartySetupScene } from './scenes/PartySetupScene';
import { TitleScene } from './scenes/TitleScene';
import { toast, uiRoot } from './ui/dom';
import { mountEndScreen } from './ui/endScreen';
import { mountHudBar } from './ui/hudBar';
import { mountPrompts } from './ui/prompts';
import { mountReplayBar } from './ui/replayBar';

const parent = document.getElementById('game') ?? document.body;

/** Phones report 2–3.5; more than 3 costs fill rate without a visible gain. */
const pixelRatio = (): number => Math.min(3, Math.max(1, window.devicePixelRatio || 1));

function windowSize(): { width: number; height: number; ratio: number } {
  const ratio = pixelRatio();
  const width = Math.max(1, parent.clientWidth || window.innerWidth);
  const height = Math.max(1, parent.clientHeight || window.innerHeight);
  return { width: Math.round(width * ratio), height: Math.round(height * ratio), ratio };
}

const start = windowSize();

function boardFirst(): boolean {
  const params = new URLSearchParams(window.location.search);
  return params.has('watch') || params.has('start');
}

const game = new Phaser.Game({
  type: Phaser.AUTO,
  parent,
  // The table top is the page's background (index.html): a CSS gradient costs the GPU nothing.
  transparent: true,
  banner: false,
  antialias: true,
  // Chit textures are powers of two: mipmaps keep them smooth when the table is zoomed out.
  mipmapFilter: 'LINEAR_MIPMAP_LINEAR',
  scale: {
    mode: Phaser.Scale.NONE,
    width: start.width,
    height: start.height,
    zoom: 1 / start.ratio,
    autoRound: false,
  },
  input: { activePointers: 1 },
  // Browser tests (?test=1) share two cores among several pages: thirty frames a second is
  // enough to see, and leaves the processor to the tests. Players get the display's rate.
  ...(new URLSearchParams(window.location.search).get('test') === '1' ? { fps: { limit: 30 } } : {}),
  disableContextMenu: true,
  // The first scene listed starts: the title, unless the URL asks the board to watch a delve
  // (?watch=) or to start one at once (?start=SEED, for tests and quick play).
  scene: boardFirst() ? [MazeScene, TitleScene, PartySetupScene, CombatScene] : [TitleScene, PartySetupScene, MazeScene, CombatScene],
});

uiRoot();

/** The scene that shows a phase: combat has its own table, everything else happens on the maze. */
export function sceneFor(state: GameState): string {
  return state.phase.kind === 'combat' || state.phase.kind === 'lineUp' ? 'CombatScene' : 'MazeScene';
}

/** A fight just ended: the maze waits until the combat table has shown the last blows. */
let fightEnding: (() => void) | null = null;

function stopWaitingForFight(): void {
  fightEnding?.();
  fightEnding = null;
}

/**
 * Keeps the right scene on screen as the game moves between exploring and fighting. When an
 * action ends a fight, the combat table first plays out its last dice and falls (FIGHT_SHOWN);
 * a new or reloaded game (`now`) switches at once.
 */
function showScene(state: GameState, now: boolean): void {
  const key = sceneFor(state);
  if (!now && key !== 'CombatScene' && game.scene.isActive('CombatScene')) {
    if (fightEnding) return;
    const combat = game.scene.getScene('CombatScene');
    const go = () => {
      stopWaitingForFight();
      if (controller.state) showScene(controller.state, true);
    };
    const timer = window.setTimeout(go, 15_000);
    fightEnding = () => {
      window.clearTimeout(timer);
      combat?.events.off(FIGHT_SHOWN, go);
    };
    combat?.events.once(FIGHT_SHOWN, go);
    return;
  }
  stopWaitingForFight();
  game.scale.updateBounds();
  for (const other of ['TitleScene', 'PartySetupScene', 'MazeScene', 'CombatScene']) {
    if (other !== key && game.scene.isActive(other)) game.scene.stop(other);
  }
  if (!game.scene.isActive(key)) game.scene.start(key);
}

bus.on('game:started', ({ state }) => showScene(state, true));
bus.on('game:changed', ({ state }) => showScene(state, false));
bus.on('intent:title', () => {
  stopWaitingForFight();
  for (const key of ['PartySetupScene', 'MazeScene', 'CombatScene']) if (game.scene.isActive(key)) game.scene.stop(key);
  game.scene.start('TitleScene');
});
bus.on('ui:toast', ({ text, kind }) => toast(text, kind));
void controller;
mountPrompts();
mountHudBar();
mountEndScreen();
mountReplayBar();

let pending = 0;
function fitToWindow(): void {
  cancelAnimationFrame(pending);
  pending = requestAnimationFrame(() => {
    const { width, height, ratio } = windowSize();
    if (game.scale.zoom !== 1 / ratio) game.scale.setZoom(1 / ratio);
    if (game.scale.width !== width || game.scale.height !== height) game.scale.resize(width, height);
  });
}

window.addEventListener('resize', fitToWindow);
// Phaser maps a touch to the canvas through bounds it measured last; a page scrolled since (the
// party sheet on a phone scrolls) would put every touch off by the scroll.
window.addEventListener('scroll', () => game.scale.updateBounds(), { passive: true, capture: true });

/**
 * A touch that began on a DOM control (a counter dragged in the party sheet) can end on a node
 * the control has replaced meanwhile; that touchend never reaches Phaser, which then keeps the
 * finger down for good and reads the next touch on the table as the second finger of a pinch.
 * When a touch starts with no other finger on the glass, every finger Phaser still holds is stale.
 */
window.addEventListener(
  'touchstart',
  (e) => {
    if (e.touches.length !== e.changedTouches.length) return;
    for (const pointer of game.input.pointers) if (pointer.id > 0 && pointer.active) pointer.reset();
  },
  { passive: true, capture: true },
);
window.visualViewport?.addEventListener('resize', fitToWindow);
// A phone turned on its side, or the window dragged to a screen of another density.
window.matchMedia?.(`(resolution: ${window.devicePixelRatio}dppx)`).addEventListener?.('change', fitToWindow);
