import type { RecordedEvent, SqlExecutor } from '@pawroute/platform';
import { AMOUNT_ADDED } from './countingProjector';

export interface Counts {
  total: { events: number; amount: number };
  /** stream -> [events, amount, last revision] */
  streams: Record<string, [number, number, number]>;
}

/** What the counting projector's tables hold. */
export async function readCounts(db: SqlExecutor, name = 'test_counts'): Promise<Counts> {
  const streams: Counts['streams'] = {};
  const { rows } = await db.query<{ stream: string; events: number; amount: string; last_revision: number }>(
    `SELECT stream, events, amount, last_revision FROM ${name}_streams ORDER BY stream`,
  );
  for (const row of rows) streams[row.stream] = [row.events, Number(row.amount), row.last_revision];
  const total = await db.query<{ events: string; amount: string }>(`SELECT events, amount FROM ${name}_totals`);
  const t = total.rows[0];
  return { total: { events: Number(t?.events ?? 0), amount: Number(t?.amount ?? 0) }, streams };
}

/** What the counting projector's tables must hold after folding `events`, computed independently. */
export function expectedCounts(events: readonly RecordedEvent[], eventType = AMOUNT_ADDED): Counts {
  const counts: Counts = { total: { events: 0, amount: 0 }, streams: {} };
  for (const event of events) {
    if (event.type !== eventType) continue;
    const amount = (event.data as { amount: number }).amount;
    const [n, sum] = counts.streams[event.stream] ?? [0, 0, 0];
    counts.streams[event.stream] = [n + 1, sum + amount, event.revision];
    counts.total.events++;
    counts.total.amount += amount;
  }
  return counts;
}
