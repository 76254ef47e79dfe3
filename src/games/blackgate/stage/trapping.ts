/**
 * Stage B's trap (BLACKGATE §6.2): the players delegate one character; one with Detrap may try to
 * disarm it, and a failed try, or a door opened without one, springs it on the delegate. Then
 * the move goes on into the segment (a door), the stage ends (a trap door's trap), or the chest
 * gives up its contents to the party's pool (§6.4, B30).
 */
import * as v from 'valibot';
import { RuleError } from '../../../engine/errors';
import { skillOf, standing, type BgCharacter } from '../party';
import type { BgEvent, BgState } from '../state';
import { springTrap, tryDisarm } from '../traps';
import { defineBgMove, id } from './moveRecord';
import { openFirstChest } from './sharing';
import { enter } from './walking';

export type TrapAction = { type: 'disarm'; by: string } | { type: 'open'; by: string };

export function trapListing(s: BgState): TrapAction[] {
  const out: TrapAction[] = [];
  for (const c of s.party.characters.filter(standing)) {
    if (skillOf(c, 'detrap') > 0) out.push({ type: 'disarm', by: c.id });
    out.push({ type: 'open', by: c.id });
  }
  return out;
}

function delegate(s: BgState, who: string): BgCharacter {
  if (s.phase.kind !== 'trap') throw new RuleError('LŚ 7.0', 'there is no trap to deal with');
  const c = s.party.characters.find((x) => x.id === who);
  if (!c || !standing(c)) throw new RuleError('LŚ 7.0', `the delegate must be a character who can act, not "${who}"`);
  return c;
}

function goOn(s: BgState, events: BgEvent[]): void {
  const source = s.phase.kind === 'trap' ? s.phase.source : 'door';
  s.phase = { kind: 'explore' };
  if (source === 'chest') openFirstChest(s, events); // §6.4: the chest, its trap dealt with
  if (source === 'door' && s.stepping) enter(s, events); // §6.2 step 4
}

function disarm(s: BgState, who: string, events: BgEvent[]): void {
  const c = delegate(s, who);
  if (skillOf(c, 'detrap') === 0) throw new RuleError('B14', `only a character with Detrap may try to disarm a trap; ${c.name} has none`);
  if (!tryDisarm(c, s.dice, events as never[])) springTrap(c, s.party.characters, s.dice, s.options, events as never[], s.party.charmed);
  goOn(s, events);
}

function open(s: BgState, who: string, events: BgEvent[]): void {
  const c = delegate(s, who);
  springTrap(c, s.party.characters, s.dice, s.options, events as never[], s.party.charmed); // §6.2 step 3
  goOn(s, events);
}

const nameOf = (s: BgState, who: string) => s.party.characters.find((c) => c.id === who)?.name ?? who;

export const trapMoves = {
  disarm: defineBgMove({
    type: 'disarm', schema: v.object({ type: v.literal('disarm'), by: id }),
    apply: (s, a, e) => disarm(s, a.by, e), title: (a, s) => `${nameOf(s, a.by)} tries to disarm the trap`,
  }),
  open: defineBgMove({
    type: 'open', schema: v.object({ type: v.literal('open'), by: id }),
    apply: (s, a, e) => open(s, a.by, e), title: (a, s) => `${nameOf(s, a.by)} opens it, trap and all`,
  }),
};
