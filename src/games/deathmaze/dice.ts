/**
 * The Deathmaze's dice (2.1, 2.3): the kernel's seeded d6, and what the rules do with it (dice
 * codes, wound codes, three-sided dice, resistance rolls, Roll Twice).
 */

import { D6, roll, type DiceState } from '../../engine/dice';

export { DiceExhaustedError, randomIndex, scriptedDice, seedDice, type DiceState } from '../../engine/dice';

/**
 * 11.24, 12.3E: a resistance roll, 1D6 at or under the Magic Resistance `mr` resists (a spell, a
 * special ability, a charm or a spice in the Advanced Game). Returns whether it did, and the face.
 */
export function resistRoll(d: DiceState, mr: number): { resisted: boolean; face: number } {
  const face = d6(d);
  return { resisted: face <= mr, face };
}

/** One six-sided die: 1..6. */
export const d6 = (d: DiceState): number => roll(d, D6);

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
