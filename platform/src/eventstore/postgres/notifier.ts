import type { Database } from '../../db/database';

export const EVENTS_CHANNEL = 'pawroute_events';

/**
 * Wakes subscribers in other processes after appends. NOTIFY inside the append would take the global
 * notify-queue lock at every commit and serialize concurrent appends; instead at most one pg_notify runs at
 * a time, and appends that land meanwhile share the next one. Missed wake-ups are covered by the
 * subscribers' safety poll, so a failed NOTIFY is not an error.
 */
export class AppendNotifier {
  private running: Promise<void> | null = null;
  private again = false;

  constructor(private readonly db: Database) {}

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
    do {
      this.again = false;
      await this.db.query(`SELECT pg_notify('${EVENTS_CHANNEL}', '')`).catch(() => undefined);
    } while (this.again);
    this.running = null;
  }
}
