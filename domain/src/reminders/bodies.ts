import { z } from 'zod';
import { reminderSettingsChangedSchema } from './events';
import { REMINDER_WHICH } from './schedule';

/** Body of POST /api/v4/reminders/settings: the settings event's figures. */
export const reminderSettingsBodySchema = reminderSettingsChangedSchema.pick({ first: true, second: true, quietStart: true, quietEnd: true });
/** Body of POST /api/v4/reminders/sendNow and /dismiss. */
export const reminderActionBodySchema = z.object({ appointmentId: z.number().int().positive(), which: z.enum(REMINDER_WHICH) });
export type ReminderActionBody = z.input<typeof reminderActionBodySchema>;
