import * as v from 'valibot';
import { openWithSesame } from '../encounter/arrival';
import { adventurerName, nameOf } from '../glossary';
import { defineMove, who } from './define';

export const sesameMove = defineMove({
  type: 'sesame',
  schema: v.object({ type: v.literal('sesame'), ...who }),
  apply: (s, a, e) => openWithSesame(s, a.who, e),
  title: (action, s) => `${nameOf(s, action.who)} uses Sesame`,
  told: (a, s) => {
    const who = adventurerName(s, a.who);
    return `${who} uses Sesame`;
  },
});
