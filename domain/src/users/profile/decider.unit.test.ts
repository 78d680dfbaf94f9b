import { describe, expect, it } from 'vitest';
import type { CommandContext } from '../../shared/decider';
import { givenWhenThen, type Then } from '../../shared/givenWhenThen';
import type { UserEvent } from '../events';
import { userDecider, type UserCommand } from '../decider';

const context: CommandContext = { now: '2026-03-01T15:00:00.000Z', actorUserId: 1 };
const earlier = '2026-02-01T15:00:00.000Z';
const created: UserEvent = {
  type: 'UserCreated',
  data: {
    userId: 7, firstName: 'Jane', middleName: null, lastName: 'Doe', emailAddress: 'jane@example.com', userTypeId: 5,
    customerId: 3, phoneNumber: null, address: null, createdAt: earlier,
  },
};
const deleted: UserEvent = { type: 'UserDeleted', data: { userId: 7, deletedAt: earlier } };
const details = { userId: 7, firstName: 'Janet', middleName: null, lastName: 'Doe', birthday: '04-01-1980', notes: 'Gate 12' };

const { createdAt: _at, ...createdData } = created.data as Extract<UserEvent, { type: 'UserCreated' }>['data'];
const cases: [name: string, given: UserEvent[], when: UserCommand, then: Then<UserEvent>][] = [
  [
    'user/create assigns the new comment group with the user',
    [],
    { type: 'CreateUser', data: { ...createdData, login: null, commentGroupId: 4 } },
    {
      events: [
        { type: 'UserCreated', data: { ...createdData, createdAt: context.now } },
        { type: 'UserCommentGroupAssigned', data: { userId: 7, commentGroupId: 4 } },
      ],
    },
  ],
  ['edit the name, birthday and notes', [created], { type: 'UpdateUserDetails', data: details }, { events: [{ type: 'UserDetailsUpdated', data: { ...details, updatedAt: context.now } }] }],
  [
    'an edit that changes nothing writes nothing',
    [created],
    { type: 'UpdateUserDetails', data: { userId: 7, firstName: 'Jane', middleName: null, lastName: 'Doe', birthday: null, notes: null } },
    { events: [] },
  ],
  ['a deleted profile is not edited', [created, deleted], { type: 'UpdateUserDetails', data: details }, { error: [409, 'This profile has been marked as deleted. Restore it before making changes.'] }],
  ['a missing user is 404', [], { type: 'DeleteUser', data: { userId: 7 } }, { error: [404, 'User not found.'] }],
  ['delete', [created], { type: 'DeleteUser', data: { userId: 7 } }, { events: [{ type: 'UserDeleted', data: { userId: 7, deletedAt: context.now } }] }],
  ['delete twice writes nothing', [created, deleted], { type: 'DeleteUser', data: { userId: 7 } }, { events: [] }],
  ['restore', [created, deleted], { type: 'RestoreUser', data: { userId: 7 } }, { events: [{ type: 'UserRestored', data: { userId: 7, restoredAt: context.now } }] }],
  ['restore an active profile writes nothing', [created], { type: 'RestoreUser', data: { userId: 7 } }, { events: [] }],
  [
    'merged: marked merged and deleted',
    [created],
    { type: 'MarkUserMerged', data: { userId: 7, intoUserId: 9 } },
    {
      events: [
        { type: 'UserMerged', data: { userId: 7, intoUserId: 9, mergedAt: context.now } },
        { type: 'UserDeleted', data: { userId: 7, deletedAt: context.now } },
      ],
    },
  ],
  [
    'merged again into the same primary writes nothing',
    [created, { type: 'UserMerged', data: { userId: 7, intoUserId: 9, mergedAt: earlier } }, deleted],
    { type: 'MarkUserMerged', data: { userId: 7, intoUserId: 9 } },
    { events: [] },
  ],
  [
    'restore keeps the merge (part 1 §4): restore then merge again writes nothing',
    [created, { type: 'UserMerged', data: { userId: 7, intoUserId: 9, mergedAt: earlier } }, deleted, { type: 'UserRestored', data: { userId: 7, restoredAt: earlier } }],
    { type: 'MarkUserMerged', data: { userId: 7, intoUserId: 9 } },
    { events: [] },
  ],
  ['a comment group is assigned once', [created], { type: 'AssignCommentGroup', data: { userId: 7, commentGroupId: 4 } }, { events: [{ type: 'UserCommentGroupAssigned', data: { userId: 7, commentGroupId: 4 } }] }],
  [
    'a second group is ignored',
    [created, { type: 'UserCommentGroupAssigned', data: { userId: 7, commentGroupId: 4 } }],
    { type: 'AssignCommentGroup', data: { userId: 7, commentGroupId: 5 } },
    { events: [] },
  ],
];

describe('user profile commands: given events, when command, then events or error', () => {
  it.each(cases)('%s', (_name, given, when, then) => {
    expect(givenWhenThen(userDecider, given, when, context)).toEqual(then);
  });
});
