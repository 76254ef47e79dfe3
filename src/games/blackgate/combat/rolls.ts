/**
 * The numbers of a fight (§9.2, §9.4, §0.3): a character's weapons and attack total, a monster's
 * column and bonus, resistance (1D6 ≤ RV, cap 5) and the wounds dealt, each at once (DATA ruling 42).
 */
import { d6 } from '../../deathmaze/dice';
import type { BgWeapon } from '../data/characters';
import { bgCrtResult, type BgCrtColumn } from '../data/combat';
import { bgMonsters } from '../data/monsters';
import type { DiceState } from '../../../engine/dice';
import type { MonsterInGroup } from '../encounter/group';
import { currentCb, type BgCharacter } from '../party';
import type { BgFight, FightContext } from './types';

/** §14.4: a weapon item's name as a CRT column. */
const itemWeapon: Readonly<Record<string, BgWeapon>> = {
  Sword: 'sword', Hammer: 'hammer', Axe: 'axe', Bow: 'bow', Dagger: 'dagger', 'Throwing dagger': 'throwingDagger',
};

/** The weapons a character can use: its own and any magic weapon it holds (§14.4). */
export function weaponsOf(c: BgCharacter): BgWeapon[] {
  const out = [...c.weapons];
  for (const item of c.items) {
    const w = item.column === 'weapon' ? itemWeapon[item.name] : undefined;
    if (w && !out.includes(w)) out.push(w);
  }
  return out;
}

/** §9.4: the best magic weapon bonus of that weapon the character holds (0 without one). */
export function magicWeaponBonus(c: BgCharacter, weapon: BgWeapon): number {
  return c.items
    .filter((i) => i.column === 'weapon' && itemWeapon[i.name] === weapon)
    .reduce((best, i) => Math.max(best, i.bonus ?? 0), 0);
}

const hasMedallion = (c: BgCharacter, name: string): boolean => c.items.some((i) => i.column === 'medallion' && i.name === name);

/** §9.2, §9.4: what a character adds to 1D6 with a weapon in this fight. */
export function characterBonus(fight: BgFight, c: BgCharacter, weapon: BgWeapon): number {
  let bonus = currentCb(c) + magicWeaponBonus(c, weapon); // CB, Alcohol, Blood, Strength (B62)
  if (c.weaponSkill && c.weaponSkill.weapon === weapon) bonus += c.weaponSkill.bonus; // skill only with that weapon
  if ((weapon === 'bow' || weapon === 'throwingDagger') && hasMedallion(c, 'Dexterity')) bonus += 2; // DM 9.65
  if (fight.stench.includes(c.id)) bonus -= 2; // DM 12.32
  return bonus;
}

/** §0.3, §11.4, §11.3 Magic Shield: a character's RV in this fight, capped at 5. */
export function fightRv(fight: BgFight | null, c: BgCharacter): number {
  const rings = c.items
    .filter((i) => i.column === 'ring')
    .reduce((sum, i) => sum + (i.name === 'Resist +1' ? 1 : i.name === 'Resist +2' ? 2 : 0), 0);
  return Math.min(5, c.rv + c.lasting.rv + rings + (fight?.shields[c.id] ?? 0));
}

export const monsterRv = (m: MonsterInGroup): number => Math.min(5, bgMonsters[m.type].rv);

/** §0.3: 1D6 at or under the RV resists. */
export function resists(dice: DiceState, rv: number): { resisted: boolean; face: number } {
  const face = d6(dice);
  return { resisted: face <= rv, face };
}

/** §9.2: a monster's column (its weapon's, else Monster, B24) and what it adds to 1D6. */
export function monsterAttackNumbers(m: MonsterInGroup): { column: BgCrtColumn; bonus: number } {
  const weapon = bgMonsters[m.type].weapon;
  return { column: weapon ?? 'monster', bonus: m.cb + (m.type === 'evilHero' ? (m.skill ?? 0) : 0) }; // DM 8.9
}

export const crt = (ctx: FightContext, column: BgCrtColumn, total: number): number =>
  bgCrtResult(column, total, ctx.options.monsterColumnAbove9); // B23

export const monsterAlive = (m: MonsterInGroup): boolean => m.woundPoints === null || m.wounds < m.woundPoints;

/** Wounds to a monster, never beyond its Wound Points; the wounds taken. */
export function woundMonster(fight: BgFight, m: MonsterInGroup, n: number): number {
  const taken = Math.min(Math.max(0, n), (m.woundPoints ?? 0) - m.wounds);
  m.wounds += taken;
  if (taken > 0 && m.type === 'troll' && fight.regeneration[m.id] === undefined) fight.regeneration[m.id] = 0; // ruling 55
  return taken;
}
