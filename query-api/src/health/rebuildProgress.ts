import type { SqlExecutor } from '@pawroute/platform';
import type { CheckpointRow } from '@pawroute/projections';

/**
 * How far each rebuilding projector has got, 0..1 (the System page's read of the projections' checkpoints): where its rebuild checkpoint sits between the first
 * and the last event of the store (positions grow with every append, so this is the share of the history
 * read). Two index lookups, and only when something is rebuilding. Positions the PostgreSQL store did
 * not write ("<tx>/<position>") are left out rather than guessed.
 */
export async function readRebuildProgress(db: SqlExecutor, rows: readonly CheckpointRow[]): Promise<Map<string, number>> {
  const progress = new Map<string, number>();
  const rebuilding = rows.filter((row) => row.status === 'rebuilding');
  if (rebuilding.length === 0) return progress;
  const { rows: range } = await db.query<{ first: string | null; last: string | null }>(
    'SELECT min(position)::text AS first, max(position)::text AS last FROM public.events',
  );
  const first = Number(range[0]?.first ?? NaN);
  const last = Number(range[0]?.last ?? NaN);
  for (const row of rebuilding) {
    if (row.rebuildCheckpoint === null) {
      progress.set(row.name, 0);
      continue;
    }
    const at = Number(row.rebuildCheckpoint.split('/').at(-1));
    if (!Number.isFinite(at) || !Number.isFinite(first) || !Number.isFinite(last)) continue;
    progress.set(row.name, last > first ? Math.min(1, Math.max(0, (at - first) / (last - first))) : 1);
  }
  return progress;
}
