/**
 * "Give it to her to use": one choice for the two steps the rules make of it, an item handed
 * over outside a fight (9.17) and then used by the one who took it (the item's own case). The
 * engine finds the pairs by playing the hand-over on a copy and listing what may be done after,
 * so the table offers nothing the rules would then refuse. A hand-over that rolls a die (a
 * potion tested on receipt, 9.41) is never paired: what the die says is for the table to show,
 * not for a button to know beforehand.
 */
import { deathmaze } from './ruleset';
import { legalActions, tryApply, type Action } from './game';
import type { GameState } from './state';

type Give = Extract<Action, { type: 'give' }>;
type Use = Extract<Action, { type: 'use' }>;

export interface HandOn {
  give: Give;
  /** The use that follows, by the one who took the item (its index in their items after the give). */
  use: Use;
}

/** Every give the rules allow now whose item its taker may then use, with that use (each target of it). */
export function handOns(s: GameState, legal: readonly Action[] = legalActions(s)): HandOn[] {
  const out: HandOn[] = [];
  for (const give of legal) {
    if (give.type !== 'give') continue;
    const given = tryApply(s, give);
    if (!given.ok || deathmaze.isReveal(s, given.state)) continue;
    const taker = given.state.party.adventurers.find((a) => a.id === give.to);
    const before = s.party.adventurers.find((a) => a.id === give.to);
    if (!taker || !before || taker.items.length !== before.items.length + 1) continue;
    // the item as it now lies with the taker: where their list differs from before
    let at = before.items.findIndex((item, i) => JSON.stringify(item) !== JSON.stringify(taker.items[i]));
    if (at < 0) at = taker.items.length - 1;
    for (const use of legalActions(given.state)) if (use.type === 'use' && use.who === give.to && use.item === at) out.push({ give, use });
  }
  return out;
}
