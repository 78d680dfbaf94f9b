/**
 * The persisted query cache: the stylist's day (appointments, estimates, the route and drive times, the
 * customer's cards and default gratuity, the business options) and who it belongs to (the session answer)
 * are written to IndexedDB and read back as the app starts, so a warm open paints the day at once and the
 * day stays readable without a signal. What is read back is a hint for painting, marked stale: every
 * query refetches, and the server checks the real session on every read and write.
 * Ownership: the saved day carries the user the server last named; it is only written while the server
 * says that user is signed in, dropped at once when the server says nobody is (a 401 anywhere, sign-out),
 * and a different user's answer removes it from memory before their own reads arrive.
 * Hydration uses this app's own @tanstack/react-query (dehydrate/hydrate), so versions never mix.
 */
import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { createStore, del, get, set } from 'idb-keyval';
import { SESSION_KEY } from '../queryClient';

/** The reads the day needs, by the first part of their query key. */
export const OFFLINE_QUERY_ROOTS = ['appointments', 'estimates', 'routes', 'creditCards', 'completion', 'options', 'petVaccinations'] as const;
/** How long the day's reads stay in memory (and on disk) unused: a whole working day. */
const DAY_MS = 24 * 60 * 60_000;
/** Bumped when a cached answer's shape changes: an older cache is dropped. */
const BUSTER = 'pawroute-day-2';
const KEY = 'pawroute-day';
/**
 * A burst of answers is written once, shortly after it: a reload soon after the day arrived must find it
 * saved (the bench's warm open follows its cold one at once), and the page is also saved as it goes.
 */
const SAVE_AFTER_MS = 50;

interface SavedDay {
  buster: string;
  timestamp: number;
  /** The user the server named when this was written; only their pages may paint it. */
  owner: number;
  clientState: DehydratedState;
}

const store = typeof indexedDB === 'undefined' ? null : createStore('pawroute-query-cache', 'cache');

const isDayRead = (query: Query): boolean =>
  OFFLINE_QUERY_ROOTS.includes(query.queryKey[0] as (typeof OFFLINE_QUERY_ROOTS)[number]) && query.queryKey[1] !== 'signoffCheck';
const isSession = (query: Query): boolean => query.queryKey[0] === SESSION_KEY[0];
/**
 * The first screen's own reads (the stylist's appointments, the day's schedule): lists that fill no form,
 * kept when restored answers no screen shows are dropped. The session check (index.html preloads it) can
 * answer before the day page's code has run and observed them; dropping them then threw the saved day away
 * (the list waited for its own read). The business options are not kept although the shell prefetches them:
 * the estimate editor fills its prices from the first options it sees, and a saved copy may be days old.
 */
const isDayListRead = (query: Query): boolean =>
  query.queryKey[0] === 'appointments' && (query.queryKey[1] === 'day' || (query.queryKey[1] === 'list' && query.queryKey[2] === 'employee'));
const worthKeeping = (query: Query): boolean =>
  query.state.status === 'success' && ((isDayRead(query) && query.state.data !== undefined) || (isSession(query) && Boolean(query.state.data)));

const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Online, only the stylist's day list paints from the saved day (the warm open); offline, every page.
 * Online elsewhere nothing is restored: a form fills itself once from the first answer it sees, and a
 * restored estimate or appointment would fill it with what the server no longer says. For the same reason,
 * once the server has named the user, the restored answers no screen is showing are dropped
 * (dropRestoredUnseen): the next page asks the server, not the saved day.
 */
const paintsFromSavedDay = (): boolean => {
  if (typeof window === 'undefined') return false;
  return isOffline() || /^\/dashboard\/schedule\/?$/.test(window.location.pathname);
};

/** Every state restored marked invalidated: shown at once, refetched by the first observer or prefetch. */
function markedStale(state: DehydratedState): DehydratedState {
  return { ...state, queries: state.queries.map((q) => ({ ...q, state: { ...q.state, isInvalidated: true } })) };
}

/**
 * Restores the saved day into the client (started as the client is made, so the read from disk runs
 * beside the page's first requests), then keeps saving it. Returns the unsubscribe.
 */
export function persistQueryCache(client: QueryClient): () => void {
  for (const root of OFFLINE_QUERY_ROOTS) client.setQueryDefaults([root], { gcTime: DAY_MS });
  if (!store) return () => undefined;
  /** Who the server last said is signed in: undefined before it has answered, null for nobody. */
  let liveUser: number | null | undefined;
  /** The owner of the day hydrated from disk, while its answers may still be in memory. */
  let restoredOwner: number | null = null;
  /** When the restored day was saved: an answer no newer than this came from disk, not the server. */
  let restoredAt: number | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  if (paintsFromSavedDay()) {
    void get<string>(KEY, store)
      .then((text) => {
        const saved = typeof text === 'string' ? (JSON.parse(text) as SavedDay) : null;
        if (!saved || saved.buster !== BUSTER || Date.now() - saved.timestamp >= DAY_MS) return;
        // The server answered first: its word on who is signed in stands.
        if (liveUser !== undefined && liveUser !== saved.owner) return;
        restoredOwner = saved.owner;
        // hydrate keeps whatever is newer in memory already (an answer that beat the disk).
        hydrate(client, markedStale(saved.clientState));
        restoredAt = saved.timestamp;
        // The server named this user before the disk answered: only what a screen shows stays.
        if (typeof liveUser === 'number' && !isOffline()) dropRestoredUnseen();
      })
      .catch(() => undefined);
  }

  const save = () => {
    timer = null;
    // Written only for the user the server named (never for a hint, never after sign-out).
    if (typeof liveUser !== 'number') return;
    const clientState = dehydrate(client, { shouldDehydrateQuery: worthKeeping });
    const saved: SavedDay = { buster: BUSTER, timestamp: Date.now(), owner: liveUser, clientState };
    // As JSON text: an answer's state may hold what IndexedDB cannot clone (an error's class).
    void set(KEY, JSON.stringify(saved), store).catch(() => undefined);
  };
  const forgetDay = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    client.removeQueries({ predicate: isDayRead });
    restoredOwner = null;
  };

  const dropRestoredUnseen = () => {
    const savedAt = restoredAt;
    if (savedAt === null) return;
    restoredAt = null;
    client.removeQueries({
      predicate: (query) => isDayRead(query) && !isDayListRead(query) && query.getObserversCount() === 0 && query.state.dataUpdatedAt <= savedAt,
    });
  };

  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && isSession(event.query)) {
      // A server's answer (or the login's, the sign-out's, a 401's): hydration never dispatches 'success'.
      const user = event.query.state.data as { ID: number } | null | undefined;
      const next = user ? user.ID : null;
      if (next === null) {
        // Signed out: nothing of the day stays on screen or on disk.
        liveUser = null;
        forgetDay();
        void del(KEY, store!).catch(() => undefined);
        return;
      }
      if (restoredOwner !== null && restoredOwner !== next) forgetDay();
      else if (!isOffline()) dropRestoredUnseen();
      liveUser = next;
    }
    if ((event.type === 'updated' || event.type === 'removed') && typeof liveUser === 'number' && !timer) {
      timer = setTimeout(save, SAVE_AFTER_MS);
    }
  });
  const saveNow = () => {
    if (!timer) return;
    clearTimeout(timer);
    save();
  };
  if (typeof window !== 'undefined') window.addEventListener('pagehide', saveNow);
  return () => {
    unsubscribe();
    if (typeof window !== 'undefined') window.removeEventListener('pagehide', saveNow);
  };
}

/** Sign-out: what was saved for this user goes. */
export function forgetPersistedCache(): void {
  if (store) void del(KEY, store).catch(() => undefined);
}
