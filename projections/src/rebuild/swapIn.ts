import type { Database, Position } from '@pawroute/platform';
import { CheckpointConflict } from '../runner/checkpoints';
import { forgetColumnTypes } from '../runner/insertColumns';
import { notifyChanges } from '../runner/notify';
import type { Projector } from '../runner/projector';
import type { RebuildPassResult } from './rebuildPass';
import { swapInTables } from './sideSchema';

/**
 * One transaction for all: the rebuilt tables replace the live ones, and each row goes back to
 * 'running' at the new version with the rebuild's checkpoint (compare-and-set: nobody moved it).
 * Listeners then hear that every scope the projectors touched changed.
 */
export async function swapIn(
  db: Database,
  projectors: readonly Projector[],
  pass: Pick<RebuildPassResult, 'checkpoint' | 'scannedThrough' | 'scopes'>,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const projector of projectors) {
      await swapInTables(tx, projector);
      const result = await tx.query(
        `UPDATE public.projection_checkpoints
            SET version = $2, checkpoint = $3, scanned_through = $4, status = 'running', error = NULL,
                rebuild_version = NULL, rebuild_checkpoint = NULL, updated_at = now()
          WHERE name = $1 AND status = 'rebuilding' AND rebuild_version = $2
            AND rebuild_checkpoint IS NOT DISTINCT FROM $3`,
        [projector.name, projector.version, pass.checkpoint, pass.scannedThrough satisfies Position | null],
      );
      if (result.rowCount !== 1) throw new CheckpointConflict(projector.name);
      const scopes = [...(pass.scopes.get(projector.name) ?? [])].map((scope) => ({ scope }));
      await notifyChanges(tx, projector.name, pass.checkpoint, scopes);
    }
  });
  forgetColumnTypes();
}
