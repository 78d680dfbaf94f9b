import { describe, expect, it } from 'vitest';
import { employeeDecider, decideEmployeeDetailsUpdate, type EmployeeDetailsChange, EMPLOYEE_MESSAGES } from '../employees';
import { fold, type CommandContext, type DomainEvent } from '../shared/decider';
import type { Decided, Refusal } from '../shared/decision';
import { SAMPLE_EVENT_DATA as S } from '../testing/sampleEvents';
import { userDecider, PROFILE_MESSAGES } from '../users';
import { customerDecider } from './decider';
import { decideCustomerDetailsUpdate } from './detailsDecision';
import { CUSTOMER_MESSAGES } from './messages';

/*
 * user/updateCustomerDetails and user/updateEmployeeDetails as pure decisions over two
 * streams. Given the loaded streams, when the edit arrives, then the appends per stream (each at the
 * revision it was loaded at: `stream@revision: event types`) or the refusal (nothing written).
 */
const context: CommandContext = { now: '2026-11-25T15:00:00.000Z', actorUserId: 2 };
const ev = (type: keyof typeof S, data: object = {}): DomainEvent => ({ type, data: { ...S[type], ...data } });
const loaded = <St>(decider: { initialState: () => St; evolve: (s: St, e: never) => St }, events: DomainEvent[]) => ({
  state: fold(decider as never, events as never[]) as St,
  revision: events.length - 1,
});
const shape = (decided: Decided<unknown> | Refusal) =>
  decided.kind === 'refused'
    ? { refused: [decided.status, decided.message] }
    : { appends: decided.appends.map((a) => `${a.stream}@${a.expectedRevision}: ${a.events.map((e) => e.type).join(', ') || '-'}`), result: decided.result };

describe('decideCustomerDetailsUpdate: Customer and User in one write', () => {
  const customer = [ev('CustomerCreated')];
  const user = [ev('UserCreated')];
  const pat = { firstName: 'Pat', lastName: 'Doe' };
  const table: [string, { customer: DomainEvent[]; user: DomainEvent[] }, object, object][] = [
    ['the record and the name: both streams', { customer, user }, { isMilitary: true, User: { firstName: 'Patricia', lastName: 'Doe' } },
      { appends: ['Customer-3@0: CustomerDetailsUpdated', 'User-7@0: UserDetailsUpdated'], result: { customerId: 3, userId: 7 } }],
    ['the record only (no User sent): one stream', { customer, user }, { isMilitary: true },
      { appends: ['Customer-3@0: CustomerDetailsUpdated'], result: { customerId: 3, userId: 7 } }],
    ['the name only: the record appends nothing', { customer, user: [...user, ev('UserDetailsUpdated')] }, { User: { firstName: 'Pam', lastName: 'Doe' } },
      { appends: ['Customer-3@0: -', 'User-7@1: UserDetailsUpdated'], result: { customerId: 3, userId: 7 } }],
    ['nothing changed: nothing appended', { customer, user }, { isMilitary: false, User: pat },
      { appends: ['Customer-3@0: -', 'User-7@0: -'], result: { customerId: 3, userId: 7 } }],
    ['no such customer: 404', { customer: [], user }, { isMilitary: true }, { refused: [404, CUSTOMER_MESSAGES.customerNotFound] }],
    ['a deleted profile: 409, the record not written either', { customer, user: [...user, ev('UserDeleted')] }, { isMilitary: true },
      { refused: [409, PROFILE_MESSAGES.userDeleted] }],
  ];
  it.each(table)('%s', (_name, given, body, then) => {
    const decided = decideCustomerDetailsUpdate(
      { customerId: 3, ...body } as never,
      { customer: loaded(customerDecider, given.customer), user: loaded(userDecider, given.user) },
      context,
    );
    expect(shape(decided)).toEqual(then);
  });
});

describe('decideEmployeeDetailsUpdate: Employee and the name on User in one write', () => {
  const { updatedAt: _u, employeeId: _e, ...details } = S.EmployeeDetailsUpdated;
  const employee = [ev('EmployeeCreated'), ev('EmployeeDetailsUpdated')];
  const user = [ev('UserCreated', { userId: 6, customerId: null, firstName: 'Sam', lastName: 'Cutter' })];
  const change = (p: Partial<EmployeeDetailsChange> = {}): EmployeeDetailsChange => ({ employeeId: 6, firstName: 'Sam', lastName: 'Cutter', ...details, ...p });
  const table: [string, { employee: DomainEvent[]; user: DomainEvent[] }, EmployeeDetailsChange, object][] = [
    ['a new name and new hours: both streams', { employee, user }, change({ firstName: 'Samuel', workDayEndTime: '18:00' }),
      { appends: ['Employee-6@1: EmployeeDetailsUpdated', 'User-6@0: UserDetailsUpdated'], result: { employeeId: 6 } }],
    ['the same name: the User stream is not touched', { employee, user }, change({ workDayEndTime: '18:00' }),
      { appends: ['Employee-6@1: EmployeeDetailsUpdated'], result: { employeeId: 6 } }],
    ['no such employee: 404', { employee: [], user }, change(), { refused: [404, EMPLOYEE_MESSAGES.notFound] }],
    ['a renamed employee whose profile is deleted: 409, the details not written either', { employee, user: [...user, ev('UserDeleted', { userId: 6 })] },
      change({ firstName: 'Samuel', workDayEndTime: '18:00' }), { refused: [409, PROFILE_MESSAGES.userDeleted] }],
  ];
  it.each(table)('%s', (_name, given, body, then) => {
    const decided = decideEmployeeDetailsUpdate(body, { employee: loaded(employeeDecider, given.employee), user: loaded(userDecider, given.user) }, context);
    expect(shape(decided)).toEqual(then);
  });
});
