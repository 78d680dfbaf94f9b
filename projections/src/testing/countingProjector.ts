import type { RecordedEvent, Transaction } from '@pawroute/platform';
import type { Projector } from '../runner/projector';
import { sleep } from '../runner/sleep';

/** The event the counting projector folds: `{ amount }` in cents. */
export const AMOUNT_ADDED = 'TestAmountAdded';

export interface CountingProjectorOptions {
  name?: string;
  version?: number;
  eventTypes?: readonly string[];
  /** Slows every batch (the crash test kills a child process while a batch is open). */
  batchDelayMs?: number;
  /** Throws at the first matching event, after writing the events before it (a mid-batch failure). */
  failWhen?: (event: RecordedEvent) => boolean;
}

/**
 * A projector that does real, checkable work: per-stream event counts and amount sums, and a grand
 * total. Any lost or doubly applied event shows in the figures. Bulk SQL, one statement per table.
 */
export function countingProjector(options: CountingProjectorOptions = {}): Projector {
  const name = options.name ?? 'test_counts';
  const streams = `${name}_streams`;
  const totals = `${name}_totals`;
  return {
    name,
    version: options.version ?? 1,
    eventTypes: options.eventTypes ?? [AMOUNT_ADDED],
    tables: [streams, totals],
    async createTables(tx) {
      await tx.query(`CREATE TABLE IF NOT EXISTS ${streams} (
        stream text PRIMARY KEY, events integer NOT NULL, amount bigint NOT NULL, last_revision integer NOT NULL)`);
      await tx.query(`CREATE TABLE IF NOT EXISTS ${totals} (
        id integer PRIMARY KEY CHECK (id = 1), events bigint NOT NULL, amount bigint NOT NULL)`);
    },
    async apply(tx, events) {
      const failAt = options.failWhen ? events.findIndex(options.failWhen) : -1;
      await fold(tx, failAt >= 0 ? events.slice(0, failAt) : events);
      if (options.batchDelayMs) await sleep(options.batchDelayMs);
      if (failAt >= 0) throw new Error(`counting projector refuses event ${events[failAt].id}`);
      return [...new Set(events.map((e) => e.stream))].map((id) => ({ scope: 'testCounts', id }));
    },
  };

  async function fold(tx: Transaction, events: readonly RecordedEvent[]): Promise<void> {
    if (events.length === 0) return;
    const rows = events.map((e) => ({ stream: e.stream, revision: e.revision, amount: amountOf(e) }));
    await tx.query(
      `INSERT INTO ${streams} (stream, events, amount, last_revision)
       SELECT stream, count(*), sum(amount), max(revision)
         FROM jsonb_to_recordset($1::jsonb) AS e(stream text, revision integer, amount bigint)
        GROUP BY stream
       ON CONFLICT (stream) DO UPDATE SET events = ${streams}.events + EXCLUDED.events,
         amount = ${streams}.amount + EXCLUDED.amount, last_revision = EXCLUDED.last_revision`,
      [JSON.stringify(rows)],
    );
    const sum = rows.reduce((total, row) => total + row.amount, 0);
    await tx.query(
      `INSERT INTO ${totals} (id, events, amount) VALUES (1, $1, $2)
       ON CONFLICT (id) DO UPDATE SET events = ${totals}.events + EXCLUDED.events, amount = ${totals}.amount + EXCLUDED.amount`,
      [rows.length, sum],
    );
  }
}

function amountOf(event: RecordedEvent): number {
  const amount = (event.data as { amount?: unknown }).amount;
  return typeof amount === 'number' ? amount : 0;
}
