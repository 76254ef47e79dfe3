/**
 * §14.5 step 3 (B31): what a dead character held goes back to its segment, once no fight is going
 * on, into the party's pool, to be shared out again at once as any treasure (steps 1 and 2): its
 * gold split, its jewels and items given by the players (`share`). Its items are handed on as
 * they are (tested once already); armour is put on by whoever takes it.
 */
import { dropHoldings } from '../treasure/loot';
import { alive, type BgCharacter } from '../party';
import type { BgState } from '../state';
import { addToPool } from './sharing';

const holds = (c: BgCharacter): boolean => c.gold > 0 || c.jewels.length > 0 || c.items.length > 0;

export function shareOutTheFallen(s: BgState): void {
  for (const dead of s.party.characters.filter((c) => !alive(c) && holds(c))) addToPool(s, dropHoldings(dead), true);
}
