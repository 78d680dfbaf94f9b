import type { SqlExecutor } from '../../db/database';

/**
 * Counters for the public entrance (sign-up, confirmation mails, link lookups), in Postgres so every
 * process shares them: a fixed window per bucket (`ip:<address>:<what>`, `email:<address>:<what>`).
 * `take` counts one use and answers whether it is within the limit; a refused use still counts.
 */
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a while and try again.';

export async function ensureEntranceRateTable(db: SqlExecutor): Promise<void> {
  await db.query(`
    CREATE TABLE IF NOT EXISTS entrance_rate (
      bucket text PRIMARY KEY,
      uses int NOT NULL,
      window_start timestamptz NOT NULL
    )`);
}

const ensured = new WeakMap<object, Promise<void>>();

export async function takeEntranceRate(db: SqlExecutor, bucket: string, limit: number, windowMinutes: number): Promise<boolean> {
  let done = ensured.get(db);
  if (!done) {
    done = ensureEntranceRateTable(db).catch(() => ensureEntranceRateTable(db));
    done.catch(() => ensured.delete(db));
    ensured.set(db, done);
  }
  await done;
  const { rows } = await db.query<{ uses: number }>(
    `INSERT INTO entrance_rate (bucket, uses, window_start) VALUES ($1, 1, now())
     ON CONFLICT (bucket) DO UPDATE SET
       uses = CASE WHEN entrance_rate.window_start < now() - make_interval(mins => $2) THEN 1 ELSE entrance_rate.uses + 1 END,
       window_start = CASE WHEN entrance_rate.window_start < now() - make_interval(mins => $2) THEN now() ELSE entrance_rate.window_start END
     RETURNING uses`,
    [bucket.slice(0, 400), windowMinutes],
  );
  return Number(rows[0]?.uses ?? 1) <= limit;
}
