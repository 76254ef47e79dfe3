import * as v from 'valibot';
import { handleTrap } from '../encounter/arrival';
import { adventurerName, nameOf } from '../glossary';
import { defineMove, who } from './define';

export const openMove = defineMove({
  type: 'open',
  schema: v.object({ type: v.literal('open'), ...who }),
  apply: (s, a, e) => handleTrap(s, a.who, false, e),
  title: (action, s) => {
    const source = s.phase.kind === 'trap' ? s.phase.source : 'door';
    return `${nameOf(s, action.who)} opens the ${source === 'trapdoor' ? 'trap door' : source}`;
  },
  told: (a, s) => {
    const who = adventurerName(s, a.who);
    return `${who} opens it`;
  },
});
