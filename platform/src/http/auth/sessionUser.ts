import type { SessionUser } from '@pawroute/domain';
import type { Actor } from '../actor';
import type { UserRecord } from './userRecord';

export type { SessionUser };

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
