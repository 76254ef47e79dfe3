import { knownSpells } from './advanced/spells';
import { statueKey } from './advanced/specials';
import { startCombat } from './combat/combat';
import { resumeCombat } from './combat/rounds';
import { shareWaitingExperience } from './combat/victory';
import { memberIds, turnCharmed } from './advanced/charm';
import type { GameEvent } from './events';
import type { Item } from './party/treasure';
import { closeRanks } from './party/party';
import { fightOn, hereKey, isAdvanced, monstersHere, type Action, type GameState, type Phase } from './state';
import { partyWipedOut } from './party/fallen';
import { tables } from './tables';

/**
 * -0 names the same weapon, slot, facing or direction as 0, but JSON writes it as 0: kept in the
 * state (a readied weapon, a line-up's facing) it would make the state differ from its own save.
 */
export function withoutNegativeZero(action: Action): Action {
  if (typeof action !== 'object' || action === null) return action;
  const zeros = Object.keys(action).filter((k) => Object.is((action as unknown as Record<string, unknown>)[k], -0));
  return zeros.length === 0 ? action : ({ ...action, ...Object.fromEntries(zeros.map((k) => [k, 0])) });
}

/**
 * 3.2: who made this decision. An adventurer's own choices (who attacks, who opens, who takes)
 * belong to the player who controls them; a charmed monster's to its charmer's player. Moves
 * and the other whole-party choices are the players' common decision (null).
 */
export function decidingPlayer(s: GameState, action: Action): number | null {
  if (typeof action !== 'object' || action === null) return null;
  const who = 'who' in action ? action.who : action.type === 'charm' ? s.charming?.by : undefined;
  if (who === undefined) return null;
  const adv = s.party.adventurers.find((a) => a.id === who);
  const charmer = s.party.charmed.find((c) => c.unit.id === who)?.charmer;
  const owner = adv ?? s.party.adventurers.find((a) => a.id === charmer);
  return owner ? owner.player : null;
}

/** Rule cases whose wounds are poison (10.23, 10.24, 9.43, 6.12): what Neutralize Poison undoes. */
const POISON_RULES = new Set(['10.23', '10.24', '9.43', '6.12']);

/** 11.3 Neutralize Poison: in the Advanced Game, remember who was just poisoned and how badly. */
export function notePoisoning(s: GameState, events: GameEvent[]): void {
  if (!isAdvanced(s)) return;
  const hits = events.filter((e) => e.kind === 'wounded' && POISON_RULES.has(e.rule) && e.who && (e.amount ?? 0) > 0);
  if (hits.length === 0) return;
  s.poisoned = hits.map((e) => ({ who: e.who!, wounds: e.amount! }));
}

/** What follows any action by itself: an empty treasure pile, the climb out of a room below, a charm broken by death, the ranks closed. */
export function settle(s: GameState, events: GameEvent[]): void {
  if (s.phase.kind !== 'over' && partyWipedOut(s, events)) return;
  if (s.oratory && s.phase.kind !== 'encounter') delete s.oratory; // 11.3: Oratory lasts for this negotiation only
  if (s.phase.kind !== 'over') leaveStatues(s, events);
  shareWaitingExperience(s, events); // DATA ruling 24: once nobody here can be restored
  if (s.phase.kind === 'explore' || s.phase.kind === 'loot') gatherBelongings(s, events);
  if (s.phase.kind === 'loot' && s.loot.length === 0) s.phase = { kind: 'explore' };
  if (s.phase.kind === 'explore') {
    s.party.cameThrough = null; // 9.57: Cloves only as the door is first opened on monsters
    bringBackAside(s);
  }
  if (s.party.below && s.phase.kind === 'explore') {
    // 6.32 and DATA ruling 14: the room below has no way on; the party climbs back up
    s.party.below = false;
    events.push({ kind: 'party-moved', rule: '6.32', text: 'The party climbs back up through the trap door.', cell: { ...s.party.at } });
  }
  for (let turned = events.length; ; turned = events.length) {
    // 9.45: a monster whose charmer died attacks the party at once
    if (turnCharmed(s, events)) startCombat(s, true, events);
    else if (events.length === turned || s.phase.kind !== 'combat') break;
    // in a fight it no longer acts for the party: its Party Combat Phase may be over (8.21)
    else resumeCombat(s, events);
  }
  s.party.order = closeRanks(s.party.order, memberIds(s), fightOn(s));
}

/** After a charm: back to what the party was doing, unless the charm emptied the segment (9.45). */
export function resumeAfterCharm(s: GameState, resume: Phase, events: GameEvent[]): void {
  s.phase = resume;
  if (resume.kind === 'combat') return resumeCombat(s, events);
  if (resume.kind === 'encounter' && !monstersHere(s)) s.phase = { kind: 'explore' };
  if (s.phase.kind === 'explore' && s.loot.length > 0) s.phase = { kind: 'loot' };
}

/** 9.17: once no fight is on, what the dead carried (magic items, magical weapons) waits for the living. */
function gatherBelongings(s: GameState, events: GameEvent[]): void {
  for (const a of s.party.adventurers) {
    if (a.alive) continue;
    if (a.stone === statueKey(s) && s.party.adventurers.some((w) => w.alive && knownSpells(tables(s), w).includes('stoneToFlesh'))) continue; // 12.34: may yet be restored
    const left: Item[] = [...a.items];
    a.weapons.forEach((weapon, i) => {
      if ((a.weaponBonus[i] ?? 0) > 0) left.push({ kind: 'weapon', weapon, bonus: a.weaponBonus[i]! });
    });
    if (left.length === 0) continue;
    a.items = [];
    a.weaponBonus = a.weapons.map(() => 0);
    s.loot.push(...left);
    s.phase = { kind: 'loot' };
    events.push({ kind: 'treasure', rule: '9.17', text: `${a.name}'s magic items can be taken up by the others.`, who: a.id });
  }
}

/** 12.34 ruling: Stone-to-Flesh must be cast before the party leaves the segment; after that the petrified are lost. */
function leaveStatues(s: GameState, events: GameEvent[]): void {
  for (const a of s.party.adventurers) {
    if (a.alive || a.stone === undefined || a.stone === 'lost' || a.stone === statueKey(s)) continue;
    a.stone = 'lost';
    events.push({ kind: 'petrified', rule: '12.34', text: `The party moves on: ${a.name} is left behind, stone forever.`, who: a.id });
  }
}

/** Monsters that stepped aside for a statue's Gargoyle (7.23, 6.22) are back once it is dealt with. */
function bringBackAside(s: GameState): void {
  const key = `aside:${hereKey(s)}`;
  const aside = s.monsters[key];
  if (!aside) return;
  const here = monstersHere(s);
  if (here && here.attitude === 'hostile') return;
  if (here) aside.units.push(...here.units);
  s.monsters[hereKey(s)] = aside;
  delete s.monsters[key];
  if (aside.attitude === 'hostile') s.phase = { kind: 'encounter' }; // they were met and not yet dealt with
}
