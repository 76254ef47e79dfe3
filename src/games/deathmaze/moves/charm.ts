import * as v from 'valibot';
import { chooseCharm } from '../advanced/charm';
import { unitLabel } from '../glossary';
import { resumeAfterCharm } from '../settling';
import { defineMove, id } from './define';

export const charmMove = defineMove({
  type: 'charm',
  schema: v.object({ type: v.literal('charm'), target: v.nullable(id) }),
  apply: (s, a, e) => chooseCharm(s, a.target, e, (resume) => resumeAfterCharm(s, resume, e)),
  title: (action, s) =>
    action.target ? `Charm ${unitLabel(s, action.target)}` : 'Let the charm pass',
  told: (a) =>
    a.target === null ? 'The charm passes unused' : 'The charm takes a monster',
});
