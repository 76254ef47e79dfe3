import * as v from 'valibot';
import { adventurerName, itemOf, nameOf, heldLabel } from '../glossary';
import { dropItem } from '../party/items';
import { defineMove, int, who } from './define';

export const dropMove = defineMove({
  type: 'drop',
  schema: v.object({ type: v.literal('drop'), ...who, item: int }),
  apply: (s, a, e) => dropItem(s, a.who, a.item, e),
  title: (action, s) => `${nameOf(s, action.who)} throws away ${itemOf(s, action.who, action.item)}`,
  told: (a, s) => {
    const who = adventurerName(s, a.who);
    return `${who} throws away ${heldLabel(s, a.who, a.item)}`;
  },
});
