import * as v from 'valibot';
import { reorganize } from '../combat/rounds';
import { defineMove, marchingOrder } from './define';

export const reorganizeMove = defineMove({
  type: 'reorganize',
  schema: v.object({ type: v.literal('reorganize'), order: marchingOrder }),
  apply: (s, a, e) => reorganize(s, a.order, e),
  title: () => 'Reorganize the party',
  told: () => 'Reorganize the party’s rows (8.52)',
});
