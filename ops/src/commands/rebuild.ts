/**
 * `pawroute rebuild [projector ...] [--batch-size=N]`: rebuilds the named projections (default: every
 * one) from position zero into fresh tables and swaps them in, with a progress bar. This is also how a
 * faulted projector is recovered once its handler is fixed: the swap leaves it running. Uses DATABASE_URL, else the embedded PGlite under PAWROUTE_DATA_DIR.
 * Stop the server first: the rebuild needs the projection lock.
 */
import { join } from 'node:path';
import cliProgress from 'cli-progress';
import { checkedEventStore, createPostgresEventStore, loadConfig, openDatabase, type Database } from '@pawroute/platform';
import { allProjectors, rebuildAll, REBUILD_BATCH_SIZE, type Projector } from '@pawroute/projections';

export async function run(args: string[]): Promise<void> {
  const config = loadConfig();
  if (config.eventStoreUrl) {
    throw new Error('rebuild reads events from the PostgreSQL event store; unset EVENTSTORE_URL (EventStoreDB is not wired here yet)');
  }
  const batchSize = Number(args.find((a) => a.startsWith('--batch-size='))?.split('=')[1] ?? REBUILD_BATCH_SIZE);
  const projectors = chooseProjectors(args.filter((a) => !a.startsWith('--')));
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new Error('--batch-size must be a positive integer');

  const db = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
  // Checked like the server's store, so the rebuild reads the same upcast events the projectors did.
  const store = checkedEventStore(await createPostgresEventStore(db));
  try {
    const total = await countEvents(db, projectors);
    const bar = new cliProgress.SingleBar(
      { format: 'rebuild |{bar}| {percentage}% | {value}/{total} events | {rate} events/s | eta {eta_formatted}', hideCursor: true },
      cliProgress.Presets.shades_classic,
    );
    const started = Date.now();
    bar.start(total, 0, { rate: 0 });
    const result = await rebuildAll({
      db,
      store,
      projectors,
      batchSize,
      totalEvents: total,
      onProgress: (done, n) => {
        bar.setTotal(n);
        bar.update(done, { rate: Math.round(done / Math.max((Date.now() - started) / 1000, 0.001)) });
      },
    });
    bar.stop();
    const seconds = (Date.now() - started) / 1000;
    console.log(`Rebuilt ${result.projectors} projections from ${result.events} events in ${seconds.toFixed(1)} s.`);
  } finally {
    await store.close();
    await db.close();
  }
}

/** The projectors named on the command line, or all; an unknown name is an error that lists the known ones. */
export function chooseProjectors(names: readonly string[]): Projector[] {
  if (names.length === 0) return [...allProjectors];
  const known = new Map(allProjectors.map((p) => [p.name, p]));
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new Error(`unknown projector ${unknown.join(', ')}; known: ${[...known.keys()].join(', ')}`);
  }
  return names.map((name) => known.get(name)!);
}

/** The bar's total: the events the projectors read. The store port has no count, the events table does. */
async function countEvents(db: Database, projectors: readonly Projector[]): Promise<number> {
  const types = projectors.some((p) => p.eventTypes.length === 0) ? null : [...new Set(projectors.flatMap((p) => p.eventTypes))];
  const { rows } = await db.query<{ n: string }>(
    'SELECT count(*)::text AS n FROM public.events WHERE $1::text[] IS NULL OR type = ANY($1::text[])',
    [types],
  );
  return Number(rows[0]?.n ?? 0);
}
