/**
 * A row of the party form (3.1, 11.12, 13.0): the choices for one adventurer (class, name, two
 * weapons, initial experience, spells, player, or a veteran from the roster) and the spec the
 * engine reads from them.
 */
import { specForVeteran, spells as spellTable, type AdventurerSpec, type RosterEntry, type SpellId, type WeaponId } from '../games/deathmaze';
import { plural } from './labels';

export type BasicClass = AdventurerSpec['class'];
export type InitialKind = AdventurerSpec['initial']['kind'];

/** Names for the adventurers added, in turn. */
export const NAME_POOL = ['Aldric', 'Brenna', 'Corvin', 'Dace', 'Edda', 'Fenwick', 'Gisla', 'Hollis', 'Ivo', 'Jessamy', 'Kell', 'Linnet'];

export interface Row {
  class: BasicClass;
  name: string;
  weapons: [WeaponId, WeaponId];
  initial: InitialKind;
  /** The weapon of a +1 weapon skill. */
  skill: WeaponId;
  player: number;
  /** 11.12, 11.13: a Wizard's spell, and the second when that is the initial experience. */
  spells: [SpellId, SpellId];
  /** 13.0: a veteran from the roster (name, class and ability come from the record). */
  veteran?: RosterEntry;
}

export const INITIAL_LABELS: Record<InitialKind, string> = {
  woundPoint: '+1 Wound Point',
  weaponSkill: '+1 Weapon skill',
  detrap: '+1 Detrap',
  magicResistance: '+1 Magic Resistance',
  spell: 'A second spell',
};

export const SPELL_OPTIONS = (Object.keys(spellTable) as SpellId[]).map((id) => ({ value: id, label: `${spellTable[id].name} (${plural(spellTable[id].cost, 'wound')})` }));

/** A Wizard's first two spells by default: one to fight with, one to mend. */
export const WIZARD_SPELLS: [SpellId, SpellId] = ['lightning', 'heal'];

export function rowFromSpec(spec: AdventurerSpec, player: number): Row {
  return {
    class: spec.class,
    name: spec.name,
    weapons: [spec.weapons[0], spec.weapons[1]],
    initial: spec.initial.kind,
    skill: spec.initial.kind === 'weaponSkill' ? spec.initial.weapon : spec.weapons[0],
    spells: [spec.spells?.[0] ?? WIZARD_SPELLS[0], spec.spells?.[1] ?? WIZARD_SPELLS[1]],
    player,
  };
}

export function specOf(row: Row, players: number): AdventurerSpec {
  if (row.veteran) {
    const vet = specForVeteran(row.veteran, row.weapons);
    if (players > 1) vet.player = row.player;
    return vet;
  }
  const initial: AdventurerSpec['initial'] = row.initial === 'weaponSkill' ? { kind: 'weaponSkill', weapon: row.skill } : { kind: row.initial };
  const spec: AdventurerSpec = { name: row.name, class: row.class, weapons: [row.weapons[0], row.weapons[1]], initial };
  if (row.class === 'wizard') spec.spells = row.initial === 'spell' ? [row.spells[0], row.spells[1]] : [row.spells[0]];
  if (players > 1) spec.player = row.player;
  return spec;
}
