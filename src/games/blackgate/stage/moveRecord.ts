/** A Black Gate move as a record: its schema (how a save writes it), what it does, its title in the log. */
import * as v from 'valibot';
import { RuleError } from '../../../engine/errors';
import type { Move } from '../../../engine/ruleset';
import type { BgEvent, BgState } from '../state';
import type { BgAction } from './listing';

type Kind = BgAction['type'];
type Of<K extends Kind> = Extract<BgAction, { type: K }>;

export interface BgMove<K extends Kind> extends Move<BgState, Of<K>, BgEvent> {
  readonly title: (action: Of<K>, before: BgState) => string;
}

export function defineBgMove<K extends Kind>(spec: {
  type: K;
  schema: v.GenericSchema;
  apply: (s: BgState, a: Of<K>, events: BgEvent[]) => void;
  title: (action: Of<K>, before: BgState) => string;
}): BgMove<K> {
  return {
    ...spec,
    read: (raw) => {
      const out = v.safeParse(spec.schema, raw);
      if (!out.success) throw new RuleError('—', `Not a "${spec.type}" action: ${out.issues[0].message}`);
      return out.output as Of<K>;
    },
  };
}

export const quarter = v.picklist([0, 1, 2, 3] as const);
export const id = v.pipe(v.string(), v.maxLength(64));
export const rowsSchema = v.array(v.array(id));
