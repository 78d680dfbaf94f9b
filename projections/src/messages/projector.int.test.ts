import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { batchEquivalence, recordedEvents } from '../testing/batchEquivalence';
import { messagesProjector } from './projector';

let test: TestDatabase;
const at = (minute: number) => `2026-03-01T15:${String(minute).padStart(2, '0')}:00.000Z`;
const recorded = recordedEvents({ stream: 'Conversation-3' });

const CUSTOMER_NUMBER = '12145550123';
const sent = (messageId: string, minute: number, customerId: number | null = 3, to = CUSTOMER_NUMBER) =>
  recorded('TextSent', { messageId, customerId, to, body: `sent ${messageId}`, kind: 'reminder', appointmentId: null, sentBy: null, transport: 'http', sentAt: at(minute) });
const received = (providerMessageId: string, minute: number, customerId: number | null = 3, from = CUSTOMER_NUMBER) =>
  recorded('TextReceived', { providerMessageId, customerId, from, body: `got ${providerMessageId}`, intent: 'other', appointmentId: null, receivedAt: at(minute) });
const delivery = (messageId: string, status: string, minute: number) => recorded('TextDeliveryUpdated', { messageId, providerMessageId: `p-${messageId}`, status, at: at(minute) });
const read = (customerId: number, minute: number) => recorded('ConversationRead', { customerId, readBy: 2, at: at(minute) });
const opted = (type: 'NumberOptedOut' | 'NumberOptedIn', number: string, minute: number) => recorded(type, { number, keyword: 'STOP', at: at(minute) });

const { asBatchesAndOneByOne } = batchEquivalence({ database: () => test.database, projector: messagesProjector, tables: ['text_messages', 'text_threads', 'text_opt_outs'] });

beforeAll(async () => {
  test = await createTestDatabase();
  await test.database.transaction((tx) => messagesProjector.createTables(tx));
});
afterAll(async () => {
  await test?.drop();
});

describe('messages projector: a batch folded in memory writes what its events one by one wrote (docs/TEXTS.md)', () => {
  it("given texts both ways and reads of the thread in one batch and the next, then the thread shows the last text and counts the texts received since the last read", async () => {
    const model = await asBatchesAndOneByOne([
      [received('r1', 0), received('r2', 1), sent('s1', 2), read(4, 2) /* no thread: nothing */],
      [
        received('r3', 3), // the stored count grows: 3
        read(3, 4),
        received('r4', 5),
        sent('s2', 6), // last text: s2, unread 1
        read(5, 6), // customer 5: no thread yet; its first text comes after
        received('r5', 7, 5, '12145550999'),
        received('r6', 8, null, '19995550000'), // an unknown number's thread
        received('r6', 9, null, '19995550000'), // the same text again: kept once, counted again as before
      ],
    ]);
    expect(model.text_threads).toEqual([
      { thread_key: 'c:3', customer_id: 3, number: CUSTOMER_NUMBER, last_body: 'sent s2', last_direction: 'out', last_at: new Date(at(6)), unread: 1 },
      { thread_key: 'c:5', customer_id: 5, number: '12145550999', last_body: 'got r5', last_direction: 'in', last_at: new Date(at(7)), unread: 1 },
      { thread_key: 'n:19995550000', customer_id: null, number: '19995550000', last_body: 'got r6', last_direction: 'in', last_at: new Date(at(9)), unread: 2 },
    ]);
    expect(model.text_messages!.map((m) => (m as { id: string }).id)).toEqual(['in:r1', 'in:r2', 'in:r3', 'in:r4', 'in:r5', 'in:r6', 'out:s1', 'out:s2']);
  });

  it('given a stored thread read and then written to in a later batch, then its count starts again from that read', async () => {
    const model = await asBatchesAndOneByOne([[received('r1', 0), received('r2', 1)], [read(3, 2), received('r3', 3)], [read(3, 4)], [received('r4', 5)]]);
    expect(model.text_threads).toMatchObject([{ thread_key: 'c:3', unread: 1, last_body: 'got r4' }]);
  });

  it("given delivery updates before and after their text's sending, then a text's status is the last update after it was sent", async () => {
    const model = await asBatchesAndOneByOne([
      [sent('s1', 0)],
      [
        delivery('s1', 'sent', 1), // stored text
        delivery('s2', 'queued', 2), // not sent yet: nothing
        sent('s2', 3),
        delivery('s2', 'sent', 4),
        delivery('s2', 'delivered', 5),
        sent('s1', 6), // again: the stored text stays, status and all
        delivery('s1', 'delivered', 7),
        delivery('s3', 'failed', 8), // never sent
      ],
    ]);
    expect(model.text_messages!.map((m) => [(m as { id: string }).id, (m as { status: string }).status])).toEqual([
      ['out:s1', 'delivered'],
      ['out:s2', 'delivered'],
    ]);
  });

  it('given a number opting out and in, then the last one holds', async () => {
    const model = await asBatchesAndOneByOne([[opted('NumberOptedOut', CUSTOMER_NUMBER, 0)], [opted('NumberOptedIn', CUSTOMER_NUMBER, 1), opted('NumberOptedOut', '12145550999', 2), opted('NumberOptedOut', CUSTOMER_NUMBER, 3)]]);
    expect(model.text_opt_outs).toEqual([
      { number: CUSTOMER_NUMBER, opted_out: true },
      { number: '12145550999', opted_out: true },
    ]);
  });
});
