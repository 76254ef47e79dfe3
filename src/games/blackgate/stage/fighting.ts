/**
 * Combat as a stage of the campaign (BLACKGATE §3 C.3–C.5, §15.3–15.7): the fight module plays
 * the rounds on the party (its characters and charmed monsters, DM 9.45) and the group standing
 * here; this file starts it (a group met, an agreement broken, the Gate's guardians, Gate
 * rounds) and settles its end (treasure into the party's pool to be shared, §14.5, the group
 * gone, the Gate fallen, the party dead).
 */
import * as v from 'valibot';
import { RuleError } from '../../../engine/errors';
import { applyFightAction, fightActions, guardianGroup, startFight, startGateRounds } from '../combat';
import { bgMonsters } from '../data/monsters';
import { levelTreasure } from '../levels';
import type { BgFight, FightAction, FightContext, FightEnd, FightEvent, FightSides } from '../combat';
import { levelKey } from '../board/levels';
import { livingMonsters, type MonsterInGroup } from '../encounter/group';
import { killTreasure } from '../treasure/loot';
import { namer } from '../eventWords';
import type { BgEvent, BgState } from '../state';
import { defineBgMove, id, rowsSchema } from './moveRecord';
import { addToPool } from './sharing';
import { gateStandsAt, groupHere } from './where';

export type FightMoveAction = FightAction;

const sidesOf = (s: BgState): FightSides => ({ characters: s.party.characters, rows: s.party.rows, group: groupHere(s) ?? null, charmed: s.party.charmed });

function contextOf(s: BgState, events: FightEvent[]): FightContext {
  const gate = { standing: s.board.gate.placed && !s.gateFallen, here: gateStandsAt(s, s.party.at), placed: s.board.gate.placed, wounds: s.gateWounds };
  return { options: s.options, dice: s.dice, level: s.party.at.level, gate, events, serial: () => ++s.serial };
}

/** Runs one fight function with the sides and context made from the state, and writes back what it changed. */
function withFight<T>(s: BgState, events: BgEvent[], run: (sides: FightSides, ctx: FightContext) => T): T {
  const sides = sidesOf(s);
  const told: FightEvent[] = [];
  const ctx = contextOf(s, told);
  const out = run(sides, ctx);
  s.party.rows = sides.rows;
  if (!ctx.gate.standing && s.board.gate.placed) s.gateFallen = true; // §15.7
  if (ctx.gate.wounds !== undefined) s.gateWounds = ctx.gate.wounds;
  events.push(...told);
  return out;
}

/**
 * Combat is joined with the group here (§3 C.3): the party's phase a first (B22), or after failed
 * talks the monsters first under option `monsterFirstStrike` (DATA ruling 50).
 */
export function joinFight(s: BgState, events: BgEvent[], how: { guardian?: boolean; afterTalk?: boolean } = {}): void {
  const monstersFirst = how.afterTalk === true && s.options.monsterFirstStrike;
  const fight = withFight(s, events, (sides, ctx) => startFight(sides, ctx, { guardian: how.guardian === true, monstersFirst }));
  s.fight = fight;
  s.phase = { kind: 'fight' };
  if (fight.end) finish(s, fight.end, events); // the monsters' first strike may end it at once
}

/**
 * §15.3 step 2: the first entry into the Gate segment calls up its guardians, and the fight
 * starts at once; each guardian keeps its own treasure letter, shifted by the level (§15.4).
 */
export function guardiansAppear(s: BgState, events: BgEvent[]): void {
  const level = s.party.at.level;
  const group = guardianGroup(s.dice, level, s.options);
  group.monsters.forEach((m, i) => (group.monsters[i] = { ...m, treasure: levelTreasure(bgMonsters[m.type].treasure.room, level) }));
  group.attempted = true; // no talk, no bribe
  s.groups[levelKey(s.party.at)] = group;
  joinFight(s, events, { guardian: true });
}

/** §15.6 step 5: the guardians are gone and the Gate stands: rounds of attempts, Blasts and reorganisation. */
export function gateRounds(s: BgState, events: BgEvent[]): void {
  s.fight = withFight(s, events, (sides, ctx) => startGateRounds(sides, ctx));
  s.phase = { kind: 'fight' };
}

/**
 * §14.1, §14.5: the killed monsters' treasure is rolled and goes into the party's pool, where the
 * players open its chests (§6.4, the delegate theirs) and share it out (the `share` actions).
 */
function takeTreasure(s: BgState, end: { killed: MonsterInGroup[] }, events: BgEvent[]): void {
  const group = groupHere(s);
  if (!group || end.killed.length === 0) return;
  const nextId = () => `item${++s.serial}`;
  addToPool(s, killTreasure(group, end.killed, s.dice, s.options, nextId, events as never[]));
}

function finish(s: BgState, end: FightEnd, events: BgEvent[]): void {
  const key = levelKey(s.party.at);
  const fight = s.fight as BgFight;
  s.fight = null;
  s.phase = { kind: 'explore' };
  switch (end.kind) {
    case 'won':
    case 'gateFallen':
      takeTreasure(s, end, events); // the charmed are with the party already (DM 9.45)
      delete s.groups[key];
      break;
    case 'agreement': {
      const group = s.groups[key]!;
      group.attitude = 'agreed';
      break;
    }
    case 'partyDead':
      s.phase = { kind: 'over', why: 'allDead' };
      break;
    case 'gateRoundsOver': {
      // B54: the guardians fell earlier in this fight; their treasure is taken before the party walks away
      const group = s.groups[key];
      if (group && livingMonsters(group).length === 0) {
        takeTreasure(s, { killed: group.monsters.filter((m) => fight.settled?.killed.includes(m.id)) }, events);
        delete s.groups[key];
      }
      break;
    }
  }
}

function fightStep(s: BgState, action: FightAction, events: BgEvent[]): void {
  if (s.phase.kind !== 'fight' || s.fight === null) throw new RuleError('LŚ 9.0', 'there is no fight going on');
  const end = withFight(s, events, (sides, ctx) => applyFightAction(s.fight as BgFight, sides, ctx, action));
  if (end) finish(s, end, events);
}

/** The fight's choices now, from the fight module. */
export function fightListing(s: BgState): FightAction[] {
  if (s.fight === null) return [];
  const { dice: _dice, events: _events, serial: _serial, ...view } = contextOf(s, []);
  return fightActions(s.fight as BgFight, sidesOf(s), view);
}

const weapon = v.optional(v.picklist(['sword', 'dagger', 'throwingDagger', 'bow', 'axe', 'hammer'] as const));
/** A character's name, or a charmed monster's kind (`the charmed Orc 1`), capitalised for a title. */
const nameOf = (s: BgState, who: string) => {
  const name = namer(s)(who);
  return name.charAt(0).toUpperCase() + name.slice(1);
};
const potionOf = (s: BgState, a: { by: string; item: string }) => s.party.characters.find((c) => c.id === a.by)?.items.find((i) => i.id === a.item)?.name ?? 'potion';

export const fightMoves = {
  strike: defineBgMove({
    type: 'strike', schema: v.object({ type: v.literal('strike'), by: id, target: id, weapon }),
    apply: fightStep, title: (a, s) => `${nameOf(s, a.by)} attacks`,
  }),
  cast: defineBgMove({
    type: 'cast', schema: v.object({ type: v.literal('cast'), by: id, spell: id, target: v.optional(id), ring: v.optional(id) }),
    apply: fightStep, title: (a, s) => `${nameOf(s, a.by)} casts ${a.spell}`,
  }),
  destroyGate: defineBgMove({
    type: 'destroyGate', schema: v.object({ type: v.literal('destroyGate'), by: id, weapon }),
    apply: fightStep, title: (a, s) => `${nameOf(s, a.by)} strikes at the Gate`,
  }),
  drink: defineBgMove({
    type: 'drink', schema: v.object({ type: v.literal('drink'), by: id, item: id, target: v.optional(id) }),
    apply: fightStep,
    title: (a, s) => `${nameOf(s, a.by)} drinks the ${potionOf(s, a)} potion${a.target ? ` at ${namer(s)(a.target)}` : ''}`,
  }),
  ready: defineBgMove({
    type: 'ready', schema: v.object({ type: v.literal('ready'), by: id, weapon: v.picklist(['sword', 'dagger', 'throwingDagger', 'bow', 'axe', 'hammer'] as const) }),
    apply: fightStep, title: (a, s) => `${nameOf(s, a.by)} takes up the ${a.weapon}`,
  }),
  endAttacks: defineBgMove({
    type: 'endAttacks', schema: v.object({ type: v.literal('endAttacks') }),
    apply: fightStep, title: () => 'End the party’s attacks',
  }),
  reorganize: defineBgMove({
    type: 'reorganize', schema: v.object({ type: v.literal('reorganize'), rows: rowsSchema }),
    apply: fightStep, title: () => 'Reorganise',
  }),
  leaveGate: defineBgMove({
    type: 'leaveGate', schema: v.object({ type: v.literal('leaveGate') }),
    apply: fightStep, title: () => 'Walk away from the Gate',
  }),
};
