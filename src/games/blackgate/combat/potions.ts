/**
 * A potion drunk in a fight (§14.4 Potions "as DM 9.41–9.46", B62): in phase a the character who
 * holds it (DM 9.17: only its holder uses an item in combat) drinks a dose as its action for the
 * phase, from any row. Healing heals 1D6 wounds (DM 9.42); Strength gives +1D6 CB for this, the
 * current, combat (DM 9.44, B62); a Charm potion takes one monster of the group into the party's
 * service (DM 9.45 Charm Person: Evil Hero, Evil Mage, Orc, B21; DM 9.46 Charm Monster: any
 * other) unless it resists on 1D6 ≤ RV (DM 11.25, the Advanced Game always, B25). A guardian
 * cannot be taken: a Charm Monster potion drunk at one is spent for nothing (§7.5, DATA ruling
 * 34). A known poison is only thrown away (DM 9.43); nothing is drunk in Gate rounds (§15.6).
 */
import { d6 } from '../../deathmaze/dice';
import { cowPayers } from '../data/monsters';
import { standing, type BgCharacter, type BgItem } from '../party';
import { healWounds } from '../treasure/items';
import { bringUnderControl } from './charmed';
import { monsterOf } from './lines';
import { isGuardian } from './outcome';
import { refuse } from './refusal';
import { monsterRv, resists } from './rolls';
import type { BgFight, FightAction, FightContext, FightSides } from './types';

type Drink = Extract<FightAction, { type: 'drink' }>;

const CHARMS: Readonly<Record<string, string>> = { 'Charm Person': 'DM 9.45', 'Charm Monster': 'DM 9.46' };

/** DM 9.45, 9.46: the monsters of the fight a Charm potion could reach: in the lines, or asleep. */
export const charmReach = (fight: BgFight): string[] => [...fight.monsterRows.flat(), ...fight.asleep];

/** The potion `action` names, or the refusal (the drinker's place and turn are checked by the caller). */
export function checkDrink(fight: BgFight, sides: FightSides, c: BgCharacter, action: Drink): BgItem {
  if (fight.gateRounds) refuse('§15.6', 'Gate rounds allow only destruction attempts');
  const item = c.items.find((i) => i.id === action.item);
  if (!item) refuse('DM 9.17', `${c.name} holds no item "${action.item}": only its holder uses an item in combat`);
  if (item.column !== 'potion') refuse('§14.4', `the ${item.name} is no potion to drink`);
  if (item.name === 'Poison') refuse('DM 9.43', 'a known poison is only thrown away');
  if ((item.doses ?? 0) <= 0) refuse('DM 9.41', 'the potion is empty');
  const rule = CHARMS[item.name];
  if (!rule) {
    if (action.target !== undefined) refuse('DM 9.17', `${c.name} drinks the ${item.name} itself: it takes no target`);
    return item;
  }
  const target = action.target;
  if (target === undefined || !charmReach(fight).includes(target)) refuse(rule, `the ${item.name} potion takes one monster of this fight`);
  const m = monsterOf(sides.group, target)!;
  const person = cowPayers.includes(m.type);
  if (item.name === 'Charm Person' && !person) refuse('DM 9.45', 'Charm Person takes only an Evil Hero, an Evil Mage or an Orc (B21)');
  if (item.name === 'Charm Monster' && person) refuse('DM 9.46', 'Charm Monster takes any monster but an Evil Hero, an Evil Mage or an Orc (B21)');
  return item;
}

/** Applies a checked drink: the dose is spent, then its effect. */
export function drink(fight: BgFight, sides: FightSides, ctx: FightContext, c: BgCharacter, action: Drink): void {
  const item = checkDrink(fight, sides, c, action);
  item.doses = item.doses! - 1;
  if (item.doses === 0) c.items.splice(c.items.indexOf(item), 1);
  ctx.events.push({ type: 'potionDrunk', rule: 'DM 9.41', by: c.id, potion: item.name, left: item.doses, target: action.target ?? null });
  const told = ctx.events as never[];
  switch (item.name) {
    case 'Healing':
      healWounds(c, d6(ctx.dice), 'DM 9.42', 'the Healing potion', told);
      return;
    case 'Strength': {
      const face = d6(ctx.dice); // B62: for the current combat
      c.strength = Math.max(c.strength ?? 0, face);
      ctx.events.push({ type: 'strengthened', rule: 'DM 9.44', who: c.id, faces: [face], amount: face, text: `${c.name} drinks Strength: +${face} CB for the rest of this combat.` });
      return;
    }
  }
  const rule = CHARMS[item.name]!;
  const m = monsterOf(sides.group, action.target!)!;
  if (isGuardian(m)) {
    ctx.events.push({ type: 'charmWasted', rule: 'DATA ruling 34', by: c.id, monster: m.id }); // §7.5, B53
    return;
  }
  const r = resists(ctx.dice, monsterRv(m)); // DM 11.25
  if (r.resisted) {
    ctx.events.push({ type: 'charmResisted', rule: 'DM 11.25', monster: m.id, face: r.face });
    return;
  }
  if (standing(c)) bringUnderControl(fight, sides, ctx, m, c.id, rule);
}
