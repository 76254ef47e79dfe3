/**
 * How much the board animates: the player's saved settings (which default to the system's
 * reduced-motion preference), then every `settings:changed` on the bus, kept here for as long
 * as the page lives so that a scene started later still knows them.
 */
import type * as Phaser from 'phaser';
import { bus } from '../bus';
import { loadSettings } from './settings';

const saved = loadSettings();
const motion = { speed: saved.animationSpeed > 0 ? saved.animationSpeed : 1, reduced: saved.reducedMotion };

// A page-long cache, not a scene's listener: it outlives every scene on purpose.
bus.on('settings:changed', (s) => {
  motion.speed = Number.isFinite(s.animationSpeed) && s.animationSpeed > 0 ? s.animationSpeed : 1;
  motion.reduced = s.reducedMotion;
});

export function reducedMotion(): boolean {
  return motion.reduced;
}

/** A duration in ms scaled by the animation speed; 0 with reduced motion. */
export function ms(base: number): number {
  return motion.reduced ? 0 : Math.round(base * motion.speed);
}

type Props = Record<string, number>;

/**
 * A tween of numeric properties that also works with a zero duration: then the end values are
 * set at once and `onComplete` runs now, so reduced motion never waits a frame.
 */
export function animate(
  scene: Phaser.Scene,
  target: object,
  props: Props,
  duration: number,
  opts: { ease?: string; delay?: number; onComplete?: () => void; yoyo?: boolean } = {},
): Phaser.Tweens.Tween | null {
  if (duration <= 0 && !opts.delay) {
    if (!opts.yoyo) Object.assign(target, props);
    opts.onComplete?.();
    return null;
  }
  return scene.tweens.add({
    targets: target,
    ...props,
    duration: Math.max(1, duration),
    ease: opts.ease ?? 'Cubic.easeOut',
    delay: opts.delay ?? 0,
    yoyo: opts.yoyo ?? false,
    onComplete: () => opts.onComplete?.(),
  });
}

/** Runs `then` after `duration` ms of the scene's clock, or at once when there is no time to wait (reduced motion). */
export function after(scene: Phaser.Scene, duration: number, then: () => void): void {
  if (duration <= 0) then();
  else scene.time.delayedCall(duration, then);
}
