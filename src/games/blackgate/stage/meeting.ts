/**
 * Stage C's choice (BLACKGATE §8.1, B20): one attempt to talk or to buy the group off, or
 * combat at once. An agreed group stays on its segment (LŚ 6.9) and may still be attacked.
 */
import { RuleError } from '../../../engine/errors';
import { levelKey } from '../board/levels';
import { bribe, negotiate, type EncounterSlice } from '../encounter/negotiation';
import type { BgEvent, BgState } from '../state';
import { gateRounds, joinFight } from './fighting';
import { bribeBonus, negotiationAids, type TalkSpell } from './talkSpells';
import { gateStandsAt, groupHere } from './where';

function slice(s: BgState, rule: string): EncounterSlice {
  const group = groupHere(s);
  if (!group || s.phase.kind !== 'meet') throw new RuleError(rule, 'there is no one here to talk to');
  return { options: s.options, party: s.party.characters, group, dice: s.dice };
}

/** After a talk or a bribe: an agreement leaves the party free, a failure has joined combat (B22). */
function afterTalk(s: BgState, events: BgEvent[]): void {
  const group = groupHere(s)!;
  if (group.attitude === 'agreed') s.phase = { kind: 'explore' };
  else joinFight(s, events, { afterTalk: true });
}

export function talk(s: BgState, by: string, spells: readonly TalkSpell[], events: BgEvent[]): void {
  const at = slice(s, 'LŚ 8.2');
  events.push(...negotiate(at, by, negotiationAids(s, by, spells)));
  afterTalk(s, events);
}

export function buyOff(s: BgState, payments: Record<string, number>, spells: readonly TalkSpell[], events: BgEvent[]): void {
  const at = slice(s, 'LŚ 8.4');
  events.push(...bribe(at, payments, bribeBonus(s, spells)));
  afterTalk(s, events);
}

/** §3 C.3: combat without a word, or an agreement broken (§7.6 step 6: WP rolled as it is joined). */
export function attack(s: BgState, events: BgEvent[]): void {
  const group = groupHere(s);
  if (!group && s.phase.kind === 'explore' && gateStandsAt(s, s.party.at)) return gateRounds(s, events); // §15.6 step 5
  const agreed = s.phase.kind === 'explore' && group?.attitude === 'agreed';
  if (!group || (s.phase.kind !== 'meet' && !agreed)) throw new RuleError('LŚ 9.0', 'there is nothing here to fight');
  group.attitude = 'fighting';
  group.attempted = true;
  joinFight(s, events);
}

/** The group is gone from its segment (killed). */
export function removeGroup(s: BgState): void {
  delete s.groups[levelKey(s.party.at)];
}
