import * as v from 'valibot';
import { weaponNames } from '../data/weapons';
import { adventurerName, adventurerOf, itemLabel, itemName, nameOf, weaponName } from '../glossary';
import { takeItem } from '../party/loot';
import { defineMove, int, who } from './define';

export const takeMove = defineMove({
  type: 'take',
  schema: v.object({ type: v.literal('take'), item: int, ...who, slot: v.optional(int) }),
  apply: (s, a, e) => takeItem(s, a.item, a.who, e, a.slot),
  title: (action, s) => {
    const item = s.loot[action.item];
    const laid = action.slot === undefined ? undefined : s.party.adventurers.find((a) => a.id === action.who)?.weapons[action.slot];
    return `${nameOf(s, action.who)} takes ${item ? itemName(item) : 'an item'}${laid ? ` for the ${weaponNames[laid]}` : ''}`;
  },
  told: (a, s) => {
    const who = adventurerName(s, a.who);
    const found = s.loot[a.item];
    const laid = a.slot === undefined ? undefined : adventurerOf(s, a.who)?.weapons[a.slot];
    return `${who} takes ${found ? itemLabel(found) : 'the item'}${laid ? `, laying down the ${weaponName(laid)}` : ''}`;
  },
});
