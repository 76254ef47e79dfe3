/// <reference types="vite/client" />
/**
 * A read-only window onto the board for the browser tests (`?test=1`, or any dev build).
 * Nothing in the game reads it; tests only look.
 */
import type { GameState } from './rules/state';

export interface DeathmazeTestHook {
  /** True once the board is drawn and the camera fitted. */
  ready: boolean;
  state: GameState;
  /** The HUD's text, as shown. */
  hud: string;
  /** Chits the scene drew on the table. */
  chitsDrawn: number;
  /** The centre of a segment in CSS pixels relative to the page. */
  cellToScreen(x: number, y: number): { x: number; y: number };
  camera: { zoom: number; scrollX: number; scrollY: number };
  /** The canvas pixels per CSS pixel the game renders at. */
  pixelRatio: number;
}

declare global {
  interface Window {
    __deathmaze?: DeathmazeTestHook;
  }
}

export function testHookWanted(): boolean {
  return import.meta.env.DEV || new URLSearchParams(window.location.search).get('test') === '1';
}
