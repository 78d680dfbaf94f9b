import type { PermissionFlags } from '@pawroute/domain';
import { isCustomerUserType } from '@pawroute/domain';

/** Who is making the request: the server-side identity every permission check uses. */
export interface Actor {
  userId: number;
  userTypeId: number;
  customerId: number | null;
  permissions: PermissionFlags;
}

/**
 * Staff is anyone whose user type is not the customer type (custom user types count as staff). The
 * customer type is one type that cannot be deleted or replaced into (domain userTypeCatalog.ts).
 */
export const isStaff = (actor: Actor): boolean => !isCustomerUserType(actor.userTypeId);
