/**
 * The Black Gate as a ruleset value (BLACKGATE §3–§17): what the kernel needs to deal a
 * campaign, list and apply its actions, keep its history and play it headless.
 */
import { canonicalJson } from '../../engine/canonical';
import { diceMoved } from '../../engine/dice';
import { RuleError } from '../../engine/errors';
import type { Ruleset } from '../../engine/ruleset';
import { playBlackGate } from './autoplay';
import { campaignInvariants } from './invariants';
import { alive, standing } from './party';
import { bringBackAside, keepRows, tendCharmed } from './stage/charmedParty';
import { shareOutTheFallen } from './stage/fallen';
import { climbBack } from './stage/finding';
import { settlePool, sharePending } from './stage/sharing';
import { draftState, type BgEvent, type BgSetup, type BgState } from './state';
import { newCampaign } from './stage/deal';
import { legalBgActions, type BgAction } from './stage/listing';
import { blackGateMoves } from './stage/moves';

export const blackGate: Ruleset<BgSetup, BgState, BgAction, BgEvent> = {
  id: 'blackgate',
  newGame: newCampaign,
  setupOf: (s) => s.setup,
  moves: blackGateMoves,
  legalActions: legalBgActions,
  draft: draftState,
  admit: (s, action) => {
    if (s.phase.kind === 'over') throw new RuleError('§16', 'The campaign is over.');
    if (sharePending(s) && action.type !== 'share') throw new RuleError('§14.5', 'The treasure taken here is shared out at once: give what is left to someone first.');
    return action;
  },
  settle: (before, draft, _action, events) => {
    const party = draft.party.characters;
    // §11.3: poison just taken may be neutralized by the next action only; the dead of this segment for Resurrect
    const poisoned = events.flatMap((e) => ('type' in e && e.type === 'poisoned' && 'who' in e && typeof e.who === 'string' ? [{ who: e.who, amount: Number((e as { amount?: number }).amount ?? 0) }] : []));
    if (poisoned.length > 0) draft.poisoned = poisoned;
    else delete draft.poisoned;
    for (const c of party) if (!alive(c) && before.party.characters.some((b) => b.id === c.id && alive(b))) draft.diedHere.push(c.id);
    // §16: the campaign ends when no one is left who can act (the dead, and the petrified with no one to restore them)
    if (!party.some(standing) && draft.phase.kind !== 'over' && draft.phase.kind !== 'outside') {
      draft.phase = { kind: 'over', why: 'allDead' };
      draft.fight = null;
      events.push({ type: 'gameOver', rule: '§16', text: party.some(alive) ? 'No one is left who can act: the campaign is over.' : 'Every character is dead: the campaign is over.' });
    }
    // once no fight holds the lines: the dead's holdings go to be shared (§14.5 step 3), charmed
    // monsters whose charmer fell turn (DM 9.45) and a group that stood aside for them is back,
    // the party climbs back from a room below (DATA ruling 14), the treasure waiting is shared as
    // far as no choice is needed (§14.5), and the dead and the petrified leave the marching order
    if (draft.phase.kind !== 'fight' && draft.phase.kind !== 'over') {
      if (party.some(standing)) shareOutTheFallen(draft);
      tendCharmed(draft, events);
      bringBackAside(draft, events);
      climbBack(draft, events);
      settlePool(draft, events);
      bringBackAside(draft, events); // a met group, once the treasure is shared
      climbBack(draft, events);
    }
    if (draft.phase.kind !== 'fight') keepRows(draft);
    draft.turn++;
  },
  isReveal: (before, after) =>
    diceMoved(before.dice, after.dice) ||
    (before.board.container !== after.board.container && canonicalJson(before.board.container) !== canonicalJson(after.board.container)),
  isOver: (s) => s.phase.kind === 'over',
  describe: (before, action) => {
    const move = (blackGateMoves as Record<string, { title?: (a: BgAction, s: BgState) => string }>)[action.type];
    return move?.title ? move.title(action, before) : action.type;
  },
  policy: playBlackGate,
  invariants: campaignInvariants,
};
