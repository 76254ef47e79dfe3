/** The saves' storage as the page sees it: localforage's IndexedDB, read and written directly. */
import type { Page } from 'playwright-core';

/** Every key and value localforage holds (the database exists once the game has saved). */
export function storedData(page: Page): Promise<Record<string, string>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, string>>((resolve, reject) => {
        const open = indexedDB.open('deathmaze');
        open.onerror = () => reject(open.error ?? new Error('cannot open the database'));
        open.onsuccess = () => {
          const db = open.result;
          const out: Record<string, string> = {};
          if (!db.objectStoreNames.contains('saves')) {
            db.close();
            resolve(out);
            return;
          }
          const cursor = db.transaction('saves', 'readonly').objectStore('saves').openCursor();
          cursor.onerror = () => reject(cursor.error ?? new Error('cannot read the saves'));
          cursor.onsuccess = () => {
            const c = cursor.result;
            if (!c) {
              db.close();
              resolve(out);
              return;
            }
            out[typeof c.key === 'string' ? c.key : JSON.stringify(c.key)] = typeof c.value === 'string' ? c.value : JSON.stringify(c.value);
            c.continue();
          };
        };
      }),
  );
}

/** Writes one key of the store as localforage would (a string under an out-of-line key). */
export function storeItem(page: Page, key: string, value: string): Promise<void> {
  return page.evaluate(
    ({ key, value }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('deathmaze');
        open.onerror = () => reject(open.error ?? new Error('cannot open the database'));
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('saves', 'readwrite');
          tx.objectStore('saves').put(value, key);
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error ?? new Error('cannot write'));
        };
      }),
    { key, value },
  );
}
