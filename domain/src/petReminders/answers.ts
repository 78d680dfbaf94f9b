import { z } from 'zod';
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
/** The pet reminders' writes. */
export const sendPetReminderNowAnswerSchema = z.object({
  key: z.string(),
  state: z.string(),
  reason: z.enum(['optedOut', 'noPhone']).nullable(),
  message: z.string(),
});
export type SendPetReminderNowAnswer = z.infer<typeof sendPetReminderNowAnswerSchema>;
export const dismissPetReminderAnswerSchema = z.object({ key: z.string(), dismissed: z.boolean(), message: z.string() });
export type DismissPetReminderAnswer = z.infer<typeof dismissPetReminderAnswerSchema>;
/** GET and POST /api/v4/reminders/pet/settings. */
export const petReminderSettingsAnswerSchema = z.object({ message: z.string(), vaccineDaysBefore: z.number() });
export type PetReminderSettingsAnswer = z.infer<typeof petReminderSettingsAnswerSchema>;
