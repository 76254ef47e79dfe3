/**
 * Builds the Phaser game, starts the title, and loads the rest of the game behind it.
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
import { loadTable, TABLE_MISSING } from './loadTable';
import { TitleScene } from './scenes/TitleScene';
import { toast, uiRoot } from './ui/dom';

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
  // Browser tests (?test=1) share two cores among several pages, each drawn in software: fifteen
  // frames a second is enough to see (tweens and timers run on time, not frames), and a test file
  // costs the processor about a third less than at thirty. Players get the display's rate.
  ...(new URLSearchParams(window.location.search).get('test') === '1' ? { fps: { limit: 15 } } : {}),
  disableContextMenu: true,
  // The title starts, unless the URL asks the board to watch a delve (?watch=) or to start one
  // at once (?start=SEED, for tests and quick play): then the maze starts when it has loaded.
  scene: [],
});

uiRoot();
// What the canvas is, for a screen reader; the board in words and the events read out are in the DOM beside it (src/ui/tableWords.ts, src/ui/announcer.ts).
game.events.once(Phaser.Core.Events.READY, () => {
  game.canvas.setAttribute('role', 'img');
  game.canvas.setAttribute('aria-label', 'The Deathmaze table: the maze laid chit by chit, the party and its fights. The board in words, and every event read out, are beside it.');
});
// `?ruleset=blackgate` opens the Black Gate's table (a share link), the title waiting behind it
const campaignLinked = new URLSearchParams(window.location.search).get('ruleset') === 'blackgate';
game.scene.add('TitleScene', TitleScene, !boardFirst() && !campaignLinked);
if (campaignLinked) {
  import('./blackGateTable').then(
    ({ openBlackGate }) => openBlackGate(game, () => game.scene.start('TitleScene'), window.location.search),
    () => toast(TABLE_MISSING, 'error'),
  );
}
bus.on('ui:toast', ({ text, kind }) => toast(text, kind));
// The rest of the game loads behind the title (src/loadTable.ts).
loadTable().then(
  (table) => table.install(game, boardFirst()),
  () => toast(TABLE_MISSING, 'error'),
);

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
