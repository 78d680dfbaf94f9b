import type { Database } from '@pawroute/platform';
import { insertCheckpoint, markRebuilding } from '../runner/checkpoints';
import type { Projector } from '../runner/projector';
import { runCreateTables } from '../runner/projectorFailed';
import { recreateSideSchema, useSideSchema } from './sideSchema';

/**
 * Version recorded for a projector whose first build is a rebuild: it has no live tables yet, so if
 * the rebuild is interrupted the runner resumes it instead of going live on tables that do not exist.
 */
export const NEVER_BUILT = -1;

/** Fresh side schema with empty tables, and the row marked 'rebuilding' from position zero, atomically. */
export async function startRebuild(db: Database, projector: Projector): Promise<void> {
  await db.transaction(async (tx) => {
    await recreateSideSchema(tx, projector.name);
    await useSideSchema(tx, projector.name);
    await runCreateTables(projector, tx);
    await insertCheckpoint(tx, { name: projector.name, version: NEVER_BUILT, status: 'rebuilding' });
    await markRebuilding(tx, projector.name, projector.version);
  });
}
