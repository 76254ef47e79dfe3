import { handlingActions, legalPlacements, moveProblem, readyActions } from './board/walking';
import { trapHandlers } from './encounter/arrival';
import { featureHere } from './encounter/features';
import { mayHold, spiceHolders, useAction, usableItems } from './party/items';
import { allCastActions } from './advanced/spells';
import { combatActions } from './combat/combat';
import { undecidedSleepers } from './combat/victory';
import { charmTargets } from './advanced/charm';
import { weaponsCarriedAsItems } from './edition';
import { DIRS, sameCell } from './board/grid';
import { sealedIn } from './board/maze';

import { monstersHere, type Action, type GameState } from './state';

/**
 * Everything the player may do now. `arrange` (5.14) takes a whole marching order, so it is not
 * listed: it is legal whenever `marchingOrderProblem` accepts the order outside combat and negotiation.
 */
export function legalActions(state: GameState): Action[] {
  const s = state;
  switch (s.phase.kind) {
    case 'place':
      return legalPlacements(s).map((p) => ({ type: 'place', ...p }));
    case 'explore': {
      const out: Action[] = DIRS.filter((d) => moveProblem(s, d) === null).map((dir) => ({ type: 'move', dir }));
      if (monstersHere(s)) out.push({ type: 'fight' });
      if (sameCell(s.party.at, s.maze.entrance)) out.push({ type: 'leave' });
      else if (sealedIn(s.maze, s.party.at)) out.push({ type: 'abandon' });
      const living = s.party.adventurers.filter((a) => a.alive);
      if (featureHere(s)) for (const a of living) out.push({ type: 'investigate', who: a.id });
      for (const u of usableItems(s)) out.push(useAction(u));
      return [...out, ...handlingActions(s), ...allCastActions(s)];
    }
    case 'trap': {
      const h = trapHandlers(s);
      return [
        ...spiceHolders(s, 'sesame').map((h): Action => ({ type: 'sesame', who: h.who })),
        ...h.detrap.map((who): Action => ({ type: 'detrap', who })),
        ...h.open.map((who): Action => ({ type: 'open', who })),
        ...handlingActions(s),
        ...allCastActions(s),
      ];
    }
    case 'charm': {
      const pending = s.charming;
      const targets = pending ? charmTargets(s, pending.potion) : [];
      return [...targets.map((u): Action => ({ type: 'charm', target: u.id })), { type: 'charm', target: null }, ...allCastActions(s)];
    }
    case 'encounter': {
      const out: Action[] = [{ type: 'negotiate' }, { type: 'fight' }];
      // 9.17: items may be used in negotiation too
      for (const u of usableItems(s)) out.push(useAction(u));
      if (s.party.cameThrough && !s.party.below) for (const h of spiceHolders(s, 'cloves')) out.push({ type: 'peg', who: h.who });
      // 8.41: each adventurer's weapon is chosen before the party enters combat
      out.push(...readyActions(s));
      return [...out, ...allCastActions(s)];
    }
    case 'lineUp':
    case 'combat':
      return combatActions(s);
    case 'sleepers':
      return undecidedSleepers(s).flatMap((u): Action[] => [
        { type: 'sleeper', target: u.id, slay: true },
        { type: 'sleeper', target: u.id, slay: false },
      ]);
    case 'loot':
      return s.loot.flatMap((found, item) =>
        s.party.adventurers
          .filter((a) => a.alive && mayHold(a, found) && !(found.kind === 'armor' && a.items.some((x) => x.kind === 'armor')))
          .flatMap((a): Action[] =>
            // 9.23: a magical weapon is taken in hand in place of one of the two carried
            found.kind === 'weapon' && !weaponsCarriedAsItems(s) ? [0, 1].map((slot) => ({ type: 'take', item, who: a.id, slot })) : [{ type: 'take', item, who: a.id }],
          )
          .concat([{ type: 'discard', item }]),
      ).concat(handlingActions(s), allCastActions(s));
    case 'over':
      return [];
  }
}
