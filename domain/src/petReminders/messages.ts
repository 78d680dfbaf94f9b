export const PET_REMINDER_MESSAGES = {
  notDue: 'This reminder is not due to be sent: the record was renewed, removed, or is no longer required.',
  rebookNotDue: 'This reminder is not due to be sent: the pet has something booked, is no longer due on that date, or is deceased or deleted.',
  notFound: 'There is no such reminder.',
  dismissed: 'This reminder was dismissed; it will not be sent.',
  sent: 'Reminder sent.',
  alreadySent: 'This reminder was already sent.',
  noPhone: 'Not sent: the customer cannot be reached the way they prefer (no phone number that can receive texts, no email address).',
  optedOut: 'Not sent: the number opted out of texts.',
  settingsSaved: 'Reminder settings saved.',
} as const;
