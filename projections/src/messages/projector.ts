import {
  conversationReadSchema,
  numberOptedOutSchema,
  textDeliveryUpdatedSchema,
  textReceivedSchema,
  textSentSchema,
} from '@pawroute/domain';
import type { RecordedEvent, Transaction } from '@pawroute/platform';
import type { ChangedKey, Projector } from '../runner/projector';
import { insertColumns } from '../runner/insertColumns';
import { createMessagesTables, MESSAGES_TABLES } from './tables';

export const MESSAGES_EVENT_TYPES = ['TextSent', 'TextReceived', 'TextDeliveryUpdated', 'ConversationRead', 'NumberOptedOut', 'NumberOptedIn'] as const;

const threadKey = (customerId: number | null, number: string) => (customerId === null ? `n:${number}` : `c:${customerId}`);

interface MessageRow {
  id: string;
  thread_key: string;
  customer_id: number | null;
  number: string;
  direction: 'in' | 'out';
  body: string;
  kind: string | null;
  intent: string | null;
  status: string | null;
  appointment_id: number | null;
  sent_by: number | null;
  at: string;
}
const MESSAGE_COLUMNS = ['id', 'thread_key', 'customer_id', 'number', 'direction', 'body', 'kind', 'intent', 'status', 'appointment_id', 'sent_by', 'at'] as const satisfies readonly (keyof MessageRow)[];

interface ThreadRow {
  thread_key: string;
  customer_id: number | null;
  number: string;
  last_body: string;
  last_direction: 'in' | 'out';
  last_at: string;
  unread: number;
}
const THREAD_COLUMNS = ['thread_key', 'customer_id', 'number', 'last_body', 'last_direction', 'last_at', 'unread'] as const satisfies readonly (keyof ThreadRow)[];

/**
 * A thread as the batch leaves it: the last message's fields over the first one's row (customer_id is
 * the row's own when it is inserted, never changed after), and its unread count: the texts received
 * since the batch's last read of it (`read`: then that is the count), or all the batch's, added to the
 * stored count.
 */
interface ThreadFold {
  row: ThreadRow;
  read: boolean;
}

/**
 * The Messages screen's list and threads (docs/TEXTS.md). Every change sends { scope: 'messages' } to
 * staff (the list, the thread and the navigation's unread count refresh live); customers get none.
 *
 * A batch is folded in memory and written with a few set-based statements, whatever its size: the
 * texts in one insert (a text already stored is kept); delivery updates in one update before it (those
 * of texts the batch has not sent yet, which find nothing or a stored text) and one after it; each
 * thread in one upsert, split by whether the batch read it (its count starts again) or not (the stored
 * count grows); reads of threads the batch wrote nothing to in one update; opt-outs, the last one each.
 */
export const messagesProjector: Projector = {
  name: 'messages',
  version: 1,
  eventTypes: MESSAGES_EVENT_TYPES,
  tables: MESSAGES_TABLES,
  createTables: (tx: Transaction) => createMessagesTables(tx),
  async apply(tx: Transaction, events: readonly RecordedEvent[]): Promise<ChangedKey[]> {
    const messages = new Map<string, MessageRow>();
    const statusBefore = new Map<string, string>();
    const statusAfter = new Map<string, string>();
    const threads = new Map<string, ThreadFold>();
    const readOnly = new Set<string>();
    const optOuts = new Map<string, boolean>();

    const text = (row: MessageRow) => {
      if (!messages.has(row.id)) messages.set(row.id, row);
      const touched = threads.get(row.thread_key);
      const unread = row.direction === 'in' ? 1 : 0;
      const last = { number: row.number, last_body: row.body, last_direction: row.direction, last_at: row.at };
      if (!touched) {
        // A read before the batch's first text of a thread found the stored row, if any: it starts again.
        const read = readOnly.delete(row.thread_key);
        threads.set(row.thread_key, { row: { thread_key: row.thread_key, customer_id: row.customer_id, ...last, unread }, read });
      } else {
        touched.row = { ...touched.row, ...last, unread: touched.row.unread + unread };
      }
    };

    for (const event of events) {
      switch (event.type) {
        case 'TextSent': {
          const d = textSentSchema.parse(event.data);
          text({
            id: `out:${d.messageId}`, thread_key: threadKey(d.customerId, d.to), customer_id: d.customerId, number: d.to, direction: 'out', body: d.body,
            kind: d.kind, intent: null, status: null, appointment_id: d.appointmentId, sent_by: d.sentBy, at: d.sentAt,
          });
          break;
        }
        case 'TextReceived': {
          const d = textReceivedSchema.parse(event.data);
          text({
            id: `in:${d.providerMessageId}`, thread_key: threadKey(d.customerId, d.from), customer_id: d.customerId, number: d.from, direction: 'in', body: d.body,
            kind: null, intent: d.intent, status: 'received', appointment_id: d.appointmentId, sent_by: null, at: d.receivedAt,
          });
          break;
        }
        case 'TextDeliveryUpdated': {
          const d = textDeliveryUpdatedSchema.parse(event.data);
          const id = `out:${d.messageId}`;
          (messages.has(id) ? statusAfter : statusBefore).set(id, d.status);
          break;
        }
        case 'ConversationRead': {
          const d = conversationReadSchema.parse(event.data);
          const key = threadKey(d.customerId, '');
          const touched = threads.get(key);
          if (touched) {
            touched.row = { ...touched.row, unread: 0 };
            touched.read = true;
          } else {
            readOnly.add(key);
          }
          break;
        }
        case 'NumberOptedOut':
        case 'NumberOptedIn': {
          const d = numberOptedOutSchema.parse(event.data);
          optOuts.set(d.number, event.type === 'NumberOptedOut');
          break;
        }
        default:
          throw new Error(`messages projector: unexpected event type ${event.type}`);
      }
    }

    await setStatuses(tx, statusBefore);
    await insertColumns(tx, { table: 'text_messages', columns: MESSAGE_COLUMNS, rows: [...messages.values()], onConflict: 'ON CONFLICT (id) DO NOTHING' });
    await setStatuses(tx, statusAfter);
    if (readOnly.size > 0) await tx.query(`UPDATE text_threads SET unread = 0 WHERE thread_key = ANY($1::text[])`, [[...readOnly]]);
    const folded = [...threads.values()];
    const lastFields = 'number = EXCLUDED.number, last_body = EXCLUDED.last_body, last_direction = EXCLUDED.last_direction, last_at = EXCLUDED.last_at';
    await insertColumns(tx, {
      table: 'text_threads',
      columns: THREAD_COLUMNS,
      rows: folded.filter((t) => t.read).map((t) => t.row),
      onConflict: `ON CONFLICT (thread_key) DO UPDATE SET ${lastFields}, unread = EXCLUDED.unread`,
    });
    await insertColumns(tx, {
      table: 'text_threads',
      columns: THREAD_COLUMNS,
      rows: folded.filter((t) => !t.read).map((t) => t.row),
      onConflict: `ON CONFLICT (thread_key) DO UPDATE SET ${lastFields}, unread = text_threads.unread + EXCLUDED.unread`,
    });
    if (optOuts.size > 0) {
      await tx.query(
        `INSERT INTO text_opt_outs (number, opted_out) SELECT * FROM unnest($1::text[], $2::boolean[]) ON CONFLICT (number) DO UPDATE SET opted_out = EXCLUDED.opted_out`,
        [[...optOuts.keys()], [...optOuts.values()]],
      );
    }
    return events.length > 0 ? [{ scope: 'messages' }] : [];
  },
};

async function setStatuses(tx: Transaction, statuses: ReadonlyMap<string, string>): Promise<void> {
  if (statuses.size === 0) return;
  await tx.query(
    `UPDATE text_messages m SET status = s.status FROM unnest($1::text[], $2::text[]) AS s(id, status) WHERE m.id = s.id`,
    [[...statuses.keys()], [...statuses.values()]],
  );
}
