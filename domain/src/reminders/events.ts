import { z } from 'zod';
import type { DomainEvent } from '../shared/decider';
import { storableClockTime, storableId, storableText } from '../shared/storable';
import { REMINDER_WHICH } from './schedule';

const hhmm = storableClockTime();
const offsetSchema = z.object({ enabled: z.boolean(), amount: z.number().int().min(1).max(30), unit: z.enum(['days', 'hours']) });

/** Management → Texts: the reminders' times and quiet hours (REM-OFFSET, REM-QUIET), on ReminderSettings. */
export const reminderSettingsChangedSchema = z.object({
  first: offsetSchema,
  second: offsetSchema,
  quietStart: hhmm,
  quietEnd: hhmm,
  changedBy: storableId().nullable(),
  at: storableText(),
});
/** On Reminders-<appointmentId>: a reminder that will not go, and why. */
export const reminderSkippedSchema = z.object({
  appointmentId: storableId(),
  which: z.enum(REMINDER_WHICH),
  startsAt: storableText(),
  /** 'noPhone' | 'optedOut' | 'dismissed' */
  reason: z.enum(['noPhone', 'optedOut', 'dismissed']),
  by: storableId().nullable(),
  at: storableText(),
});

/** On Reminders-<appointmentId>: a reminder that went by mail (the customer's preferred channel); a texted one is TextSent. */
export const reminderMailedSchema = z.object({
  appointmentId: storableId(),
  which: z.enum(REMINDER_WHICH),
  startsAt: storableText(),
  to: storableText().max(320),
  at: storableText(),
});

export type ReminderSettingsChanged = DomainEvent<'ReminderSettingsChanged', z.infer<typeof reminderSettingsChangedSchema>>;
export type ReminderSkipped = DomainEvent<'ReminderSkipped', z.infer<typeof reminderSkippedSchema>>;
export type ReminderMailed = DomainEvent<'ReminderMailed', z.infer<typeof reminderMailedSchema>>;
export type ReminderEvent = ReminderSettingsChanged | ReminderSkipped | ReminderMailed;

export const REMINDER_EVENT_SCHEMAS = {
  ReminderSettingsChanged: reminderSettingsChangedSchema,
  ReminderSkipped: reminderSkippedSchema,
  ReminderMailed: reminderMailedSchema,
} as const;

export const REMINDER_SETTINGS_STREAM = 'ReminderSettings';
export const remindersStream = (appointmentId: number): string => `Reminders-${appointmentId}`;

