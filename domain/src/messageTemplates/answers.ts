import { z } from 'zod';
import type { MessageKind, MessageTemplate } from './kinds';

/** GET /api/v4/messageTemplates/list: every kind with its words now and whether they are the defaults. */
export interface MessageTemplateRow {
  kind: MessageKind;
  template: MessageTemplate;
  isDefault: boolean;
  changedAt: string | null;
}
export interface MessageTemplatesAnswer {
  templates: MessageTemplateRow[];
}
/** POST save / reset. */
export interface MessageTemplateSaved {
  kind: MessageKind;
  template: MessageTemplate;
  isDefault: boolean;
  message: string;
}
/** POST /api/v4/customers/askForCard: where it went, in the office's words. */
export interface AskForCardAnswer {
  customerId: number;
  email: string | null;
  sms: string | null;
  message: string;
}

const channelSchema = z.enum(['both', 'email', 'sms']);
/** POST messageTemplates/change and reset: the template now and whether it is the default. */
export const messageTemplateAnswerSchema = z.object({
  kind: z.string(),
  template: z.object({ channels: channelSchema, sms: z.string(), emailSubject: z.string(), emailBody: z.string() }),
  isDefault: z.boolean(),
  message: z.string(),
});
export type MessageTemplateAnswer = z.infer<typeof messageTemplateAnswerSchema>;
export const cardOnFileAskedAnswerSchema = z.object({
  customerId: z.number(),
  email: z.string().nullable(),
  sms: z.string().nullable(),
  message: z.string(),
});
export type CardOnFileAskedAnswer = z.infer<typeof cardOnFileAskedAnswerSchema>;
