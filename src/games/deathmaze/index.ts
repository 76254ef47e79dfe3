/**
 * The Deathmaze's one public entry: the ruleset value, and what the table, the store and the
 * controller read of the game (its state, views, tables and words). Code outside src/games
 * imports the game from here, never from a module inside it (lint); tests may reach further in.
 */
export { deathmaze, deathmazeVariant } from './ruleset';
export { deathmazeTables, inheritTables, makeTables, registerTables, tables, tablesFor, type Limits, type TableData, type TableOverrides, type Tables } from './tables';
export * from './autoplay';
export * from './board/cupOdds';
export * from './board/grid';
export * from './board/maze';
export * from './combat/view';
export * from './data/adventurers';
export * from './data/chitTypes';
export * from './data/combatResultsTable';
export * from './data/encounterTables';
export * from './data/monsterTables';
export * from './data/monsters';
export * from './data/spells';
export * from './data/tags';
export * from './data/treasure';
export * from './data/weapons';
export * from './dice';
export * from './edition';
export * from './encounter/arrival';
export * from './encounter/encounters';
export * from './encounter/features';
export * from './events';
export * from './game';
export * from './glossary';
export * from './handOn';
export * from './lesson';
export * from './moves';
export * from './party/continuity';
export * from './party/party';
export * from './party/roster';
export * from './party/treasure';
export * from './state';
export * from './winning';
