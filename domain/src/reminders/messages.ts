export const REMINDER_MESSAGES = {
  notDue: 'This reminder is not due to be sent: the appointment was moved, cancelled, or it is already past.',
  notFound: 'There is no such reminder for this appointment.',
  dismissed: 'This reminder was dismissed; it will not be sent.',
  settingsSaved: 'Reminder settings saved.',
} as const;
