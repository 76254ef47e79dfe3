/**
 * What falls and what it is worth: a monster killed or a character lost at once (DATA ruling 42),
 * a Vampire's thralls freed, the end of a fight (§9.1, §15.6 step 6, §15.7) and its experience (§12, B41, B54).
 */
import { bgMonsters } from '../data/monsters';
import { experienceNumbers } from '../data/magic';
import type { MonsterInGroup } from '../encounter/group';
import { levelExperience } from '../levels';
import { standing, type BgCharacter } from '../party';
import { joinAtBack, leaveLines, monsterOf } from './lines';
import { monsterAlive } from './rolls';
import type { BgFight, FightContext, FightEnd, FightSides } from './types';

export const characterOf = (sides: FightSides, id: string): BgCharacter | undefined => sides.characters.find((c) => c.id === id);

export const isGuardian = (m: MonsterInGroup): boolean => bgMonsters[m.type].specials.includes('guardian');

/** After wounds to a monster: if it is dead it leaves its line at once and frees any thrall (DM 12.36). */
export function checkMonster(fight: BgFight, sides: FightSides, ctx: FightContext, m: MonsterInGroup, rule: string): void {
  if (monsterAlive(m) || fight.killed.includes(m.id)) return;
  fight.killed.push(m.id);
  leaveLines(fight.monsterRows, m.id);
  fight.asleep = fight.asleep.filter((id) => id !== m.id);
  ctx.events.push({ type: 'killed', rule, monster: m.id });
  freeThralls(fight, sides, ctx, m.id);
}

export function freeThralls(fight: BgFight, sides: FightSides, ctx: FightContext, by: string | null): void {
  for (const t of fight.thralls.filter((x) => by === null || x.by === by)) {
    const c = characterOf(sides, t.character);
    if (c && standing(c)) {
      joinAtBack(sides.rows, c.id);
      ctx.events.push({ type: 'thrallFreed', rule: 'DM 12.36', character: c.id });
    }
  }
  fight.thralls = fight.thralls.filter((x) => by !== null && x.by !== by);
}

/** After wounds to a character: the dead leave the marching order at once. */
export function checkCharacter(sides: FightSides, ctx: FightContext, c: BgCharacter, rule: string): void {
  if (c.wounds < c.woundPoints) return;
  if (!sides.rows.some((l) => l.includes(c.id))) return;
  leaveLines(sides.rows, c.id);
  ctx.events.push({ type: 'characterDied', rule, character: c.id });
}

export const livingCharacters = (sides: FightSides): BgCharacter[] => sides.characters.filter(standing);

/**
 * §12, B41: Σ starting WP of the killed × 6 × the level's multiplier, shared among the living
 * (the petrified count only once restored, DATA ruling 24), rounded down; added at once.
 */
export function settleExperience(sides: FightSides, ctx: FightContext, killed: readonly MonsterInGroup[], rule: string): number {
  const wp = killed.reduce((sum, m) => sum + (m.woundPoints ?? 0), 0);
  const level = sides.group?.level ?? ctx.level;
  const total = levelExperience(wp * experienceNumbers.perWoundPoint, level);
  const living = livingCharacters(sides);
  const each = living.length === 0 ? 0 : Math.floor(total / living.length);
  for (const c of living) c.xp += each;
  ctx.events.push({ type: 'experience', rule, total, each, living: living.map((c) => c.id) });
  return each;
}

const monstersOf = (sides: FightSides, ids: readonly string[]): MonsterInGroup[] =>
  ids.map((id) => monsterOf(sides.group, id)).filter((m): m is MonsterInGroup => m !== undefined);

/** DM 9.45: the monsters charmed in this fight that still serve the party. */
const charmedThisFight = (fight: BgFight, sides: FightSides): MonsterInGroup[] => (sides.charmed ?? []).filter((m) => fight.charmed.includes(m.id));

/** B62: a Strength lasts for the one combat; the fight's record closes. */
function close(fight: BgFight, sides: FightSides, ctx: FightContext): void {
  freeThralls(fight, sides, ctx, null);
  for (const c of sides.characters) delete c.strength;
}

/** Ruling 23 (simplified): the sleepers are slain when the fight is won, and count. */
function slaySleepers(fight: BgFight, sides: FightSides, ctx: FightContext): void {
  for (const id of [...fight.asleep]) {
    const m = monsterOf(sides.group, id);
    if (!m) continue;
    m.wounds = m.woundPoints ?? m.wounds;
    ctx.events.push({ type: 'sleeperSlain', rule: 'DATA ruling 23', monster: id });
    checkMonster(fight, sides, ctx, m, 'DATA ruling 23');
  }
  fight.asleep = [];
}

/**
 * Whether the fight is over after a step, and how. A guardian fight whose last guardian goes
 * while the Gate stands is settled (B54) and goes on as Gate rounds: that returns null.
 */
export function fightEnd(fight: BgFight, sides: FightSides, ctx: FightContext): FightEnd | null {
  if (fight.end) return fight.end;
  // a charmed monster is no party on its own (DM 9.45): the fight is lost when no character stands
  if (!sides.rows.some((l) => l.some((id) => sides.characters.some((c) => c.id === id && standing(c))))) {
    const thralls = fight.thralls.map((t) => t.character);
    fight.thralls = [];
    close(fight, sides, ctx);
    ctx.events.push({ type: 'fightOver', rule: 'LŚ 9.0', how: 'partyDead' });
    return (fight.end = { kind: 'partyDead', thralls });
  }
  const charmed = charmedThisFight(fight, sides);
  if (fight.gateRounds) {
    if (ctx.gate.standing) return null;
    close(fight, sides, ctx);
    ctx.events.push({ type: 'fightOver', rule: '§15.7', how: 'gateFallen' });
    return (fight.end = {
      kind: 'gateFallen', killed: monstersOf(sides, fight.settled?.killed ?? []), xpEach: fight.settled?.xpEach ?? 0,
      vanished: monstersOf(sides, fight.vanished), charmed, gateXpEach: fight.gateXpEach,
    });
  }
  if (fight.monsterRows.some((l) => l.length > 0)) return null;
  slaySleepers(fight, sides, ctx);
  const killed = monstersOf(sides, fight.killed);
  if (fight.guardian) {
    const xpEach = settleExperience(sides, ctx, killed, 'B54');
    fight.settled = { killed: [...fight.killed], xpEach };
    if (ctx.gate.standing) {
      fight.gateRounds = true;
      ctx.events.push({ type: 'guardianFightOver', rule: 'B54', killed: [...fight.killed], xpEach });
      return null;
    }
    close(fight, sides, ctx);
    ctx.events.push({ type: 'fightOver', rule: '§15.7', how: 'gateFallen' });
    return (fight.end = { kind: 'gateFallen', killed, xpEach, vanished: monstersOf(sides, fight.vanished), charmed, gateXpEach: fight.gateXpEach });
  }
  const xpEach = settleExperience(sides, ctx, killed, 'LŚ 12.0');
  close(fight, sides, ctx);
  ctx.events.push({ type: 'fightOver', rule: 'LŚ 9.0', how: 'won' });
  return (fight.end = { kind: 'won', killed, xpEach, charmed, gateXpEach: fight.gateXpEach });
}

/** §11.3 Cease Fire: the group is under Agreement and the fight ends. */
export function agreementEnd(fight: BgFight, sides: FightSides, ctx: FightContext): FightEnd {
  if (sides.group) sides.group.attitude = 'agreed';
  close(fight, sides, ctx);
  ctx.events.push({ type: 'fightOver', rule: '§11.3', how: 'agreement' });
  return (fight.end = { kind: 'agreement', killed: monstersOf(sides, fight.killed), charmed: charmedThisFight(fight, sides) });
}

/** §15.6 step 5: the party walks away from the standing Gate. */
export function leaveGateEnd(fight: BgFight, sides: FightSides, ctx: FightContext): FightEnd {
  close(fight, sides, ctx);
  ctx.events.push({ type: 'fightOver', rule: '§15.6', how: 'gateRoundsOver' });
  return (fight.end = { kind: 'gateRoundsOver' });
}
