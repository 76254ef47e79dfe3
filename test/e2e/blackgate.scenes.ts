/**
 * The scenes of the Black Gate's browser walks, set up headless. Two are found in campaigns the
 * ruleset's own player plays from a fixed setup (the first seed whose campaign takes a stair down,
 * the first that investigates a find); two are laid out by hand, as the stage tests do: a
 * staircase in hand beside a tile of level 2 that some facings do not match (LŚ 6.6), and the
 * Gate's countdown at its last step, the dice seeded so that Wendolyn's Hellgate destroys it and
 * the party walks back out. Each scene is a position and the steps the player takes from it; the
 * browser test stages the position on the table (`__blackgate.stage`) and plays the steps by hand.
 * Searching at run time keeps the scenes true when the rules' dice or player change.
 */
import { seedDice } from '../../src/engine/dice';
import { apply, legalActions, tryApply } from '../../src/engine/driver';
import { playOut } from '../../src/engine/runners';
import { blackGate, handView, levelKey, tileIds, tileTypes, type BgAction, type BgSetup, type BgState } from '../../src/games/blackgate';
import { boardWith } from '../../src/games/blackgate/board/builders';

export interface Scene {
  setup: BgSetup;
  state: BgState;
  /** What the player does from the position, in order. */
  plan: BgAction[];
}

const setupOf = (seed: number, heroes: string[]): BgSetup => ({ ruleset: 'blackgate', seed, request: { heroes, initiateRaces: ['human', 'elf', 'dwarf'] } });
const WALKERS = ['gislan', 'almuric', 'curvenol'];

/** The position before the first action `wanted` picks in the first seed's campaign that has one. */
function foundIn(wanted: (a: BgAction, s: BgState) => boolean, from = 1, count = 200): Scene {
  for (let seed = from; seed < from + count; seed++) {
    const setup = setupOf(seed, WALKERS);
    let state = blackGate.newGame(setup).state;
    let hit: Scene | null = null;
    playOut(blackGate, setup, `walk-${seed}`, {
      check: false,
      maxActions: 1500,
      onStep: (a, out) => {
        if (!hit && wanted(a, state)) hit = { setup, state, plan: [a] };
        state = out.state;
      },
    });
    if (hit) return hit;
  }
  throw new Error(`no campaign from seed ${from} to ${from + count - 1} has the scene: the Black Gate's player may have changed`);
}

/** Stage C, §6.3: down a stair. */
export const downScene = (): Scene => foundIn((a) => a.type === 'stairs' && a.way === 'down');

/** §13: a find investigated. */
export const findScene = (): Scene =>
  // one read by a die (LŚ 13.9): some investigations find the party's way barred first
  foundIn((a, s) => a.type === 'investigate' && apply(blackGate, s, a).events.some((e) => 'type' in e && e.type === 'findRolled'));

/**
 * LŚ 6.6: the party stands in a room north of the Gateway and has drawn a staircase for the cell
 * beyond it, while level 2 already holds a tile beside that cell: the facings whose side meets it
 * wrongly are refused, and one that meets every neighbour on all three levels is laid.
 */
export function stairScene(): Scene {
  const setup = setupOf(1, WALKERS);
  const dealt = blackGate.newGame(setup).state;
  const rooms = tileIds.filter((id) => tileTypes[id].feature !== 'staircase' && tileTypes[id].count > 0);
  const stairs = tileIds.filter((id) => tileTypes[id].feature === 'staircase');
  for (const room of rooms) for (const roomRot of ROTS) for (const stair of stairs) for (const beside of rooms) for (const rot of ROTS) {
    const board = boardWith([{ tile: room, x: 0, y: -1, rot: roomRot }, { tile: beside, x: 1, y: -2, level: 2, rot }]);
    const [gateway, standing] = [board.tiles['0,0,1']!, board.tiles['0,-1,1']!];
    // the room is reached from the Gateway, and left by its north side
    if (standing.sides[2] !== gateway.sides[0] || standing.sides[0] === 'W') continue;
    gateway.visited = standing.visited = true;
    board.container = { ...board.container, [stair]: board.container[stair] - 1 };
    board.hand = { tile: stair, cell: { x: 0, y: -2, level: 1 }, entry: 2, bestMatch: false };
    const from = { x: 0, y: -1, level: 1 } as const;
    const state = { ...dealt, board, party: { ...dealt.party, at: from }, stepping: { from, dir: 0, to: board.hand.cell, drawn: true }, phase: { kind: 'lay' } } as BgState;
    const hand = handView(state);
    const refused = hand?.facings.find((f) => f.refusal?.rule === 'LŚ 6.6');
    const laid = hand?.facings.find((f) => f.legal);
    if (!refused || !laid) continue;
    const lay = legalActions(blackGate, state).find((a) => a.type === 'lay' && a.rot === laid.rot);
    if (lay && tryApply(blackGate, state, lay).ok) return { setup, state, plan: [{ type: 'lay', rot: refused.rot }, lay] };
  }
  throw new Error('no room, staircase and neighbour on level 2 give a facing refused by LŚ 6.6 beside one laid');
}

const ROTS = [0, 1, 2, 3] as const;

/**
 * §15: the Gate's level known and its countdown at the last step, so the next cell entered is the
 * Gate; Wendolyn (Hellgate 4) destroys it, the party fights the Nameless One out, walks back to
 * the Gateway and leaves. The dice are the first seeding under which all of that happens.
 */
export function gateScene(): Scene {
  const setup = setupOf(1, ['lordDil', 'gislan', 'wendolyn']);
  const dealt = blackGate.newGame(setup).state;
  for (let k = 0; k < 400; k++) {
    const start: BgState = { ...dealt, board: { ...dealt.board, gate: { placed: false, at: null, level: 1 } }, countdown: 1, dice: seedDice(`gate-${k}`) };
    const plan: BgAction[] = [];
    let s = start;
    const play = (a: BgAction): boolean => {
      const out = tryApply(blackGate, s, a);
      if (!out.ok) return false;
      s = out.state;
      plan.push(a);
      return true;
    };
    if (!play({ type: 'go', dir: 0 }) || !play({ type: 'destroyGate', by: 'wendolyn' }) || !s.gateFallen) continue;
    const rng = seedDice(`gate-policy-${k}`);
    while (s.phase.kind === 'fight' && plan.length < 60) play(blackGate.policy!(s, rng)!);
    const standing = s.party.characters.every((c) => c.wounds < c.woundPoints);
    if (s.phase.kind !== 'explore' || !standing || levelKey(s.party.at) !== '0,-1,1') continue;
    if (!play({ type: 'go', dir: 2 }) || s.phase.kind !== 'explore' || !play({ type: 'leave' })) continue;
    const after: string = s.phase.kind; // play() moved it on
    if (after === 'outside' || after === 'over') return { setup, state: start, plan };
  }
  throw new Error('no seeding of the dice lets the party destroy the Gate and walk out');
}

/** The campaign a scene's plan makes, played headless (what the table must show after it). */
export function afterPlan(scene: Scene): BgState {
  let s = scene.state;
  for (const a of scene.plan) {
    const out = tryApply(blackGate, s, a);
    if (out.ok) s = out.state;
  }
  return s;
}
