import { z } from 'zod';
import type { DomainEvent } from '../shared/decider';
import { storableId, storableText } from '../shared/storable';
import { MESSAGE_CHANNELS, MESSAGE_KINDS } from './kinds';

/** Management → Message templates: one kind's words as the business saved them, on MessageTemplates. */
export const messageTemplateChangedSchema = z.object({
  kind: z.enum(MESSAGE_KINDS),
  channels: z.enum(MESSAGE_CHANNELS),
  sms: storableText().max(1_000),
  emailSubject: storableText().max(200),
  emailBody: storableText().max(10_000),
  changedBy: storableId().nullable(),
  at: storableText(),
});
/** "Reset to default": the kind goes with its default words again. */
export const messageTemplateResetSchema = z.object({
  kind: z.enum(MESSAGE_KINDS),
  changedBy: storableId().nullable(),
  at: storableText(),
});

export type MessageTemplateChanged = DomainEvent<'MessageTemplateChanged', z.infer<typeof messageTemplateChangedSchema>>;
export type MessageTemplateReset = DomainEvent<'MessageTemplateReset', z.infer<typeof messageTemplateResetSchema>>;
export type MessageTemplateEvent = MessageTemplateChanged | MessageTemplateReset;

export const MESSAGE_TEMPLATE_EVENT_SCHEMAS = {
  MessageTemplateChanged: messageTemplateChangedSchema,
  MessageTemplateReset: messageTemplateResetSchema,
} as const;

export const MESSAGE_TEMPLATES_STREAM = 'MessageTemplates';
