/** When the still picture of the board (boardSnapshot.ts) pays for itself: no Phaser here, so it can be tested alone. */

/** A live board drawn slower than this, ms a frame on average (about 40 frames a second), is worth a picture. */
export const SLOW_FRAME = 24;

/** `?boardcache=on` or `off` forces the picture either way; anything else leaves it to the frame rate. */
export type Mode = 'auto' | 'on' | 'off';

export function modeOf(search: string): Mode {
  const asked = new URLSearchParams(search).get('boardcache');
  return asked === 'on' || asked === 'off' ? asked : 'auto';
}

/** Whether to take the picture, given the mode and the live board's smoothed frame time (ms). */
export function pictureWorthIt(mode: Mode, liveFrameMs: number): boolean {
  return mode === 'on' || (mode === 'auto' && liveFrameMs > SLOW_FRAME);
}
