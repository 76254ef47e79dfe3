import * as v from 'valibot';
import { negotiate } from '../encounter/arrival';
import { defineMove } from './define';

export const negotiateMove = defineMove({
  type: 'negotiate',
  schema: v.object({ type: v.literal('negotiate') }),
  apply: (s, _a, e) => negotiate(s, e),
  title: () => 'Negotiate',
  told: () => 'The party negotiates',
});
