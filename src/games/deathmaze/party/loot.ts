/**
 * After a fight: treasure per slain monster (9.1), chests and their traps (9.16), and each
 * magic item going to an adventurer (9.17).
 */
import { d6 } from '../dice';
import type { MonsterGroup } from '../encounter/encounters';
import type { GameEvent } from '../events';
import { isChest, itemName, rollHoard, treasureLetterFor, type Hoard } from './treasure';
import { isAdvanced, livingAdventurer, RuleError, type GameState } from '../state';
import { receive } from './items';
import { partyWipedOut } from './fallen';
import { tables } from '../tables';

/** 9.11–9.13: the treasure of every monster of the group that was killed. */
export function gatherTreasure(s: GameState, group: MonsterGroup, events: GameEvent[]): void {
  for (const unit of group.units) {
    if (unit.alive) continue;
    const letter = treasureLetterFor(tables(s), unit.monster, group.origin);
    const hoard = group.hoards[unit.id] ?? rollHoard(tables(s), s.dice, letter, { advanced: isAdvanced(s) });
    const faces = hoard.steps.flatMap((st) => st.faces);
    const slim: Hoard = { bezants: hoard.bezants, gems: hoard.gems, items: hoard.items, steps: [] };
    if (isChest(tables(s), letter)) {
      s.chests.push(slim);
      events.push({ kind: 'treasure', rule: '9.16', text: `A chest (treasure type ${letter}).`, dice: faces });
    } else {
      events.push({ kind: 'treasure', rule: '9.12', text: `Treasure type ${letter}: ${describeHoard(slim)}.`, dice: faces });
      takeHoard(s, slim);
    }
  }
  nextChest(s, events);
}

function describeHoard(h: Hoard): string {
  const parts: string[] = [];
  if (h.bezants > 0) parts.push(`${h.bezants} Bezants`);
  if (h.gems.length > 0) parts.push(`${h.gems.length} gem${h.gems.length === 1 ? '' : 's'} (${h.gems.join(', ')})`);
  for (const item of h.items) parts.push(itemName(item));
  return parts.length > 0 ? parts.join(', ') : 'nothing';
}

function takeHoard(s: GameState, h: Hoard): void {
  s.party.bezants += h.bezants; // 9.18: Bezants and gems go into the party's common pile
  s.party.gems.push(...h.gems);
  s.loot.push(...h.items);
}

/** 9.16: each chest is trapped on 1–3; an untrapped one opens at once. */
export function nextChest(s: GameState, events: GameEvent[]): void {
  while (s.chests.length > 0) {
    const face = d6(s.dice);
    if (face <= tables(s).explorationTable.chestTrap) {
      events.push({ kind: 'trap-found', rule: '9.16', text: 'The chest is trapped! A Thief may try to remove the trap, or someone must open it.', dice: [face] });
      s.phase = { kind: 'trap', source: 'chest' };
      return;
    }
    events.push({ kind: 'door-checked', rule: '9.16', text: 'The chest is not trapped.', dice: [face] });
    openChest(s, events, false);
  }
  s.phase = s.loot.length > 0 ? { kind: 'loot' } : { kind: 'explore' };
}

/** Empties the first chest into the party's hands, then goes on to the next. */
export function openChest(s: GameState, events: GameEvent[], continueAfter = true): void {
  const chest = s.chests.shift();
  if (chest) {
    events.push({ kind: 'treasure', rule: '9.16', text: `The chest holds ${describeHoard(chest)}.`, amount: chest.bezants });
    takeHoard(s, chest);
  }
  if (continueAfter) nextChest(s, events);
}

/** 9.17: the player gives a found item to one adventurer. */
export function takeItem(s: GameState, index: number, who: string, events: GameEvent[], slot?: number): void {
  if (s.phase.kind !== 'loot') throw new RuleError('9.17', 'There is no treasure waiting to be taken.');
  const item = Number.isInteger(index) ? s.loot[index] : undefined;
  if (!item) throw new RuleError('9.17', 'There is no such item in the treasure.');
  const adv = livingAdventurer(s, who, '9.17');
  s.loot.splice(index, 1);
  receive(s, adv, item, events, slot);
  if (partyWipedOut(s, events)) return;
  if (s.loot.length === 0 && s.phase.kind === 'loot') s.phase = { kind: 'explore' };
}

/** An item nobody wants (a second suit of armor, a weapon no one will wield) is left behind. */
export function discardItem(s: GameState, index: number, events: GameEvent[]): void {
  if (s.phase.kind !== 'loot') throw new RuleError('9.17', 'There is no treasure waiting to be taken.');
  const item = Number.isInteger(index) ? s.loot[index] : undefined;
  if (!item) throw new RuleError('9.17', 'There is no such item in the treasure.');
  s.loot.splice(index, 1);
  events.push({ kind: 'item-taken', rule: '9.17', text: `The party leaves ${itemName(item)} behind.` });
  if (s.loot.length === 0) s.phase = { kind: 'explore' };
}
