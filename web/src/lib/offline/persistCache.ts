/**
 * The persisted query cache: the stylist's day (appointments, estimates, the route and drive
 * times, the customer's cards and default gratuity) is written to IndexedDB through TanStack Query's
 * async-storage persister and read back when the app starts, so the day stays readable without a signal.
 * Hydration uses this app's own @tanstack/react-query (dehydrate/hydrate), so versions never mix.
 */
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { dehydrate, hydrate, type QueryClient, type Query } from '@tanstack/react-query';
import { createStore, del, get, set } from 'idb-keyval';

/** The reads the day needs, by the first part of their query key. */
export const OFFLINE_QUERY_ROOTS = ['appointments', 'estimates', 'routes', 'creditCards', 'completion', 'options', 'petVaccinations'] as const;
/** How long the day's reads stay in memory (and on disk) unused: a whole working day. */
const DAY_MS = 24 * 60 * 60_000;
/** Bumped when a cached answer's shape changes: an older cache is dropped. */
const BUSTER = 'pawroute-offline-1';

const store = typeof indexedDB === 'undefined' ? null : createStore('pawroute-query-cache', 'cache');

const persister = store
  ? createAsyncStoragePersister({
      storage: {
        getItem: (key: string) => get<string>(key, store).then((v) => v ?? null),
        setItem: (key: string, value: string) => set(key, value, store),
        removeItem: (key: string) => del(key, store),
      },
      key: 'pawroute-day',
      throttleTime: 1_000,
    })
  : null;

const worthKeeping = (query: Query): boolean =>
  query.state.status === 'success' && OFFLINE_QUERY_ROOTS.includes(query.queryKey[0] as (typeof OFFLINE_QUERY_ROOTS)[number]) && query.queryKey[1] !== 'signoffCheck';

/** Restores the saved day into the client, then keeps saving it. Returns the unsubscribe. */
export function persistQueryCache(client: QueryClient): () => void {
  for (const root of OFFLINE_QUERY_ROOTS) client.setQueryDefaults([root], { gcTime: DAY_MS });
  const disk = persister;
  if (!disk) return () => undefined;
  let restored = false;
  void Promise.resolve(disk.restoreClient())
    .then((saved) => {
      // Only a tab that starts without a signal reads the saved day: online, the server's answer is the
      // truth, and a restored answer (fresh by its timestamp) would be shown instead of refetching.
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
      if (offline && saved && saved.buster === BUSTER && Date.now() - saved.timestamp < DAY_MS) {
        // hydrate keeps whatever is newer in memory already.
        hydrate(client, saved.clientState as Parameters<typeof hydrate>[1]);
      }
    })
    .catch(() => undefined)
    .finally(() => {
      restored = true;
    });
  const save = () => {
    if (!restored) return;
    void disk.persistClient({ timestamp: Date.now(), buster: BUSTER, clientState: dehydrate(client, { shouldDehydrateQuery: worthKeeping }) as never });
  };
  return client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' || event.type === 'removed') save();
  });
}

/** Sign-out: what was saved for this user goes. */
export function forgetPersistedCache(): void {
  void persister?.removeClient();
}
