/**
 * Treasure taken (BLACKGATE §14.1, §14.5, §6.4): a killed group's hoards with their magic items,
 * chests for types I–L opened (and their traps, B30), the loot shared out at once (B31), and a
 * dead character's holdings back in the pool. Loot is a plain JSON value.
 */
import type { DiceState } from '../../../engine/dice';
import { RuleError } from '../../../engine/errors';
import type { Sun } from '../data/characters';
import { bgMonsters, type BgTreasureLetter } from '../data/monsters';
import type { BlackGateOptions } from '../data/options';
import type { MonsterGroup, MonsterInGroup } from '../encounter/group';
import { shareGold, type TalkEvent } from '../encounter/negotiation';
import { alive, skillOf, standing, type BgCharacter, type BgItem } from '../party';
import { rollHoard } from '../treasure';
import { chestTrapRoll, springTrap, tryDisarm, type RuleEvent } from '../traps';
import { itemLabel, receiveItem, rollMagicItem } from './items';

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

/**
 * §6.4, B30: the chest's trap die, then the trap dealt with as §6.2 by the opener: a Detrap
 * character always tries first (B14; failing costs nothing more than not trying), a failure or
 * no try springs it on the opener (§6.3). The contents are returned for sharing out; the caller
 * removes the chest from its pool.
 */
export function openChest(
  chest: Chest, opener: BgCharacter, party: BgCharacter[], dice: DiceState, options: BlackGateOptions, events: RuleEvent[],
): Loot {
  if (chest.trapped !== null) throw new RuleError('§14.1', 'this chest is already open');
  if (!standing(opener)) throw new RuleError('§6.4', `${opener.name} cannot open a chest`);
  chest.trapped = chestTrapRoll(dice, events);
  if (chest.trapped) {
    const disarmed = skillOf(opener, 'detrap') > 0 && tryDisarm(opener, dice, events);
    if (!disarmed) springTrap(opener, party, dice, options, events);
  }
  events.push({ type: 'chestOpened', rule: '§14.1', who: opener.id, text: `The chest holds ${describeLoot(chest.contents)}.` });
  return chest.contents;
}

/** Who is given a jewel or an item when the players name no one. */
export interface DivideChoice {
  /** §14.5 step 1: the gold left over (default: the first living character). */
  remainderTo?: string;
  /** §14.5 step 2: by item id, or `jewel<i>` for `loot.jewels[i]`. */
  to?: Record<string, string>;
}

const worth = (c: BgCharacter): number => c.gold + c.jewels.reduce((a, b) => a + b, 0);

/**
 * §14.5, B31: gold equally among the living, rounded down, the rest to `remainderTo`; each
 * jewel and item to the character `to` names. Unnamed ones go by a fair rule of ours: jewels,
 * dearest first, each to the living character then worth least (gold and jewels), items each
 * to the one then holding fewest (armour skipping those who wear some), ties to the earlier in
 * the party's order. Items are received as found (`receiveItem`: tested, put on); `sun` gives
 * a talisman's spell points. Chests must be opened first (§14.1 step 3).
 */
export function divideLoot(
  party: BgCharacter[], loot: Loot, choice: DivideChoice, dice: DiceState, sun: Sun | null, events: RuleEvent[],
): void {
  if (loot.chests.length > 0) throw new RuleError('§14.1', 'open the chests before sharing out what is in them');
  const living = party.filter(alive);
  if (living.length === 0) throw new RuleError('§14.5', 'no one is left alive to take the treasure');
  const named = (key: string, rule: string): BgCharacter | undefined => {
    const id = choice.to?.[key];
    if (id === undefined) return undefined;
    const c = living.find((x) => x.id === id);
    if (!c) throw new RuleError(rule, `"${id}" is not a living character`);
    return c;
  };
  if (choice.remainderTo !== undefined && !living.some((c) => c.id === choice.remainderTo)) {
    throw new RuleError('§14.5', `"${choice.remainderTo}" is not a living character`);
  }
  if (loot.gold > 0) shareGold(party, loot.gold, choice.remainderTo, events as unknown as TalkEvent[]);
  const order = loot.jewels.map((gm, i) => ({ gm, i })).sort((a, b) => b.gm - a.gm || a.i - b.i);
  for (const { gm, i } of order) {
    const c = named(`jewel${i}`, '§14.5') ?? least(living, worth);
    c.jewels.push(gm);
    events.push({ type: 'jewelTaken', rule: '§14.5', who: c.id, amount: gm, text: `${c.name} takes a jewel worth ${gm} GM.` });
  }
  for (const item of loot.items) {
    const now = living.filter(alive); // a tested item can kill its taker (a Strangling medallion)
    if (now.length === 0) break;
    const fits = item.column === 'armour' ? now.filter((c) => !c.items.some((x) => x.column === 'armour')) : now;
    if (fits.length === 0 && choice.to?.[item.id] === undefined) {
      events.push({ type: 'itemLeft', rule: 'DM 9.32', text: `No one can wear another suit of armour (${item.name}): it is left behind.` });
      continue;
    }
    const c = named(item.id, '§14.5') ?? least(fits, (x) => x.items.length);
    receiveItem(c, item, party, dice, sun, events);
  }
  loot.gold = 0;
  loot.jewels = [];
  loot.items = [];
}

function least(cs: BgCharacter[], by: (c: BgCharacter) => number): BgCharacter {
  let best = cs[0]!;
  for (const c of cs) if (by(c) < by(best)) best = c;
  return best;
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
