/**
 * Stage D (BLACKGATE §13.1): a room's find, investigated once (B43) by one delegate, after any
 * monsters are dead or agreed; a Mirror room acts as a mirror with no roll (§13.3). What it
 * yields is shared (B51), what it calls up is met at once (B44, B50).
 */
import * as v from 'valibot';
import { RuleError } from '../../../engine/errors';
import type { FindColumn } from '../data/finds';
import { tileTypes, type TileFeature } from '../data/tiles';
import { levelKey } from '../board/levels';
import { monsterCheck, namedGroup, type MonsterGroup } from '../encounter/group';
import { investigate as rollFind } from '../finds';
import { divideLoot } from '../treasure/loot';
import { mirrorEffect } from '../mirrors';
import { standing } from '../party';
import type { BgEvent, BgState } from '../state';
import { defineBgMove, id } from './moveRecord';
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
  if (out.loot && s.party.characters.some(standing)) divideLoot(s.party.characters, out.loot, {}, s.dice, s.sun, told);
  if (out.trap) {
    s.phase = { kind: 'trap', source: 'trapdoor' };
    return;
  }
  const meet = out.meet;
  if (!meet) return;
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

export const findMoves = {
  investigate: defineBgMove({
    type: 'investigate', schema: v.object({ type: v.literal('investigate'), by: id }),
    apply: (s, a, e) => investigate(s, a.by, e),
    title: (a, s) => `${s.party.characters.find((c) => c.id === a.by)?.name ?? a.by} investigates the find`,
  }),
};
