/**
 * Things that must hold after every action of every game. The simulator and the property
 * tests check them; a broken one is a bug in the engine.
 */
import { chitTypeIds } from './data/chitTypes';
import type { GameState } from './state';
import { cellKey, DIRS, opposite } from './board/grid';
import { chitsOnBoard, isBlocked, nextKey, reachableFromEntrance, sideOf } from './board/maze';
import { magicResistanceOf, marchingOrderProblem, mayUseWeapon } from './party/party';
import { MAX_MAGIC_RESISTANCE } from './data/adventurers';
import { memberIds } from './advanced/charm';
import { fightOn, hereKey } from './state';
import { sleepersSlain, weaponsCarriedAsItems } from './edition';

export const TOTAL_CHITS = 116;

/** Every broken invariant, described; empty when all hold. */
export function brokenInvariants(state: GameState): string[] {
  const out: string[] = [];
  const { maze } = state;
  const inHand = state.hand ? 1 : 0;
  // the cups counted and checked in one pass (cupTotal of each)
  let inCups = 0;
  const negative: string[] = [];
  for (const cup of ['room', 'corridor'] as const) {
    const counts = maze.cups[cup];
    for (const id of chitTypeIds) {
      const n = counts[id];
      inCups += n;
      if (n < 0) negative.push(`${cup} cup holds ${n} ${id}`);
    }
  }
  const total = chitsOnBoard(maze) + inCups + inHand;
  if (total !== TOTAL_CHITS) out.push(`chits not conserved: ${total} instead of ${TOTAL_CHITS}`);
  out.push(...negative);
  for (const key in maze.chits) {
    const chit = maze.chits[key]!;
    for (const d of DIRS) {
      const nb = maze.chits[nextKey(chit, d)];
      if (!nb) continue;
      const a = sideOf(chit, d);
      const b = sideOf(nb, opposite(d));
      const doorException = (a === 'O' && b === 'D') || (a === 'D' && b === 'O');
      if (a !== b && !doorException && !(isBlocked(chit, d) && isBlocked(nb, opposite(d)))) {
        out.push(`5.25: ${key} side ${d} (${a}) meets ${cellKey(nb)} (${b}) and is not impassable`);
      }
    }
  }
  if (state.phase.kind !== 'place' || state.hand?.entry) {
    const at = cellKey(state.party.at);
    if (!maze.chits[at]) out.push(`the party stands at ${at}, where no chit lies`);
    else if (!reachableFromEntrance(maze, true).has(at)) out.push(`the party at ${at} cannot be reached from the entrance`);
  }
  const living = memberIds(state);
  // 5.12 holds outside fights; in one (a charm chosen mid-fight included, 9.45) the combat rows rule (8.52)
  if (living.length > 0 && state.phase.kind !== 'over' && !fightOn(state)) {
    const problem = marchingOrderProblem(state.party.order, living);
    if (problem) out.push(`5.12: ${problem}`);
  }
  for (const a of state.party.adventurers) {
    if (a.wounds < 0) out.push(`${a.name} has ${a.wounds} wounds`);
    // 12.34: a petrified adventurer is out of the game with the wounds they had
    const petrified = !a.alive && a.stone !== undefined;
    if (!petrified && a.alive !== a.wounds < a.woundPoints) out.push(`${a.name} is ${a.alive ? 'alive' : 'dead'} with ${a.wounds}/${a.woundPoints} wounds`);
  }
  // 9.23 (edition 2): nobody carries a third weapon
  if (!weaponsCarriedAsItems(state)) for (const a of state.party.adventurers) if (a.items.some((i) => i.kind === 'weapon')) out.push(`9.23: ${a.name} carries a magical weapon besides their two`);
  // 7.14: every monster in a fight, on either side, has its Wound Points; so does every charmed one
  const inFight = state.combat ? (state.monsters[hereKey(state)]?.units ?? []).filter((u) => u.alive) : [];
  for (const u of [...inFight, ...state.party.charmed.map((c) => c.unit)]) if (u.woundPoints === undefined) out.push(`7.14: ${u.id} fights without Wound Points`);
  if (state.phase.kind === 'sleepers' && !(state.monsters[hereKey(state)]?.units ?? []).some((u) => u.alive && u.asleep)) out.push('ruling 23: waiting on sleepers, but none sleeps');
  out.push(...advancedProblems(state));
  return out;
}

/** The Advanced Game's own invariants (11.0–12.3), and that a Basic Game never shows its traces. */
function advancedProblems(state: GameState): string[] {
  const out: string[] = [];
  const advanced = state.setup.advanced === true;
  for (const a of state.party.adventurers) {
    const spent = a.spellWounds ?? 0;
    if (spent < 0 || spent > a.wounds) out.push(`11.22: ${a.name} has ${spent} spell wounds of ${a.wounds}`);
    const fountain = a.fountainWounds ?? 0;
    if (fountain < 0 || spent + fountain > a.wounds || (!advanced && a.fountainWounds !== undefined)) out.push(`11.22: ${a.name} has ${fountain} fountain wounds (${spent} spell wounds of ${a.wounds})`);
    if (a.mageArmor !== undefined && a.mageArmor <= 0) out.push(`11.3: ${a.name} keeps an empty Mage Armor (${a.mageArmor})`);
    if (magicResistanceOf(a) > MAX_MAGIC_RESISTANCE) out.push(`12.12: ${a.name} has Magic Resistance ${magicResistanceOf(a)}`);
    if (!a.weapons.every((w) => mayUseWeapon(a, w))) out.push(`11.11: ${a.name} wields ${a.weapons.join(', ')}`);
    if (a.class === 'wizard' && !(a.spells && a.spells.length >= 1)) out.push(`11.12: the Wizard ${a.name} knows no spell`);
    if (a.class !== 'wizard' && (a.spells?.length ?? 0) > 0) out.push(`11.14: ${a.name} knows spells but is no Wizard`);
    if (!advanced) {
      if (a.class === 'wizard' || a.spells !== undefined || a.spellWounds !== undefined || a.mageArmor !== undefined || a.stone !== undefined || a.charmedBy !== undefined) {
        out.push(`11.0: ${a.name} carries Advanced Game traits in a Basic Game`);
      }
      if (a.items.some((i) => i.kind === 'ring')) out.push(`9.7: ${a.name} has a ring in a Basic Game`);
    }
  }
  for (const a of state.party.adventurers) {
    if (a.charmedBy === undefined || state.phase.kind === 'over') continue;
    if (!a.alive) out.push(`12.36: the dead ${a.name} is still charmed`);
    else if (!state.combat?.monsterRows.flat().includes(a.id)) out.push(`12.36: ${a.name} is charmed by a Vampire but not in the monsters' rows`);
    if (state.party.order.flat().includes(a.id)) out.push(`12.36: the charmed ${a.name} still marches with the party`);
  }
  if (!advanced && (state.oratory !== undefined || state.poisoned !== undefined)) out.push('11.0: spell effects pending in a Basic Game');
  if (state.oratory && state.phase.kind !== 'encounter') out.push(`11.3: Oratory pending outside an encounter (${state.phase.kind})`);
  for (const [key, g] of Object.entries(state.monsters)) {
    for (const u of g.units) {
      // DATA ruling 23 (edition 2): a sleeper may be left to lie where the fight was won
      if (u.asleep && sleepersSlain(state) && state.phase.kind !== 'over' && (!state.combat || key !== hereKey(state))) out.push(`11.3: ${u.id} at ${key} sleeps outside a fight`);
      if (u.spared && state.phase.kind !== 'sleepers') out.push(`ruling 23: ${u.id} is marked spared after the sleepers were dealt with`);
      if (u.asleep && state.combat?.monsterRows.flat().includes(u.id)) out.push(`11.3: the sleeping ${u.id} stands in the combat rows`);
    }
  }
  return out;
}
