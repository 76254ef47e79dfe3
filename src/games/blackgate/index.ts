/**
 * The Black Gate's one public entry (BLACKGATE.md): a second ruleset beside the Deathmaze, made
 * of deltas over it. So far its engine parts stand on their own, each tested by case: the data
 * (every table, each entry tagged), the setup, the Maze Levels table, the monster check,
 * negotiation, Cow and bribery, and the three-level maze with its stairs, dead ends and Gate.
 * The ruleset value that joins them into a campaign (its state, moves and stage loop) is next;
 * until then no setup names 'blackgate' and nothing on the table offers it.
 */
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
export * from './traps';
export * from './finds';
export * from './mirrors';
export * from './setup';
export * from './levels';
export * from './tables';
export * from './combat';
