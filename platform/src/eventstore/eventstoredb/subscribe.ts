import type { EventStoreDBClient } from '@eventstore/db-client';
import { matchesFilter } from '../filter';
import type { Position, SubscribeAllOptions, SubscriptionItem } from '../port';
import { sleep } from '../wakeup';
import { HubConsumer, type LiveHub } from './liveHub';
import { compareEsPositions, decodeEsPosition } from './position';
import { readPage } from './readAll';

const PAGE_SIZE = 500;
const IDLE_WAIT_MS = 60_000;
const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 5_000;

export interface EsSubscriptionContext {
  client: EventStoreDBClient;
  hub: LiveHub;
  closed: AbortSignal;
  onError(err: unknown): void;
}

/**
 * Catch-up by reading pages of $all, then live from the shared hub. The hand-over: attach to the hub
 * first, read pages once more, then take the hub's queue, dropping what the reads already delivered.
 * Errors (reads, or the hub falling too far ahead) send the consumer back to reading from its cursor.
 */
export async function* subscribe(
  ctx: EsSubscriptionContext,
  { after, filter, signal }: SubscribeAllOptions = {},
): AsyncGenerator<SubscriptionItem> {
  if (after) decodeEsPosition(after); // a foreign or garbled position is the caller's bug: fail, don't retry
  const stop = signal ? AbortSignal.any([signal, ctx.closed]) : ctx.closed;
  let cursor: Position | null = after ?? null;
  let caughtUp = false;
  let retryMs = RETRY_MIN_MS;
  let consumer: HubConsumer | null = null;
  const isNew = (position: Position) => cursor === null || compareEsPositions(position, cursor) > 0;

  try {
    while (!stop.aborted) {
      try {
        // Catch-up (again, after attaching).
        for (;;) {
          const page = await readPage(ctx.client, cursor, PAGE_SIZE, filter);
          for (const event of page.events) {
            if (stop.aborted) return;
            yield { kind: 'event', event };
          }
          if (page.readUpTo) cursor = page.readUpTo;
          if (!page.full) break;
        }
        retryMs = RETRY_MIN_MS;
        if (!consumer) {
          consumer = new HubConsumer();
          await ctx.hub.attach(consumer);
          continue;
        }
        if (!caughtUp) {
          caughtUp = true;
          yield { kind: 'caughtUp', position: cursor };
        }
        // Live.
        while (!stop.aborted && !consumer.overflowed) {
          const event = consumer.queue.shift();
          if (!event) {
            await consumer.wake.wait(IDLE_WAIT_MS, stop);
            continue;
          }
          if (!isNew(event.position)) continue;
          cursor = event.position;
          if (matchesFilter(filter, event)) yield { kind: 'event', event };
        }
        if (consumer.overflowed) {
          ctx.hub.detach(consumer);
          consumer = null;
        }
      } catch (err) {
        if (stop.aborted) break;
        ctx.onError(err);
        await sleep(retryMs, stop);
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
      }
    }
  } finally {
    if (consumer) ctx.hub.detach(consumer);
  }
}
