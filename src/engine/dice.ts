/**
 * Seeded dice for any game on the kernel. The generator's whole state is plain JSON kept inside
 * a game's state, so a saved game resumes with the same future rolls; tests may script the faces
 * instead. A die is its number of faces and its lowest face: a d6 reads 1–6, a d10 with a 0 face
 * reads 0–9.
 */

/** sfc32 state (four 32-bit words) and, in scripted mode, the queue of faces still to come. */
export interface DiceState {
  s: [number, number, number, number];
  /** Scripted die faces for tests; `null` in a real game. Random picks (a cup draw) never consume them. */
  script: number[] | null;
}

/** A kind of die: how many faces, and the number on the lowest. */
export interface Die {
  readonly sides: number;
  readonly lowest: number;
}

export const D6: Die = { sides: 6, lowest: 1 };
/** The ten-sided die whose faces read 0 to 9. */
export const D10: Die = { sides: 10, lowest: 0 };

const highest = (die: Die): number => die.lowest + die.sides - 1;

export class DiceExhaustedError extends Error {
  constructor() {
    super('The scripted dice ran out of faces: the situation asked for more rolls than the test scripted.');
    this.name = 'DiceExhaustedError';
  }
}

function hashSeed(seed: number | string): number {
  const text = String(seed);
  let h = 2166136261 >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h;
}

export function seedDice(seed: number | string): DiceState {
  const h = hashSeed(seed);
  const d: DiceState = { s: [0x9e3779b9, 0x243f6a88, 0xb7e15162, h], script: null };
  for (let i = 0; i < 15; i++) next32(d); // mix the seed through the state
  return d;
}

/** A generator that deals the given faces, in order, for every roll of `die` (a d6 unless told). */
export function scriptedDice(faces: readonly number[], seed: number | string = 0, die: Die = D6): DiceState {
  for (const f of faces) checkFace(f, die);
  return { ...seedDice(seed), script: [...faces] };
}

function checkFace(face: number, die: Die): void {
  if (!Number.isInteger(face) || face < die.lowest || face > highest(die)) {
    throw new Error(`A scripted die face must be ${die.lowest} to ${highest(die)}, not ${face}.`);
  }
}

function next32(d: DiceState): number {
  let [a, b, c, e] = d.s;
  a >>>= 0; b >>>= 0; c >>>= 0; e >>>= 0;
  const t = (((a + b) >>> 0) + e) >>> 0;
  e = (e + 1) >>> 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) >>> 0;
  c = ((c << 21) | (c >>> 11)) >>> 0;
  c = (c + t) >>> 0;
  d.s = [a >>> 0, b, c, e];
  return t;
}

/** A uniform integer in [0, n) from the seeded stream (draws and picks; never scripted). */
export function randomIndex(d: DiceState, n: number): number {
  if (n <= 0) throw new Error('randomIndex needs at least one choice.');
  return Math.floor((next32(d) / 4294967296) * n);
}

/** One throw of `die`: the next scripted face (checked against the die), or a seeded one. */
export function roll(d: DiceState, die: Die = D6): number {
  if (d.script !== null) {
    const face = d.script.shift();
    if (face === undefined) throw new DiceExhaustedError();
    checkFace(face, die);
    return face;
  }
  return randomIndex(d, die.sides) + die.lowest;
}

/** Did the dice move between two states of them (a throw, a draw, a scripted face used)? */
export function diceMoved(before: DiceState, after: DiceState): boolean {
  if (before.s.some((w, i) => w !== after.s[i])) return true;
  return (before.script?.length ?? -1) !== (after.script?.length ?? -1);
}
