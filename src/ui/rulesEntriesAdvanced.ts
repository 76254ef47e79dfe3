/**
 * The rules reference's entries for chapters 11 to 13 (rulesText.ts), the Advanced Game: wizards,
 * rings, Evil Wizards and special abilities, character continuity. Short, plain and our own.
 */
import { WIN_BEZANTS, WIN_XP } from '../games/deathmaze';
import type { RuleEntry } from './ruleBook';

export const advancedEntries: readonly RuleEntry[] = [
  // 11–13 Advanced
  {
    case: '11.0',
    title: 'Wizards and magic',
    text: 'The Advanced Game adds Wizards: 4 Wound Points, Magic Resistance 2, daggers and throwing daggers only, and spells paid for in their own wounds. This table plays the Basic Game, so they are listed for reference.',
    advanced: true,
  },
  { case: '11.3', title: 'Spells', text: 'The twelve spells: the cost is paid in wounds that no healing can cure.', tables: ['spells'], advanced: true },
  { case: '12.0', title: 'Rings, Evil Wizards and special abilities', text: 'Advanced Game rules for rings, spell-casting Evil Wizards and monster powers.', advanced: true },
  {
    case: '12.11',
    title: 'Magic rings',
    text: 'Rings appear only in the Advanced Game. A Ring of Resistance adds to Magic Resistance (never beyond 5); the other rings let a Wizard cast their spell once per game for free.',
    advanced: true,
  },
  { case: '12.3', title: 'Monster special abilities', text: 'Powers some monsters have in the Advanced Game only (7.15).', tables: ['specials'], advanced: true },
  {
    case: '13.0',
    title: 'Character continuity',
    text: `In the Advanced Game a survivor may come back for another delve, healed, keeping their magic items. Each ${WIN_XP} Experience and ${WIN_BEZANTS} Bezants they spend buys one improvement.`,
    advanced: true,
  },
];
