/** Employee messages: part 2 §8.2 toasts word for word, ours where the spec is silent. */
export const EMPLOYEE_MESSAGES = {
  // part 2 §8.2
  failedToSaveEmployeeDetails: 'Failed to save employee details',
  failedToRetrieveEmployeeDetails: 'Failed to retrieve employee details',
  failedToSaveStylistDetails: 'Failed to save stylist details',
  failedToRetrieveStylistDetails: 'Failed to retrieve stylist details',
  failedToRetrieveUser: 'Failed to retrieve user',
  failedToReceiveEmployees: 'Failed to receive employees.',
  updatedEmployeeDetails: 'Updated employee details',
  updatedStylistDetails: 'Updated stylist details',
  // ours
  petsPerDay: 'Pets per day must be a positive whole number.',
  minutesPerPet: 'Minutes per pet must be a positive whole number.',
  maxPetWeight: 'Max pet weight must be a whole number from 1 to 1000 lbs.',
  commissionRate: 'Commission rate must be a percent from 0 to 100 with at most two decimals.',
  dates: 'Dates must be valid dates.',
  times: 'Times must be valid times.',
  terminatedBeforeHired: 'The termination date cannot be before the hire date.',
  endBeforeStart: 'The work day must end after it starts.',
  notFound: 'Employee not found.',
  employeeRequired: 'A numeric employee ID is required.',
  exists: 'This employee already exists.',
  breedNotFound: 'A selected breed does not exist.',
  breedRestrictions: 'Breed restrictions must be a list of breed ids.',
  flag: 'Must be true or false.',
} as const;

/** Part 2 §3: the commission rate of a stylist whose rate was never set. */
export const DEFAULT_COMMISSION_RATE = 45;
export const MAX_PET_WEIGHT = 1000;
