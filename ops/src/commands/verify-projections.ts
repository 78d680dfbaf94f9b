/**
 * `pawroute verify-projections [projector ...] [--batch-size=N]`: rebuilds each named
 * projection (default: every one) aside, at its live checkpoint, and compares every row with the live
 * tables; prints the tables and first rows that differ and exits 1 on any difference. The server may
 * keep running: each projector pauses only while its tables are compared. The result is recorded, so
 * GET /api/v4/health says 'diverged' for a projector found different. Uses DATABASE_URL, else the
 * embedded PGlite under PAWROUTE_DATA_DIR (then the server must be stopped: PGlite serves one process).
 */
import { join } from 'node:path';
import { checkedEventStore, createPostgresEventStore, loadConfig, openDatabase } from '@pawroute/platform';
import { verifyProjections, type ProjectorVerification } from '@pawroute/projections';
import { chooseProjectors } from './rebuild';

export async function run(args: string[]): Promise<void> {
  const config = loadConfig();
  if (config.eventStoreUrl) {
    throw new Error('verify-projections reads events from the PostgreSQL event store; unset EVENTSTORE_URL (EventStoreDB is not wired here yet)');
  }
  const batchSize = Number(args.find((a) => a.startsWith('--batch-size='))?.split('=')[1] ?? 10_000);
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new Error('--batch-size must be a positive integer');
  const projectors = chooseProjectors(args.filter((a) => !a.startsWith('--')));
  const db = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
  const store = checkedEventStore(await createPostgresEventStore(db));
  let diverged = false;
  try {
    const result = await verifyProjections({ db, store, projectors, requestedBy: 'cli', batchSize, onResult: (r) => console.log(describe(r)) });
    diverged = result.diverged || result.failed;
    console.log(
      result.diverged
        ? 'DIVERGED: the read models above differ from a rebuild of the log.'
        : result.failed
          ? 'FAILED: a read model above could not be rebuilt aside, so it was not compared.'
          : `All ${projectors.length} read models equal a rebuild of the log.`,
    );
  } finally {
    await store.close();
    await db.close();
  }
  if (diverged) process.exitCode = 1;
}

/** One projector's outcome, with the tables and first rows that differ. */
export function describe(r: ProjectorVerification): string {
  const head = `${r.projector} (version ${r.version}, at ${r.checkpoint ?? 'the start'}, ${r.events} events replayed): `;
  if (r.status === 'equal') return `${head}equal`;
  if (r.status === 'skipped') return `${head}skipped, ${r.message}`;
  if (r.status === 'failed') return `${head}FAILED, ${r.message}`;
  const lines = [`${head}DIVERGED`];
  for (const table of r.differences) {
    lines.push(`  table ${table.table}: ${table.differingRows} differing row(s)`);
    for (const row of table.rows) {
      lines.push(`    row ${JSON.stringify(row.key)}`);
      lines.push(`      live:    ${row.live ? JSON.stringify(row.live) : '(missing)'}`);
      lines.push(`      rebuilt: ${row.rebuilt ? JSON.stringify(row.rebuilt) : '(missing)'}`);
    }
  }
  return lines.join('\n');
}
