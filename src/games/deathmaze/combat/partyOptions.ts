/**
 * What the party may do in its Combat Phase (8.22): whom each adventurer reaches with the weapon
 * in hand (8.31–8.34), the items and Red Pepper they may use (9.17, 9.55), and the charmed
 * monsters fighting on their side (9.45). It reads the fight; nothing here moves it on.
 */
import { combatHooks as hooks } from '../features';
import type { CharmedMonster } from '../advanced/charm';
import { usableItems, type UsableItem } from '../party/items';
import type { Adventurer } from '../party/party';
import { monstersHere, type GameState } from '../state';
import { currentContacts, line, otherWeapon, rowOf, weaponInHand } from './blows';
import { tables } from '../tables';

/** The monsters this adventurer may attack now, with the weapon in hand (8.22, 8.31–8.34). */
export function attackTargets(s: GameState, a: Adventurer): string[] {
  if (!s.combat || s.combat.step !== 'party' || s.combat.acted.includes(a.id) || !a.alive) return [];
  const w = weaponInHand(s, a);
  if (!w) return [];
  const row = rowOf(s.party.order, a.id);
  if (row === 0) {
    if (w === 'bow') return []; // DATA ruling 52: no bows in the front row
    return currentContacts(s).adventurerTargets[a.id] ?? [];
  }
  if (row === 1 && (w === 'bow' || w === 'throwingDagger')) return line(s.combat.monsterRows[0]); // 8.34
  return [];
}

/** Adventurers who still have something to do in this Party Combat Phase. */
export function partyActors(s: GameState): Adventurer[] {
  if (!s.combat || s.combat.step !== 'party') return [];
  return s.party.adventurers.filter((a) => mayActNow(s, a));
}

/** Whether `a` has something to do in this Party Combat Phase (in it, as `partyActors` checks first). */
export function mayActNow(s: GameState, a: Adventurer): boolean {
  if (!a.alive || a.charmedBy !== undefined || s.combat!.acted.includes(a.id)) return false;
  const row = rowOf(s.party.order, a.id);
  if (row !== 0 && row !== 1) return combatItems(s, a).length > 0; // 9.17: items work from any row
  return (
    attackTargets(s, a).length > 0 ||
    otherWeapon(s, a) !== null ||
    combatItems(s, a).length > 0 ||
    pepperTargets(s, a).length > 0 ||
    hooks(s).partyExtras(s, a).length > 0 // 11.21: Wizards cast from the first or second row
  );
}

/** Items `a` may use as their action this phase (healing, Strength, Cannabis, a charm: 9.42, 9.44, 9.45, 9.52–9.56). */
export function combatItems(s: GameState, a: Adventurer): UsableItem[] {
  if (!s.combat || s.combat.step !== 'party' || s.combat.acted.includes(a.id)) return [];
  return usableItems(s).filter((u) => u.who === a.id);
}

/**
 * 9.55: Red Pepper is breathed from the front row at a monster the adventurer could attack; not
 * at a comrade a Vampire has charmed into the monsters' rows (12.36), who is no monster.
 */
export function pepperTargets(s: GameState, a: Adventurer): string[] {
  if (!s.combat || s.combat.step !== 'party' || s.combat.acted.includes(a.id) || !a.alive) return [];
  if (rowOf(s.party.order, a.id) !== 0 || !a.items.some((i) => i.kind === 'spice' && i.spice === 'redPepper')) return [];
  const units = monstersHere(s)?.units ?? [];
  return (currentContacts(s).adventurerTargets[a.id] ?? []).filter((id) => units.some((u) => u.id === id));
}

/** Charmed monsters fight for the party (9.45): from the front row, or with a bow from the second. */
export function charmedActors(s: GameState): CharmedMonster[] {
  if (!s.combat || s.combat.step !== 'party') return [];
  return s.party.charmed.filter((c) => c.unit.alive && !s.combat!.acted.includes(c.unit.id) && charmedTargets(s, c).length > 0);
}

export function charmedTargets(s: GameState, c: CharmedMonster): string[] {
  const row = rowOf(s.party.order, c.unit.id);
  if (row === 0) return currentContacts(s).adventurerTargets[c.unit.id] ?? [];
  if (row === 1 && tables(s).monsters[c.unit.monster].weapons?.second === 'bow') return line(s.combat!.monsterRows[0]);
  return [];
}

export const nobodyLeftToAct = (s: GameState): boolean =>
  !(s.combat && s.combat.step === 'party' && s.party.adventurers.some((a) => mayActNow(s, a))) && charmedActors(s).length === 0;
