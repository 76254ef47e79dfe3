import * as v from 'valibot';
import { handleTrap } from '../encounter/arrival';
import { adventurerName, nameOf } from '../glossary';
import { defineMove, who } from './define';

export const detrapMove = defineMove({
  type: 'detrap',
  schema: v.object({ type: v.literal('detrap'), ...who }),
  apply: (s, a, e) => handleTrap(s, a.who, true, e),
  title: (action, s) => `${nameOf(s, action.who)} tries to remove the trap`,
  told: (a, s) => {
    const who = adventurerName(s, a.who);
    return `${who} tries to disarm the trap`;
  },
});
