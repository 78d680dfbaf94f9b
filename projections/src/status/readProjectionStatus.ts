import type { SqlExecutor } from '@pawroute/platform';
import { readAllCheckpoints, type CheckpointRow } from '../runner/checkpoints';

/** The stored state of every projector (for ops and health checks; works from any process). */
export async function readProjectionStatus(db: SqlExecutor): Promise<CheckpointRow[]> {
  return readAllCheckpoints(db);
}
