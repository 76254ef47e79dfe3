/**
 * The reorganization phases (8.24, 8.25, 8.5): how the party's counters may move between rows
 * and boxes (8.52), and which monster steps up into its front row (8.51). Rows and boxes as the
 * conventions of combatGeometry.ts have them; dice come in as `roll` and every face thrown is
 * returned. No function here mutates its inputs.
 */
import type { MarchingOrder } from '../party/party';
import { shown } from '../shown';
import { BOXES, emptyRow, occupants, throwDie, type DieRoll, type Row } from './boxes';

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
