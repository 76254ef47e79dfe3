/**
 * A Deathmaze move: one kind of action as a record of its own. It carries how a save writes it
 * (its schema), what it does to the game (`apply`, on the driver's draft) and how the player is
 * told of it: `title` names a step in the log and the replay bar ("Lay the corridor chit"), `told`
 * says it on the table (the outcome card, the Goal panel's list of what can be done now). When
 * it is legal is the phase's listing (listing.ts) and the refusals inside `apply`.
 */
import * as v from 'valibot';
import { RuleError } from '../../../engine/errors';
import type { Move } from '../../../engine/ruleset';
import type { GameEvent } from '../events';
import type { Action, GameState } from '../state';

export type Kind = Action['type'];
export type Of<K extends Kind> = Extract<Action, { type: K }>;

export interface DeathmazeMove<K extends Kind> extends Move<GameState, Of<K>, GameEvent> {
  readonly type: K;
  readonly schema: v.ObjectSchema<v.ObjectEntries, undefined>;
  readonly title: (action: Of<K>, before: GameState) => string;
  readonly told: (action: Of<K>, s: GameState) => string;
}

interface MoveSpec<K extends Kind> {
  readonly type: K;
  readonly schema: v.ObjectSchema<v.ObjectEntries, undefined>;
  readonly apply: (s: GameState, a: Of<K>, events: GameEvent[]) => void;
  readonly title: (action: Of<K>, before: GameState) => string;
  readonly told: (action: Of<K>, s: GameState) => string;
}

export function defineMove<K extends Kind>(spec: MoveSpec<K>): DeathmazeMove<K> {
  const schema = spec.schema as unknown as v.GenericSchema<Of<K>>;
  return {
    ...spec,
    read: (raw) => {
      const out = v.safeParse(schema, raw);
      if (!out.success) throw new RuleError('—', `Not a "${spec.type}" action: ${out.issues[0].message}`);
      return out.output;
    },
  };
}

// The pieces the schemas share.
export const int = v.pipe(v.number(), v.integer());
export const quarter = v.picklist([0, 1, 2, 3] as const);
export const id = v.pipe(v.string(), v.maxLength(64));
export const marchingOrder = v.array(v.array(v.nullable(id)));
export const who = { who: id };
