/**
 * Rebuild benchmark: a business's mixed history (mixedHistory.ts: people, two years of
 * appointments with their estimates and bookings, a waiting list, two years of money) written into the
 * PostgreSQL event store, then `rebuildAll` timed over every projector, reading through the store's
 * `readAll` like `pawroute rebuild`. The read models it leaves are checked against the history (a fast
 * rebuild that computed the wrong figures would be no result), and the reads and pushes benches go on
 * over them.
 */
import { createPostgresEventStore, openDatabase } from '@pawroute/platform';
import { allProjectors, rebuildAll, REBUILD_BATCH_SIZE } from '@pawroute/projections';
import { generateMixedHistory, type MixedHistory } from './mixedHistory';

export interface RebuildBenchResult {
  /** Events the rebuild read and applied (the history minus event types no projector handles). */
  events: number;
  /** Events in the store. */
  historyEvents: number;
  eventsPerSecond: number;
  /** The whole history over the rebuild's time (the events no projector handles are skipped by the read). */
  historyEventsPerSecond: number;
  seconds: number;
  batchSize: number;
  /**
   * Every projector rebuilt (allProjectors' order), with the events it applied and the seconds its apply
   * transactions took: lanes run side by side, so the slowest lane, not the sum, bounds the rebuild.
   */
  projectors: Record<string, { events: number; seconds: number; transactions: number }>;
  generateSeconds: number;
  /** Rows the rebuild wrote in the main read models. */
  rows: Record<string, number>;
}

export async function benchRebuild(
  url: string,
  { events = 1_000_000, batchSize = REBUILD_BATCH_SIZE, timeZone = 'America/Chicago', log = () => undefined }: { events?: number; batchSize?: number; timeZone?: string; log?: (line: string) => void } = {},
): Promise<{ result: RebuildBenchResult; history: MixedHistory }> {
  const db = await openDatabase({ url });
  const store = await createPostgresEventStore(db);
  try {
    const { rows: any } = await db.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM public.events) AS any');
    if (any[0]!.any) throw new Error('The rebuild bench writes its own history: point it at an empty database.');
    const generating = Date.now();
    const history = await generateMixedHistory(db, store, { events, timeZone, now: new Date().toISOString() });
    const generateSeconds = (Date.now() - generating) / 1000;
    log(`  ${history.events} events generated in ${generateSeconds.toFixed(1)} s (${history.appointments} appointments, ${history.transactions} transactions)`);
    await db.query('VACUUM ANALYZE public.events');
    // The history's own writes are flushed first: a store rebuilt is one that has been sitting, not one
    // whose last gigabyte of writes PostgreSQL is still writing back while the rebuild is timed.
    await db.query('CHECKPOINT');

    let lastLog = Date.now();
    const started = process.hrtime.bigint();
    const rebuilt = await rebuildAll({
      db,
      store,
      projectors: allProjectors,
      batchSize,
      totalEvents: history.events,
      onProgress: (done, total) => {
        if (Date.now() - lastLog < 10_000) return;
        lastLog = Date.now();
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        log(`  rebuild: ${done} of about ${total} events, ${Math.round(done / seconds)} events/s`);
      },
    });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const projectors = Object.fromEntries(
      allProjectors.map((p) => {
        const tally = rebuilt.projectorSeconds[p.name] ?? { events: 0, seconds: 0, transactions: 0 };
        return [p.name, { ...tally, seconds: Number(tally.seconds.toFixed(2)) }];
      }),
    );
    const slowest = Object.entries(projectors).sort(([, a], [, b]) => b.seconds - a.seconds).slice(0, 8);
    log(`  slowest lanes: ${slowest.map(([name, t]) => `${name} ${t.seconds} s (${t.events} events)`).join(', ')}`);
    // As autovacuum would leave them a minute later: statistics and the visibility map (index-only scans).
    await db.query('VACUUM ANALYZE');
    // And the rebuild's gigabytes written back now, not by a checkpoint during the next bench's first
    // minute (the mixed load's first 60 s once ran at 30 times the p99 of the same rate a minute later).
    await db.query('CHECKPOINT').catch(() => undefined);

    const rows = await checkReadModels(db);
    return {
      history,
      result: {
        events: rebuilt.events,
        historyEvents: history.events,
        eventsPerSecond: Math.round(rebuilt.events / seconds),
        historyEventsPerSecond: Math.round(history.events / seconds),
        seconds: Number(seconds.toFixed(2)),
        batchSize,
        projectors,
        generateSeconds: Number(generateSeconds.toFixed(2)),
        rows,
      },
    };
  } finally {
    await store.close();
    await db.close();
  }
}

/** The rebuilt read models hold a row for every appointment, estimate, customer and transaction of the history. */
async function checkReadModels(db: Awaited<ReturnType<typeof openDatabase>>): Promise<Record<string, number>> {
  const { rows } = await db.query<Record<string, string>>(`
    SELECT (SELECT count(*) FROM appointments)::text AS appointments,
           (SELECT count(*) FROM public.events WHERE type = 'AppointmentCreated')::text AS "appointmentsCreated",
           (SELECT count(*) FROM estimates)::text AS estimates,
           (SELECT count(DISTINCT (data->>'estimateId')::int) FROM public.events WHERE type = 'EstimateSaved')::text AS "estimatesSaved",
           (SELECT count(*) FROM customers)::text AS customers,
           (SELECT count(*) FROM public.events WHERE type = 'CustomerCreated')::text AS "customersCreated",
           (SELECT count(*) FROM transactions WHERE ref_transaction_id IS NULL)::text AS transactions,
           (SELECT count(*) FROM public.events WHERE type = 'TransactionCreated')::text AS "transactionsCreated",
           (SELECT count(*) FROM transactions)::text AS "ledgerRows"`);
  const n = Object.fromEntries(Object.entries(rows[0]!).map(([k, v]) => [k, Number(v)]));
  for (const [model, source] of [['appointments', 'appointmentsCreated'], ['estimates', 'estimatesSaved'], ['customers', 'customersCreated'], ['transactions', 'transactionsCreated']] as const) {
    if (n[model] !== n[source]) throw new Error(`rebuild bench: ${n[model]} ${model} rows after the rebuild, the history has ${n[source]}`);
  }
  return { appointments: n.appointments!, estimates: n.estimates!, customers: n.customers!, transactions: n.transactions!, ledgerRows: n.ledgerRows! };
}
