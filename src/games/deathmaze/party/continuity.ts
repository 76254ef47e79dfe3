/**
 * Character continuity (13.0) in the Advanced Game: an adventurer who got out alive may go down
 * again. Between delves they keep their magic items, are healed, restock their ordinary weapons,
 * and spend 75 Experience and 100 Bezants for each point of ability (13.11). Bezants and
 * Experience wait at home between delves (13.21). Pure: the roster that keeps these records
 * lives outside the rules.
 */
import { adventurerClasses, MAX_MAGIC_RESISTANCE, type AdventurerClass } from '../data/adventurers';
import { spellIds, type SpellId } from '../data/spells';
import { weaponIds, type WeaponId } from '../data/weapons';
import { mayUseWeapon, SetupError, type Adventurer } from './party';
import { medallionNames, potionNames, ringNames, spiceNames } from '../data/treasure';
import type { Item } from './treasure';
import type { GameState } from '../state';
import { gameResult } from '../winning';
import { shown } from '../shown';
import { CURRENT_EDITION, type Edition } from '../edition';

/** 13.11: the price of one point of ability. */
export const ABILITY_XP = 75;
export const ABILITY_BEZANTS = 100;

/** An adventurer between delves: what the rules need to send them down again (13.0). */
export interface Veteran {
  name: string;
  class: AdventurerClass;
  /** Wound Point total, without any magical armor (that is among the items, 9.32). */
  woundPoints: number;
  /** Without rings (12.12). */
  magicResistance: number;
  detrap: number;
  skills: Partial<Record<WeaponId, number>>;
  /** 11.12, 13.11: a Wizard's spells; empty for others. */
  spells: SpellId[];
  /** 13.0: the magic items kept, magical weapons among them (taken up again with 9.23). */
  items: Item[];
  /** 13.21: Experience and Bezants waiting at home, not yet spent on ability. */
  xp: number;
  bezants: number;
  /** How many delves they came back from. */
  delves: number;
}

/** One point of ability (13.11). */
export type Improvement =
  | { kind: 'woundPoint' }
  | { kind: 'weaponSkill'; weapon: WeaponId }
  | { kind: 'magicResistance' }
  | { kind: 'detrap' }
  | { kind: 'spell'; spell: SpellId };

const count = (n: unknown, max: number): boolean => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= max;

/** A magic item as a record keeps it between delves (13.0): known, whole, and of a kind that exists. */
function keptItem(i: Item): boolean {
  if (typeof i !== 'object' || i === null) return false;
  switch (i.kind) {
    case 'weapon':
      return weaponIds.includes(i.weapon) && count(i.bonus, 99);
    case 'armor':
      return count(i.wp, 99);
    case 'knownPotion':
      return Object.hasOwn(potionNames, i.potion) && count(i.doses, 99) && i.doses > 0;
    case 'spice':
      return Object.hasOwn(spiceNames, i.spice);
    case 'knownMedallion':
      return Object.hasOwn(medallionNames, i.medallion);
    case 'ring':
      return Object.hasOwn(ringNames, i.ring);
    default:
      return false;
  }
}

/** Why a veteran's record cannot be used, or null (a record from a file is checked before any delve). */
export function veteranProblem(v: Veteran): string | null {
  if (typeof v !== 'object' || v === null) return 'The record is not an adventurer.';
  const cls = Object.hasOwn(adventurerClasses, v.class) ? adventurerClasses[v.class] : undefined;
  if (!cls) return `"${shown(v.class)}" is not a class of adventurer.`;
  if (typeof v.name !== 'string' || v.name.trim().length === 0 || v.name.trim().length > 24) return 'A veteran needs a name of 1 to 24 characters.';
  if (!count(v.woundPoints, 99) || v.woundPoints < cls.woundPoints) return `${v.name}'s Wound Points are out of range.`;
  if (!count(v.magicResistance, MAX_MAGIC_RESISTANCE) || v.magicResistance < cls.magicResistance) return `${v.name}'s Magic Resistance must be ${cls.magicResistance} to ${MAX_MAGIC_RESISTANCE}.`;
  if (!count(v.detrap, 6) || (v.class !== 'thief' && v.detrap !== 0)) return `${v.name}'s Detrap is out of range.`;
  if (typeof v.skills !== 'object' || v.skills === null) return `${v.name}'s weapon skills are unreadable.`;
  for (const [w, n] of Object.entries(v.skills)) {
    if (!weaponIds.includes(w as WeaponId) || !count(n, 20) || !mayUseWeapon(v, w as WeaponId)) return `${v.name} has an impossible weapon skill (${w}).`;
  }
  if (!Array.isArray(v.spells) || !v.spells.every((x) => spellIds.includes(x)) || new Set(v.spells).size !== v.spells.length) return `${v.name}'s spells are unreadable.`;
  if ((v.class === 'wizard') !== v.spells.length > 0) return v.class === 'wizard' ? `${v.name} is a Wizard who knows no spell.` : `${v.name} is no Wizard but knows spells.`;
  if (!Array.isArray(v.items) || !v.items.every(keptItem)) return `${v.name}'s magic items are unreadable (untested potions and medallions are never kept).`;
  if (v.items.some((i) => i.kind === 'weapon' && !mayUseWeapon(v, i.weapon))) return `${v.name} is a Wizard: daggers and throwing daggers only (11.11).`;
  if (v.items.filter((i) => i.kind === 'armor').length > 1) return `${v.name} wears two suits of magical armor (9.32).`;
  if (!count(v.xp, 1e9) || !count(v.bezants, 1e9) || !count(v.delves, 1e6)) return `${v.name}'s Experience, Bezants or delves are out of range.`;
  return null;
}

type MagicWeapon = Extract<Item, { kind: 'weapon' }>;

/**
 * 13.0, 9.23: the magical weapons a veteran takes down in hand: the best two (the greater bonus
 * first, the record's order between equals). Any more stay at home in the record.
 */
export function weaponsTakenDown(v: Veteran): MagicWeapon[] {
  const magic = v.items.filter((i): i is MagicWeapon => i.kind === 'weapon');
  return magic
    .map((w, i) => ({ w, i }))
    .sort((a, b) => b.w.bonus - a.w.bonus || a.i - b.i)
    .slice(0, 2)
    .map(({ w }) => w);
}

/**
 * 13.0: the adventurer as they go down again: healed, magic items kept, ordinary weapons
 * restocked. From edition 2 a magical weapon is carried in hand as one of the two (9.23), so
 * only the others are restocked, from `weapons` in order; edition 1 carried the magical ones
 * as items and restocked both. Their Experience in the delve starts at 0 (what they earn is
 * added at home).
 */
export function adventurerFromVeteran(v: Veteran, weapons: readonly WeaponId[], id: string, player: number, edition: Edition = CURRENT_EDITION): Adventurer {
  const problem = veteranProblem(v);
  if (problem) throw new SetupError('13.0', problem);
  const given: unknown = weapons; // a tampered record may carry anything here
  if (!Array.isArray(given) || given.length !== 2 || !weapons.every((w) => weaponIds.includes(w))) {
    throw new SetupError('13.0', 'A veteran restocks exactly two ordinary weapons from the Combat Results Table.');
  }
  if (!weapons.every((w) => mayUseWeapon(v, w))) throw new SetupError('11.11', `${v.name} is a Wizard: daggers and throwing daggers only.`);
  const armor = v.items.reduce((n, i) => n + (i.kind === 'armor' ? i.wp : 0), 0);
  const inHand = edition >= 2 ? weaponsTakenDown(v) : [];
  const restocked = weapons.slice(0, 2 - inHand.length);
  const carried = edition >= 2 ? v.items.filter((i) => i.kind !== 'weapon') : v.items;
  const a: Adventurer = {
    id,
    name: v.name.trim(),
    class: v.class,
    player,
    woundPoints: v.woundPoints + armor,
    wounds: 0,
    magicResistance: v.magicResistance,
    detrap: v.detrap,
    weapons: [...inHand.map((w) => w.weapon), ...restocked],
    weaponBonus: [...inHand.map((w) => w.bonus), ...restocked.map(() => 0)],
    ready: 0,
    skills: { ...v.skills },
    xp: 0,
    // 12.13: a spell ring's free casting comes back for the new delve
    items: carried.map((i) => (i.kind === 'ring' ? { kind: 'ring', ring: i.ring } : { ...i })),
    drunk: false,
    strength: 0,
    cannabis: null,
    alive: true,
  };
  if (v.class === 'wizard') {
    a.spells = [...v.spells];
    a.spellWounds = 0;
  }
  return a;
}

/** The magical weapons of a record left at home because two were taken down (13.0, 9.23). */
function leftAtHome(v: Veteran | undefined, edition: Edition): MagicWeapon[] {
  if (!v || edition < 2) return [];
  const taken = weaponsTakenDown(v);
  return v.items.filter((i): i is MagicWeapon => i.kind === 'weapon' && !taken.includes(i)).map((w) => ({ ...w }));
}

/**
 * 13.0, 13.21: the records of the adventurers who got out of this delve: what they had before
 * (`before`, by adventurer id, for those who came as veterans), plus the Experience they earned
 * and their share of the treasure (9.18), healed, with every magic item they carry. Those who
 * died are not returned: their Bezants at home are lost (13.21). Charmed monsters stay behind (13.22).
 */
export function survivors(state: GameState, before: Readonly<Record<string, Veteran | undefined>> = {}): Record<string, Veteran> {
  const result = gameResult(state);
  const out: Record<string, Veteran> = {};
  for (const a of state.party.adventurers) {
    if (!result.escaped.includes(a.id)) continue;
    const old = before[a.id];
    const armor = a.items.reduce((n, i) => n + (i.kind === 'armor' ? i.wp : 0), 0);
    // magical weapons in hand are kept as items; ordinary ones are restocked next time (13.0)
    const wielded: Item[] = a.weapons.flatMap((weapon, i) => ((a.weaponBonus[i] ?? 0) > 0 ? [{ kind: 'weapon', weapon, bonus: a.weaponBonus[i]! }] : []));
    out[a.id] = {
      name: a.name,
      class: a.class,
      woundPoints: a.woundPoints - armor,
      magicResistance: a.magicResistance,
      detrap: a.detrap,
      skills: { ...a.skills },
      spells: [...(a.spells ?? [])],
      items: [
        ...wielded,
        ...a.items.filter((i) => i.kind !== 'potion' && i.kind !== 'medallion').map((i) => (i.kind === 'ring' ? { kind: 'ring' as const, ring: i.ring } : { ...i })),
        ...leftAtHome(old, state.setup.edition ?? CURRENT_EDITION),
      ],
      xp: (old?.xp ?? 0) + a.xp,
      bezants: (old?.bezants ?? 0) + result.share,
      delves: (old?.delves ?? 0) + 1,
    };
  }
  return out;
}

/** The ability points a veteran can afford now (13.11). */
export const affordablePoints = (v: Veteran): number => Math.max(0, Math.min(Math.floor(v.xp / ABILITY_XP), Math.floor(v.bezants / ABILITY_BEZANTS)));

/** Why this point of ability cannot be bought, or null (13.11). */
export function improvementProblem(v: Veteran, choice: Improvement): string | null {
  if (affordablePoints(v) < 1) return `${v.name} needs ${ABILITY_XP} Experience and ${ABILITY_BEZANTS} Bezants for a point of ability.`;
  switch (choice?.kind) {
    case 'woundPoint':
      return null;
    case 'weaponSkill':
      if (!weaponIds.includes(choice.weapon)) return 'That is not a weapon of the Combat Results Table.';
      return mayUseWeapon(v, choice.weapon) ? null : `${v.name} is a Wizard: skill only with daggers and throwing daggers (11.11).`;
    case 'magicResistance':
      return v.magicResistance < MAX_MAGIC_RESISTANCE ? null : `Magic Resistance never goes above ${MAX_MAGIC_RESISTANCE}.`;
    case 'detrap':
      return v.class === 'thief' ? null : 'Only Thieves improve their Detrap.';
    case 'spell':
      if (v.class !== 'wizard') return 'Only Wizards learn spells.';
      if (!spellIds.includes(choice.spell)) return 'That is not one of the twelve spells.';
      return v.spells.includes(choice.spell) ? `${v.name} already knows that spell.` : null;
    default:
      return 'Choose Wound Points, a weapon skill, Magic Resistance, Detrap (Thieves) or a spell (Wizards).';
  }
}

/** 13.11: spends 75 Experience and 100 Bezants on one point of ability. Returns the new record. */
export function improve(v: Veteran, choice: Improvement): Veteran {
  const problem = improvementProblem(v, choice);
  if (problem) throw new SetupError('13.11', problem);
  const next: Veteran = { ...v, skills: { ...v.skills }, spells: [...v.spells], items: v.items.map((i) => ({ ...i })), xp: v.xp - ABILITY_XP, bezants: v.bezants - ABILITY_BEZANTS };
  switch (choice.kind) {
    case 'woundPoint':
      next.woundPoints += 1;
      break;
    case 'weaponSkill':
      next.skills[choice.weapon] = (next.skills[choice.weapon] ?? 0) + 1;
      break;
    case 'magicResistance':
      next.magicResistance += 1;
      break;
    case 'detrap':
      next.detrap += 1;
      break;
    case 'spell':
      next.spells.push(choice.spell);
      break;
  }
  return next;
}
