import * as v from 'valibot';
import { breathePepper } from '../combat/partyActions';
import { adventurerName, nameOf, unitLabel } from '../glossary';
import { defineMove, id, who } from './define';

export const pepperMove = defineMove({
  type: 'pepper',
  schema: v.object({ type: v.literal('pepper'), ...who, target: id }),
  apply: (s, a, e) => breathePepper(s, a.who, a.target, e),
  title: (action, s) => `${nameOf(s, action.who)} breathes fire at ${unitLabel(s, action.target)}`,
  told: (a, s) => `${adventurerName(s, a.who)} breathes Red Pepper (9.55)`,
});
