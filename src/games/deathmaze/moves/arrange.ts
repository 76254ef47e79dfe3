import * as v from 'valibot';
import { arrange } from '../board/walking';
import { defineMove, marchingOrder } from './define';

export const arrangeMove = defineMove({
  type: 'arrange',
  schema: v.object({ type: v.literal('arrange'), order: marchingOrder }),
  apply: (s, a, e) => arrange(s, a.order, e),
  title: () => 'Rearrange the marching order',
  told: () => 'Rearrange the marching order (5.14)',
});
