import { describe, expect, it } from 'vitest';
import { fold, type CommandContext } from '../shared/decider';
import { DomainError } from '../shared/errors';
import type { UserEvent } from './events';
import { userDecider, type CreateUser, type UserCommand } from './decider';

const context: CommandContext = { now: '2025-03-01T15:00:00.000Z', actorUserId: 1 };
const earlier = '2025-02-01T15:00:00.000Z';

const create: CreateUser['data'] = {
  userId: 7,
  firstName: 'Jane',
  middleName: null,
  lastName: 'Doe',
  emailAddress: 'Jane@Example.com',
  userTypeId: 5,
  customerId: 3,
  phoneNumber: '2145551234',
  address: { address: '1 Elm St', city: 'Dallas', state: 'TX', zipcode: '75001', mapsco: null },
  login: null,
};
const { login: _login, ...userData } = create;
const created: UserEvent = { type: 'UserCreated', data: { ...userData, createdAt: earlier } };
const account: UserEvent = {
  type: 'LoginAccountCreated',
  data: { userId: 7, emailAddress: 'Jane@Example.com', hasPassword: true, createdAt: earlier },
};

type Then = { events: UserEvent[] } | { error: [status: number, message: string] };
const cases: [name: string, given: UserEvent[], when: UserCommand, then: Then][] = [
  [
    'a new user is created with the time from the context',
    [],
    { type: 'CreateUser', data: create },
    { events: [{ type: 'UserCreated', data: { ...userData, createdAt: context.now } }] },
  ],
  [
    'a new user with a login also gets the login account',
    [],
    { type: 'CreateUser', data: { ...create, login: { hasPassword: true } } },
    {
      events: [
        { type: 'UserCreated', data: { ...userData, createdAt: context.now } },
        {
          type: 'LoginAccountCreated',
          data: { userId: 7, emailAddress: 'Jane@Example.com', hasPassword: true, createdAt: context.now },
        },
      ],
    },
  ],
  [
    'a login without a password yet (set later by recovery)',
    [],
    { type: 'CreateUser', data: { ...create, login: { hasPassword: false } } },
    {
      events: [
        { type: 'UserCreated', data: { ...userData, createdAt: context.now } },
        { type: 'LoginAccountCreated', data: { userId: 7, emailAddress: 'Jane@Example.com', hasPassword: false, createdAt: context.now } },
      ],
    },
  ],
  ['the same user id twice is refused', [created], { type: 'CreateUser', data: create }, { error: [409, 'This user already exists.'] }],
  [
    'an existing user gets a login account',
    [created],
    { type: 'CreateLoginAccount', data: { userId: 7, emailAddress: 'jane@example.com', hasPassword: false } },
    { events: [{ type: 'LoginAccountCreated', data: { userId: 7, emailAddress: 'jane@example.com', hasPassword: false, createdAt: context.now } }] },
  ],
  [
    'a second login account is refused',
    [created, account],
    { type: 'CreateLoginAccount', data: { userId: 7, emailAddress: 'jane@example.com', hasPassword: false } },
    { error: [409, 'This user already has a login account.'] },
  ],
  [
    'a login for a missing user is refused',
    [],
    { type: 'CreateLoginAccount', data: { userId: 7, emailAddress: 'jane@example.com', hasPassword: false } },
    { error: [404, 'User not found.'] },
  ],
];

describe('user decider: given events, when command, then events or error', () => {
  it.each(cases)('%s', (_name, given, when, then) => {
    const state = fold(userDecider, given);
    const run = () => userDecider.decide(when, state, context);
    if ('events' in then) {
      expect(run()).toEqual(then.events);
    } else {
      expect(run).toThrow(DomainError);
      expect(run).toThrow(then.error[1]);
      try {
        run();
      } catch (error) {
        expect((error as DomainError).statusCode).toBe(then.error[0]);
      }
    }
  });

  it('evolve records the login on the state', () => {
    expect(fold(userDecider, [created, account])).toMatchObject({
      status: 'active',
      userId: 7,
      emailAddress: 'Jane@Example.com',
      isAccount: true,
      isDeleted: false,
      commentGroupId: null,
    });
  });
});
