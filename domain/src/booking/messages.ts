/** The online booking's words (ours: the spec has no online booking; docs/RULES.md "Online booking"). */
export const ONLINE_BOOKING_MESSAGES = {
  off: 'Online booking is not available. Please call the office to book.',
  requestsNotYet: 'This business takes booking requests; please call the office to book.',
  whole: 'Please enter a whole number',
  horizon: 'How far ahead must be from 1 to 365 days',
  hours: 'Hours must be from 0 to 720',
  petsRequired: 'Please choose at least one pet',
  unknownPet: 'That pet is not on your account.',
  packageNotOnline: 'That service cannot be booked online. Please call the office.',
  stylistNotOnline: 'That stylist cannot be booked online.',
  notOffered: 'That time is not offered online. Please choose one of the open times.',
  past: 'That time has passed. Please choose one of the open times.',
  taken: 'That time was just taken.',
  notYours: 'Appointment not found.',
  estimateNotFound: 'Estimate not found.',
  afterCutoff: 'It is too late to change this appointment online. Please call the office.',
  notCancellable: 'This appointment cannot be cancelled online. Please call the office.',
} as const;
