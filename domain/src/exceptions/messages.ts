/** Schedule exception messages: part 2 §5.7 and §8.2 word for word where the spec gives them, ours where it is silent. */
export const EXCEPTION_MESSAGES = {
  // part 2 §5.7
  titleRequired: 'Title is required',
  // part 2 §8.2 ("Failed to retrieve exceptions, plus failures for create, update and delete")
  failedToRetrieve: 'Failed to retrieve exceptions',
  failedToCreate: 'Failed to create exception',
  failedToUpdate: 'Failed to update exception',
  failedToDelete: 'Failed to delete exception',
  // ours, for the rules §5.7 states without a message
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required',
  startTimeRequired: 'Start time is required',
  endTimeRequired: 'End time is required',
  recurrenceStartRequired: 'Recurrence start date is required',
  recurringLocked: 'The recurring flag cannot be changed on an existing exception',
  endBeforeStart: 'The end must be after the start',
  recurrenceEndBeforeStart: 'The recurrence end date must be on or after its start date',
  ruleRequired: 'A repeat rule is required for a recurring exception',
  ruleInvalid: 'The repeat rule is not valid',
  invalidDate: 'Please enter a valid date (YYYY-MM-DD)',
  invalidTime: 'Please enter a valid time (HH:MM)',
  titleTooLong: 'Title can be at most 100 characters',
  employeeRequired: 'An employee is required',
  exceptionRequired: 'A numeric exception ID is required',
  notFound: 'Exception not found',
  exists: 'This exception already exists',
  created: 'Created exception',
  updated: 'Updated exception',
  deleted: 'Deleted exception',
} as const;

export const EXCEPTION_TITLE_MAX = 100;
export const EXCEPTION_DESCRIPTION_MAX = 500;
/** All-day is 12:00 AM through 11:59 PM (part 2 §5.7). */
export const ALL_DAY_START = '00:00';
export const ALL_DAY_END = '23:59';
