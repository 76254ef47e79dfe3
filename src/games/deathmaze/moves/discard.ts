import * as v from 'valibot';
import { itemLabel, itemName } from '../glossary';
import { discardItem } from '../party/loot';
import { defineMove, int } from './define';

export const discardMove = defineMove({
  type: 'discard',
  schema: v.object({ type: v.literal('discard'), item: int }),
  apply: (s, a, e) => discardItem(s, a.item, e),
  title: (action, s) => {
    const item = s.loot[action.item];
    return `Leave ${item ? itemName(item) : 'an item'} behind`;
  },
  told: (a, s) => {
    const found = s.loot[a.item];
    return `Left behind: ${found ? itemLabel(found) : 'the item'}`;
  },
});
