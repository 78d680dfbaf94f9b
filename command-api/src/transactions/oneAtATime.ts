/**
 * One money movement at a time per transaction in this process: the refund's gateway call and its
 * append run in order, so 1,000 concurrent refunds do not exhaust each other's append retries after the
 * gateway has already paid. Across processes the stream's expected revision still decides, and a
 * request that lost (409) is retried with its Idempotency-Key: the gateway answers the same refund.
 * (Refunds and voids only: the completion decides with expected revisions, issue 27.)
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
