import type { CommandContext, Decider } from '../shared/decider';
import { DomainError } from '../shared/errors';
import type { AddressData, UserEvent } from './events';
import { USER_MESSAGES } from './messages';
import { decideUserProfile, type UserProfileCommand } from './profile/decider';
import { evolveUser, initialUserState, type UserState } from './userState';

export interface CreateUser {
  type: 'CreateUser';
  data: {
    userId: number;
    firstName: string;
    middleName: string | null;
    lastName: string;
    emailAddress: string;
    userTypeId: number;
    customerId: number | null;
    phoneNumber: string | null;
    address: AddressData | null;
    /** Present when the user gets a login; `hasPassword` when one is set with it (its hash goes to credentials). */
    login: { hasPassword: boolean } | null;
    /** The user's comment group (opened on its own stream right after); absent for the demo seed. */
    commentGroupId?: number | null;
  };
}

export interface CreateLoginAccount {
  type: 'CreateLoginAccount';
  data: { userId: number; emailAddress: string; hasPassword: boolean };
}

export type UserCommand = CreateUser | CreateLoginAccount | UserProfileCommand;

function createUser({ data }: CreateUser, state: UserState, { now }: CommandContext): UserEvent[] {
  // Ids come from a sequence, so this only happens on a replayed command with a reused id.
  if (state.status !== 'none') throw new DomainError(409, USER_MESSAGES.userExists);
  const { login, commentGroupId, ...user } = data;
  const events: UserEvent[] = [{ type: 'UserCreated', data: { ...user, createdAt: now } }];
  if (login) {
    events.push({
      type: 'LoginAccountCreated',
      data: { userId: data.userId, emailAddress: data.emailAddress, hasPassword: login.hasPassword, createdAt: now },
    });
  }
  if (commentGroupId) events.push({ type: 'UserCommentGroupAssigned', data: { userId: data.userId, commentGroupId } });
  return events;
}

function createLoginAccount({ data }: CreateLoginAccount, state: UserState, { now }: CommandContext): UserEvent[] {
  if (state.status === 'none') throw new DomainError(404, USER_MESSAGES.userNotFound);
  if (state.isAccount) throw new DomainError(409, USER_MESSAGES.alreadyAccount);
  return [{ type: 'LoginAccountCreated', data: { ...data, createdAt: now } }];
}

export function decideUser(command: UserCommand, state: UserState, context: CommandContext): UserEvent[] {
  switch (command.type) {
    case 'CreateUser':
      return createUser(command, state, context);
    case 'CreateLoginAccount':
      return createLoginAccount(command, state, context);
    case 'UpdateUserDetails':
    case 'DeleteUser':
    case 'RestoreUser':
    case 'MarkUserMerged':
    case 'AssignCommentGroup':
      return decideUserProfile(command, state, context);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown user command ${JSON.stringify(unknown)}`);
    }
  }
}

/** The `User-<id>` stream's decider. */
export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};
