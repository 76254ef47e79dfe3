/**
 * Treasure taken (BLACKGATE §14.1, §14.5, §6.4): a killed group's hoards with their magic items,
 * chests for types I–L still shut (their traps wait for the opening, B30), and a dead
 * character's holdings back in the pool. Loot is a plain JSON value; opening the chests and
 * sharing it out are the players' choices, made as actions (stage/sharing.ts).
 */
import type { DiceState } from '../../../engine/dice';
import { RuleError } from '../../../engine/errors';
import { bgMonsters, type BgTreasureLetter } from '../data/monsters';
import type { BlackGateOptions } from '../data/options';
import type { MonsterGroup, MonsterInGroup } from '../encounter/group';
import { alive, type BgCharacter, type BgItem } from '../party';
import { rollHoard } from '../treasure';
import type { RuleEvent } from '../traps';
import { itemLabel, rollMagicItem } from './items';

/** B30: a chest's contents are rolled with the hoard; its trap die waits for the opening (B52). */
export interface Chest {
  readonly id: string;
  readonly letter: BgTreasureLetter;
  readonly contents: Loot;
  /** null until the chest is opened. */
  trapped: boolean | null;
}

export interface Loot {
  gold: number;
  jewels: number[];
  items: BgItem[];
  chests: Chest[];
}

export const emptyLoot = (): Loot => ({ gold: 0, jewels: [], items: [], chests: [] });

/** Adds `b` into `a`. */
export function addLoot(a: Loot, b: Loot): Loot {
  a.gold += b.gold;
  a.jewels.push(...b.jewels);
  a.items.push(...b.items);
  a.chests.push(...b.chests);
  return a;
}

/** A guardian's own letter where its group mixes kinds (§15.4); the lead's `MonsterInGroup.treasure`. */
const ownLetter = (m: MonsterInGroup): BgTreasureLetter | undefined => (m as { treasure?: BgTreasureLetter }).treasure;

/**
 * §14.1: each killed monster's treasure, with its own letter where it has one (the guardians)
 * or the group's, already shifted by the level. A Cow payer's hoard, rolled at Cow time and
 * less what it paid, is not rolled again (B52); every hoard's items are rolled (§14.4) right
 * after it. Types I–L go in an unopened chest (step 3). The group's bribes come back once
 * (step 4: `bribes` is emptied).
 */
export function killTreasure(
  group: MonsterGroup, killed: readonly MonsterInGroup[], dice: DiceState, options: BlackGateOptions, nextId: () => string, events: RuleEvent[],
): Loot {
  const loot = emptyLoot();
  for (const m of killed) {
    const letter = ownLetter(m) ?? group.treasureLetter;
    const hoard = m.hoard ?? rollHoard(dice, letter, options);
    const items: BgItem[] = [];
    for (let i = 0; i < hoard.items; i++) items.push(rollMagicItem(dice, nextId(), events));
    const contents: Loot = { gold: hoard.gold, jewels: [...hoard.jewels], items, chests: [] };
    events.push({
      type: 'treasureRolled', rule: m.hoard ? 'B52' : '§14.1', who: m.id,
      text: `${bgMonsters[m.type].name} ${m.id.replace(/^\D+/, '')}'s treasure (${letter}): ${describeLoot(contents)}${hoard.chest ? ', in a chest' : ''}.`,
    });
    if (hoard.chest) loot.chests.push({ id: nextId(), letter, contents, trapped: null });
    else addLoot(loot, contents);
  }
  if (group.bribes > 0) {
    events.push({ type: 'bribeRecovered', rule: 'LŚ 8.4', amount: group.bribes, text: `The ${group.bribes} GM paid as a bribe are taken back.` });
    loot.gold += group.bribes;
    group.bribes = 0;
  }
  return loot;
}

export function describeLoot(l: Loot): string {
  const parts: string[] = [];
  if (l.gold > 0) parts.push(`${l.gold} GM`);
  if (l.jewels.length > 0) parts.push(`jewels worth ${l.jewels.join(', ')} GM`);
  for (const i of l.items) parts.push(itemLabel(i));
  if (l.chests.length > 0) parts.push(`${l.chests.length} chest${l.chests.length === 1 ? '' : 's'}`);
  return parts.length > 0 ? parts.join(', ') : 'nothing';
}

/** §14.5 step 3: a dead character drops everything; it goes back into the segment's pool. */
export function dropHoldings(dead: BgCharacter): Loot {
  if (alive(dead)) throw new RuleError('§14.5', `${dead.name} is alive and keeps what it holds`);
  const loot: Loot = { gold: dead.gold, jewels: dead.jewels, items: dead.items, chests: [] };
  dead.gold = 0;
  dead.jewels = [];
  dead.items = [];
  return loot;
}
