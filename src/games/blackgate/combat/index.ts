/** The Black Gate's combat (BLACKGATE §9, §11.2–11.3, §12, §15.5–15.7): a pure module the ruleset drives. */
export * from './types';
export { startFight, startGateRounds, guardianGroup, fightActions, applyFightAction, checkFightAction } from './fight';
export { gatePhaseOn, GATE_WOUND_POINTS } from './gate';
export { combatSpellIds } from './spells';
export { partyReorganizations, monsterLineUp } from './lines';
export { weaponsOf, characterBonus, fightRv } from './rolls';
