/**
 * Combat (8.0): rows facing rows, rounds of Party Combat, Monster Combat, Party and Monster
 * Reorganization, until one side is dead (8.11). Functions mutate the draft state.
 */
import { d6 } from '../dice';
import { weaponNames, type CrtColumn } from '../data/weapons';
import { bowTargets, isLegalReorganization, legalReorganizations as computeReorganizations, lineUp, monsterReorganization, monsterRowsFrom, needsLoneFacing, resolveMonsterTarget } from './combatGeometry';
import { capitalize, fightingUnits, groupName, livingUnits, rollWoundPointsInFight, withArticle, woundAdventurer, woundPointsOf, type MonsterGroup, type MonsterUnit } from '../encounter/encounters';
import { combatHooks as hooks } from '../features';
import type { CombatFlow } from './hooks';
import type { GameEvent } from '../events';
import type { CharmedMonster } from '../advanced/charm';
import { gatherTreasure } from '../party/loot';
import { combatBegins, combatOver, spendSpice, useAction, usableItems, useItem, type UsableItem } from '../party/items';
import type { Adventurer, MarchingOrder } from '../party/party';
import { tidyOrder, vacate } from '../party/party';
import { hereKey, livingAdventurer, monstersHere, RuleError, type Action, type GameState } from '../state';
import { experienceBeforeRevival, sleepersSlain, specialReplacesBlow } from '../edition';
import { partyWipedOut } from '../party/fallen';
import { adventurerFalls, attackModifiers, currentContacts, line, otherWeapon, rowOf, weaponInHand } from './blows';
import { tables, type Tables } from '../tables';

/** legalReorganizations is pure and orders repeat a lot from round to round: remember recent answers. */
const reorganizationCache = new Map<string, MarchingOrder[]>();
function legalReorganizations(order: MarchingOrder): MarchingOrder[] {
  const key = JSON.stringify(order);
  let hit = reorganizationCache.get(key);
  if (!hit) {
    if (reorganizationCache.size > 500) reorganizationCache.clear();
    hit = computeReorganizations(order);
    reorganizationCache.set(key, hit);
  }
  return hit;
}

const group = (s: GameState): MonsterGroup => {
  const g = monstersHere(s);
  if (!g) throw new Error('No monsters on the party segment.');
  return g;
};

const unitById = (g: MonsterGroup, id: string): MonsterUnit | undefined => g.units.find((u) => u.id === id);
/** 8.12–8.14: the monsters line up; the player places the front ones when there is a choice. */
export function startCombat(s: GameState, monstersFirst: boolean, events: GameEvent[]): void {
  const g = group(s);
  shareWaitingExperience(s, events, true); // DATA ruling 24: those still stone have no share of it
  s.combat = { round: 1, step: 'party', monsterRows: [], facing: 0, facingChosen: false, acted: [], thrown: [] };
  combatBegins(s);
  events.push(...rollWoundPointsInFight(tables(s), s.dice, g.units)); // 7.14
  hooks(s).engaged(s, g, events); // 12.32
  const options = lineUpOptions(s);
  if (options.length === 1) {
    const only = options[0]!;
    finishLineUp(s, only.front, only.facing, monstersFirst, events);
    return;
  }
  s.phase = { kind: 'lineUp', monstersFirst };
  events.push({ kind: 'combat-started', rule: '8.13', text: `Place ${groupName(tables(s), g)} before the party.` });
}

function permutations<T>(xs: T[]): T[][] {
  if (xs.length <= 1) return [xs];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((rest) => [x, ...rest]));
}

function combinations<T>(xs: T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (xs.length < k) return [];
  const [head, ...tail] = xs as [T, ...T[]];
  return [...combinations(tail, k - 1).map((c) => [head, ...c]), ...combinations(tail, k)];
}

/** 8.13: every way the player may set the front monsters (which, when tied, and in what order; and a lone counter's facing). */
export function lineUpOptions(s: GameState): readonly { front: string[]; facing: number }[] {
  const units = livingUnits(group(s));
  // the fight's start, its listing and the choice all ask: the same monsters, the same answer
  const key = JSON.stringify([units.map((u) => [u.id, woundPointsOf(u)]), line(s.party.order[0]).length]);
  if (lastLineUp?.key !== key) lastLineUp = { key, options: Object.freeze(listLineUps(s, units).map((o) => Object.freeze({ front: Object.freeze(o.front) as string[], facing: o.facing }))) };
  return lastLineUp.options;
}

/** The last line-ups listed, and for what; read only (frozen), since every caller shares them. */
let lastLineUp: { key: string; options: readonly { front: string[]; facing: number }[] } | null = null;

function listLineUps(s: GameState, units: MonsterUnit[]): { front: string[]; facing: number }[] {
  const { front } = lineUp(units.map((u) => ({ id: u.id, woundPoints: woundPointsOf(u) })));
  const k = front.length;
  const minFront = Math.min(...front.map((id) => woundPointsOf(unitById(group(s), id)!)));
  // Any set of k monsters whose weakest is at least as strong as every monster left behind.
  const sets = combinations(units, k).filter((set) => {
    const inSet = new Set(set.map((u) => u.id));
    const weakest = Math.min(...set.map(woundPointsOf));
    return weakest >= minFront && units.every((u) => inSet.has(u.id) || woundPointsOf(u) <= weakest);
  });
  const advFront = line(s.party.order[0]).length;
  const facings = needsLoneFacing(advFront, k) ? [0, 1] : [0];
  const out: { front: string[]; facing: number }[] = [];
  for (const set of sets) for (const p of permutations(set.map((u) => u.id))) for (const facing of facings) out.push({ front: p, facing });
  return out;
}

export function chooseLineUp(s: GameState, front: string[], facing: number, events: GameEvent[]): void {
  if (s.phase.kind !== 'lineUp') throw new RuleError('8.13', 'The monsters are not being lined up now.');
  if (!Array.isArray(front) || !Number.isInteger(facing)) throw new RuleError('8.13', 'A line-up names the front monsters in order and which way a lone counter faces.');
  const ok = lineUpOptions(s).some((o) => o.facing === facing && o.front.length === front.length && o.front.every((id, i) => id === front[i]));
  if (!ok) throw new RuleError('8.13', 'The three monsters with the most Wound Points stand in front (all of them when there are two or fewer).');
  finishLineUp(s, front, facing, s.phase.monstersFirst, events);
}

function finishLineUp(s: GameState, front: string[], facing: number, monstersFirst: boolean, events: GameEvent[]): void {
  const g = group(s);
  const back = livingUnits(g).map((u) => u.id).filter((id) => !front.includes(id));
  s.combat!.monsterRows = monsterRowsFrom(front, back);
  s.combat!.facing = facing;
  s.combat!.facingChosen = needsLoneFacing(line(s.party.order[0]).length, front.length);
  s.phase = { kind: 'combat' };
  events.push({ kind: 'combat-started', rule: '8.12', text: `Combat with ${groupName(tables(s), g)}: round 1.` });
  if (monstersFirst) {
    // 7.22 and DATA §11 ruling 50: after a failed negotiation the monsters strike first.
    monsterPhase(s, events);
    if (s.phase.kind !== 'combat') return;
  }
  beginPartyPhase(s, events);
}


/** Which case sets the front row's opponents: 8.31 when the two front lines are as long, 8.32 when not. */
function contactRule(s: GameState): string {
  return line(s.party.order[0]).length === line(s.combat!.monsterRows[0]).length ? '8.31' : '8.32';
}



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
function mayActNow(s: GameState, a: Adventurer): boolean {
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

function charmedTargets(s: GameState, c: CharmedMonster): string[] {
  const row = rowOf(s.party.order, c.unit.id);
  if (row === 0) return currentContacts(s).adventurerTargets[c.unit.id] ?? [];
  if (row === 1 && tables(s).monsters[c.unit.monster].weapons?.second === 'bow') return line(s.combat!.monsterRows[0]);
  return [];
}

const nobodyLeftToAct = (s: GameState): boolean =>
  !(s.combat && s.combat.step === 'party' && s.party.adventurers.some((a) => mayActNow(s, a))) && charmedActors(s).length === 0;

function beginPartyPhase(s: GameState, events: GameEvent[]): void {
  s.combat!.step = 'party';
  s.combat!.acted = [];
  if (nobodyLeftToAct(s)) endPartyPhase(s, events);
}

export function markActed(s: GameState, who: string, events: GameEvent[]): void {
  s.combat!.acted.push(who);
  if (s.phase.kind === 'combat' && s.combat!.step === 'party' && nobodyLeftToAct(s)) endPartyPhase(s, events);
}

/** Back in combat after a charm (9.45): the fight may be over, or the phase done. */
export function resumeCombat(s: GameState, events: GameEvent[]): void {
  const g = monstersHere(s);
  if (!g || fightingUnits(g).length === 0) {
    winCombat(s, g ?? { units: [], origin: 'wandering', attitude: 'hostile', hoards: {} }, events);
    return;
  }
  s.combat!.facingChosen = false;
  if (s.combat!.step === 'party' && nobodyLeftToAct(s)) endPartyPhase(s, events);
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
  const g = group(s);
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
  const g = group(s);
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
  const g = group(s);
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

/** A monster's attack roll (8.44): 1D6 + combat bonus on the Monster column, or its weapon's column. */
function monsterRoll(s: GameState, unit: MonsterUnit, row: 'front' | 'second'): { face: number; wounds: number; how: string; shown: string } {
  const stats = tables(s).monsters[unit.monster];
  const face = d6(s.dice);
  let column: CrtColumn = 'monster';
  let bonus = stats.combatBonus ?? 0;
  let how = '';
  if (stats.weapons) {
    // 8.44: weapon users roll on their weapon's column: the bow from the second row.
    const w = row === 'second' && stats.weapons.second ? stats.weapons.second : stats.weapons.front;
    column = tables(s).crtColumnOf(w);
    bonus = stats.weapons.skill + unit.swordSkill;
    how = ` with ${withArticle(weaponNames[w])}`;
  }
  const total = face + bonus;
  const wounds = tables(s).crtResult(column, total);
  return { face, wounds, how, shown: `${face}${bonus ? ` ${bonus > 0 ? '+' : '−'} ${Math.abs(bonus)}` : ''} = ${total}` };
}

export function woundMonster(s: GameState, g: MonsterGroup, unit: MonsterUnit, n: number, events: GameEvent[]): void {
  if (n <= 0 || !unit.alive) return;
  unit.wounds += n;
  if (unit.wounds < woundPointsOf(unit)) return;
  unit.alive = false;
  s.combat!.facingChosen = false;
  s.combat!.monsterRows = vacate(s.combat!.monsterRows, unit.id);
  events.push({ kind: 'died', rule: '8.46', text: `The ${tables(s).monsters[unit.monster].name} is slain.`, target: unit.id });
  hooks(s).slain(s, unit.id, events); // 12.36: the Vampire's thralls are free
  if (fightingUnits(g).length === 0) winCombat(s, g, events);
}

function endPartyPhase(s: GameState, events: GameEvent[]): void {
  monsterPhase(s, events);
  if (s.phase.kind !== 'combat') return;
  s.combat!.step = 'reorganize';
  const options = legalReorganizations(s.party.order);
  if (options.length <= 1) {
    if (options[0]) applyReorganization(s, options[0], events, true);
    else monsterReorganizationPhase(s, events);
  }
}

/** 8.23, 8.33, 8.35, 8.44: every front monster attacks, and second-row monsters with bows shoot. */
function monsterPhase(s: GameState, events: GameEvent[]): void {
  const g = group(s);
  const rows = s.combat!.monsterRows;
  const front = line(rows[0]);
  // those who stand in the second row as the phase begins (one charmed now waits for the next, 12.36)
  const second = line(rows[1]);
  for (const id of front) {
    const unit = unitById(g, id);
    const coat = unit ? undefined : hooks(s).turncoat(s, id);
    if (unit ? !unit.alive : !coat) continue;
    const t = currentContacts(s).monsterTargets[id];
    if (!t) continue;
    const picked = resolveMonsterTarget(t, () => d6(s.dice));
    if (!unit) {
      hooks(s).turncoatStrike(s, coat!, picked.target, 'front', picked.faces, events); // 12.36
      if (s.phase.kind !== 'combat') return;
      continue;
    }
    // 12.2: an Evil Wizard casts Lightning at the one it would attack, while it can pay
    if (!(hooks(s).monsterCasts(s, unit) && hooks(s).monsterCast(s, unit, picked.target, picked.faces, events))) {
      monsterAttack(s, unit, picked.target, 'front', picked.faces, events);
    }
    if (s.phase.kind !== 'combat') return;
  }
  for (const id of second) {
    const unit = unitById(g, id);
    const coat = unit ? undefined : hooks(s).turncoat(s, id);
    if (!unit) {
      // 12.36: a charmed adventurer shoots from the second row if they carry a bow
      const t = coat && hooks(s).turncoatShoots(coat) ? bowTargets(line(s.party.order[0])) : null;
      if (!t) continue;
      const picked = resolveMonsterTarget(t, () => d6(s.dice));
      hooks(s).turncoatStrike(s, coat!, picked.target, 'second', picked.faces, events);
      if (s.phase.kind !== 'combat') return;
      continue;
    }
    const wizard = hooks(s).monsterCasts(s, unit);
    if (!unit.alive || (tables(s).monsters[unit.monster].weapons?.second !== 'bow' && !wizard)) continue;
    const t = bowTargets(line(s.party.order[0]));
    if (!t) continue;
    const picked = resolveMonsterTarget(t, () => d6(s.dice));
    // ruling (12.2, 11.21): from the second row an Evil Wizard casts as a bow shoots (8.35); it has no bow
    if (wizard) hooks(s).monsterCast(s, unit, picked.target, picked.faces, events);
    else monsterAttack(s, unit, picked.target, 'second', picked.faces, events);
    if (s.phase.kind !== 'combat') return;
  }
  hooks(s).monsterPhaseEnds(s, g, events); // 12.35
}

function monsterAttack(s: GameState, unit: MonsterUnit, targetId: string, row: 'front' | 'second', targetFaces: number[], events: GameEvent[]): void {
  const stats = tables(s).monsters[unit.monster];
  const edition1 = specialReplacesBlow(s);
  if (edition1 && hooks(s).charmWithBlow(s, unit, targetId, events)) {
    // edition 1: the charmed one changed sides instead of being struck; the party may have nobody left
    partyWipedOut(s, events);
    return;
  }
  const rule = targetFaces.length > 0 ? (row === 'second' ? '8.35' : '8.33') : '8.44';
  const charmed = s.party.charmed.find((c) => c.unit.id === targetId);
  if (charmed) {
    // a charmed monster in the party's line is fought like any party member (9.45)
    if (!charmed.unit.alive) return;
    const roll = monsterRoll(s, unit, row);
    const victim = tables(s).monsters[charmed.unit.monster].name;
    events.push({ kind: 'attack', rule, text: `The ${stats.name} attacks the charmed ${victim}${roll.how}: ${roll.shown} → ${roll.wounds} wound${roll.wounds === 1 ? '' : 's'}.`, dice: [...targetFaces, roll.face], who: unit.id, target: targetId, amount: roll.wounds });
    if (charmed.unit.wounds + roll.wounds >= woundPointsOf(charmed.unit)) {
      charmed.unit.wounds += roll.wounds;
      charmed.unit.alive = false;
      s.combat!.facingChosen = false;
      s.party.order = vacate(s.party.order, targetId);
      events.push({ kind: 'died', rule: '8.46', text: `The charmed ${victim} is slain.`, target: targetId });
    } else charmed.unit.wounds += roll.wounds;
    if (!edition1) hooks(s).charmWithBlow(s, unit, targetId, events); // 12.36: the blow, and the charm as well
    return;
  }
  const a = s.party.adventurers.find((x) => x.id === targetId);
  if (!a || !a.alive) return;
  if (edition1 && hooks(s).gazeWithBlow(s, unit, a, events)) {
    // edition 1: turned to stone before the blow, which was then not struck
    adventurerFalls(s, a, events);
    return;
  }
  const roll = monsterRoll(s, unit, row);
  const wounds = roll.wounds;
  events.push({
    kind: 'attack',
    rule,
    text: `The ${stats.name} attacks ${a.name}${roll.how}: ${roll.shown} → ${wounds} wound${wounds === 1 ? '' : 's'}.`,
    dice: [...targetFaces, roll.face],
    who: unit.id,
    target: a.id,
    amount: wounds,
  });
  events.push(...woundAdventurer(a, wounds, '8.45', `the ${stats.name}`));
  hooks(s).afterBlow(s, unit, a, events); // 12.33
  if (!edition1) {
    // 12.34, 12.36: a Medusa's gaze and a Vampire's charm come with the blow, not instead of it
    hooks(s).gazeWithBlow(s, unit, a, events);
    if (hooks(s).charmWithBlow(s, unit, a.id, events) && partyWipedOut(s, events)) return;
  }
  if (!a.alive) adventurerFalls(s, a, events);
}

/** 8.24, 8.52: the player's one reorganization move (or the forced one). */
export function reorganize(s: GameState, order: MarchingOrder, events: GameEvent[]): void {
  if (s.phase.kind !== 'combat' || s.combat?.step !== 'reorganize') throw new RuleError('8.24', 'It is not the Party Reorganization Phase.');
  // an order just listed (the very array) is legal; any other is checked afresh
  if (!Array.isArray(order) || !(legalReorganizations(s.party.order).includes(order) || isLegalReorganization(s.party.order, order))) {
    throw new RuleError('8.52', 'One adventurer may move one row forward or back (straight or diagonally), others may only slide along their row without passing anyone; a front row of one must be filled from behind.');
  }
  applyReorganization(s, order, events, false);
}

function applyReorganization(s: GameState, order: MarchingOrder, events: GameEvent[], forced: boolean): void {
  const before = JSON.stringify(s.party.order);
  s.party.order = tidyOrder(order);
  if (JSON.stringify(s.party.order) !== before) {
    s.combat!.facingChosen = false;
    events.push({ kind: 'reorganized', rule: forced ? '8.24' : '8.52', text: forced ? 'The party closes up its front row.' : 'The party reorganizes.' });
  }
  monsterReorganizationPhase(s, events);
}

/** 8.25, 8.51, then the next round. */
function monsterReorganizationPhase(s: GameState, events: GameEvent[]): void {
  const c = s.combat!;
  const moved = monsterReorganization(c.monsterRows, () => d6(s.dice));
  c.monsterRows = moved.rows;
  if (moved.moved) {
    c.facingChosen = false;
    const unit = unitById(group(s), moved.moved);
    const who = unit ? capitalize(withArticle(tables(s).monsters[unit.monster].name)) : `The charmed ${hooks(s).turncoat(s, moved.moved)?.name ?? moved.moved}`;
    events.push({ kind: 'reorganized', rule: '8.51', text: `${who} steps up to the front.`, ...(moved.faces.length ? { dice: moved.faces } : {}) });
  }
  c.round++;
  beginPartyPhase(s, events);
}

/**
 * The last monster still fighting is down (8.11). Sleepers left in the rows (11.3 Sleep) are the
 * player's to slay or leave, one by one (DATA ruling 23; edition 1 slew them all); then the
 * fight ends with its Experience and treasure.
 */
export function winCombat(s: GameState, g: MonsterGroup, events: GameEvent[]): void {
  hooks(s).slain(s, null, events); // 12.36
  const sleepers = g.units.filter((u) => u.alive && u.asleep);
  if (sleepers.length > 0 && !sleepersSlain(s)) {
    combatOver(s);
    s.combat = null;
    s.phase = { kind: 'sleepers' };
    const names = sleepers.map((u) => tables(s).monsters[u.monster].name);
    events.push({ kind: 'combat-won', rule: '11.3', text: `No monster is left awake. ${names.length === 1 ? `The ${names[0]!} sleeps` : `${names.length} monsters sleep`}: slay or leave each (DATA ruling 23).` });
    return;
  }
  for (const u of sleepers) slaySleeper(tables(s), u, events);
  endFight(s, g, events);
}

/** DATA ruling 23: a sleeper slain where it lies counts for Experience and treasure. */
function slaySleeper(t: Tables, u: MonsterUnit, events: GameEvent[]): void {
  u.alive = false;
  u.wounds = Math.max(u.wounds, woundPointsOf(u));
  delete u.asleep;
  events.push({ kind: 'died', rule: '11.3', text: `The sleeping ${t.monsters[u.monster].name} is slain where it lies.`, target: u.id });
}

/** The sleepers still waiting for the player's word (DATA ruling 23). */
export const undecidedSleepers = (s: GameState): MonsterUnit[] => (s.phase.kind === 'sleepers' ? (monstersHere(s)?.units ?? []).filter((u) => u.alive && u.asleep && !u.spared) : []);

/** DATA ruling 23: the player slays one sleeper, or leaves it to wake when the party comes back. */
export function decideSleeper(s: GameState, target: string, slay: boolean, events: GameEvent[]): void {
  if (s.phase.kind !== 'sleepers') throw new RuleError('11.3', 'No monster lies asleep after a fight now.');
  if (typeof slay !== 'boolean') throw new RuleError('11.3', 'A sleeper is slain or left: true or false.');
  const g = group(s);
  const u = undecidedSleepers(s).find((x) => x.id === target);
  if (!u) throw new RuleError('11.3', 'That monster is not one of the sleepers waiting to be dealt with.');
  if (slay) slaySleeper(tables(s), u, events);
  else {
    u.spared = true;
    events.push({ kind: 'negotiated', rule: '11.3', text: `The party leaves the ${tables(s).monsters[u.monster].name} asleep; it will be awake if the party comes back.`, target: u.id });
  }
  if (undecidedSleepers(s).length === 0) endFight(s, g, events);
}

/**
 * 8.6: the fight is over. Experience for the monsters slain, shared by the living (and, with
 * DATA ruling 24, by those a Wizard can still restore with Stone-to-Flesh: it waits for them,
 * edition 1 did not), then the treasure of the slain. Monsters left asleep stay on the segment.
 */
function endFight(s: GameState, g: MonsterGroup, events: GameEvent[]): void {
  hooks(s).fightEnds(s, events); // 12.34
  const total = g.units.filter((u) => !u.alive).reduce((n, u) => n + woundPointsOf(u), 0) * tables(s).limits.xpPerWoundPoint;
  combatOver(s);
  s.combat = null;
  const left = g.units.filter((u) => u.alive);
  for (const u of left) delete u.spared;
  if (left.length > 0) s.monsters[hereKey(s)] = { ...g, units: left };
  else delete s.monsters[hereKey(s)];
  s.phase = { kind: 'explore' };
  const waiting = experienceBeforeRevival(s) ? [] : hooks(s).awaitingRevival(s);
  if (waiting.length > 0) {
    s.experience = (s.experience ?? 0) + total;
    const names = waiting.map((a) => a.name).join(' and ');
    events.push({ kind: 'combat-won', rule: '8.6', text: `Victory! ${total} Experience, to be shared once ${names} ${waiting.length === 1 ? 'is' : 'are'} restored or left behind (DATA ruling 24).` });
  } else {
    const each = shareOut(s, total);
    events.push({ kind: 'combat-won', rule: '8.6', text: `Victory! ${total} Experience shared: ${each} each.`, amount: each });
  }
  gatherTreasure(s, g, events);
}

/** 8.6: Experience divided among the living, fractions dropped; returns each one's share. */
function shareOut(s: GameState, total: number): number {
  const living = s.party.adventurers.filter((a) => a.alive);
  const each = living.length > 0 ? Math.floor(total / living.length) : 0;
  for (const a of living) a.xp += each;
  return each;
}

/**
 * DATA ruling 24: the Experience of a fight that waited for Stone-to-Flesh is shared, once
 * nobody here can be restored any more (restored, or left behind), or another fight begins.
 */
export function shareWaitingExperience(s: GameState, events: GameEvent[], force = false): void {
  if (s.experience === undefined || (!force && hooks(s).awaitingRevival(s).length > 0)) return;
  const total = s.experience;
  delete s.experience;
  const each = shareOut(s, total);
  events.push({ kind: 'experience', rule: '8.6', text: `${total} Experience from the fight shared: ${each} each.`, amount: each });
}

/** The combat actions open now. */
export function combatActions(s: GameState): Action[] {
  if (s.phase.kind === 'lineUp') return lineUpOptions(s).map((o) => ({ type: 'lineUp', front: o.front, facing: o.facing }));
  if (s.phase.kind !== 'combat' || !s.combat) return [];
  if (s.combat.step === 'reorganize') return legalReorganizations(s.party.order).map((order) => ({ type: 'reorganize', order }));
  const out: Action[] = [];
  for (const c of charmedActors(s)) {
    for (const target of charmedTargets(s, c)) out.push({ type: 'attack', who: c.unit.id, target });
    out.push({ type: 'hold', who: c.unit.id });
  }
  for (const a of partyActors(s)) {
    for (const target of attackTargets(s, a)) out.push({ type: 'attack', who: a.id, target });
    for (const target of pepperTargets(s, a)) out.push({ type: 'pepper', who: a.id, target });
    for (const u of combatItems(s, a)) out.push(useAction(u));
    out.push(...hooks(s).partyExtras(s, a));
    if (otherWeapon(s, a) !== null) out.push({ type: 'switch', who: a.id });
    out.push({ type: 'hold', who: a.id });
  }
  return out;
}

/** The fight's own steps, handed to a feature that moves it on (combat/hooks.ts). */
export const combatFlow: CombatFlow = { woundMonster, markActed, winCombat };
