import type { Database } from '../../db/database';
import { sleep } from '../wakeup';

export const EVENTS_CHANNEL = 'pawroute_events';

// Each NOTIFY is a transaction of its own (an xid, a commit record): at most one per this many ms.
const MIN_INTERVAL_MS = 10;

/**
 * Wakes subscribers in other processes after appends. NOTIFY inside the append would take the global
 * notify-queue lock at every commit and serialize concurrent appends (measured: 0.08 of a raw INSERT);
 * instead at most one pg_notify runs at a time, and appends that land meanwhile share the next one.
 * Missed wake-ups are covered by the subscribers' safety poll, so a failed NOTIFY is not an error.
 * Subscribers in this process are woken directly by the store, without waiting for this.
 */
export class AppendNotifier {
  private running: Promise<void> | null = null;
  private again = false;

  /** `origin`: this store's own mark, the NOTIFY's payload; its own subscribers ignore it (they were woken directly). */
  constructor(
    private readonly db: Database,
    private readonly origin: string,
  ) {}

  poke(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop();
  }

  /** Resolves when no NOTIFY is in flight. */
  async idle(): Promise<void> {
    await this.running;
  }

  private async loop(): Promise<void> {
    for (;;) {
      this.again = false;
      await this.db.query(`SELECT pg_notify('${EVENTS_CHANNEL}', $1)`, [this.origin]).catch(() => undefined);
      if (!this.again) break;
      await sleep(MIN_INTERVAL_MS);
    }
    this.running = null;
  }
}
