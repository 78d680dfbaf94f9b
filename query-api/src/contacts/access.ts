import { DomainError } from '@pawroute/domain';
import { NOT_PERMITTED, type Actor, type Database } from '@pawroute/platform';

/**
 * Whose contacts an actor may read: their own with ViewProfile (part 1 §6, own-profile access); any
 * user's with ViewCustomers; a staff member's with ViewEmployees. A customer reading anyone else's gets 403.
 */
export async function assertMayViewContacts(db: Database, actor: Actor, userId: number): Promise<void> {
  if ((actor.userId === userId && actor.permissions.ViewProfile) || actor.permissions.ViewCustomers) return;
  if (actor.permissions.ViewEmployees) {
    const { rows } = await db.query(`SELECT 1 FROM users WHERE id = $1 AND customer_id IS NULL`, [userId]);
    if (rows.length > 0) return;
  }
  throw new DomainError(403, NOT_PERMITTED);
}
