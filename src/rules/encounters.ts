/**
 * What waits in a segment: trapped doors (5.26, 10.x) and monsters (5.27, 7.1).
 */
import { d6, halveUp, rollWithRollTwice, rollWoundPoints, type DiceState } from './dice';
import { crtResult } from './data/combatResultsTable';
import { explorationTable, trapNames, trapResult, type TrapId } from './data/encounterTables';
import { monsters, type MonsterId } from './data/monsters';
import { roomMonster, wanderingMonster, type MonsterCount } from './data/monsterTables';
import type { GameEvent } from './events';
import { wears, type Adventurer } from './party';
import type { Hoard } from './treasure';

/** One monster on the table (7.14). */
export interface MonsterUnit {
  id: string;
  monster: MonsterId;
  /** Wound Points rolled when it was met (7.14). */
  woundPoints: number;
  wounds: number;
  alive: boolean;
  /** 8.9: the Evil Hero's sword skill, rolled once when it is met. */
  swordSkill: number;
  /** 11E Sleep: out of the fight until it is over (DATA ruling 23); Advanced Game only. */
  asleep?: boolean;
  /** 12.35: Monster Combat Phases ended since this Troll was first wounded. */
  regen?: number;
  /** 12.36: Monster Combat Phases in which this Vampire has tried its charm. */
  charmTries?: number;
}

/** A group of monsters on a segment; they stay there until killed (DATA §11 ruling 16). */
export interface MonsterGroup {
  units: MonsterUnit[];
  /** Which table they came from: picks the treasure letter (9.11). */
  origin: 'room' | 'wandering';
  /** 7.23: after an Agreement or Cow they leave the party alone unless attacked. */
  attitude: 'hostile' | 'agreed';
  /** 7.24: treasure already rolled on a Cow (less what was paid), by monster id; it is what they leave if killed. */
  hoards: Record<string, Hoard>;
}

export const livingUnits = (g: MonsterGroup): MonsterUnit[] => g.units.filter((u) => u.alive);

/** The living monsters still in the fight: not put to sleep by a spell (11E Sleep). */
export const fightingUnits = (g: MonsterGroup): MonsterUnit[] => g.units.filter((u) => u.alive && !u.asleep);

/** "a Troll", "an Orc". */
export const withArticle = (name: string): string => `${/^[AEIOU]/i.test(name) ? 'an' : 'a'} ${name}`;

export function groupName(g: MonsterGroup): string {
  const n = livingUnits(g).length;
  const stats = monsters[g.units[0]!.monster];
  return n === 1 ? withArticle(stats.name) : `${n} ${stats.plural}`;
}

/** Deals wounds to an adventurer; returns the events (and a death at the Wound Point total, 8.46). */
export function woundAdventurer(adv: Adventurer, n: number, rule: string, cause: string, dice?: number[]): GameEvent[] {
  if (n <= 0 || !adv.alive) return [];
  const events: GameEvent[] = [];
  if (adv.mageArmor) {
    // 11E Mage Armor soaks up the next wounds, whatever deals them
    const soaked = Math.min(n, adv.mageArmor);
    adv.mageArmor -= soaked;
    n -= soaked;
    events.push({ kind: 'wounded', rule: '11E', text: `${adv.name}'s Mage Armor soaks up ${soaked} wound${soaked === 1 ? '' : 's'} from ${cause} (${adv.mageArmor} left).`, who: adv.id, amount: 0, ...(dice ? { dice } : {}) });
    if (adv.mageArmor === 0) delete adv.mageArmor;
    if (n <= 0) return events;
    dice = undefined;
  }
  adv.wounds += n;
  events.push(
    { kind: 'wounded', rule, text: `${adv.name} suffers ${n} wound${n === 1 ? '' : 's'} from ${cause} (${adv.wounds}/${adv.woundPoints}).`, who: adv.id, amount: n, ...(dice ? { dice } : {}) },
  );
  if (adv.wounds >= adv.woundPoints) {
    adv.alive = false;
    events.push({ kind: 'died', rule: '8.46', text: `${adv.name} dies.`, who: adv.id, cause });
  }
  return events;
}

/**
 * 10.2–10.3: a trap goes off on `victim` (the one who opened it). Roll Twice chains as in
 * DATA §11 ruling 6. Mutates the adventurers; returns what happened.
 */
export function springTrap(dice: DiceState, victim: Adventurer, party: Adventurer[], charmed: MonsterUnit[] = []): GameEvent[] {
  const events: GameEvent[] = [];
  const { results, faces } = rollWithRollTwice(dice);
  const traps = results.map(trapResult);
  events.push({
    kind: 'trap-sprung',
    rule: faces.length > 1 ? '10.27' : '10.21',
    text: `The trap goes off: ${traps.map((t) => trapNames[t]).join(', ')}.`,
    dice: faces,
    who: victim.id,
  });
  for (const trap of traps) events.push(...oneTrap(dice, trap, victim, party, charmed));
  return events;
}

function oneTrap(dice: DiceState, trap: TrapId, victim: Adventurer, party: Adventurer[], charmed: MonsterUnit[]): GameEvent[] {
  switch (trap) {
    case 'arrow':
    case 'poisonedArrow': {
      // 10.22: the Bow column with no bonus.
      const face = d6(dice);
      const hit = crtResult('bow', face);
      if (hit === 0) {
        return [{ kind: 'trap-sprung', rule: '10.22', text: `The ${trap === 'arrow' ? 'arrow' : 'poisoned arrow'} misses ${victim.name}.`, dice: [face], who: victim.id }];
      }
      const out = woundAdventurer(victim, hit, '10.22', 'the arrow', [face]);
      if (trap === 'poisonedArrow') out.push(...poisonFromTrap(dice, victim, '10.23', 'the poison'));
      return out;
    }
    case 'poisonGas':
      return poisonFromTrap(dice, victim, '10.24', 'poison gas');
    case 'explosion': {
      const out = party.filter((a) => a.alive).flatMap((a) => woundAdventurer(a, 1, '10.25', 'the explosion'));
      for (const u of charmed.filter((c) => c.alive)) {
        // 10.25: charmed monsters are caught in it too
        u.wounds += 1;
        out.push({ kind: 'wounded', rule: '10.25', text: `The charmed ${monsters[u.monster].name} suffers 1 wound from the explosion.`, target: u.id, amount: 1 });
        if (u.wounds >= u.woundPoints) {
          u.alive = false;
          out.push({ kind: 'died', rule: '10.25', text: `The charmed ${monsters[u.monster].name} dies.`, target: u.id });
        }
      }
      return out;
    }
    case 'flamingOil':
      return woundAdventurer(victim, 1, '10.26', 'flaming oil');
    case 'rollTwice':
      return []; // resolved by the chain in springTrap
  }
}

/** 1D3 poison wounds (10.23, 10.24), unless a Neutralize Poison medallion is worn (9.62). */
function poisonFromTrap(dice: DiceState, victim: Adventurer, rule: string, cause: string): GameEvent[] {
  if (!victim.alive) return [];
  if (wears(victim, 'neutralizePoison')) return [{ kind: 'wounded', rule: '9.62', text: `${victim.name}'s medallion neutralizes ${cause}.`, who: victim.id, amount: 0 }];
  const p = d6(dice);
  return woundAdventurer(victim, halveUp(p), rule, cause, [p]);
}

/** 5.26: a door into a new segment is trapped on a 1. */
export function doorIsTrapped(dice: DiceState): { trapped: boolean; face: number } {
  const face = d6(dice);
  return { trapped: face <= explorationTable.doorTrap, face };
}

/** 5.27: wandering monsters on a 1 (corridors, revisited rooms), room monsters on 1–3 (new rooms). */
export function monsterCheck(dice: DiceState, kind: 'room' | 'wandering'): { found: boolean; face: number } {
  const face = d6(dice);
  const limit = kind === 'room' ? explorationTable.roomMonster : explorationTable.wanderingMonster;
  return { found: face <= limit, face };
}

function countOf(dice: DiceState, count: MonsterCount): { n: number; faces: number[] } {
  switch (count) {
    case 'one':
      return { n: 1, faces: [] };
    case 'two':
      return { n: 2, faces: [] };
    case '1D3': {
      const f = d6(dice);
      return { n: halveUp(f), faces: [f] };
    }
    case '1D6': {
      const f = d6(dice);
      return { n: f, faces: [f] };
    }
  }
}

/**
 * 7.11–7.14: rolls the monster table, the group's size, each monster's Wound Points and the
 * Evil Hero's sword skill (8.9). In the Basic Game an Evil Wizard means an empty segment (7.15).
 */
export function rollMonsters(
  dice: DiceState,
  origin: 'room' | 'wandering',
  nextId: () => string,
  advanced: boolean,
): { group: MonsterGroup | null; events: GameEvent[] } {
  const first = d6(dice);
  const second = d6(dice);
  const entry = origin === 'room' ? roomMonster(first, second) : wanderingMonster(first, second);
  const rule = origin === 'room' ? '7.4' : '7.3';
  const stats = monsters[entry.monster];
  // 12.2: in the Advanced Game the Evil Wizard is met like any other monster
  if (entry.monster === 'evilWizard' && !advanced) {
    return {
      group: null,
      events: [{ kind: 'monsters-appear', rule: '7.15', text: 'An Evil Wizard: in the Basic Game the segment is empty after all.', dice: [first, second] }],
    };
  }
  const { n, faces: countFaces } = countOf(dice, entry.count);
  const units: MonsterUnit[] = [];
  const wpFaces: number[] = [];
  for (let i = 0; i < n; i++) {
    const wp = rollWoundPoints(dice, stats.woundCode);
    wpFaces.push(...wp.faces);
    let swordSkill = 0;
    if (stats.weapons?.skillDice) {
      swordSkill = d6(dice);
      wpFaces.push(swordSkill);
    }
    units.push({ id: nextId(), monster: entry.monster, woundPoints: wp.total, wounds: 0, alive: true, swordSkill });
  }
  const group: MonsterGroup = { units, origin, attitude: 'hostile', hoards: {} };
  const wps = units.map((u) => u.woundPoints).join(', ');
  const skill = stats.weapons?.skillDice ? ` (sword skill +${units.map((u) => u.swordSkill).join(', +')}, 8.9)` : '';
  return {
    group,
    events: [
      {
        kind: 'monsters-appear',
        rule,
        text: `${n === 1 ? capitalize(withArticle(stats.name)) : `${n} ${stats.plural}`}! Wound Points ${wps}${skill}.`,
        dice: [first, second, ...countFaces, ...wpFaces],
        amount: n,
      },
    ],
  };
}

export const capitalize = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1);
