import type { SqlExecutor } from '@pawroute/platform';
import type { VerificationRow } from '@pawroute/projections';

// The System page's reads of the verification runs (projections/src/verify/verifications.ts writes them).

const COLUMNS = `run_id::text AS "runId", projector, version, checkpoint, status, differences, message, events::int AS events,
  requested_by AS "requestedBy", started_at AS "startedAt", finished_at AS "finishedAt"`;

/** Each projector's latest finished verification (none before the first run; the table may not exist yet). */
export async function readLatestVerifications(db: SqlExecutor): Promise<Map<string, VerificationRow>> {
  const { rows: exists } = await db.query<{ ok: boolean }>(`SELECT to_regclass('public.projection_verifications') IS NOT NULL AS ok`);
  if (!exists[0]?.ok) return new Map();
  const { rows } = await db.query<VerificationRow>(
    `SELECT DISTINCT ON (projector) ${COLUMNS} FROM public.projection_verifications
      WHERE finished_at IS NOT NULL ORDER BY projector, id DESC`,
  );
  return new Map(rows.map((r) => [r.projector, { ...r, startedAt: new Date(r.startedAt).toISOString(), finishedAt: r.finishedAt && new Date(r.finishedAt).toISOString() }]));
}

/** The latest run: when it started, whether it is still going, what each projector came to. */
export async function readLastVerificationRun(db: SqlExecutor): Promise<VerificationRow[]> {
  const { rows: exists } = await db.query<{ ok: boolean }>(`SELECT to_regclass('public.projection_verifications') IS NOT NULL AS ok`);
  if (!exists[0]?.ok) return [];
  const { rows } = await db.query<VerificationRow>(
    `SELECT ${COLUMNS} FROM public.projection_verifications
      WHERE run_id = (SELECT run_id FROM public.projection_verifications ORDER BY id DESC LIMIT 1) ORDER BY projector`,
  );
  return rows.map((r) => ({ ...r, startedAt: new Date(r.startedAt).toISOString(), finishedAt: r.finishedAt && new Date(r.finishedAt).toISOString() }));
}
