/**
 * The title is all a player sees first, so it is all the page loads first: the rest of the game
 * (the engine, the saves, the scenes of play, the panels: src/table.ts) comes as a second chunk,
 * asked for as soon as the title is up and awaited by whatever needs it. The service worker
 * precaches both, so after the first visit the wait is a cache read.
 */
export type Table = typeof import('./table');

let table: Table | null = null;
let loading: Promise<Table> | null = null;

/**
 * The rest of the game, loading it if nobody has yet. A failed load is asked for again next time,
 * though browsers tend to remember the failure until the page is reloaded (hence TABLE_MISSING).
 */
export function loadTable(): Promise<Table> {
  loading ??= import('./table').then(
    (m) => (table = m),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The rest of the game if it has arrived, else null (for what must not wait: a test hook, a teardown). */
export function loadedTable(): Table | null {
  return table;
}

/** What a player is told when the second chunk cannot be had (offline on a first visit). */
export const TABLE_MISSING = 'Part of the game could not be loaded. Check the connection, then reload the page.';
