import { z } from 'zod';
import type { ReminderSettings } from './schedule';
import type { ReminderListRow } from './scheduled';

/** GET /api/v4/reminders/list: the next days' appointment reminders and the settings they follow. */
export interface ReminderListAnswer {
  settings: ReminderSettings;
  rows: ReminderListRow[];
}

const whichSchema = z.enum(['first', 'second']);
const reminderSettingSchema = z.object({ enabled: z.boolean(), amount: z.number(), unit: z.enum(['days', 'hours']) });
/** The appointment reminders' writes. */
export const sendReminderNowAnswerSchema = z.object({
  appointmentId: z.number(),
  which: whichSchema,
  state: z.string(),
  reason: z.enum(['optedOut', 'noPhone']).nullable(),
  message: z.string(),
});
export type SendReminderNowAnswer = z.infer<typeof sendReminderNowAnswerSchema>;
export const dismissReminderAnswerSchema = z.object({
  appointmentId: z.number(),
  which: whichSchema,
  messageId: z.string(),
  dismissed: z.boolean(),
  message: z.string(),
});
export type DismissReminderAnswer = z.infer<typeof dismissReminderAnswerSchema>;
/** POST reminders/settings: the settings saved, with the words the page shows (command-api reminders/routes.ts). */
export const reminderSettingsAnswerSchema = z.object({
  message: z.string(),
  first: reminderSettingSchema,
  second: reminderSettingSchema,
  quietStart: z.string(),
  quietEnd: z.string(),
});
export type ReminderSettingsAnswer = z.infer<typeof reminderSettingsAnswerSchema>;
