/** The one game session of the page: the save store and the controller over the bus. */
import { bus } from './bus';
import { Controller } from './controller';
import { browserClaims } from './delveClaims';
import { createSaveStore } from './store/store';

export const store = createSaveStore();

store.onStatus((status) => {
  if (status.kind === 'memory') bus.emit('ui:toast', { text: status.message, kind: 'error' });
});

/** Which delve this tab plays: one tab at a time (src/delveClaims.ts). */
export const claims = browserClaims();

export const controller = new Controller(bus, store, claims);
