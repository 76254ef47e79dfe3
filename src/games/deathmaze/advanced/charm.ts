/**
 * Charmed monsters (9.45, 9.46): a Charm Person potion takes control of an Evil Hero, Evil
 * Wizard, Evil Thief, Orc or Goblin; a Charm Monster potion of any other monster. The monster
 * joins the party's marching order and fights for it, earns no Experience and takes no share,
 * and turns on the party the moment its charmer dies.
 */
import type { PotionId } from '../data/treasure';
import { capitalize, livingUnits, rollWoundPointsInFight, withArticle, type MonsterUnit } from '../encounter/encounters';
import type { GameEvent } from '../events';
import { resistRoll } from '../dice';
import { releaseTurncoats } from './vampire';
import { hereKey, isAdvanced, livingAdventurer, monstersHere, RuleError, type GameState, type Phase } from '../state';
import { placeAtBack, vacate } from '../party/party';
import { tables } from '../tables';

export interface CharmedMonster {
  unit: MonsterUnit;
  /** The adventurer who controls it (9.45). */
  charmer: string;
}

export type CharmPotion = Extract<PotionId, 'charmPerson' | 'charmMonster'>;

/** Ids of everyone in the marching order: living adventurers and charmed tables(s).monsters. */
export function memberIds(s: GameState): string[] {
  return [...s.party.adventurers.filter((a) => a.alive).map((a) => a.id), ...s.party.charmed.map((c) => c.unit.id)];
}

/** The monsters here that this potion can take (9.45: the five humanoids; 9.46: any other). */
export function charmTargets(s: GameState, potion: CharmPotion): MonsterUnit[] {
  const group = monstersHere(s);
  if (!group) return [];
  return livingUnits(group).filter((u) => tables(s).monsters[u.monster].charmPerson === (potion === 'charmPerson'));
}

/** The potion takes effect: with a monster to take, the player picks which (or none). */
export function beginCharm(s: GameState, by: string, potion: CharmPotion, events: GameEvent[]): void {
  if (charmTargets(s, potion).length === 0) {
    events.push({ kind: 'item-used', rule: potion === 'charmPerson' ? '9.45' : '9.46', text: 'There is no monster here that the charm can take: it has no effect.', who: by });
    return;
  }
  s.charming = { by, potion, resume: s.phase };
  s.phase = { kind: 'charm' };
  events.push({ kind: 'item-used', rule: potion === 'charmPerson' ? '9.45' : '9.46', text: 'The charm takes hold: choose the monster to bring under control.', who: by });
}

/** The player takes control of `target`, or lets the charm go (`null`). */
export function chooseCharm(s: GameState, target: string | null, events: GameEvent[], after: (resume: Phase) => void): void {
  const pending = s.charming;
  if (s.phase.kind !== 'charm' || !pending) throw new RuleError('9.45', 'No charm is waiting for a target.');
  const charmer = livingAdventurer(s, pending.by, charmRule(pending.potion));
  if (target !== null) charmNamed(s, charmer.id, pending.potion, target, events);
  else events.push({ kind: 'charmed', rule: charmRule(pending.potion), text: `${charmer.name} lets the charm pass unused.`, who: charmer.id });
  s.charming = null;
  after(pending.resume);
}

export const charmRule = (potion: CharmPotion): string => (potion === 'charmPerson' ? '9.45' : '9.46');

/** Why `target` is not a monster this potion can take, or null (9.45, 9.46). */
export function charmTargetProblem(s: GameState, potion: CharmPotion, target: unknown): string | null {
  if (charmTargets(s, potion).some((u) => u.id === target)) return null;
  return potion === 'charmPerson' ? 'Charm Person takes only an Evil Hero, Evil Wizard, Evil Thief, Orc or Goblin that is here.' : 'Charm Monster takes any monster here but those five humanoids.';
}

/** The charm of `by`'s potion falls on `target`, a monster of its kind: it resists (11.25, Advanced Game) or joins the party. */
export function charmNamed(s: GameState, by: string, potion: CharmPotion, target: string, events: GameEvent[]): void {
  const problem = charmTargetProblem(s, potion, target);
  if (problem) throw new RuleError(charmRule(potion), problem);
  const unit = charmTargets(s, potion).find((u) => u.id === target)!;
  const mr = tables(s).monsters[unit.monster].mr;
  // 11.25: in the Advanced Game the monster may resist the potion's charm
  const roll = isAdvanced(s) ? resistRoll(s.dice, mr) : null;
  if (roll?.resisted) {
    events.push({ kind: 'resisted', rule: '11.25', text: `The ${tables(s).monsters[unit.monster].name} resists the charm: ${roll.face} against Magic Resistance ${mr}.`, dice: [roll.face], who: by, target: unit.id });
    return;
  }
  bringUnderControl(s, unit, by, charmRule(potion), events, roll ? [roll.face] : undefined);
}

/**
 * 9.45, 11.3 Charm: `unit` leaves its group (and the combat rows) and joins the party under
 * `charmer`'s control, in the backmost free box of the marching order.
 */
export function bringUnderControl(s: GameState, unit: MonsterUnit, charmerId: string, rule: string, events: GameEvent[], dice?: number[]): void {
  const charmer = s.party.adventurers.find((a) => a.id === charmerId)!;
  const group = monstersHere(s);
  if (group) {
    group.units = group.units.filter((u) => u.id !== unit.id);
    if (group.units.length === 0) delete s.monsters[hereKey(s)];
  }
  if (s.combat) {
    s.combat.monsterRows = vacate(s.combat.monsterRows, unit.id);
    s.combat.facingChosen = false;
  }
  // 9.45: now a member of the party; a Sleep spell (11.3) only kept it out of the monsters' side of the fight
  delete unit.asleep;
  // ruling (7.14, 9.45): its counter joins the marching order, so its Wound Points are rolled now if they were not
  const rolled = rollWoundPointsInFight(tables(s), s.dice, [unit]);
  s.party.charmed.push({ unit, charmer: charmer.id });
  placeAtBack(s.party.order, unit.id, 1); // 9.45: the first empty box from the back, never the front row
  events.push({ kind: 'charmed', rule, text: `${capitalize(withArticle(tables(s).monsters[unit.monster].name))} falls under ${charmer.name}'s control and joins the party.`, who: charmer.id, target: unit.id, ...(dice ? { dice } : {}) }, ...rolled);
  // ruling (12.36): a Vampire won over to the party frees those it had charmed, as its death would
  releaseTurncoats(s, unit.id, events);
}

/**
 * 9.45: when a charmer dies, the monster turns on the party at once: in combat it takes the
 * nearest gap in the monsters' rows; otherwise it attacks (the caller starts the combat).
 * Returns true when a monster turned outside combat.
 */
export function turnCharmed(s: GameState, events: GameEvent[]): boolean {
  s.party.charmed = s.party.charmed.filter((c) => c.unit.alive);
  const deadCharmer = (c: CharmedMonster) => !s.party.adventurers.find((a) => a.id === c.charmer)?.alive;
  const turning = s.party.charmed.filter(deadCharmer);
  if (turning.length === 0) return false;
  s.party.charmed = s.party.charmed.filter((c) => !deadCharmer(c));
  for (const c of turning) {
    s.party.order = vacate(s.party.order, c.unit.id);
    const group = monstersHere(s);
    if (s.combat && group) {
      group.units.push(c.unit);
    } else if (group && group.units.every((u) => u.monster === c.unit.monster) && group.attitude === 'hostile') {
      group.units.push(c.unit);
    } else {
      // only the turned monster attacks (9.45): any other monsters here step aside until it is dealt with
      if (group) s.monsters[`aside:${hereKey(s)}`] = group;
      s.monsters[hereKey(s)] = { units: [c.unit], origin: 'wandering', attitude: 'hostile', hoards: {} };
    }
    if (s.combat) {
      const rows = s.combat.monsterRows;
      const row = rows.find((r) => r.includes(null)) ?? (rows.push([null, null, null]), rows[rows.length - 1]!);
      row[row.indexOf(null)] = c.unit.id;
    }
    events.push({ kind: 'charmed', rule: '9.45', text: `With its charmer dead, the ${tables(s).monsters[c.unit.monster].name} turns on the party!`, target: c.unit.id });
  }
  return s.phase.kind !== 'combat' && s.phase.kind !== 'lineUp' && s.phase.kind !== 'over';
}
