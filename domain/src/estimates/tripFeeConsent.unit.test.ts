import { describe, expect, it } from 'vitest';
import { needsTripFeeConsent } from './tripFeeConsent';

describe('needsTripFeeConsent: asked only when the trip fee rose above both the previous fee and the stored tripCharge', () => {
  it.each([
    { given: 'raised above both', newTripFee: 4500, previousTripFee: 3900, customerTripCharge: 3900, then: true },
    { given: 'raised above the stored charge but below the previous fee', newTripFee: 4500, previousTripFee: 5000, customerTripCharge: 3900, then: false },
    { given: 'raised above the previous fee but not the stored charge', newTripFee: 4500, previousTripFee: 3900, customerTripCharge: 5000, then: false },
    { given: 'equal to the stored charge', newTripFee: 4000, previousTripFee: 3900, customerTripCharge: 4000, then: false },
    { given: 'unchanged', newTripFee: 3900, previousTripFee: 3900, customerTripCharge: 3900, then: false },
    { given: 'lowered', newTripFee: 3000, previousTripFee: 3900, customerTripCharge: 3900, then: false },
    { given: 'a new estimate above the stored charge', newTripFee: 4500, previousTripFee: null, customerTripCharge: 3900, then: true },
    { given: 'a new estimate at the stored charge', newTripFee: 3900, previousTripFee: undefined, customerTripCharge: 3900, then: false },
  ])('given $given, then $then', ({ newTripFee, previousTripFee, customerTripCharge, then }) => {
    expect(needsTripFeeConsent({ newTripFee, previousTripFee, customerTripCharge })).toBe(then);
  });
});
