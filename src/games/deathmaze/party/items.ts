/**
 * Magic items in use (9.2–9.6): wielding weapons, wearing armor, testing and drinking potions,
 * spices, medallions, and handing items between adventurers (9.17). Functions mutate the draft.
 */
import { d6, halveUp, rollCode } from '../dice';
import { medallionNames, potionNames, spiceNames, type PotionId } from '../data/treasure';
import { weaponNames } from '../data/weapons';
import { woundAdventurer } from '../encounter/encounters';
import type { GameEvent } from '../events';
import { healable, mayUseWeapon, wears, type Adventurer } from './party';
import { itemName, rollMedallionType, rollPotionType, type Item } from './treasure';
import { beginCharm, charmNamed, charmRule, charmTargetProblem, charmTargets, type CharmPotion } from '../advanced/charm';
import { livingAdventurer, RuleError, type Action, type GameState } from '../state';
import { charmAfterDrinking, weaponsCarriedAsItems } from '../edition';
import { tables } from '../tables';


/** 9.64: every Oratory medallion in the party adds 2 to negotiation rolls. */
export function oratoryBonus(s: GameState): number {
  return 2 * s.party.adventurers.filter((a) => a.alive).reduce((n, a) => n + a.items.filter((i) => i.kind === 'knownMedallion' && i.medallion === 'oratory').length, 0);
}

/** 9.63: someone in the party can appraise potions. */
const appraiser = (s: GameState): Adventurer | undefined => s.party.adventurers.find((a) => a.alive && wears(a, 'potionAppraisal'));

/** Poison, unless a Neutralize Poison medallion is worn (9.62). Returns the events. */
export function poison(s: GameState, a: Adventurer, rule: string, cause: string): GameEvent[] {
  if (wears(a, 'neutralizePoison')) return [{ kind: 'wounded', rule: '9.62', text: `${a.name}'s medallion neutralizes the ${cause}.`, who: a.id, amount: 0 }];
  const face = d6(s.dice);
  return woundAdventurer(a, halveUp(face), rule, cause, [face]);
}

/** 9.42: heals 1D6 wounds, never below none. */
function heal(s: GameState, a: Adventurer, rule: string, what: string): GameEvent[] {
  const face = d6(s.dice);
  const healed = Math.min(face, healable(a)); // 11.22: spell costs are never cured
  a.wounds -= healed;
  return [{ kind: 'healed', rule, text: `${a.name} takes the ${what} and heals ${healed} wound${healed === 1 ? '' : 's'} (${a.wounds}/${a.woundPoints}).`, dice: [face], who: a.id, amount: healed }];
}

/** 9.44, 9.54: 1D6 combat bonus for this combat, or the next. */
function strengthen(s: GameState, a: Adventurer, rule: string, what: string): GameEvent[] {
  const face = d6(s.dice);
  a.strength = Math.max(a.strength, face);
  return [{ kind: 'strengthened', rule, text: `${a.name} takes the ${what}: +${face} to every attack in ${s.combat ? 'this' : 'the next'} combat.`, dice: [face], who: a.id, amount: face }];
}

/**
 * A potion's effect on the one who drinks it (9.42–9.46). The Charm potions need a monster of
 * the right kind in the segment; with none the dose is spent for nothing (9.45).
 */
function drink(s: GameState, a: Adventurer, potion: PotionId): GameEvent[] {
  switch (potion) {
    case 'healing':
      return heal(s, a, '9.42', 'Healing potion');
    case 'poison':
      return poison(s, a, '9.43', 'poison');
    case 'strength':
      return strengthen(s, a, '9.44', 'Strength potion');
    case 'charmPerson':
    case 'charmMonster': {
      const events: GameEvent[] = [];
      beginCharm(s, a.id, potion, events);
      return events;
    }
  }
}

/** 9.41 / 6.13 / 6.23: a delegate tests an unknown potion; one dose remains (two, untested, with an appraiser, 9.63). */
export function testPotion(s: GameState, a: Adventurer, rule: string, mayAppraise = true): { item: Item | null; events: GameEvent[] } {
  const { potion, steps } = rollPotionType(tables(s), s.dice);
  const faces = steps.flatMap((st) => st.faces);
  const expert = mayAppraise ? appraiser(s) : undefined;
  if (expert) {
    const events: GameEvent[] = [{ kind: 'item-tested', rule: '9.63', text: `${expert.name}'s medallion tells it at a glance: ${potionNames[potion]}.`, dice: faces, who: expert.id }];
    if (potion === 'poison') {
      events.push({ kind: 'item-used', rule: '9.63', text: 'The poison is poured away harmlessly.', who: expert.id });
      return { item: null, events };
    }
    return { item: { kind: 'knownPotion', potion, doses: 2 }, events };
  }
  const events: GameEvent[] = [{ kind: 'item-tested', rule, text: `${a.name} tastes the potion: ${potionNames[potion]}.`, dice: faces, who: a.id }];
  events.push(...drink(s, a, potion));
  return { item: { kind: 'knownPotion', potion, doses: 1 }, events };
}

/** 9.61, 9.66: a delegate tries on an unknown medallion. A Medallion of Strangling is thrown away after. */
export function testMedallion(s: GameState, a: Adventurer): { item: Item | null; events: GameEvent[] } {
  const { medallion, steps } = rollMedallionType(tables(s), s.dice);
  const events: GameEvent[] = [{ kind: 'item-tested', rule: '9.61', text: `${a.name} puts on the medallion: ${medallionNames[medallion]}.`, dice: steps.flatMap((st) => st.faces), who: a.id }];
  if (medallion === 'strangling') {
    const roll = rollCode(s.dice, '2D6');
    events.push(...woundAdventurer(a, roll.total, '9.66', 'the strangling medallion', roll.faces));
    return { item: null, events };
  }
  return { item: { kind: 'knownMedallion', medallion }, events };
}

/** 9.32: one suit of magical armor a person. */
const armorOf = (a: Adventurer): Extract<Item, { kind: 'armor' }> | undefined => a.items.find((i): i is Extract<Item, { kind: 'armor' }> => i.kind === 'armor');

/** 11.11: a Wizard neither uses nor carries weapons other than daggers and throwing daggers. */
export const mayHold = (a: Adventurer, item: Item): boolean => item.kind !== 'weapon' || mayUseWeapon(a, item.weapon);

/**
 * Gives `item` to `a`: armor is donned (9.32), unknown potions and medallions tested (9.41,
 * 9.61), a magical weapon taken in hand in place of the weapon in `slot` (9.23; edition 1
 * carried it as an item, to be wielded later).
 */
export function receive(s: GameState, a: Adventurer, item: Item, events: GameEvent[], slot?: number): void {
  if (!mayHold(a, item)) throw new RuleError('11.11', `${a.name} is a Wizard: daggers and throwing daggers only.`);
  if (item.kind === 'weapon' && !weaponsCarriedAsItems(s)) {
    takeUpWeapon(s, a, item, slot, events);
    return;
  }
  if (item.kind === 'armor') {
    if (armorOf(a)) throw new RuleError('9.32', `${a.name} already wears magical armor.`);
    a.woundPoints += item.wp;
    events.push({ kind: 'item-taken', rule: '9.32', text: `${a.name} dons the ${itemName(item)}: ${a.woundPoints} Wound Points.`, who: a.id });
    a.items.push(item);
    return;
  }
  if (item.kind === 'potion') {
    const tested = testPotion(s, a, '9.41');
    events.push(...tested.events);
    if (tested.item && a.alive) a.items.push(tested.item);
    return;
  }
  if (item.kind === 'medallion') {
    const tested = testMedallion(s, a);
    events.push(...tested.events);
    if (tested.item && a.alive) a.items.push(tested.item);
    return;
  }
  a.items.push(item);
  events.push({ kind: 'item-taken', rule: '9.17', text: `${a.name} takes ${itemName(item)}.`, who: a.id });
}

/**
 * 9.23: nobody carries more than two weapons: the one in `slot` is laid down for the magical
 * weapon. A magical one laid down goes back among the finds for someone else; an ordinary one
 * stays where it falls.
 */
function takeUpWeapon(s: GameState, a: Adventurer, item: Extract<Item, { kind: 'weapon' }>, slot: number | undefined, events: GameEvent[]): void {
  if (slot !== 0 && slot !== 1) throw new RuleError('9.23', `${a.name} carries two weapons: say which one to lay down for the ${itemName(item)}.`);
  const dropped = a.weapons[slot];
  const bonus = a.weaponBonus[slot] ?? 0;
  if (dropped !== undefined && bonus > 0) s.loot.push({ kind: 'weapon', weapon: dropped, bonus });
  a.weapons[slot] = item.weapon;
  a.weaponBonus[slot] = item.bonus;
  a.ready = slot;
  const left = dropped === undefined ? '' : bonus > 0 ? `lays down the ${itemName({ kind: 'weapon', weapon: dropped, bonus })} for the others and ` : `leaves the ${weaponNames[dropped]} behind and `;
  events.push({ kind: 'item-taken', rule: '9.23', text: `${a.name} ${left}takes up the ${itemName(item)}.`, who: a.id });
}

/** 9.17: items change hands and weapons are taken up outside combat and negotiation. */
const outsideFight = (s: GameState): boolean => ['explore', 'trap', 'loot'].includes(s.phase.kind);

/** 9.17, 9.32: outside combat and negotiation an item passes to another adventurer. */
export function giveItem(s: GameState, who: string, index: number, to: string, events: GameEvent[]): void {
  if (!outsideFight(s)) throw new RuleError('9.17', 'Items change hands only outside combat and negotiation.');
  const from = livingAdventurer(s, who, '9.17');
  const dest = livingAdventurer(s, to, '9.17');
  const item = Number.isInteger(index) ? from.items[index] : undefined;
  if (!item) throw new RuleError('9.17', `${from.name} carries no such item.`);
  if (from.id === dest.id) throw new RuleError('9.17', 'An item is given to another adventurer.');
  if (item.kind === 'armor' && armorOf(dest)) throw new RuleError('9.32', `${dest.name} already wears magical armor.`);
  from.items.splice(index, 1);
  events.push({ kind: 'item-given', rule: '9.17', text: `${from.name} hands ${itemName(item)} to ${dest.name}.`, who: from.id, target: dest.id });
  takeOffArmor(from, item, events);
  receive(s, dest, item, events);
}

/** 9.32: taking magical armor off takes its Wound Points away, and may kill the one who wore it. */
function takeOffArmor(a: Adventurer, item: Item, events: GameEvent[]): void {
  if (item.kind !== 'armor') return;
  a.woundPoints -= item.wp;
  if (a.wounds >= a.woundPoints) {
    a.alive = false;
    events.push({ kind: 'died', rule: '9.32', text: `Without the armor, ${a.name}'s wounds are mortal.`, who: a.id, cause: 'taking off armor' });
  }
}

/** 9.17: outside combat and negotiation an adventurer may throw away anything carried (a known poison, a spent ring). */
export function dropItem(s: GameState, who: string, index: number, events: GameEvent[]): void {
  if (!outsideFight(s)) throw new RuleError('9.17', 'Nothing is thrown away in combat or negotiation: only when the party is not facing monsters.');
  const a = livingAdventurer(s, who, '9.17');
  const item = Number.isInteger(index) ? a.items[index] : undefined;
  if (!item) throw new RuleError('9.17', `${a.name} carries no such item.`);
  a.items.splice(index, 1);
  events.push({ kind: 'item-dropped', rule: '9.17', text: `${a.name} throws away ${itemName(item)}.`, who: a.id });
  takeOffArmor(a, item, events);
}

/** 9.23: a magical weapon carried as an item replaces one of the adventurer's two weapons. */
export function wieldWeapon(s: GameState, who: string, index: number, slot: number, events: GameEvent[]): void {
  if (!outsideFight(s)) throw new RuleError('9.23', 'A weapon is taken up outside combat and negotiation.');
  const a = livingAdventurer(s, who, '9.23');
  const item = Number.isInteger(index) ? a.items[index] : undefined;
  if (!item || item.kind !== 'weapon') throw new RuleError('9.23', `${a.name} carries no magical weapon there.`);
  if (!mayUseWeapon(a, item.weapon)) throw new RuleError('11.11', `${a.name} is a Wizard: daggers and throwing daggers only.`);
  if (!Number.isInteger(slot) || slot < 0 || slot > 1) throw new RuleError('9.23', 'Choose which of the two weapons to leave behind.');
  const dropped = a.weapons[slot];
  a.items.splice(index, 1);
  a.weapons[slot] = item.weapon;
  a.weaponBonus[slot] = item.bonus;
  a.ready = slot;
  events.push({
    kind: 'item-used',
    rule: '9.23',
    text: `${a.name} ${dropped ? `leaves the ${weaponNames[dropped]} behind and ` : ''}takes up the ${itemName(item)}.`,
    who: a.id,
  });
}

/**
 * `who` uses carried item `index`: drinks a known potion (9.42–9.46) or takes a spice (9.52–9.56).
 * A known charm potion is drunk at `target`, a monster of its kind, or refused with the dose kept
 * (9.45, 9.46; edition 1 drank it first and asked for the monster after). Combat-only items are
 * refused elsewhere.
 */
export function useItem(s: GameState, who: string, index: number, events: GameEvent[], target?: string): void {
  const a = livingAdventurer(s, who, '9.17');
  const item = Number.isInteger(index) ? a.items[index] : undefined;
  if (!item) throw new RuleError('9.17', `${a.name} carries no such item.`);
  if (item.kind === 'knownPotion') {
    if (item.potion === 'poison') throw new RuleError('9.43', 'Nobody drinks a known poison.');
    const charm = isCharmPotion(item.potion) && !charmAfterDrinking(s) ? item.potion : null;
    if (charm) {
      const problem = charmTargetProblem(s, charm, target);
      if (problem) throw new RuleError(charmRule(charm), problem);
    }
    item.doses--;
    if (item.doses <= 0) a.items.splice(index, 1);
    if (charm) {
      events.push({ kind: 'item-used', rule: charmRule(charm), text: `${a.name} drinks the ${potionNames[charm]} potion.`, who: a.id });
      charmNamed(s, a.id, charm, target!, events);
    } else events.push(...drink(s, a, item.potion));
    return;
  }
  if (item.kind !== 'spice') throw new RuleError('9.17', `The ${itemName(item)} is not something to use up: it works while carried or wielded.`);
  switch (item.spice) {
    case 'mustard':
      events.push(...heal(s, a, '9.52', 'Mustard'));
      break;
    case 'spinach':
      events.push(...strengthen(s, a, '9.54', 'Spinach'));
      break;
    case 'cannabis':
      // DATA ruling 32: the next combat, even when taken in one (a dose already working lasts this one out)
      a.cannabis = a.cannabis === 'now' || a.cannabis === 'both' ? 'both' : 'next';
      events.push({ kind: 'item-used', rule: '9.56', text: `${a.name} takes the Cannabis: two attacks a phase, on the same monster, in the next combat.`, who: a.id });
      break;
    default:
      throw new RuleError(spiceRule[item.spice], spiceWhen[item.spice]);
  }
  a.items.splice(index, 1);
}

const isCharmPotion = (p: PotionId): p is CharmPotion => p === 'charmPerson' || p === 'charmMonster';

const spiceRule = { sesame: '9.53', redPepper: '9.55', cloves: '9.57', mustard: '9.52', spinach: '9.54', cannabis: '9.56' } as const;
const spiceWhen = {
  sesame: 'Sesame opens a trapped door or chest: use it when a trap is found, before any Thief tries.',
  redPepper: 'Red Pepper is breathed in combat, from the front row, instead of an attack.',
  cloves: 'Cloves peg shut a door the party has just opened, instead of negotiating or fighting.',
  mustard: '',
  spinach: '',
  cannabis: '',
} as const;

/** Who carries a given spice (index into their items). */
export function spiceHolders(s: GameState, spice: keyof typeof spiceNames): { who: string; index: number }[] {
  const out: { who: string; index: number }[] = [];
  for (const a of s.party.adventurers) {
    if (!a.alive) continue;
    a.items.forEach((i, index) => {
      if (i.kind === 'spice' && i.spice === spice) out.push({ who: a.id, index });
    });
  }
  return out;
}

/** Takes one spice of this kind from `who`, or refuses. */
export function spendSpice(s: GameState, who: string, spice: keyof typeof spiceNames): Adventurer {
  const a = livingAdventurer(s, who, spiceRule[spice]);
  const index = a.items.findIndex((i) => i.kind === 'spice' && i.spice === spice);
  if (index < 0) throw new RuleError(spiceRule[spice], `${a.name} has no ${spiceNames[spice]}.`);
  a.items.splice(index, 1);
  return a;
}

/** An item that can be used now: its carrier, its index, and the monster a known charm potion would be drunk at. */
export interface UsableItem {
  who: string;
  item: number;
  target?: string;
}

/**
 * Items that can be used now by their carriers. Healing is never refused for want of wounds
 * (9.42, 9.52); a known charm potion is offered at each monster of its kind here (9.45, 9.46).
 */
export function usableItems(s: GameState): UsableItem[] {
  const out: UsableItem[] = [];
  for (const a of s.party.adventurers) {
    if (!a.alive) continue;
    a.items.forEach((i, item) => {
      if (i.kind === 'knownPotion' && isCharmPotion(i.potion)) {
        const targets = charmTargets(s, i.potion);
        if (charmAfterDrinking(s)) {
          if (targets.length > 0) out.push({ who: a.id, item });
        } else for (const u of targets) out.push({ who: a.id, item, target: u.id });
        return;
      }
      const potion = i.kind === 'knownPotion' && i.potion !== 'poison';
      const spice = i.kind === 'spice' && (i.spice === 'spinach' || i.spice === 'cannabis' || i.spice === 'mustard');
      if (potion || spice) out.push({ who: a.id, item });
    });
  }
  return out;
}

/** The `use` action for a usable item. */
export const useAction = (u: UsableItem): Extract<Action, { type: 'use' }> => ({ type: 'use', who: u.who, item: u.item, ...(u.target !== undefined ? { target: u.target } : {}) });

/** A combat begins: Cannabis taken before it takes effect (9.56). */
export function combatBegins(s: GameState): void {
  for (const a of s.party.adventurers) if (a.cannabis === 'next' || a.cannabis === 'both') a.cannabis = 'now';
}

/** After a combat: Strength, Cannabis and a Cronk's stench wear off (9.44, 9.56, 12.32). */
export function combatOver(s: GameState): void {
  for (const a of s.party.adventurers) {
    a.strength = 0;
    delete a.nauseated;
    if (a.cannabis === 'now') a.cannabis = null;
    else if (a.cannabis === 'both') a.cannabis = 'next';
  }
}
