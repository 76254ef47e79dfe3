import * as v from 'valibot';
import { decideSleeper } from '../combat/victory';
import { monsterTargetName, unitLabel } from '../glossary';
import { defineMove, id } from './define';

export const sleeperMove = defineMove({
  type: 'sleeper',
  schema: v.object({ type: v.literal('sleeper'), target: id, slay: v.boolean() }),
  apply: (s, a, e) => decideSleeper(s, a.target, a.slay, e),
  title: (action, s) => `${action.slay ? 'Slay' : 'Leave'} the sleeping ${unitLabel(s, action.target)}`,
  told: (a, s) => `${a.slay ? 'Slain where it sleeps' : 'Left asleep'}: ${monsterTargetName(s, a.target)}`,
});
