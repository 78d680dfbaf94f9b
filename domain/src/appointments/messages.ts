/**
 * Appointment messages: part 1 §5 and §8 word for word where the spec gives them, ours where it is
 * silent (marked).
 */
export const APPOINTMENT_MESSAGES = {
  // ours
  completionNotInProgress: 'Completion is refused for an appointment that is not inProgress',
  // ours: createTransaction records an appointment's payment once; complete then names it
  paymentAlreadyRecorded: (transactionId: number) => `This appointment's payment is already recorded on transaction #${transactionId}.`,
  // ours: completing from an estimate that has no appointment
  estimateHasAppointment: 'This estimate already has an appointment. Complete that appointment instead.',
  // part 1 §5
  requiredFields: 'Please fill out the required fields for the appointment.',
  blockedStylist: 'Cannot auto select stylist due to blocking complaint. Block must be removed to assign stylist.',
  stylistFailsRequirements: 'This stylist fails the requirements to service this appointment. Are you sure you want to select this stylist?',
  // part 1 §8
  failedToAddToWaitingList: 'Failed to add to Waiting List',
  addedToWaitingList: 'Successfully Added to Waiting List',
  failedToDelete: 'Failed to delete appointment.',
  deleted: 'Successfully deleted appointment.',
  failedToCancel: 'Failed to cancel appointment.',
  cancelled: 'Successfully cancelled appointment.',
  failedToCreate: 'Failed to create appointment.',
  created: 'Successfully created appointment.',
  failedToUpdate: 'Failed to updated appointment.',
  updated: 'Successfully updated appointment.',
  failedToReschedule: 'Failed to set appointment to status of "rescheduled".',
  rescheduled: 'Successfully set appointment status to rescheduled.',
  failedToConfirm: 'Failed to set appointment to status of confirmed.',
  confirmed: 'Successfully set appointment status to confirmed.',
  failedToResolveServiceIssue: 'Failed to resolve service issue.',
  resolvedServiceIssue: 'Successfully resolved service issue.',
  failedToStart: 'Failed to start appointment.',
  started: 'Successfully started appointment.',
  failedToRetrieve: 'Failed to retrieve appointments.',
  failedToRetrieveHistory: 'Failed to retrieve appointment history.',
  failedToRetrieveServiceIssues: 'Failed to retrieve service issues.',
  failedToRetrieveUpcoming: 'Failed to retrieve upcoming appointments.',
  failedToRequestStanding: 'Failed to create request for standing appointment',
  requestedStanding: 'Created request for a standing appointment',
  failedToCreateServiceIssue: 'Failed to create service issue standing appointment',
  createdServiceIssue: 'Created service issue appointment',
  informationMissing: 'Appointment information missing. Please try refreshing your page or saving the estimate and try again.',
  failedToUpdateVisibility: 'Failed to update the image visibility.',
  updatedVisibility: 'Successfully updated image visibility.',
  failedToDeletePicture: 'Failed to delete picture.',
  // (word for word there)
  ratingCommentRequired: 'A comment is required to rate an appointment',
  // Part 2 §5.5's Rate button, word for word.
  ratingFailed: 'Failed to submit appointment rating',
  ratingSubmitted: 'Successfully submitted appointment rating',
  // ours
  notFound: 'Appointment not found.',
  exists: 'This appointment already exists.',
  invalidDate: 'Please enter a valid appointment date.',
  invalidTime: 'Please enter a valid time.',
  endBeforeStart: 'The appointment must end after it starts, on the same day.',
  standingCannotStart: 'A standing appointment must become an instance before it can be started.',
  serviceIssueCommentRequired: 'A comment is required to create a service issue.',
  standingRequestCommentRequired: 'A comment is required to request a standing appointment.',
  commentTooLong: 'A comment can be at most 1000 characters.',
  initialCommentTooLong: 'The initial comment can be at most 250 characters.',
  tooManyPictures: 'An appointment can have at most 20 pictures.',
  pictureExists: 'This picture is already on the appointment.',
  pictureNotFound: 'Picture not found.',
  invalidPictureName: 'Invalid picture name.',
  ratingRange: 'A rating is a whole number of stars from 1 to 5.',
  ratingCommentTooLong: 'A rating comment can be at most 250 characters.',
  alreadyRated: 'This appointment has already been rated.',
  ratingNotYet: 'An appointment can be rated once it has started.',
  ratingNotCompleted: 'An appointment can be rated from the portal once it is completed.',
} as const;

/** Part 1 §5: at most 20 uploaded files per appointment. */
export const APPOINTMENT_PICTURES_MAX = 20;
/** Note areas are 250 characters (part 1 §5); a service issue or standing request comment is a comment (1000, as comments/). */
export const APPOINTMENT_NOTE_MAX = 250;
export const APPOINTMENT_COMMENT_MAX = 1000;
