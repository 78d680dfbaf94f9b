import { z } from 'zod';
import type { DomainEvent } from '../shared/decider';
import { storableId, storableText } from '../shared/storable';
import { INBOUND_BODY_MAX } from './messages';

export const TEXT_KINDS = ['receipt', 'reminder', 'confirmation', 'reply', 'other', 'onMyWay', 'rebook', 'vaccineExpiry'] as const;
export type TextKind = (typeof TEXT_KINDS)[number];
export const DELIVERY_STATUSES = ['queued', 'sending', 'sent', 'delivered', 'undelivered', 'failed', 'receiving', 'received', 'accepted', 'scheduled', 'read', 'canceled'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
/** What a reply's first word asks (docs/RULES.md REM-REPLY). */
export const REPLY_INTENTS = ['confirm', 'reschedule', 'optOut', 'optIn', 'help', 'other'] as const;
export type ReplyIntent = (typeof REPLY_INTENTS)[number];

const digits = z.string().regex(/^\d{8,15}$/);

/** A text we sent: on Conversation-<customerId> (every text in and out is an event). */
export const textSentSchema = z.object({
  messageId: storableText().min(1).max(200),
  customerId: storableId().nullable(),
  /** E.164 digits without the plus. */
  to: digits,
  body: storableText().max(INBOUND_BODY_MAX),
  kind: z.enum(TEXT_KINDS),
  appointmentId: storableId().nullable(),
  /** The user who typed it; null for an automatic text. */
  sentBy: storableId().nullable(),
  /** Through the provider ('http') or kept in the outbox ('outbox'). */
  transport: z.enum(['http', 'outbox']),
  sentAt: storableText(),
});
/** A text a customer (or an unknown number: TextNumber-<digits>) sent us. */
export const textReceivedSchema = z.object({
  providerMessageId: storableText().min(1).max(200),
  customerId: storableId().nullable(),
  from: digits,
  body: storableText().max(INBOUND_BODY_MAX),
  intent: z.enum(REPLY_INTENTS),
  /** The appointment a confirm or R was taken to be about (REM-REPLY), if any. */
  appointmentId: storableId().nullable(),
  receivedAt: storableText(),
});
export const textDeliveryUpdatedSchema = z.object({
  messageId: storableText().min(1).max(200),
  providerMessageId: storableText().min(1).max(200),
  status: z.enum(DELIVERY_STATUSES),
  at: storableText(),
});
export const conversationReadSchema = z.object({ customerId: storableId(), readBy: storableId().nullable(), at: storableText() });
/** On TextNumber-<digits>: no text goes to the number until it opts back in. */
export const numberOptedOutSchema = z.object({ number: digits, keyword: storableText().max(40), at: storableText() });
export const numberOptedInSchema = numberOptedOutSchema;

export type TextSent = DomainEvent<'TextSent', z.infer<typeof textSentSchema>>;
export type TextReceived = DomainEvent<'TextReceived', z.infer<typeof textReceivedSchema>>;
export type TextDeliveryUpdated = DomainEvent<'TextDeliveryUpdated', z.infer<typeof textDeliveryUpdatedSchema>>;
export type ConversationRead = DomainEvent<'ConversationRead', z.infer<typeof conversationReadSchema>>;
export type NumberOptedOut = DomainEvent<'NumberOptedOut', z.infer<typeof numberOptedOutSchema>>;
export type NumberOptedIn = DomainEvent<'NumberOptedIn', z.infer<typeof numberOptedInSchema>>;
export type TextingEvent = TextSent | TextReceived | TextDeliveryUpdated | ConversationRead | NumberOptedOut | NumberOptedIn;

/** For the event-schema registry. */
export const TEXTING_EVENT_SCHEMAS = {
  TextSent: textSentSchema,
  TextReceived: textReceivedSchema,
  TextDeliveryUpdated: textDeliveryUpdatedSchema,
  ConversationRead: conversationReadSchema,
  NumberOptedOut: numberOptedOutSchema,
  NumberOptedIn: numberOptedInSchema,
} as const;

/** One customer's texts both ways. */
export const conversationStream = (customerId: number): string => `Conversation-${customerId}`;
/** One phone number's opt-out record, and the texts of a number no customer has ("unknown senders"). */
export const textNumberStream = (e164Digits: string): string => `TextNumber-${e164Digits}`;
