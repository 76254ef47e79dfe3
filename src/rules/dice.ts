/**
 * Dice (2.1, 2.3). The generator's whole state is plain JSON kept inside the game state, so a
 * saved game resumes with the same future rolls. Tests may script the die faces instead.
 */

/** sfc32 state (four 32-bit words) and, in scripted mode, the queue of faces still to come. */
export interface DiceState {
  s: [number, number, number, number];
  /** Scripted die faces for tests; `null` in a real game. Chit draws never consume them. */
  script: number[] | null;
}

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

/** A generator that deals the given faces, in order, for every die roll. */
export function scriptedDice(faces: readonly number[], seed: number | string = 0): DiceState {
  for (const f of faces) {
    if (!Number.isInteger(f) || f < 1 || f > 6) throw new Error(`A scripted die face must be 1 to 6, not ${f}.`);
  }
  return { ...seedDice(seed), script: [...faces] };
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

/** A uniform integer in [0, n) from the seeded stream (cup draws; never scripted). */
export function randomIndex(d: DiceState, n: number): number {
  if (n <= 0) throw new Error('randomIndex needs at least one choice.');
  return Math.floor((next32(d) / 4294967296) * n);
}

/**
 * 11.24, 12.3E: a resistance roll, 1D6 at or under the Magic Resistance `mr` resists (a spell, a
 * special ability, a charm or a spice in the Advanced Game). Returns whether it did, and the face.
 */
export function resistRoll(d: DiceState, mr: number): { resisted: boolean; face: number } {
  const face = d6(d);
  return { resisted: face <= mr, face };
}

/** One six-sided die: 1..6. */
export function d6(d: DiceState): number {
  if (d.script !== null) {
    const face = d.script.shift();
    if (face === undefined) throw new DiceExhaustedError();
    return face;
  }
  return randomIndex(d, 6) + 1;
}

/** 2.3: a three-sided die is a d6 halved, rounded up (1,1,2,2,3,3). */
export const halveUp = (face: number): number => Math.ceil(face / 2);

/** A parsed dice code such as 3D6x5, 1D3+2, 2D6 or a plain number. */
export interface DiceCode {
  dice: number;
  sides: 6 | 3;
  op: '+' | '-' | 'x';
  mod: number;
}

const DICE_CODE = /^(\d+)\s*D\s*(6|3)\s*(?:([+\-x×])\s*(\d+))?$/i;

/** Parses `nD6`, `nD3`, `+m`, `-m`, `xm` (2.3) and plain numbers (a fixed count, e.g. "1"). */
export function parseDiceCode(code: string): DiceCode {
  const text = code.trim();
  if (/^\d+$/.test(text)) return { dice: 0, sides: 6, op: '+', mod: Number(text) };
  const m = DICE_CODE.exec(text);
  if (!m) throw new Error(`"${code}" is not a dice code (expected e.g. 1D6, 3D6x5, 1D3+2).`);
  const op = m[3] === undefined ? '+' : m[3] === '×' || m[3].toLowerCase() === 'x' ? 'x' : (m[3] as '+' | '-');
  return { dice: Number(m[1]), sides: Number(m[2]) as 6 | 3, op, mod: m[4] === undefined ? 0 : Number(m[4]) };
}

export interface Roll {
  total: number;
  /** The d6 faces actually thrown (a D3 is still thrown as a d6). */
  faces: number[];
}

export function rollCode(d: DiceState, code: DiceCode | string): Roll {
  const c = typeof code === 'string' ? parseDiceCode(code) : code;
  const faces: number[] = [];
  let sum = 0;
  for (let i = 0; i < c.dice; i++) {
    const face = d6(d);
    faces.push(face);
    sum += c.sides === 3 ? halveUp(face) : face;
  }
  const total = c.op === 'x' ? sum * c.mod : c.op === '-' ? sum - c.mod : sum + c.mod;
  return { total, faces };
}

/** A monster's wound code (7.14): `n+m`, `n-m`, or `1/2+m` meaning 1D3+m. */
export interface WoundCode {
  /** Number of d6, or 'half' for one D3. */
  dice: number | 'half';
  mod: number;
}

const WOUND_CODE = /^(1\/2|½|\d+)\s*([+\-−])\s*(\d+)$/;

export function parseWoundCode(code: string): WoundCode {
  const m = WOUND_CODE.exec(code.trim());
  if (!m) throw new Error(`"${code}" is not a wound code (expected e.g. 2+1, 1-1, 1/2+0).`);
  const dice = m[1] === '1/2' || m[1] === '½' ? 'half' : Number(m[1]);
  const mod = (m[2] === '+' ? 1 : -1) * Number(m[3]);
  return { dice, mod };
}

/** 7.14: roll a monster's Wound Points; never fewer than 1 (DATA §11 ruling 4). */
export function rollWoundPoints(d: DiceState, code: WoundCode | string): Roll {
  const c = typeof code === 'string' ? parseWoundCode(code) : code;
  const faces: number[] = [];
  let sum = 0;
  if (c.dice === 'half') {
    const face = d6(d);
    faces.push(face);
    sum = halveUp(face);
  } else {
    for (let i = 0; i < c.dice; i++) {
      const face = d6(d);
      faces.push(face);
      sum += face;
    }
  }
  return { total: Math.max(1, sum + c.mod), faces };
}

/** A guard only: the rules allow unbounded Roll Twice chains (10.27), we stop at this many rolls. */
export const ROLL_TWICE_CAP = 50;

/**
 * The "Roll Twice" recursion of 9.22, 9.31 and 10.27 (DATA §11 ruling 6): start with one
 * pending roll; a 6 is no result but adds two pending rolls; every other face is a result.
 * Returns the result faces in the order rolled, and every face thrown.
 */
export function rollWithRollTwice(d: DiceState): { results: number[]; faces: number[] } {
  const results: number[] = [];
  const faces: number[] = [];
  let pending = 1;
  while (pending > 0 && faces.length < ROLL_TWICE_CAP) {
    pending--;
    const face = d6(d);
    faces.push(face);
    if (face === 6) pending += 2;
    else results.push(face);
  }
  return { results, faces };
}
