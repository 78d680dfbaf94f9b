import type { UserEvent } from './events';

/** What the write side needs to know about a user stream: only what its rules read. */
export type UserState =
  | { status: 'none' }
  | { status: 'active'; userId: number; emailAddress: string; isAccount: boolean };

export const initialUserState = (): UserState => ({ status: 'none' });

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserCreated':
      return { status: 'active', userId: event.data.userId, emailAddress: event.data.emailAddress, isAccount: false };
    case 'LoginAccountCreated':
      return state.status === 'active' ? { ...state, isAccount: true } : state;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
