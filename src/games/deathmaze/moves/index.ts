/**
 * The Deathmaze's moves: one record per kind of action, each in a file of its own (define.ts says
 * what a record holds). How each kind is listed lives in `listing.ts` (by phase, the order the
 * player is offered them); what follows every action lives in `settling.ts`.
 */
import * as v from 'valibot';
import type { Action, GameState } from '../state';
import type { DeathmazeMove, Kind } from './define';
import { abandonMove } from './abandon';
import { arrangeMove } from './arrange';
import { attackMove } from './attack';
import { castMove } from './cast';
import { charmMove } from './charm';
import { detrapMove } from './detrap';
import { discardMove } from './discard';
import { dropMove } from './drop';
import { fightMove } from './fight';
import { giveMove } from './give';
import { holdMove } from './hold';
import { investigateMove } from './investigate';
import { leaveMove } from './leave';
import { lineUpMove } from './lineUp';
import { moveMove } from './move';
import { negotiateMove } from './negotiate';
import { openMove } from './open';
import { pegMove } from './peg';
import { pepperMove } from './pepper';
import { placeMove } from './place';
import { readyMove } from './ready';
import { reorganizeMove } from './reorganize';
import { sesameMove } from './sesame';
import { sleeperMove } from './sleeper';
import { switchMove } from './switch';
import { takeMove } from './take';
import { useMove } from './use';
import { wieldMove } from './wield';

/** One record per action. */
export const deathmazeMoves: { readonly [K in Kind]: DeathmazeMove<K> } = {
  place: placeMove,
  move: moveMove,
  arrange: arrangeMove,
  ready: readyMove,
  leave: leaveMove,
  abandon: abandonMove,
  detrap: detrapMove,
  open: openMove,
  negotiate: negotiateMove,
  fight: fightMove,
  lineUp: lineUpMove,
  attack: attackMove,
  switch: switchMove,
  hold: holdMove,
  reorganize: reorganizeMove,
  take: takeMove,
  drop: dropMove,
  discard: discardMove,
  use: useMove,
  give: giveMove,
  wield: wieldMove,
  sesame: sesameMove,
  peg: pegMove,
  pepper: pepperMove,
  investigate: investigateMove,
  charm: charmMove,
  cast: castMove,
  sleeper: sleeperMove,
};

const records = Object.values(deathmazeMoves) as DeathmazeMove<Kind>[];
const recordOf = <K extends Kind>(a: { type: K }): DeathmazeMove<K> => deathmazeMoves[a.type];

/** How each kind of action is written in a save. */
export const actionSchemas = Object.fromEntries(records.map((m) => [m.type, m.schema])) as { readonly [K in Kind]: v.ObjectSchema<v.ObjectEntries, undefined> };

/** Every action, as a save reads it. */
export const actionSchema = v.variant('type', records.map((m) => m.schema) as unknown as v.VariantOptions<'type'>) as unknown as v.GenericSchema<unknown, Action>;

/** What an action was, in a few words, read against the state it was taken in (the log's step titles). */
export const describeAction = (action: Action, before: GameState): string => recordOf(action).title(action, before);

/** An action said on the table: the outcome card, the Goal panel's "what you can do now". */
export const toldAction = (s: GameState, action: Action): string => recordOf(action).told(action, s);
