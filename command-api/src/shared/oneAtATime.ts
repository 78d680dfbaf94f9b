import type { AppServices, SqlExecutor } from '@pawroute/platform';

/**
 * One piece of work at a time per key in this process (a queue per key). The ledger runs one money
 * movement at a time per transaction with it (the refund's gateway call and its append in order, so
 * 1,000 concurrent refunds do not exhaust each other's append retries after the gateway has already
 * paid; across processes the stream's expected revision still decides).
 */
const queues = new Map<string, Promise<unknown>>();
export async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = queues.get(key) ?? Promise.resolve();
  const run = before.then(work, work);
  const tail = run.catch(() => undefined);
  queues.set(key, tail);
  try {
    return await run;
  } finally {
    if (queues.get(key) === tail) queues.delete(key);
  }
}

/**
 * Runs `work` for one key at a time: in this process (oneAtATime), and across processes on PostgreSQL
 * under pg_advisory_xact_lock of the key, in one database transaction that `work` may write in
 * (committed when it returns, rolled back when it throws). PGlite has one session and one process: the
 * in-process queue is the lock there, and `work` gets services.db. For a webhook delivered several times
 * at once (Authorize.net's notifications, the SMS provider's texts): one applies, the others see it.
 */
export async function oneAtATimeEverywhere<T>(services: AppServices, key: string, work: (db: SqlExecutor) => Promise<T>): Promise<T> {
  return oneAtATime(key, () => {
    if (services.db.kind !== 'postgres') return work(services.db);
    return services.db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`pawroute.${key}`]);
      return work(tx);
    });
  });
}
