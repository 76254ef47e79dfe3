/** §13.2 table 13.9 "Finds", §13.3 mirrors and the Gate's level, §14.4 magic items (names and grid). */
import type { FaceRow } from './characters';
import type { MazeLevel } from './levels';
import type { BgTag, Tagged } from './tags';

export type FindColumn = 'fountain' | 'statue' | 'trapDoor' | 'furniture' | 'altar' | 'artwork';
export const findColumns: readonly FindColumn[] = ['fountain', 'statue', 'trapDoor', 'furniture', 'altar', 'artwork'];

export interface FindEntry extends Tagged {
  readonly name: string;
  /** What the engine does; its details are in BLACKGATE.md §13.2. */
  readonly effect: string;
  /** How we know the effect (the name's tag is `tag`). */
  readonly effectTag: BgTag;
}

const f = (name: string, effect: string, effectTag: BgTag = 'DESIGNED', tag: BgTag = 'RECOVERED-1'): FindEntry => ({ name, effect, effectTag, tag });

/** `finds[column][face - 1]`. Fountain and Statue names and the Manuscript RECOVERED (MB and JS); the rest MB. */
export const findsTable: Readonly<Record<FindColumn, readonly FindEntry[]>> = {
  fountain: [
    f('Poison', 'poison1D3', 'DESIGNED', 'RECOVERED'), f('Potion', 'potion', 'DESIGNED', 'RECOVERED'),
    f('Alcohol', 'cbMinus2', 'RECOVERED-1', 'RECOVERED'), f('Jewel', 'jewels1', 'DESIGNED', 'RECOVERED'),
    f('Water', 'nothing', 'INFERRED', 'RECOVERED'), f('Blood', 'cbMinus1', 'RECOVERED-1', 'RECOVERED'),
  ],
  statue: [
    f('Medusa', 'petrify', 'DESIGNED', 'RECOVERED'), f('Jewels', 'jewels2', 'DESIGNED', 'RECOVERED'),
    f('Medallion', 'medallion', 'DESIGNED', 'RECOVERED'), f('Demon', 'demon', 'DESIGNED', 'RECOVERED'),
    f('Talisman', 'talisman', 'DESIGNED', 'RECOVERED'), f('X', 'mirror', 'DESIGNED', 'RECOVERED'),
  ],
  trapDoor: [f('Trap', 'trap'), f('Trap', 'trap'), f('Room', 'roomBelow'), f('Room', 'roomBelow'), f('Pit', 'wounds1D3'), f('Black Gate', 'gateLevelBelow')],
  furniture: [f('Coffin', 'wight'), f('Bookcase', 'magicItemOn3'), f('Desk', 'gold1D6x5'), f('Bed', 'heal1D3'), f('Clavichord', 'wanderingCheck'), f('Mirror', 'mirror')],
  altar: [f('Alloces', 'resistOr1D3'), f('Vassago', 'resistOr1D3'), f('Avnas', 'resistOr1D3'), f('Melthus', 'demon'), f('Leraje', 'demon'), f('Asmoday', 'talisman')],
  artwork: [
    f('Tapestry', 'gold1D6x10'), f('Painting', 'gold2D6x5'), f('Statuette', 'jewels1'), f('Cut glass', 'jewels1'), f('Icon', 'rvPlus1'),
    f('Manuscript', 'wrathOfGod', 'DESIGNED', 'RECOVERED'),
  ],
};

/** §13.3 step 2: the Gate's level by 1D6 when a mirror effect first fixes it. */
export const gateLevelTable: readonly FaceRow<MazeLevel>[] = [
  { min: 1, max: 1, result: 1, tag: 'RECOVERED-1' },
  { min: 2, max: 3, result: 2, tag: 'RECOVERED-1' },
  { min: 4, max: 6, result: 3, tag: 'RECOVERED-1' },
];

/** §13.3 step 3: the countdown c = 1D6 + this. */
export interface CountdownNumbers extends Tagged {
  readonly dice: string;
}
export const gateCountdown: CountdownNumbers = { dice: '1D6+2', tag: 'RECOVERED-1' };

export type MagicItemColumn = 'weapon' | 'armour' | 'potion' | 'talisman' | 'medallion' | 'ring';
export const magicItemColumns: readonly MagicItemColumn[] = ['weapon', 'armour', 'potion', 'talisman', 'medallion', 'ring'];

export interface MagicItemEntry extends Tagged {
  readonly name: string;
}
const mi = (...names: string[]): MagicItemEntry[] => names.map((name) => ({ name, tag: 'RECOVERED-1' }));

/** §14.4 (MB magic_items.py): the first 1D6 picks the column, the second the row. */
export const bgMagicItemTable: Readonly<Record<MagicItemColumn, readonly MagicItemEntry[]>> = {
  weapon: mi('Sword', 'Hammer', 'Axe', 'Bow', 'Dagger', 'Throwing dagger'),
  armour: mi('WP +1', 'WP +1', 'WP +1', 'WP +2', 'WP +2', 'Roll twice'),
  potion: mi('Poison', 'Strength', 'Strength', 'Charm Person', 'Charm Monster', 'Healing'),
  talisman: mi('Mind', 'Yellow sun', 'Blue sun', 'Red sun', 'All suns', 'Evil'),
  medallion: mi('Neutralize Poison', 'Potion Appraisal', 'Oratory', 'Dexterity', 'Neutralize Poison', 'Strangling'),
  ring: mi('Resist +1', 'Resist +2', 'Sleep', 'Neutralize Poison', 'Heal', 'Resurrect'),
};

/** §14.4: a magic weapon's bonus by 1D6 (6: roll twice and add, DATA ruling 6). */
export const magicWeaponBonusTable: readonly FaceRow<number | 'rollTwice'>[] = [
  { min: 1, max: 3, result: 1, tag: 'DESIGNED' },
  { min: 4, max: 5, result: 2, tag: 'DESIGNED' },
  { min: 6, max: 6, result: 'rollTwice', tag: 'DESIGNED' },
];
