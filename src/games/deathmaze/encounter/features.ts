/**
 * Unusual features (6.0): fountains, statues and trap doors, investigated by one delegated
 * adventurer once any monsters are dealt with, or simply ignored.
 */
import { d6 } from '../dice';
import { chitTypes } from '../data/chitTypes';
import { fountainResultNames, statueResultNames, trapDoorResultNames } from '../data/encounterTables';
import { rollWoundPoints } from '../dice';
import type { GameEvent } from '../events';
import { cellKey } from '../board/grid';
import { poison, spiceHolders, testPotion } from '../party/items';
import { chitAt } from '../board/maze';
import { checkForMonsters, handleTrap } from './arrival';
import { nextChest } from '../party/loot';
import { rollHoard, rollStatueGems } from '../party/treasure';
import { fightingUnits, type MonsterUnit } from './encounters';
import { anyoneOpensTrapDoor, fountainPoisonCurable, woundPointsAtReveal } from '../edition';
import { hereKey, isAdvanced, livingAdventurer, monstersHere, RuleError, type GameState } from '../state';
import { tables } from '../tables';

/** The feature on the party's segment still waiting to be investigated, if any. */
export function featureHere(s: GameState): 'fountain' | 'statue' | 'trapdoor' | null {
  if (s.party.below) return null;
  const chit = chitAt(s.maze, s.party.at);
  const feature = chit ? chitTypes[chit.type].feature : null;
  if (!feature || s.investigated.includes(cellKey(s.party.at))) return null;
  const group = monstersHere(s);
  if (group && group.attitude === 'hostile' && fightingUnits(group).length > 0) return null; // 6.0: monsters first (those left asleep, ruling 23, do not stir)
  return feature;
}

/** 6.0: one adventurer looks into the feature. */
export function investigate(s: GameState, who: string, events: GameEvent[]): void {
  const feature = s.phase.kind === 'explore' ? featureHere(s) : null;
  if (!feature) throw new RuleError('6.0', 'There is no unusual feature here left to investigate.');
  const a = livingAdventurer(s, who, '6.0');
  s.investigated.push(cellKey(s.party.at));
  const face = d6(s.dice);
  switch (feature) {
    case 'fountain': {
      const result = tables(s).fountainResult(face);
      events.push({ kind: 'feature', rule: '6.15', text: `${a.name} tries the fountain: ${fountainResultNames[result]}.`, dice: [face], who: a.id });
      if (result === 'poison') {
        const hurt = poison(s, a, '6.12', 'poisoned water');
        events.push(...hurt);
        // 11.22: healing cures wounds of combat, traps and magic items only (DATA ruling 54 read it wider; edition 1 did too)
        const dealt = hurt.reduce((n, e) => n + (e.kind === 'wounded' && e.rule === '6.12' ? (e.amount ?? 0) : 0), 0);
        if (dealt > 0 && isAdvanced(s) && !fountainPoisonCurable(s) && a.alive) a.fountainWounds = (a.fountainWounds ?? 0) + dealt;
      }
      else if (result === 'alcohol') {
        a.drunk = true; // 6.14
        events.push({ kind: 'feature', rule: '6.14', text: `${a.name} is drunk: −2 to every attack for the rest of the game.`, who: a.id });
      } else if (result === 'potion') {
        // 6.13: the investigator feels its effect; the party keeps one dose
        const tested = testPotion(s, a, '6.13', false); // 6.13: the investigator drinks it, appraiser or not
        events.push(...tested.events);
        if (tested.item) {
          s.loot.push(tested.item.kind === 'knownPotion' ? { ...tested.item, doses: 1 } : tested.item);
          if (s.phase.kind === 'explore') s.phase = { kind: 'loot' };
        }
      }
      return;
    }
    case 'statue': {
      const result = tables(s).statueResult(face);
      events.push({ kind: 'feature', rule: '6.25', text: `${a.name} examines the statue: ${statueResultNames[result]}.`, dice: [face], who: a.id });
      if (result === 'gargoyle') {
        // 6.22: a Gargoyle to negotiate with or fight; it carries room treasure (DATA ruling 9)
        const gargoyle: MonsterUnit = { id: `m${++s.monsterSerial}`, monster: 'gargoyle', wounds: 0, alive: true, swordSkill: 0 };
        // 7.14: its Wound Points wait for combat, as any monster's (edition 1 rolled them here)
        const wp = woundPointsAtReveal(s) ? rollWoundPoints(s.dice, tables(s).monsters.gargoyle.woundCode) : null;
        if (wp) gargoyle.woundPoints = wp.total;
        // monsters already here by agreement (7.23) step aside until the Gargoyle is dealt with
        const waiting = monstersHere(s);
        if (waiting) s.monsters[`aside:${hereKey(s)}`] = waiting;
        s.monsters[hereKey(s)] = { units: [gargoyle], origin: 'room', attitude: 'hostile', hoards: {} };
        events.push({
          kind: 'monsters-appear',
          rule: '6.22',
          text: wp ? `The statue comes alive: a Gargoyle with ${wp.total} Wound Points!` : 'The statue comes alive: a Gargoyle!',
          ...(wp ? { dice: wp.faces } : {}),
        });
        s.phase = { kind: 'encounter' };
      } else if (result === 'potion') {
        // 6.23 and DATA ruling 12: a hidden potion, tested like any found potion
        s.loot.push({ kind: 'potion' });
        s.phase = { kind: 'loot' };
      } else if (result === 'gems') {
        const gems = rollStatueGems(tables(s), s.dice);
        s.party.gems.push(...gems.gems);
        events.push({ kind: 'treasure', rule: '6.24', text: `Its eyes are two gems worth ${gems.gems[0]} Bezants each.`, dice: gems.steps.flatMap((st) => st.faces), amount: gems.gems.reduce((x, y) => x + y, 0) });
      }
      return;
    }
    case 'trapdoor': {
      const result = tables(s).trapDoorResult(face);
      events.push({ kind: 'feature', rule: '6.35', text: `${a.name} lifts the trap door: ${trapDoorResultNames[result]}.`, dice: [face], who: a.id });
      if (result === 'roomBelow') {
        // 6.32: a bare room below; it may hold monsters (and their treasure)
        s.party.below = true;
        checkForMonsters(s, false, events);
      } else if (result === 'treasureJ') {
        // 6.33 and DATA ruling 10: a Type J chest, trapped on 1–3
        const hoard = rollHoard(tables(s), s.dice, 'J', { advanced: isAdvanced(s) });
        s.chests.push({ bezants: hoard.bezants, gems: hoard.gems, items: hoard.items, steps: [] });
        events.push({ kind: 'treasure', rule: '6.33', text: 'A chest is hidden under the trap door.', dice: hoard.steps.flatMap((st) => st.faces) });
        nextChest(s, events);
      } else if (result === 'trap') {
        // 6.34 and DATA ruling 56: a trap that a Thief may try to remove
        if (anyoneOpensTrapDoor(s)) {
          events.push({ kind: 'trap-found', rule: '6.34', text: 'The trap door is trapped! A Thief may try to remove the trap, or someone must open it.' });
          s.phase = { kind: 'trap', source: 'trapdoor' };
          return;
        }
        // 6.31: the one who lifts it deals with it: a Thief may try to remove it; anyone else sets it off, unless Sesame opens it (9.53)
        s.phase = { kind: 'trap', source: 'trapdoor', by: a.id };
        const choice = a.detrap > 0 || spiceHolders(s, 'sesame').length > 0;
        events.push({ kind: 'trap-found', rule: '6.34', text: choice ? `The trap door is trapped! ${a.name} lifted it and must deal with the trap.` : `The trap door is trapped, and ${a.name} has lifted it.` });
        if (!choice) handleTrap(s, a.id, false, events);
      }
      return;
    }
  }
}
