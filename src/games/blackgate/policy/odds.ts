/**
 * The sensible player's arithmetic (autoplay.ts): what a blow is worth on average (§9.2, §9.3),
 * how strong the party and a group are, and how a fight with that group is likely to go. Rough
 * by design: expected values, no search. Pure and deterministic.
 */
import { bgCrtResult, type BgCrtColumn } from '../data/combat';
import type { BgWeapon } from '../data/characters';
import { bgMonsters } from '../data/monsters';
import type { BlackGateOptions } from '../data/options';
import { livingMonsters, type MonsterGroup, type MonsterInGroup } from '../encounter/group';
import { magicWeaponBonus, monsterAttackNumbers, weaponsOf } from '../combat/rolls';
import { currentCb, standing, type BgCharacter } from '../party';
import type { BgState } from '../state';

const FACES = [1, 2, 3, 4, 5, 6];

/** §9.3: the mean wounds of 1D6 + `bonus` on `column`, each capped at `cap` (what the target has left). */
export function meanBlow(column: BgCrtColumn, bonus: number, options: BlackGateOptions, cap = Infinity): number {
  return FACES.reduce((n, f) => n + Math.min(cap, bgCrtResult(column, Math.round(f + bonus), options.monsterColumnAbove9)), 0) / 6;
}

/** The chance that such a blow deals at least `left` wounds. */
export function killChance(column: BgCrtColumn, bonus: number, options: BlackGateOptions, left: number): number {
  return FACES.filter((f) => bgCrtResult(column, Math.round(f + bonus), options.monsterColumnAbove9) >= left).length / 6;
}

/** §0.3: a wound code's mean (`N+M`: N D6 + M; `½+M`: 1D3 + M), at least 1. */
export function expectedWoundPoints(code: string): number {
  const m = /^(½|\d+)([+-]\d+)$/.exec(code);
  if (!m) return 6;
  const dice = m[1] === '½' ? 2 : Number(m[1]) * 3.5;
  return Math.max(1, dice + Number(m[2]));
}

/** The wounds a monster can still take (its WP as rolled, else as expected). */
export const woundsLeft = (m: MonsterInGroup): number => (m.woundPoints ?? expectedWoundPoints(m.woundCode)) - m.wounds;

/** §9.2: a character's bonus with a weapon outside a fight's own modifiers (CB, skill, magic). */
export function strikeBonus(c: BgCharacter, weapon: BgWeapon): number {
  return currentCb(c) + magicWeaponBonus(c, weapon) + (c.weaponSkill?.weapon === weapon ? c.weaponSkill.bonus : 0);
}

/** The best mean blow of a character, in front (no bow) or from the second row (bow or throwing dagger). */
export function bestBlow(c: BgCharacter, options: BlackGateOptions, front: boolean): number {
  const fits = weaponsOf(c).filter((w) => (front ? w !== 'bow' : w === 'bow' || w === 'throwingDagger'));
  return fits.reduce((best, w) => Math.max(best, meanBlow(w, strikeBonus(c, w), options)), 0);
}

const left = (c: BgCharacter): number => c.woundPoints - c.wounds;

/** The party: its wounds to take, and its wounds dealt a round from the lines as they stand. */
export function partyPower(s: BgState): { hp: number; perRound: number; front: number } {
  const up = s.party.characters.filter(standing);
  const byId = new Map(up.map((c) => [c.id, c]));
  let perRound = 0;
  (s.party.rows[0] ?? []).forEach((id) => {
    const c = byId.get(id);
    if (c) perRound += bestBlow(c, s.options, true);
    const m = s.party.charmed.find((x) => x.id === id);
    if (m) perRound += meanBlow(monsterAttackNumbers(m).column, monsterAttackNumbers(m).bonus, s.options);
  });
  for (const id of s.party.rows[1] ?? []) {
    const c = byId.get(id);
    if (c) perRound += bestBlow(c, s.options, false);
  }
  const hp = up.reduce((n, c) => n + left(c), 0);
  return { hp, perRound, front: (s.party.rows[0] ?? []).length };
}

/** What a monster's specials add to its blows a round, roughly (§7.5). */
function specialsWorth(m: MonsterInGroup, partyFront: number): number {
  const specials = bgMonsters[m.type].specials;
  let n = 0;
  if (specials.includes('fireBreath')) n += 0.6;
  if (specials.includes('lightning') || specials.includes('lightningX2')) n += 3;
  if (specials.includes('fleshToStone')) n += 1.5; // a 6 in six takes a character out of the fight
  if (specials.includes('charm')) n += 1;
  if (specials.includes('hydra')) n *= partyFront;
  return n;
}

/** A group: its wounds to take, and what its front line deals a round. */
export function groupPower(g: MonsterGroup, s: BgState): { hp: number; perRound: number } {
  const living = livingMonsters(g);
  const front = [...living].sort((a, b) => woundsLeft(b) - woundsLeft(a)).slice(0, 3);
  const partyFront = Math.max(1, (s.party.rows[0] ?? []).length);
  let perRound = 0;
  for (const m of front) {
    const { column, bonus } = monsterAttackNumbers(m);
    const blow = meanBlow(column, bonus + (m.type === 'evilHero' && m.skill === null ? 3.5 : 0), s.options);
    perRound += (bgMonsters[m.type].specials.includes('hydra') ? blow * partyFront : blow) + specialsWorth(m, partyFront);
  }
  if (living.some((m) => m.type === 'cronk')) perRound *= 1.3; // DM 12.32: the party sickened at −2
  return { hp: living.reduce((n, m) => n + woundsLeft(m), 0), perRound };
}

/**
 * How a fight with `g` is likely to go: the share of the party's wounds it would cost (1 or more:
 * the party is likely lost). The group melts as it is hurt, so its blows count some 60%.
 */
export function fightCost(s: BgState, g: MonsterGroup): number {
  const party = partyPower(s);
  const group = groupPower(g, s);
  if (party.perRound <= 0 || party.hp <= 0) return 2;
  const rounds = group.hp / party.perRound;
  return (rounds * group.perRound * 0.6) / party.hp;
}

/** The party's strength now against its full strength (the living only). */
export function partyHealth(s: BgState): number {
  const living = s.party.characters.filter(standing);
  const full = living.reduce((n, c) => n + c.woundPoints, 0);
  return full === 0 ? 0 : living.reduce((n, c) => n + left(c), 0) / full;
}

/** §0.3: the chance a target of RV `rv` resists (1D6 ≤ RV, cap 5). */
export const resistChance = (rv: number): number => Math.min(5, Math.max(0, rv)) / 6;

