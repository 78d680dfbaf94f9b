/**
 * `audit verify` benchmark: the whole event chain checked (every link recomputed, every
 * checkpoint folded) over the bench database's history, in events per second. Seals a checkpoint first
 * (timed too), so the verification also folds the store-wide chain.
 */
import { openDatabase, sealCheckpoint, verifyEventChain } from '@pawroute/platform';
import { generateHistory } from './simpleHistory';

export interface AuditBenchResult {
  events: number;
  verifyEventsPerSecond: number;
  verifySeconds: number;
  sealSeconds: number;
  ok: boolean;
}

const KEY = 'bench-audit-key';

export async function benchAudit(url: string, { minEvents = 200_000 }: { minEvents?: number } = {}): Promise<AuditBenchResult> {
  const db = await openDatabase({ url });
  try {
    const { rows } = await db.query<{ n: string }>('SELECT count(*)::text AS n FROM public.events');
    const have = Number(rows[0]?.n ?? 0);
    // The rebuild bench's history when it ran first in this database; else the same history made here.
    if (have < minEvents) await generateHistory(db, Math.ceil((minEvents - have) / 20));
    const sealing = performance.now();
    await sealCheckpoint(db, KEY);
    const sealSeconds = (performance.now() - sealing) / 1000;
    const result = await verifyEventChain(db, { key: KEY });
    if (!result.ok) throw new Error(`audit bench: the chain did not verify: ${result.problems[0]?.message}`);
    return {
      events: result.events,
      verifyEventsPerSecond: Math.round(result.events / result.seconds),
      verifySeconds: Number(result.seconds.toFixed(2)),
      sealSeconds: Number(sealSeconds.toFixed(2)),
      ok: result.ok,
    };
  } finally {
    await db.close();
  }
}
