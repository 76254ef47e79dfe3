import * as v from 'valibot';
import { useOutside } from '../board/walking';
import { useInCombat } from '../combat/partyActions';
import { adventurerName, itemOf, monsterTargetName, nameOf, unitLabel, heldLabel } from '../glossary';
import { defineMove, id, int, who } from './define';

export const useMove = defineMove({
  type: 'use',
  schema: v.object({ type: v.literal('use'), ...who, item: int, target: v.optional(id) }),
  apply: (s, a, e) => (s.phase.kind === 'combat' ? useInCombat(s, a.who, a.item, a.target, e) : useOutside(s, a.who, a.item, a.target, e)),
  title: (action, s) =>
    `${nameOf(s, action.who)} uses ${itemOf(s, action.who, action.item)}${action.target ? ` on ${unitLabel(s, action.target)}` : ''}`,
  told: (a, s) => {
    const who = adventurerName(s, a.who);
    return `${who} uses ${heldLabel(s, a.who, a.item)}${a.target ? ` on ${monsterTargetName(s, a.target)}` : ''}`;
  },
});
