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
  private ringing = false;
  private waiters = new Set<() => void>();

  constructor(private readonly fallbackMs: number) {}

  /** A ticket taken before reading: a ring after it makes `wait` return at once. */
  ticket(): number {
    return this.rings;
  }

  /**
   * Rings once for everything rung in this turn of the event loop: a write's events come from the
   * subscription one after another, and a ring per event sent every woken projector to read again for
   * each (two reads or more per projector per write, where one finds them all).
   */
  ring(): void {
    if (this.ringing) return;
    this.ringing = true;
    setImmediate(() => {
      this.ringing = false;
      this.rings++;
      const waiters = [...this.waiters];
      this.waiters.clear();
      for (const wake of waiters) wake();
    });
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
