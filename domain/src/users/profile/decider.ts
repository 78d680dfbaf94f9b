import type { CommandContext } from '../../shared/decider';
import { DomainError } from '../../shared/errors';
import type { UserEvent } from '../events';
import { PROFILE_MESSAGES, USER_MESSAGES } from '../messages';
import type { UserState } from '../userState';

/** The profile's commands on the `User-<id>` stream: edit, delete, restore, merge, comment group. */
export interface UpdateUserDetails {
  type: 'UpdateUserDetails';
  data: { userId: number; firstName: string; middleName: string | null; lastName: string; birthday: string | null; notes: string | null };
}
export interface DeleteUser {
  type: 'DeleteUser';
  data: { userId: number };
}
export interface RestoreUser {
  type: 'RestoreUser';
  data: { userId: number };
}
/** The duplicate side of a merge (its records have already moved to `intoUserId`). */
export interface MarkUserMerged {
  type: 'MarkUserMerged';
  data: { userId: number; intoUserId: number };
}
export interface AssignCommentGroup {
  type: 'AssignCommentGroup';
  data: { userId: number; commentGroupId: number };
}

export type UserProfileCommand = UpdateUserDetails | DeleteUser | RestoreUser | MarkUserMerged | AssignCommentGroup;

type Active = Extract<UserState, { status: 'active' }>;

function existing(state: UserState): Active {
  if (state.status === 'none') throw new DomainError(404, USER_MESSAGES.userNotFound);
  return state;
}

export function decideUserProfile(command: UserProfileCommand, state: UserState, { now }: CommandContext): UserEvent[] {
  const user = existing(state);
  switch (command.type) {
    case 'UpdateUserDetails': {
      if (user.isDeleted) throw new DomainError(409, PROFILE_MESSAGES.userDeleted);
      const { userId: _userId, ...details } = command.data;
      const same = (Object.keys(details) as (keyof typeof details)[]).every((k) => details[k] === user.details[k]);
      return same ? [] : [{ type: 'UserDetailsUpdated', data: { ...command.data, updatedAt: now } }];
    }
    case 'DeleteUser':
      // Deleting twice changes nothing (a double click, a retried request).
      return user.isDeleted ? [] : [{ type: 'UserDeleted', data: { userId: user.userId, deletedAt: now } }];
    case 'RestoreUser':
      // Part 1 §4: restore brings the profile back; records moved by a merge stay where they went.
      return user.isDeleted ? [{ type: 'UserRestored', data: { userId: user.userId, restoredAt: now } }] : [];
    case 'MarkUserMerged': {
      if (user.mergedIntoUserId === command.data.intoUserId) return [];
      const events: UserEvent[] = [
        { type: 'UserMerged', data: { userId: user.userId, intoUserId: command.data.intoUserId, mergedAt: now } },
      ];
      if (!user.isDeleted) events.push({ type: 'UserDeleted', data: { userId: user.userId, deletedAt: now } });
      return events;
    }
    case 'AssignCommentGroup':
      // The first group assigned stays the user's group; a second (a race) is ignored.
      return user.commentGroupId !== null
        ? []
        : [{ type: 'UserCommentGroupAssigned', data: { userId: user.userId, commentGroupId: command.data.commentGroupId } }];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown user profile command ${JSON.stringify(unknown)}`);
    }
  }
}
