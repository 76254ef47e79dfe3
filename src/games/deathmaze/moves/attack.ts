import * as v from 'valibot';
import { attack } from '../combat/partyActions';
import { adventurerName, nameOf, unitLabel } from '../glossary';
import { defineMove, id, who } from './define';

export const attackMove = defineMove({
  type: 'attack',
  schema: v.object({ type: v.literal('attack'), ...who, target: id }),
  apply: (s, a, e) => attack(s, a.who, a.target, e),
  title: (action, s) => `${nameOf(s, action.who)} attacks ${unitLabel(s, action.target)}`,
  told: (a, s) => `${adventurerName(s, a.who)} attacks (8.32)`,
});
