/**
 * A level-triggered wake-up: a signal() that arrives while nobody waits is remembered, so a reader that
 * re-reads after every wait() never sleeps through a write that landed during its read.
 */
export class Wakeup {
  private pending = false;
  private resolveWaiter: (() => void) | null = null;

  signal(): void {
    this.pending = true;
    this.resolveWaiter?.();
  }

  /** Resolves on a signal (past or future), after `timeoutMs`, or when `abort` fires. */
  async wait(timeoutMs: number, abort?: AbortSignal): Promise<void> {
    if (!this.pending && !abort?.aborted) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, timeoutMs);
        function done() {
          clearTimeout(timer);
          abort?.removeEventListener('abort', done);
          resolve();
        }
        this.resolveWaiter = done;
        abort?.addEventListener('abort', done, { once: true });
      });
      this.resolveWaiter = null;
    }
    this.pending = false;
  }
}

/** Sleeps `ms`, returning early (without throwing) when `abort` fires. */
export function sleep(ms: number, abort?: AbortSignal): Promise<void> {
  return new Wakeup().wait(ms, abort);
}
