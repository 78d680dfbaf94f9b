import { z } from 'zod';
import type { DomainEvent } from '../shared/decider';
import { storableId, storableText } from '../shared/storable';

/** A pet's automatic messages: the vaccine expiry reminder (VAC-REMIND) and the rebook reminder. */
export const PET_REMINDER_KINDS = ['vaccineExpiry', 'rebook'] as const;
export type PetReminderKind = (typeof PET_REMINDER_KINDS)[number];
export const PET_REMINDER_SKIP_REASONS = ['noPhone', 'optedOut', 'dismissed'] as const;
export type PetReminderSkipReason = (typeof PET_REMINDER_SKIP_REASONS)[number];

/** On PetReminders-<petId>: one reminder (by its dedupe key) that will not go, and why. */
export const petReminderSkippedSchema = z.object({
  petId: storableId(),
  kind: z.enum(PET_REMINDER_KINDS),
  key: storableText().max(200),
  reason: z.enum(PET_REMINDER_SKIP_REASONS),
  by: storableId().nullable(),
  at: storableText(),
});
/** On PetReminders-<petId>: a reminder that went by mail only (the customer's preferred channel), once per key. */
export const petReminderMailedSchema = z.object({
  petId: storableId(),
  kind: z.enum(PET_REMINDER_KINDS),
  key: storableText().max(200),
  to: storableText(),
  at: storableText(),
});
/** On PetReminderSettings (Management → Texts): VAC-REMIND's days before expiry. */
export const petReminderSettingsChangedSchema = z.object({
  vaccineDaysBefore: z.number().int().min(1).max(90),
  changedBy: storableId().nullable(),
  at: storableText(),
});

export type PetReminderSkipped = DomainEvent<'PetReminderSkipped', z.infer<typeof petReminderSkippedSchema>>;
export type PetReminderMailed = DomainEvent<'PetReminderMailed', z.infer<typeof petReminderMailedSchema>>;
export type PetReminderSettingsChanged = DomainEvent<'PetReminderSettingsChanged', z.infer<typeof petReminderSettingsChangedSchema>>;
export type PetReminderEvent = PetReminderSkipped | PetReminderMailed | PetReminderSettingsChanged;

export const PET_REMINDER_EVENT_SCHEMAS = {
  PetReminderSkipped: petReminderSkippedSchema,
  PetReminderMailed: petReminderMailedSchema,
  PetReminderSettingsChanged: petReminderSettingsChangedSchema,
} as const;

export const PET_REMINDER_SETTINGS_STREAM = 'PetReminderSettings';
export const petRemindersStream = (petId: number): string => `PetReminders-${petId}`;

