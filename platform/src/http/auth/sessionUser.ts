import type { PermissionFlags } from '@pawroute/domain';
import type { Actor } from '../actor';
import type { UserRecord } from './userRecord';

/** The signed-in user as the API describes it (login and check-session-user). */
export interface SessionUser {
  ID: number;
  firstName: string;
  lastName: string;
  emailAddress: string;
  userTypeId: number;
  /** The user type's name, e.g. 'Office'. */
  UserType: string | null;
  isAccount: boolean;
  customerId: number | null;
  /** Served by GET /api/v4/user/getProfilePicture (part 2 §7.3); null when there is none. */
  profilePictureUrl: string | null;
  permissions: PermissionFlags;
}

export function toSessionUser(user: UserRecord): SessionUser {
  return {
    ID: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    emailAddress: user.emailAddress,
    userTypeId: user.userTypeId,
    UserType: user.userTypeName,
    isAccount: user.isAccount,
    customerId: user.customerId,
    profilePictureUrl: user.hasProfilePicture ? `/api/v4/user/getProfilePicture?userId=${user.id}` : null,
    permissions: user.permissions,
  };
}

export function toActor(user: UserRecord): Actor {
  return {
    userId: user.id,
    userTypeId: user.userTypeId,
    customerId: user.customerId,
    permissions: user.permissions,
  };
}
