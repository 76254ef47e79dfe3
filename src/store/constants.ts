/** The numbers every part of the save code agrees on. */

/** The `format` field of every save: what tells our file from any other JSON. */
export const SAVE_FORMAT = 'deathmaze-save';

/** The `format` field of an export of the whole collection. */
export const COLLECTION_FORMAT = 'deathmaze-collection';

/**
 * The save envelope's schema version. Bump it, and add a step to `MIGRATIONS` (migrate.ts) and
 * a golden file under test/fixtures/saves/, whenever the envelope, `GameSetup`, `Action` or
 * `GameState` change shape, or the rules change what an old action list leads to.
 */
export const SCHEMA_VERSION = 5;

/** The game's release (package.json `version`), written into every save for the player's sake. */
export const APP_VERSION = '0.4.0';

/** No delve comes near this: a larger file is refused before it is even parsed. */
export const MAX_SAVE_BYTES = 2 * 1024 * 1024;

/** An export of the whole collection: many saves, each under MAX_SAVE_BYTES. */
export const MAX_COLLECTION_BYTES = 32 * 1024 * 1024;
