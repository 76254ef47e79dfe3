/** The Black Gate's data: every table of BLACKGATE.md the engine reads, each entry tagged. */
export * from './tags';
export * from './options';
export * from './characters';
export * from './monsters';
export * from './levels';
export * from './traps';
export * from './negotiation';
export * from './treasure';
export * from './combat';
export * from './magic';
export * from './finds';
export * from './victory';
