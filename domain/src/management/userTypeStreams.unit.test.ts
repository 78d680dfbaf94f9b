import { describe, expect, it } from 'vitest';
import { USER_TYPE_IDS } from '../auth';
import type { DomainEvent } from '../shared/decider';
import { sampleEvent, SAMPLE_IDS } from '../testing/sampleEvents';
import { checkStream } from '../testing/streamCheck';
import { builtInUserTypeEvents } from './builtInUserTypes';
import {
  evolveUserTypeAssignment,
  evolveUserTypeCatalog,
  userTypeAssignmentDecider,
  userTypeCatalogDecider,
  type ChangeUserType,
  type UserTypeCatalogCommand,
} from './userTypeCatalog';

/** "a test per stream type" for the two streams user types write: `UserTypes` and `User-<id>` (type changes). */
describe('every stream type takes any event and still answers every command', () => {
  const known = builtInUserTypeEvents().map((e) => e.data);

  it('UserTypes (the catalogue)', () => {
    const events: DomainEvent[] = [
      { type: 'UserTypeDefined', data: { id: 6, name: 'Bather', permissions: ['ViewDailyRoute'] } },
      { type: 'UserTypeDefined', data: { id: 7, name: 'Washer', permissions: [] } },
      sampleEvent('UserTypeDeleted'),
    ];
    const commands: UserTypeCatalogCommand[] = [
      { type: 'CreateUserType', data: { id: 8, name: 'Trainee', permissions: [] }, known },
      { type: 'CreateUserType', data: { id: 9, name: 'office', permissions: [] }, known },
      { type: 'UpdateUserType', data: { id: 7, name: 'Washer', permissions: ['ViewTodoItems'] }, known },
      { type: 'UpdateUserType', data: { id: USER_TYPE_IDS.Customer, name: 'Customer', permissions: ['ViewAllCustomers'] }, known },
      { type: 'DeleteUserType', data: { id: 7, replacingId: USER_TYPE_IDS.Stylist }, known },
      { type: 'DeleteUserType', data: { id: USER_TYPE_IDS.Customer, replacingId: USER_TYPE_IDS.Office }, known },
    ];
    const { decided, refused } = checkStream({ ...userTypeCatalogDecider, evolve: evolveUserTypeCatalog, events, commands });
    expect(decided).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  });

  it('User-<id> (one user type changed)', () => {
    const { userId, otherUserId } = SAMPLE_IDS;
    const commands: ChangeUserType[] = [
      { type: 'ChangeUserType', data: { userId, userTypeId: USER_TYPE_IDS.Customer, typeExists: true } },
      { type: 'ChangeUserType', data: { userId, userTypeId: USER_TYPE_IDS.Office, typeExists: true } },
      { type: 'ChangeUserType', data: { userId: otherUserId, userTypeId: 99, typeExists: false } },
    ];
    const events = ['UserCreated', 'UserTypeChanged', 'UserDeleted', 'UserRestored'].map((t) => sampleEvent(t as Parameters<typeof sampleEvent>[0]));
    const { decided, refused } = checkStream({ ...userTypeAssignmentDecider, evolve: evolveUserTypeAssignment, events, commands });
    expect(decided).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  });
});
