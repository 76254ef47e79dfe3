/**
 * The party's charmed monsters between fights (DM 9.45, 13.22; §11.3 Charm, §14.4): members of
 * the marching order while they serve; a dead one is gone; one whose charmer has died turns on
 * the party at once: it attacks with the group standing here, or alone where none stands, and
 * combat is joined at once (no talk: it was the party's). They wander off when the party leaves
 * the citadel (DM 13.22).
 */
import { joinBehind, serving } from '../combat/charmed';
import type { CharmedMonster } from '../combat/types';
import { levelKey } from '../board/levels';
import { monsterAlive } from '../combat/rolls';
import { standing } from '../party';
import type { MonsterGroup, MonsterInGroup } from '../encounter/group';
import type { BgEvent, BgState } from '../state';
import { rowsOf } from './deal';
import { joinFight } from './fighting';
import { groupHere } from './where';

/** Who is in the marching order: the standing characters and the monsters serving the party (DM 9.45). */
export function partyMembers(s: BgState): string[] {
  return [...s.party.characters.filter(standing).map((c) => c.id), ...s.party.charmed.filter((m) => serving(s.party.characters, m)).map((m) => m.id)];
}

/** The marching order kept as it stands where it can, its gaps closed; rebuilt (characters first, the charmed behind) when someone is missing. */
export function keepRows(s: BgState): void {
  const members = partyMembers(s);
  const kept = s.party.rows.map((r) => r.filter((id) => members.includes(id))).filter((r) => r.length > 0);
  if (kept.flat().length === members.length) {
    s.party.rows = kept;
    return;
  }
  const rows = rowsOf(s.party.characters.filter(standing));
  for (const m of s.party.charmed.filter((x) => serving(s.party.characters, x))) joinBehind(rows, m.id);
  s.party.rows = rows.length > 0 ? rows : [];
}

const asMonster = ({ charmer: _charmer, ...m }: CharmedMonster): MonsterInGroup => m;

/**
 * Outside a fight: the dead charmed are dropped; those whose charmer has died turn (DM 9.45) once
 * the party is free to be attacked (between stages or meeting monsters), joining the group here
 * or making a group of their own, and the fight is joined at once.
 */
export function tendCharmed(s: BgState, events: BgEvent[]): void {
  s.party.charmed = s.party.charmed.filter(monsterAlive);
  const turning = s.party.charmed.filter((m) => !serving(s.party.characters, m));
  if (turning.length === 0 || (s.phase.kind !== 'explore' && s.phase.kind !== 'meet')) return;
  s.party.charmed = s.party.charmed.filter((m) => !turning.includes(m));
  for (const m of turning) events.push({ type: 'charmBroken', rule: 'DM 9.45', monster: m.id });
  keepRows(s);
  const monsters = turning.map(asMonster);
  const group: MonsterGroup = groupHere(s) ?? {
    type: turning[0]!.type, level: s.party.at.level, source: 'room', treasureLetter: turning[0]!.treasure,
    monsters: [], attempted: true, attitude: 'fighting', bribes: 0,
  };
  group.monsters.push(...monsters);
  group.attempted = true; // it attacks at once: no talk
  group.attitude = 'fighting';
  s.groups[levelKey(s.party.at)] = group;
  joinFight(s, events);
}

/** DM 13.22: a monster charmed on one expedition wanders off before the next. */
export function wanderOff(s: BgState, events: BgEvent[]): void {
  if (s.party.charmed.length === 0) return;
  const ids = s.party.charmed.map((m) => m.id);
  s.party.charmed = [];
  s.party.rows = s.party.rows.map((r) => r.filter((id) => !ids.includes(id))).filter((r) => r.length > 0);
  events.push({ type: 'charmedWanderOff', rule: 'DM 13.22', text: `The charmed monster${ids.length === 1 ? '' : 's'} wander${ids.length === 1 ? 's' : ''} off as the party leaves.` });
}
