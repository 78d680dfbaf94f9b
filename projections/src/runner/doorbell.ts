import type { EventStore } from '@pawroute/platform';
import type { RunnerLogger } from './logger';
import { sleep } from './sleep';

/**
 * Wakes caught-up projectors when events are appended. Projectors read their own events with
 * `readAll` from their checkpoints (the store's ordering guarantee lives there); the live subscription
 * only says "something new". A slow fallback tick covers a subscription that went quiet.
 */
export class Doorbell {
  private rings = 0;
  private waiters = new Set<() => void>();

  constructor(private readonly fallbackMs: number) {}

  /** A ticket taken before reading: a ring after it makes `wait` return at once. */
  ticket(): number {
    return this.rings;
  }

  ring(): void {
    this.rings++;
    const waiters = [...this.waiters];
    this.waiters.clear();
    for (const wake of waiters) wake();
  }

  async wait(ticket: number, signal: AbortSignal): Promise<void> {
    if (this.rings !== ticket || signal.aborted) return;
    const controller = new AbortController();
    const onAbort = () => controller.abort();
    signal.addEventListener('abort', onAbort, { once: true });
    const wake = () => controller.abort();
    this.waiters.add(wake);
    await sleep(this.fallbackMs, controller.signal);
    this.waiters.delete(wake);
    signal.removeEventListener('abort', onAbort);
  }

  /** Rings on every event appended after the current head, until `signal` aborts. */
  async listen(store: EventStore, signal: AbortSignal, logger: RunnerLogger): Promise<void> {
    while (!signal.aborted) {
      try {
        const after = await store.headPosition();
        this.ring(); // events may have landed while we were (re)subscribing
        for await (const item of store.subscribeAll({ after, signal })) {
          if (signal.aborted) break;
          if (item.kind === 'event') this.ring();
        }
      } catch (error) {
        if (signal.aborted) break;
        logger.warn({ err: error }, 'projection runner: live subscription failed, resubscribing');
        await sleep(1_000, signal);
      }
    }
  }
}
