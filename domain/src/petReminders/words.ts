/**
 * The default words of the pet's automatic messages, one function per kind ('vaccineExpiry', 'rebook'),
 * so that the message templates can take them over in one place.
 */
export const PET_REMINDER_WORDS = {
  vaccineExpiry: (f: { businessName: string; petName: string; vaccineName: string; expiresOn: string }) =>
    `${f.businessName}: ${f.petName}'s ${f.vaccineName} vaccination expires on ${f.expiresOn}. Please send us the new certificate once renewed.`,
  rebook: (f: { businessName: string; petName: string; dueOn: string }) =>
    `${f.businessName}: ${f.petName} is due for a groom around ${f.dueOn}. Reply or call us to book a time.`,
} as const;

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
