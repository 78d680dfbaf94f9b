import type { ProjectorVerification, SystemProjections, TableDifference } from '@pawroute/domain';
import type { SqlExecutor } from '@pawroute/platform';
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

export async function projectorsWithVerification(db: SqlExecutor) {
  const rows = await readProjectionStatus(db);
  const verifications = await readLatestVerifications(db);
  return rows.map((row) => ({ row, verification: verifications.get(row.name), status: shownStatus(row, verifications.get(row.name)) }));
}

/** What the System page shows (GET /api/v4/system/projections, routes.ts): every projector's state and latest verification, and the last run. */
export async function readSystemProjections(db: SqlExecutor): Promise<SystemProjections> {
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
}
