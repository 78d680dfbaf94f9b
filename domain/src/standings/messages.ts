/**
 * Standing appointment messages: part 1 §5 and §8 word for word where the spec gives them, ours where
 * it is silent.
 */
export const STANDING_MESSAGES = {
  // part 1 §5
  startTimeRequired: 'A starting time is required for a standing appointment',
  titleRequired: 'Title is required',
  recurrenceStartRequired: 'A start date is required for the recurrence',
  // part 1 §5 says only "'Every' must be a positive integer"; this is that sentence.
  everyPositive: "'Every' must be a positive integer",
  // part 1 §8
  failedToDelete: 'Failed to delete standing appointment.',
  failedToSaveRecurrence: 'Failed to save standing appointment',
  savedRecurrence: 'Successfully saved standing appointment recurrence details',
  failedToCreate: 'Failed to create standing appointment',
  created: 'Successfully created standing appointment',
  failedToUpdate: 'Failed to update standing appointment.',
  updated: 'Successfully updated standing appointment.',
  failedToCreateInstance: 'Failed to save appointment',
  createdInstance: 'Successfully created instance',
  failedToRetrieve: 'Failed to retrieve standing appointments.',
  // ours, for the rules the spec states without a message
  endTimeRequired: 'An ending time is required for a standing appointment',
  endBeforeStart: 'The ending time must be after the starting time',
  invalidTime: 'Please enter a valid time (HH:MM)',
  invalidDate: 'Please enter a valid date (YYYY-MM-DD)',
  titleTooLong: 'Title can be at most 100 characters',
  everyTooLarge: "'Every' can be at most 99",
  ruleRequired: 'A repeat rule is required for a standing appointment',
  recurrenceEndBeforeStart: 'The recurrence end date must be on or after its start date',
  notFound: 'Standing appointment not found',
  exists: 'This standing appointment already exists',
  instanceExists: 'An appointment was already created for this date of the standing appointment',
  notAnOccurrence: 'The standing appointment does not fall on that date',
} as const;

export const STANDING_TITLE_MAX = 100;
export const STANDING_DESCRIPTION_MAX = 500;
/** The most 'Every' may be (the RRULE INTERVAL the recurrence parser takes). */
export const STANDING_EVERY_MAX = 99;
