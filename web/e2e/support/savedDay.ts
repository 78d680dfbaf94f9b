import type { Page } from 'playwright-core';

/** The stylist's saved day as text, from the page's IndexedDB (web/src/lib/offline/persistCache.ts), or null. */
export const savedDay = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open('pawroute-query-cache');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('cache')) return resolve(null);
          const read = db.transaction('cache', 'readonly').objectStore('cache').get('pawroute-day');
          read.onsuccess = () => resolve(typeof read.result === 'string' ? read.result : null);
          read.onerror = () => reject(read.error);
        };
      }),
  );
