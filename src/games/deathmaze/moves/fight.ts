import * as v from 'valibot';
import { fight } from '../encounter/arrival';
import { defineMove } from './define';

export const fightMove = defineMove({
  type: 'fight',
  schema: v.object({ type: v.literal('fight') }),
  apply: (s, _a, e) => fight(s, e),
  title: () => 'Fight',
  told: () => 'The party attacks',
});
