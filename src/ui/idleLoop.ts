/**
 * Lets the game's frame loop rest while the table stands still. A player thinking over the next
 * chit looks at the same picture for minutes; redrawing it sixty times a second only drains a
 * phone's battery (and, in the browser tests, the shared processor). The loop sleeps once, for
 * QUIET_MS, nothing has moved, nothing was touched and nothing was said on the bus; any input,
 * bus event, resize or change in the DOM overlay wakes it before the game reads it.
 */
import * as Phaser from 'phaser';
import { bus } from '../bus';

/** How long the table must have been still before the loop rests. Longer than any pause between beats. */
export const QUIET_MS = 2000;

/** A scene that is busy in ways the loop cannot see (a playback between tweens, steps still to take). */
export interface MaybeBusy {
  busy?(): boolean;
}

/** What wakes the loop: the player's hands, the window changing, the page coming back. */
const WAKING_EVENTS = ['pointerdown', 'pointermove', 'pointerup', 'pointercancel', 'touchstart', 'touchmove', 'touchend', 'wheel', 'keydown', 'keyup', 'resize', 'focus', 'visibilitychange'] as const;

export interface IdleLoop {
  /** The loop is resting. */
  readonly asleep: boolean;
  /** Times the loop has gone to rest so far. */
  readonly rests: number;
  /** Wakes the loop (if it rests) and starts the quiet time again. */
  poke(): void;
  /** Stops watching; the loop runs on for good. */
  stop(): void;
}

function sceneMoving(scene: Phaser.Scene): boolean {
  if (scene.tweens.getTweens().some((t) => t.isPlaying())) return true;
  if (scene.load.isLoading()) return true;
  for (const cam of scene.cameras.cameras) {
    if (cam.panEffect.isRunning || cam.zoomEffect.isRunning || cam.shakeEffect.isRunning || cam.fadeEffect.isRunning || cam.flashEffect.isRunning) return true;
  }
  return (scene as Phaser.Scene & MaybeBusy).busy?.() ?? false;
}

/** Watches `game` and rests its loop whenever the table has been still for QUIET_MS. */
export function restWhenIdle(game: Phaser.Game, overlay: HTMLElement | null = document.getElementById('ui')): IdleLoop {
  let lastBusy = performance.now();
  let rests = 0;
  let stopped = false;

  const poke = (): void => {
    lastBusy = performance.now();
    if (stopped || game.loop.running) return;
    game.loop.wake();
    // the time asleep is not a frame: no tween or timer jumps ahead by it
    game.loop.resetDelta();
  };

  const pointerDown = (): boolean => game.input.pointers.some((p) => p.isDown);

  const check = (): void => {
    if (stopped) return;
    const now = performance.now();
    if (pointerDown() || game.scene.getScenes(true).some(sceneMoving)) {
      lastBusy = now;
      return;
    }
    if (now - lastBusy < QUIET_MS) return;
    rests++;
    game.loop.sleep();
  };

  // after a frame is drawn, so the picture left on screen is the last one
  game.events.on(Phaser.Core.Events.POST_RENDER, check);
  const offBus = (): void => bus.off('*', poke);
  bus.on('*', poke);
  for (const type of WAKING_EVENTS) window.addEventListener(type, poke, { capture: true, passive: true });
  window.visualViewport?.addEventListener('resize', poke);
  const observer = overlay ? new MutationObserver(poke) : null;
  observer?.observe(overlay!, { subtree: true, childList: true, attributes: true, characterData: true });

  return {
    get asleep() {
      return !game.loop.running;
    },
    get rests() {
      return rests;
    },
    poke,
    stop() {
      stopped = true;
      game.events.off(Phaser.Core.Events.POST_RENDER, check);
      offBus();
      for (const type of WAKING_EVENTS) window.removeEventListener(type, poke, { capture: true });
      window.visualViewport?.removeEventListener('resize', poke);
      observer?.disconnect();
      if (!game.loop.running) game.loop.wake();
    },
  };
}
