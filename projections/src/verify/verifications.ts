import type { Database, SqlExecutor } from '@pawroute/platform';
import type { ProjectorVerification } from './verifyProjector';

/**
 * One row per projector per verification run (verify-projections, the System page's button, the daily
 * run): what was found, kept for the System page and the health check. A run that died leaves its rows
 * 'running'; readers go by the finished ones.
 */
export async function ensureVerificationTable(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
  // CREATE ... IF NOT EXISTS still races on the catalog when two processes start together.
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('pawroute.projection_verifications'))`);
  await tx.query(`CREATE TABLE IF NOT EXISTS public.projection_verifications (
    id bigserial PRIMARY KEY,
    run_id uuid NOT NULL,
    projector text NOT NULL,
    version integer NOT NULL,
    checkpoint text NULL,
    status text NOT NULL CHECK (status IN ('running', 'equal', 'diverged', 'skipped', 'failed')),
    differences jsonb NOT NULL DEFAULT '[]'::jsonb,
    message text NULL,
    events bigint NOT NULL DEFAULT 0,
    requested_by text NOT NULL,
    started_at timestamptz NOT NULL,
    finished_at timestamptz NULL
  )`);
  await tx.query(`CREATE INDEX IF NOT EXISTS projection_verifications_projector ON public.projection_verifications (projector, id DESC)`);
  });
}

export async function recordStarted(db: SqlExecutor, row: { runId: string; projector: string; version: number; requestedBy: string; at: Date }): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO public.projection_verifications (run_id, projector, version, status, requested_by, started_at)
     VALUES ($1, $2, $3, 'running', $4, $5) RETURNING id::text AS id`,
    [row.runId, row.projector, row.version, row.requestedBy, row.at],
  );
  return Number(rows[0]!.id);
}

export async function recordFinished(
  db: SqlExecutor,
  id: number,
  result: Pick<ProjectorVerification, 'checkpoint' | 'differences' | 'message' | 'events'> & { status: 'equal' | 'diverged' | 'skipped' | 'failed' },
  at: Date,
): Promise<void> {
  await db.query(
    `UPDATE public.projection_verifications SET status = $2, checkpoint = $3, differences = $4::jsonb, message = $5, events = $6, finished_at = $7 WHERE id = $1`,
    [id, result.status, result.checkpoint, JSON.stringify(result.differences), result.message, result.events, at],
  );
}

export interface VerificationRow {
  runId: string;
  projector: string;
  version: number;
  checkpoint: string | null;
  status: 'running' | 'equal' | 'diverged' | 'skipped' | 'failed';
  differences: unknown[];
  message: string | null;
  events: number;
  requestedBy: string;
  startedAt: string;
  finishedAt: string | null;
}

/**
 * When the latest run started (the daily verification waits a day after it), or null before the first run.
 * The System page reads the runs themselves (query-api/src/health/verifications.ts).
 */
export async function lastRunStartedAt(db: SqlExecutor): Promise<Date | null> {
  const { rows: exists } = await db.query<{ ok: boolean }>(`SELECT to_regclass('public.projection_verifications') IS NOT NULL AS ok`);
  if (!exists[0]?.ok) return null;
  const { rows } = await db.query<{ startedAt: Date }>(
    `SELECT started_at AS "startedAt" FROM public.projection_verifications
      WHERE run_id = (SELECT run_id FROM public.projection_verifications ORDER BY id DESC LIMIT 1) ORDER BY projector LIMIT 1`,
  );
  return rows[0] ? new Date(rows[0].startedAt) : null;
}
