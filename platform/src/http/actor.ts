import type { PermissionFlags } from '@pawroute/domain';
import { USER_TYPE_IDS } from '@pawroute/domain';

/** Who is making the request: the server-side identity every permission check uses. */
export interface Actor {
  userId: number;
  userTypeId: number;
  customerId: number | null;
  permissions: PermissionFlags;
}

/** Staff is anyone whose user type is not Customer (custom user types count as staff). */
export const isStaff = (actor: Actor): boolean => actor.userTypeId !== USER_TYPE_IDS.Customer;
