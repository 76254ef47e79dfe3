/** The combat table: the scene and its parts live in ./combat (see ./combat/CombatScene.ts). */
export { CombatScene, FIGHT_SHOWN } from './combat/CombatScene';
export type { CombatHookInfo, CombatSpellHookInfo, CombatTestHook } from './combat/testHook';
