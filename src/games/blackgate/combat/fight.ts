/**
 * A Black Gate fight as the ruleset drives it (§9.1): start it, list every legal action, apply
 * one. Phase a waits for the party's strikes, spells and Gate attempts; `endAttacks` runs b and
 * c; phase d waits for the party's order, after which e runs and the next round opens. No
 * retreat (DM 8.11): a fight ends only as `FightEnd` says. Every refusal is a RuleError
 * naming its case, thrown before anything changes.
 */
import type { DiceState } from '../../../engine/dice';
import { RuleError } from '../../../engine/errors';
import { d6, rollCode } from '../../deathmaze/dice';
import type { BgWeapon } from '../data/characters';
import type { MazeLevel } from '../data/levels';
import { namelessSpellPoints } from '../data/magic';
import type { BlackGateOptions } from '../data/options';
import { livingMonsters, namedGroup, rollGroupWoundPoints, type GroupEvent, type MonsterGroup } from '../encounter/group';
import { standing, type BgCharacter } from '../party';
import { attemptGate, gateAttemptRefusal, gatePhase } from './gate';
import { LINE, frontContacts, monsterLineUp, monsterOf, monsterStepUp, partyReorganizations, sameLines, trimLines } from './lines';
import { monsterAttackPhase } from './monsters';
import { agreementEnd, characterOf, checkMonster, fightEnd, leaveGateEnd } from './outcome';
import { characterBonus, crt, resists, fightRv, weaponsOf, woundMonster } from './rolls';
import { checked, passes, refuse } from './refusal';
import { castSpell, checkCast, combatSpellIds, spellAim } from './spells';
import { charmedMember, charmedStrike, checkCharmedStrike, serving, turnCharmed, victimOf } from './charmed';
import { charmReach, checkDrink, drink } from './potions';
import type { BgFight, FightAction, FightContext, FightEnd, FightEvent, FightSides, FightView } from './types';

function newFight(guardian: boolean, gateRounds: boolean): BgFight {
  return {
    round: 1, phase: 'a', monsterRows: [[]], acted: [], guardian, gateRounds, thrown: [], inHand: {}, stench: [], shields: {}, hesitating: [],
    asleep: [], charmed: [], thralls: [], vampireAttacks: {}, regeneration: {}, namelessSpellPoints: 0, killed: [], vanished: [],
    settled: null, gateXpEach: 0, end: null,
  };
}

/** The party's lines as given, checked, with anyone who cannot stand (or no longer serves, DM 9.45) taken out. */
function cleanRows(sides: FightSides): void {
  const seen = new Set<string>();
  for (const line of sides.rows) {
    if (line.length > LINE) throw new RuleError('DM 8.52', 'a line holds at most three characters');
    for (const id of line) {
      if (!victimOf(sides, id) || seen.has(id)) throw new RuleError('DM 8.52', `"${id}" is not one member of the party`);
      seen.add(id);
    }
  }
  const fit = (id: string): boolean => {
    const c = characterOf(sides, id);
    return c ? standing(c) : serving(sides.characters, charmedMember(sides, id)!);
  };
  const kept = sides.rows.map((l) => l.filter(fit));
  sides.rows.splice(0, sides.rows.length, ...kept);
  trimLines(sides.rows);
}

const pushAll = (ctx: FightContext, events: readonly GroupEvent[]) => ctx.events.push(...(events as readonly FightEvent[]));

/**
 * Joins combat (§9.1, B22): rolls any WP still unrolled (B49), lines the monsters up (DM 8.13,
 * B58), makes each character resist a Cronk's stench (DM 12.32) and opens round 1 at phase a.
 * `monstersFirst` (option `monsterFirstStrike`, DATA ruling 50) plays one phase b first; if
 * that kills the party, `fight.end` says so.
 */
export function startFight(sides: FightSides, ctx: FightContext, how: { guardian: boolean; monstersFirst?: boolean }): BgFight {
  const group = sides.group;
  if (!group) throw new RuleError('LŚ 9.0', 'a fight needs a monster group; Gate rounds start with startGateRounds');
  const living = livingMonsters(group);
  if (living.length === 0) throw new RuleError('LŚ 9.0', 'no monster of the group is left to fight');
  cleanRows(sides);
  group.attitude = 'fighting';
  const rolled: GroupEvent[] = [];
  rollGroupWoundPoints(ctx.dice, group, rolled);
  pushAll(ctx, rolled);
  const fight = newFight(how.guardian, false);
  fight.monsterRows = monsterLineUp(livingMonsters(group));
  if (living.some((m) => m.type === 'nameless')) fight.namelessSpellPoints = namelessSpellPoints; // §7.5
  ctx.events.push({ type: 'lineUp', rule: 'DM 8.13', monsters: fight.monsterRows.map((l) => [...l]), party: sides.rows.map((l) => [...l]) });
  if (living.some((m) => m.type === 'cronk')) {
    for (const id of sides.rows.flat().filter((x) => characterOf(sides, x))) { // DM 12.32: each character
      const r = resists(ctx.dice, fightRv(fight, characterOf(sides, id)!));
      if (!r.resisted) fight.stench.push(id);
      ctx.events.push({ type: 'stench', rule: 'DM 12.32', character: id, face: r.face, resisted: r.resisted });
    }
  }
  if (how.monstersFirst) {
    monsterAttackPhase(fight, sides, ctx); // DATA ruling 50
    if (fightEnd(fight, sides, ctx)) return fight;
  }
  ctx.events.push({ type: 'roundBegins', rule: 'B22', round: 1 });
  return fight;
}

/** §15.6 step 5: rounds at the standing Gate with no monster (attempts, Blasts, reorganisation). */
export function startGateRounds(sides: FightSides, ctx: FightContext): BgFight {
  if (!ctx.gate.standing || !ctx.gate.here) throw new RuleError('§15.6', 'Gate rounds need the standing Gate on this segment');
  if (sides.group && livingMonsters(sides.group).length > 0) throw new RuleError('§15.6', 'Gate rounds have no monsters');
  cleanRows(sides);
  const fight = newFight(false, true);
  ctx.events.push({ type: 'roundBegins', rule: '§15.6', round: 1, gateRound: true });
  return fight;
}

/** §15.4: the guardians (dice in order: the Demon count; WP come when the fight starts, the Nameless One's first). */
export function guardianGroup(dice: DiceState, level: MazeLevel, options: BlackGateOptions): MonsterGroup {
  const demons = Math.max(1, rollCode(dice, options.guardianDemons).total);
  const group = namedGroup('nameless', 1, level, 'room');
  group.monsters.push(...namedGroup('demon', demons, level, 'room').monsters);
  group.attitude = 'fighting';
  return group;
}

function actor(fight: BgFight, sides: FightSides, by: string, rule: string): BgCharacter {
  if (charmedMember(sides, by)) refuse('DM 9.45', 'a charmed monster fights as monsters do: it only strikes');
  const c = characterOf(sides, by);
  if (!c || !standing(c)) refuse(rule, `${by} cannot act: dead, turned to stone or not in the party`);
  if (!sides.rows.some((l) => l.includes(by))) refuse(rule, `${c.name} is not in the party's lines`);
  if (fight.acted.includes(by)) refuse('§11.2', `${c.name} has already acted in this phase a`);
  return c;
}

/** The weapon a strike uses when none is named: the skilled one if it fits, else the first that does. */
function defaultWeapon(fight: BgFight, c: BgCharacter, front: boolean): BgWeapon | undefined {
  const held = fight.inHand[c.id];
  if (held) return held;
  const fits = weaponsOf(c).filter((w) => (front ? w !== 'bow' : w === 'bow' || (w === 'throwingDagger' && !fight.thrown.includes(c.id))));
  const skilled = c.weaponSkill?.weapon;
  return skilled && fits.includes(skilled) ? skilled : fits[0];
}

function checkStrike(fight: BgFight, sides: FightSides, c: BgCharacter, action: Extract<FightAction, { type: 'strike' }>): BgWeapon {
  const front = (sides.rows[0] ?? []).includes(c.id);
  const second = (sides.rows[1] ?? []).includes(c.id);
  if (!front && !second) refuse('DM 8.22', `${c.name} is too far back to attack`);
  const weapon = action.weapon ?? defaultWeapon(fight, c, front);
  if (!weapon || !weaponsOf(c).includes(weapon)) refuse('DM 8.41', `${c.name} has no ${String(weapon ?? 'fitting weapon')}`);
  const held = fight.inHand[c.id];
  if (held && held !== weapon) refuse('DM 8.41', `${c.name} holds the ${held}: changing weapons costs the attack`);
  if (front) {
    if (weapon === 'bow') refuse('DATA ruling 52', 'no bow in the front row');
    const reach = frontContacts(sides.rows[0]!, fight.monsterRows[0] ?? []).adventurerTargets[c.id] ?? [];
    if (!reach.includes(action.target)) refuse('DATA ruling 49', `${c.name} is not in contact with ${action.target}`);
  } else {
    if (weapon !== 'bow' && weapon !== 'throwingDagger') refuse('DM 8.34', 'from row 2 only a bow or a throwing dagger reaches');
    if (weapon === 'throwingDagger' && fight.thrown.includes(c.id)) refuse('DM 8.47', 'the throwing dagger is thrown once per fight');
    if (!(fight.monsterRows[0] ?? []).includes(action.target)) refuse('DM 8.34', `${action.target} is not in the monsters' front line`);
  }
  return weapon;
}

/** Refuses `action` if it is illegal now. */
function check(fight: BgFight, sides: FightSides, view: FightView, action: FightAction): void {
  if (fight.end) refuse('LŚ 9.0', 'the fight is over');
  if (typeof action !== 'object' || action === null) refuse('LŚ 9.0', 'an action is a record with a type');
  if (action.type === 'reorganize') {
    if (fight.phase !== 'd') refuse('LŚ 9.0', 'the party reorganises in phase d');
    const wellFormed = Array.isArray(action.rows) && action.rows.every((l) => Array.isArray(l) && l.every((id) => typeof id === 'string'));
    if (!wellFormed) refuse('DM 8.24', 'the new order is lines of character ids');
    if (!partyReorganizations(sides.rows).some((r) => sameLines(r, action.rows))) refuse('DM 8.24', 'not a legal reorganisation (one character changes row; ruling 46)');
    return;
  }
  if (fight.phase !== 'a') refuse('LŚ 9.0', 'phase d waits for the party to reorganise');
  if (action.type === 'endAttacks') return;
  if (!['strike', 'cast', 'destroyGate', 'ready', 'leaveGate', 'drink'].includes(action.type)) refuse('LŚ 9.0', `there is no fight action ${String(action.type)}`);
  if (action.type === 'drink') {
    checkDrink(fight, sides, actor(fight, sides, action.by, 'DM 9.17'), action);
    return;
  }
  if (action.type === 'leaveGate') {
    if (!fight.gateRounds || fight.acted.length > 0) refuse('§15.6', 'the party may leave only before a Gate round (DM 8.11)');
    return;
  }
  if (action.type === 'destroyGate') {
    const c = actor(fight, sides, action.by, '§15.6');
    const why = gateAttemptRefusal(sides, view, c, action.weapon);
    if (why) refuse(view.options.gateModel === 'monster40' ? 'B57' : '§15.6', why);
    if (action.weapon !== undefined && !weaponsOf(c).includes(action.weapon)) refuse('B57', `${c.name} has no ${action.weapon}`);
    const held = fight.inHand[c.id];
    if (action.weapon !== undefined && held && held !== action.weapon) refuse('DM 8.41', `${c.name} holds the ${held}: changing weapons costs the attack`);
    return;
  }
  if (action.type === 'ready') {
    // B57: under monster40 a Gate round's strikes need the right weapon too
    if (fight.gateRounds && view.options.gateModel !== 'monster40') refuse('§15.6', 'Gate rounds allow only destruction attempts');
    const c = actor(fight, sides, action.by, 'DM 8.41');
    if (!weaponsOf(c).includes(action.weapon)) refuse('DM 8.41', `${c.name} has no ${action.weapon}`);
    if (action.weapon === 'throwingDagger' && fight.thrown.includes(c.id)) refuse('DM 8.47', 'the throwing dagger was thrown');
    if (fight.inHand[c.id] === undefined || fight.inHand[c.id] === action.weapon) refuse('DM 8.41', `${c.name} needs no change: the next strike takes up any weapon`);
    return;
  }
  if (fight.gateRounds) refuse('§15.6', 'Gate rounds allow only destruction attempts');
  const member = charmedMember(sides, action.by);
  if (member && action.type === 'strike') {
    checkCharmedStrike(fight, sides, member, action);
    return;
  }
  const c = actor(fight, sides, action.by, action.type === 'cast' ? '§11.2' : 'LŚ 9.2');
  if (action.type === 'strike') {
    checkStrike(fight, sides, c, action);
    return;
  }
  if (!(sides.rows[0] ?? []).concat(sides.rows[1] ?? []).includes(c.id)) refuse('§11.2', 'spells are cast from row 1 or 2');
  checkCast(fight, sides, c, action);
}

/** Throws the RuleError that makes `action` illegal now. */
export function checkFightAction(fight: BgFight, sides: FightSides, view: FightView, action: FightAction): void {
  checked(() => check(fight, sides, view, action));
}

const legal = (fight: BgFight, sides: FightSides, view: FightView, a: FightAction): boolean => passes(() => check(fight, sides, view, a));

/** Every legal action now, targets and weapons enumerated (the one source of truth for a table's options). */
export function fightActions(fight: BgFight, sides: FightSides, view: FightView): FightAction[] {
  if (fight.end) return [];
  if (fight.phase === 'd') return partyReorganizations(sides.rows).map((rows) => ({ type: 'reorganize', rows }));
  const out: FightAction[] = [];
  const monsters = fight.monsterRows.flat();
  const near = sides.rows.slice(0, 2).flat();
  for (const by of sides.rows.flat()) {
    const c = characterOf(sides, by);
    if (!c) {
      // DM 9.45: a charmed monster only strikes
      for (const target of monsters) {
        const a: FightAction = { type: 'strike', by, target };
        if (legal(fight, sides, view, a)) out.push(a);
      }
      continue;
    }
    for (const item of c.items.filter((i) => i.column === 'potion')) {
      for (const target of [undefined, ...charmReach(fight)]) {
        const a: FightAction = { type: 'drink', by, item: item.id, ...(target !== undefined && { target }) };
        if (legal(fight, sides, view, a)) out.push(a);
      }
    }
    const weapons = weaponsOf(c);
    const attempts: FightAction[] = view.options.gateModel === 'monster40' ? weapons.map((weapon) => ({ type: 'destroyGate', by, weapon })) : [{ type: 'destroyGate', by }];
    out.push(...attempts.filter((a) => legal(fight, sides, view, a)));
    for (const weapon of weapons) {
      const a: FightAction = { type: 'ready', by, weapon };
      if (legal(fight, sides, view, a)) out.push(a);
    }
    if (fight.gateRounds || !near.includes(by)) continue;
    for (const target of monsters) {
      for (const weapon of weapons) {
        const a: FightAction = { type: 'strike', by, target, weapon };
        if (legal(fight, sides, view, a)) out.push(a);
      }
    }
    const rings = c.items.filter((i) => i.column === 'ring' && !i.spent);
    for (const spell of combatSpellIds) {
      const aim = spellAim(spell);
      for (const target of aim === 'none' ? [undefined] : aim === 'character' ? near : monsters) {
        for (const ring of [undefined, ...rings.map((r) => r.id)]) {
          const a: FightAction = { type: 'cast', by, spell, ...(target !== undefined && { target }), ...(ring !== undefined && { ring }) };
          if (legal(fight, sides, view, a)) out.push(a);
        }
      }
    }
  }
  out.push({ type: 'endAttacks' });
  if (legal(fight, sides, view, { type: 'leaveGate' })) out.push({ type: 'leaveGate' });
  return out;
}

/** B54: the rest of the round in which the last guardian fell is a Gate round: phase c, then d. */
function afterStep(fight: BgFight, sides: FightSides, ctx: FightContext): FightEnd | null {
  const wasGateRounds = fight.gateRounds;
  const end = fightEnd(fight, sides, ctx);
  if (end || wasGateRounds || !fight.gateRounds) return end;
  gatePhase(fight, sides, ctx);
  fight.phase = 'd';
  return fightEnd(fight, sides, ctx);
}

function strike(fight: BgFight, sides: FightSides, ctx: FightContext, c: BgCharacter, action: Extract<FightAction, { type: 'strike' }>): void {
  const weapon = checkStrike(fight, sides, c, action);
  const m = monsterOf(sides.group, action.target)!;
  const thrown = weapon === 'throwingDagger' && !(sides.rows[0] ?? []).includes(c.id); // DATA ruling 52: in front it stays in hand
  if (thrown) {
    fight.thrown.push(c.id);
    delete fight.inHand[c.id]; // ruling 26: from an empty hand the next weapon is free
  } else fight.inHand[c.id] = weapon;
  const face = d6(ctx.dice);
  const bonus = characterBonus(fight, c, weapon);
  const wounds = woundMonster(fight, m, crt(ctx, weapon, face + bonus));
  ctx.events.push({ type: 'strike', rule: 'LŚ 9.2', by: c.id, target: m.id, weapon, face, bonus, wounds, thrown });
  checkMonster(fight, sides, ctx, m, 'LŚ 9.2');
}

/** DM 8.25, 8.51 then the next round's phase a. */
function nextRound(fight: BgFight, ctx: FightContext): void {
  if (!fight.gateRounds) {
    const moved = monsterStepUp(fight.monsterRows);
    if (moved) ctx.events.push({ type: 'monsterStepsUp', rule: 'DM 8.51', monster: moved });
  }
  fight.round += 1;
  fight.phase = 'a';
  fight.acted = [];
  ctx.events.push({ type: 'roundBegins', rule: fight.gateRounds ? '§15.6' : 'LŚ 9.0', round: fight.round, gateRound: fight.gateRounds });
}

/** Applies one action; returns how the fight ended, or null while it goes on. */
export function applyFightAction(fight: BgFight, sides: FightSides, ctx: FightContext, action: FightAction): FightEnd | null {
  checkFightAction(fight, sides, ctx, action);
  const end = applyChecked(fight, sides, ctx, action);
  if (!end) turnCharmed(fight, sides, ctx); // DM 9.45: a charmer who fell in this step (a turned monster never ends a fight)
  return end;
}

function applyChecked(fight: BgFight, sides: FightSides, ctx: FightContext, action: FightAction): FightEnd | null {
  switch (action.type) {
    case 'strike': {
      fight.acted.push(action.by);
      const member = charmedMember(sides, action.by);
      if (member) charmedStrike(fight, sides, ctx, member, action.target);
      else strike(fight, sides, ctx, characterOf(sides, action.by)!, action);
      return afterStep(fight, sides, ctx);
    }
    case 'drink':
      fight.acted.push(action.by);
      drink(fight, sides, ctx, characterOf(sides, action.by)!, action);
      return afterStep(fight, sides, ctx);
    case 'cast': {
      const c = characterOf(sides, action.by)!;
      fight.acted.push(c.id);
      if (castSpell(fight, sides, ctx, c, action)) return agreementEnd(fight, sides, ctx);
      return afterStep(fight, sides, ctx);
    }
    case 'ready':
      fight.acted.push(action.by);
      fight.inHand[action.by] = action.weapon;
      ctx.events.push({ type: 'weaponReadied', rule: 'DM 8.41', by: action.by, weapon: action.weapon });
      return null;
    case 'destroyGate': {
      const c = characterOf(sides, action.by)!;
      fight.acted.push(c.id);
      if (action.weapon) fight.inHand[c.id] = action.weapon;
      attemptGate(fight, sides, ctx, c, action.weapon);
      return afterStep(fight, sides, ctx);
    }
    case 'endAttacks': {
      if (!fight.gateRounds) {
        monsterAttackPhase(fight, sides, ctx);
        const end = fightEnd(fight, sides, ctx);
        if (end) return end;
      }
      gatePhase(fight, sides, ctx);
      fight.phase = 'd';
      return fightEnd(fight, sides, ctx);
    }
    case 'reorganize': {
      const rows = action.rows.map((l) => [...l]);
      trimLines(rows);
      if (!sameLines(rows, sides.rows)) ctx.events.push({ type: 'reorganized', rule: 'DM 8.24', rows });
      sides.rows.splice(0, sides.rows.length, ...rows);
      nextRound(fight, ctx);
      return null;
    }
    case 'leaveGate':
      return leaveGateEnd(fight, sides, ctx);
  }
}
