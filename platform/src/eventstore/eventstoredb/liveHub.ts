import { excludeSystemEvents, START, type EventStoreDBClient, type Position as EsPosition } from '@eventstore/db-client';
import type { RecordedEvent } from '../port';
import { sleep, Wakeup } from '../wakeup';
import { isSystemEvent, toRecordedEvent } from './mapping';
import { decodeEsPosition } from './position';
import { headPosition } from './readAll';

// A consumer this far behind is cut loose and goes back to reading pages (bounded memory).
const MAX_QUEUE = 10_000;
const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 5_000;

/** One reader of the hub: a queue the hub fills and a wake-up it signals. */
export class HubConsumer {
  readonly queue: RecordedEvent[] = [];
  readonly wake = new Wakeup();
  overflowed = false;

  push(event: RecordedEvent): void {
    if (this.overflowed) return;
    if (this.queue.length >= MAX_QUEUE) {
      this.overflowed = true;
      this.queue.length = 0;
    } else {
      this.queue.push(event);
    }
    this.wake.signal();
  }
}

/**
 * The store's single live $all subscription, fanned out to every subscribeAll in this process (the client
 * quietly drops subscriptions past about a hundred). It runs while it has consumers. After a drop it
 * resubscribes from the last event it actually received: the checkpoints a filtered subscription reports
 * can lie past the next event (KurrentDB issue 4970), so they are never used to resume.
 */
export class LiveHub {
  private readonly consumers = new Set<HubConsumer>();
  private running: Promise<void> | null = null;
  private stopping: AbortController | null = null;

  constructor(
    private readonly client: EventStoreDBClient,
    private readonly onError: (err: unknown) => void,
  ) {}

  /**
   * Registers `consumer`; resolves once the hub's start position is fixed, so that a catch-up read begun
   * afterwards and the events the hub delivers leave no gap between them.
   */
  async attach(consumer: HubConsumer): Promise<void> {
    this.consumers.add(consumer);
    if (!this.running) {
      const stop = new AbortController();
      this.stopping = stop;
      let started!: () => void;
      const ready = new Promise<void>((resolve) => (started = resolve));
      this.running = this.run(stop.signal, started).finally(() => {
        if (this.stopping === stop) this.stop();
      });
      await ready;
    }
  }

  detach(consumer: HubConsumer): void {
    this.consumers.delete(consumer);
    if (this.consumers.size === 0) this.stop();
  }

  stop(): void {
    // Forget the run at once: an attach() right after this starts a fresh one instead of joining the
    // one that is winding down.
    this.stopping?.abort();
    this.stopping = null;
    this.running = null;
  }

  private async run(stop: AbortSignal, started: () => void): Promise<void> {
    let from: EsPosition | null = null;
    let fixed = false;
    let retryMs = RETRY_MIN_MS;
    while (!stop.aborted) {
      try {
        if (!fixed) {
          const head = await headPosition(this.client);
          from = head ? decodeEsPosition(head) : null;
          fixed = true;
          started();
        }
        const subscription = this.client.subscribeToAll({
          fromPosition: from ?? START,
          filter: excludeSystemEvents(),
        });
        const unsubscribe = () => void subscription.unsubscribe().catch(() => undefined);
        stop.addEventListener('abort', unsubscribe, { once: true });
        try {
          for await (const resolved of subscription) {
            const e = resolved.event;
            if (stop.aborted) break; // stopped runs hand nothing to the consumers of a newer one
            if (!e?.position) continue;
            from = e.position;
            retryMs = RETRY_MIN_MS;
            if (isSystemEvent(e)) continue;
            const event = toRecordedEvent(e);
            for (const consumer of this.consumers) consumer.push(event);
          }
        } finally {
          stop.removeEventListener('abort', unsubscribe);
        }
      } catch (err) {
        if (stop.aborted) break;
        this.onError(err);
      }
      // Ended or dropped: resubscribe (after a pause) unless we were told to stop.
      await sleep(retryMs, stop);
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    }
    if (!fixed) started();
  }
}
