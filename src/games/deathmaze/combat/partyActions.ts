/**
 * The Party Combat Phase's actions (8.22): an attack (8.42–8.45, 8.47), Red Pepper (9.55), an
 * item (9.17), a change of weapon (8.41) or holding; and a charmed monster's blow (9.45). Each is
 * the actor's one action of the phase.
 */
import { d6 } from '../dice';
import { weaponNames } from '../data/weapons';
import { fightingUnits, withArticle } from '../encounter/encounters';
import { combatHooks as hooks } from '../features';
import type { GameEvent } from '../events';
import type { CharmedMonster } from '../advanced/charm';
import { spendSpice, useItem } from '../party/items';
import type { Adventurer } from '../party/party';
import { livingAdventurer, monstersHere, RuleError, type GameState } from '../state';
import { attackModifiers, line, monsterGroup, otherWeapon, rowOf, unitById, weaponInHand } from './blows';
import { tables } from '../tables';
import { attackTargets, charmedActors, charmedTargets, combatItems, mayActNow, pepperTargets } from './partyOptions';
import { markActed } from './rounds';
import { monsterRoll } from './monsterCombat';
import { winCombat, woundMonster } from './victory';

/** Which case sets the front row's opponents: 8.31 when the two front lines are as long, 8.32 when not. */
function contactRule(s: GameState): string {
  return line(s.party.order[0]).length === line(s.combat!.monsterRows[0]).length ? '8.31' : '8.32';
}

function requireActor(s: GameState, who: string, rule: string): Adventurer {
  if (s.phase.kind !== 'combat' || !s.combat || s.combat.step !== 'party') throw new RuleError('8.22', 'It is not the Party Combat Phase.');
  const a = livingAdventurer(s, who, rule);
  if (s.combat.acted.includes(a.id)) throw new RuleError('8.22', `${a.name} has already acted this phase.`);
  if (!s.party.adventurers.some((x) => x.id === a.id && mayActNow(s, x))) throw new RuleError('8.22', `${a.name} cannot fight from where they stand (front row, or second row with a bow or throwing dagger).`);
  return a;
}

/** 8.42–8.45: an adventurer attacks a monster. */
export function attack(s: GameState, who: string, target: string, events: GameEvent[]): void {
  const charmed = s.party.charmed.find((c) => c.unit.id === who);
  if (charmed) return charmedAttack(s, charmed, target, events);
  const a = requireActor(s, who, '8.42');
  const targets = attackTargets(s, a);
  if (!targets.includes(target)) {
    const row = rowOf(s.party.order, a.id);
    // 5.12, DATA ruling 52: the front row fights hand to hand; bows shoot only from the second row
    if (row === 0 && weaponInHand(s, a) === 'bow') throw new RuleError('5.12', `${a.name} stands in the front row, where a bow cannot be shot: only from the second row (8.34). Switch to the other weapon first (8.41).`);
    throw new RuleError(row === 0 ? contactRule(s) : '8.34', `${a.name} cannot reach that monster: they may attack ${targets.length ? targets.join(' or ') : 'nobody with the weapon in hand'}.`);
  }
  const g = monsterGroup(s);
  const unit = unitById(g, target);
  const foe = unit ?? hooks(s).turncoat(s, target)!; // 12.36: or an adventurer charmed by a Vampire
  const w = weaponInHand(s, a)!;
  const row = rowOf(s.party.order, a.id);
  const thrown = w === 'throwingDagger' && row === 1;
  // 9.56: Cannabis gives a second blow at the same monster (a thrown dagger flies only once, 8.47)
  const blows = (a.cannabis === 'now' || a.cannabis === 'both') && !thrown ? 2 : 1;
  for (let blow = 0; blow < blows && foe.alive && s.phase.kind === 'combat'; blow++) {
    const face = d6(s.dice);
    const mods = attackModifiers(a, w, a.ready);
    const total = face + mods.reduce((n, m) => n + m.value, 0);
    const wounds = tables(s).crtResult(tables(s).crtColumnOf(w), total);
    const foeName = unit ? `the ${tables(s).monsters[unit.monster].name}` : `the charmed ${(foe as Adventurer).name}`;
    const shown = mods.map((m) => ` ${m.value < 0 ? '−' : '+'} ${Math.abs(m.value)} ${m.why}`).join('');
    events.push({
      kind: 'attack',
      rule: blow > 0 ? '9.56' : '8.43',
      text: `${a.name} ${blow > 0 ? 'strikes again at' : 'attacks'} ${foeName} with ${withArticle(weaponNames[w])}: ${face}${shown} = ${total} → ${wounds} wound${wounds === 1 ? '' : 's'}.`,
      dice: [face],
      who: a.id,
      target,
      amount: wounds,
    });
    if (unit) woundMonster(s, g, unit, wounds, events);
    else hooks(s).woundTurncoat(s, foe as Adventurer, wounds, events, '8.45', a.name);
  }
  if (thrown && s.combat) {
    // 8.47: a thrown dagger is gone until the fight ends; switching from an empty hand is free.
    s.combat.thrown.push(`${a.id}:${a.ready}`);
    const other = otherWeapon(s, a);
    if (other !== null) a.ready = other;
  }
  if (s.phase.kind === 'combat') markActed(s, a.id, events);
}

/** 9.55: Red Pepper instead of an attack: 1D6 wounds to the monster before the adventurer. */
export function breathePepper(s: GameState, who: string, target: string, events: GameEvent[]): void {
  const a = requireActor(s, who, '9.55');
  if (!pepperTargets(s, a).includes(target)) throw new RuleError('9.55', 'Red Pepper is breathed from the front row at a monster the adventurer faces.');
  spendSpice(s, a.id, 'redPepper');
  const g = monsterGroup(s);
  const unit = unitById(g, target)!;
  if (hooks(s).pepperResisted(s, a, unit, events)) return markActed(s, a.id, events);
  const face = d6(s.dice);
  events.push({ kind: 'attack', rule: '9.55', text: `${a.name} breathes fire at the ${tables(s).monsters[unit.monster].name}: ${face} wound${face === 1 ? '' : 's'}.`, dice: [face], who: a.id, target, amount: face });
  woundMonster(s, g, unit, face, events);
  if (s.phase.kind === 'combat') markActed(s, a.id, events);
}

/** Using an item (a potion, Mustard, Spinach, Cannabis) is the adventurer's action for the phase. */
export function useInCombat(s: GameState, who: string, item: number, target: string | undefined, events: GameEvent[]): void {
  const a = requireActor(s, who, '9.17');
  const usable = combatItems(s, a).filter((u) => u.item === item);
  if (usable.length === 0) throw new RuleError('9.17', `${a.name} has nothing of use there right now.`);
  useItem(s, a.id, item, events, target);
  if (s.phase.kind === 'combat') {
    // 9.45: a charm that takes the last monster still fighting ends the fight
    const g = monstersHere(s);
    if (!g || fightingUnits(g).length === 0) return winCombat(s, g ?? { units: [], origin: 'wandering', attitude: 'hostile', hoards: {} }, events);
  }
  if (s.combat) markActed(s, a.id, events);
}

/** 8.41: changing weapons costs the attack this phase. */
export function switchWeapon(s: GameState, who: string, events: GameEvent[]): void {
  const a = requireActor(s, who, '8.41');
  const other = otherWeapon(s, a);
  if (other === null) throw new RuleError('8.47', `${a.name} has no other weapon to take up.`);
  a.ready = other;
  events.push({ kind: 'weapon-switched', rule: '8.41', text: `${a.name} takes up the ${weaponNames[a.weapons[other]!]}.`, who: a.id });
  markActed(s, a.id, events);
}

export function hold(s: GameState, who: string, events: GameEvent[]): void {
  const charmed = s.party.charmed.find((c) => c.unit.id === who);
  if (charmed && s.phase.kind === 'combat' && charmedActors(s).includes(charmed)) return markActed(s, who, events);
  const a = requireActor(s, who, '8.22');
  markActed(s, a.id, events);
}

/** 9.45: a charmed monster strikes at the monsters as it would at the party (8.44). */
function charmedAttack(s: GameState, c: CharmedMonster, target: string, events: GameEvent[]): void {
  if (s.phase.kind !== 'combat' || !charmedActors(s).includes(c)) throw new RuleError('8.22', 'That charmed monster cannot fight now.');
  if (!charmedTargets(s, c).includes(target)) throw new RuleError(rowOf(s.party.order, c.unit.id) === 0 ? contactRule(s) : '8.34', 'That charmed monster cannot reach that monster.');
  const g = monsterGroup(s);
  const unit = unitById(g, target);
  const other = unit ? undefined : hooks(s).turncoat(s, target); // 12.36
  const row = rowOf(s.party.order, c.unit.id) === 0 ? 'front' : 'second';
  const roll = monsterRoll(s, c.unit, row);
  const name = tables(s).monsters[c.unit.monster].name;
  events.push({
    kind: 'attack',
    rule: '9.45',
    text: `The charmed ${name} attacks ${unit ? `the ${tables(s).monsters[unit.monster].name}` : other!.name}${roll.how}: ${roll.shown} → ${roll.wounds} wound${roll.wounds === 1 ? '' : 's'}.`,
    dice: [roll.face],
    who: c.unit.id,
    target,
    amount: roll.wounds,
  });
  if (unit) woundMonster(s, g, unit, roll.wounds, events);
  else if (other) hooks(s).woundTurncoat(s, other, roll.wounds, events, '9.45', `the charmed ${name}`);
  if (s.phase.kind === 'combat') markActed(s, c.unit.id, events);
}
