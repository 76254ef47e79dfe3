import * as v from 'valibot';
import { hold } from '../combat/partyActions';
import { adventurerName, nameOf } from '../glossary';
import { defineMove, who } from './define';

export const holdMove = defineMove({
  type: 'hold',
  schema: v.object({ type: v.literal('hold'), ...who }),
  apply: (s, a, e) => hold(s, a.who, e),
  title: (action, s) => `${nameOf(s, action.who)} holds back`,
  told: (a, s) => `${adventurerName(s, a.who)} holds (8.4)`,
});
