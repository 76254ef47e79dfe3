import * as v from 'valibot';
import { investigate } from '../encounter/features';
import { adventurerName, nameOf } from '../glossary';
import { defineMove, who } from './define';

export const investigateMove = defineMove({
  type: 'investigate',
  schema: v.object({ type: v.literal('investigate'), ...who }),
  apply: (s, a, e) => investigate(s, a.who, e),
  title: (action, s) => `${nameOf(s, action.who)} investigates`,
  told: (a, s) => {
    const who = adventurerName(s, a.who);
    return `${who} investigates`;
  },
});
