import * as v from 'valibot';
import { leave } from '../board/walking';
import { defineMove } from './define';

export const leaveMove = defineMove({
  type: 'leave',
  schema: v.object({ type: v.literal('leave') }),
  apply: (s, _a, e) => leave(s, e),
  title: () => 'Leave the Deathmaze',
  told: () => 'The party leaves the Deathmaze',
});
