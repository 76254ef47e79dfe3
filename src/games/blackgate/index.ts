/**
 * The Black Gate's one public entry (BLACKGATE.md): a second ruleset beside the Deathmaze, made
 * of deltas over it and played by the same kernel (src/engine). `blackGate` is the ruleset value:
 * a campaign dealt from a setup, its stage loop (stage/: A a tile laid or the stairs taken, B the
 * door's trap, C the monsters met, talked to, bribed or fought, D the room's find), the Gate and
 * its guardians, expeditions out and in again, and the victories; the parts below it are the
 * variant's tables and rules, each tested by case. The table does not offer it yet.
 */
export { blackGate } from './ruleset';
export type { BgAction } from './stage/listing';
export type { Pool, ShareAction } from './stage/sharing';
export * from './state';
export * from './data';
export * from './data/tiles';
export * from './board/maze';
export * from './board/laying';
export * from './board/stairs';
export * from './board/levels';
export * from './board/invariants';
export * from './encounter/group';
export * from './encounter/negotiation';
export * from './party';
export * from './treasure';
export * from './treasure/items';
export * from './treasure/loot';
export * from './treasure/use';
export * from './traps';
export * from './finds';
export * from './mirrors';
export * from './setup';
export * from './edition';
export * from './levels';
export * from './tables';
export * from './combat';
export * from './view';
export * from './eventWords';
