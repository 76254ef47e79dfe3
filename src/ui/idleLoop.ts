/**
 * Lets the game's frame loop rest while the table stands still. A player thinking over the next
 * chit looks at the same picture for minutes; redrawing it sixty times a second only drains a
 * phone's battery (and, in the browser tests, the shared processor). The loop sleeps once, for
 * QUIET_MS, nothing has moved, nothing was touched, no timer is pending and nothing was said on
 * the bus; any input, bus event, resize or change in the page wakes it. (Phaser itself answers
 * input at once, asleep or not: waking is about drawing what follows.) Endless tweens (the
 * title's flames, a lit target's pulse) do not keep it awake: they stand still at rest.
 */
import * as Phaser from 'phaser';
import { bus } from '../bus';

/** How long the table must have been still before the loop rests. Longer than any pause between beats. */
export const QUIET_MS = 2000;

/** A scene that is busy in ways the loop cannot see (CombatScene: a playback, between its tweens). */
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
  /** Frames the loop has run so far. */
  readonly frames: number;
  /** Wakes the loop (if it rests) and starts the quiet time again. */
  poke(): void;
  /** Stops watching; the loop runs on for good. */
  stop(): void;
}

/** Phaser's clock keeps its timers to itself; these are the lists it steps every frame. */
interface ClockLists {
  _active: Phaser.Time.TimerEvent[];
  _pendingInsertion: Phaser.Time.TimerEvent[];
}

/** Whether `scene` still needs frames: a tween with an end, a timer to fire, or its own say. */
function sceneMoving(scene: Phaser.Scene): boolean {
  if (scene.tweens.getTweens().some((t) => t.isPlaying() && !t.isInfinite)) return true;
  const clock = scene.time as unknown as ClockLists;
  if (clock._pendingInsertion.length > 0 || clock._active.some((e) => !e.paused && e.getOverallRemaining() > 0)) return true;
  return (scene as Phaser.Scene & MaybeBusy).busy?.() ?? false;
}

/** Watches `game` and rests its loop whenever the table has been still for QUIET_MS. */
export function restWhenIdle(game: Phaser.Game, overlay: HTMLElement | null = document.getElementById('ui')): IdleLoop {
  let lastBusy = performance.now();
  let rests = 0;
  let stopped = false;

  let waking = false;
  const poke = (): void => {
    lastBusy = performance.now();
    if (stopped || game.loop.running || waking) return;
    // after what woke it has done its work (a bus handler, Phaser's own input handler)
    waking = true;
    queueMicrotask(() => {
      waking = false;
      if (stopped || game.loop.running) return;
      // the time asleep is not a frame: no tween or timer jumps ahead by it
      game.loop.resetDelta();
      game.loop.wake();
    });
  };

  const pointerDown = (): boolean => game.input.pointers.some((p) => p.isDown);

  // Every frame, but it looks at the scenes only once the quiet time is up: while the player
  // drags or taps (each move wakes it afresh) a frame pays one comparison.
  const check = (): void => {
    if (stopped) return;
    const now = performance.now();
    if (now - lastBusy < QUIET_MS) return;
    if (pointerDown() || game.scene.getScenes(true).some(sceneMoving)) {
      lastBusy = now;
      return;
    }
    rests++;
    game.loop.sleep();
  };

  // after a frame is drawn, so the picture left on screen is the last one
  game.events.on(Phaser.Core.Events.POST_RENDER, check);
  bus.on('*', poke);
  for (const type of WAKING_EVENTS) window.addEventListener(type, poke, { capture: true, passive: true });
  window.visualViewport?.addEventListener('resize', poke);
  // the canvas resized (a screen of another density) or given back after a lost context: it is blank until drawn
  game.scale.on(Phaser.Scale.Events.RESIZE, poke);
  game.canvas.addEventListener('webglcontextrestored', poke);
  const observer = new MutationObserver(poke);
  if (overlay) observer.observe(overlay, { subtree: true, childList: true, attributes: true, characterData: true });
  // the prompt dock publishes its height on <html> (--dmp-top), which the board follows
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['style', 'data-replay'] });

  return {
    get asleep() {
      return !game.loop.running;
    },
    get rests() {
      return rests;
    },
    get frames() {
      return game.loop.frame;
    },
    poke,
    stop() {
      stopped = true;
      game.events.off(Phaser.Core.Events.POST_RENDER, check);
      bus.off('*', poke);
      for (const type of WAKING_EVENTS) window.removeEventListener(type, poke, { capture: true });
      window.visualViewport?.removeEventListener('resize', poke);
      game.scale.off(Phaser.Scale.Events.RESIZE, poke);
      game.canvas.removeEventListener('webglcontextrestored', poke);
      observer.disconnect();
      if (!game.loop.running) game.loop.wake();
    },
  };
}
