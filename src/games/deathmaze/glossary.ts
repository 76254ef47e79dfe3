/**
 * The Deathmaze's words for what happened: who a unit is ("Orc 2", "the charmed Ogre") and what
 * an action was, read against the state it was taken in. The log, the replay bar and the
 * history's step titles all name things through here.
 */
import { chitTypes } from './data/chitTypes';
import { monsters } from './data/monsters';
import { spells } from './data/spells';
import { weaponNames } from './data/weapons';
import { DIR_NAMES } from './board/grid';
import type { Action, GameState } from './state';
import { itemName } from './party/treasure';

/** "Orc 2" when the group has several Orcs, else "Orc"; "the charmed Ogre" for the party's own. */
export function unitLabel(s: GameState, id: string): string {
  for (const group of Object.values(s.monsters)) {
    const unit = group.units.find((u) => u.id === id);
    if (!unit) continue;
    const same = group.units.filter((u) => u.monster === unit.monster);
    const name = monsters[unit.monster].name;
    return same.length > 1 ? `${name} ${same.indexOf(unit) + 1}` : name;
  }
  const charmed = s.party.charmed.find((c) => c.unit.id === id);
  if (charmed) return `the charmed ${monsters[charmed.unit.monster].name}`;
  return s.party.adventurers.find((a) => a.id === id)?.name ?? id;
}

export const nameOf = (s: GameState, id: string): string => s.party.adventurers.find((a) => a.id === id)?.name ?? unitLabel(s, id);

function itemOf(s: GameState, who: string, index: number): string {
  const item = s.party.adventurers.find((a) => a.id === who)?.items[index];
  return item ? itemName(item) : 'an item';
}

/** What an action was, in a few words, read against the state it was taken in. */
export function describeAction(action: Action, s: GameState): string {
  switch (action.type) {
    case 'place': {
      const type = s.hand?.type;
      const kind = type ? chitTypes[type].segment : 'new';
      return `Lay the ${kind} chit`;
    }
    case 'move':
      return `Move ${DIR_NAMES[action.dir]}`;
    case 'arrange':
      return 'Rearrange the marching order';
    case 'ready': {
      const adv = s.party.adventurers.find((a) => a.id === action.who);
      const w = adv?.weapons[action.weapon];
      return `${nameOf(s, action.who)} readies ${w ? `the ${weaponNames[w]}` : 'a weapon'}`;
    }
    case 'leave':
      return 'Leave the Deathmaze';
    case 'abandon':
      return 'Give up: shut in the maze';
    case 'detrap':
      return `${nameOf(s, action.who)} tries to remove the trap`;
    case 'open': {
      const source = s.phase.kind === 'trap' ? s.phase.source : 'door';
      return `${nameOf(s, action.who)} opens the ${source === 'trapdoor' ? 'trap door' : source}`;
    }
    case 'negotiate':
      return 'Negotiate';
    case 'fight':
      return 'Fight';
    case 'lineUp':
      return 'Line up the monsters';
    case 'attack':
      return `${nameOf(s, action.who)} attacks ${unitLabel(s, action.target)}`;
    case 'switch':
      return `${nameOf(s, action.who)} changes weapons`;
    case 'hold':
      return `${nameOf(s, action.who)} holds back`;
    case 'reorganize':
      return 'Reorganize the party';
    case 'take': {
      const item = s.loot[action.item];
      const laid = action.slot === undefined ? undefined : s.party.adventurers.find((a) => a.id === action.who)?.weapons[action.slot];
      return `${nameOf(s, action.who)} takes ${item ? itemName(item) : 'an item'}${laid ? ` for the ${weaponNames[laid]}` : ''}`;
    }
    case 'drop':
      return `${nameOf(s, action.who)} throws away ${itemOf(s, action.who, action.item)}`;
    case 'sleeper':
      return `${action.slay ? 'Slay' : 'Leave'} the sleeping ${unitLabel(s, action.target)}`;
    case 'discard': {
      const item = s.loot[action.item];
      return `Leave ${item ? itemName(item) : 'an item'} behind`;
    }
    case 'use':
      return `${nameOf(s, action.who)} uses ${itemOf(s, action.who, action.item)}${action.target ? ` on ${unitLabel(s, action.target)}` : ''}`;
    case 'give':
      return `${nameOf(s, action.who)} gives ${itemOf(s, action.who, action.item)} to ${nameOf(s, action.to)}`;
    case 'wield':
      return `${nameOf(s, action.who)} takes up ${itemOf(s, action.who, action.item)}`;
    case 'sesame':
      return `${nameOf(s, action.who)} uses Sesame`;
    case 'peg':
      return `${nameOf(s, action.who)} pegs the door with Cloves`;
    case 'pepper':
      return `${nameOf(s, action.who)} breathes fire at ${unitLabel(s, action.target)}`;
    case 'investigate':
      return `${nameOf(s, action.who)} investigates`;
    case 'charm':
      return action.target ? `Charm ${unitLabel(s, action.target)}` : 'Let the charm pass';
    case 'cast': {
      const spell = spells[action.spell].name;
      const on = action.target ? ` on ${action.target === action.who ? 'themself' : unitLabel(s, action.target)}` : '';
      return `${nameOf(s, action.who)} casts ${spell}${on}${action.ring ? ' from a ring' : ''}`;
    }
  }
}
