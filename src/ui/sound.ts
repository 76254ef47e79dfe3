/**
 * The table's sounds, made on the spot with Web Audio (no recordings, nothing to download): a
 * chit sliding out of its cup and thudding down, dice rattling, blades that bite or whistle past,
 * a door's creak, a trap's clang, a growl, coins, a spell's shimmer, a tolling bell for the dead.
 * src/ui/soundCues.ts says which a step of the game makes; the Settings' Sound switch silences
 * them. Browsers let a page make sound only after the player has touched it, so the audio starts
 * at the first tap, click or key.
 */
import { bus, type BusEvents } from '../bus';
import { testHookWanted } from '../testHook';
import { loadSettings } from './settings';
import { cuesFor, type Cue, type CueName } from './soundCues';

/** The loudest the table gets: sounds that sit under the play, not over it. */
const VOLUME = 0.3;
/** The inputs a browser counts as the player's own, which let a page make sound. */
const UNLOCKING = ['pointerdown', 'pointerup', 'keydown'] as const;
/** Seconds of silence after which the audio device is let go. */
const QUIET = 2;
/** The longest cue (the bell), seconds. */
const LONGEST = 1.4;
/** Between the cues of one step, seconds. */
const SPACING = 0.09;

let audio: { ctx: AudioContext; out: GainNode; noise: AudioBuffer; needsTouch: boolean } | null = null;
let quietTimer = 0;
let enabled = loadSettings().sound;
/** The cues played so far, kept only for the test hook (null on a player's page). */
let played: CueName[] | null = null;

/** One second of white noise, the raw stuff of rattles, thuds and whooshes. */
function whiteNoise(ctx: AudioContext): AudioBuffer {
  const buffer = ctx.createBuffer(1, ctx.sampleRate, ctx.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
  return buffer;
}

/**
 * Starts the audio at the player's first touch, click or key (browsers allow nothing sooner);
 * not while Sound is off, when the page need not hold an audio device at all. Later touches
 * wake it only if the browser refused to wake it without one.
 */
function unlock(): void {
  if (!enabled) return;
  if (audio) {
    if (audio.ctx.state === 'suspended' && audio.needsTouch) void audio.ctx.resume().then(() => audio && (audio.needsTouch = false), () => undefined);
    return;
  }
  const Ctor = window.AudioContext as typeof AudioContext | undefined;
  if (!Ctor) return;
  try {
    const ctx = new Ctor();
    const out = ctx.createGain();
    out.gain.value = VOLUME;
    out.connect(ctx.destination);
    audio = { ctx, out, noise: whiteNoise(ctx), needsTouch: false };
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    restWhenQuiet(QUIET);
  } catch {
    audio = null; // no audio device: the game plays on in silence
  }
}

/**
 * Lets the audio device go after `seconds` without a sound: a running AudioContext keeps the
 * device (and a phone's battery) busy even in silence. The next cue wakes it.
 */
function restWhenQuiet(seconds: number): void {
  window.clearTimeout(quietTimer);
  quietTimer = window.setTimeout(() => {
    if (audio?.ctx.state === 'running') void audio.ctx.suspend().catch(() => undefined);
  }, seconds * 1000);
}

/** A gain that rises to `peak` in `attack` s and dies away over `decay` s, from time `t`. */
function envelope(ctx: AudioContext, to: AudioNode, t: number, peak: number, attack: number, decay: number): GainNode {
  const g = ctx.createGain();
  g.gain.setValueAtTime(0.0001, t);
  g.gain.exponentialRampToValueAtTime(peak, t + attack);
  g.gain.exponentialRampToValueAtTime(0.0001, t + attack + decay);
  g.connect(to);
  return g;
}

/** Filtered noise: a burst, a rattle's click, a whoosh (`sweepTo` glides the filter). */
function noise(t: number, dur: number, peak: number, type: BiquadFilterType, freq: number, q = 1, sweepTo?: number): void {
  if (!audio) return;
  const { ctx, out } = audio;
  const src = ctx.createBufferSource();
  src.buffer = audio.noise;
  const filter = ctx.createBiquadFilter();
  filter.type = type;
  filter.frequency.setValueAtTime(freq, t);
  if (sweepTo) filter.frequency.exponentialRampToValueAtTime(sweepTo, t + dur);
  filter.Q.value = q;
  src.connect(filter);
  filter.connect(envelope(ctx, out, t, peak, 0.004, dur));
  src.start(t, Math.random() * 0.5, dur + 0.05);
}

/** A pitched voice (`glideTo` bends it). */
function tone(t: number, dur: number, peak: number, type: OscillatorType, freq: number, glideTo?: number): void {
  if (!audio) return;
  const { ctx, out } = audio;
  const osc = ctx.createOscillator();
  osc.type = type;
  osc.frequency.setValueAtTime(freq, t);
  if (glideTo) osc.frequency.exponentialRampToValueAtTime(glideTo, t + dur);
  osc.connect(envelope(ctx, out, t, peak, 0.006, dur));
  osc.start(t);
  osc.stop(t + dur + 0.05);
}

const VOICES: Record<CueName, (t: number, cue: Cue) => void> = {
  slide: (t) => noise(t, 0.18, 0.35, 'bandpass', 1800, 0.8, 900),
  thud: (t) => {
    noise(t, 0.12, 0.7, 'lowpass', 420);
    tone(t, 0.16, 0.6, 'sine', 120, 55);
  },
  dice: (t, cue) => {
    const clicks = 3 + 2 * (cue.count ?? 1);
    for (let i = 0; i < clicks; i++) noise(t + i * 0.035 + Math.random() * 0.02, 0.018, 0.5 * (1 - i / (clicks + 2)), 'highpass', 2600 + Math.random() * 1500);
  },
  hit: (t) => {
    noise(t, 0.08, 0.6, 'bandpass', 900, 1.5);
    tone(t, 0.09, 0.25, 'square', 190, 90);
  },
  miss: (t) => noise(t, 0.16, 0.3, 'bandpass', 1400, 2, 450),
  door: (t) => {
    tone(t, 0.38, 0.12, 'sawtooth', 150, 118);
    noise(t + 0.3, 0.08, 0.4, 'lowpass', 300);
  },
  trap: (t) => {
    tone(t, 0.45, 0.25, 'triangle', 523);
    tone(t, 0.35, 0.15, 'sine', 1371);
  },
  growl: (t) => {
    tone(t, 0.45, 0.2, 'sawtooth', 72, 58);
    noise(t, 0.4, 0.25, 'lowpass', 260);
  },
  coins: (t) => [0, 0.05, 0.11].forEach((d, i) => tone(t + d, 0.06, 0.18, 'sine', 2300 + i * 350)),
  spell: (t) => {
    tone(t, 0.35, 0.15, 'sine', 420, 1250);
    tone(t + 0.05, 0.3, 0.08, 'triangle', 840, 2100);
  },
  toll: (t) => {
    tone(t, 1.3, 0.3, 'sine', 98);
    tone(t, 1.0, 0.15, 'sine', 147);
  },
};

/** Plays the cues of one step, one after another, waking the audio first if it was resting. */
function play(cues: readonly Cue[]): void {
  if (!audio || cues.length === 0) return;
  const a = audio;
  if (a.ctx.state === 'running') return schedule(cues);
  if (a.ctx.state !== 'suspended') return;
  a.ctx.resume().then(
    () => schedule(cues),
    () => (a.needsTouch = true),
  );
}

function schedule(cues: readonly Cue[]): void {
  if (!audio || audio.ctx.state !== 'running') {
    if (audio) audio.needsTouch = true; // the browser would not wake it without the player's touch
    return;
  }
  const start = audio.ctx.currentTime + 0.01;
  let t = start;
  for (const cue of cues) {
    VOICES[cue.name](t, cue);
    played?.push(cue.name);
    t += SPACING;
  }
  restWhenQuiet(t - start + LONGEST + QUIET);
}

const onChanged = ({ events }: BusEvents['game:changed']): void => {
  if (enabled && audio) play(cuesFor(events)); // silent pages spend nothing on a step
};
const onSettings = (s: BusEvents['settings:changed']): void => {
  enabled = s.sound;
  if (!enabled) restWhenQuiet(0);
};

/** Plays the game's steps for as long as the page lives. Returns what undoes it. */
export function mountSound(): () => void {
  bus.on('game:changed', onChanged);
  bus.on('settings:changed', onSettings);
  // A mouse press counts as the player's touch; a finger counts once it lifts.
  for (const type of UNLOCKING) window.addEventListener(type, unlock, { capture: true, passive: true });
  if (testHookWanted()) {
    const heard: CueName[] = (played = []);
    window.__deathmazeSound = {
      get played() {
        return heard;
      },
      get state() {
        return audio?.ctx.state ?? 'none';
      },
    };
  }
  return () => {
    window.clearTimeout(quietTimer);
    bus.off('game:changed', onChanged);
    bus.off('settings:changed', onSettings);
    for (const type of UNLOCKING) window.removeEventListener(type, unlock, { capture: true });
  };
}
