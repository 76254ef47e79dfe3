import * as v from 'valibot';
import { switchWeapon } from '../combat/partyActions';
import { adventurerName, nameOf } from '../glossary';
import { defineMove, who } from './define';

export const switchMove = defineMove({
  type: 'switch',
  schema: v.object({ type: v.literal('switch'), ...who }),
  apply: (s, a, e) => switchWeapon(s, a.who, e),
  title: (action, s) => `${nameOf(s, action.who)} changes weapons`,
  told: (a, s) => `${adventurerName(s, a.who)} switches weapons, instead of attacking (8.41)`,
});
