/**
 * The rules edition a Black Gate campaign was dealt under. A campaign is its setup, seed and
 * actions, replayed (saves, undo, Watch): when a change of the engine alters what an old action
 * list leads to (another die thrown, a choice asked that was not asked before, an action that no
 * longer fits), a campaign begun before it must still replay as it was played, or be refused as
 * saved under rules this version no longer plays. The deal writes the edition into the setup, so
 * every save names it.
 *
 * - Edition 1: the engine before bdb0416. Never written into a setup, and no longer played: from
 *   bdb0416 on treasure is shared by `share` actions, a chest's trap waits for its delegate and
 *   charmed monsters march with the party, so an action list of edition 1 cannot be rebuilt.
 * - Edition 2: from bdb0416 (charmed monsters fight for the party, potions in a fight, the room
 *   below a trap door, chests and shares as the players' choices), with issue 14's completions
 *   (a Charm potion between stages, a turned monster attacking alone, charmed monsters' specials,
 *   a group met again where Lock steps back to, the bookcase's armour given out when its finder
 *   wears a suit). The first a setup names.
 *
 * To mark the next change that alters replays: add its number to `BG_EDITIONS`, make it
 * `BG_CURRENT_EDITION`, and keep the behaviour it replaces behind a predicate of this file,
 * `(s) => bgEditionOf(s) < 3`, where the change is made (as src/games/deathmaze/edition.ts does).
 * A setup naming no edition is a new deal and gets the current one (the table names none);
 * campaigns saved before editions were written name none either: they replay as the current
 * edition, and one that no longer does is refused as saved by an earlier version of the rules.
 */
import { RuleError } from '../../engine/errors';

/** The editions this version plays. */
export const BG_EDITIONS = [2] as const;
export type BgEdition = (typeof BG_EDITIONS)[number];

export const BG_CURRENT_EDITION: BgEdition = 2;

/** The edition of a state's campaign. */
export const bgEditionOf = (s: { readonly setup: { readonly edition?: number } }): BgEdition => (s.setup.edition as BgEdition | undefined) ?? BG_CURRENT_EDITION;

/** The edition a setup is dealt under, or the refusal that says why this version cannot deal it. */
export function dealtEdition(edition: unknown): BgEdition {
  if (edition === undefined) return BG_CURRENT_EDITION;
  if ((BG_EDITIONS as readonly unknown[]).includes(edition)) return edition as BgEdition;
  if (typeof edition === 'number' && Number.isInteger(edition) && edition >= 1 && edition < BG_EDITIONS[0]) {
    throw new RuleError('—', `this campaign was dealt under rules edition ${edition}, an earlier version of the rules that this version of the game no longer plays`);
  }
  if (typeof edition === 'number' && Number.isInteger(edition) && edition > BG_CURRENT_EDITION) {
    throw new RuleError('—', `this campaign was dealt under rules edition ${edition}, newer than this version of the game plays (${BG_EDITIONS.join(', ')}): update the game`);
  }
  throw new RuleError('—', `a rules edition is a whole number, not ${typeof edition === 'string' || typeof edition === 'number' ? JSON.stringify(edition) : typeof edition}`);
}
