import { isStaff, loadUserRecord, toActor, type SqlExecutor } from '@pawroute/platform';
import type { LiveViewer } from './audience';

/** The live event that says a user's permissions changed (their type's flags, or their type). */
export const UPDATED_PERMISSIONS = 'updatedPermissions';

/** Who a socket's user is now, from the same read model a request's permissions come from. */
export async function loadViewer(db: SqlExecutor, userId: number): Promise<Omit<LiveViewer, 'userId'> | null> {
  const record = await loadUserRecord(db, userId);
  if (!record || record.isDeleted) return null;
  const actor = toActor(record);
  return { userTypeId: actor.userTypeId, staff: isStaff(actor), permissions: actor.permissions };
}
