/**
 * Stage D (BLACKGATE §13.1): a room's find, investigated once (B43) by one delegate, after any
 * monsters are dead or agreed; a Mirror room acts as a mirror with no roll (§13.3). What it
 * yields goes into the party's pool to be shared (B51, §14.5), what it calls up is met at once
 * (B44, B50). A trap door's room below (Trap door 3–4, DATA ruling 14) is a place of its own:
 * the party goes down, meets what is there, and climbs back once that is over.
 */
import * as v from 'valibot';
import { RuleError } from '../../../engine/errors';
import type { FindColumn } from '../data/finds';
import { tileTypes, type TileFeature } from '../data/tiles';
import { levelKey } from '../board/levels';
import { monsterCheck, namedGroup, type MonsterGroup } from '../encounter/group';
import { investigate as rollFind } from '../finds';
import { mirrorEffect } from '../mirrors';
import { standing } from '../party';
import type { BgEvent, BgState } from '../state';
import { defineBgMove, id } from './moveRecord';
import { addToPool } from './sharing';
import { groupHere, here } from './where';

export type FindAction = { type: 'investigate'; by: string };

const COLUMN: Partial<Record<TileFeature, FindColumn>> = {
  fountain: 'fountain', statue: 'statue', trapdoor: 'trapDoor', furniture: 'furniture', altar: 'altar', artwork: 'artwork',
};

/** The find of the room the party stands in, if it has one not yet investigated (B43). */
export function findHere(s: BgState): TileFeature | null {
  const t = here(s);
  const feature = tileTypes[t.tile].feature;
  if (feature === null || feature === 'staircase' || t.tile === 'BG-GATE') return null;
  return s.investigated.includes(levelKey(t)) ? null : feature;
}

function investigate(s: BgState, who: string, events: BgEvent[]): void {
  if (s.phase.kind !== 'explore') throw new RuleError('LŚ 5.0 D', 'a find is investigated between stages');
  const feature = findHere(s);
  if (!feature) throw new RuleError('B43', 'there is no find here still to investigate');
  const g = groupHere(s);
  if (g && g.attitude !== 'agreed') throw new RuleError('§13.1', 'the monsters here must be dead or at peace first');
  const c = s.party.characters.find((x) => x.id === who);
  if (!c || !standing(c)) throw new RuleError('LŚ 5.0 D', `the investigator must be a character who can act, not "${who}"`);
  const level = s.party.at.level;
  s.investigated.push(levelKey(s.party.at));
  const told = events as never[];
  if (feature === 'mirror') {
    const after = mirrorEffect(s.board.gate, s.countdown, level, s.options, s.dice, told);
    s.board = { ...s.board, gate: after.gate };
    s.countdown = after.countdown;
    return;
  }
  const out = rollFind(COLUMN[feature]!, {
    party: s.party.characters, investigator: c.id, level, partyLevel: level, gate: s.board.gate, countdown: s.countdown,
    options: s.options, dice: s.dice, events: told, nextId: () => `item${++s.serial}`, sun: s.sun,
  });
  s.board = { ...s.board, gate: out.gate };
  s.countdown = out.countdown;
  if (out.loot) addToPool(s, out.loot); // B51: shared out as §14.5
  if (out.trap) {
    s.phase = { kind: 'trap', source: 'trapdoor' };
    return;
  }
  const meet = out.meet;
  if (!meet) return;
  if (out.below) goBelow(s, events);
  // B44: a monster the find names is single and takes the room letter; B50: a check calls up an ordinary encounter
  let group: MonsterGroup | null;
  if ('named' in meet) group = namedGroup(meet.named, 1, level, 'room');
  else {
    const checked = monsterCheck(s.dice, meet.check === 'room' ? 'newRoom' : 'corridorOrVisitedRoom', level, s.options);
    events.push(...checked.events);
    group = checked.group;
  }
  if (!group) return;
  s.groups[levelKey(s.party.at)] = group;
  s.phase = { kind: 'meet' };
}

/**
 * §13.2 Trap door 3–4, DM 6.32, DATA ruling 14: the party lowers itself into the sealed room
 * below (no tile, no door, no find); an agreed group of the room above is set aside meanwhile.
 */
function goBelow(s: BgState, events: BgEvent[]): void {
  const key = levelKey(s.party.at);
  const above = s.groups[key] ?? null;
  delete s.groups[key];
  s.below = { aside: above };
  events.push({ type: 'wentBelow', rule: 'DATA ruling 14', text: 'The party goes down through the trap door into a sealed room below.' });
}

/**
 * DATA ruling 14: once what the room below held is over (nothing there, the monsters dead, or
 * talked or bought off), the party climbs back into the room above. A group left alive stays
 * below for good: that room is never entered again. The group set aside comes back.
 */
export function climbBack(s: BgState, events: BgEvent[]): void {
  if (!s.below || s.phase.kind !== 'explore' || s.standingAside) return; // a group standing aside is back first
  const key = levelKey(s.party.at);
  const left = s.groups[key];
  delete s.groups[key];
  if (s.below.aside) s.groups[key] = s.below.aside;
  delete s.below;
  events.push({ type: 'climbedBack', rule: 'DATA ruling 14', text: left ? 'The party climbs back up through the trap door, leaving the monsters below.' : 'The party climbs back up through the trap door.' });
}

export const findMoves = {
  investigate: defineBgMove({
    type: 'investigate', schema: v.object({ type: v.literal('investigate'), by: id }),
    apply: (s, a, e) => investigate(s, a.by, e),
    title: (a, s) => `${s.party.characters.find((c) => c.id === a.by)?.name ?? a.by} investigates the find`,
  }),
};
