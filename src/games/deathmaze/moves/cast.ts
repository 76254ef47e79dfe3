import * as v from 'valibot';
import { castSpell } from '../advanced/spells';
import { combatFlow } from '../combat/combat';
import { spellIds } from '../data/spells';
import { adventurerName, adventurerOf, monsterTargetName, nameOf, unitLabel } from '../glossary';
import { defineMove, id, who } from './define';
import { tables } from '../tables';

export const castMove = defineMove({
  type: 'cast',
  schema: v.object({ type: v.literal('cast'), ...who, spell: v.picklist(spellIds), target: v.nullable(id), ring: v.boolean() }),
  apply: (s, a, e) => castSpell(s, a, e, combatFlow),
  title: (action, s) => {
    const spell = tables(s).spells[action.spell].name;
    const on = action.target ? ` on ${action.target === action.who ? 'themself' : unitLabel(s, action.target)}` : '';
    return `${nameOf(s, action.who)} casts ${spell}${on}${action.ring ? ' from a ring' : ''}`;
  },
  told: (a, s) => {
    const who = adventurerName(s, a.who);
    // 11.2, 12.13
    const on = a.target ? (adventurerOf(s, a.target)?.name ?? monsterTargetName(s, a.target)) : '';
    return `${who} casts ${tables(s).spells[a.spell]?.name ?? a.spell}${on ? ` on ${on}` : ''}${a.ring ? ' through the ring' : ''}`;
  },
});
