import * as v from 'valibot';
import { DIR_NAMES } from '../board/grid';
import { move } from '../board/walking';
import { DIR_WORDS } from '../glossary';
import { defineMove, quarter } from './define';

export const moveMove = defineMove({
  type: 'move',
  schema: v.object({ type: v.literal('move'), dir: quarter }),
  apply: (s, a, e) => move(s, a.dir, e),
  title: (action) => `Move ${DIR_NAMES[action.dir]}`,
  told: (a) => `Move the party ${DIR_WORDS[a.dir]} (5.28)`,
});
