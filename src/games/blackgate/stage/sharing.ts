/**
 * Treasure shared out (BLACKGATE §14.1 step 3, §14.5, §6.4, B30, B31, B51): what a fight, a find
 * or a fallen character leaves on the segment waits in the party's pool. Its chests are opened
 * one by one (§14.1 step 3): each one's trap die is rolled (B30) and a trapped one is dealt with
 * by the delegate the players name, as a door's trap (§6.2: the `trap` phase, source `chest`).
 * Then its gold is split equally among the living at once, and the players give the remainder,
 * each jewel and each item to a character of their choice, one `share` at a time (§14.5 steps
 * 1–2). Where only one character could take a thing, it takes it. Until the pool is empty the
 * party does nothing else (§14.5: "at once").
 */
import * as v from 'valibot';
import { RuleError } from '../../../engine/errors';
import { alive, type BgCharacter, type BgItem } from '../party';
import { chestTrapRoll } from '../traps';
import { itemLabel, receiveItem } from '../treasure/items';
import { describeLoot, type Chest, type Loot } from '../treasure/loot';
import type { BgEvent, BgState } from '../state';
import { defineBgMove, id } from './moveRecord';

/** Treasure on the party's segment still to be shared out (§14.5). */
export interface Pool {
  /** Gold marks not yet shared: before the split, the whole; after it, the remainder awaiting the players' choice. */
  gold: number;
  /** Whether `gold` is the remainder of a split already made (§14.5 step 1). */
  split: boolean;
  jewels: number[];
  items: BgItem[];
  /** Items a fallen character dropped (§14.5 step 3): handed on as they are, never tested again. */
  dropped: string[];
  /** Chests still shut (§14.1 step 3), the first to be opened next. */
  chests: Chest[];
}

/** §14.5: the remainder (`gold`), a jewel (`jewel<i>`, by its place in the pool) or an item (its id) given to `to`. */
export type ShareAction = { type: 'share'; what: string; to: string };

/** Treasure taken here goes into the pool (with `dropped`, a fallen character's own items). */
export function addToPool(s: BgState, loot: Loot, dropped = false): void {
  if (loot.gold === 0 && loot.jewels.length === 0 && loot.items.length === 0 && loot.chests.length === 0) return;
  const pool = (s.pool ??= { gold: 0, split: false, jewels: [], items: [], dropped: [], chests: [] });
  if (loot.gold > 0 && pool.split) {
    // a remainder still waits: it is shared again with the new gold
    pool.split = false;
  }
  pool.gold += loot.gold;
  pool.jewels.push(...loot.jewels);
  pool.items.push(...loot.items);
  if (dropped) pool.dropped.push(...loot.items.map((i) => i.id));
  pool.chests.push(...loot.chests);
}

const fitsFor = (item: BgItem, living: readonly BgCharacter[]): BgCharacter[] =>
  item.column === 'armour' ? living.filter((c) => !c.items.some((x) => x.column === 'armour')) : [...living]; // DM 9.32: one suit each

function giveItem(s: BgState, pool: Pool, item: BgItem, to: BgCharacter, events: BgEvent[]): void {
  pool.items.splice(pool.items.indexOf(item), 1);
  const dropped = pool.dropped.includes(item.id);
  pool.dropped = pool.dropped.filter((x) => x !== item.id);
  // a dropped item was tested once and its talisman's points given: only put on (armour) or taken
  receiveItem(to, item, s.party.characters, s.dice, dropped ? null : s.sun, events as never[]);
}

function giveJewel(pool: Pool, i: number, to: BgCharacter, events: BgEvent[]): void {
  const [gm] = pool.jewels.splice(i, 1);
  to.jewels.push(gm!);
  events.push({ type: 'jewelTaken', rule: '§14.5', who: to.id, amount: gm, text: `${to.name} takes a jewel worth ${gm} GM.` });
}

function giveRemainder(pool: Pool, to: BgCharacter, events: BgEvent[]): void {
  to.gold += pool.gold;
  events.push({ type: 'remainderTaken', rule: '§14.5', who: to.id, amount: pool.gold, text: `${to.name} takes the ${pool.gold} GM left over.` });
  pool.gold = 0;
}

/** §14.1 step 3, B30: the first chest's trap die; a trapped one waits for its delegate (§6.2). */
function nextChest(s: BgState, pool: Pool, events: BgEvent[]): boolean {
  const chest = pool.chests[0]!;
  chest.trapped ??= chestTrapRoll(s.dice, events as never[]);
  if (chest.trapped) {
    s.phase = { kind: 'trap', source: 'chest' };
    return false;
  }
  openFirstChest(s, events);
  return true;
}

/** §14.1 step 3: the first chest, its trap dealt with (or none), gives up its contents to the pool. */
export function openFirstChest(s: BgState, events: BgEvent[]): void {
  const pool = s.pool;
  const chest = pool?.chests.shift();
  if (!pool || !chest) throw new RuleError('§14.1', 'there is no chest to open');
  events.push({ type: 'chestOpened', rule: '§14.1', text: `The chest holds ${describeLoot(chest.contents)}.` });
  addToPool(s, chest.contents);
}

/**
 * Everything in the pool that needs no choice, done at once, between stages: the chests opened
 * (stopping at a trapped one), the gold split equally (§14.5 step 1), and what only one
 * character can take given to it; an item no one can take is left (DM 9.32). An empty pool goes.
 */
export function settlePool(s: BgState, events: BgEvent[]): void {
  const pool = s.pool;
  if (!pool || s.phase.kind !== 'explore') return;
  const living = s.party.characters.filter(alive);
  if (living.length === 0) return;
  while (pool.chests.length > 0) if (!nextChest(s, pool, events)) return;
  if (pool.gold > 0 && !pool.split) {
    const each = Math.floor(pool.gold / living.length);
    for (const c of living) c.gold += each;
    const remainder = pool.gold - each * living.length;
    events.push({ type: 'goldShared', rule: 'LŚ 5.0 C.4', amount: pool.gold, each, remainder, remainderTo: null });
    pool.gold = remainder;
    pool.split = true;
  }
  if (living.length === 1) {
    const c = living[0]!;
    if (pool.gold > 0) giveRemainder(pool, c, events);
    while (pool.jewels.length > 0) giveJewel(pool, 0, c, events);
  }
  for (const item of [...pool.items]) {
    const fits = fitsFor(item, s.party.characters.filter(alive));
    if (fits.length === 0) {
      pool.items.splice(pool.items.indexOf(item), 1);
      events.push({ type: 'itemLeft', rule: 'DM 9.32', text: `No one can take the ${itemLabel(item)}: it is left behind.` });
    } else if (fits.length === 1) giveItem(s, pool, item, fits[0]!, events);
  }
  if (pool.gold === 0 && pool.jewels.length === 0 && pool.items.length === 0) delete s.pool;
}

/** §14.5: a share is waiting for the players' choice (nothing else is done until it is made). */
export const sharePending = (s: BgState): boolean => s.phase.kind === 'explore' && s.pool !== undefined;

/** Every share the players may make now: each thing waiting, to each character who may take it. */
export function shareListing(s: BgState): ShareAction[] {
  const pool = s.pool;
  if (!pool || !sharePending(s)) return [];
  const living = s.party.characters.filter(alive);
  const out: ShareAction[] = [];
  if (pool.gold > 0) for (const c of living) out.push({ type: 'share', what: 'gold', to: c.id });
  pool.jewels.forEach((_gm, i) => { for (const c of living) out.push({ type: 'share', what: `jewel${i}`, to: c.id }); });
  for (const item of pool.items) for (const c of fitsFor(item, living)) out.push({ type: 'share', what: item.id, to: c.id });
  return out;
}

function share(s: BgState, a: ShareAction, events: BgEvent[]): void {
  const pool = s.pool;
  if (!pool || s.phase.kind !== 'explore') throw new RuleError('§14.5', 'there is no treasure here to share out');
  if (pool.chests.length > 0) throw new RuleError('§14.1', 'open the chests before sharing out what is in them');
  const to = s.party.characters.find((c) => c.id === a.to);
  if (!to || !alive(to)) throw new RuleError('§14.5', `treasure goes to a living character, not "${a.to}"`);
  if (a.what === 'gold') {
    if (pool.gold === 0) throw new RuleError('§14.5', 'no gold is left over to give');
    return giveRemainder(pool, to, events);
  }
  const jewel = /^jewel(\d+)$/.exec(a.what);
  if (jewel) {
    const i = Number(jewel[1]);
    if (i >= pool.jewels.length) throw new RuleError('§14.5', `there is no jewel ${a.what} here`);
    return giveJewel(pool, i, to, events);
  }
  const item = pool.items.find((x) => x.id === a.what);
  if (!item) throw new RuleError('§14.5', `there is no "${a.what}" here to share out`);
  if (!fitsFor(item, [to]).length) throw new RuleError('DM 9.32', `${to.name} already wears magic armour`);
  giveItem(s, pool, item, to, events);
}

/** What a share gives, in words, for its title. */
function shareWords(s: BgState, a: ShareAction): string {
  const pool = s.pool;
  if (a.what === 'gold') return `the ${pool?.gold ?? 0} GM left over`;
  const jewel = /^jewel(\d+)$/.exec(a.what);
  if (jewel) return `the jewel worth ${pool?.jewels[Number(jewel[1])] ?? '?'} GM`;
  const item = pool?.items.find((x) => x.id === a.what);
  return item ? `the ${itemLabel(item)}` : 'a share';
}

export const shareMoves = {
  share: defineBgMove({
    type: 'share', schema: v.object({ type: v.literal('share'), what: id, to: id }),
    apply: share,
    title: (a, s) => `${s.party.characters.find((c) => c.id === a.to)?.name ?? a.to} takes ${shareWords(s, a)}`,
  }),
};
