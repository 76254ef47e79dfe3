/**
 * The Black Gate's moves, one record per action kind: how a save writes it (its schema), what it
 * does (on the driver's draft), and its title in the log.
 */
import * as v from 'valibot';
import { DIR_NAMES } from '../board/levels';
import type { BgState } from '../state';
import { endGame, improve, leave, recruit, reenter } from './expeditions';
import { careMoves } from './caring';
import { fightMoves } from './fighting';
import { findMoves } from './finding';
import { defineBgMove, id, quarter, rowsSchema } from './moveRecord';
import { shareMoves } from './sharing';
import { trapMoves } from './trapping';
import { attack, buyOff, lock, talk } from './meeting';
import { setOrder } from './order';
import { climb, go, lay } from './walking';

const talkSpells = v.array(v.object({ by: id, spell: id }));
const nameOf = (s: BgState, who: string) => s.party.characters.find((c) => c.id === who)?.name ?? who;

const stageMoves = {
  go: defineBgMove({
    type: 'go', schema: v.object({ type: v.literal('go'), dir: quarter }),
    apply: (s, a, e) => go(s, a.dir, e), title: (a) => `Go ${DIR_NAMES[a.dir]}`,
  }),
  lay: defineBgMove({
    type: 'lay', schema: v.object({ type: v.literal('lay'), rot: quarter, door: v.optional(quarter) }),
    apply: (s, a, e) => lay(s, a.rot, a.door, e), title: () => 'Lay the tile',
  }),
  stairs: defineBgMove({
    type: 'stairs', schema: v.object({ type: v.literal('stairs'), way: v.picklist(['up', 'down'] as const) }),
    apply: (s, a, e) => climb(s, a.way, e), title: (a) => `Take the stairs ${a.way}`,
  }),
  negotiate: defineBgMove({
    type: 'negotiate', schema: v.object({ type: v.literal('negotiate'), by: id, spells: v.optional(talkSpells) }),
    apply: (s, a, e) => talk(s, a.by, a.spells ?? [], e), title: (a, s) => `${nameOf(s, a.by)} negotiates`,
  }),
  bribe: defineBgMove({
    type: 'bribe', schema: v.object({ type: v.literal('bribe'), payments: v.record(id, v.pipe(v.number(), v.integer())), spells: v.optional(talkSpells) }),
    apply: (s, a, e) => buyOff(s, a.payments, a.spells ?? [], e), title: () => 'Offer a bribe',
  }),
  lock: defineBgMove({
    type: 'lock', schema: v.object({ type: v.literal('lock'), by: id }),
    apply: (s, a, e) => lock(s, a.by, e), title: (a, s) => `${nameOf(s, a.by)} casts Lock`,
  }),
  recruit: defineBgMove({
    type: 'recruit', schema: v.object({ type: v.literal('recruit'), race: v.picklist(['human', 'elf', 'dwarf'] as const) }),
    apply: (s, a, e) => recruit(s, a.race, e), title: (a) => `A ${a.race} initiate joins`,
  }),
  fight: defineBgMove({
    type: 'fight', schema: v.object({ type: v.literal('fight') }),
    apply: (s, _a, e) => attack(s, e), title: () => 'Fight',
  }),
  order: defineBgMove({
    type: 'order', schema: v.object({ type: v.literal('order'), rows: rowsSchema }),
    apply: (s, a, e) => setOrder(s, a.rows, e), title: () => 'Change the marching order',
  }),
  leave: defineBgMove({
    type: 'leave', schema: v.object({ type: v.literal('leave') }),
    apply: (s, _a, e) => leave(s, e), title: () => 'Leave the maze',
  }),
  improve: defineBgMove({
    type: 'improve',
    schema: v.object({
      type: v.literal('improve'), who: id,
      what: v.variant('kind', [
        v.object({ kind: v.literal('woundPoint') }), v.object({ kind: v.literal('weapon') }), v.object({ kind: v.literal('resistance') }),
        v.object({ kind: v.literal('skill'), skill: v.picklist(['detrap', 'negotiation', 'hellgate'] as const) }),
        v.object({ kind: v.literal('magic'), sun: v.picklist(['red', 'yellow', 'blue'] as const) }),
      ]),
    }),
    apply: (s, a, e) => improve(s, a.who, a.what, e), title: (a, s) => `${nameOf(s, a.who)} improves`,
  }),
  reenter: defineBgMove({
    type: 'reenter', schema: v.object({ type: v.literal('reenter') }),
    apply: (s, _a, e) => reenter(s, e), title: () => 'Go in again',
  }),
  end: defineBgMove({
    type: 'end', schema: v.object({ type: v.literal('end') }),
    apply: (s, _a, e) => endGame(s, e), title: () => 'End the campaign',
  }),
};

export const blackGateMoves = { ...stageMoves, ...fightMoves, ...trapMoves, ...findMoves, ...careMoves, ...shareMoves };
