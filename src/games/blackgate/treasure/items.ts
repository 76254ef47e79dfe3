/**
 * Magic items (BLACKGATE §14.4): rolling one (both dice, the weapon die, armour's Roll Twice),
 * and what happens when a character receives one as it is found: armour is put on (DM 9.32),
 * a potion tested by drinking a dose (DM 9.41, one kept; two untasted with a Potion Appraisal
 * medallion, DM 9.63), a medallion tried on (DM 9.61, Strangling 9.66), a sun talisman's extra
 * spell points (§11.1). Using items later is `use.ts`. Characters are mutated in place.
 */
import { mindTalisman } from '../data/negotiation';
import type { DiceState } from '../../../engine/dice';
import { RuleError } from '../../../engine/errors';
import { d6, rollCode, rollWithRollTwice } from '../../deathmaze/dice';
import type { BgWeapon, Sun } from '../data/characters';
import { faceRow } from '../data/characters';
import { bgMagicItemTable, magicItemColumns, magicWeaponBonusTable } from '../data/finds';
import { alive, currentRv, type BgCharacter, type BgItem } from '../party';
import { hurt, poison, type RuleEvent } from '../traps';

/** §14.4 weapon column to the CRT weapon it is. */
export const magicWeapons: Readonly<Record<string, BgWeapon>> = {
  Sword: 'sword', Hammer: 'hammer', Axe: 'axe', Bow: 'bow', Dagger: 'dagger', 'Throwing dagger': 'throwingDagger',
};

/** §14.4, DM 9.3: armour rows 1–3 give +1 WP, rows 4–5 +2; 6 rolls twice. */
const armourBonus = (row: number): number => (row <= 3 ? 1 : 2);

/** Sums the results of a Roll Twice queue (DATA ruling 6), each read by `value`. */
function rollTwiceSum(dice: DiceState, value: (face: number) => number): { total: number; faces: number[] } {
  const { results, faces } = rollWithRollTwice(dice);
  return { total: results.reduce((sum, f) => sum + value(f), 0), faces };
}

/**
 * §14.4: the first 1D6 picks the column, the second the row; a weapon then rolls its bonus
 * (1–3 +1, 4–5 +2, 6 twice and added), armour's row 6 rolls the row twice and adds.
 */
export function rollMagicItem(dice: DiceState, id: string, events: RuleEvent[]): BgItem {
  const columnFace = d6(dice);
  const column = magicItemColumns[columnFace - 1]!;
  let item: BgItem;
  let faces: number[];
  if (column === 'armour') {
    const rows = rollTwiceSum(dice, armourBonus); // row 6 is the table's "roll twice"
    item = { id, column, name: `WP +${rows.total}`, bonus: rows.total };
    faces = [columnFace, ...rows.faces];
  } else {
    const row = d6(dice);
    const name = bgMagicItemTable[column][row - 1]!.name;
    faces = [columnFace, row];
    if (column === 'weapon') {
      const bonus = rollTwiceSum(dice, (f) => faceRow(magicWeaponBonusTable, f, 'the magic weapon die') as number);
      item = { id, column, name, bonus: bonus.total };
      faces.push(...bonus.faces);
    } else {
      item = { id, column, name };
    }
  }
  events.push({ type: 'itemRolled', rule: '§14.4', faces, text: `A magic item: ${itemLabel(item)}.` });
  return item;
}

export function itemLabel(item: BgItem): string {
  switch (item.column) {
    case 'weapon':
      return `${item.name} +${item.bonus ?? 0}`;
    case 'armour':
      return `armour (${item.name})`;
    case 'potion':
      return `potion of ${item.name}`;
    case 'talisman':
      return `${item.name} talisman`;
    case 'medallion':
      return `medallion of ${item.name}`;
    case 'ring':
      return `ring of ${item.name}`;
  }
}

/** §11.4: Resist rings add to RV for any wearer, capped at 5 with the rest (§0.3); `currentRv` leaves rings out. */
export function resistance(c: BgCharacter): number {
  const rings = c.items.filter((i) => i.column === 'ring' && i.name.startsWith('Resist +')).reduce((n, i) => n + Number(i.name.slice('Resist +'.length)), 0);
  return Math.min(5, currentRv(c) + rings);
}

const holds = (c: BgCharacter, column: BgItem['column'], name: string): boolean => c.items.some((i) => i.column === column && i.name === name);

/** DM 9.63: someone standing in the party wears a Potion Appraisal medallion. */
export const appraiserIn = (party: readonly BgCharacter[]): BgCharacter | undefined =>
  party.find((c) => alive(c) && c.petrified !== true && holds(c, 'medallion', 'Potion Appraisal'));

/** The readonly Wound Points of a character, changed by armour put on or taken off (DM 9.32). */
function addWoundPoints(c: BgCharacter, n: number): void {
  (c as { woundPoints: number }).woundPoints += n;
}

/**
 * A potion's effect on who drinks it (DM 9.42–9.46): Healing 1D6 wounds, Poison 1D3 poison
 * wounds, Strength +1D6 CB for the next combat (B62: this one, if in a fight, is the combat
 * module's). A Charm potion drunk here finds no monster: no effect (DATA ruling 34); where one
 * is in reach, the fight (`combat/potions.ts`) or the stage (`stage/charming.ts`) applies it.
 */
export function drinkPotion(c: BgCharacter, potion: string, dice: DiceState, events: RuleEvent[]): void {
  switch (potion) {
    case 'Healing':
      healWounds(c, d6(dice), 'DM 9.42', 'the Healing potion', events);
      return;
    case 'Poison':
      poison(c, dice, 'DM 9.43', 'poison', events);
      return;
    case 'Strength': {
      const face = d6(dice);
      c.strength = Math.max(c.strength ?? 0, face);
      events.push({ type: 'strengthened', rule: 'DM 9.44', who: c.id, faces: [face], amount: face, text: `${c.name} drinks Strength: +${face} CB in the next combat.` });
      return;
    }
    default:
      events.push({ type: 'noEffect', rule: 'DATA ruling 34', who: c.id, text: `${c.name} drinks ${potion}, but there is no monster here to charm.` });
  }
}

/** Heals `n` wounds, never below none (DATA ruling 54: no spell-cost wounds exist here). Returns the wounds healed. */
export function healWounds(c: BgCharacter, n: number, rule: string, what: string, events: RuleEvent[], faces: number[] = []): number {
  const healed = Math.min(n, c.wounds);
  c.wounds -= healed;
  events.push({ type: 'healed', rule, who: c.id, faces, amount: healed, text: `${c.name} is healed by ${what}: ${healed} wound${healed === 1 ? '' : 's'} (${c.wounds}/${c.woundPoints}).` });
  return healed;
}

/** §11.1, §14.4: a sun talisman matching the sun, or an All-suns talisman, gives 1D3 spell points. */
export function talismanSpellPoints(c: BgCharacter, item: BgItem, sun: Sun | null, dice: DiceState, events: RuleEvent[]): number {
  if (item.column !== 'talisman' || sun === null) return 0;
  const matches = item.name === 'All suns' || item.name === `${sun[0]!.toUpperCase()}${sun.slice(1)} sun`;
  if (!matches) return 0;
  const roll = rollCode(dice, '1D3');
  c.spellPoints += roll.total;
  events.push({ type: 'spellPointsGained', rule: '§11.1', who: c.id, faces: roll.faces, amount: roll.total, text: `${c.name}'s ${item.name} talisman gives ${roll.total} spell point${roll.total === 1 ? '' : 's'}.` });
  return roll.total;
}

/**
 * §14.4, §14.5 step 2: `c` takes a found item. Armour is put on (one suit each, DM 9.32); a
 * potion is tested (DM 9.41: a dose drunk, one kept; an appraiser in the party names it and
 * both doses are kept, a poison poured away, DM 9.63); a medallion is tried on (DM 9.61: a
 * Strangling one does 2D6 wounds and is thrown away, 9.66); a talisman gives its spell points
 * for `sun`, the expedition's sun (pass null when none is to be given). Returns whether it is kept.
 */
export function receiveItem(c: BgCharacter, item: BgItem, party: readonly BgCharacter[], dice: DiceState, sun: Sun | null, events: RuleEvent[]): boolean {
  if (!alive(c)) throw new RuleError('§14.5', `${c.name} is dead and takes nothing`);
  if (item.column === 'armour') {
    if (c.items.some((i) => i.column === 'armour')) throw new RuleError('DM 9.32', `${c.name} already wears magic armour`);
    addWoundPoints(c, item.bonus ?? 0);
  }
  if (item.column === 'potion' && item.doses === undefined) {
    const expert = appraiserIn(party);
    if (expert) {
      events.push({ type: 'itemTested', rule: 'DM 9.63', who: expert.id, text: `${expert.name}'s medallion names the potion: ${item.name}.` });
      if (item.name === 'Poison') {
        events.push({ type: 'itemDropped', rule: 'DM 9.63', who: c.id, text: 'The poison is poured away.' });
        return false;
      }
      item.doses = 2;
    } else {
      events.push({ type: 'itemTested', rule: 'DM 9.41', who: c.id, text: `${c.name} tastes the potion: ${item.name}.` });
      drinkPotion(c, item.name, dice, events);
      item.doses = 1;
    }
  }
  if (item.column === 'medallion') {
    events.push({ type: 'itemTested', rule: 'DM 9.61', who: c.id, text: `${c.name} puts on the medallion: ${item.name}.` });
    if (item.name === 'Strangling') {
      const roll = rollCode(dice, '2D6');
      hurt(c, roll.total, 'DM 9.66', 'the strangling medallion', roll.faces, events);
      return false;
    }
  }
  if (!alive(c)) return false;
  c.items.push(item);
  events.push({ type: 'itemTaken', rule: '§14.5', who: c.id, text: `${c.name} takes the ${itemLabel(item)}.` });
  talismanSpellPoints(c, item, sun, dice, events);
  return true;
}

/** DM 9.17: outside combat and negotiation an item passes to another living character (armour off one, on the other). */
export function handOver(from: BgCharacter, itemId: string, to: BgCharacter, events: RuleEvent[]): void {
  const i = from.items.findIndex((x) => x.id === itemId);
  if (i < 0) throw new RuleError('DM 9.17', `${from.name} holds no item "${itemId}"`);
  if (from.id === to.id) throw new RuleError('DM 9.17', 'an item is handed to another character');
  if (!alive(to) || to.petrified === true) throw new RuleError('DM 9.17', `${to.name} cannot take it`);
  const item = from.items[i]!;
  if (item.column === 'armour') {
    if (to.items.some((x) => x.column === 'armour')) throw new RuleError('DM 9.32', `${to.name} already wears magic armour`);
    addWoundPoints(from, -(item.bonus ?? 0));
    addWoundPoints(to, item.bonus ?? 0);
  }
  from.items.splice(i, 1);
  to.items.push(item);
  events.push({ type: 'itemGiven', rule: 'DM 9.17', who: from.id, text: `${from.name} hands the ${itemLabel(item)} to ${to.name}.` });
  if (alive(from)) return;
  events.push({ type: 'died', rule: 'DM 9.32', who: from.id, text: `Without the armour, ${from.name}'s wounds are mortal.` });
}

/** §11.1, §14.4: at an expedition's start, each matching sun talisman and each All-suns talisman gives 1D3 spell points. */
export function expeditionTalismans(c: BgCharacter, sun: Sun | null, dice: DiceState, events: RuleEvent[]): number {
  let gained = 0;
  for (const item of c.items) gained += talismanSpellPoints(c, item, sun, dice, events);
  return gained;
}

/** §8.2, DM 9.64: the Oratory medallions worn by living characters (`NegotiationAids.oratoryMedallions`). */
export const oratoryMedallions = (party: readonly BgCharacter[]): number =>
  party.filter(alive).reduce((n, c) => n + c.items.filter((i) => i.column === 'medallion' && i.name === 'Oratory').length, 0);

/** §14.4 (DESIGNED): a Mind talisman adds 2 to the roll when its bearer is the negotiator (`NegotiationAids.spellBonus`). */
export const mindTalismanBonus = (negotiator: BgCharacter): number => (holds(negotiator, 'talisman', 'Mind') ? mindTalisman.bonus : 0);
