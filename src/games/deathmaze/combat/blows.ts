/**
 * What a blow does, on either side of the fight (8.43–8.46): where a counter stands, what is added
 * to an adventurer's roll, and what follows when an adventurer or a charmed monster falls. Nothing
 * here moves the fight on: the Combat phases (rounds.ts and the files it calls) and the spells that
 * strike (advanced/) both build on it.
 */
import type { WeaponId } from '../data/weapons';
import { contacts, loneFacing, type Contacts } from './combatGeometry';
import type { CharmedMonster } from '../advanced/charm';
import { STENCH_PENALTY } from '../advanced/specials';
import { woundPointsOf, type MonsterGroup, type MonsterUnit } from '../encounter/encounters';
import type { GameEvent } from '../events';
import { partyWipedOut } from '../party/fallen';
import { vacate, wears, type Adventurer, type MarchingOrder } from '../party/party';
import { monstersHere, type GameState } from '../state';
import { tables } from '../tables';

/** The monsters the party fights: those on its segment. */
export const monsterGroup = (s: GameState): MonsterGroup => {
  const g = monstersHere(s);
  if (!g) throw new Error('No monsters on the party segment.');
  return g;
};

export const unitById = (g: MonsterGroup, id: string): MonsterUnit | undefined => g.units.find((u) => u.id === id);

export const line = (row: (string | null)[] | undefined): string[] => (row ?? []).filter((x): x is string => x !== null);

export function rowOf(order: MarchingOrder, id: string): number {
  return order.findIndex((r) => r.includes(id));
}

/** Everything added to an adventurer's attack roll (8.43, 6.14, 9.2, 9.44, 9.65). */
export function attackModifiers(a: Adventurer, w: WeaponId, slot: number): { value: number; why: string }[] {
  const mods: { value: number; why: string }[] = [];
  const skill = a.skills[w] ?? 0;
  if (skill) mods.push({ value: skill, why: 'skill' });
  const magic = a.weaponBonus[slot] ?? 0;
  if (magic) mods.push({ value: magic, why: 'magic' });
  if (a.strength) mods.push({ value: a.strength, why: 'strength' });
  if ((w === 'bow' || w === 'throwingDagger') && wears(a, 'dexterity')) mods.push({ value: 2, why: 'dexterity' });
  if (a.drunk) mods.push({ value: -2, why: 'drunk' });
  if (a.nauseated) mods.push({ value: -STENCH_PENALTY, why: 'stench' });
  return mods;
}

/** An adventurer fell in the fight: out of the marching order (8.46); the game may be over (4.0). */
export function adventurerFalls(s: GameState, a: Adventurer, events: GameEvent[]): void {
  if (s.combat) s.combat.facingChosen = false;
  s.party.order = vacate(s.party.order, a.id);
  partyWipedOut(s, events);
}

/** A charmed monster fighting for the party takes wounds (9.45, 8.45); at its total it dies (8.46). */
export function woundCharmed(s: GameState, c: CharmedMonster, n: number, rule: string, events: GameEvent[], dice?: number[]): void {
  if (n <= 0 || !c.unit.alive) return;
  const name = tables(s).monsters[c.unit.monster].name;
  c.unit.wounds += n;
  events.push({ kind: 'wounded', rule, text: `The charmed ${name} suffers ${n} wound${n === 1 ? '' : 's'} (${c.unit.wounds}/${c.unit.woundPoints}).`, target: c.unit.id, amount: n, ...(dice ? { dice } : {}) });
  if (c.unit.wounds < woundPointsOf(c.unit)) return;
  c.unit.alive = false;
  if (s.combat) s.combat.facingChosen = false;
  s.party.order = vacate(s.party.order, c.unit.id);
  events.push({ kind: 'died', rule: '8.46', text: `The charmed ${name} is slain.`, target: c.unit.id });
}

/** 8.47: a thrown dagger is out of the fight; the adventurer's hand is then empty. */
export const isThrown = (s: GameState, who: string, slot: number): boolean => s.combat?.thrown.includes(`${who}:${slot}`) ?? false;

/** 8.41, 8.47: the weapon in an adventurer's hand, or null when it was thrown. */
export function weaponInHand(s: GameState, a: Adventurer): WeaponId | null {
  const w = a.weapons[a.ready];
  if (w === undefined || isThrown(s, a.id, a.ready)) return null;
  return w;
}

/** 8.41: the slot of the first other weapon not thrown away (8.47), or null. */
export function otherWeapon(s: GameState, a: Adventurer): number | null {
  for (let i = 0; i < a.weapons.length; i++) {
    if (i !== a.ready && !isThrown(s, a.id, i)) return i;
  }
  return null;
}

/**
 * Who touches whom now. For one counter against two (8.53, DATA ruling 49) the boxes say which
 * of the two it stands before when they can (after a death, say); otherwise the player's choice
 * at the line-up holds.
 */
export function currentContacts(s: GameState): Contacts {
  const advRow = s.party.order[0] ?? [];
  const monRow = s.combat!.monsterRows[0] ?? [];
  const { facingChosen, facing: chosen } = s.combat!;
  // one action asks this many times over (who may act, whom each may strike): same rows, same answer
  const last = lastContacts;
  if (last && last.chosen === facingChosen && last.facing === chosen && sameRow(last.adv, advRow) && sameRow(last.mon, monRow)) return last.contacts;
  const facing = facingChosen ? chosen : (loneFacing(advRow, monRow) ?? chosen);
  const found = frozen(contacts(line(advRow), line(monRow), { facing }));
  lastContacts = { adv: [...advRow], mon: [...monRow], chosen: facingChosen, facing: chosen, contacts: found };
  return found;
}

/** The last contacts worked out, and from what; read only (frozen), since every caller shares them. */
let lastContacts: { adv: (string | null)[]; mon: (string | null)[]; chosen: boolean; facing: number; contacts: Contacts } | null = null;

function sameRow(a: readonly (string | null)[], b: readonly (string | null)[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function frozen(c: Contacts): Contacts {
  for (const id in c.adventurerTargets) Object.freeze(c.adventurerTargets[id]);
  for (const id in c.monsterTargets) Object.freeze(c.monsterTargets[id]);
  Object.freeze(c.adventurerTargets);
  Object.freeze(c.monsterTargets);
  return Object.freeze(c);
}
