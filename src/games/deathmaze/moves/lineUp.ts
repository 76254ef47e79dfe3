import * as v from 'valibot';
import { chooseLineUp } from '../combat/combat';
import { defineMove, id, int } from './define';

export const lineUpMove = defineMove({
  type: 'lineUp',
  schema: v.object({ type: v.literal('lineUp'), front: v.array(id), facing: int }),
  apply: (s, a, e) => chooseLineUp(s, a.front, a.facing, e),
  title: () => 'Line up the monsters',
  told: () => 'Line up the monsters before the party (8.13)',
});
