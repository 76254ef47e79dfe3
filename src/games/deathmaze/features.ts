/**
 * Which features a delve plays with, asked in one place: the Advanced Game (3.3) brings its
 * spells, specials and Evil Wizards to every fight; the Basic Game brings none.
 */
import { advancedCombat } from './advanced/combatHooks';
import { basicCombat, type CombatHooks } from './combat/hooks';
import { isAdvanced, type GameState } from './state';

export const combatHooks = (s: GameState): CombatHooks => (isAdvanced(s) ? advancedCombat : basicCombat);
