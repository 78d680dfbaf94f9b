/** Estimate messages. The first five are the spec's, word for word (part 1 §5 "Estimate"). */
export const ESTIMATE_MESSAGES = {
  zipcodeRequired: 'An estimate requires a valid ZIP Code for the selected address',
  mapscoRequired: 'An estimate requires a valid Mapsco for the selected address',
  zipcodeAndMapscoRequired: 'An estimate requires a valid ZIP Code and Mapsco for the selected address.',
  emailRequiredForNewAccount: 'An email address is required when creating a new account.',
  breedAndPackageRequired: 'A pet estimate requires a breed and a package for all pets.',
  // an estimate with no pet to groom prices nothing; the spec gives no words, these say what to do.
  noPetIncluded: 'An estimate needs at least one included pet: add a pet or include one, with a breed and a package.',
  // The spec says the Other, Trip and Generator fees are money-validated but gives no message; these
  // follow its wording for the customer's money fields ('Invalid dollar amount for default trip charge').
  invalidOtherFee: 'Invalid dollar amount for other fee',
  invalidTripFee: 'Invalid dollar amount for trip fee',
  invalidGeneratorFee: 'Invalid dollar amount for generator fee',
} as const;

/**
 * Estimate toasts (part 1 §8, word for word) and the API's own refusals (ours: the spec is silent).
 * The validation messages of part 1 §5 are ESTIMATE_MESSAGES (above).
 */
export const ESTIMATE_TOASTS = {
  failedToLoad: 'Failed to load estimate.',
  failedToGet: 'Failed to get estimate.',
  failedToRetrievePrevious: 'Failed to retrieve previous estimates.',
  failedToSave: 'Failed to save estimate.',
  saved: 'Successfully saved the estimate.',
} as const;

export const ESTIMATE_API_MESSAGES = {
  estimateNotFound: 'Estimate not found.',
  estimateExists: 'This estimate already exists.',
  customerNotFound: 'Customer not found.',
  customerDeleted: 'This customer has been deleted. Restore the profile before saving an estimate.',
  noCustomer: 'No customer was found.',
  otherCustomer: 'An estimate cannot be moved to another customer.',
  petNotCustomers: "A pet on this estimate does not belong to the customer.",
  petDeleted: 'A pet on this estimate has been deleted.',
  unknownAddon: 'Please choose add-ons from the list.',
  duplicatePet: 'A pet can appear only once on an estimate.',
  tooManyPets: 'An estimate can hold at most 20 pets.',
  otherDescriptionTooLong: 'Must be at most 250 characters.',
  /** The trip fee rose above both the estimate's previous fee and the customer's trip charge (part 1 §9). */
  tripFeeConsentRequired:
    "The trip fee is higher than before and higher than the customer's trip charge. Confirm the new trip fee to save the estimate.",
  saveToProfileNeedsEditCustomers: "Saving the trip fee to the customer's profile needs permission to edit customers.",
  numericEstimateId: 'A numeric estimate ID is required.',
  numericUserId: 'A numeric user ID is required.',
  /** Every amount of an estimate is kept in int4 cents (at most $21,474,836.47). */
  amountTooLarge: 'The estimate comes to more than can be saved. Please check the fees.',
} as const;
