/**
 * §14.5 step 3 (B31): what a dead character held goes back to its segment and is shared out again
 * at once, once no fight is going on: gold and jewels as any treasure, each item handed to the
 * living character holding fewest (armour to one who wears none; a suit no one can wear stays).
 */
import { divideLoot, dropHoldings } from '../treasure/loot';
import { handOver, receiveItem } from '../treasure/items';
import { alive, standing, type BgCharacter } from '../party';
import type { BgEvent, BgState } from '../state';

const holds = (c: BgCharacter): boolean => c.gold > 0 || c.jewels.length > 0 || c.items.length > 0;

export function shareOutTheFallen(s: BgState, events: BgEvent[]): void {
  const party = s.party.characters;
  const told = events as never[];
  for (const dead of party.filter((c) => !alive(c) && holds(c))) {
    const takers = () => party.filter(standing);
    for (const item of [...dead.items]) {
      const armour = item.column === 'armour';
      const fit = takers().filter((c) => !armour || !c.items.some((x) => x.column === 'armour'));
      if (fit.length === 0) continue;
      const to = fit.reduce((a, b) => (b.items.length < a.items.length ? b : a));
      if (armour) {
        dead.items.splice(dead.items.indexOf(item), 1); // the dead one's Wound Points no longer matter
        receiveItem(to, item, party, s.dice, null, told);
      } else {
        handOver(dead, item.id, to, told);
      }
    }
    const loot = dropHoldings(dead);
    loot.items = [];
    if (takers().length > 0 && (loot.gold > 0 || loot.jewels.length > 0)) divideLoot(party, loot, {}, s.dice, s.sun, told);
  }
}
