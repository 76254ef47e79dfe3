import * as v from 'valibot';
import { ready } from '../board/walking';
import { weaponNames } from '../data/weapons';
import { adventurerName, adventurerOf, nameOf, weaponName } from '../glossary';
import { defineMove, int, who } from './define';

export const readyMove = defineMove({
  type: 'ready',
  schema: v.object({ type: v.literal('ready'), ...who, weapon: int }),
  apply: (s, a, e) => ready(s, a.who, a.weapon, e),
  title: (action, s) => {
    const adv = s.party.adventurers.find((a) => a.id === action.who);
    const w = adv?.weapons[action.weapon];
    return `${nameOf(s, action.who)} readies ${w ? `the ${weaponNames[w]}` : 'a weapon'}`;
  },
  told: (a, s) => {
    const who = adventurerName(s, a.who);
    const adv = adventurerOf(s, a.who);
    return `${who} readies the ${weaponName(adv?.weapons[a.weapon])}`;
  },
});
