import * as v from 'valibot';
import { adventurerName, itemOf, nameOf, heldLabel } from '../glossary';
import { wieldWeapon } from '../party/items';
import { defineMove, int, who } from './define';

export const wieldMove = defineMove({
  type: 'wield',
  schema: v.object({ type: v.literal('wield'), ...who, item: int, slot: int }),
  apply: (s, a, e) => wieldWeapon(s, a.who, a.item, a.slot, e),
  title: (action, s) => `${nameOf(s, action.who)} takes up ${itemOf(s, action.who, action.item)}`,
  told: (a, s) => {
    const who = adventurerName(s, a.who);
    return `${who} takes up ${heldLabel(s, a.who, a.item)}`;
  },
});
