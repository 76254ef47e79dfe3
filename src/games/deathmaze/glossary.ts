/**
 * The Deathmaze's words for its things: who a unit is ("Orc 2", "the charmed Ogre"), what an item
 * is called in a sentence ("an untested potion") and on a button ("Untested potion"), the
 * directions. Each move (moves/) names its action through these, for the log and for the table;
 * the table's own labels (src/ui/labels.ts) take them from here.
 */
import { weaponNames, type WeaponId } from './data/weapons';
import { medallionNames, potionNames, spiceNames } from './data/treasure';
import { monstersHere, type GameState } from './state';
import type { Adventurer } from './party/party';
import { itemName, type Item } from './party/treasure';
import { tables } from './tables';

export { itemName };

/** "Orc 2" when the group has several Orcs, else "Orc"; "the charmed Ogre" for the party's own. */
export function unitLabel(s: GameState, id: string): string {
  for (const group of Object.values(s.monsters)) {
    const unit = group.units.find((u) => u.id === id);
    if (!unit) continue;
    const same = group.units.filter((u) => u.monster === unit.monster);
    const name = tables(s).monsters[unit.monster].name;
    return same.length > 1 ? `${name} ${same.indexOf(unit) + 1}` : name;
  }
  const charmed = s.party.charmed.find((c) => c.unit.id === id);
  if (charmed) return `the charmed ${tables(s).monsters[charmed.unit.monster].name}`;
  return s.party.adventurers.find((a) => a.id === id)?.name ?? id;
}

export const nameOf = (s: GameState, id: string): string => s.party.adventurers.find((a) => a.id === id)?.name ?? unitLabel(s, id);

export function itemOf(s: GameState, who: string, index: number): string {
  const item = s.party.adventurers.find((a) => a.id === who)?.items[index];
  return item ? itemName(item) : 'an item';
}

export const weaponName = (w: string | undefined): string => (w && w in weaponNames ? weaponNames[w as WeaponId] : String(w ?? '?'));

/** A bonus with its sign: "+1", "-2". */
export const signed = (n: number): string => (n < 0 ? `${n}` : `+${n}`);
export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** "Corvin" for an id, or the id itself when nobody has it. */
export function adventurerName(s: GameState, id: string): string {
  return s.party.adventurers.find((a) => a.id === id)?.name ?? s.party.charmed.find((c) => c.unit.id === id)?.unit.id ?? id;
}

/** "the Werewolf" for a monster's id here (or a charmed one's), or the id itself. */
export function monsterTargetName(s: GameState, id: string): string {
  const u = monstersHere(s)?.units.find((x) => x.id === id) ?? s.party.charmed.find((c) => c.unit.id === id)?.unit;
  return u ? `the ${tables(s).monsters[u.monster].name}` : id;
}

export function adventurerOf(s: GameState, id: string): Adventurer | undefined {
  return s.party.adventurers.find((a) => a.id === id);
}

/** The item's name on a button: "Sword +1", "Untested potion", "Healing Potion (2 doses)". */
export function itemLabel(item: Item): string {
  switch (item.kind) {
    case 'weapon':
      return `${weaponName(item.weapon)} ${signed(item.bonus)}`;
    case 'armor':
      return `Magic armor (${signed(item.wp)} WP)`;
    case 'potion':
      return 'Untested potion';
    case 'knownPotion':
      return `${potionNames[item.potion]} (${plural(item.doses, 'dose')})`;
    case 'spice':
      return spiceNames[item.spice];
    case 'medallion':
      return 'Untested medallion';
    case 'knownMedallion':
      return medallionNames[item.medallion];
    case 'ring':
      return 'A ring (Advanced game)';
  }
}

/** The button name of the item an adventurer holds at that place, or "an item". */
export function heldLabel(s: GameState, who: string, index: number): string {
  const it = adventurerOf(s, who)?.items[index];
  return it ? itemLabel(it) : 'an item';
}

/** The four directions as the table says them (5.28). */
export const DIR_WORDS = ['north', 'east', 'south', 'west'] as const;
