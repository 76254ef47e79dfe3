import type { DataTag } from './tags';
import type { TreasureLetter } from './treasure';
import type { WeaponId } from './weapons';

export type MonsterId =
  | 'alligator'
  | 'cronk'
  | 'evilHero'
  | 'evilThief'
  | 'evilWizard'
  | 'gargoyle'
  | 'giantAnt'
  | 'giantSpider'
  | 'goblin'
  | 'hellhound'
  | 'medusa'
  | 'mummy'
  | 'ogre'
  | 'orc'
  | 'skeleton'
  | 'troll'
  | 'vampire'
  | 'vampireBat'
  | 'werewolf';

/** Advanced-game special abilities (12.2–12.36, 12.3E). */
export type SpecialAbility = 'stench' | 'lightning' | 'fireBreath' | 'fleshToStone' | 'regen' | 'charm';

/** 8.8 Monster Weapons Table (DATA §5.2): what a "W" monster wields. */
export interface MonsterWeapons {
  /** Used from the monsters' front row (8.44). */
  front: WeaponId;
  /** The bow used from the second row (8.44), if it has one. */
  second: WeaponId | null;
  /** Fixed weapon skill added to the roll. */
  skill: number;
  /** 8.9: the Evil Hero adds +1D6 sword skill, rolled once per encounter (DATA §11 ruling 58). */
  skillDice: boolean;
}

export interface MonsterStats {
  id: MonsterId;
  name: string;
  plural: string;
  /** Added to 1D6 on the Monster column (8.44); null for weapon users ("W" on the counter). */
  combatBonus: number | null;
  weapons: MonsterWeapons | null;
  /** Wound code as printed (7.14): '3+0', '1-1', '1/2+0'. */
  woundCode: string;
  /** Negotiation Value, subtracted from 2D6 (7.21). */
  nv: number;
  /** Magic Resistance: a 1D6 roll ≤ MR resists (11.24). */
  mr: number;
  /** 9.11: the first letter for room monsters, the second for wandering ones. */
  treasure: { room: TreasureLetter; wandering: TreasureLetter };
  special: SpecialAbility | null;
  /** Counters in the game (two sections), DATA §5.1. */
  counters: number;
  /** 7.24: gives a quarter of its Bezants on a Cow result. */
  cowEligible: boolean;
  /** 9.45: a Charm Person target; every other monster is a Charm Monster target (9.46). */
  charmPerson: boolean;
  /** combat covers the combat bonus or "W", the wound code and the counter count. */
  tags: { combat: DataTag; nv: DataTag; mr: DataTag; treasure: DataTag; weapons: DataTag | null };
}

type Tag3 = DataTag | [nv: DataTag, mr: DataTag, treasure: DataTag];

interface MonsterSpec {
  name: string;
  plural: string;
  cb: number | MonsterWeapons;
  weaponsTag?: DataTag;
  wound: string;
  nv: number;
  mr: number;
  treasure: TreasureLetter | `${TreasureLetter}/${TreasureLetter}`;
  /** NV, MR and treasure provenance; one tag when all three agree. */
  tag: Tag3;
  special?: SpecialAbility;
  counters: number;
}

// 7.24 and 9.45: the humanoid weapon users (DATA §11 ruling 18: "Wizard, Thief" mean the evil ones).
const humanoids: ReadonlySet<MonsterId> = new Set<MonsterId>(['evilHero', 'evilWizard', 'evilThief', 'orc', 'goblin']);

const monster = (id: MonsterId, s: MonsterSpec): MonsterStats => {
  const [room, wandering = room] = s.treasure.split('/') as [TreasureLetter, TreasureLetter?];
  const [nv, mr, treasure] = typeof s.tag === 'string' ? [s.tag, s.tag, s.tag] : s.tag;
  const weapons = typeof s.cb === 'number' ? null : s.cb;
  return {
    id,
    name: s.name,
    plural: s.plural,
    combatBonus: typeof s.cb === 'number' ? s.cb : null,
    weapons,
    woundCode: s.wound,
    nv: s.nv,
    mr: s.mr,
    treasure: { room, wandering },
    special: s.special ?? null,
    counters: s.counters,
    cowEligible: humanoids.has(id),
    charmPerson: humanoids.has(id),
    // The counter sheet (S1) gives every monster's CB / "W", wound code and count; the
    // transcription agrees for the Alligator, Cronk and Evil Hero.
    tags: { combat: 'RECOVERED', nv, mr, treasure, weapons: weapons ? (s.weaponsTag ?? 'DESIGNED') : null },
  };
};

const w = (front: WeaponId, second: WeaponId | null = null, skillDice = false): MonsterWeapons => ({
  front,
  second,
  skill: 0,
  skillDice,
});

/**
 * 7.5 / 2.12 Monster Characteristics and 8.8 Monster Weapons (DATA §5.1, §5.2). NV, MR and
 * treasure marked DESIGNED or PROXY are balance choices, free to change.
 */
export const monsters: Readonly<Record<MonsterId, MonsterStats>> = {
  alligator: monster('alligator', {
    name: 'Alligator', plural: 'Alligators', cb: 5, wound: '3+0', nv: 4, mr: 1, treasure: 'E', tag: 'GIVEN', counters: 2,
  }),
  cronk: monster('cronk', {
    name: 'Cronk', plural: 'Cronks', cb: 4, wound: '1+0', nv: 9, mr: 1, treasure: 'H', tag: 'GIVEN',
    special: 'stench', counters: 4,
  }),
  evilHero: monster('evilHero', {
    name: 'Evil Hero', plural: 'Evil Heroes', cb: w('sword', null, true), weaponsTag: 'DERIVED', // 8.9
    wound: '1+6', nv: 5, mr: 2, treasure: 'J/C', tag: 'GIVEN', counters: 2,
  }),
  evilThief: monster('evilThief', {
    name: 'Evil Thief', plural: 'Evil Thieves', cb: w('dagger', 'bow'), weaponsTag: 'DESIGNED',
    wound: '1+4', nv: 2, mr: 2, treasure: 'J/C', tag: 'DESIGNED', counters: 2,
  }),
  evilWizard: monster('evilWizard', {
    name: 'Evil Wizard', plural: 'Evil Wizards', cb: w('dagger'), weaponsTag: 'DERIVED', // 12.2, 11.11
    wound: '1+3', nv: 3, mr: 3, treasure: 'J/C', tag: 'PROXY', special: 'lightning', counters: 2,
  }),
  gargoyle: monster('gargoyle', {
    name: 'Gargoyle', plural: 'Gargoyles', cb: 9, wound: '3+1', nv: 4, mr: 3, treasure: 'G', tag: 'PROXY', counters: 2,
  }),
  giantAnt: monster('giantAnt', {
    name: 'Giant Ant', plural: 'Giant Ants', cb: 3, wound: '2+0', nv: 7, mr: 1, treasure: 'A', tag: 'DESIGNED',
    counters: 2,
  }),
  giantSpider: monster('giantSpider', {
    name: 'Giant Spider', plural: 'Giant Spiders', cb: 8, wound: '2+0', nv: 6, mr: 1, treasure: 'F/A',
    tag: 'DESIGNED', counters: 2,
  }),
  goblin: monster('goblin', {
    name: 'Goblin', plural: 'Goblins', cb: w('dagger', 'bow'), weaponsTag: 'DESIGNED',
    wound: '1-1', nv: 1, mr: 1, treasure: 'B', tag: 'DESIGNED', counters: 6,
  }),
  hellhound: monster('hellhound', {
    name: 'Hellhound', plural: 'Hellhounds', cb: 4, wound: '2+0', nv: 6, mr: 2, treasure: 'E/A', tag: 'DESIGNED',
    special: 'fireBreath', counters: 2,
  }),
  medusa: monster('medusa', {
    name: 'Medusa', plural: 'Medusae', cb: 2, wound: '2+0', nv: 5, mr: 2, treasure: 'G', tag: 'PROXY',
    special: 'fleshToStone', counters: 2,
  }),
  mummy: monster('mummy', {
    name: 'Mummy', plural: 'Mummies', cb: 7, wound: '1+2', nv: 8, mr: 3, treasure: 'I', tag: 'DESIGNED', counters: 2,
  }),
  ogre: monster('ogre', {
    // DATA §5.1: J/E is generous for its wound code; E/B is the alternative.
    name: 'Ogre', plural: 'Ogres', cb: 4, wound: '1+2', nv: 2, mr: 2, treasure: 'J/E', tag: 'PROXY', counters: 4,
  }),
  orc: monster('orc', {
    name: 'Orc', plural: 'Orcs', cb: w('axe', 'bow'), weaponsTag: 'DESIGNED',
    wound: '1+0', nv: 0, mr: 1, treasure: 'H/B', tag: 'PROXY', counters: 6,
  }),
  skeleton: monster('skeleton', {
    name: 'Skeleton', plural: 'Skeletons', cb: 2, wound: '1+0', nv: 9, mr: 1, treasure: 'F/A', tag: 'PROXY',
    counters: 6,
  }),
  troll: monster('troll', {
    // MR 2: the expansion's player-character troll (S1); Citadel of Blood says 3.
    name: 'Troll', plural: 'Trolls', cb: 6, wound: '2+1', nv: 4, mr: 2, treasure: 'J',
    tag: ['PROXY', 'RECOVERED', 'PROXY'], special: 'regen', counters: 2,
  }),
  vampire: monster('vampire', {
    name: 'Vampire', plural: 'Vampires', cb: 11, wound: '3+0', nv: 6, mr: 4, treasure: 'J', tag: 'PROXY',
    special: 'charm', counters: 2,
  }),
  vampireBat: monster('vampireBat', {
    name: 'Vampire Bat', plural: 'Vampire Bats', cb: 0, wound: '1/2+0', nv: 7, mr: 1, treasure: 'A',
    tag: 'DESIGNED', counters: 6,
  }),
  werewolf: monster('werewolf', {
    name: 'Werewolf', plural: 'Werewolves', cb: 4, wound: '1+6', nv: 5, mr: 2, treasure: 'E/B', tag: 'DESIGNED',
    counters: 2,
  }),
};

export const monsterIds = Object.keys(monsters) as MonsterId[];
