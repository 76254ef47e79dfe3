/**
 * The Deathmaze's moves: one record per kind of action, with the schema a save reads it by and
 * what it does to the game. How each kind is listed lives in `listing.ts` (by phase, the order
 * the player is offered them); what follows every action lives in `settling.ts`.
 */
import * as v from 'valibot';
import type { Move } from '../../../engine/ruleset';
import { RuleError } from '../../../engine/errors';
import { fight, handleTrap, negotiate, openWithSesame, pegWithCloves } from '../encounter/arrival';
import { chooseCharm } from '../advanced/charm';
import { attack, breathePepper, chooseLineUp, decideSleeper, hold, reorganize, switchWeapon, useInCombat } from '../combat/combat';
import { spellIds } from '../data/spells';
import type { GameEvent } from '../events';
import { investigate } from '../encounter/features';
import { dropItem, giveItem, wieldWeapon } from '../party/items';
import { discardItem, takeItem } from '../party/loot';
import { resumeAfterCharm } from '../settling';
import { castSpell } from '../advanced/spells';
import type { Action, GameState } from '../state';
import { abandon, arrange, leave, move, place, ready, useOutside } from '../board/walking';

const int = v.pipe(v.number(), v.integer());
const quarter = v.picklist([0, 1, 2, 3] as const);
const id = v.pipe(v.string(), v.maxLength(64));
const marchingOrder = v.array(v.array(v.nullable(id)));
const who = { who: id };

/** How each kind of action is written in a save. */
export const actionSchemas = {
  place: v.object({ type: v.literal('place'), x: int, y: int, rot: quarter }),
  move: v.object({ type: v.literal('move'), dir: quarter }),
  arrange: v.object({ type: v.literal('arrange'), order: marchingOrder }),
  ready: v.object({ type: v.literal('ready'), ...who, weapon: int }),
  leave: v.object({ type: v.literal('leave') }),
  abandon: v.object({ type: v.literal('abandon') }),
  detrap: v.object({ type: v.literal('detrap'), ...who }),
  open: v.object({ type: v.literal('open'), ...who }),
  negotiate: v.object({ type: v.literal('negotiate') }),
  fight: v.object({ type: v.literal('fight') }),
  lineUp: v.object({ type: v.literal('lineUp'), front: v.array(id), facing: int }),
  attack: v.object({ type: v.literal('attack'), ...who, target: id }),
  switch: v.object({ type: v.literal('switch'), ...who }),
  hold: v.object({ type: v.literal('hold'), ...who }),
  reorganize: v.object({ type: v.literal('reorganize'), order: marchingOrder }),
  take: v.object({ type: v.literal('take'), item: int, ...who, slot: v.optional(int) }),
  drop: v.object({ type: v.literal('drop'), ...who, item: int }),
  discard: v.object({ type: v.literal('discard'), item: int }),
  use: v.object({ type: v.literal('use'), ...who, item: int, target: v.optional(id) }),
  give: v.object({ type: v.literal('give'), ...who, item: int, to: id }),
  wield: v.object({ type: v.literal('wield'), ...who, item: int, slot: int }),
  sesame: v.object({ type: v.literal('sesame'), ...who }),
  peg: v.object({ type: v.literal('peg'), ...who }),
  pepper: v.object({ type: v.literal('pepper'), ...who, target: id }),
  investigate: v.object({ type: v.literal('investigate'), ...who }),
  charm: v.object({ type: v.literal('charm'), target: v.nullable(id) }),
  cast: v.object({ type: v.literal('cast'), ...who, spell: v.picklist(spellIds), target: v.nullable(id), ring: v.boolean() }),
  sleeper: v.object({ type: v.literal('sleeper'), target: id, slay: v.boolean() }),
} as const;

/** Every action, as a save reads it. */
export const actionSchema = v.variant('type', Object.values(actionSchemas));

type Kind = Action['type'];
type Of<K extends Kind> = Extract<Action, { type: K }>;
type Doing<K extends Kind> = (s: GameState, a: Of<K>, events: GameEvent[]) => void;

/** A move record: its kind, its schema, what it does. The listing is the phase's (listing.ts). */
function defineMove<K extends Kind>(type: K, apply: Doing<K>): Move<GameState, Of<K>, GameEvent> {
  const schema = actionSchemas[type] as unknown as v.GenericSchema<Of<K>>;
  return {
    type,
    apply,
    read: (raw) => {
      const out = v.safeParse(schema, raw);
      if (!out.success) throw new RuleError('—', `Not a "${type}" action: ${out.issues[0].message}`);
      return out.output;
    },
  };
}

/** One record per action. */
export const deathmazeMoves: { readonly [K in Kind]: Move<GameState, Of<K>, GameEvent> } = {
  place: defineMove('place', (s, a, e) => place(s, a, e)),
  move: defineMove('move', (s, a, e) => move(s, a.dir, e)),
  arrange: defineMove('arrange', (s, a, e) => arrange(s, a.order, e)),
  leave: defineMove('leave', (s, _a, e) => leave(s, e)),
  abandon: defineMove('abandon', (s, _a, e) => abandon(s, e)),
  ready: defineMove('ready', (s, a, e) => ready(s, a.who, a.weapon, e)),
  detrap: defineMove('detrap', (s, a, e) => handleTrap(s, a.who, true, e)),
  open: defineMove('open', (s, a, e) => handleTrap(s, a.who, false, e)),
  negotiate: defineMove('negotiate', (s, _a, e) => negotiate(s, e)),
  fight: defineMove('fight', (s, _a, e) => fight(s, e)),
  lineUp: defineMove('lineUp', (s, a, e) => chooseLineUp(s, a.front, a.facing, e)),
  attack: defineMove('attack', (s, a, e) => attack(s, a.who, a.target, e)),
  switch: defineMove('switch', (s, a, e) => switchWeapon(s, a.who, e)),
  hold: defineMove('hold', (s, a, e) => hold(s, a.who, e)),
  reorganize: defineMove('reorganize', (s, a, e) => reorganize(s, a.order, e)),
  take: defineMove('take', (s, a, e) => takeItem(s, a.item, a.who, e, a.slot)),
  discard: defineMove('discard', (s, a, e) => discardItem(s, a.item, e)),
  use: defineMove('use', (s, a, e) => (s.phase.kind === 'combat' ? useInCombat(s, a.who, a.item, a.target, e) : useOutside(s, a.who, a.item, a.target, e))),
  give: defineMove('give', (s, a, e) => giveItem(s, a.who, a.item, a.to, e)),
  drop: defineMove('drop', (s, a, e) => dropItem(s, a.who, a.item, e)),
  wield: defineMove('wield', (s, a, e) => wieldWeapon(s, a.who, a.item, a.slot, e)),
  sesame: defineMove('sesame', (s, a, e) => openWithSesame(s, a.who, e)),
  peg: defineMove('peg', (s, a, e) => pegWithCloves(s, a.who, e)),
  pepper: defineMove('pepper', (s, a, e) => breathePepper(s, a.who, a.target, e)),
  investigate: defineMove('investigate', (s, a, e) => investigate(s, a.who, e)),
  charm: defineMove('charm', (s, a, e) => chooseCharm(s, a.target, e, (resume) => resumeAfterCharm(s, resume, e))),
  cast: defineMove('cast', (s, a, e) => castSpell(s, a, e)),
  sleeper: defineMove('sleeper', (s, a, e) => decideSleeper(s, a.target, a.slay, e)),
};
