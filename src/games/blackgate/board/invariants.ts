/**
 * What every Black Gate board must hold, whatever was played (BLACKGATE §1.1, §4.3, §15.2):
 * tiles conserved between the container and the three levels, stairwells identical on all
 * three levels, at most one Gate, and every side matching its neighbour unless a best match
 * left it impassable. Returns the broken ones, in words; an empty list is a sound board.
 */
import { isStaircase, tileIds, tileTypes, type TileId } from '../data/tiles';
import { DIRS, LEVELS, levelKey, onLevel, opposite } from './levels';
import { bit, tileAt, tileBeside, turnedSides, type BoardState, type LaidTile, type Sides } from './maze';

export function boardInvariants(board: BoardState): string[] {
  const problems: string[] = [];
  const laid = Object.values(board.tiles);

  // §1.1: each tile is in the container, in hand, or laid once (stairwell copies are not drawn)
  const out = new Map<TileId, number>();
  for (const t of laid) if (!t.copy) out.set(t.tile, (out.get(t.tile) ?? 0) + 1);
  if (board.hand) out.set(board.hand.tile, (out.get(board.hand.tile) ?? 0) + 1);
  for (const id of tileIds) {
    const inside = board.container[id] ?? 0;
    if (inside < 0) problems.push(`the container holds ${inside} of ${id}`);
    const start = tileTypes[id].count;
    if (start > 0 && inside + (out.get(id) ?? 0) !== start) {
      problems.push(`${id}: ${inside} in the container and ${out.get(id) ?? 0} out of it, but ${start} in the mix`);
    }
  }
  for (const id of ['BG-GATEWAY', 'BG-GATE'] as const) {
    if ((board.container[id] ?? 0) !== 0) problems.push(`${id} is in the container`);
    if ((out.get(id) ?? 0) > 1) problems.push(`${out.get(id)} tiles ${id} are laid`);
  }
  for (const key in board.tiles) if (key !== levelKey(board.tiles[key]!)) problems.push(`the tile filed at ${key} says it is at ${levelKey(board.tiles[key]!)}`);

  // LŚ 6.6, B6: a staircase has its twins, same tile and facing, at its (x, y) on all three levels; only one was drawn
  for (const t of laid) {
    if (!isStaircase(t.tile) || t.copy) continue;
    const column = LEVELS.map((l) => tileAt(board, onLevel(t, l)));
    if (column.some((c) => !c || c.tile !== t.tile || c.rot !== t.rot || c.seq !== t.seq)) problems.push(`the stairwell at (${t.x}, ${t.y}) differs between the levels`);
    else if (column.filter((c) => !c!.copy).length !== 1) problems.push(`the stairwell at (${t.x}, ${t.y}) has ${column.filter((c) => !c!.copy).length} drawn tiles`);
  }
  for (const t of laid) {
    if (!t.copy) continue;
    const drawn = LEVELS.map((l) => tileAt(board, onLevel(t, l))).some((c) => c && !c.copy && c.tile === t.tile && c.seq === t.seq);
    if (!(isStaircase(t.tile) && drawn)) problems.push(`${levelKey(t)} is a stairwell copy with no staircase drawn in its column`);
  }

  // §15.2: at most one Gate, where the Gate state says
  const gates = laid.filter((t) => t.tile === 'BG-GATE');
  if (gates.length > 1) problems.push(`${gates.length} Black Gates are laid`);
  if (board.gate.placed !== (gates.length === 1)) problems.push(`the Gate state says placed = ${board.gate.placed} with ${gates.length} Gate tiles laid`);
  if (gates.length === 1 && (!board.gate.at || levelKey(board.gate.at) !== levelKey(gates[0]!) || board.gate.level !== gates[0]!.level)) problems.push('the Gate state does not say where the Gate is');

  // LŚ 6.1, B46: sides match, or are impassable on both tiles
  for (const t of laid) {
    for (const d of DIRS) {
      const nb = tileBeside(board, t, d);
      if (!nb) {
        if (t.blocked & bit(d)) problems.push(`${levelKey(t)} is impassable toward empty ground`);
        continue;
      }
      const back = opposite(d);
      const blockedHere = (t.blocked & bit(d)) !== 0;
      if (blockedHere !== ((nb.blocked & bit(back)) !== 0)) problems.push(`${levelKey(t)} side ${d} is impassable on one tile only`);
      else if (!blockedHere && t.sides[d] !== nb.sides[back]) problems.push(`${levelKey(t)} side ${d} (${t.sides[d]}) meets ${levelKey(nb)} (${nb.sides[back]})`);
    }
    if (t.tile !== 'BG-GATE' && !sidesAsPrinted(t)) problems.push(`${levelKey(t)} has sides its tile does not have`);
  }
  return problems;
}

/** The laid sides are the tile's own, turned, except walls made doors by §4.1 step 4. */
const printedSides = new Map<string, Sides>();

function sidesAsPrinted(t: LaidTile): boolean {
  const key = `${t.tile}:${t.rot}`;
  let printed = printedSides.get(key);
  if (!printed) printedSides.set(key, (printed = turnedSides(t.tile, t.rot)));
  if (t.madeDoor === 0 && printed[0] === t.sides[0] && printed[1] === t.sides[1] && printed[2] === t.sides[2] && printed[3] === t.sides[3]) return true;
  return DIRS.every((d) => printed[d] === t.sides[d] || (t.madeDoor & bit(d) && printed[d] === 'W' && t.sides[d] === 'D'));
}
