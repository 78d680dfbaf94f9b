/** The booking requests' words (ours: the spec has no online booking; docs/RULES.md "Online booking"). */
export const BOOKING_REQUEST_MAX_NOTE = 1000;
export const BOOKING_REQUEST_MAX_REASON = 500;

export const BOOKING_REQUEST_MESSAGES = {
  notFound: 'Booking request not found.',
  exists: 'This booking request already exists.',
  alreadyAnswered: 'This booking request was already answered.',
  notWaitlistable: 'Only an open booking request can go on the waiting list.',
  reasonRequired: 'Please give a reason',
  reasonTooLong: `The reason may have at most ${BOOKING_REQUEST_MAX_REASON} characters`,
  noteTooLong: `The note may have at most ${BOOKING_REQUEST_MAX_NOTE} characters`,
  petsRequired: 'Please choose at least one pet',
  timeRequired: 'Please pick a time for the appointment',
  takenMeanwhile: 'That time was taken meanwhile. Please pick another time.',
  notRequestMode: 'This business books online automatically; please book a time instead.',
  requested: 'Requested — the office will confirm',
  blocked: 'Online booking is not available for your account. Please call the office to book.',
  cardRequired: 'Please add a card on file before booking online.',
} as const;
