/**
 * One stage's move (BLACKGATE §3 A–C, §4.4): the party leaves by a side (a tile drawn and laid
 * for an empty cell) or takes the stairs, the door is checked for a trap, and the party enters
 * and meets whatever stands there.
 */
import { RuleError } from '../../../engine/errors';
import { drawForCell, layTile, markVisited, placeGate } from '../board/laying';
import { DIRS, DIR_NAMES, levelKey, onLevel, opposite, sameLevelCell, stepOn, type Dir, type LevelCell, type Rotation } from '../board/levels';
import { canCross, tileAt, type BoardState } from '../board/maze';
import { stairLevels, stairMove, type StairWay } from '../board/stairs';
import { monsterCheck } from '../encounter/group';
import { leaveGroup } from '../encounter/negotiation';
import type { BgEvent, BgState } from '../state';
import { countdownOnArrival } from '../mirrors';
import { doorTrapRoll } from '../traps';
import { gateRounds, guardiansAppear } from './fighting';
import { gateStandsAt, groupHere, here, isRoom } from './where';

const where = (c: LevelCell) => `(${c.x}, ${c.y}) on level ${c.level}`;

/** The sides the party may leave by now (stage A.1): passable, and not into a cell walled off (B9). */
export function exitsFrom(s: BgState): Dir[] {
  const t = here(s);
  return ([0, 1, 2, 3] as Dir[]).filter((d) => canCross(s.board, t, d) && !s.walled.includes(`${levelKey(t)}:${d}`));
}

/**
 * §16: can the party, standing at `from` on `board`, still walk back to the Gateway of Evil over
 * laid tiles (sides it may cross, stairs)? Only a door shut by Lock ever cuts a way the party has
 * walked, so this is what Lock must keep (§11.3, our ruling).
 */
export function reachesGateway(s: BgState, board: BoardState = s.board, from: LevelCell = s.party.at): boolean {
  const seen = new Set<string>([levelKey(from)]);
  const queue: LevelCell[] = [from];
  for (let i = 0; i < queue.length; i++) {
    const c = queue[i]!;
    if (sameLevelCell(c, board.gateway)) return true;
    const t = tileAt(board, c);
    if (!t) continue;
    const next: LevelCell[] = DIRS.filter((d) => canCross(board, t, d) && !s.walled.includes(`${levelKey(c)}:${d}`)).map((d) => stepOn(c, d));
    for (const level of stairLevels(board, c)) next.push(onLevel(c, level));
    for (const n of next) {
      const k = levelKey(n);
      if (seen.has(k) || !tileAt(board, n)) continue;
      seen.add(k);
      queue.push(n);
    }
  }
  return false;
}

function checkFree(s: BgState, rule: string): void {
  if (s.phase.kind !== 'explore') throw new RuleError(rule, 'the party can only set off between stages');
  const g = groupHere(s);
  if (g && g.attitude !== 'agreed') throw new RuleError('LŚ 5.0 C', 'the monsters here must be dealt with first');
}

/** The party steps off its segment: a group left behind is met afresh next time (LŚ 6.9). */
function leaveSegment(s: BgState): void {
  const g = groupHere(s);
  if (g) leaveGroup(g);
}

/** Stage A by a side: into a laid tile, or a tile drawn for an empty cell (or the Gate, or a wall). */
export function go(s: BgState, dir: Dir, events: BgEvent[]): void {
  checkFree(s, 'LŚ 5.0 A');
  if (!exitsFrom(s).includes(dir)) throw new RuleError('LŚ 6.1', `the party cannot leave by the ${DIR_NAMES[dir]} side: there is no way through`);
  const from = { ...s.party.at };
  const to = stepOn(from, dir);
  if (tileAt(s.board, to)) {
    s.stepping = { from, dir, to, drawn: false };
    return doorCheck(s, events);
  }
  // §13.3 step 4: the countdown's last step lays the Gate instead of a draw
  if (s.countdown === 1 && s.board.gate.level === to.level && !s.board.gate.placed) {
    const laid = placeGate(s.board, to, '§13.3');
    s.board = laid.board;
    events.push(...laid.events);
    s.countdown = null;
    s.stepping = { from, dir, to, drawn: false };
    return doorCheck(s, events);
  }
  const drawn = drawForCell(s.board, s.dice, to, opposite(dir));
  s.board = drawn.board;
  events.push(...drawn.events);
  if (drawn.outcome === 'wall') {
    s.walled.push(`${levelKey(from)}:${dir}`); // B9: this way is shut for good
    return;
  }
  s.stepping = { from, dir, to, drawn: drawn.outcome === 'hand' };
  if (drawn.outcome === 'gate') {
    s.countdown = null; // B55
    return doorCheck(s, events);
  }
  s.phase = { kind: 'lay' };
}

/** LŚ 6.2: the tile in hand is laid as the players turned it; then the move goes on (stage B). */
export function lay(s: BgState, rot: Rotation, door: Dir | undefined, events: BgEvent[]): void {
  if (s.phase.kind !== 'lay' || !s.board.hand) throw new RuleError('LŚ 6.0', 'there is no tile in hand to lay');
  const laid = layTile(s.board, rot, door);
  s.board = laid.board;
  events.push(...laid.events);
  s.phase = { kind: 'explore' };
  doorCheck(s, events);
}

/** §4.4: one level up or down a stairwell; no draw, no trap roll. */
export function climb(s: BgState, way: StairWay, events: BgEvent[]): void {
  checkFree(s, 'LŚ 6.6');
  const from = { ...s.party.at };
  const to = stairMove(s.board, from, way);
  s.stepping = { from, dir: null, to, drawn: false };
  events.push({ type: 'climbed', rule: 'LŚ 6.6', way, at: to, text: `The party takes the stairs ${way} to level ${to.level}.` });
  enter(s, events);
}

/**
 * Stage B (§6.1): a door is rolled for when it leads into a room never visited, or out of a room
 * by another way than the party came in on this visit; never an open end, a stair, the Gateway,
 * or the door into the standing Gate (B56).
 */
export function doorNeedsRoll(s: BgState): boolean {
  const step = s.stepping;
  if (!step || step.dir === null) return false;
  const from = tileAt(s.board, step.from)!;
  const to = tileAt(s.board, step.to)!;
  if (from.sides[step.dir] !== 'D' || to.sides[opposite(step.dir)] !== 'D') return false;
  if (from.tile === 'BG-GATEWAY' || to.tile === 'BG-GATEWAY') return false;
  if (gateStandsAt(s, step.to)) return false;
  const intoNewRoom = isRoom(to) && !to.visited;
  const outAnotherWay = isRoom(from) && s.party.cameIn !== step.dir;
  return intoNewRoom || outAnotherWay;
}

function doorCheck(s: BgState, events: BgEvent[]): void {
  if (doorNeedsRoll(s)) {
    if (doorTrapRoll(s.dice, events as never[])) {
      s.phase = { kind: 'trap', source: 'door' };
      return;
    }
  }
  enter(s, events);
}

/** Stage C (§3 C.1, §4.4 step 3, §4.6, §15.3): the party moves in and meets what is there. */
export function enter(s: BgState, events: BgEvent[]): void {
  const step = s.stepping!;
  leaveSegment(s);
  s.stepping = null;
  s.party.back = { at: { ...step.from }, cameIn: s.party.cameIn };
  s.party.at = { ...step.to };
  s.diedHere = [];
  s.party.cameIn = step.dir === null ? null : opposite(step.dir);
  s.phase = { kind: 'explore' };
  const tile = tileAt(s.board, step.to)!;
  const firstVisit = !tile.visited;
  s.board = markVisited(s.board, step.to);
  events.push({ type: 'segmentEntered', rule: 'LŚ 6.0', at: step.to, text: `The party enters ${where(step.to)}.` });
  // §13.3 step 4 (B60): only a move into a cell drawn for counts, once the party is in it
  if (s.countdown !== null && step.drawn && step.to.level === s.board.gate.level) {
    s.countdown--;
    events.push({ type: 'countdown', rule: '§13.3', text: `The Gate draws nearer: ${s.countdown} to go.` });
  }
  if (gateStandsAt(s, step.to)) {
    if (firstVisit) guardiansAppear(s, events); // §15.3 step 2
    else gateRounds(s, events); // B61: the guardians are gone
    return;
  }
  if (step.dir === null) s.countdown = countdownOnArrival(s.board.gate, s.countdown, step.to.level, s.options, s.dice, events as never[]); // B59
  const left = groupHere(s);
  if (left) {
    // LŚ 6.9: that group and nothing else
    events.push({ type: 'groupMet', rule: 'LŚ 6.9', text: 'The monsters left here are met again.' });
    s.phase = { kind: 'meet' };
    return;
  }
  const check = monsterCheck(s.dice, isRoom(tile) && firstVisit ? 'newRoom' : 'corridorOrVisitedRoom', step.to.level, s.options);
  events.push(...check.events);
  if (check.group) {
    s.groups[levelKey(step.to)] = check.group;
    s.phase = { kind: 'meet' };
  }
}
