/**
 * The Vampire's charm (12.36, 12.3E; DATA rulings 20, 48) in the Advanced Game. Each of a
 * Vampire's first two rounds of blows, whoever it strikes at resists (1D6 ≤ Magic
 * Resistance) or changes sides: an adventurer goes to the monsters' second row and fights the
 * party with their own weapons until the Vampire dies (a "turncoat", keeping the wounds taken);
 * a monster the party had charmed (9.45) turns on the party for good. Functions mutate the draft.
 */
import { d6, resistRoll } from '../dice';
import { weaponNames, type WeaponId } from '../data/weapons';
import type { CharmedMonster } from './charm';
import { capitalize, withArticle, woundAdventurer, type MonsterUnit } from '../encounter/encounters';
import type { GameEvent } from '../events';
import { magicResistanceOf, placeAtBack, vacate, type Adventurer, type MarchingOrder } from '../party/party';
import { isAdvanced, monstersHere, type GameState } from '../state';
import { adventurerFalls, attackModifiers, woundCharmed } from '../combat/blows';
import { tables } from '../tables';

/** 12.36: the Vampire tries its charm in this many Monster Combat Phases. */
export const VAMPIRE_CHARM_PHASES = 2;

/** The living adventurer `id` if a Vampire has charmed them into the monsters' rows. */
export const turncoat = (s: GameState, id: string): Adventurer | undefined => s.party.adventurers.find((a) => a.id === id && a.alive && a.charmedBy !== undefined);

/** The first free box of the monsters' second row or, when it is full, of a row behind it. */
function placeBehind(rows: MarchingOrder, id: string): void {
  for (let r = 1; ; r++) {
    if (!rows[r]) rows[r] = [null, null, null];
    const box = rows[r]!.indexOf(null);
    if (box >= 0) {
      rows[r]![box] = id;
      return;
    }
  }
}

/**
 * 12.36: in each of its first two Monster Combat Phases a Vampire also tries to charm the one it
 * attacks (edition 1: before its blow, in its place). Returns true when the target changed sides.
 */
export function vampireCharm(s: GameState, vampire: MonsterUnit, targetId: string, events: GameEvent[]): boolean {
  if (!isAdvanced(s) || tables(s).monsters[vampire.monster].special !== 'charm' || !s.combat) return false;
  const tries = vampire.charmTries ?? 0;
  if (tries >= VAMPIRE_CHARM_PHASES) return false;
  vampire.charmTries = tries + 1;
  const pet = s.party.charmed.find((c) => c.unit.id === targetId && c.unit.alive);
  const a = pet ? undefined : s.party.adventurers.find((x) => x.id === targetId && x.alive);
  if (!pet && !a) return false;
  const name = pet ? `the charmed ${tables(s).monsters[pet.unit.monster].name}` : a!.name;
  const mr = pet ? tables(s).monsters[pet.unit.monster].mr : magicResistanceOf(a!);
  const { resisted, face } = resistRoll(s.dice, mr);
  if (resisted) {
    events.push({ kind: 'resisted', rule: '12.36', text: `${capitalize(name)} resists the Vampire's charm: ${face} against Magic Resistance ${mr}.`, dice: [face], ...(a ? { who: a.id } : { target: targetId }) });
    return false;
  }
  s.combat.facingChosen = false;
  s.party.order = vacate(s.party.order, targetId);
  placeBehind(s.combat.monsterRows, targetId);
  if (pet) {
    // 12.36: the party's charm is broken; it fights the party to the death, Vampire or no Vampire
    s.party.charmed = s.party.charmed.filter((c) => c !== pet);
    monstersHere(s)!.units.push(pet.unit);
    events.push({ kind: 'charmed', rule: '12.36', text: `The Vampire's charm breaks the party's hold: ${name} turns on the party for good (${face}).`, dice: [face], who: vampire.id, target: targetId });
    return true;
  }
  a!.charmedBy = vampire.id;
  events.push({ kind: 'charmed', rule: '12.36', text: `The Vampire's charm takes ${a!.name} (${face} against Magic Resistance ${mr}): they join the monsters' rows.`, dice: [face], who: vampire.id, target: a!.id });
  return true;
}

/**
 * 12.36: adventurers charmed by `vampireId` (by any Vampire when null, as the fight ends) come
 * back to the party with the wounds they took: into the backmost free box of the marching order.
 */
export function releaseTurncoats(s: GameState, vampireId: string | null, events: GameEvent[]): void {
  for (const a of s.party.adventurers) {
    if (a.charmedBy === undefined || (vampireId !== null && a.charmedBy !== vampireId)) continue;
    delete a.charmedBy;
    if (s.combat) s.combat.monsterRows = vacate(s.combat.monsterRows, a.id);
    if (!a.alive) continue;
    placeAtBack(s.party.order, a.id);
    if (s.combat) s.combat.facingChosen = false;
    events.push({ kind: 'charmed', rule: '12.36', text: `With the Vampire gone, ${a.name} comes back to the party.`, who: a.id });
  }
}

/** The weapon a turncoat strikes with from `row` (DATA ruling 20: as a weapon-using monster, 8.44): a bow only from the second row. */
function turncoatWeapon(a: Adventurer, row: 'front' | 'second'): { w: WeaponId; slot: number } | null {
  const order = [a.ready, ...a.weapons.map((_, i) => i).filter((i) => i !== a.ready)];
  for (const slot of order) {
    const w = a.weapons[slot];
    if (!w) continue;
    if (row === 'second' ? w === 'bow' : w !== 'bow') return { w, slot };
  }
  return null;
}

/** Whether a turncoat in the second row has a bow to shoot with (8.35). */
export const turncoatShoots = (a: Adventurer): boolean => turncoatWeapon(a, 'second') !== null;

/** 12.36, DATA ruling 20: a turncoat attacks a member of the party as a monster would, with their own weapon. */
export function turncoatStrike(s: GameState, a: Adventurer, targetId: string, row: 'front' | 'second', targetFaces: number[], events: GameEvent[]): void {
  const weapon = turncoatWeapon(a, row);
  if (!weapon) return;
  const pet = s.party.charmed.find((c: CharmedMonster) => c.unit.id === targetId && c.unit.alive);
  const victim = pet ? undefined : s.party.adventurers.find((x) => x.id === targetId && x.alive);
  if (!pet && !victim) return;
  const face = d6(s.dice);
  const mods = attackModifiers(a, weapon.w, weapon.slot);
  const total = face + mods.reduce((n, m) => n + m.value, 0);
  const wounds = tables(s).crtResult(tables(s).crtColumnOf(weapon.w), total);
  const name = pet ? `the charmed ${tables(s).monsters[pet.unit.monster].name}` : victim!.name;
  events.push({
    kind: 'attack',
    rule: '12.36',
    text: `Charmed, ${a.name} attacks ${name} with ${withArticle(weaponNames[weapon.w])}: ${face}${mods.map((m) => ` ${m.value < 0 ? '−' : '+'} ${Math.abs(m.value)} ${m.why}`).join('')} = ${total} → ${wounds} wound${wounds === 1 ? '' : 's'}.`,
    dice: [...targetFaces, face],
    who: a.id,
    target: targetId,
    amount: wounds,
  });
  if (pet) woundCharmed(s, pet, wounds, '12.36', events);
  else {
    events.push(...woundAdventurer(victim!, wounds, '12.36', a.name));
    if (!victim!.alive) adventurerFalls(s, victim!, events);
  }
}

/** A turncoat struck by the party: wounded as an adventurer; out of the monsters' rows if slain (8.46). */
export function woundTurncoat(s: GameState, a: Adventurer, n: number, events: GameEvent[], rule = '12.36', cause = 'the party'): void {
  events.push(...woundAdventurer(a, n, rule, cause));
  if (!a.alive) {
    delete a.charmedBy;
    if (s.combat) {
      s.combat.monsterRows = vacate(s.combat.monsterRows, a.id);
      s.combat.facingChosen = false;
    }
  }
}
