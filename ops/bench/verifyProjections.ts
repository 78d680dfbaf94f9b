/**
 * verify-projections bench: over the rebuild bench's history (a million events by default),
 * after its rebuild, every projector rebuilt aside at its live checkpoint and compared row by row with
 * the live tables, timed. What a daily verification costs; and it must find nothing (a rebuild compared
 * with a rebuild), so a difference fails the bench instead of being reported as a speed.
 */
import { createPostgresEventStore, openDatabase } from '@pawroute/platform';
import { allProjectors, verifyProjections } from '@pawroute/projections';

export interface VerifyBenchResult {
  /** Events in the store. */
  historyEvents: number;
  /** Events replayed into the side tables, all projectors together. */
  eventsReplayed: number;
  seconds: number;
  eventsReplayedPerSecond: number;
  projectors: number;
  /** Seconds per projector, slowest first. */
  perProjector: Record<string, number>;
}

export async function benchVerifyProjections(url: string, { log = () => undefined }: { log?: (line: string) => void } = {}): Promise<VerifyBenchResult> {
  const db = await openDatabase({ url });
  const store = await createPostgresEventStore(db);
  try {
    const { rows } = await db.query<{ n: string }>('SELECT count(*)::text AS n FROM public.events');
    const perProjector: Record<string, number> = {};
    let last = process.hrtime.bigint();
    const started = last;
    const { results, diverged } = await verifyProjections({
      db,
      store,
      projectors: allProjectors,
      requestedBy: 'bench',
      onResult: (r) => {
        const now = process.hrtime.bigint();
        perProjector[r.projector] = Number((Number(now - last) / 1e9).toFixed(2));
        last = now;
        log(`  ${r.projector}: ${r.status}, ${r.events} events, ${perProjector[r.projector]} s`);
      },
    });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const bad = results.filter((r) => r.status !== 'equal');
    if (diverged || bad.length > 0) {
      throw new Error(`verify-projections found ${bad.map((r) => `${r.projector} ${r.status}${r.message ? ` (${r.message})` : ''}`).join(', ')} after a rebuild`);
    }
    const eventsReplayed = results.reduce((n, r) => n + r.events, 0);
    return {
      historyEvents: Number(rows[0]!.n),
      eventsReplayed,
      seconds: Number(seconds.toFixed(2)),
      eventsReplayedPerSecond: Math.round(eventsReplayed / seconds),
      projectors: results.length,
      perProjector: Object.fromEntries(Object.entries(perProjector).sort(([, a], [, b]) => b - a)),
    };
  } finally {
    await store.close();
    await db.close();
  }
}
