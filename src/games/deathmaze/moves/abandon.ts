import * as v from 'valibot';
import { abandon } from '../board/walking';
import { defineMove } from './define';

export const abandonMove = defineMove({
  type: 'abandon',
  schema: v.object({ type: v.literal('abandon') }),
  apply: (s, _a, e) => abandon(s, e),
  title: () => 'Give up: shut in the maze',
  told: () => 'The party gives up',
});
