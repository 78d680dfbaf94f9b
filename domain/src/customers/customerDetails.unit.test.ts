import { describe, expect, it } from 'vitest';
import type { CommandContext } from '../shared/decider';
import { givenWhenThen, type Then } from '../shared/givenWhenThen';
import { customerDecider, type CustomerCommand, type CustomerEvent } from './decider';
import { effectiveDefaultGratuity, updateCustomerDetailsSchema } from './bodies';

const context: CommandContext = { now: '2026-03-01T15:00:00.000Z', actorUserId: 1 };
const defaults = {
  tripChargeCents: 3900, isSeniorCitizen: false, isMilitary: false, isTaxExempt: false, defaultGratuityPercent: null,
  defaultGratuityCents: null, preferredStylistId: null, contactMethodId: null,
};
const created: CustomerEvent = { type: 'CustomerCreated', data: { customerId: 3, userId: 7, ...defaults, createdAt: '2026-02-01T00:00:00.000Z' } };

const cases: [string, CustomerEvent[], CustomerCommand, Then<CustomerEvent>][] = [
  [
    'fields sent change; fields left out keep their value',
    [created],
    { type: 'UpdateCustomerDetails', data: { customerId: 3, isMilitary: true, tripChargeCents: 4500 } },
    { events: [{ type: 'CustomerDetailsUpdated', data: { ...defaults, isMilitary: true, tripChargeCents: 4500, customerId: 3, userId: 7, updatedAt: context.now } }] },
  ],
  ['nothing changed, nothing written', [created], { type: 'UpdateCustomerDetails', data: { customerId: 3, tripChargeCents: 3900 } }, { events: [] }],
  ['a missing customer is 404', [], { type: 'UpdateCustomerDetails', data: { customerId: 3, isMilitary: true } }, { error: [404, 'Customer not found.'] }],
  ['policies accepted', [created], { type: 'AcceptPolicies', data: { customerId: 3 } }, { events: [{ type: 'CustomerAcceptedPolicies', data: { customerId: 3, userId: 7, acceptedAt: context.now } }] }],
  [
    'accepted again keeps the first date',
    [created, { type: 'CustomerAcceptedPolicies', data: { customerId: 3, userId: 7, acceptedAt: '2026-02-02T00:00:00.000Z' } }],
    { type: 'AcceptPolicies', data: { customerId: 3 } },
    { events: [] },
  ],
];

describe('customer details and policies: given, when, then', () => {
  it.each(cases)('%s', (_name, given, when, then) => {
    expect(givenWhenThen(customerDecider, given, when, context)).toEqual(then);
  });
});

describe('updateCustomerDetailsSchema', () => {
  it("reads the spec's dollar fields into cents and blanks into null", () => {
    expect(updateCustomerDetailsSchema.parse({ customerId: '3', tripCharge: '39.5', defaultGratuityDollar: '', defaultGratuityPercent: '' })).toMatchObject({
      customerId: 3,
      tripChargeCents: 3950,
      defaultGratuityCents: null,
      defaultGratuityPercent: null,
    });
  });
  it.each([
    [{ tripCharge: 'abc' }, 'Invalid dollar amount for default trip charge'],
    [{ tripCharge: null }, 'Invalid dollar amount for default trip charge'],
    [{ defaultGratuityDollar: '5.555' }, 'Invalid dollar amount for default gratuity dollar'],
    [{ defaultGratuityCents: -1 }, 'Invalid dollar amount for default gratuity dollar'],
  ])('%j -> %s', (body, message) => {
    const result = updateCustomerDetailsSchema.safeParse({ customerId: 3, ...body });
    expect(result.success ? undefined : result.error.issues[0]?.message).toBe(message);
  });
});

describe('effectiveDefaultGratuity (part 1 §9)', () => {
  it.each([
    [500, 15, { kind: 'dollar', cents: 500 }],
    [0, 15, { kind: 'percent', percent: 15 }],
    [null, 20, { kind: 'percent', percent: 20 }],
    [300, null, { kind: 'dollar', cents: 300 }],
    [null, null, null],
  ])('dollar %j, percent %j -> %j', (cents, percent, expected) => {
    expect(effectiveDefaultGratuity(cents, percent)).toEqual(expected);
  });
});
