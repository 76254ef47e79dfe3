/**
 * Rolling treasure (9.1–9.7, 12.1, 6.24, 7.24). Every function takes the draft game state's
 * dice, mutates them in place, and returns plain JSON plus the faces it threw, step by step,
 * so the game log can show which dice produced what.
 */
import { d6, rollCode, rollWithRollTwice, type DiceState } from '../dice';
import { type MonsterId } from '../data/monsters';
import { magicItemColumnNames, medallionNames, potionNames, ringNames, spiceNames, type MagicItemEntry, type MedallionId, type PotionId, type RingId, type SpiceId, type TreasureCell, type TreasureLetter } from '../data/treasure';
import { weaponNames, type WeaponId } from '../data/weapons';
import type { Tables } from '../tables';

export type Item =
  /** 9.2: a magical weapon and its combat bonus. */
  | { kind: 'weapon'; weapon: WeaponId; bonus: number }
  /** 9.3: magical armor and its Wound Points bonus. */
  | { kind: 'armor'; wp: number }
  /** 9.41: its type stays unknown until a delegate tests it (`rollPotionType`). */
  | { kind: 'potion' }
  /** A potion once tested (1 dose left) or appraised (2 doses, 9.63). */
  | { kind: 'knownPotion'; potion: PotionId; doses: number }
  /** 9.51: recognised on sight, used once. */
  | { kind: 'spice'; spice: SpiceId }
  /** 9.61: its nature is rolled when a delegate tests it (`rollMedallionType`). */
  | { kind: 'medallion' }
  | { kind: 'knownMedallion'; medallion: MedallionId }
  /** 12.11: Advanced game only. `spent`: a spell ring's free casting is used up for this game (12.13). */
  | { kind: 'ring'; ring: RingId; spent?: boolean };

/** One logged step: the rule case, what happened, and the d6 faces thrown for it, in order. */
export interface TreasureRoll {
  rule: string;
  text: string;
  faces: number[];
}

export interface Hoard {
  bezants: number;
  /** Each gem's value in Bezants (9.14). */
  gems: number[];
  items: Item[];
  steps: TreasureRoll[];
}

export interface TreasureOptions {
  advanced: boolean;
}

/** 9.11: the first letter of "X/Y" is for room monsters, the second for wandering ones. */
export function treasureLetterFor(t: Tables, monster: MonsterId, origin: 'room' | 'wandering'): TreasureLetter {
  const stats = t.monsters[monster];
  if (!stats) throw new Error(`"${String(monster)}" is not a monster of the Monster Characteristics Chart.`);
  return stats.treasure[origin];
}

/** 9.16: types I and J lie in chests. */
export function isChest(t: Tables, letter: TreasureLetter): boolean {
  return t.treasureTypeTable[letter].chest;
}

const columnLabels = { bezants: 'Bezants', gems: 'Gems', magic: 'Magic Items' } as const;

/**
 * One column of 9.81: a 1D6 check against the chance, then the code when the check passes
 * (9.12; DATA §11 ruling 43: the check passes on a roll ≤ the number before the colon).
 * A column whose chance is 0 throws no die at all.
 */
export function rollTreasureCell(dice: DiceState, cell: TreasureCell, label: string): { amount: number; steps: TreasureRoll[] } {
  if (cell.chance <= 0) return { amount: 0, steps: [] };
  const check = d6(dice);
  const found = check <= cell.chance;
  const steps: TreasureRoll[] = [
    {
      rule: '9.12',
      text: `${label} (${cell.chance}: ${cell.code}): rolled ${check}, ${found ? `${cell.chance} or less, found` : `over ${cell.chance}, none`}`,
      faces: [check],
    },
  ];
  if (!found) return { amount: 0, steps };
  const roll = rollCode(dice, cell.code);
  steps.push({
    rule: '9.12',
    text: roll.faces.length === 0 ? `${label}: ${roll.total}` : `${label}: ${cell.code} rolled ${roll.faces.join(', ')}, ${roll.total}`,
    faces: roll.faces,
  });
  return { amount: roll.total, steps };
}

/** 9.14: one gem, 2D6 on the Gem Table. */
export function rollGem(t: Tables, dice: DiceState): { value: number; steps: TreasureRoll[] } {
  const faces = [d6(dice), d6(dice)];
  const total = faces[0]! + faces[1]!;
  const value = t.gemValue(total);
  return { value, steps: [{ rule: '9.14', text: `Gem: 2D6 = ${total}, worth ${value} Bezants`, faces }] };
}

/** 9.12–9.15: one monster's treasure of the given type (9.13: call once per monster). */
export function rollHoard(t: Tables, dice: DiceState, letter: TreasureLetter, opts: TreasureOptions): Hoard {
  const type = t.treasureTypeTable[letter];
  if (!type) throw new Error(`"${String(letter)}" is not a Treasure Type (9.81).`);
  const hoard: Hoard = { bezants: 0, gems: [], items: [], steps: [] };
  const label = (column: keyof typeof columnLabels): string => `Type ${letter} ${columnLabels[column]}`;

  const bezants = rollTreasureCell(dice, type.bezants, label('bezants'));
  hoard.bezants = bezants.amount;
  hoard.steps.push(...bezants.steps);

  const gems = rollTreasureCell(dice, type.gems, label('gems'));
  hoard.steps.push(...gems.steps);
  for (let i = 0; i < gems.amount; i++) {
    const gem = rollGem(t, dice);
    hoard.gems.push(gem.value);
    hoard.steps.push(...gem.steps);
  }

  const magic = rollTreasureCell(dice, type.magic, label('magic'));
  hoard.steps.push(...magic.steps);
  for (let i = 0; i < magic.amount; i++) {
    const found = rollMagicItem(t, dice, opts);
    hoard.items.push(found.item);
    hoard.steps.push(...found.steps);
  }
  return hoard;
}

/** A guard only: a Basic game re-rolls Ring results (9.7) at most this many times. */
export const RING_REROLL_CAP = 50;

const signed = (n: number): string => (n < 0 ? `${n}` : `+${n}`);

/** The faces of a Roll Twice chain in words, e.g. "6 (roll twice), 2, 5". */
const chainText = (faces: readonly number[]): string => faces.map((f) => (f === 6 ? '6 (roll twice)' : `${f}`)).join(', ');

/**
 * 9.15: the 1st die picks the column of 9E. Weapons take a 2nd die for the type and a 3rd
 * for the effect (9.21–9.22); armor, spice and rings take a 2nd die for the row; potions and
 * medallions keep their row until a delegate tests them (9.41, 9.61).
 */
export function rollMagicItem(t: Tables, dice: DiceState, opts: TreasureOptions): { item: Item; steps: TreasureRoll[] } {
  const steps: TreasureRoll[] = [];
  for (let attempt = 0; attempt < RING_REROLL_CAP; attempt++) {
    const column = d6(dice);
    const kind = t.magicItem(column, 1).entry.kind;
    if (kind === 'ring' && !opts.advanced) {
      // 9.7, DATA §11 ruling 57: both dice are thrown again until the column is not Rings.
      const row = d6(dice);
      steps.push({ rule: '9.7', text: `Magic Item: 1st die ${column}, Ring: rings are Advanced game only, roll again`, faces: [column, row] });
      continue;
    }
    steps.push({ rule: '9.15', text: `Magic Item: 1st die ${column}, ${magicItemColumnNames[kind]}`, faces: [column] });
    const item = rollColumn(t, dice, column, steps);
    return { item, steps };
  }
  throw new Error(`9.7: ${RING_REROLL_CAP} Ring results in a row in the Basic game; the dice look stuck.`);
}

function rollColumn(t: Tables, dice: DiceState, column: number, steps: TreasureRoll[]): Item {
  const kind = t.magicItem(column, 1).entry.kind;
  switch (kind) {
    case 'weapon': {
      const row = d6(dice);
      const weapon = entryOf(t, column, row, 'weapon').weapon;
      steps.push({ rule: '9.21', text: `Weapon: 2nd die ${row}, ${weaponNames[weapon]}`, faces: [row] });
      const chain = rollWithRollTwice(dice);
      // 9.22, DATA §11 ruling 6: every face but a 6 is a result; their bonuses add up.
      const bonus = chain.results.reduce((sum, face) => {
        const effect = t.weaponEffect(face);
        return sum + (effect === 'rollTwice' ? 0 : effect);
      }, 0);
      steps.push({
        rule: chain.faces.includes(6) ? '9.22' : '9.21',
        text: `Weapon Effect: 3rd die ${chainText(chain.faces)}, combat bonus ${signed(bonus)}`,
        faces: chain.faces,
      });
      return { kind: 'weapon', weapon, bonus };
    }
    case 'armor': {
      // 9.31: a 6 on the armor rows rolls twice and adds, by the recursion of 9.22.
      const chain = rollWithRollTwice(dice);
      const wp = chain.results.reduce((sum, face) => {
        const entry = t.magicItem(column, face).entry;
        return sum + (entry.kind === 'armor' && 'wp' in entry ? entry.wp : 0);
      }, 0);
      steps.push({
        rule: chain.faces.includes(6) ? '9.31' : '9.3',
        text: `Armor: 2nd die ${chainText(chain.faces)}, ${signed(wp)} Wound Points`,
        faces: chain.faces,
      });
      return { kind: 'armor', wp };
    }
    case 'potion':
      steps.push({ rule: '9.41', text: 'Potion: its type is rolled when an adventurer tests it', faces: [] });
      return { kind: 'potion' };
    case 'medallion':
      steps.push({ rule: '9.61', text: 'Medallion: its nature is rolled when an adventurer tests it', faces: [] });
      return { kind: 'medallion' };
    case 'spice': {
      const row = d6(dice);
      const spice = entryOf(t, column, row, 'spice').spice;
      steps.push({ rule: '9.51', text: `Spice: 2nd die ${row}, ${spiceNames[spice]}`, faces: [row] });
      return { kind: 'spice', spice };
    }
    case 'ring': {
      const row = d6(dice);
      const ring = entryOf(t, column, row, 'ring').ring;
      steps.push({ rule: '12.11', text: `Ring: 2nd die ${row}, ${ringNames[ring]}`, faces: [row] });
      return { kind: 'ring', ring };
    }
  }
}

function entryOf<K extends MagicItemEntry['kind']>(t: Tables, column: number, row: number, kind: K): Extract<MagicItemEntry, { kind: K }> {
  const entry = t.magicItem(column, row).entry;
  if (entry.kind !== kind) throw new Error(`9E cell ${column}, ${row} holds ${entry.kind}, not ${kind}.`);
  return entry as Extract<MagicItemEntry, { kind: K }>;
}

/** 9.41: the delegate tests the potion, then 1D6 on the Potion column of 9E says what it was. */
export function rollPotionType(t: Tables, dice: DiceState): { potion: PotionId; steps: TreasureRoll[] } {
  const row = d6(dice);
  const potion = entryOf(t, magicItemColumnIndex(t, 'potion'), row, 'potion').potion;
  return { potion, steps: [{ rule: '9.41', text: `Potion: 2nd die ${row}, ${potionNames[potion]}`, faces: [row] }] };
}

/** 9.61: the delegate tests the medallion, then 1D6 on the Medallion column of 9E. */
export function rollMedallionType(t: Tables, dice: DiceState): { medallion: MedallionId; steps: TreasureRoll[] } {
  const row = d6(dice);
  const medallion = entryOf(t, magicItemColumnIndex(t, 'medallion'), row, 'medallion').medallion;
  return { medallion, steps: [{ rule: '9.61', text: `Medallion: 2nd die ${row}, ${medallionNames[medallion]}`, faces: [row] }] };
}

/** The 1st-die face of a 9E column. */
function magicItemColumnIndex(t: Tables, kind: MagicItemEntry['kind']): number {
  for (let column = 1; column <= 6; column++) if (t.magicItem(column, 1).entry.kind === kind) return column;
  throw new Error(`9E has no ${kind} column.`);
}

/** 6.24, DATA §11 ruling 11: a statue's two eyes share one 2D6 roll on the Gem Table. */
export function rollStatueGems(t: Tables, dice: DiceState): { gems: number[]; steps: TreasureRoll[] } {
  const faces = [d6(dice), d6(dice)];
  const total = faces[0]! + faces[1]!;
  const value = t.gemValue(total);
  return {
    gems: [value, value],
    steps: [{ rule: '6.24', text: `Statue eyes: 2D6 = ${total}, two gems worth ${value} Bezants each`, faces }],
  };
}

/** 7.24: a Cow result buys the party off with a quarter of the Bezants (DATA §5.6: rounded down). */
export function cowPayment(hoard: Hoard): number {
  return Math.floor(Math.max(0, hoard.bezants) / 4);
}

/** The item as the log and the inventory name it. */
export function itemName(item: Item): string {
  switch (item.kind) {
    case 'weapon':
      return `${weaponNames[item.weapon]} ${signed(item.bonus)}`;
    case 'armor':
      return `Armor (${signed(item.wp)} WP)`;
    case 'potion':
      return 'an untested potion';
    case 'knownPotion':
      return `${potionNames[item.potion]} (${item.doses} ${item.doses === 1 ? 'dose' : 'doses'})`;
    case 'spice':
      return spiceNames[item.spice];
    case 'medallion':
      return 'an untested medallion';
    case 'knownMedallion':
      return medallionNames[item.medallion];
    case 'ring':
      return `${ringNames[item.ring]}${item.spent ? ' (its free spell used, 12.13)' : ''}`;
  }
}
