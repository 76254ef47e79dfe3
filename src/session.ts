/**
 * The one game session of the page: the save store and the controller over the bus, and the
 * read-only port the scenes and panels are mounted with (src/tablePort.ts). The changes they ask
 * of the saves, the roster and this tab's claims come over the bus and are served here.
 */
import { bus } from './bus';
import { Controller } from './controller';
import { browserClaims } from './delveClaims';
import { rosterStore } from './store/roster';
import { createSaveStore } from './store/store';
import { serve, tablePort, type TablePort } from './tablePort';

export const store = createSaveStore();

store.onStatus((status) => {
  if (status.kind === 'memory') bus.emit('ui:toast', { text: status.message, kind: 'error' });
});

/** Which delve this tab plays: one tab at a time (src/delveClaims.ts). */
export const claims = browserClaims();

export const controller = new Controller(bus, store, claims);

/** What the table reads: the controller's delve, the saves, the roster. */
export const port: TablePort = tablePort(controller, store, rosterStore);

bus.on('intent:saves', (request) => serve(store, request));
bus.on('intent:roster', (request) => serve(rosterStore(), request));
bus.on('intent:claims', (request) => serve(claims, request));
