import { describe, expect, it } from 'vitest';
import { fold, type DomainEvent } from '../shared/decider';
import { preferredChannelDecider, type ChangePreferredChannel } from './preferredChannel';

const ctx = { now: '2026-12-01T12:00:00.000Z', actorUserId: 7 };
const created: DomainEvent = { type: 'CustomerCreated', data: { customerId: 3, userId: 30 } };
const to = (channel: 'sms' | 'email' | 'both'): ChangePreferredChannel => ({ type: 'ChangePreferredChannel', data: { customerId: 3, channel } });
const changed = (channel: 'sms' | 'email' | 'both') => ({ type: 'CustomerPreferredChannelChanged' as const, data: { customerId: 3, channel, changedBy: 7, at: ctx.now } });

describe("a customer's preferred channel (Customer-<id>)", () => {
  it.each<[string, DomainEvent[], ChangePreferredChannel, unknown[]]>([
    ['given a new customer (both), when email, then changed', [created], to('email'), [changed('email')]],
    ['given a new customer (both), when both, then no change', [created], to('both'), []],
    ['given email, when email again, then no change', [created, changed('email')], to('email'), []],
    ['given email, when sms, then changed', [created, changed('email')], to('sms'), [changed('sms')]],
  ])('%s', (_name, given, when, then) => {
    expect(preferredChannelDecider.decide(when, fold(preferredChannelDecider, given as never[]), ctx)).toEqual(then);
  });
  it('given no customer, then 404', () => {
    expect(() => preferredChannelDecider.decide(to('sms'), preferredChannelDecider.initialState(), ctx)).toThrow(/not found/i);
  });
});
