import {
  conversationReadSchema,
  numberOptedOutSchema,
  textDeliveryUpdatedSchema,
  textReceivedSchema,
  textSentSchema,
} from '@pawroute/domain';
import type { RecordedEvent, Transaction } from '@pawroute/platform';
import type { ChangedKey, Projector } from '../runner/projector';
import { createMessagesTables, MESSAGES_TABLES } from './tables';

export const MESSAGES_EVENT_TYPES = ['TextSent', 'TextReceived', 'TextDeliveryUpdated', 'ConversationRead', 'NumberOptedOut', 'NumberOptedIn'] as const;

const threadKey = (customerId: number | null, number: string) => (customerId === null ? `n:${number}` : `c:${customerId}`);

/**
 * The Messages screen's list and threads (docs/TEXTS.md). Every change sends { scope: 'messages' } to
 * staff (the list, the thread and the navigation's unread count refresh live); customers get none.
 */
export const messagesProjector: Projector = {
  name: 'messages',
  version: 1,
  eventTypes: MESSAGES_EVENT_TYPES,
  tables: MESSAGES_TABLES,
  createTables: (tx: Transaction) => createMessagesTables(tx),
  async apply(tx: Transaction, events: readonly RecordedEvent[]): Promise<ChangedKey[]> {
    for (const event of events) {
      switch (event.type) {
        case 'TextSent': {
          const d = textSentSchema.parse(event.data);
          const key = threadKey(d.customerId, d.to);
          await tx.query(
            `INSERT INTO text_messages (id, thread_key, customer_id, number, direction, body, kind, intent, status, appointment_id, sent_by, at)
             VALUES ($1, $2, $3, $4, 'out', $5, $6, NULL, NULL, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
            [`out:${d.messageId}`, key, d.customerId, d.to, d.body, d.kind, d.appointmentId, d.sentBy, d.sentAt],
          );
          await touchThread(tx, key, d.customerId, d.to, d.body, 'out', d.sentAt, 0);
          break;
        }
        case 'TextReceived': {
          const d = textReceivedSchema.parse(event.data);
          const key = threadKey(d.customerId, d.from);
          await tx.query(
            `INSERT INTO text_messages (id, thread_key, customer_id, number, direction, body, kind, intent, status, appointment_id, sent_by, at)
             VALUES ($1, $2, $3, $4, 'in', $5, NULL, $6, 'received', $7, NULL, $8) ON CONFLICT (id) DO NOTHING`,
            [`in:${d.providerMessageId}`, key, d.customerId, d.from, d.body, d.intent, d.appointmentId, d.receivedAt],
          );
          await touchThread(tx, key, d.customerId, d.from, d.body, 'in', d.receivedAt, 1);
          break;
        }
        case 'TextDeliveryUpdated': {
          const d = textDeliveryUpdatedSchema.parse(event.data);
          await tx.query(`UPDATE text_messages SET status = $2 WHERE id = $1`, [`out:${d.messageId}`, d.status]);
          break;
        }
        case 'ConversationRead': {
          const d = conversationReadSchema.parse(event.data);
          await tx.query(`UPDATE text_threads SET unread = 0 WHERE thread_key = $1`, [threadKey(d.customerId, '')]);
          break;
        }
        case 'NumberOptedOut':
        case 'NumberOptedIn': {
          const d = numberOptedOutSchema.parse(event.data);
          await tx.query(
            `INSERT INTO text_opt_outs (number, opted_out) VALUES ($1, $2) ON CONFLICT (number) DO UPDATE SET opted_out = EXCLUDED.opted_out`,
            [d.number, event.type === 'NumberOptedOut'],
          );
          break;
        }
        default:
          throw new Error(`messages projector: unexpected event type ${event.type}`);
      }
    }
    return events.length > 0 ? [{ scope: 'messages' }] : [];
  },
};

async function touchThread(tx: Transaction, key: string, customerId: number | null, number: string, body: string, direction: 'in' | 'out', at: string, unread: number): Promise<void> {
  await tx.query(
    `INSERT INTO text_threads (thread_key, customer_id, number, last_body, last_direction, last_at, unread)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (thread_key) DO UPDATE SET
       number = EXCLUDED.number, last_body = EXCLUDED.last_body, last_direction = EXCLUDED.last_direction,
       last_at = EXCLUDED.last_at, unread = text_threads.unread + EXCLUDED.unread`,
    [key, customerId, number, body, direction, at, unread],
  );
}
