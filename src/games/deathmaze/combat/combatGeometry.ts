/**
 * Combat geometry (8.1, 8.3): where the counters stand and who may hit whom. How they move between
 * rows and boxes (8.5) is reorganization.ts.
 *
 * Conventions
 * - A row is three boxes (8.52); row 0 is each side's front row. Box 0 is the RIGHTMOST box as
 *   the party sees it and box 2 the leftmost (DATA §11 ruling 49 numbers positions right to
 *   left; in Example B Hero 1 is the rightmost).
 * - The monsters' rows are described from the party's point of view as well: monster box 0
 *   stands in front of adventurer box 0.
 * - A front line is the counters of a front row in box order, right to left. Callers pass
 *   living counters only and work the lines out afresh for every phase: results apply at once
 *   (ruling 42), so a monster killed in the Party Combat Phase has already left its line when
 *   the Monster Combat Phase asks who it may strike.
 * - 8.53: the boxes serve movement only. Who touches whom depends on the sizes and the order of
 *   the two front lines (ruling 49's table), so `contacts` reads lines, never boxes, and the
 *   "close up so as many counters touch as possible" step needs no code of its own. The one
 *   thing the boxes can settle is which of two counters a lone counter faces (`loneFacing`).
 * - Dice come in as `roll: () => number` giving a face 1..6; every face thrown is returned so the
 *   caller can log it. No function here mutates its inputs.
 */
import type { MarchingOrder } from '../party/party';
import { BOXES, emptyRow, occupants, throwDie, type DieRoll, type Row } from './boxes';

// the Black Gate's lines (src/games/blackgate/combat/lines.ts) read the party's reorganization here
export { legalReorganizations } from './reorganization';

/** The counters of the front row, right to left. */
export function frontLine(rows: MarchingOrder): string[] {
  return occupants(rows[0]);
}

// ---------------------------------------------------------------------------------------------
// 8.13, 8.14: lining the monsters up

export interface MonsterLineUp {
  /** The monsters for the front row, most Wound Points first (input order among equals). */
  front: string[];
  back: string[];
  /** Ruling 28: the third front place is tied on Wound Points; the player picks among `contenders`. */
  tiedForFront: boolean;
  /** When tied: every monster sharing the third-highest Wound Points, front ones first. */
  contenders: string[];
}

/** 8.13/8.14: the three monsters with the most Wound Points face the party, the rest wait behind. */
export function lineUp(monsters: readonly { id: string; woundPoints: number }[]): MonsterLineUp {
  const ranked = monsters
    .map((m, i) => ({ id: m.id, wp: m.woundPoints, i }))
    .sort((a, b) => b.wp - a.wp || a.i - b.i);
  const ids = ranked.map((m) => m.id);
  if (ranked.length <= 2) return { front: ids, back: [], tiedForFront: false, contenders: [] };
  const third = ranked[2]!.wp;
  const tiedForFront = ranked.length > 3 && ranked[3]!.wp === third;
  return {
    front: ids.slice(0, 3),
    back: ids.slice(3),
    tiedForFront,
    contenders: tiedForFront ? ranked.filter((m) => m.wp === third).map((m) => m.id) : [],
  };
}

/** Default boxes for a row: a lone counter in the centre, otherwise filled from box 0. */
function placeRow(ids: readonly string[]): Row {
  const row = emptyRow();
  if (ids.length === 1) row[1] = ids[0]!;
  else ids.forEach((id, i) => (row[i] = id));
  return row;
}

/**
 * 8.13: the monsters' marching order. `front` is the line in the player's chosen order (right to
 * left); `frontBoxes`, if given, names each one's box (strictly increasing, so the order given
 * stays the line order). Without it a lone monster takes the centre box and two take boxes 0
 * and 1. The rest stand behind in rows of three.
 */
export function monsterRowsFrom(front: readonly string[], back: readonly string[], frontBoxes?: readonly number[]): MarchingOrder {
  if (front.length > BOXES) throw new RangeError('8.13: at most three monsters stand in the front row.');
  let first: Row;
  if (frontBoxes === undefined) {
    first = placeRow(front);
  } else {
    const ok =
      frontBoxes.length === front.length &&
      frontBoxes.every((b, i) => Number.isInteger(b) && b >= 0 && b < BOXES && (i === 0 || b > frontBoxes[i - 1]!));
    if (!ok) throw new RangeError('frontBoxes needs one box (0..2) per front monster, in increasing order.');
    first = emptyRow();
    front.forEach((id, i) => (first[frontBoxes[i]!] = id));
  }
  const rows: MarchingOrder = [first];
  for (let i = 0; i < back.length; i += BOXES) rows.push(placeRow(back.slice(i, i + BOXES)));
  return rows;
}

// ---------------------------------------------------------------------------------------------
// 8.31–8.35: opponents

/** Whom a monster attacks: a fixed adventurer, or a die roll between two or three (8.33, 8.35). */
export type MonsterTarget =
  | { kind: 'fixed'; target: string }
  | { kind: 'roll2'; right: string; left: string }
  | { kind: 'roll3'; right: string; centre: string; left: string };

export interface Contacts {
  /** For each front-line adventurer, the monsters it may attack (8.31, 8.32; more than one = the player's choice). */
  adventurerTargets: Record<string, string[]>;
  /** For each front-line monster, how its victim is found (8.31, 8.33). */
  monsterTargets: Record<string, MonsterTarget>;
}

/** 8.13, 8.53, ruling 49: one lone counter against two — the player says which of the two it faces. */
export function needsLoneFacing(adventurers: number, monsters: number): boolean {
  return (adventurers === 1 && monsters === 2) || (adventurers === 2 && monsters === 1);
}

/**
 * For one counter against two, the index (0 = right, 1 = left) in the pair's front line of the
 * counter the lone one stands nearest to by box; null when the boxes leave it open (equally near)
 * or the lines are not one against two.
 */
export function loneFacing(advRow: readonly (string | null)[], monRow: readonly (string | null)[]): number | null {
  const boxesOf = (row: readonly (string | null)[]) => [0, 1, 2].filter((b) => row[b] !== null && row[b] !== undefined);
  const a = boxesOf(advRow);
  const m = boxesOf(monRow);
  let lone: number;
  let pair: number[];
  if (a.length === 1 && m.length === 2) [lone, pair] = [a[0]!, m];
  else if (a.length === 2 && m.length === 1) [lone, pair] = [m[0]!, a];
  else return null;
  const d0 = Math.abs(pair[0]! - lone);
  const d1 = Math.abs(pair[1]! - lone);
  return d0 < d1 ? 0 : d1 < d0 ? 1 : null;
}

function checkLine(line: readonly string[], side: string): void {
  if (line.length > BOXES) throw new RangeError(`A front line holds at most three counters; the ${side} have ${line.length}.`);
  if (new Set(line).size !== line.length) throw new RangeError(`The ${side}' front line names a counter twice.`);
}

/**
 * Who may attack whom across the two front lines (8.31–8.33), as the table of ruling 49 and
 * Examples A–D lay it out. Lines run right to left.
 *
 * `lone.facing` is needed only for one counter against two (see `needsLoneFacing`): it is the
 * index, in the two-counter line, of the counter the lone one faces. When it is missing the lone
 * counter faces index 0, the rightmost.
 */
export function contacts(advFront: readonly string[], monFront: readonly string[], lone?: { facing: number }): Contacts {
  checkLine(advFront, 'adventurers');
  checkLine(monFront, 'monsters');
  const adventurerTargets: Record<string, string[]> = {};
  const monsterTargets: Record<string, MonsterTarget> = {};
  const a = advFront.length;
  const m = monFront.length;
  if (a === 0 || m === 0) return { adventurerTargets, monsterTargets };
  const A = (i: number) => advFront[i]!;
  const M = (i: number) => monFront[i]!;
  const fixed = (target: string): MonsterTarget => ({ kind: 'fixed', target });
  const facing = (): number => {
    const f = lone?.facing ?? 0;
    if (f !== 0 && f !== 1) throw new RangeError(`A lone counter faces one of two counters (0 or 1), not ${f}.`);
    return f;
  };

  if (a === m) {
    // 8.31, Example A: opposite numbers
    for (let i = 0; i < a; i++) {
      adventurerTargets[A(i)] = [M(i)];
      monsterTargets[M(i)] = fixed(A(i));
    }
  } else if (a === 2 && m === 3) {
    // Example B
    adventurerTargets[A(0)] = [M(0), M(1)];
    adventurerTargets[A(1)] = [M(1), M(2)];
    monsterTargets[M(0)] = fixed(A(0));
    monsterTargets[M(1)] = { kind: 'roll2', right: A(0), left: A(1) };
    monsterTargets[M(2)] = fixed(A(1));
  } else if (a === 3 && m === 2) {
    // ruling 49: Example B seen from the other side
    adventurerTargets[A(0)] = [M(0)];
    adventurerTargets[A(1)] = [M(0), M(1)];
    adventurerTargets[A(2)] = [M(1)];
    monsterTargets[M(0)] = { kind: 'roll2', right: A(0), left: A(1) };
    monsterTargets[M(1)] = { kind: 'roll2', right: A(1), left: A(2) };
  } else if (a === 1) {
    if (m === 3) {
      // Example C
      adventurerTargets[A(0)] = [...monFront];
    } else {
      // Example D turned round: the lone adventurer strikes the one it faces
      adventurerTargets[A(0)] = [M(facing())];
    }
    for (const id of monFront) monsterTargets[id] = fixed(A(0));
  } else {
    // m === 1: every adventurer strikes the lone monster (Example D)
    for (const id of advFront) adventurerTargets[id] = [M(0)];
    monsterTargets[M(0)] = a === 3 ? { kind: 'roll3', right: A(0), centre: A(1), left: A(2) } : fixed(A(facing()));
  }
  return { adventurerTargets, monsterTargets };
}

/** Settles a monster's target; rolls one die for `roll2` (8.33) and `roll3` (8.35), none for `fixed`. */
export function resolveMonsterTarget(t: MonsterTarget, roll: DieRoll): { target: string; faces: number[] } {
  if (t.kind === 'fixed') return { target: t.target, faces: [] };
  const face = throwDie(roll);
  if (t.kind === 'roll2') return { target: face <= 3 ? t.right : t.left, faces: [face] };
  return { target: face <= 2 ? t.right : face <= 4 ? t.centre : t.left, faces: [face] };
}

/** 8.35, ruling 47: whom a second-row monster with a bow must shoot; roll once per archer. Null with nobody in front. */
export function bowTargets(advFront: readonly string[]): MonsterTarget | null {
  checkLine(advFront, 'adventurers');
  const [right, centre, left] = advFront;
  if (right === undefined) return null;
  if (centre === undefined) return { kind: 'fixed', target: right };
  if (left === undefined) return { kind: 'roll2', right, left: centre };
  return { kind: 'roll3', right, centre, left };
}

/** 8.34: a second-row adventurer's bow or throwing dagger may reach any monster of the front line. */
export function missileTargets(monFront: readonly string[]): string[] {
  return [...monFront];
}
