import * as v from 'valibot';
import { adventurerName, itemOf, nameOf, heldLabel } from '../glossary';
import { giveItem } from '../party/items';
import { defineMove, id, int, who } from './define';

export const giveMove = defineMove({
  type: 'give',
  schema: v.object({ type: v.literal('give'), ...who, item: int, to: id }),
  apply: (s, a, e) => giveItem(s, a.who, a.item, a.to, e),
  title: (action, s) => `${nameOf(s, action.who)} gives ${itemOf(s, action.who, action.item)} to ${nameOf(s, action.to)}`,
  told: (a, s) => {
    const who = adventurerName(s, a.who);
    return `${who} gives ${heldLabel(s, a.who, a.item)} to ${adventurerName(s, a.to)}`;
  },
});
