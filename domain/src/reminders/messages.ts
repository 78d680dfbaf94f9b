export const REMINDER_MESSAGES = {
  reminderText: (businessName: string, when: string) => `${businessName}: reminder, your grooming appointment is ${when}. Reply C to confirm or R to reschedule.`,
  notDue: 'This reminder is not due to be sent: the appointment was moved, cancelled, or it is already past.',
  notFound: 'There is no such reminder for this appointment.',
  dismissed: 'This reminder was dismissed; it will not be sent.',
  settingsSaved: 'Reminder settings saved.',
} as const;
