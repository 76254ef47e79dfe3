import * as v from 'valibot';
import { place } from '../board/walking';
import { chitTypes } from '../data/chitTypes';
import { defineMove, int, quarter } from './define';

export const placeMove = defineMove({
  type: 'place',
  schema: v.object({ type: v.literal('place'), x: int, y: int, rot: quarter }),
  apply: (s, a, e) => place(s, a, e),
  title: (_action, s) => {
    const type = s.hand?.type;
    const kind = type ? chitTypes[type].segment : 'new';
    return `Lay the ${kind} chit`;
  },
  told: () => 'Lay the chit in hand on its lit segment, turned to a facing that fits (5.24)',
});
