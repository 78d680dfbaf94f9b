import { z } from 'zod';

/** One mail of GET /api/v4/dev/outbox: sent through SMTP, or kept in the outbox without it. */
export const outboxMessageSchema = z.object({
  dedupeKey: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  transport: z.enum(['smtp', 'outbox']),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** One text message of the same answer: sent through the SMS provider, or kept without one. */
export const outboxTextSchema = z.object({
  dedupeKey: z.string(),
  to: z.string(),
  text: z.string(),
  transport: z.enum(['http', 'outbox']),
  providerId: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxText = z.infer<typeof outboxTextSchema>;

/** GET /api/v4/dev/outbox (development mode, staff): newest first. */
export const outboxAnswerSchema = z.object({
  messages: z.array(outboxMessageSchema),
  texts: z.array(outboxTextSchema),
});
export type OutboxAnswer = z.infer<typeof outboxAnswerSchema>;
