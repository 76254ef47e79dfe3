/**
 * The party steps onto a segment (5.26–5.28): a trapped door, then monsters, then whatever
 * the segment holds. Negotiation (7.2) lives here too. Functions mutate the draft state.
 */
import { d6 } from '../dice';
import { negotiationResultNames } from '../data/encounterTables';
import {
  capitalize,
  doorIsTrapped,
  groupName,
  livingUnits,
  monsterCheck,
  rollMonsters,
  springTrap,
} from './encounters';
import type { GameEvent } from '../events';
import { cellKey, DIR_NAMES, type Cell } from '../board/grid';
import { chitAt, editChit } from '../board/maze';
import { chitTypes } from '../data/chitTypes';
import { startCombat } from '../combat/combat';
import { openChest } from '../party/loot';
import { cowPayment, rollHoard, treasureLetterFor } from '../party/treasure';
import { fightOn, hereKey, isAdvanced, livingAdventurer, monstersHere, RuleError, type GameState, type TrapSource } from '../state';
import { oratoryBonus, spendSpice } from '../party/items';
import { woundPointsAtReveal } from '../edition';
import { shutDoorBehind } from './doors';
import { partyWipedOut } from '../party/fallen';
import { tables } from '../tables';

/** 11.3 Oratory: what the spell adds to the next negotiation roll. */
const ORATORY_SPELL_BONUS = 4;

/** What is added to the negotiation roll: Oratory medallions (9.64) and an Oratory spell cast for it (11.3). */
export const negotiationBonus = (s: GameState): number => oratoryBonus(s) + (s.oratory ? ORATORY_SPELL_BONUS : 0);

/** The party arrives on `chit`; `throughNewDoor` when it came through a door into a segment never entered (5.26, 5.28). */
export function arrive(s: GameState, at: Cell, throughNewDoor: boolean, cameThrough: GameState['party']['cameThrough'], events: GameEvent[]): void {
  const found = chitAt(s.maze, at)!;
  const revisit = found.visited;
  // a segment entered before is already marked: its chit (and the laid chits) stay shared with the state before
  const chit = revisit ? found : editChit(s.maze, at)!;
  s.party.cameThrough = cameThrough;
  const cell = { x: chit.x, y: chit.y };
  s.party.at = cell;
  if (!revisit) chit.visited = true;
  events.push({ kind: 'party-moved', rule: '5.28', text: `The party moves to segment ${cellKey(cell)}.`, cell });
  if (throughNewDoor) {
    const check = doorIsTrapped(tables(s), s.dice);
    events.push({ kind: 'door-checked', rule: '5.26', text: check.trapped ? 'The door is trapped!' : 'The door is not trapped.', dice: [check.face] });
    if (check.trapped) {
      events.push({ kind: 'trap-found', rule: '10.12', text: 'A Thief may try to remove the trap, or someone must open the door and take what comes.' });
      s.phase = { kind: 'trap', source: 'door' };
      return;
    }
  }
  checkForMonsters(s, revisit, events);
}

/**
 * 10.12: while a trapped door is dealt with, the party stands at that door, not yet in the
 * segment beyond it (the state already names that segment, where the party goes once the trap
 * is dealt with): the door it waits at, or null.
 */
export function waitingAtDoor(s: GameState): GameState['party']['cameThrough'] {
  return s.phase.kind === 'trap' && s.phase.source === 'door' ? s.party.cameThrough : null;
}

/** 5.27: monsters, unless some already wait here (DATA §11 ruling 16). */
export function checkForMonsters(s: GameState, revisit: boolean, events: GameEvent[]): void {
  const key = hereKey(s);
  const waiting = s.monsters[key];
  if (waiting) {
    for (const u of waiting.units) delete u.asleep; // DATA ruling 23: sleepers left behind are awake when met again
    if (waiting.attitude === 'hostile') {
      events.push({ kind: 'monsters-appear', rule: '9.57', text: `${capitalize(groupName(tables(s), waiting))} still wait${livingUnits(waiting).length === 1 ? 's' : ''} here.` });
      s.phase = { kind: 'encounter' };
    } else {
      s.phase = { kind: 'explore' };
    }
    return;
  }
  const chit = chitAt(s.maze, s.party.at)!;
  // 6.32: the room below a trap door is new, so it uses the room check too
  const freshRoom = s.party.below || (chitTypes[chit.type].segment === 'room' && !revisit);
  const origin = freshRoom ? 'room' : 'wandering';
  const check = monsterCheck(tables(s), s.dice, origin);
  events.push({
    kind: 'monster-check',
    rule: '5.27',
    text: check.found ? (origin === 'room' ? 'Something lives in this room…' : 'Wandering monsters!') : 'No monsters here.',
    dice: [check.face],
  });
  if (!check.found) {
    s.phase = { kind: 'explore' };
    return;
  }
  const rolled = rollMonsters(tables(s), s.dice, origin, () => `m${++s.monsterSerial}`, { advanced: isAdvanced(s), woundPoints: woundPointsAtReveal(s) });
  events.push(...rolled.events);
  if (!rolled.group) {
    s.phase = { kind: 'explore' };
    return;
  }
  s.monsters[key] = rolled.group;
  s.phase = { kind: 'encounter' };
}


/** 9.57: instead of negotiating or fighting, Cloves peg shut the door just opened; the party steps back. */
export function pegWithCloves(s: GameState, who: string, events: GameEvent[]): void {
  const came = s.party.cameThrough;
  if (s.phase.kind !== 'encounter' || !came || s.party.below) throw new RuleError('9.57', 'Cloves peg shut a door the party has just opened onto tables(s).monsters.');
  const a = spendSpice(s, who, 'cloves');
  shutDoorBehind(s, '9.57', `${a.name} pegs the ${DIR_NAMES[came.dir]} door shut with Cloves; the party steps back, and the monsters stay behind it.`, a.id, events);
}

/** 9.53: Sesame opens a trapped door or chest without setting it off (before any Thief tries). */
export function openWithSesame(s: GameState, who: string, events: GameEvent[]): void {
  if (s.phase.kind !== 'trap') throw new RuleError('9.53', 'Sesame is used on a trapped door or chest.');
  const source = s.phase.source;
  const a = spendSpice(s, who, 'sesame');
  events.push({ kind: 'trap-detrapped', rule: '9.53', text: `${a.name} uses Sesame: the trap is opened harmlessly.`, who: a.id });
  afterTrap(s, source, events);
}

function afterTrap(s: GameState, source: TrapSource, events: GameEvent[]): void {
  if (source === 'door') checkForMonsters(s, false, events);
  else if (source === 'chest') openChest(s, events);
  else s.phase = { kind: 'explore' };
}

/** Who may deal with the trap now: Thieves may detrap, anyone may open (10.12, 10.13). */
export function trapHandlers(s: GameState): { detrap: string[]; open: string[] } {
  const by = s.phase.kind === 'trap' ? s.phase.by : undefined;
  // 6.31, 6.34: whoever lifted the trap door meets its trap
  const living = s.party.adventurers.filter((a) => a.alive && (by === undefined || a.id === by));
  return { detrap: living.filter((a) => a.detrap > 0).map((a) => a.id), open: living.map((a) => a.id) };
}

/** 10.12: a Thief tries to remove the trap; 10.13: on a failure, or when someone simply opens it, it goes off. */
export function handleTrap(s: GameState, who: string, detrap: boolean, events: GameEvent[]): void {
  if (s.phase.kind !== 'trap') throw new RuleError('10.1', 'There is no trap to deal with.');
  const source = s.phase.source;
  const adv = livingAdventurer(s, who, '10.12');
  const by = s.phase.by;
  if (by !== undefined && adv.id !== by) throw new RuleError('6.34', `${s.party.adventurers.find((a) => a.id === by)?.name ?? by} lifted the trap door: its trap is theirs to deal with.`);
  if (detrap) {
    if (adv.detrap <= 0) throw new RuleError('10.12', `${adv.name} has no Detrap skill: only a Thief can remove a trap.`);
    const face = d6(s.dice);
    if (face <= adv.detrap) {
      adv.xp += tables(s).limits.detrapXp;
      events.push({ kind: 'trap-detrapped', rule: '10.12', text: `${adv.name} removes the trap and gains ${tables(s).limits.detrapXp} Experience.`, dice: [face], who, amount: tables(s).limits.detrapXp });
    } else {
      events.push({ kind: 'trap-sprung', rule: '10.13', text: `${adv.name} fumbles the trap.`, dice: [face], who });
      events.push(...springTrap(tables(s), s.dice, adv, s.party.adventurers, s.party.charmed.map((c) => c.unit)));
    }
  } else {
    events.push({ kind: 'trap-sprung', rule: '10.13', text: `${adv.name} opens the ${source} and sets off the trap.`, who });
    events.push(...springTrap(tables(s), s.dice, adv, s.party.adventurers, s.party.charmed.map((c) => c.unit)));
  }
  if (partyWipedOut(s, events)) return;
  afterTrap(s, source, events);
}

/** 7.21–7.24: 2D6 minus the monsters' Negotiation Value. */
export function negotiate(s: GameState, events: GameEvent[]): void {
  const group = monstersHere(s);
  // 7.2, 8.11: the party talks before a fight, never once it has begun
  if (fightOn(s)) throw new RuleError('7.2', 'Negotiation comes before combat: once a fight has begun it goes on until one side is dead (8.11).');
  if (s.phase.kind !== 'encounter' || !group) throw new RuleError('7.13', 'There is nobody to negotiate with.');
  const stats = tables(s).monsters[group.units[0]!.monster];
  const a = d6(s.dice);
  const b = d6(s.dice);
  const oratory = negotiationBonus(s);
  delete s.oratory;
  const total = a + b - stats.nv + oratory;
  const result = tables(s).negotiationResult(total);
  events.push({
    kind: 'negotiated',
    rule: '7.21',
    text: `Negotiation: ${a} + ${b} − ${stats.nv}${oratory ? ` + ${oratory} (Oratory)` : ''} = ${total}: ${negotiationResultNames[result]}.`,
    dice: [a, b],
    amount: total,
  });
  if (result === 'failure') {
    events.push({ kind: 'combat-started', rule: '7.22', text: `${capitalize(groupName(tables(s), group))} ${livingUnits(group).length === 1 ? 'attacks' : 'attack'} at once!` });
    startCombat(s, true, events);
    return;
  }
  group.attitude = 'agreed';
  if (result === 'cow' && stats.cowEligible) {
    // 7.24: each monster hands over a quarter of its Bezants; the rest stays with it.
    let paid = 0;
    for (const unit of livingUnits(group)) {
      const hoard = rollHoard(tables(s), s.dice, treasureLetterFor(tables(s), unit.monster, group.origin), { advanced: isAdvanced(s) });
      const share = cowPayment(hoard);
      group.hoards[unit.id] = { ...hoard, bezants: hoard.bezants - share };
      paid += share;
    }
    s.party.bezants += paid;
    events.push({ kind: 'treasure', rule: '7.24', text: `Cowed, they pay ${paid} Bezants to be left in peace.`, amount: paid });
  } else {
    events.push({ kind: 'negotiated', rule: '7.23', text: 'They will leave the party alone unless attacked.' });
  }
  s.phase = { kind: 'explore' };
}

/** 7.13, 7.23: fight the monsters here, hostile or agreed. */
export function fight(s: GameState, events: GameEvent[]): void {
  const group = monstersHere(s);
  if (!group || (s.phase.kind !== 'encounter' && s.phase.kind !== 'explore')) throw new RuleError('7.13', 'There are no monsters here to fight.');
  group.attitude = 'hostile';
  for (const u of group.units) delete u.asleep; // DATA ruling 23: sleepers left lying wake as they are attacked
  events.push({ kind: 'combat-started', rule: s.phase.kind === 'explore' ? '7.23' : '7.13', text: `The party attacks ${groupName(tables(s), group)}.` });
  startCombat(s, false, events);
}
