export interface TripFeeConsentInput {
  /** The estimate's trip fee now (cents). */
  newTripFee: number;
  /** The trip fee the estimate had when loaded; null/undefined for a new estimate. */
  previousTripFee?: number | null;
  /** The customer's stored tripCharge (cents). */
  customerTripCharge: number;
}

/**
 * Part 1 §9: consent (save the new fee to the customer's profile?) is asked when the trip fee rose
 * above both the previous fee and the customer's stored tripCharge. A new estimate has no previous
 * fee, so only the stored tripCharge counts.
 */
export function needsTripFeeConsent({ newTripFee, previousTripFee, customerTripCharge }: TripFeeConsentInput): boolean {
  const abovePrevious = previousTripFee == null || newTripFee > previousTripFee;
  return abovePrevious && newTripFee > customerTripCharge;
}
