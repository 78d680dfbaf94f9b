import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ProjectorVerification, SystemProjections, TableDifference } from '@pawroute/domain';
import { queryRoute, type SqlExecutor } from '@pawroute/platform';
import { readProjectionStatus, type CheckpointRow, type VerificationRow } from '@pawroute/projections';
import { readLastVerificationRun, readLatestVerifications } from './verifications';
import { readRebuildProgress } from './rebuildProgress';

type ShownStatus = CheckpointRow['status'] | 'diverged';

/**
 * A running projector whose latest verification (verify-projections) found its tables unequal
 * to a rebuild at the same checkpoint, at the version it still runs, is 'diverged': it applies events,
 * but what it shows is not what the log says. A rebuild (a new version) or a later equal verification
 * clears it.
 */
function shownStatus(row: CheckpointRow, verification: VerificationRow | undefined): ShownStatus {
  if (row.status !== 'running') return row.status;
  return verification?.status === 'diverged' && verification.version === row.version ? 'diverged' : 'running';
}

async function projectorsWithVerification(db: SqlExecutor) {
  const rows = await readProjectionStatus(db);
  const verifications = await readLatestVerifications(db);
  return rows.map((row) => ({ row, verification: verifications.get(row.name), status: shownStatus(row, verifications.get(row.name)) }));
}

/**
 * GET /api/v4/health (public, for monitors): `status` 'ok' while every projector runs and equals the
 * log, 'faulted' when one has stopped, 'diverged' when a verification found one unequal to a rebuild;
 * names and states only (the details are for staff).
 * GET /api/v4/system/projections (EditSettings): every projector with its checkpoint and, when faulted,
 * which event stopped it and why (the runner writes that into `error`), while it rebuilds the share
 * of the history done (`rebuildProgress`, 0..1), and its latest verification with the tables and rows
 * found different; plus the last verification run (`verification`). What the System page shows.
 */
export async function healthQueries(app: FastifyInstance): Promise<void> {
  queryRoute(app, {
    url: '/api/v4/health',
    schema: z.object({}),
    permission: 'public',
    handle: async (_input, { db }) => {
      const projectors = await projectorsWithVerification(db);
      const status = projectors.some((p) => p.status === 'faulted') ? 'faulted' : projectors.some((p) => p.status === 'diverged') ? 'diverged' : 'ok';
      return { status, projectors: projectors.map((p) => ({ name: p.row.name, status: p.status })) };
    },
  });
  queryRoute(app, {
    url: '/api/v4/system/projections',
    schema: z.object({}),
    permission: 'EditSettings',
    handle: async (_input, { db }): Promise<SystemProjections> => {
      // The run first: once it reads as finished, each projector's latest result read after it is that
      // run's. The other order could answer "finished" beside a result from before it (a projector whose
      // row finished between the two reads), and the page would show the older verdict as the new one.
      const run = await readLastVerificationRun(db);
      const projectors = await projectorsWithVerification(db);
      const progress = await readRebuildProgress(db, projectors.map((p) => p.row));
      return {
        projectors: projectors.map(({ row, verification, status }) => ({
          name: row.name,
          version: row.version,
          status,
          error: row.error,
          checkpoint: row.checkpoint,
          scannedThrough: row.scannedThrough,
          rebuildProgress: progress.get(row.name) ?? null,
          // What JSON makes of the Date, said here so the answer's type is the wire's.
          updatedAt: row.updatedAt.toISOString(),
          verification: verification
            ? {
                status: verification.status as ProjectorVerification['status'],
                checkpoint: verification.checkpoint,
                finishedAt: verification.finishedAt,
                differences: verification.differences as TableDifference[],
                message: verification.message,
              }
            : null,
        })),
        verification:
          run.length === 0
            ? null
            : {
                startedAt: run.reduce((a, r) => (r.startedAt < a ? r.startedAt : a), run[0]!.startedAt),
                finishedAt: run.every((r) => r.finishedAt !== null) ? run.reduce((a, r) => (r.finishedAt! > a ? r.finishedAt! : a), run[0]!.finishedAt!) : null,
                requestedBy: run[0]!.requestedBy,
                running: run.some((r) => r.status === 'running'),
                diverged: run.filter((r) => r.status === 'diverged').map((r) => r.projector),
                failed: run.filter((r) => r.status === 'failed').map((r) => r.projector),
              },
      };
    },
  });
}
