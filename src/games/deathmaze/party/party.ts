/**
 * The adventurers (3.1, 3.2) and their marching order (5.11, 5.12, 5.14).
 */
import { adventurerClasses, MAX_MAGIC_RESISTANCE, type AdventurerClass } from '../data/adventurers';
import { spellIds, type SpellId } from '../data/spells';
import { ringResistanceBonus } from '../data/treasure';
import { weaponIds, type WeaponId } from '../data/weapons';
import type { Item } from './treasure';
import type { Veteran } from './continuity';
import { shown } from '../shown';

/**
 * 3.1: the one piece of experience each adventurer brings from the outside world. Wizards
 * (11.13) may also take +1 Magic Resistance or a second spell (the second entry of `spells`).
 */
export type InitialExperience =
  | { kind: 'woundPoint' }
  | { kind: 'weaponSkill'; weapon: WeaponId }
  | { kind: 'detrap' }
  | { kind: 'magicResistance' }
  | { kind: 'spell' };

export interface AdventurerSpec {
  name: string;
  /** Wizards only in the Advanced Game (11.0). */
  class: AdventurerClass;
  weapons: [WeaponId, WeaponId];
  initial: InitialExperience;
  /** 11.12, 11.13: a Wizard's spells: one, or two when the initial experience is a spell. */
  spells?: SpellId[];
  /**
   * 13.0 (Advanced Game): an adventurer back from an earlier delve. Their record gives everything
   * but the two ordinary weapons (`weapons`, restocked); `name`, `initial` and `spells` are ignored.
   */
  veteran?: Veteran;
  /** 3.2: which player controls this adventurer (0-based); defaults to an equal split. */
  player?: number;
}

export interface Adventurer {
  id: string;
  name: string;
  class: AdventurerClass;
  player: number;
  /** Wound Point total (3.1). */
  woundPoints: number;
  /** Wounds suffered so far (8.45); dead at woundPoints (8.46). */
  wounds: number;
  magicResistance: number;
  detrap: number;
  weapons: WeaponId[];
  /** Magical combat bonus of each weapon (9.2); 0 for an ordinary one. */
  weaponBonus: number[];
  /** Which of the weapons is in hand (8.41). */
  ready: number;
  skills: Partial<Record<WeaponId, number>>;
  xp: number;
  /** Magic items this adventurer carries (9.17). */
  items: Item[];
  /** 6.14: drank from an alcoholic fountain: −2 to every attack for the rest of the game. */
  drunk: boolean;
  /** 9.44, 9.54: Strength's combat bonus for the current or next combat; 0 when none. */
  strength: number;
  /** 9.56: two attacks a phase: 'next' until a combat begins, 'now' during it, 'both' when another dose waits for the next one. */
  cannabis: 'next' | 'now' | 'both' | null;
  alive: boolean;
  /** 11.12–11.14: the spells a Wizard knows (Wizards only). */
  spells?: SpellId[];
  /** 11.22: the part of `wounds` paid as spell costs, which no healing cures (Wizards only). */
  spellWounds?: number;
  /**
   * 11.22, 6.12 (Advanced Game, edition 2): the part of `wounds` a poisoned fountain dealt: no
   * wound of combat, a trap or a magic item, so no healing cures it (Neutralize Poison may).
   */
  fountainWounds?: number;
  /** 11.3 Mage Armor: wounds still to be soaked up before they reach the adventurer. */
  mageArmor?: number;
  /**
   * 12.34: turned to stone by a Medusa (`alive` is false), on the segment with this key; 'lost'
   * when no Wizard could restore them. While the party stands there a Wizard may cast
   * Stone-to-Flesh on them.
   */
  stone?: string;
  /** 12.32: sickened by Cronks' stench: −2 to every attack until this fight ends. */
  nauseated?: boolean;
  /** 12.36: charmed by this Vampire: fights in the monsters' rows until it dies. */
  charmedBy?: string;
}

/** 12.12: Magic Resistance with the best of any Rings of Resistance worn, never above 5. */
export function magicResistanceOf(a: Adventurer): number {
  const ring = Math.max(0, ...a.items.map((i) => (i.kind === 'ring' ? (ringResistanceBonus[i.ring] ?? 0) : 0)));
  return Math.min(MAX_MAGIC_RESISTANCE, a.magicResistance + ring);
}

/** 11.22: the wounds healing can cure: never spell costs, nor (Advanced Game) a poisoned fountain's. */
export const healable = (a: Adventurer): number => Math.max(0, a.wounds - (a.spellWounds ?? 0) - (a.fountainWounds ?? 0));

/**
 * Puts `id` into the marching order in the first free box from the back, no further forward than
 * row `firstRow`, or in a new row behind.
 */
export function placeAtBack(order: MarchingOrder, id: string, firstRow = 0): void {
  for (let r = order.length - 1; r >= firstRow; r--) {
    const box = order[r]!.indexOf(null);
    if (box >= 0) {
      order[r]![box] = id;
      return;
    }
  }
  order.push([id, null, null]);
}

/** 11.11: Wizards use and carry only daggers and throwing daggers; the others any weapon. */
export const mayUseWeapon = (a: Pick<Adventurer, 'class'>, w: WeaponId): boolean => {
  const allowed = adventurerClasses[a.class].weapons;
  return allowed === 'any' || allowed.includes(w);
};

/** Is a medallion of this kind worn by `a` (9.6)? */
export const wears = (a: Adventurer, medallion: string): boolean => a.items.some((i) => i.kind === 'knownMedallion' && i.medallion === medallion);

/** Rows of three boxes (8.52), front row first; a box holds an adventurer's id or null. */
export type MarchingOrder = (string | null)[][];

/** The same rows with `id`'s box left empty (the dead, the charmed, those who change sides). */
export const vacate = (rows: MarchingOrder, id: string): MarchingOrder => rows.map((r) => r.map((x) => (x === id ? null : x)));

export class SetupError extends Error {
  constructor(
    readonly rule: string,
    message: string,
  ) {
    super(`${rule}: ${message}`);
    this.name = 'SetupError';
  }
}

/**
 * 3.1, 11.1: makes an adventurer from the player's choices, or says which rule the choices
 * break. Wizards need `advanced` (the Advanced Game, 11.0).
 */
export function createAdventurer(spec: AdventurerSpec, id: string, player: number, advanced = false): Adventurer {
  const cls = Object.hasOwn(adventurerClasses, spec.class) ? adventurerClasses[spec.class] : undefined;
  if (!cls) throw new SetupError('3.1', `"${shown(spec.class)}" is not a class of adventurer (Hero, Thief or Wizard).`);
  if (cls.advanced && !advanced) throw new SetupError('3.1', `${cls.name}s join the party only in the Advanced Game (11.0): a Basic Game party is Heroes and Thieves.`);
  const name = typeof spec.name === 'string' ? spec.name.trim() : '';
  if (name.length === 0 || name.length > 24) throw new SetupError('3.1', 'Every adventurer needs a name of 1 to 24 characters.');
  if (!Array.isArray(spec.weapons) || spec.weapons.length !== 2 || !spec.weapons.every((w) => weaponIds.includes(w))) {
    throw new SetupError('3.1', `${name} must carry exactly two weapons from the Combat Results Table.`);
  }
  if (!spec.weapons.every((w) => mayUseWeapon(spec, w))) throw new SetupError('11.11', `${name} is a Wizard: only daggers and throwing daggers.`);
  const spells = wizardSpells(spec, name);
  const adv: Adventurer = {
    id,
    name,
    class: spec.class,
    player,
    woundPoints: cls.woundPoints,
    wounds: 0,
    magicResistance: cls.magicResistance,
    detrap: cls.detrap,
    weapons: [...spec.weapons],
    weaponBonus: [0, 0],
    ready: 0,
    skills: {},
    xp: 0,
    items: [],
    drunk: false,
    strength: 0,
    cannabis: null,
    alive: true,
  };
  if (spells) {
    adv.spells = spells;
    adv.spellWounds = 0;
  }
  const initial = spec.initial;
  const wizard = spec.class === 'wizard';
  if (initial?.kind === 'woundPoint') adv.woundPoints += 1;
  else if (initial?.kind === 'weaponSkill' && weaponIds.includes(initial.weapon) && mayUseWeapon(spec, initial.weapon)) adv.skills[initial.weapon] = 1;
  else if (initial?.kind === 'detrap' && spec.class === 'thief') adv.detrap += 1;
  // 11.13, DATA ruling 44: +1 Magic Resistance is a Wizard's option only
  else if (initial?.kind === 'magicResistance' && wizard) adv.magicResistance += 1;
  else if (initial?.kind === 'spell' && wizard) {
    /* the second spell, already in adv.spells */
  } else {
    throw new SetupError(
      wizard ? '11.13' : '3.1',
      wizard
        ? `${name} needs one initial experience: +1 Wound Point, +1 skill with a dagger or throwing dagger, +1 Magic Resistance, or a second spell.`
        : `${name} needs one initial experience: +1 Wound Point, +1 skill with a weapon, or (Thieves) +1 Detrap.`,
    );
  }
  return adv;
}

/**
 * 3.1, 11.13 (DATA ruling 44): the kinds of initial experience a class may take, in the order the
 * party setup offers them. Detrap is a Thief's; Magic Resistance and a second spell a Wizard's.
 */
export function initialExperienceKinds(cls: AdventurerClass): InitialExperience['kind'][] {
  if (cls === 'wizard') return ['woundPoint', 'weaponSkill', 'magicResistance', 'spell'];
  return cls === 'thief' ? ['woundPoint', 'weaponSkill', 'detrap'] : ['woundPoint', 'weaponSkill'];
}

/** 11.12, 11.13: a Wizard knows one spell, two when the second is the initial experience; others none. */
function wizardSpells(spec: AdventurerSpec, name: string): SpellId[] | null {
  const given = spec.spells ?? [];
  if (!Array.isArray(given) || !given.every((x) => spellIds.includes(x))) throw new SetupError('11.12', `${name}'s spells must come from the twelve of the Spell Summary.`);
  if (spec.class !== 'wizard') {
    if (given.length > 0) throw new SetupError('11.12', `Only Wizards know spells; ${name} is not one.`);
    return null;
  }
  const want = spec.initial?.kind === 'spell' ? 2 : 1;
  if (given.length !== want) {
    throw new SetupError(want === 2 ? '11.13' : '11.12', want === 2 ? `${name} takes a second spell as initial experience: name two different spells.` : `${name} is a Wizard and chooses exactly one spell.`);
  }
  if (new Set(given).size !== given.length) throw new SetupError('11.13', `${name}'s second spell must differ from the first.`);
  return [...given];
}

/** 3.0, 3.2: 1 to 6 adventurers, split equally among the players. */
export function assignPlayers(specs: readonly AdventurerSpec[], players: number): number[] {
  if (specs.length < 1 || specs.length > 6) throw new SetupError('3.2', 'A party has between one and six adventurers.');
  if (!Number.isInteger(players) || players < 1 || players > specs.length || specs.length % players !== 0) {
    throw new SetupError('3.0', `${specs.length} adventurers cannot be split equally among ${players} players.`);
  }
  const per = specs.length / players;
  const given = specs.map((s) => s.player);
  if (given.every((p) => p === undefined)) return specs.map((_, i) => Math.floor(i / per));
  const counts = new Array<number>(players).fill(0);
  for (const p of given) {
    if (p === undefined || !Number.isInteger(p) || p < 0 || p >= players) throw new SetupError('3.2', 'Every adventurer needs a player.');
    counts[p]!++;
  }
  if (counts.some((c) => c !== per)) throw new SetupError('3.0', 'Every player must control the same number of adventurers.');
  return given as number[];
}

/** A default marching order: two or three in front (5.12), the rest behind, three to a row. */
export function defaultMarchingOrder(ids: readonly string[]): MarchingOrder {
  const rows: MarchingOrder = [];
  const front = ids.length === 4 ? 2 : Math.min(3, ids.length);
  const queue = [...ids];
  const take = (n: number) => {
    const row: (string | null)[] = [null, null, null];
    const picked = queue.splice(0, n);
    // centre a lone counter, otherwise fill from the right (box 0 is rightmost, as the party sees it)
    if (picked.length === 1) row[1] = picked[0]!;
    else picked.forEach((id, i) => (row[i] = id));
    rows.push(row);
  };
  take(front);
  while (queue.length > 0) take(Math.min(3, queue.length));
  return rows;
}

/** 5.12: why a marching order is not allowed, or null when it is. */
export function marchingOrderProblem(order: MarchingOrder, living: readonly string[]): string | null {
  if (!Array.isArray(order) || order.length === 0) return 'The marching order needs at least one row.';
  const seen = new Set<string>();
  for (const row of order) {
    if (!Array.isArray(row) || row.length !== 3) return 'Each row of the marching order has three boxes.';
    for (const id of row) {
      if (id === null) continue;
      if (typeof id !== 'string' || !living.includes(id)) return `"${shown(id)}" is not a living adventurer of the party.`;
      if (seen.has(id)) return `${id} stands in the marching order twice.`;
      seen.add(id);
    }
  }
  if (seen.size !== living.length) return 'Every living adventurer must stand in the marching order.';
  const inRow = (r: (string | null)[] | undefined) => (r ? r.filter((x) => x !== null).length : 0);
  const front = inRow(order[0]);
  if (living.length >= 2 && front < 2) return 'At least two adventurers must march in the front row.';
  if (living.length === 1 && front !== 1) return 'A party of one marches in the front row.';
  return null;
}

/** Drops empty trailing rows. */
export function tidyOrder(order: MarchingOrder): MarchingOrder {
  const rows = order.map((r) => [...r]);
  while (rows.length > 1 && rows[rows.length - 1]!.every((x) => x === null)) rows.pop();
  return rows;
}

/**
 * Takes the dead out of the marching order and, outside combat, closes ranks so that it keeps
 * to 5.12: adventurers step up from the rows behind until two (or the lone survivor) lead.
 */
export function closeRanks(order: MarchingOrder, living: readonly string[], inCombat: boolean): MarchingOrder {
  const rows = order.map((r) => r.map((id) => (id !== null && living.includes(id) ? id : null)));
  if (inCombat) return rows;
  const count = (r: (string | null)[] | undefined) => (r ? r.filter((x) => x !== null).length : 0);
  const need = Math.min(2, living.length);
  while (count(rows[0]) < need) {
    const from = rows.findIndex((r, i) => i > 0 && count(r) > 0);
    if (from < 0) break;
    const src = rows[from]!;
    const box = src.findIndex((x) => x !== null);
    const id = src[box]!;
    src[box] = null;
    const front = rows[0]!;
    const free = front[box] === null ? box : front.findIndex((x) => x === null);
    front[free] = id;
  }
  // no empty rows between occupied ones
  const kept = rows.filter((r, i) => i === 0 || count(r) > 0);
  return tidyOrder(kept);
}
