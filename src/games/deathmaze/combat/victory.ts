/**
 * A monster slain (8.46) and the fight won (8.11): the sleepers left in the rows (11.3, DATA
 * ruling 23), the Experience shared (8.6, DATA ruling 24) and the treasure of the slain.
 */
import { fightingUnits, woundPointsOf, type MonsterGroup, type MonsterUnit } from '../encounter/encounters';
import { combatHooks as hooks } from '../features';
import type { GameEvent } from '../events';
import { gatherTreasure } from '../party/loot';
import { combatOver } from '../party/items';
import { vacate } from '../party/party';
import { hereKey, monstersHere, RuleError, type GameState } from '../state';
import { experienceBeforeRevival, sleepersSlain } from '../edition';
import { monsterGroup } from './blows';
import { tables, type Tables } from '../tables';

export function woundMonster(s: GameState, g: MonsterGroup, unit: MonsterUnit, n: number, events: GameEvent[]): void {
  if (n <= 0 || !unit.alive) return;
  unit.wounds += n;
  if (unit.wounds < woundPointsOf(unit)) return;
  unit.alive = false;
  s.combat!.facingChosen = false;
  s.combat!.monsterRows = vacate(s.combat!.monsterRows, unit.id);
  events.push({ kind: 'died', rule: '8.46', text: `The ${tables(s).monsters[unit.monster].name} is slain.`, target: unit.id });
  hooks(s).slain(s, unit.id, events); // 12.36: the Vampire's thralls are free
  if (fightingUnits(g).length === 0) winCombat(s, g, events);
}

/**
 * The last monster still fighting is down (8.11). Sleepers left in the rows (11.3 Sleep) are the
 * player's to slay or leave, one by one (DATA ruling 23; edition 1 slew them all); then the
 * fight ends with its Experience and treasure.
 */
export function winCombat(s: GameState, g: MonsterGroup, events: GameEvent[]): void {
  hooks(s).slain(s, null, events); // 12.36
  const sleepers = g.units.filter((u) => u.alive && u.asleep);
  if (sleepers.length > 0 && !sleepersSlain(s)) {
    combatOver(s);
    s.combat = null;
    s.phase = { kind: 'sleepers' };
    const names = sleepers.map((u) => tables(s).monsters[u.monster].name);
    events.push({ kind: 'combat-won', rule: '11.3', text: `No monster is left awake. ${names.length === 1 ? `The ${names[0]!} sleeps` : `${names.length} monsters sleep`}: slay or leave each (DATA ruling 23).` });
    return;
  }
  for (const u of sleepers) slaySleeper(tables(s), u, events);
  endFight(s, g, events);
}

/** DATA ruling 23: a sleeper slain where it lies counts for Experience and treasure. */
function slaySleeper(t: Tables, u: MonsterUnit, events: GameEvent[]): void {
  u.alive = false;
  u.wounds = Math.max(u.wounds, woundPointsOf(u));
  delete u.asleep;
  events.push({ kind: 'died', rule: '11.3', text: `The sleeping ${t.monsters[u.monster].name} is slain where it lies.`, target: u.id });
}

/** The sleepers still waiting for the player's word (DATA ruling 23). */
export const undecidedSleepers = (s: GameState): MonsterUnit[] => (s.phase.kind === 'sleepers' ? (monstersHere(s)?.units ?? []).filter((u) => u.alive && u.asleep && !u.spared) : []);

/** DATA ruling 23: the player slays one sleeper, or leaves it to wake when the party comes back. */
export function decideSleeper(s: GameState, target: string, slay: boolean, events: GameEvent[]): void {
  if (s.phase.kind !== 'sleepers') throw new RuleError('11.3', 'No monster lies asleep after a fight now.');
  if (typeof slay !== 'boolean') throw new RuleError('11.3', 'A sleeper is slain or left: true or false.');
  const g = monsterGroup(s);
  const u = undecidedSleepers(s).find((x) => x.id === target);
  if (!u) throw new RuleError('11.3', 'That monster is not one of the sleepers waiting to be dealt with.');
  if (slay) slaySleeper(tables(s), u, events);
  else {
    u.spared = true;
    events.push({ kind: 'negotiated', rule: '11.3', text: `The party leaves the ${tables(s).monsters[u.monster].name} asleep; it will be awake if the party comes back.`, target: u.id });
  }
  if (undecidedSleepers(s).length === 0) endFight(s, g, events);
}

/**
 * 8.6: the fight is over. Experience for the monsters slain, shared by the living (and, with
 * DATA ruling 24, by those a Wizard can still restore with Stone-to-Flesh: it waits for them,
 * edition 1 did not), then the treasure of the slain. Monsters left asleep stay on the segment.
 */
function endFight(s: GameState, g: MonsterGroup, events: GameEvent[]): void {
  hooks(s).fightEnds(s, events); // 12.34
  const total = g.units.filter((u) => !u.alive).reduce((n, u) => n + woundPointsOf(u), 0) * tables(s).limits.xpPerWoundPoint;
  combatOver(s);
  s.combat = null;
  const left = g.units.filter((u) => u.alive);
  for (const u of left) delete u.spared;
  if (left.length > 0) s.monsters[hereKey(s)] = { ...g, units: left };
  else delete s.monsters[hereKey(s)];
  s.phase = { kind: 'explore' };
  const waiting = experienceBeforeRevival(s) ? [] : hooks(s).awaitingRevival(s);
  if (waiting.length > 0) {
    s.experience = (s.experience ?? 0) + total;
    const names = waiting.map((a) => a.name).join(' and ');
    events.push({ kind: 'combat-won', rule: '8.6', text: `Victory! ${total} Experience, to be shared once ${names} ${waiting.length === 1 ? 'is' : 'are'} restored or left behind (DATA ruling 24).` });
  } else {
    const each = shareOut(s, total);
    events.push({ kind: 'combat-won', rule: '8.6', text: `Victory! ${total} Experience shared: ${each} each.`, amount: each });
  }
  gatherTreasure(s, g, events);
}

/** 8.6: Experience divided among the living, fractions dropped; returns each one's share. */
function shareOut(s: GameState, total: number): number {
  const living = s.party.adventurers.filter((a) => a.alive);
  const each = living.length > 0 ? Math.floor(total / living.length) : 0;
  for (const a of living) a.xp += each;
  return each;
}

/**
 * DATA ruling 24: the Experience of a fight that waited for Stone-to-Flesh is shared, once
 * nobody here can be restored any more (restored, or left behind), or another fight begins.
 */
export function shareWaitingExperience(s: GameState, events: GameEvent[], force = false): void {
  if (s.experience === undefined || (!force && hooks(s).awaitingRevival(s).length > 0)) return;
  const total = s.experience;
  delete s.experience;
  const each = shareOut(s, total);
  events.push({ kind: 'experience', rule: '8.6', text: `${total} Experience from the fight shared: ${each} each.`, amount: each });
}
