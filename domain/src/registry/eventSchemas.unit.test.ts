import { describe, expect, it } from 'vitest';
import { SAMPLE_EVENT_DATA } from '../testing/sampleEvents';
import { EVENT_SCHEMAS, eventDataProblem, REGISTERED_EVENT_TYPES } from './eventSchemas';

describe('the event schema registry', () => {
  it.each(REGISTERED_EVENT_TYPES)('%s: the sample is valid', (type) => {
    expect(eventDataProblem(EVENT_SCHEMAS, type, SAMPLE_EVENT_DATA[type])).toBeNull();
  });

  it('names the type and the first issue of invalid data', () => {
    const data = { ...SAMPLE_EVENT_DATA.CustomerAcceptedPolicies, customerId: undefined };
    expect(eventDataProblem(EVENT_SCHEMAS, 'CustomerAcceptedPolicies', data)).toMatch(/^CustomerAcceptedPolicies: customerId: /);
  });

  it('refuses a type it does not know, and prototype keys are not types', () => {
    expect(eventDataProblem(EVENT_SCHEMAS, 'SomethingHappened', {})).toBe('SomethingHappened: not a registered event type');
    expect(eventDataProblem(EVENT_SCHEMAS, 'toString', {})).toBe('toString: not a registered event type');
  });

  it('refuses text the store cannot hold and integers past int4', () => {
    const nul = { ...SAMPLE_EVENT_DATA.UserCreated, firstName: 'Pa\u0000t' };
    expect(eventDataProblem(EVENT_SCHEMAS, 'UserCreated', nul)).toMatch(/^UserCreated: firstName: /);
    const big = { ...SAMPLE_EVENT_DATA.CustomerTripChargeChanged, tripChargeCents: 2 ** 31 };
    expect(eventDataProblem(EVENT_SCHEMAS, 'CustomerTripChargeChanged', big)).toMatch(/^CustomerTripChargeChanged: tripChargeCents: /);
  });
});
