/**
 * Magic outside a fight (BLACKGATE §11.2 step 2, §11.3, §11.4, §14.4): a potion's dose drunk, a
 * ring's free casting, and the non-combat spells paid in spell points: Mage Armor, Strength,
 * Heal, Rejuvenate, Neutralize Poison, Stone-to-Flesh and, with its ring, Resurrect. Lock is the
 * stage loop's (it shuts a door). Every refusal comes before any point is paid or die thrown.
 */
import type { DiceState } from '../../../engine/dice';
import { RuleError } from '../../../engine/errors';
import { d6, rollCode } from '../../deathmaze/dice';
import { bgSpells, type BgSpell } from '../data/magic';
import { alive, standing, type BgCharacter, type BgItem } from '../party';
import type { RuleEvent } from '../traps';
import { drinkPotion, healWounds, itemLabel } from './items';

/** What the stage knows that a spell may need. */
export interface CastingContext {
  /** §11.4: use the caster's ring of this spell, free once an expedition, instead of spell points. */
  byRing?: boolean;
  /** Neutralize Poison: the poison wounds the target has just taken (the `poisoned` event's amount). */
  poisoned?: number;
  /** Resurrect: who was killed on this segment during this stage. */
  diedHere?: readonly string[];
  /** §11.2 step 2: a fight is on (non-combat spells and these uses are refused). */
  inCombat?: boolean;
  /** DM 9.45, 9.46: what a Charm potion's dose does once drunk, where the stage knows of monsters in reach (else it finds none, DATA ruling 34). */
  charm?: (drinker: BgCharacter) => void;
}

/** §11.4: the spell rings (Resist rings work on their own). */
const ringSpells: Readonly<Record<string, string>> = { Sleep: 'sleep', 'Neutralize Poison': 'neutralizePoison', Heal: 'heal', Resurrect: 'resurrect' };

const hasMagic = (c: BgCharacter): boolean => c.magicPotential.red > 0 || c.magicPotential.yellow > 0 || c.magicPotential.blue > 0;
const ringFor = (c: BgCharacter, spell: string): BgItem | undefined => c.items.find((i) => i.column === 'ring' && ringSpells[i.name] === spell);

function spellOf(id: string): BgSpell {
  const spell = bgSpells.find((s) => s.id === id);
  if (!spell) throw new RuleError('§11.3', `there is no spell "${id}"`);
  if (!spell.enabled) throw new RuleError('B27', `${spell.name} is left out of this game: nothing recovered says what it does`);
  if (spell.id === 'lock') throw new RuleError('§11.3', 'Lock shuts the door just opened on monsters: it is cast when they are met');
  if (spell.kind !== 'nonCombat' && spell.kind !== 'specialNonCombat') throw new RuleError('§11.2', `${spell.name} is cast in a fight or a parley, not here`);
  return spell;
}

/** The target's state each spell needs (§11.3), checked before anything is paid. */
function checkTarget(spell: BgSpell, target: BgCharacter, ctx: CastingContext): void {
  const refuse = (why: string) => { throw new RuleError('§11.3', `${spell.name}: ${why}`); };
  switch (spell.id) {
    case 'neutralizePoison':
      if (!ctx.poisoned || ctx.poisoned <= 0) refuse(`${target.name} has just suffered no poisoning to cancel`);
      return;
    case 'stoneToFlesh':
      if (target.petrified !== true || !alive(target)) refuse(`${target.name} is not turned to stone`);
      return;
    case 'resurrect':
      if (alive(target)) refuse(`${target.name} is not dead`);
      if (target.petrified === true) refuse('stone does not come back to life');
      if (!ctx.diedHere?.includes(target.id)) refuse(`${target.name} did not fall on this segment in this stage`);
      return;
    default:
      if (!standing(target)) refuse(`${target.name} cannot be helped by it now`);
  }
}

/** §11.1, §11.4: the ring's free casting (a caster with magic potential, once an expedition), or the spell points. */
function pay(caster: BgCharacter, spell: BgSpell, ctx: CastingContext): 'ring' | number {
  const ring = ringFor(caster, spell.id);
  if (spell.id === 'resurrect' && !ring) throw new RuleError('B26', 'Resurrect is known only to one holding its ring');
  if (ctx.byRing) {
    if (!ring) throw new RuleError('§11.4', `${caster.name} holds no ring of ${spell.name}`);
    if (!hasMagic(caster)) throw new RuleError('§11.4', `a spell ring works only for a character with magic potential`);
    if (ring.spent === true) throw new RuleError('§11.4', `the ring of ${spell.name} has been used this expedition`);
    ring.spent = true;
    return 'ring';
  }
  if (caster.spellPoints < spell.cost) throw new RuleError('§11.1', `${spell.name} costs ${spell.cost} spell points; ${caster.name} has ${caster.spellPoints}`);
  caster.spellPoints -= spell.cost;
  return spell.cost;
}

/**
 * §11.2 step 2, §11.3: a non-combat spell cast outside a fight, any number of times as points
 * allow. `target` is the character it is cast on (the caster itself for one's own).
 */
export function castNonCombat(
  caster: BgCharacter, spellId: string, target: BgCharacter, party: readonly BgCharacter[], dice: DiceState, events: RuleEvent[], ctx: CastingContext = {},
): void {
  const spell = spellOf(spellId);
  if (ctx.inCombat) throw new RuleError('§11.2', `${spell.name} is cast outside a fight only`);
  if (!standing(caster)) throw new RuleError('§11.2', `${caster.name} cannot cast now`);
  if (!party.includes(target)) throw new RuleError('§11.3', `${target.name} is not in the party`);
  checkTarget(spell, target, ctx);
  const paid = pay(caster, spell, ctx);
  events.push({
    type: 'spellCast', rule: paid === 'ring' ? '§11.4' : '§11.1', who: caster.id, amount: paid === 'ring' ? 0 : paid,
    text: `${caster.name} casts ${spell.name} on ${target.name}${paid === 'ring' ? ' with the ring' : ` (${paid} spell point${paid === 1 ? '' : 's'})`}.`,
  });
  effect(spell, target, dice, events, ctx);
}

function effect(spell: BgSpell, target: BgCharacter, dice: DiceState, events: RuleEvent[], ctx: CastingContext): void {
  switch (spell.id) {
    case 'mageArmor': {
      const roll = rollCode(dice, '1D3');
      target.ward = (target.ward ?? 0) + roll.total;
      events.push({ type: 'warded', rule: '§11.3', who: target.id, faces: roll.faces, amount: roll.total, text: `${target.name} is warded against the next ${roll.total} wounds.` });
      return;
    }
    case 'strength': {
      const face = d6(dice); // B62: for the next combat the party fights
      target.strength = Math.max(target.strength ?? 0, face);
      events.push({ type: 'strengthened', rule: 'B62', who: target.id, faces: [face], amount: face, text: `${target.name} has +${face} CB in the next combat.` });
      return;
    }
    case 'heal': {
      const face = d6(dice);
      healWounds(target, face, '§11.3', 'Heal', events, [face]);
      return;
    }
    case 'rejuvenate':
      healWounds(target, target.wounds, '§11.3', 'Rejuvenate', events);
      return;
    case 'neutralizePoison':
      healWounds(target, ctx.poisoned!, '§11.3', 'Neutralize Poison', events);
      return;
    case 'stoneToFlesh':
      delete target.petrified;
      events.push({ type: 'restored', rule: '§11.3', who: target.id, text: `${target.name} is flesh again.` });
      return;
    case 'resurrect':
      target.wounds = target.woundPoints - 1;
      events.push({ type: 'resurrected', rule: '§11.3', who: target.id, text: `${target.name} lives again, with 1 Wound Point left.` });
  }
}

/**
 * §14.4 outside a fight: a potion's dose is drunk by `target` (DM 9.4; a known poison is only
 * thrown away; a Charm potion does what `ctx.charm` says, or finds no monster and is spent for
 * nothing, DATA ruling 34), or a
 * spell ring's free casting on `target` (§11.4; Sleep is for a fight). Other items work while held.
 */
export function useItem(
  holder: BgCharacter, itemId: string, target: BgCharacter, party: readonly BgCharacter[], dice: DiceState, events: RuleEvent[], ctx: CastingContext = {},
): void {
  if (!standing(holder)) throw new RuleError('DM 9.17', `${holder.name} cannot use anything now`);
  const i = holder.items.findIndex((x) => x.id === itemId);
  if (i < 0) throw new RuleError('DM 9.17', `${holder.name} holds no item "${itemId}"`);
  const item = holder.items[i]!;
  if (item.column === 'ring') {
    const spell = ringSpells[item.name];
    if (!spell) throw new RuleError('§11.4', `the ${itemLabel(item)} works on its own while worn`);
    if (spell === 'sleep') throw new RuleError('§11.4', 'Sleep is cast in a fight');
    castNonCombat(holder, spell, target, party, dice, events, { ...ctx, byRing: true });
    return;
  }
  if (item.column !== 'potion') throw new RuleError('§14.4', `the ${itemLabel(item)} works while it is held`);
  if (ctx.inCombat) throw new RuleError('§11.2', 'a potion in a fight is the combat\'s to use');
  if (item.name === 'Poison') throw new RuleError('DM 9.43', 'a known poison is only thrown away');
  if (!standing(target) || !party.includes(target)) throw new RuleError('DM 9.4', `${target.name} cannot drink it`);
  if ((item.doses ?? 0) <= 0) throw new RuleError('DM 9.41', 'the potion is empty');
  item.doses = item.doses! - 1;
  events.push({ type: 'itemUsed', rule: 'DM 9.41', who: holder.id, text: `${target.name} drinks a dose of ${item.name}; ${item.doses} left.` });
  if (ctx.charm && (item.name === 'Charm Person' || item.name === 'Charm Monster')) ctx.charm(target);
  else drinkPotion(target, item.name, dice, events);
  if (item.doses === 0) holder.items.splice(holder.items.indexOf(item), 1);
}
