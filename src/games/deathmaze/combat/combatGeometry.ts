/**
 * Combat geometry (8.1, 8.3, 8.5): where the counters stand and who may hit whom.
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
import { shown } from '../shown';

/** One die throw supplied by the caller: a face 1..6. */
export type DieRoll = () => number;

type Row = (string | null)[];

const BOXES = 3;

const occupants = (row: readonly (string | null)[] | undefined): string[] =>
  row ? row.filter((id): id is string => id !== null) : [];

const emptyRow = (): Row => [null, null, null];

function throwDie(roll: DieRoll): number {
  const face = roll();
  if (!Number.isInteger(face) || face < 1 || face > 6) throw new RangeError(`A die shows 1 to 6, not ${String(face)}.`);
  return face;
}

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

// ---------------------------------------------------------------------------------------------
// 8.24, 8.52: Party Reorganization Phase

function readOrder(order: MarchingOrder, what: string): Row[] {
  if (!Array.isArray(order)) throw new RangeError(`${what}: a marching order is a list of rows.`);
  const seen = new Set<string>();
  const rows = order.map((row, r) => {
    if (!Array.isArray(row) || row.length !== BOXES) throw new RangeError(`${what}: row ${r + 1} must have three boxes.`);
    for (const id of row) {
      if (id === null) continue;
      if (typeof id !== 'string' || seen.has(id)) throw new RangeError(`${what}: "${shown(id)}" is not one distinct counter.`);
      seen.add(id);
    }
    return [...row];
  });
  return trimRows(rows);
}

/** Drops trailing empty rows, keeping at least one row. */
function trimRows(rows: readonly Row[]): Row[] {
  const out = rows.map((r) => [...r]);
  while (out.length > 1 && out[out.length - 1]!.every((x) => x === null)) out.pop();
  if (out.length === 0) out.push(emptyRow());
  return out;
}

function trimLines(lines: readonly string[][]): string[][] {
  const out = lines.map((l) => [...l]);
  while (out.length > 1 && out[out.length - 1]!.length === 0) out.pop();
  return out;
}

/** Every way to stand `ids` in a row's boxes without any counter passing another (8.52). */
function placements(ids: readonly string[]): Row[] {
  const out: Row[] = [];
  const row = emptyRow();
  const go = (box: number, next: number): void => {
    if (next === ids.length) {
      out.push([...row]);
      return;
    }
    if (BOXES - box > ids.length - next) go(box + 1, next);
    row[box] = ids[next]!;
    go(box + 1, next + 1);
    row[box] = null;
  };
  go(0, 0);
  return out;
}

interface ReorgRule {
  /** Whether ending the phase with nobody changing rows is allowed. */
  mayStay: boolean;
  mayMove(fromRow: number, toRow: number): boolean;
}

/** Who may change rows (8.24, 8.52, ruling 46), from the rows' occupants at the start of the phase. */
function reorgRule(lines: readonly string[][]): ReorgRule {
  const front = lines[0]?.length ?? 0;
  if (front >= 3) return { mayStay: true, mayMove: () => true };
  if (front === 2) return { mayStay: true, mayMove: (from, to) => !(from === 0 && to === 1) };
  // 0 or 1 in front: the nearest adventurer behind must step one row toward the front
  const nearest = lines.findIndex((l, i) => i > 0 && l.length > 0);
  if (nearest === -1) return { mayStay: true, mayMove: () => false };
  return { mayStay: false, mayMove: (from, to) => from === nearest && to === nearest - 1 };
}

const key = (x: unknown): string => JSON.stringify(x);

function* everyPlacement(lines: readonly string[][]): Generator<Row[]> {
  const options = lines.map(placements);
  const pick = new Array<number>(options.length).fill(0);
  for (;;) {
    yield options.map((o, i) => [...o[pick[i]!]!]);
    let i = options.length - 1;
    while (i >= 0 && pick[i] === options[i]!.length - 1) pick[i--] = 0;
    if (i < 0) return;
    pick[i]!++;
  }
}

/**
 * 8.24, 8.52: every marching order the party may end its Reorganization Phase with, the order
 * it started with first when standing still is allowed.
 *
 * Counters slide along their rows without passing one another, before or after the single row
 * change; one adventurer (or none) steps to the box straight ahead/behind or diagonally next to
 * the box it has slid to, which must be empty. With two in front neither of them may step back;
 * with one or none in front the nearest adventurer behind must step one row forward (ruling 46),
 * and if nobody stands behind, only sliding is possible. A new row may open behind the last;
 * trailing empty rows are dropped from the results.
 */
export function legalReorganizations(order: MarchingOrder): MarchingOrder[] {
  const rows = readOrder(order, 'legalReorganizations');
  const lines = rows.map(occupants);
  const rule = reorgRule(lines);
  const work = [...lines, []];
  const outcomes = new Map<string, string[][]>();
  if (rule.mayStay) outcomes.set(key(lines), lines);
  for (let from = 0; from < lines.length; from++) {
    for (const mover of lines[from]!) {
      for (const to of [from - 1, from + 1]) {
        if (to < 0 || !rule.mayMove(from, to)) continue;
        const rest = lines[from]!.filter((id) => id !== mover);
        for (const src of placements(lines[from]!)) {
          const bx = src.indexOf(mover);
          for (const dest of placements(work[to]!)) {
            for (let b = 0; b < BOXES; b++) {
              if (dest[b] !== null || Math.abs(b - bx) > 1) continue;
              const landed = [...dest];
              landed[b] = mover;
              const next = work.map((l) => [...l]);
              next[from] = rest;
              next[to] = occupants(landed);
              const trimmed = trimLines(next);
              outcomes.set(key(trimmed), trimmed);
            }
          }
        }
      }
    }
  }
  const results: MarchingOrder[] = [];
  const seen = new Set<string>();
  const add = (candidate: Row[]) => {
    const k = key(candidate);
    if (seen.has(k)) return;
    seen.add(k);
    results.push(candidate);
  };
  if (rule.mayStay) add(rows);
  for (const outcome of outcomes.values()) for (const placed of everyPlacement(outcome)) add(trimRows(placed));
  return results;
}

/**
 * 8.24, 8.52: whether `to` is one of `legalReorganizations(from)`. Worked out directly from the
 * rows' right-to-left order rather than by listing, so it is cheap enough for a drop check.
 * A malformed `to` is simply illegal; a malformed `from` throws.
 */
export function isLegalReorganization(from: MarchingOrder, to: MarchingOrder): boolean {
  const before = readOrder(from, 'isLegalReorganization').map(occupants);
  let afterRows: Row[];
  try {
    afterRows = readOrder(to, 'isLegalReorganization');
  } catch {
    return false;
  }
  const after = afterRows.map(occupants);
  const rowOf = (lines: string[][]) => new Map(lines.flatMap((l, r) => l.map((id) => [id, r] as const)));
  const was = rowOf(before);
  const now = rowOf(after);
  if (was.size !== now.size || [...was.keys()].some((id) => !now.has(id))) return false;
  const movers = [...was].filter(([id, r]) => now.get(id) !== r).map(([id]) => id);
  if (movers.length > 1) return false;
  const mover = movers[0];
  // sliding never changes a row's right-to-left order
  const same = (x: string[], y: string[]) => x.length === y.length && x.every((id, i) => id === y[i]);
  for (let r = 0; r < Math.max(before.length, after.length); r++) {
    const x = (before[r] ?? []).filter((id) => id !== mover);
    const y = (after[r] ?? []).filter((id) => id !== mover);
    if (!same(x, y)) return false;
  }
  const rule = reorgRule(before);
  if (mover === undefined) return rule.mayStay;
  const fromRow = was.get(mover)!;
  const toRow = now.get(mover)!;
  if (Math.abs(toRow - fromRow) !== 1 || !rule.mayMove(fromRow, toRow)) return false;
  // Boxes the mover can slide to keep its rank among its row; it can step to those ±1. The box it
  // lands in must leave room for its new neighbours on either side.
  const src = before[fromRow]!;
  const rank = src.indexOf(mover);
  const reachLo = rank - 1;
  const reachHi = rank + (BOXES - src.length) + 1;
  const newRank = after[toRow]!.indexOf(mover);
  const landLo = newRank;
  const landHi = newRank + (BOXES - 1 - (before[toRow]?.length ?? 0));
  return Math.max(reachLo, landLo) <= Math.min(reachHi, landHi);
}

// ---------------------------------------------------------------------------------------------
// 8.25, 8.51: Monster Reorganization Phase

/**
 * 8.25/8.51: with two or fewer monsters in front and any behind, one monster steps into the
 * front row; nobody else moves.
 *
 * - The monsters behind are those of the nearest occupied row after the front (normally the
 *   second row; a further row only when the rows between are empty, so the fight cannot stall).
 * - The mover is the one nearest a gap, measured in boxes (straight behind = 0). Several equally
 *   near: one die, 1–3 the rightmost of them, 4–6 the leftmost (so a centre one of three never
 *   moves on a tie).
 * - It fills the gap nearest to it; if two gaps are equally near it, a second die picks the
 *   gap the same way (1–3 right, 4–6 left).
 *
 * Returns a copy of the rows (same number of rows), the monster that moved and the faces thrown.
 */
export function monsterReorganization(rows: MarchingOrder, roll: DieRoll): { rows: MarchingOrder; moved: string | null; faces: number[] } {
  const out = rows.map((r) => [...r]);
  const faces: number[] = [];
  const none = { rows: out, moved: null, faces };
  const front = out[0];
  if (!front) return none;
  const gaps = [0, 1, 2].filter((b) => front[b] === null || front[b] === undefined);
  if (gaps.length === 0) return none;
  const backIndex = out.findIndex((row, i) => i > 0 && occupants(row).length > 0);
  if (backIndex === -1) return none;
  const back = out[backIndex]!;
  const gapDistance = (box: number) => Math.min(...gaps.map((g) => Math.abs(g - box)));
  const occupied = [0, 1, 2].filter((b) => back[b] !== null && back[b] !== undefined);
  const best = Math.min(...occupied.map(gapDistance));
  const candidates = occupied.filter((b) => gapDistance(b) === best);
  const pickRightOrLeft = (boxes: number[]): number => {
    if (boxes.length === 1) return boxes[0]!;
    const face = throwDie(roll);
    faces.push(face);
    return face <= 3 ? boxes[0]! : boxes[boxes.length - 1]!;
  };
  const fromBox = pickRightOrLeft(candidates);
  const toBox = pickRightOrLeft(gaps.filter((g) => Math.abs(g - fromBox) === best));
  const moved = back[fromBox]!;
  back[fromBox] = null;
  front[toBox] = moved;
  return { rows: out, moved, faces };
}
