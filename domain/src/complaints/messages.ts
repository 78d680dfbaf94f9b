/** Complaint messages: part 2 §5.7 and §8.2 word for word, ours where the spec is silent. */
export const COMPLAINT_MESSAGES = {
  // part 2 §5.7
  employeeRequired: 'An employee must be selected to create the complaint',
  explanationRequired: 'An explanation of the complaint is required',
  // part 2 §8.2
  failedToCreate: 'Failed to create complaint',
  failedToRetrieve: 'Failed to retrieve complaints',
  failedToSetBlocking: "Failed to change complaint's blocking status",
  notFound: 'Complaint not found...',
  // ours
  customerRequired: 'A numeric customer ID is required.',
  /** New Complaint from an employee's profile picks the customer (the spec's employee message, mirrored). */
  customerToSelect: 'A customer must be selected to create the complaint',
  customerNotFound: 'Customer not found.',
  complaintRequired: 'A numeric complaint ID is required.',
  explanationTooLong: 'The explanation can be at most 1000 characters.',
  blockingRequired: 'isBlocking must be true or false.',
  exists: 'This complaint already exists.',
  created: 'Created complaint',
} as const;

export const COMPLAINT_MAX = 1000;
