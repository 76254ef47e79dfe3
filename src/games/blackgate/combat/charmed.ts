/**
 * Monsters charmed into the party's service in a fight (DM 9.45, 9.46; §11.3 Charm, §14.4 Charm
 * potions): a charmed monster leaves its group and the monsters' lines and becomes a member of
 * the party's marching order, behind (DM 9.45: an empty space, never the front row). It strikes
 * the monsters as a monster strikes (§9.2, B24) from the front row, is struck in turn like any
 * member (its own RV resists what a character's would), earns no experience and takes no
 * treasure (§12, DM 9.18), and turns on the party the moment its charmer dies (DM 9.45) or a
 * Vampire breaks the charm (DM 12.36).
 *
 * DM 9.45 makes it "to all intents" a member of the party: it keeps its nature, and the specials
 * of §7.5 that are its own way of fighting go with its blows, now at the monsters (each resisting
 * with its own RV where the special allows it): a Chimera's fire breath (DM 12.33), a Medusa's
 * gaze (DM 12.34), a Hydra's heads (LŚ 15.6), a Troll's regeneration (DM 12.35). Not the rest:
 * an Evil Mage casts no Lightning (DM 12.36: the charmed cast no spells) and strikes with its
 * dagger; a Vampire's charm takes adventurers into the monsters' lines (DM 12.36), and only a
 * Charm potion or spell brings a monster into the party's (DM 9.45, 9.46, §11.3); a Cronk's
 * stench is met by those who begin a fight against cronks (DM 12.32), not by the monsters a
 * party with a cronk in it fights.
 */
import { d6 } from '../../deathmaze/dice';
import type { BgCrtColumn } from '../data/combat';
import { bgMonsters } from '../data/monsters';
import type { MonsterInGroup } from '../encounter/group';
import { alive, standing, woundCharacter, type BgCharacter } from '../party';
import { refuse } from './refusal';
import { LINE, frontContacts, leaveLines, monsterOf } from './lines';
import { characterOf, checkCharacter, checkMonster, freeThralls } from './outcome';
import { crt, fightRv, monsterAlive, monsterAttackNumbers, monsterRv, resists, woundMonster } from './rolls';
import type { BgFight, CharmedMonster, FightAction, FightContext, FightSides } from './types';

/** The party's charmed monsters (the state's own list, changed in place). */
export const charmedOf = (sides: FightSides): CharmedMonster[] => (sides.charmed ??= []);

export const charmedMember = (sides: FightSides, id: string): CharmedMonster | undefined => sides.charmed?.find((m) => m.id === id);

/** DM 9.45: it serves while it lives and its charmer lives. */
export function serving(characters: readonly BgCharacter[], m: CharmedMonster): boolean {
  const charmer = characters.find((c) => c.id === m.charmer);
  return monsterAlive(m) && charmer !== undefined && alive(charmer);
}

/** A new member's id, `charmed-<kind>-<n>`, unique among the party's charmed monsters and the group (where a turned one stands). */
export function charmedId(type: string, taken: readonly { id: string }[]): string {
  const prefix = `charmed-${type}-`;
  const used = taken.filter((m) => m.id.startsWith(prefix)).map((m) => Number(m.id.slice(prefix.length)));
  return `${prefix}${used.length === 0 ? 1 : Math.max(...used) + 1}`;
}

/** DM 9.45: the first empty space from the back of the marching order, never the front row. */
export function joinBehind(rows: string[][], id: string): void {
  const last = rows[rows.length - 1];
  if (rows.length > 1 && last && last.length < LINE) last.push(id);
  else if (rows.length === 1 && rows[0]!.length === 0) rows[0]!.push(id);
  else rows.push([id]);
}

/**
 * DM 9.45 (and DATA ruling 23: a sleeper taken wakes in the party's service): `m` leaves its
 * group, the monsters' lines and every spell on it, and joins the party behind under `charmer`.
 * A Vampire won over frees those it held (DM 12.36).
 */
export function bringUnderControl(fight: BgFight, sides: FightSides, ctx: FightContext, m: MonsterInGroup, charmer: string, rule: string): CharmedMonster {
  leaveLines(fight.monsterRows, m.id);
  fight.asleep = fight.asleep.filter((id) => id !== m.id);
  fight.hesitating = fight.hesitating.filter((id) => id !== m.id);
  const group = sides.group!;
  group.monsters.splice(group.monsters.indexOf(m), 1);
  const id = ctx.serial ? `charmed-${m.type}-${ctx.serial()}` : charmedId(m.type, [...charmedOf(sides), ...group.monsters]);
  const member: CharmedMonster = { ...m, id, charmer, treasure: m.treasure ?? group.treasureLetter };
  if (fight.regeneration[m.id] !== undefined) { // DM 12.35: a Troll's count goes on under its new name
    fight.regeneration[id] = fight.regeneration[m.id]!;
    delete fight.regeneration[m.id];
  }
  charmedOf(sides).push(member);
  joinBehind(sides.rows, member.id);
  fight.charmed.push(member.id);
  ctx.events.push({ type: 'charmed', rule, monster: m.id, as: member.id, by: charmer });
  freeThralls(fight, sides, ctx, m.id);
  return member;
}

/** The monsters' side takes a turned monster into the first gap from the front (DM 9.45: as close to the party as possible). */
function intoMonsterLines(fight: BgFight, id: string): void {
  const rows = fight.monsterRows;
  const gap = rows.find((l) => l.length < LINE);
  if (gap) gap.push(id);
  else rows.push([id]);
}

/**
 * DM 9.45, 12.36: the charm is broken; the monster leaves the party's lines and, in a fight with
 * a group, goes back to the monsters' side at once. In Gate rounds (no monster fights there) it
 * stays in the list, out of the lines, and turns once the fight is over (the stage's part).
 */
export function breakCharm(fight: BgFight, sides: FightSides, ctx: FightContext, m: CharmedMonster, rule: string): void {
  leaveLines(sides.rows, m.id);
  ctx.events.push({ type: 'charmBroken', rule, monster: m.id });
  if (!sides.group || fight.gateRounds) return;
  const list = charmedOf(sides);
  if (list.includes(m)) list.splice(list.indexOf(m), 1);
  const { charmer: _charmer, ...monster } = m;
  sides.group.monsters.push(monster);
  intoMonsterLines(fight, m.id);
}

/** DM 9.45: every charmed monster whose charmer has died turns on the party. */
export function turnCharmed(fight: BgFight, sides: FightSides, ctx: FightContext): void {
  for (const m of [...charmedOf(sides)]) {
    if (!monsterAlive(m) || serving(sides.characters, m)) continue;
    if (!sides.rows.some((l) => l.includes(m.id))) continue; // already turned, waiting for the fight's end
    breakCharm(fight, sides, ctx, m, 'DM 9.45');
  }
}

/** A charmed monster's wounds at its total kill it (DM 8.46): it leaves the party's lines and list. */
export function checkCharmed(sides: FightSides, ctx: FightContext, m: CharmedMonster, rule: string): void {
  if (monsterAlive(m)) return;
  leaveLines(sides.rows, m.id);
  const list = charmedOf(sides);
  if (list.includes(m)) list.splice(list.indexOf(m), 1);
  ctx.events.push({ type: 'charmedSlain', rule, monster: m.id });
}

/** DM 12.34 on a charmed monster: stone, it is lost to the party (Stone-to-Flesh is for characters, §11.3). */
export function petrifyCharmed(sides: FightSides, ctx: FightContext, m: CharmedMonster): void {
  leaveLines(sides.rows, m.id);
  const list = charmedOf(sides);
  if (list.includes(m)) list.splice(list.indexOf(m), 1);
  ctx.events.push({ type: 'charmedStone', rule: 'DM 12.34', monster: m.id });
}

/** Whoever a blow, a Blast or an Explosion falls on: a character, or a monster in the party's service. */
export type Victim = { kind: 'character'; c: BgCharacter } | { kind: 'charmed'; m: CharmedMonster };

export function victimOf(sides: FightSides, id: string): Victim | undefined {
  const c = characterOf(sides, id);
  if (c) return { kind: 'character', c };
  const m = charmedMember(sides, id);
  return m ? { kind: 'charmed', m } : undefined;
}

export const victimId = (v: Victim): string => (v.kind === 'character' ? v.c.id : v.m.id);

/** §0.3: the RV it resists with (a character's in this fight, a monster's own). */
export const victimRv = (fight: BgFight, v: Victim): number => (v.kind === 'character' ? fightRv(fight, v.c) : monsterRv(v.m));

export const upright = (v: Victim): boolean => (v.kind === 'character' ? standing(v.c) : monsterAlive(v.m));

/** Wounds to it, at once (DATA ruling 42), and its fall if they kill it; the wounds taken. */
export function hurtVictim(fight: BgFight, sides: FightSides, ctx: FightContext, v: Victim, n: number, rule: string): number {
  if (v.kind === 'character') {
    const taken = woundCharacter(v.c, n);
    checkCharacter(sides, ctx, v.c, rule);
    return taken;
  }
  const taken = woundMonster(fight, v.m, n);
  checkCharmed(sides, ctx, v.m, rule);
  return taken;
}

/** DM 9.45: a charmed monster strikes from the front row at a monster it is in contact with, with what it has. */
export function checkCharmedStrike(fight: BgFight, sides: FightSides, m: CharmedMonster, action: Extract<FightAction, { type: 'strike' }>): void {
  if (!serving(sides.characters, m)) refuse('DM 9.45', `${m.id} no longer serves the party`);
  if (!sides.rows.some((l) => l.includes(m.id))) refuse('DM 9.45', `${m.id} is not in the party's lines`);
  if (fight.acted.includes(m.id)) refuse('DM 8.22', `${m.id} has already struck in this phase a`);
  if (action.weapon !== undefined) refuse('DM 9.45', 'a charmed monster fights as monsters do, with no weapon to choose');
  if (!(sides.rows[0] ?? []).includes(m.id)) refuse('DM 9.45', 'a charmed monster strikes from the front row');
  // LŚ 15.6: a Hydra's heads reach every monster in front, as they reach every character there
  const reach = bgMonsters[m.type].specials.includes('hydra') ? (fight.monsterRows[0] ?? []) : (frontContacts(sides.rows[0]!, fight.monsterRows[0] ?? []).adventurerTargets[m.id] ?? []);
  if (!reach.includes(action.target)) refuse('DATA ruling 49', `${m.id} is not in contact with ${action.target}`);
}

/** §9.2, B24, DM 9.45: one blow, 1D6 + its CB on `column`; the wounds dealt. */
function blowAt(fight: BgFight, ctx: FightContext, m: CharmedMonster, foe: MonsterInGroup, column: BgCrtColumn): number {
  const { bonus } = monsterAttackNumbers(m);
  const face = d6(ctx.dice);
  const wounds = woundMonster(fight, foe, crt(ctx, column, face + bonus));
  ctx.events.push({ type: 'charmedStrike', rule: 'DM 9.45', by: m.id, target: foe.id, column, face, bonus, wounds });
  return wounds;
}

/** §7.5 with the sides turned: what rides on a blow that reached a monster still on its feet; the case of whatever felled it. */
function specialsAt(fight: BgFight, ctx: FightContext, m: CharmedMonster, foe: MonsterInGroup): string {
  const specials = bgMonsters[m.type].specials;
  if (specials.includes('fireBreath') && monsterAlive(foe)) {
    const r = resists(ctx.dice, monsterRv(foe)); // DM 12.33, ruling 21: the one it attacked resists
    const wounds = r.resisted ? 0 : woundMonster(fight, foe, 1);
    ctx.events.push({ type: 'fireBreath', rule: 'DM 12.33', monster: m.id, target: foe.id, face: r.face, resisted: r.resisted, wounds });
    if (!monsterAlive(foe)) return 'DM 12.33';
  }
  if (specials.includes('fleshToStone') && monsterAlive(foe)) {
    const face = d6(ctx.dice); // DM 12.34: no resistance
    ctx.events.push({ type: 'petrified', rule: 'DM 12.34', monster: m.id, target: foe.id, face, petrified: face === 6 });
    if (face === 6) {
      // our ruling: Stone-to-Flesh is for characters (§11.3), so a monster of stone is lost for good and counts as slain
      foe.wounds = foe.woundPoints ?? foe.wounds;
      return 'DM 12.34';
    }
  }
  return 'DM 9.45';
}

/**
 * §9.2, B24, DM 9.45: 1D6 + its CB on its weapon's column (the Monster column without one), with
 * its specials (see the head of this file); a Hydra strikes every monster in front once (LŚ 15.6),
 * the one named first, then the rest in line order.
 */
export function charmedStrike(fight: BgFight, sides: FightSides, ctx: FightContext, m: CharmedMonster, target: string): void {
  const first = monsterOf(sides.group, target)!;
  if (bgMonsters[m.type].specials.includes('hydra')) {
    const front = (fight.monsterRows[0] ?? []).filter((id) => id !== target).map((id) => monsterOf(sides.group, id)!);
    for (const foe of [first, ...front]) {
      blowAt(fight, ctx, m, foe, 'monster');
      checkMonster(fight, sides, ctx, foe, 'DM 9.45');
    }
    return;
  }
  blowAt(fight, ctx, m, first, monsterAttackNumbers(m).column);
  checkMonster(fight, sides, ctx, first, specialsAt(fight, ctx, m, first));
}
