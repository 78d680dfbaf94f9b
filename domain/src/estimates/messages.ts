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
