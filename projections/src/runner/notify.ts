import { CHANGES_CHANNEL, type Position, type SqlExecutor } from '@pawroute/platform';
import { changesPayload } from './collapseKeys';
import type { ChangedKey } from './projector';

/**
 * Queued inside the batch's transaction, so listeners hear of a change only once it is committed
 * (and never of a batch that rolled back).
 */
export async function notifyChanges(
  tx: SqlExecutor,
  projector: string,
  position: Position | null,
  keys: readonly ChangedKey[],
): Promise<void> {
  await tx.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, changesPayload(projector, position, keys)]);
}
