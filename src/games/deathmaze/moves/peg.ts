import * as v from 'valibot';
import { pegWithCloves } from '../encounter/arrival';
import { adventurerName, nameOf } from '../glossary';
import { defineMove, who } from './define';

export const pegMove = defineMove({
  type: 'peg',
  schema: v.object({ type: v.literal('peg'), ...who }),
  apply: (s, a, e) => pegWithCloves(s, a.who, e),
  title: (action, s) => `${nameOf(s, action.who)} pegs the door with Cloves`,
  told: (a, s) => {
    const who = adventurerName(s, a.who);
    return `${who} pegs the door with Cloves`;
  },
});
