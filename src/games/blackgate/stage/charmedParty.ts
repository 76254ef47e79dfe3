/**
 * The party's charmed monsters between fights (DM 9.45, 13.22; §11.3 Charm, §14.4): members of
 * the marching order while they serve; a dead one is gone; one whose charmer has died turns on
 * the party at once and combat is joined at once (no talk: it was the party's). It attacks
 * alone: a group standing here stands aside meanwhile and is back as it was once that fight is
 * over. They wander off when the party leaves the citadel (DM 13.22).
 */
import { joinBehind, serving } from '../combat/charmed';
import type { CharmedMonster } from '../combat/types';
import { levelKey } from '../board/levels';
import { monsterAlive } from '../combat/rolls';
import { standing } from '../party';
import { livingMonsters, type MonsterGroup, type MonsterInGroup } from '../encounter/group';
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
 * the party is free to be attacked (between stages or meeting monsters), as a group of their own,
 * and the fight is joined at once. DM 9.45 has the monster attack, and no one else: our ruling is
 * that a group standing here (at peace, or just met and not yet talked to) takes no part. It
 * stands aside, keeping its agreement or the party's one attempt at talk (B20), and is back when
 * that fight is over (`bringBackAside`). A group is one kind (§8.2), and a turned Orc's fury is no
 * breach of the Ogres' agreement.
 */
export function tendCharmed(s: BgState, events: BgEvent[]): void {
  s.party.charmed = s.party.charmed.filter(monsterAlive);
  const turning = s.party.charmed.filter((m) => !serving(s.party.characters, m));
  if (turning.length === 0 || (s.phase.kind !== 'explore' && s.phase.kind !== 'meet')) return;
  s.party.charmed = s.party.charmed.filter((m) => !turning.includes(m));
  for (const m of turning) events.push({ type: 'charmBroken', rule: 'DM 9.45', monster: m.id });
  keepRows(s);
  const here = groupHere(s);
  if (here) {
    s.standingAside = { group: here, met: s.phase.kind === 'meet' };
    events.push({ type: 'groupAside', rule: 'DM 9.45', text: 'The monsters here stand aside while the turned one attacks.' });
  }
  const group: MonsterGroup = {
    type: turning[0]!.type, level: s.party.at.level, source: 'room', treasureLetter: turning[0]!.treasure,
    monsters: turning.map(asMonster), attempted: true, attitude: 'fighting', bribes: 0, // it attacks at once: no talk
  };
  s.groups[levelKey(s.party.at)] = group;
  joinFight(s, events);
}

/**
 * Once the fight with the turned is over, the group that stood aside is back, as it was: at
 * peace, or met and still to be talked to (then only when the treasure is shared out, §14.5).
 * Turned monsters a Cease Fire left at peace stay with it.
 */
export function bringBackAside(s: BgState, events: BgEvent[]): void {
  const aside = s.standingAside;
  if (!aside || s.phase.kind !== 'explore' || (aside.met && s.pool !== undefined)) return;
  const key = levelKey(s.party.at);
  const left = s.groups[key];
  if (left) aside.group.monsters.push(...livingMonsters(left));
  s.groups[key] = aside.group;
  delete s.standingAside;
  if (aside.met) s.phase = { kind: 'meet' };
  events.push({ type: 'groupBack', rule: 'DM 9.45', text: aside.met ? 'The monsters who stood aside are still to be dealt with.' : 'The monsters who stood aside are back, still at peace.' });
}

/** DM 13.22: a monster charmed on one expedition wanders off before the next. */
export function wanderOff(s: BgState, events: BgEvent[]): void {
  if (s.party.charmed.length === 0) return;
  const ids = s.party.charmed.map((m) => m.id);
  s.party.charmed = [];
  s.party.rows = s.party.rows.map((r) => r.filter((id) => !ids.includes(id))).filter((r) => r.length > 0);
  events.push({ type: 'charmedWanderOff', rule: 'DM 13.22', text: `The charmed monster${ids.length === 1 ? '' : 's'} wander${ids.length === 1 ? 's' : ''} off as the party leaves.` });
}
