/**
 * Wizards' magic (11.2, 11.3, 12.13) in the Advanced Game: who may cast what, when, at whom, and
 * what happens. Costs are paid in the caster's own wounds, which no healing cures (11.22);
 * monsters resist on 1D6 ≤ their Magic Resistance (11.24), adventurers likewise with theirs.
 * Functions mutate the draft state.
 */
import { d6, halveUp, resistRoll } from '../dice';
import { spellIds, type SpellId } from '../data/spells';
import { bringUnderControl } from './charm';
import type { CombatFlow } from '../combat/hooks';
import { capitalize, fightingUnits, woundAdventurer, woundPointsOf, type MonsterUnit } from '../encounter/encounters';
import type { GameEvent } from '../events';
import { healable, magicResistanceOf, placeAtBack, vacate, type Adventurer } from '../party/party';
import { woundTurncoat } from './vampire';
import { statueKey } from './specials';
import { isAdvanced, livingAdventurer, monstersHere, RuleError, type Action, type GameState } from '../state';
import { shown } from '../shown';
import { adventurerFalls, line, rowOf, woundCharmed } from '../combat/blows';
import { shutDoorBehind } from '../encounter/doors';
import { tables, type Tables } from '../tables';

type Cast = Extract<Action, { type: 'cast' }>;

/** 11.14, 12.13, DATA ruling 45: a Wizard's own spells and those of the spell rings they carry. */
export function knownSpells(t: Tables, a: Adventurer): SpellId[] {
  if (a.class !== 'wizard') return [];
  const out = new Set<SpellId>(a.spells ?? []);
  for (const i of a.items) if (i.kind === 'ring' && t.ringSpells[i.ring]) out.add(t.ringSpells[i.ring]!);
  return spellIds.filter((id) => out.has(id));
}

/** 12.13: the index of an unspent ring of this spell the Wizard carries, or -1. */
export function freeRing(t: Tables, a: Adventurer, spell: SpellId): number {
  if (a.class !== 'wizard') return -1;
  return a.items.findIndex((i) => i.kind === 'ring' && !i.spent && t.ringSpells[i.ring] === spell);
}

/** 11.22: paying the cost must leave the Wizard alive. */
export const canPay = (t: Tables, a: Adventurer, spell: SpellId): boolean => a.wounds + t.spells[spell].cost < a.woundPoints;

/** 11.21: the phases in which non-combat spells are cast (never in combat or negotiation). */
const QUIET_PHASES = ['explore', 'trap', 'loot'];

/** The targets `spell` may take now, by its kind and the phase (11.21, 11.3); [] when it cannot be cast. */
export function spellTargets(s: GameState, a: Adventurer, spell: SpellId): (string | null)[] {
  const phase = s.phase.kind;
  const living = s.party.adventurers.filter((x) => x.alive);
  if (tables(s).spells[spell].type === 'combat') {
    const c = s.combat;
    if (phase !== 'combat' || !c || c.step !== 'party' || c.acted.includes(a.id)) return [];
    const row = rowOf(s.party.order, a.id);
    if (row !== 0 && row !== 1) return []; // 11.21: from the first or second row
    // monsters only: not the adventurers a Vampire has charmed into the rows (12.36)
    const units = new Set((monstersHere(s)?.units ?? []).map((u) => u.id));
    const monstersIn = (row: (string | null)[] | undefined) => line(row).filter((id) => units.has(id));
    const front = monstersIn(c.monsterRows[0]);
    const all = c.monsterRows.flatMap(monstersIn);
    switch (spell) {
      case 'blast':
        return front;
      case 'charm':
        return [...front, ...monstersIn(c.monsterRows[1])];
      case 'lightning':
      case 'sleep':
        return all;
      case 'explosion':
        return [null];
      default:
        return [];
    }
  }
  if (spell === 'neutralizePoison') {
    // 11.3: only right after the poisoning, in whatever phase it left the party (not mid-combat)
    if (phase === 'combat' || phase === 'lineUp' || phase === 'over') return [];
    return (s.poisoned ?? []).filter((p) => living.some((x) => x.id === p.who)).map((p) => p.who);
  }
  if (spell === 'oratory') return phase === 'encounter' && !s.oratory ? [null] : [];
  if (spell === 'lock') {
    // ruling (11.3 Lock, 9.57): like Cloves, it shuts the door just opened onto monsters
    return phase === 'encounter' && s.party.cameThrough && !s.party.below ? [null] : [];
  }
  if (!QUIET_PHASES.includes(phase)) return [];
  switch (spell) {
    case 'heal': // 9.42: cast on anyone; on the unhurt it simply cures nothing
    case 'mageArmor':
    case 'strength':
      return living.map((x) => x.id);
    case 'stoneToFlesh':
      return s.party.adventurers.filter((x) => !x.alive && x.stone === statueKey(s)).map((x) => x.id);
    default:
      return [];
  }
}

/** Every spell `a` may cast now, with every target, paid for or through a ring. */
export function castActions(s: GameState, a: Adventurer): Cast[] {
  if (!isAdvanced(s) || !a.alive || a.class !== 'wizard' || a.charmedBy) return [];
  const out: Cast[] = [];
  for (const spell of knownSpells(tables(s), a)) {
    const pay = canPay(tables(s), a, spell);
    const ring = freeRing(tables(s), a, spell) >= 0;
    if (!pay && !ring) continue;
    for (const target of spellTargets(s, a, spell)) {
      if (pay) out.push({ type: 'cast', who: a.id, spell, target, ring: false });
      if (ring) out.push({ type: 'cast', who: a.id, spell, target, ring: true });
    }
  }
  return out;
}

/** Every legal cast by anyone in the party. */
export function allCastActions(s: GameState): Cast[] {
  if (!isAdvanced(s)) return [];
  return s.party.adventurers.flatMap((a) => castActions(s, a));
}

const monsterName = (t: Tables, u: MonsterUnit): string => t.monsters[u.monster].name;

/** Events another module made for a spell's wounds (a wound, armor soaking it, a death), marked with that spell. */
const bySpell = (spell: SpellId, list: GameEvent[]): GameEvent[] => list.map((e) => ({ ...e, spell }));

/** 11.2: `who` casts `spell` at `target`, paying its cost or through a ring. */
export function castSpell(s: GameState, action: Cast, events: GameEvent[], flow: CombatFlow): void {
  const { spell, target } = action;
  if (!isAdvanced(s)) throw new RuleError('11.0', 'Spells are cast only in the Advanced Game.');
  if (!spellIds.includes(spell)) throw new RuleError('11.3', `"${shown(spell)}" is not one of the twelve tables(s).spells.`);
  const a = livingAdventurer(s, action.who, '11.14');
  if (a.class !== 'wizard') throw new RuleError('11.14', `${a.name} is no Wizard: only Wizards cast tables(s).spells.`);
  if (a.charmedBy) throw new RuleError('12.36', `${a.name} is charmed and casts no tables(s).spells.`);
  if (!knownSpells(tables(s), a).includes(spell)) throw new RuleError('11.23', `${a.name} does not know ${tables(s).spells[spell].name}.`);
  if (typeof action.ring !== 'boolean') throw new RuleError('12.13', 'A cast says whether it goes through a ring: true or false.');
  const ringIndex = action.ring === true ? freeRing(tables(s), a, spell) : -1;
  if (action.ring === true && ringIndex < 0) throw new RuleError('12.13', `${a.name} has no unused Ring of ${tables(s).spells[spell].name}: a ring casts its spell free once per game.`);
  if (tables(s).spells[spell].type === 'combat') {
    if (s.phase.kind !== 'combat' || s.combat?.step !== 'party') throw new RuleError('11.21', `${tables(s).spells[spell].name} is a combat spell: it is cast in the Party Combat Phase.`);
    if (s.combat.acted.includes(a.id)) throw new RuleError('11.23', `${a.name} has already acted this phase: one spell a Party Combat Phase, instead of an attack.`);
    const row = rowOf(s.party.order, a.id);
    if (row !== 0 && row !== 1) throw new RuleError('11.21', `${a.name} casts only from the first or second row.`);
  } else if (spell === 'oratory') {
    if (s.phase.kind !== 'encounter') throw new RuleError('11.21', 'Oratory is cast while the party faces monsters, before negotiating.');
    if (s.oratory) throw new RuleError('11.3', 'Oratory already lends its +4 to this negotiation.');
  } else if (spell === 'neutralizePoison') {
    if (!(s.poisoned ?? []).length) throw new RuleError('11.3', 'Neutralize Poison is cast right after someone is poisoned.');
  } else if (spell === 'lock') {
    if (s.phase.kind !== 'encounter' || !s.party.cameThrough || s.party.below) throw new RuleError('9.57', 'Lock shuts a door the party has just opened onto monsters, instead of negotiating or fighting.');
  } else if (!QUIET_PHASES.includes(s.phase.kind)) {
    throw new RuleError('11.21', `${tables(s).spells[spell].name} is a non-combat spell: it is cast when no fight or negotiation is going on.`);
  }
  const targets = spellTargets(s, a, spell);
  if (!targets.includes(target)) throw new RuleError('11.3', targetProblem(tables(s), spell));
  if (ringIndex < 0 && !canPay(tables(s), a, spell)) throw new RuleError('11.22', `${a.name} cannot pay ${tables(s).spells[spell].cost} wound${tables(s).spells[spell].cost === 1 ? '' : 's'} for ${tables(s).spells[spell].name} without dying.`);

  // pay (11.22) or use the ring (12.13)
  const cost = tables(s).spells[spell].cost;
  if (ringIndex >= 0) {
    const ring = a.items[ringIndex]!;
    if (ring.kind === 'ring') ring.spent = true;
    events.push({ kind: 'spell-cast', spell, rule: '12.13', text: `${a.name} casts ${tables(s).spells[spell].name} through the ring, at no cost.`, who: a.id, ...(target ? { target } : {}), amount: 0 });
  } else {
    a.wounds += cost;
    a.spellWounds = (a.spellWounds ?? 0) + cost;
    events.push({
      kind: 'spell-cast',
      spell,
      rule: '11.22',
      text: `${a.name} casts ${tables(s).spells[spell].name}, paying ${cost} wound${cost === 1 ? '' : 's'} (${a.wounds}/${a.woundPoints}).`,
      who: a.id,
      ...(target ? { target } : {}),
      amount: cost,
    });
  }
  resolve(s, a, spell, target, events, flow);
  if (tables(s).spells[spell].type === 'combat') afterCombatSpell(s, a, events, flow);
}

function targetProblem(t: Tables, spell: SpellId): string {
  switch (spell) {
    case 'blast':
      return 'Blast strikes a monster in the front row.';
    case 'charm':
      return 'Charm takes a monster in the first or second row.';
    case 'lightning':
    case 'sleep':
      return `${t.spells[spell].name} is cast at one monster in the fight.`;
    case 'explosion':
    case 'oratory':
    case 'lock':
      return `${t.spells[spell].name} takes no target.`;
    case 'heal':
      return 'Heal is cast on a living adventurer.';
    case 'neutralizePoison':
      return 'Neutralize Poison is cast on the adventurer just poisoned.';
    case 'stoneToFlesh':
      return 'Stone-to-Flesh is cast on an adventurer turned to stone.';
    default:
      return `${t.spells[spell].name} is cast on a living adventurer.`;
  }
}

function resolve(s: GameState, a: Adventurer, spell: SpellId, target: string | null, events: GameEvent[], flow: CombatFlow): void {
  switch (spell) {
    case 'blast':
      return spellOnMonster(s, target!, spell, events, (u) => flow.woundMonster(s, monstersHere(s)!, u, 2, events));
    case 'lightning':
      return spellOnMonster(s, target!, spell, events, (u) => {
        const face = d6(s.dice);
        events.push({ kind: 'attack', spell, rule: '11.3', text: `Lightning strikes the ${monsterName(tables(s), u)}: ${face} + 2 = ${face + 2} wounds.`, dice: [face], who: a.id, target: u.id, amount: face + 2 });
        flow.woundMonster(s, monstersHere(s)!, u, face + 2, events);
      });
    case 'sleep':
      return spellOnMonster(s, target!, spell, events, (u) => {
        u.asleep = true;
        s.combat!.monsterRows = vacate(s.combat!.monsterRows, u.id);
        s.combat!.facingChosen = false;
        events.push({ kind: 'spell-cast', spell, rule: '11.3', text: `The ${monsterName(tables(s), u)} falls asleep and drops out of the fight.`, who: a.id, target: u.id });
      });
    case 'charm':
      return spellOnMonster(s, target!, spell, events, (u) => bringUnderControl(s, u, a.id, '11.3', events));
    case 'explosion':
      return explosion(s, a, events, flow);
    case 'heal': {
      const t = livingAdventurer(s, target!, '11.3');
      const face = d6(s.dice);
      const healed = Math.min(face, healable(t));
      t.wounds -= healed;
      events.push({ kind: 'healed', spell, rule: '11.3', text: `Heal cures ${t.name} of ${healed} wound${healed === 1 ? '' : 's'} (${t.wounds}/${t.woundPoints}).`, dice: [face], who: t.id, amount: healed });
      return;
    }
    case 'mageArmor': {
      const t = livingAdventurer(s, target!, '11.3');
      const face = d6(s.dice);
      // ruling (11.3 Mage Armor): a new casting does not add to what is left; the larger stands
      t.mageArmor = Math.max(t.mageArmor ?? 0, halveUp(face));
      events.push({ kind: 'spell-cast', spell, rule: '11.3', text: `Mage Armor surrounds ${t.name}: the next ${t.mageArmor} wound${t.mageArmor === 1 ? '' : 's'} will be soaked up.`, dice: [face], who: t.id, amount: t.mageArmor });
      return;
    }
    case 'strength': {
      const t = livingAdventurer(s, target!, '11.3');
      const face = d6(s.dice);
      // DATA ruling 31: as the Strength potion, for the next combat
      t.strength = Math.max(t.strength, face);
      events.push({ kind: 'strengthened', spell, rule: '11.3', text: `Strength fills ${t.name}: +${face} to every attack in the next combat.`, dice: [face], who: t.id, amount: face });
      return;
    }
    case 'neutralizePoison': {
      const t = livingAdventurer(s, target!, '11.3');
      const undone = (s.poisoned ?? []).filter((p) => p.who === t.id).reduce((n, p) => n + p.wounds, 0);
      // the poison's own wounds come back, a fountain's too (11.22 keeps those from healing, not from this)
      const cured = Math.min(undone, healable(t) + (t.fountainWounds ?? 0));
      const fromFountain = Math.min(t.fountainWounds ?? 0, Math.max(0, cured - healable(t)));
      if (fromFountain > 0) t.fountainWounds! -= fromFountain;
      if (t.fountainWounds === 0) delete t.fountainWounds;
      t.wounds -= cured;
      s.poisoned = (s.poisoned ?? []).filter((p) => p.who !== t.id);
      if (s.poisoned.length === 0) delete s.poisoned;
      events.push({ kind: 'healed', spell, rule: '11.3', text: `The poison in ${t.name} is neutralized: ${cured} wound${cured === 1 ? '' : 's'} undone (${t.wounds}/${t.woundPoints}).`, who: t.id, amount: cured });
      return;
    }
    case 'stoneToFlesh':
      return stoneToFlesh(s, target!, events);
    case 'oratory':
      s.oratory = true;
      events.push({ kind: 'spell-cast', spell, rule: '11.3', text: `${a.name}'s Oratory will add 4 to the negotiation roll.`, who: a.id, amount: 4 });
      return;
    case 'lock':
      shutDoorBehind(s, '11.3', `${a.name} locks the door with a spell; the party steps back, and the monsters stay behind it.`, a.id, events);
      return;
  }
}

/** 11.24: the monster resists or suffers the spell. */
function spellOnMonster(s: GameState, id: string, spell: SpellId, events: GameEvent[], effect: (u: MonsterUnit) => void): void {
  const u = monstersHere(s)?.units.find((x) => x.id === id);
  if (!u) return;
  const mr = tables(s).monsters[u.monster].mr;
  const roll = resistRoll(s.dice, mr);
  if (roll.resisted) {
    events.push({ kind: 'resisted', spell, rule: '11.24', text: `The ${monsterName(tables(s), u)} resists ${tables(s).spells[spell].name}: ${roll.face} against Magic Resistance ${mr}.`, dice: [roll.face], target: u.id });
    return;
  }
  events.push({ kind: 'spell-cast', spell, rule: '11.24', text: `The ${monsterName(tables(s), u)} fails to resist: ${roll.face} against Magic Resistance ${mr}.`, dice: [roll.face], target: u.id });
  effect(u);
}

/**
 * 11.3 Explosion: everyone in the fight resists or takes 1 wound: the adventurers in the marching
 * order (the caster too), the charmed monsters fighting for them, then the monsters in the rows.
 */
function explosion(s: GameState, caster: Adventurer, events: GameEvent[], flow: CombatFlow): void {
  const inFight = [...s.party.order.flat(), ...(s.combat?.monsterRows.flat() ?? [])];
  for (const a of s.party.adventurers) {
    if (!a.alive || !inFight.includes(a.id) || s.phase.kind !== 'combat') continue;
    const mr = magicResistanceOf(a);
    const roll = resistRoll(s.dice, mr);
    if (roll.resisted) {
      events.push({ kind: 'resisted', spell: 'explosion', rule: '11.24', text: `${a.name} resists the Explosion: ${roll.face} against Magic Resistance ${mr}.`, dice: [roll.face], who: a.id });
      continue;
    }
    if (a.charmedBy !== undefined) woundTurncoat(s, a, 1, events, '11.3', 'the Explosion');
    else {
      events.push(...bySpell('explosion', woundAdventurer(a, 1, '11.3', 'the Explosion', [roll.face])));
      if (!a.alive) adventurerFalls(s, a, events);
    }
  }
  for (const c of s.party.charmed) {
    if (!c.unit.alive || s.phase.kind !== 'combat') continue;
    const roll = resistRoll(s.dice, tables(s).monsters[c.unit.monster].mr);
    if (roll.resisted) {
      events.push({ kind: 'resisted', spell: 'explosion', rule: '11.24', text: `The charmed ${monsterName(tables(s), c.unit)} resists the Explosion.`, dice: [roll.face], target: c.unit.id });
      continue;
    }
    woundCharmed(s, c, 1, '11.3', events, [roll.face]);
  }
  const g = monstersHere(s);
  const ids = s.combat ? s.combat.monsterRows.flatMap(line) : [];
  for (const id of ids) {
    const u = g?.units.find((x) => x.id === id);
    if (!g || !u || !u.alive || s.phase.kind !== 'combat') continue;
    const roll = resistRoll(s.dice, tables(s).monsters[u.monster].mr);
    if (roll.resisted) {
      events.push({ kind: 'resisted', spell: 'explosion', rule: '11.24', text: `The ${monsterName(tables(s), u)} resists the Explosion.`, dice: [roll.face], target: u.id });
      continue;
    }
    events.push({ kind: 'attack', spell: 'explosion', rule: '11.3', text: `The Explosion catches the ${monsterName(tables(s), u)}: 1 wound.`, dice: [roll.face], who: caster.id, target: u.id, amount: 1 });
    flow.woundMonster(s, g, u, 1, events);
  }
}

/** After a combat spell: the fight may be won (slept or charmed away), else the Wizard has acted. */
function afterCombatSpell(s: GameState, a: Adventurer, events: GameEvent[], flow: CombatFlow): void {
  if (s.phase.kind !== 'combat' || !s.combat) return;
  const g = monstersHere(s);
  if (!g || fightingUnits(g).length === 0) {
    flow.winCombat(s, g ?? { units: [], origin: 'wandering', attitude: 'hostile', hoards: {} }, events);
    return;
  }
  flow.markActed(s, a.id, events);
}

/** 12.34, DATA ruling 53: paying the cost restores an adventurer turned to stone, with the wounds they had. */
function stoneToFlesh(s: GameState, id: string, events: GameEvent[]): void {
  const t = s.party.adventurers.find((x) => x.id === id && !x.alive && x.stone === statueKey(s));
  if (!t) return;
  delete t.stone;
  t.alive = true;
  // back into the marching order: the first free box from the back
  placeAtBack(s.party.order, t.id);
  events.push({ kind: 'healed', spell: 'stoneToFlesh', rule: '12.34', text: `Stone-to-Flesh: ${t.name} breathes again.`, who: t.id, amount: 0 });
}

/**
 * 12.34: the adventurers turned to stone on this segment whom a living Wizard of the party could
 * restore now or later (knows Stone-to-Flesh and can pay for it, or has its ring).
 */
export function restorablePetrified(s: GameState): Adventurer[] {
  const here = statueKey(s);
  const statues = s.party.adventurers.filter((a) => !a.alive && a.stone === here);
  if (statues.length === 0) return [];
  const wizard = s.party.adventurers.some((w) => w.alive && !w.charmedBy && knownSpells(tables(s), w).includes('stoneToFlesh') && (canPay(tables(s), w, 'stoneToFlesh') || freeRing(tables(s), w, 'stoneToFlesh') >= 0));
  return wizard ? statues : [];
}

/** 12.2: an Evil Wizard casts only while paying for Lightning leaves it alive. */
export const canPayLightning = (t: Tables, unit: MonsterUnit): boolean => unit.wounds + t.spells.lightning.cost < woundPointsOf(unit);

/**
 * 12.2: an Evil Wizard casts Lightning at the adventurer (or charmed monster) it would attack,
 * paying 2 wounds, while that cannot kill it. Returns false when it cannot pay (it uses its
 * dagger instead). The target resists with its Magic Resistance (11.24, 12.3E).
 */
export function evilWizardLightning(s: GameState, unit: MonsterUnit, targetId: string, targetFaces: number[], events: GameEvent[]): boolean {
  const cost = tables(s).spells.lightning.cost;
  if (!canPayLightning(tables(s), unit)) return false;
  unit.wounds += cost;
  events.push({ kind: 'spell-cast', spell: 'lightning', rule: '12.2', text: `The Evil Wizard casts Lightning, paying ${cost} wounds (${unit.wounds}/${unit.woundPoints}).`, who: unit.id, target: targetId, amount: cost, ...(targetFaces.length ? { dice: targetFaces } : {}) });
  const charmed = s.party.charmed.find((c) => c.unit.id === targetId);
  const a = s.party.adventurers.find((x) => x.id === targetId);
  const name = charmed ? `the charmed ${monsterName(tables(s), charmed.unit)}` : (a?.name ?? targetId);
  const mr = charmed ? tables(s).monsters[charmed.unit.monster].mr : a ? magicResistanceOf(a) : 0;
  const roll = resistRoll(s.dice, mr);
  if (roll.resisted) {
    events.push({ kind: 'resisted', spell: 'lightning', rule: '11.24', text: `${capitalize(name)} resists the Lightning: ${roll.face} against Magic Resistance ${mr}.`, dice: [roll.face], ...(a ? { who: a.id } : { target: targetId }) });
    return true;
  }
  const face = d6(s.dice);
  const n = face + 2;
  events.push({ kind: 'attack', spell: 'lightning', rule: '12.2', text: `Lightning strikes ${name}: ${face} + 2 = ${n} wounds.`, dice: [roll.face, face], who: unit.id, target: targetId, amount: n });
  if (charmed) woundCharmed(s, charmed, n, '12.2', events);
  else if (a && a.alive) {
    events.push(...bySpell('lightning', woundAdventurer(a, n, '12.2', 'the Evil Wizard’s Lightning')));
    if (!a.alive) adventurerFalls(s, a, events);
  }
  return true;
}
