import { sql } from 'kysely';
import type { Database } from '@pawroute/platform';
import { sleep } from './sleep';

/** The advisory lock key of "the process that applies projections" (any constant; unique in our app). */
export const PROJECTION_LOCK_KEY = 7_243_001;

/** How often the lock's connection is probed, so a dropped connection (and lost lock) is noticed. */
const PROBE_MS = 5_000;

export interface Leadership {
  /** Aborts when the lock is lost (its connection dropped): stop applying at once. */
  readonly lost: AbortSignal;
  release(): Promise<void>;
}

/** Databases whose lock this process holds: PGlite's single session would grant it twice. */
const heldInProcess = new WeakSet<Database>();

/**
 * Tries once to become the projection leader; null if another runner (process or in-process) leads.
 * On a real server the session lock lives on a dedicated pooled connection held until release, so it
 * dies with the process; PGlite has one session and one process, and the in-process guard does the rest.
 */
export async function tryAcquireLeadership(db: Database): Promise<Leadership | null> {
  if (heldInProcess.has(db)) return null;
  heldInProcess.add(db);
  try {
    const leadership = db.kind === 'pglite' ? await lockOnSharedSession(db) : await lockOnDedicatedConnection(db);
    if (!leadership) heldInProcess.delete(db);
    return leadership;
  } catch (error) {
    heldInProcess.delete(db);
    throw error;
  }
}

async function lockOnSharedSession(db: Database): Promise<Leadership | null> {
  const { rows } = await db.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [PROJECTION_LOCK_KEY]);
  if (!rows[0]?.ok) return null;
  const lost = new AbortController();
  return {
    lost: lost.signal,
    release: async () => {
      await db.query('SELECT pg_advisory_unlock($1)', [PROJECTION_LOCK_KEY]).catch(() => undefined);
      heldInProcess.delete(db);
    },
  };
}

function lockOnDedicatedConnection(db: Database): Promise<Leadership | null> {
  return new Promise<Leadership | null>((resolveAcquired, rejectAcquired) => {
    const lost = new AbortController();
    const releasing = new AbortController();
    let held: Promise<void> = Promise.resolve();
    // kysely.connection() pins one pool connection until the callback returns: that is the lock's session.
    held = db.kysely
      .connection()
      .execute(async (conn) => {
        const { rows } = await sql<{ ok: boolean }>`SELECT pg_try_advisory_lock(${PROJECTION_LOCK_KEY}) AS ok`.execute(conn);
        if (!rows[0]?.ok) return resolveAcquired(null);
        resolveAcquired({
          lost: lost.signal,
          release: async () => {
            releasing.abort();
            await held;
            heldInProcess.delete(db);
          },
        });
        try {
          while (!releasing.signal.aborted) {
            await sleep(PROBE_MS, releasing.signal);
            if (!releasing.signal.aborted) await sql`SELECT 1`.execute(conn);
          }
          await sql`SELECT pg_advisory_unlock(${PROJECTION_LOCK_KEY})`.execute(conn);
        } catch (error) {
          lost.abort(error);
        }
      })
      .catch((error: unknown) => {
        rejectAcquired(error);
        lost.abort(error);
      });
  });
}
