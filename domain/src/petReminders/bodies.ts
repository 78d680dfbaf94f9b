import { z } from 'zod';

/** Body of POST /api/v4/reminders/pet/sendNow and /pet/dismiss: the reminder's dedupe key. */
export const petReminderActionBodySchema = z.object({ key: z.string().trim().min(1).max(200) });
/** Body of POST /api/v4/reminders/pet/settings. */
export const petReminderSettingsBodySchema = z.object({ vaccineDaysBefore: z.number().int().min(1).max(90) });
export type PetReminderActionBody = z.input<typeof petReminderActionBodySchema>;
export type PetReminderSettingsBody = z.input<typeof petReminderSettingsBodySchema>;
