export const PET_REMINDER_MESSAGES = {
  notDue: 'This reminder is not due to be sent: the record was renewed, removed, or is no longer required.',
  notFound: 'There is no such reminder.',
  dismissed: 'This reminder was dismissed; it will not be sent.',
  sent: 'Reminder sent.',
  alreadySent: 'This reminder was already sent.',
  noPhone: 'Not sent: the customer has no phone number that can receive texts.',
  optedOut: 'Not sent: the number opted out of texts.',
  settingsSaved: 'Reminder settings saved.',
} as const;
