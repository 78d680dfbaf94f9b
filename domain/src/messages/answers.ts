import { z } from 'zod';
import type { DeliveryStatus, ReplyIntent, TextKind } from './events';

export interface ThreadSummary {
  customerId: number | null;
  /** For an unknown sender (no customer): its number. */
  number: string;
  name: string | null;
  lastBody: string;
  lastAt: string;
  lastDirection: 'in' | 'out';
  unread: number;
  optedOut: boolean;
}
export interface ThreadListAnswer {
  threads: ThreadSummary[];
  unreadTotal: number;
}
export interface ThreadMessage {
  id: string;
  direction: 'in' | 'out';
  body: string;
  at: string;
  kind: TextKind | null;
  intent: ReplyIntent | null;
  status: DeliveryStatus | null;
  appointmentId: number | null;
  number: string;
}
export interface ThreadAnswer {
  customerId: number;
  name: string;
  number: string | null;
  optedOut: boolean;
  messages: ThreadMessage[];
}

/** POST messages/markRead: whether anything was unread. */
export interface ThreadMarkedRead {
  customerId: number;
  marked: boolean;
}

/** The texts' writes. */
export const sendTextAnswerSchema = z.object({ customerId: z.number(), messageId: z.string(), sent: z.boolean(), message: z.string() });
export type SendTextAnswer = z.infer<typeof sendTextAnswerSchema>;
export const threadMarkedReadAnswerSchema = z.object({ customerId: z.number(), marked: z.boolean() });
export type ThreadMarkedReadAnswer = z.infer<typeof threadMarkedReadAnswerSchema>;
