/** §11 spell points and the spell list; §12 experience; §7.5 the monsters' specials as data. */
import type { BgSpecial } from './monsters';
import type { BgTag, Tagged } from './tags';

export type BgSpellKind = 'combat' | 'nonCombat' | 'negotiation' | 'bribery' | 'specialCombat' | 'specialNonCombat';

export interface BgSpell extends Tagged {
  readonly id: string;
  readonly name: string;
  /** In spell points (§11.1). */
  readonly cost: number;
  readonly kind: BgSpellKind;
  /** B27: Teleport, Thief and Redemption keep their names and costs but cannot be cast. */
  readonly enabled: boolean;
  /** How we know the effect: DM 11E as-is (INFERRED) or our own (DESIGNED). */
  readonly effectTag: BgTag;
  /** B53: cannot be aimed at the Nameless One or a Demon. */
  readonly notAtGuardians?: boolean;
}

const sp = (id: string, name: string, cost: number, kind: BgSpellKind, effectTag: BgTag, extra: Partial<BgSpell> = {}): BgSpell => ({
  id, name, cost, kind, enabled: true, effectTag, tag: 'RECOVERED-1', ...extra,
});

/** §11.3: names and costs MB's, corroborated by JS. */
export const bgSpells: readonly BgSpell[] = [
  sp('blast', 'Blast', 1, 'combat', 'INFERRED'),
  sp('explosion', 'Explosion', 1, 'combat', 'INFERRED'),
  sp('lightning', 'Lightning', 2, 'combat', 'INFERRED'),
  sp('sleep', 'Sleep', 2, 'combat', 'INFERRED', { notAtGuardians: true }),
  sp('charm', 'Charm', 3, 'combat', 'INFERRED', { notAtGuardians: true }),
  sp('magicShield', 'Magic Shield', 2, 'combat', 'DESIGNED'),
  sp('hesitate', 'Hesitate', 2, 'combat', 'DESIGNED'),
  sp('ceaseFire', 'Cease Fire', 3, 'combat', 'DESIGNED', { notAtGuardians: true }),
  sp('mentalAttack', 'Mental Attack', 4, 'combat', 'DESIGNED'),
  sp('lock', 'Lock', 1, 'nonCombat', 'INFERRED'),
  sp('mageArmor', 'Mage Armor', 1, 'nonCombat', 'INFERRED'),
  sp('neutralizePoison', 'Neutralize Poison', 1, 'nonCombat', 'INFERRED'),
  sp('stoneToFlesh', 'Stone-to-Flesh', 3, 'nonCombat', 'INFERRED'),
  sp('strength', 'Strength', 1, 'nonCombat', 'INFERRED'),
  sp('heal', 'Heal', 1, 'nonCombat', 'INFERRED'),
  sp('rejuvenate', 'Rejuvenate', 2, 'nonCombat', 'DESIGNED'),
  sp('oratory', 'Oratory', 1, 'negotiation', 'INFERRED'),
  sp('cow', 'Cow', 2, 'negotiation', 'DESIGNED'),
  sp('daunt', 'Daunt', 3, 'negotiation', 'DESIGNED'),
  sp('sway', 'Sway', 1, 'bribery', 'DESIGNED'),
  sp('cajole', 'Cajole', 2, 'bribery', 'DESIGNED'),
  sp('wrathOfGod', 'Wrath of God', 3, 'specialCombat', 'DESIGNED'),
  sp('resurrect', 'Resurrect', 5, 'specialNonCombat', 'DESIGNED'),
  sp('teleport', 'Teleport', 3, 'nonCombat', 'DESIGNED', { enabled: false }),
  sp('thief', 'Thief', 1, 'nonCombat', 'DESIGNED', { enabled: false }),
  sp('redemption', 'Redemption', 3, 'nonCombat', 'DESIGNED', { enabled: false }),
];

/** §8.4 step 3: what the bribery spells add to the target. */
export const briberySpellBonus: Readonly<Record<'sway' | 'cajole', number>> = { sway: 1, cajole: 2 };

export interface ExperienceNumbers extends Tagged {
  /** §12: per starting WP of each killed monster, before the level multiplier. */
  readonly perWoundPoint: number;
  /** §6.2, B14. */
  readonly disarm: number;
  /** DM 13.11, B40: cost of one improvement. */
  readonly improvementXp: number;
  readonly improvementGold: number;
  readonly rvCap: number;
  readonly skillCap: number;
  readonly mpCap: number;
}
export const experienceNumbers: ExperienceNumbers = {
  perWoundPoint: 6, disarm: 10, improvementXp: 75, improvementGold: 100, rvCap: 5, skillCap: 5, mpCap: 6, tag: 'DESIGNED',
};

export interface SpecialInfo extends Tagged {
  readonly id: BgSpecial;
  /** The Deathmaze case it works as, if any. */
  readonly asDm: string | null;
  /** Resisted on 1D6 ≤ RV. */
  readonly resisted: boolean;
}

/** §7.5: the specials, always in force (B25). */
export const bgSpecials: Readonly<Record<BgSpecial, SpecialInfo>> = {
  fireBreath: { id: 'fireBreath', asDm: 'DM 12.33', resisted: true, tag: 'INFERRED' },
  stench: { id: 'stench', asDm: 'DM 12.32', resisted: true, tag: 'INFERRED' },
  lightning: { id: 'lightning', asDm: 'DM 12.2', resisted: true, tag: 'INFERRED' },
  fleshToStone: { id: 'fleshToStone', asDm: 'DM 12.34', resisted: false, tag: 'INFERRED' },
  regeneration: { id: 'regeneration', asDm: 'DM 12.35', resisted: false, tag: 'INFERRED' },
  charm: { id: 'charm', asDm: 'DM 12.36', resisted: true, tag: 'INFERRED' },
  hydra: { id: 'hydra', asDm: null, resisted: false, tag: 'DESIGNED' },
  lightningX2: { id: 'lightningX2', asDm: null, resisted: true, tag: 'DESIGNED' },
  guardian: { id: 'guardian', asDm: null, resisted: false, tag: 'DESIGNED' },
  bound: { id: 'bound', asDm: null, resisted: false, tag: 'DESIGNED' },
};
/** §7.5: the Nameless One's spell points per encounter. */
export const namelessSpellPoints = 4;
