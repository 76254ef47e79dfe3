import type { MonsterId } from './monsters';
import type { DataTag } from './tags';

/** How many monsters a table entry places (7.11): one, TWOx, or a dice code. */
export type MonsterCount = 'one' | 'two' | '1D3' | '1D6';

export interface MonsterTableEntry {
  monster: MonsterId;
  count: MonsterCount;
  tag: DataTag;
}

/** The most monsters a count can ask for (TWOx 2, 1D3 3, 1D6 6). */
export const maxMonsterCount: Readonly<Record<MonsterCount, number>> = { one: 1, two: 2, '1D3': 3, '1D6': 6 };

const e = (monster: MonsterId, count: MonsterCount = 'one', tag: DataTag = 'GIVEN'): MonsterTableEntry => ({
  monster,
  count,
  tag,
});
/** A DESIGNED cell of 7.4 (DATA §5.5): a balance choice, free to change. */
const designed = (monster: MonsterId, count: MonsterCount = 'one'): MonsterTableEntry => e(monster, count, 'DESIGNED');

/**
 * 7.3 Wandering Monster Table, indexed [row][1st die − 1] where the row is the 2nd die:
 * 1–2 → 0, 3–4 → 1, 5–6 → 2. GIVEN and complete.
 */
export const wanderingMonsterTable: readonly (readonly MonsterTableEntry[])[] = [
  [e('evilHero'), e('evilWizard'), e('evilThief'), e('orc'), e('orc', '1D3'), e('ogre')],
  [e('ogre', 'two'), e('werewolf'), e('hellhound'), e('skeleton'), e('skeleton', '1D3'), e('giantAnt')],
  [e('giantSpider'), e('goblin', '1D3'), e('goblin'), e('troll'), e('giantAnt'), e('hellhound')],
];

/**
 * 7.4 Room Monster Table, indexed [1st die − 1][2nd die − 1]. Rows 1–3 and row 4's first cell
 * are GIVEN; the rest is DESIGNED (DATA §5.5): row 4 echoes row 1's singles, row 5 row 2's
 * groups with smaller dice, row 6 row 3's mix, and Alligator and Vampire appear only here.
 */
export const roomMonsterTable: readonly (readonly MonsterTableEntry[])[] = [
  [e('evilHero'), e('evilWizard'), e('evilThief'), e('gargoyle'), e('hellhound'), e('giantSpider')],
  [e('orc', '1D6'), e('ogre', '1D3'), e('skeleton', '1D6'), e('goblin', '1D6'), e('cronk', '1D3'), e('vampireBat', '1D6')],
  [e('troll'), e('werewolf'), e('mummy'), e('skeleton'), e('medusa'), e('giantAnt')],
  [
    e('werewolf'),
    designed('alligator'),
    designed('vampire'),
    designed('gargoyle'),
    designed('giantAnt', 'two'),
    designed('evilThief'),
  ],
  [
    designed('orc', '1D3'),
    designed('ogre', 'two'),
    designed('skeleton', '1D3'),
    designed('goblin', '1D3'),
    designed('cronk', 'two'),
    designed('vampireBat', '1D3'),
  ],
  [
    designed('mummy'),
    designed('alligator'),
    designed('troll'),
    designed('hellhound'),
    designed('giantSpider'),
    designed('medusa'),
  ],
];

const checkFace = (face: number, what: string): number => {
  if (!Number.isInteger(face) || face < 1 || face > 6) throw new Error(`The ${what} must be a die face 1 to 6, not ${face}.`);
  return face;
};

/** 7.3: 2nd die down (in pairs), 1st die across. */
export function wanderingMonster(first: number, second: number): MonsterTableEntry {
  return wanderingMonsterIn(wanderingMonsterTable, first, second);
}

/** A Wandering Monster grid's cell (a variant's grid read the same way). */
export function wanderingMonsterIn(table: readonly (readonly MonsterTableEntry[])[], first: number, second: number): MonsterTableEntry {
  const col = checkFace(first, '1st die') - 1;
  const row = Math.ceil(checkFace(second, '2nd die') / 2) - 1;
  const entry = table[row]?.[col];
  if (!entry) throw new Error(`The Wandering Monster Table has no cell for ${first}, ${second}.`);
  return entry;
}

/** 7.4: 1st die down, 2nd die across. */
export function roomMonster(first: number, second: number): MonsterTableEntry {
  return roomMonsterIn(roomMonsterTable, first, second);
}

/** A Room Monster grid's cell (a variant's grid read the same way). */
export function roomMonsterIn(table: readonly (readonly MonsterTableEntry[])[], first: number, second: number): MonsterTableEntry {
  const entry = table[checkFace(first, '1st die') - 1]?.[checkFace(second, '2nd die') - 1];
  if (!entry) throw new Error(`The Room Monster Table has no cell for ${first}, ${second}.`);
  return entry;
}
