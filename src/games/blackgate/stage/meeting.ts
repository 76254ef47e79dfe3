/**
 * Stage C's choice (BLACKGATE §8.1, B20): one attempt to talk or to buy the group off, or
 * combat at once. An agreed group stays on its segment (LŚ 6.9) and may still be attacked.
 */
import { RuleError } from '../../../engine/errors';
import { bgSpells } from '../data/magic';
import { pegDoor } from '../board/laying';
import { levelKey } from '../board/levels';
import { standing } from '../party';
import { bribe, leaveGroup, negotiate, type EncounterSlice } from '../encounter/negotiation';
import { emptyLoot } from '../treasure/loot';
import type { BgEvent, BgState } from '../state';
import { gateRounds, joinFight } from './fighting';
import { addToPool } from './sharing';
import { bribeBonus, negotiationAids, type TalkSpell } from './talkSpells';
import { reachesGateway } from './walking';
import { gateStandsAt, groupHere, here } from './where';

function slice(s: BgState, rule: string): EncounterSlice {
  const group = groupHere(s);
  if (!group || s.phase.kind !== 'meet') throw new RuleError(rule, 'there is no one here to talk to');
  // §8.3: a Cow's gold is shared out as any treasure, the remainder by the players' choice (§14.5)
  return { options: s.options, party: s.party.characters, group, dice: s.dice, takeGold: (gold) => addToPool(s, { ...emptyLoot(), gold }) };
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

/**
 * §11.3, §16 (DESIGNED, no source): the door Lock shuts is shut for good, so it may not be the one
 * the party's only way back to the Gateway of Evil passes: stepped back, the party must still be
 * able to walk out (§16) or the campaign could go on with nothing left to do. Such a Lock is
 * refused before it is cast, no point spent, as B53 refuses a spell that cannot work.
 */
export function lockKeepsWayHome(s: BgState): boolean {
  const back = s.party.back;
  if (!back || s.party.cameIn === null) return false;
  return reachesGateway(s, pegDoor(s.board, s.party.at, s.party.cameIn), back.at);
}

/**
 * §11.3 Lock (DM 9.57): as the monsters are met through a door, a caster shuts it on them and the
 * party steps back where it came from; the door stays shut for good and the group stays there
 * (met afresh if the party comes another way, LŚ 6.9). A group left where it steps back to is
 * met again (LŚ 6.9). Never at the Gate (§15.3).
 */
export function lock(s: BgState, by: string, events: BgEvent[]): void {
  const group = groupHere(s);
  if (s.phase.kind !== 'meet' || !group) throw new RuleError('§11.3', 'Lock is cast as monsters are met');
  if (s.below) throw new RuleError('DATA ruling 14', 'the sealed room below has no door to shut: the party came down through the trap door');
  const back = s.party.back;
  const at = here(s);
  if (!back || s.party.cameIn === null || at.sides[s.party.cameIn] !== 'D') throw new RuleError('§11.3', 'Lock shuts a door, and the party did not come in through one');
  const caster = s.party.characters.find((c) => c.id === by);
  if (!caster || !standing(caster)) throw new RuleError('§11.2', `only a character who can act casts, not "${by}"`);
  if (!lockKeepsWayHome(s)) throw new RuleError('§11.3', 'the party would be shut in behind that door, with no way back to the Gateway of Evil');
  const cost = bgSpells.find((x) => x.id === 'lock')!.cost;
  if (caster.spellPoints < cost) throw new RuleError('§11.1', `Lock costs ${cost} spell point; ${caster.name} has ${caster.spellPoints}`);
  caster.spellPoints -= cost;
  s.board = pegDoor(s.board, s.party.at, s.party.cameIn);
  leaveGroup(group);
  s.party.at = { ...back.at };
  s.party.cameIn = back.cameIn;
  s.party.back = null;
  s.phase = { kind: 'explore' };
  events.push({ type: 'doorLocked', rule: '§11.3', text: `${caster.name} casts Lock: the door shuts on the monsters and the party steps back.` });
  if (groupHere(s)) {
    // LŚ 6.9: a group left where the party steps back to is met again, afresh
    events.push({ type: 'groupMet', rule: 'LŚ 6.9', text: 'The monsters left here are met again.' });
    s.phase = { kind: 'meet' };
  }
}

/** The group is gone from its segment (killed). */
export function removeGroup(s: BgState): void {
  delete s.groups[levelKey(s.party.at)];
}
