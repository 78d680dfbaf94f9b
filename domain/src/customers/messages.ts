/** Messages and toasts of the customers feature: the spec's words (part 1 §5, §8), ours where it is silent. */
export const CUSTOMER_MESSAGES = {
  // §8 toasts
  failedToReceiveCustomers: 'Failed to receive customers.',
  failedToRetrieveCustomerDetails: 'Failed to retrieve customer details',
  failedToSaveCustomerDetails: 'Failed to save customer details',
  updatedCustomerDetails: 'Updated customer details',
  failedToRetrieveUserInformation: 'Failed to retrieve user information',
  failedToRetrieveUserDetails: 'Failed to retrieve user details',
  failedToLoad: 'Failed to Load',
  // §5
  petNameRequired: 'A pet name is required to add a new pet.',
  breedRequired: 'A breed is required to add a new pet.',
  // ours
  customerExists: 'This customer already exists.',
  customerNotFound: 'Customer not found.',
  gratuityPercent: 'Default gratuity percent must be a number from 0 to 100.',
  invalidId: 'Please select a valid option.',
  customerIdRequired: 'A numeric customer ID is required.',
  petExists: 'This pet already exists.',
  badSorted: 'The sorted parameter must be a JSON array of { id, desc }.',
  badFiltered: 'The filtered parameter must be a JSON array of { id, value }.',
} as const;
