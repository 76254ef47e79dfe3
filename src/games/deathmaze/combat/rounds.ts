/**
 * The rounds of a fight (8.2): the Party Combat Phase, the Monster Combat Phase, the Party and
 * the Monster Reorganization Phases (8.24, 8.25, 8.5), then the next round, until one side is
 * down (8.11).
 */
import { d6 } from '../dice';
import { isLegalReorganization, legalReorganizations as computeReorganizations, monsterReorganization } from './reorganization';
import { capitalize, fightingUnits, withArticle } from '../encounter/encounters';
import { combatHooks as hooks } from '../features';
import type { GameEvent } from '../events';
import type { MarchingOrder } from '../party/party';
import { tidyOrder } from '../party/party';
import { monstersHere, RuleError, type GameState } from '../state';
import { monsterGroup, unitById } from './blows';
import { tables } from '../tables';
import { nobodyLeftToAct } from './partyOptions';
import { monsterPhase } from './monsterCombat';
import { winCombat } from './victory';

/** legalReorganizations is pure and orders repeat a lot from round to round: remember recent answers. */
const reorganizationCache = new Map<string, MarchingOrder[]>();
export function legalReorganizations(order: MarchingOrder): MarchingOrder[] {
  const key = JSON.stringify(order);
  let hit = reorganizationCache.get(key);
  if (!hit) {
    if (reorganizationCache.size > 500) reorganizationCache.clear();
    hit = computeReorganizations(order);
    reorganizationCache.set(key, hit);
  }
  return hit;
}

export function beginPartyPhase(s: GameState, events: GameEvent[]): void {
  s.combat!.step = 'party';
  s.combat!.acted = [];
  if (nobodyLeftToAct(s)) endPartyPhase(s, events);
}

export function markActed(s: GameState, who: string, events: GameEvent[]): void {
  s.combat!.acted.push(who);
  if (s.phase.kind === 'combat' && s.combat!.step === 'party' && nobodyLeftToAct(s)) endPartyPhase(s, events);
}

/** Back in combat after a charm (9.45): the fight may be over, or the phase done. */
export function resumeCombat(s: GameState, events: GameEvent[]): void {
  const g = monstersHere(s);
  if (!g || fightingUnits(g).length === 0) {
    winCombat(s, g ?? { units: [], origin: 'wandering', attitude: 'hostile', hoards: {} }, events);
    return;
  }
  s.combat!.facingChosen = false;
  if (s.combat!.step === 'party' && nobodyLeftToAct(s)) endPartyPhase(s, events);
}

function endPartyPhase(s: GameState, events: GameEvent[]): void {
  monsterPhase(s, events);
  if (s.phase.kind !== 'combat') return;
  s.combat!.step = 'reorganize';
  const options = legalReorganizations(s.party.order);
  if (options.length <= 1) {
    if (options[0]) applyReorganization(s, options[0], events, true);
    else monsterReorganizationPhase(s, events);
  }
}

/** 8.24, 8.52: the player's one reorganization move (or the forced one). */
export function reorganize(s: GameState, order: MarchingOrder, events: GameEvent[]): void {
  if (s.phase.kind !== 'combat' || s.combat?.step !== 'reorganize') throw new RuleError('8.24', 'It is not the Party Reorganization Phase.');
  // an order just listed (the very array) is legal; any other is checked afresh
  if (!Array.isArray(order) || !(legalReorganizations(s.party.order).includes(order) || isLegalReorganization(s.party.order, order))) {
    throw new RuleError('8.52', 'One adventurer may move one row forward or back (straight or diagonally), others may only slide along their row without passing anyone; a front row of one must be filled from behind.');
  }
  applyReorganization(s, order, events, false);
}

function applyReorganization(s: GameState, order: MarchingOrder, events: GameEvent[], forced: boolean): void {
  const before = JSON.stringify(s.party.order);
  s.party.order = tidyOrder(order);
  if (JSON.stringify(s.party.order) !== before) {
    s.combat!.facingChosen = false;
    events.push({ kind: 'reorganized', rule: forced ? '8.24' : '8.52', text: forced ? 'The party closes up its front row.' : 'The party reorganizes.' });
  }
  monsterReorganizationPhase(s, events);
}

/** 8.25, 8.51, then the next round. */
function monsterReorganizationPhase(s: GameState, events: GameEvent[]): void {
  const c = s.combat!;
  const moved = monsterReorganization(c.monsterRows, () => d6(s.dice));
  c.monsterRows = moved.rows;
  if (moved.moved) {
    c.facingChosen = false;
    const unit = unitById(monsterGroup(s), moved.moved);
    const who = unit ? capitalize(withArticle(tables(s).monsters[unit.monster].name)) : `The charmed ${hooks(s).turncoat(s, moved.moved)?.name ?? moved.moved}`;
    events.push({ kind: 'reorganized', rule: '8.51', text: `${who} steps up to the front.`, ...(moved.faces.length ? { dice: moved.faces } : {}) });
  }
  c.round++;
  beginPartyPhase(s, events);
}
