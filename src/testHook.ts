/// <reference types="vite/client" />
/**
 * A read-only window onto the game for the browser tests (`?test=1`, or any dev build).
 * Nothing in the game reads it; tests only look, then act with real mouse and touch input.
 * Each scene fills in the parts it draws while it is on screen.
 */
import type { GameState } from './games/deathmaze';

export interface ScreenPoint {
  /** CSS pixels relative to the page. */
  x: number;
  y: number;
}

export interface DeathmazeTestHook {
  /** True once the active scene has drawn itself. */
  ready: boolean;
  /** The key of the scene on screen: TitleScene, PartySetupScene, MazeScene or CombatScene. */
  scene?: string;
  /** The game as the engine holds it (null before a delve starts). */
  state: GameState | null;
  /** The board HUD's text, as shown. */
  hud: string;
  /** Chits the board drew on the table. */
  chitsDrawn: number;
  /** Board: how many textures (atlas pages) the chits on the table are drawn from. */
  chitTextures?: number;
  /** The centre of a segment. */
  cellToScreen(x: number, y: number): ScreenPoint;
  camera: { zoom: number; scrollX: number; scrollY: number };
  /** Board: the camera is gliding (to follow the party, or after Re-centre). */
  gliding?: boolean;
  /** The canvas pixels per CSS pixel the game renders at. */
  pixelRatio: number;
  /** Board: where the party marker stands now (its tween's place), or null when it is not on the table. */
  markerToScreen?(): ScreenPoint | null;
  /** Board: the centre of the EXIT mark by the entrance chit, or null before that chit is laid. */
  exitToScreen?(): ScreenPoint | null;
  /** Board: where the chit just drawn waits to be picked up, or null. */
  handToScreen?(): ScreenPoint | null;
  /** Board: the centre of a cup. */
  cupToScreen?(cup: 'room' | 'corridor'): ScreenPoint;
  /** Combat: the centre of an adventurer's or a monster's counter, or null when it is not on the table. */
  counterToScreen?(id: string): ScreenPoint | null;
  /** Combat: the centre of a box of a row (8.52); side 'party' or 'monsters', row 0 = front, box 0 = rightmost as the party sees it. */
  boxToScreen?(side: 'party' | 'monsters', row: number, box: number): ScreenPoint;
}

/** The table's sounds (src/ui/sound.ts), for the tests: what was played, and the audio's state. */
export interface SoundTestHook {
  /** The cues played, oldest first. */
  readonly played: readonly string[];
  /** The AudioContext's state, or 'none' before the player's first touch or key. */
  readonly state: string;
}

/** The frame loop's rest while the table stands still (src/ui/idleLoop.ts). */
export interface LoopTestHook {
  readonly asleep: boolean;
  /** Times it has gone to rest so far. */
  readonly rests: number;
  /** Frames the loop has run so far. */
  readonly frames: number;
}

/**
 * The toasts of this page (src/ui/dom.ts): every text said, in order, so a test reads what was
 * said rather than racing a message that fades; `hold` keeps the shown ones up (a test measuring one).
 */
export interface ToastTestHook {
  readonly said: string[];
  hold: boolean;
}

declare global {
  interface Window {
    __deathmazeToasts?: ToastTestHook;
    __deathmaze?: DeathmazeTestHook;
    __deathmazeSound?: SoundTestHook;
    __deathmazeLoop?: LoopTestHook;
  }
}

export function testHookWanted(): boolean {
  return import.meta.env.DEV || new URLSearchParams(window.location.search).get('test') === '1';
}
