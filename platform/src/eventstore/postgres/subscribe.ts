import type { Database } from '../../db/database';
import type { SubscribeAllOptions, SubscriptionItem } from '../port';
import { sleep, Wakeup } from '../wakeup';
import { EVENTS_CHANNEL } from './notifier';
import { parsePosition } from './position';
import { readBatch, type Batch } from './readAll';

const BATCH_SIZE = 500;
// Only a backstop: appends wake readers through NOTIFY (other processes) or directly (this process).
const SAFETY_POLL_MS = 2_000;
// Committed events hidden behind an older, still running transaction: look again soon, backing off a
// little. Nothing wakes us when that transaction ends, so the cap stays small: a long back-off here showed
// up as read-your-writes waits of ~2 s right after a burst of appends.
const PENDING_RECHECK_MIN_MS = 5;
const PENDING_RECHECK_MAX_MS = 50;
const RETRY_MIN_MS = 50;
const RETRY_MAX_MS = 5_000;

export interface SubscriptionContext {
  db: Database;
  /** Appends in this process signal every wake-up registered here. */
  localWakeups: Set<Wakeup>;
  /**
   * The store's own NOTIFY payload (notifier.ts): its appends already signalled localWakeups, so its own
   * NOTIFY arriving later is not a reason to read again (it was a second read per write per subscriber).
   */
  origin: string;
  /** Fires when the store closes. */
  closed: AbortSignal;
  onError(err: unknown): void;
}

/**
 * Catch-up then live, as one loop: read batches after the cursor until a short batch (then say caughtUp,
 * once), then sleep until woken and read again. Any error (a dropped connection included) is retried with
 * backoff from the cursor, so the consumer sees each event once, in order, across reconnects.
 */
export async function* subscribe(
  ctx: SubscriptionContext,
  { after, filter, signal }: SubscribeAllOptions = {},
): AsyncGenerator<SubscriptionItem> {
  if (after) parsePosition(after); // a foreign or garbled position is the caller's bug: fail, don't retry
  const stop = signal ? AbortSignal.any([signal, ctx.closed]) : ctx.closed;
  const wake = new Wakeup();
  ctx.localWakeups.add(wake);
  let unlisten: (() => Promise<void>) | null = null;
  let cursor = after ?? null;
  let caughtUp = false;
  let retryMs = RETRY_MIN_MS;
  let recheckMs = PENDING_RECHECK_MIN_MS;
  try {
    while (!stop.aborted) {
      let batch: Batch;
      try {
        unlisten ??= await ctx.db.listen(EVENTS_CHANNEL, (payload) => {
          if (payload !== ctx.origin) wake.signal();
        });
        batch = await readBatch(ctx.db, cursor, BATCH_SIZE, filter);
        retryMs = RETRY_MIN_MS;
      } catch (err) {
        if (stop.aborted) break;
        ctx.onError(err);
        await sleep(retryMs, stop);
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
        continue;
      }

      for (const event of batch.events) {
        if (stop.aborted) return;
        yield { kind: 'event', event };
        cursor = event.position;
      }
      if (batch.readUpTo) cursor = batch.readUpTo;
      if (batch.full) continue;

      if (!caughtUp) {
        caughtUp = true;
        yield { kind: 'caughtUp', position: cursor };
      }
      if (batch.pending) {
        await wake.wait(recheckMs, stop);
        recheckMs = Math.min(recheckMs * 2, PENDING_RECHECK_MAX_MS);
      } else {
        recheckMs = PENDING_RECHECK_MIN_MS;
        await wake.wait(SAFETY_POLL_MS, stop);
      }
    }
  } finally {
    ctx.localWakeups.delete(wake);
    await unlisten?.().catch(() => undefined);
  }
}
