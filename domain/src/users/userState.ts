import type { DomainEvent } from '../shared/decider';
import type { UserEvent } from './events';

/** What the write side needs to know about a user stream: only what its rules read. */
export type UserState =
  | { status: 'none' }
  | {
      status: 'active';
      userId: number;
      emailAddress: string;
      isAccount: boolean;
      customerId: number | null;
      isDeleted: boolean;
      mergedIntoUserId: number | null;
      commentGroupId: number | null;
      details: { firstName: string; middleName: string | null; lastName: string; birthday: string | null; notes: string | null };
    };

export const initialUserState = (): UserState => ({ status: 'none' });

/**
 * Total: a `User-<id>` stream gains event types from other features, so any event this state does not
 * read leaves it unchanged (`default`). Known types are narrowed by `type`; their data was validated on
 * append and upcast on read.
 */
export function evolveUser(state: UserState, anyEvent: DomainEvent): UserState {
  const event = anyEvent as UserEvent;
  if (event.type === 'UserCreated') {
    const d = event.data;
    return {
      status: 'active',
      userId: d.userId,
      emailAddress: d.emailAddress,
      isAccount: false,
      customerId: d.customerId,
      isDeleted: false,
      mergedIntoUserId: null,
      commentGroupId: null,
      details: { firstName: d.firstName, middleName: d.middleName, lastName: d.lastName, birthday: null, notes: null },
    };
  }
  if (state.status !== 'active') return state;
  switch (event.type) {
    case 'LoginAccountCreated':
      return { ...state, isAccount: true, emailAddress: event.data.emailAddress };
    case 'UserDetailsUpdated': {
      const { firstName, middleName, lastName, birthday, notes } = event.data;
      return { ...state, details: { firstName, middleName, lastName, birthday, notes } };
    }
    case 'UserDeleted':
      return { ...state, isDeleted: true };
    case 'UserRestored':
      return { ...state, isDeleted: false };
    case 'UserMerged':
      return { ...state, mergedIntoUserId: event.data.intoUserId };
    case 'UserCommentGroupAssigned':
      return { ...state, commentGroupId: event.data.commentGroupId };
    default:
      return state;
  }
}
