import type { PetReminderRow } from './scheduled';

/** GET /api/v4/reminders/pets. */
export interface PetRemindersAnswer {
  rows: PetReminderRow[];
}
/** POST /api/v4/reminders/pet/sendNow and /pet/dismiss: what came of it, in words. */
export interface PetReminderActionAnswer {
  key: string;
  message: string;
}
/** GET and POST /api/v4/reminders/pet/settings. */
export interface PetReminderSettingsAnswer {
  vaccineDaysBefore: number;
  message?: string;
}
