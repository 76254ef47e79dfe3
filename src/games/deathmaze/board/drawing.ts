/**
 * Drawing a chit for an unexplored segment (5.13, 5.22, 5.23): which cup it comes from, the
 * chits thrown back that cannot be laid (5.25, 5.29), and the best match when none can.
 */
import { randomIndex, type DiceState } from '../dice';
import { chitTypeIds, chitTypes, type ChitTypeId, type Cup } from '../data/chitTypes';
import { DIRS, opposite, step, type Cell, type Dir } from './grid';
import { chitAt, cupTotal, describeChit, ownCups, sideOf, type DrawEvent, type Hand, type MazeState, type Via } from './maze';
import { bestOf, exitsWithin, fits, scoreFacings, type FacingScore } from './laying';

/** Which cup a chit for this exit comes from (5.22, 5.23 and its note). */
export function drawProcedure(maze: MazeState, target: Cell, entryDir: Dir, via: Via): 'corridor' | 'door' {
  if (via === 'open') return 'corridor'; // 5.22
  // 5.23 note: a door into a space that also touches an open corridor end draws a corridor.
  for (const d of DIRS) {
    if (d === entryDir) continue;
    const nb = chitAt(maze, step(target, d));
    if (nb && sideOf(nb, opposite(d)) === 'O') return 'corridor';
  }
  return 'door';
}

function typesIn(maze: MazeState, cup: Cup, pred: (id: ChitTypeId) => boolean = () => true): ChitTypeId[] {
  return chitTypeIds.filter((id) => maze.cups[cup][id] > 0 && pred(id));
}

/** Every chit type the draw procedure could hand the player, with the cup it would come from. */
function reachableTypes(maze: MazeState, proc: 'corridor' | 'door'): { type: ChitTypeId; cup: Cup }[] {
  const room = cupTotal(maze, 'room');
  const corridor = cupTotal(maze, 'corridor');
  const tag = (cup: Cup) => (type: ChitTypeId) => ({ type, cup });
  if (proc === 'corridor') {
    // DESIGNED (DATA §1.3): an empty cup is replaced by the other one.
    return corridor > 0 ? typesIn(maze, 'corridor').map(tag('corridor')) : typesIn(maze, 'room').map(tag('room'));
  }
  if (room === 0) return typesIn(maze, 'corridor').map(tag('corridor'));
  const out = typesIn(maze, 'room', (id) => !chitTypes[id].labelledCorridor).map(tag('room'));
  const labelled = typesIn(maze, 'room', (id) => chitTypes[id].labelledCorridor);
  if (labelled.length > 0) {
    // 5.23: a "Corridor" chit is swapped for a corridor-cup chit, or used when that cup is empty.
    out.push(...(corridor > 0 ? typesIn(maze, 'corridor').map(tag('corridor')) : labelled.map(tag('room'))));
  }
  return out;
}

/** Takes one chit at random out of a cup (stacked chits first). */
function takeFrom(maze: MazeState, dice: DiceState, cup: Cup): ChitTypeId {
  ownCups(maze);
  const stack = maze.stacked[cup];
  while (stack.length > 0) {
    const top = stack.shift()!;
    if (maze.cups[cup][top] > 0) {
      maze.cups[cup][top]--;
      return top;
    }
  }
  let i = randomIndex(dice, cupTotal(maze, cup));
  for (const id of chitTypeIds) {
    const n = maze.cups[cup][id];
    if (i < n) {
      maze.cups[cup][id]--;
      return id;
    }
    i -= n;
  }
  throw new Error(`The ${cup} cup is empty.`);
}

const cupName = (cup: Cup) => (cup === 'room' ? 'Room cup' : 'Corridor cup');
const chitName = (id: ChitTypeId) => describeChit(id);

/**
 * Draws the chit for an unexplored segment (5.22, 5.23, 5.25, 5.29). Chits that cannot be laid
 * are thrown back and another drawn; when none in reach can fit, the best match is taken.
 * Mutates `maze` (cups) and `dice`; returns the hand and what happened, in order.
 */
export function drawForSegment(
  maze: MazeState,
  dice: DiceState,
  target: Cell,
  entry: { dir: Dir; via: Via },
): { hand: Hand; events: DrawEvent[] } {
  const proc = drawProcedure(maze, target, entry.dir, entry.via);
  const events: DrawEvent[] = [];
  const candidates = reachableTypes(maze, proc);
  if (candidates.length === 0) throw new Error('Both cups are empty: no chit can be drawn.');
  const reach = exitsWithin(maze, step(target, entry.dir));
  // scored on demand (the scores depend on the laid chits only, not on the cups): most draws
  // learn that some chit fits from the first candidates, and score the drawn one alone
  const scoresByType = new Map<string, FacingScore[]>();
  const scoresOf = (cup: Cup, type: ChitTypeId): FacingScore[] => {
    const key = `${cup}:${type}`;
    let scores = scoresByType.get(key);
    if (!scores) {
      scores = scoreFacings(maze, type, target, entry, reach);
      scoresByType.set(key, scores);
    }
    return scores;
  };
  const anyFits = candidates.some((c) => scoresOf(c.cup, c.type).some(fits));
  const rule = proc === 'corridor' ? (entry.via === 'open' ? '5.22' : '5.23') : '5.23';

  if (!anyFits) {
    // 5.25: no chit fits: use one that matches as many neighbours as possible.
    const scored = candidates.map((c) => ({ ...c, scores: scoresOf(c.cup, c.type) }));
    const best = Math.max(...scored.map((c) => bestOf(c.scores)));
    const pool = scored.filter((c) => bestOf(c.scores) === best);
    const weights = pool.map((c) => maze.cups[c.cup][c.type]);
    let i = randomIndex(dice, weights.reduce((a, b) => a + b, 0));
    let pick = pool[0]!;
    for (let k = 0; k < pool.length; k++) {
      if (i < weights[k]!) {
        pick = pool[k]!;
        break;
      }
      i -= weights[k]!;
    }
    ownCups(maze)[pick.cup][pick.type]--;
    events.push({
      kind: 'chit-drawn',
      rule: '5.25',
      cup: pick.cup,
      chit: pick.type,
      text: `No chit in the cup can fit here; the ${chitName(pick.type)} matches the most sides. Sides that do not match will be impassable.`,
    });
    return { hand: { type: pick.type, cup: pick.cup, cell: target, entry, bestMatch: true }, events };
  }

  for (let guard = 0; guard < 10_000; guard++) {
    let cup: Cup = proc === 'corridor' ? 'corridor' : 'room';
    if (cupTotal(maze, cup) === 0) cup = cup === 'room' ? 'corridor' : 'room'; // DESIGNED: the other cup
    let type = takeFrom(maze, dice, cup);
    events.push({ kind: 'chit-drawn', rule, cup, chit: type, text: `Drew a ${chitName(type)} from the ${cupName(cup)}.` });
    if (proc === 'door' && cup === 'room' && chitTypes[type].labelledCorridor && cupTotal(maze, 'corridor') > 0) {
      maze.cups.room[type]++;
      events.push({ kind: 'chit-thrown-back', rule: '5.23', cup, chit: type, text: 'A "Corridor" chit: thrown back, and a corridor drawn instead.' });
      cup = 'corridor';
      type = takeFrom(maze, dice, cup);
      events.push({ kind: 'chit-drawn', rule: '5.23', cup, chit: type, text: `Drew a ${chitName(type)} from the Corridor cup.` });
    }
    const scores = scoresOf(cup, type);
    if (scores.some(fits)) return { hand: { type, cup, cell: target, entry, bestMatch: false }, events };
    maze.cups[cup][type]++;
    const onlyLastExit = scores.some((s) => s.mismatched === 0);
    events.push({
      kind: 'chit-thrown-back',
      rule: onlyLastExit ? '5.29' : '5.25',
      cup,
      chit: type,
      text: onlyLastExit
        ? `The ${chitName(type)} would close the last way on into the maze: thrown back.`
        : `The ${chitName(type)} cannot be laid to match its neighbours: thrown back.`,
    });
  }
  throw new Error('Drawing found no chit that fits after 10 000 draws.');
}

/** 5.13: the first chit comes from the Corridor cup and may face any way. */
export function drawEntrance(maze: MazeState, dice: DiceState): { hand: Hand; events: DrawEvent[] } {
  const cup: Cup = cupTotal(maze, 'corridor') > 0 ? 'corridor' : 'room';
  const type = takeFrom(maze, dice, cup);
  return {
    hand: { type, cup, cell: { ...maze.entrance }, entry: null, bestMatch: false },
    events: [{ kind: 'chit-drawn', rule: '5.13', cup, chit: type, text: `Drew a ${chitName(type)} from the ${cupName(cup)} for the entrance.` }],
  };
}
