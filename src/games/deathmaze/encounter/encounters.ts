/**
 * What waits in a segment: trapped doors (5.26, 10.x) and monsters (5.27, 7.1).
 */
import { d6, halveUp, parseWoundCode, rollWithRollTwice, rollWoundPoints, type DiceState } from '../dice';
import { trapNames, type TrapId } from '../data/encounterTables';
import { type MonsterId } from '../data/monsters';
import { type MonsterCount } from '../data/monsterTables';
import type { GameEvent } from '../events';
import { wears, type Adventurer } from '../party/party';
import type { Hoard } from '../party/treasure';
import type { Tables } from '../tables';

/** One monster on the table (7.14). */
export interface MonsterUnit {
  id: string;
  monster: MonsterId;
  /**
   * 7.14: Wound Points, rolled when the party first engages it in combat (or as it joins the
   * party under a charm, 9.45); absent until then. Kept, with its wounds, if it lives on.
   */
  woundPoints?: number;
  wounds: number;
  alive: boolean;
  /** 8.9, DATA ruling 58: the Evil Hero's sword skill, rolled once right after its Wound Points. */
  swordSkill: number;
  /**
   * 11.3 Sleep: out of the fight until it is over; then slain or left by the player (DATA ruling
   * 23). One left stays asleep on its segment and wakes when the party meets it again.
   */
  asleep?: boolean;
  /** DATA ruling 23: left asleep by the player, while the other sleepers wait for their word. */
  spared?: boolean;
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

/** The living monsters still in the fight: not put to sleep by a spell (11.3 Sleep). */
export const fightingUnits = (g: MonsterGroup): MonsterUnit[] => g.units.filter((u) => u.alive && !u.asleep);

/** "a Troll", "an Orc". */
export const withArticle = (name: string): string => `${/^[AEIOU]/i.test(name) ? 'an' : 'a'} ${name}`;

export function groupName(t: Tables, g: MonsterGroup): string {
  const n = livingUnits(g).length;
  const stats = t.monsters[g.units[0]!.monster];
  return n === 1 ? withArticle(stats.name) : `${n} ${stats.plural}`;
}

/** Deals wounds to an adventurer; returns the events (and a death at the Wound Point total, 8.46). */
export function woundAdventurer(adv: Adventurer, n: number, rule: string, cause: string, dice?: number[]): GameEvent[] {
  if (n <= 0 || !adv.alive) return [];
  const events: GameEvent[] = [];
  if (adv.mageArmor) {
    // 11.3 Mage Armor soaks up the next wounds, whatever deals them
    const soaked = Math.min(n, adv.mageArmor);
    adv.mageArmor -= soaked;
    n -= soaked;
    events.push({ kind: 'wounded', rule: '11.3', text: `${adv.name}'s Mage Armor soaks up ${soaked} wound${soaked === 1 ? '' : 's'} from ${cause} (${adv.mageArmor} left).`, who: adv.id, amount: 0, ...(dice ? { dice } : {}) });
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
export function springTrap(t: Tables, dice: DiceState, victim: Adventurer, party: Adventurer[], charmed: MonsterUnit[] = []): GameEvent[] {
  const events: GameEvent[] = [];
  const { results, faces } = rollWithRollTwice(dice);
  const traps = results.map((face) => t.trapResult(face));
  events.push({
    kind: 'trap-sprung',
    rule: faces.length > 1 ? '10.27' : '10.21',
    text: `The trap goes off: ${traps.map((id) => trapNames[id]).join(', ')}.`,
    dice: faces,
    who: victim.id,
  });
  for (const trap of traps) events.push(...oneTrap(t, dice, trap, victim, party, charmed));
  return events;
}

function oneTrap(t: Tables, dice: DiceState, trap: TrapId, victim: Adventurer, party: Adventurer[], charmed: MonsterUnit[]): GameEvent[] {
  switch (trap) {
    case 'arrow':
    case 'poisonedArrow': {
      // 10.22: the Bow column with no bonus.
      const face = d6(dice);
      const hit = t.crtResult('bow', face);
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
        out.push({ kind: 'wounded', rule: '10.25', text: `The charmed ${t.monsters[u.monster].name} suffers 1 wound from the explosion.`, target: u.id, amount: 1 });
        if (u.wounds >= woundPointsOf(u)) {
          u.alive = false;
          out.push({ kind: 'died', rule: '10.25', text: `The charmed ${t.monsters[u.monster].name} dies.`, target: u.id });
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
export function doorIsTrapped(t: Tables, dice: DiceState): { trapped: boolean; face: number } {
  const face = d6(dice);
  return { trapped: face <= t.explorationTable.doorTrap, face };
}

/** 5.27: wandering monsters on a 1 (corridors, revisited rooms), room monsters on 1–3 (new rooms). */
export function monsterCheck(t: Tables, dice: DiceState, kind: 'room' | 'wandering'): { found: boolean; face: number } {
  const face = d6(dice);
  const limit = kind === 'room' ? t.explorationTable.roomMonster : t.explorationTable.wanderingMonster;
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
 * 7.11–7.13: rolls the monster table and the group's size: their type and number are all the
 * party knows as it decides. Their Wound Points wait for combat (`rollWoundPointsOf`, 7.14),
 * unless `woundPoints` (an edition-1 delve, which rolled them here). In the Basic Game an Evil
 * Wizard means an empty segment (7.15).
 */
export function rollMonsters(
  t: Tables,
  dice: DiceState,
  origin: 'room' | 'wandering',
  nextId: () => string,
  options: { advanced: boolean; woundPoints: boolean },
): { group: MonsterGroup | null; events: GameEvent[] } {
  const first = d6(dice);
  const second = d6(dice);
  const entry = origin === 'room' ? t.roomMonster(first, second) : t.wanderingMonster(first, second);
  const rule = origin === 'room' ? '7.4' : '7.3';
  const stats = t.monsters[entry.monster];
  // 12.2: in the Advanced Game the Evil Wizard is met like any other monster
  if (entry.monster === 'evilWizard' && !options.advanced) {
    return {
      group: null,
      events: [{ kind: 'monsters-appear', rule: '7.15', text: 'An Evil Wizard: in the Basic Game the segment is empty after all.', dice: [first, second] }],
    };
  }
  const { n, faces: countFaces } = countOf(dice, entry.count);
  const units: MonsterUnit[] = [];
  const wpFaces: number[] = [];
  for (let i = 0; i < n; i++) {
    const unit: MonsterUnit = { id: nextId(), monster: entry.monster, wounds: 0, alive: true, swordSkill: 0 };
    if (options.woundPoints) wpFaces.push(...rollWoundPointsOf(t, dice, unit));
    units.push(unit);
  }
  const group: MonsterGroup = { units, origin, attitude: 'hostile', hoards: {} };
  const named = n === 1 ? capitalize(withArticle(stats.name)) : `${n} ${stats.plural}`;
  const known = options.woundPoints ? ` ${woundPointsText(t, units)}.` : '';
  return {
    group,
    events: [{ kind: 'monsters-appear', rule, text: `${named}!${known}`, dice: [first, second, ...countFaces, ...wpFaces], amount: n }],
  };
}

/** 7.14, DATA ruling 58: a monster's Wound Points, then (an Evil Hero's) sword skill. Returns the faces thrown. */
function rollWoundPointsOf(t: Tables, dice: DiceState, u: MonsterUnit): number[] {
  const stats = t.monsters[u.monster];
  const wp = rollWoundPoints(dice, stats.woundCode);
  u.woundPoints = wp.total;
  if (!stats.weapons?.skillDice) return wp.faces;
  u.swordSkill = d6(dice);
  return [...wp.faces, u.swordSkill];
}

/** "Wound Points 4, 6 (sword skill +3, +1, 8.9)". */
function woundPointsText(t: Tables, units: MonsterUnit[]): string {
  const skilled = units.length > 0 && t.monsters[units[0]!.monster].weapons?.skillDice;
  const skill = skilled ? ` (sword skill +${units.map((u) => u.swordSkill).join(', +')}, 8.9)` : '';
  return `Wound Points ${units.map((u) => u.woundPoints).join(', ')}${skill}`;
}

/**
 * 7.14: as combat is joined, every living monster in it that has no Wound Points yet rolls them
 * (one that lived through an earlier fight keeps its total and its wounds).
 */
export function rollWoundPointsInFight(t: Tables, dice: DiceState, units: readonly MonsterUnit[]): GameEvent[] {
  const fresh = units.filter((u) => u.alive && u.woundPoints === undefined);
  if (fresh.length === 0) return [];
  const faces = fresh.flatMap((u) => rollWoundPointsOf(t, dice, u));
  const byKind = new Map<MonsterId, MonsterUnit[]>();
  for (const u of fresh) byKind.set(u.monster, [...(byKind.get(u.monster) ?? []), u]);
  const parts = [...byKind].map(([kind, us]) => `${us.length === 1 ? t.monsters[kind].name : t.monsters[kind].plural}: ${woundPointsText(t, us)}`);
  return [{ kind: 'wound-points', rule: '7.14', text: `${parts.join('; ')}.`, dice: faces, amount: fresh.length }];
}

/** What a monster's Wound Points come to on average (7.14): a guess before they are rolled. */
export function expectedWoundPoints(t: Tables, monster: MonsterId): number {
  const c = parseWoundCode(t.monsters[monster].woundCode);
  return Math.max(1, (c.dice === 'half' ? 2 : c.dice * 3.5) + c.mod);
}

/** Wounds a monster can still take: its Wound Points less its wounds, or the average before they are rolled. */
export const woundsLeftOf = (t: Tables, u: MonsterUnit): number => (u.woundPoints ?? expectedWoundPoints(t, u.monster)) - u.wounds;

/** A monster's Wound Points once they are rolled; only a monster met but never fought has none. */
export function woundPointsOf(u: MonsterUnit): number {
  if (u.woundPoints === undefined) throw new Error(`The ${u.monster} ${u.id} has no Wound Points yet: it has not been engaged (7.14).`);
  return u.woundPoints;
}

export const capitalize = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1);
