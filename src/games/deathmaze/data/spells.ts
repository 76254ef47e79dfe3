import type { MonsterId, SpecialAbility } from './monsters';
import type { DataTag } from './tags';
import type { RingId } from './treasure';

export type SpellId =
  | 'blast'
  | 'charm'
  | 'explosion'
  | 'lightning'
  | 'sleep'
  | 'heal'
  | 'lock'
  | 'mageArmor'
  | 'neutralizePoison'
  | 'stoneToFlesh'
  | 'strength'
  | 'oratory';

/** 11.21: when a spell may be cast. */
export type SpellType = 'combat' | 'nonCombat' | 'negotiation';

export interface Spell {
  id: SpellId;
  name: string;
  /** Wounds the caster pays, never healed (11.22). */
  cost: number;
  type: SpellType;
  target: string;
  effect: string;
  tag: DataTag;
}

const spell = (id: SpellId, name: string, cost: number, type: SpellType, target: string, effect: string): Spell => ({
  id,
  name,
  cost,
  type,
  target,
  effect,
  tag: 'GIVEN',
});

/** 11.3 Spell Summary (DATA §9). Target and effect are short summaries of our own. */
export const spells: Readonly<Record<SpellId, Spell>> = {
  blast: spell('blast', 'Blast', 1, 'combat', 'A front-row monster', 'Deals 2 wounds'),
  charm: spell('charm', 'Charm', 3, 'combat', 'A front- or second-row monster', 'It fights for the party'),
  explosion: spell('explosion', 'Explosion', 1, 'combat', 'Everyone in the fight, caster too', '1 wound to each'),
  lightning: spell('lightning', 'Lightning', 2, 'combat', 'Any one monster', 'Deals 1D6+2 wounds'),
  sleep: spell('sleep', 'Sleep', 2, 'combat', 'Any one monster', 'Takes it out of the fight'),
  heal: spell('heal', 'Heal', 2, 'nonCombat', 'One unit', 'Cures 1D6 wounds'),
  lock: spell('lock', 'Lock', 1, 'nonCombat', 'A door', 'Seals it shut'),
  mageArmor: spell('mageArmor', 'Mage Armor', 1, 'nonCombat', 'One unit', 'Soaks up the next 1D3 wounds'),
  neutralizePoison: spell('neutralizePoison', 'Neutralize Poison', 1, 'nonCombat', 'One unit', 'Cancels a poisoning just taken'),
  stoneToFlesh: spell('stoneToFlesh', 'Stone-to-Flesh', 3, 'nonCombat', 'One unit', 'Restores a petrified adventurer'),
  strength: spell('strength', 'Strength', 2, 'nonCombat', 'One unit', '+1D6 combat bonus for a fight'),
  oratory: spell('oratory', 'Oratory', 1, 'negotiation', 'The negotiation roll', '+4 to the roll'),
};

export const spellIds = Object.keys(spells) as SpellId[];

/** 12.13: the spell a Wizard's ring casts once per game for free. */
export const ringSpells: Readonly<Partial<Record<RingId, SpellId>>> = {
  sleep: 'sleep',
  neutralizePoison: 'neutralizePoison',
  heal: 'heal',
  blast: 'blast',
};

export interface SpecialAbilityInfo {
  name: string;
  monster: MonsterId;
  summary: string;
  tag: DataTag;
}

/** 12.2–12.36 and 12.3E (DATA §5.3). Summaries are our own. Advanced game only (7.15). */
export const specialAbilities: Readonly<Record<SpecialAbility, SpecialAbilityInfo>> = {
  stench: {
    name: 'Stench',
    monster: 'cronk',
    summary: 'At the start of the fight each adventurer resists or fights at −2 until it ends.',
    tag: 'GIVEN',
  },
  lightning: {
    name: 'Lightning',
    monster: 'evilWizard',
    summary: 'Casts Lightning each phase while it can pay the cost; otherwise uses its dagger.',
    tag: 'GIVEN',
  },
  fireBreath: {
    name: 'Fire Breath',
    monster: 'hellhound',
    summary: 'The adventurer it attacks resists or takes 1 extra wound.',
    tag: 'GIVEN',
  },
  fleshToStone: {
    name: 'Flesh to Stone',
    monster: 'medusa',
    summary: 'On a 6 its target turns to stone and dies after the fight unless restored.',
    tag: 'GIVEN',
  },
  regen: {
    name: 'Regeneration',
    monster: 'troll',
    summary: 'Once wounded, heals 1 wound every third Monster Combat Phase.',
    tag: 'GIVEN',
  },
  charm: {
    name: 'Charm',
    monster: 'vampire',
    summary: 'In its first two attacks the target resists or changes sides: an adventurer until the vampire dies, a party-charmed monster for good.',
    tag: 'GIVEN',
  },
};
