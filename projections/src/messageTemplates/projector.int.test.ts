import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventMetadata } from '@pawroute/domain';
import type { RecordedEvent } from '@pawroute/platform';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { messageTemplatesProjector } from './projector';

let test: TestDatabase;
let position = 0;
const at = (minute: number) => `2026-03-01T15:${String(minute).padStart(2, '0')}:00.000Z`;
const metadata: EventMetadata = { actorUserId: null, correlationId: 'c', causationId: null, commandName: 'Test', idempotencyKey: null, occurredAt: at(0), schemaVersion: 1 };

function recorded(type: string, data: unknown): RecordedEvent {
  position += 1;
  return { id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`, type, data, metadata, stream: 'Test', revision: position - 1, position: String(position), createdAt: new Date() };
}
const apply = (events: readonly RecordedEvent[]) => test.database.transaction((tx) => messageTemplatesProjector.apply(tx, events));

const TABLES = ['message_templates', 'customer_preferred_channels'];
async function readModel() {
  const model: Record<string, unknown[]> = {};
  for (const table of TABLES) model[table] = (await test.database.query(`SELECT * FROM ${table} ORDER BY 1`)).rows;
  return model;
}
/** The read model after the batches as given, and after the same events one apply each: they must agree. */
async function asBatchesAndOneByOne(history: readonly RecordedEvent[][]) {
  await test.database.query(`TRUNCATE ${TABLES.join(', ')}`);
  for (const batch of history) await apply(batch);
  const batched = await readModel();
  await test.database.query(`TRUNCATE ${TABLES.join(', ')}`);
  for (const event of history.flat()) await apply([event]);
  expect(batched).toEqual(await readModel());
  return batched;
}

beforeAll(async () => {
  test = await createTestDatabase();
  await test.database.transaction((tx) => messageTemplatesProjector.createTables(tx));
});
afterAll(async () => {
  await test?.drop();
});

const changed = (kind: string, sms: string, minute: number) =>
  recorded('MessageTemplateChanged', { kind, channels: 'both', sms, emailSubject: 'Subject', emailBody: 'Body "quoted" \\ slash', changedBy: 1, at: at(minute) });
const reset = (kind: string) => recorded('MessageTemplateReset', { kind, changedBy: 1, at: at(9) });
const channel = (customerId: number, to: 'sms' | 'email' | 'both') => recorded('CustomerPreferredChannelChanged', { customerId, channel: to, changedBy: null, at: at(0) });

describe('messageTemplates projector: a batch writes what its events one by one wrote', () => {
  it("given kinds changed and reset and customers' channels changed in one batch and the next, then each is its last", async () => {
    const model = await asBatchesAndOneByOne([
      [changed('booked', 'one', 0), changed('moved', 'two', 1), channel(3, 'sms')],
      [changed('booked', 'three', 2), reset('moved'), reset('cancelled'), changed('cancelled', 'four', 3), changed('booked', 'five', 4), channel(3, 'email'), channel(4, 'both'), channel(3, 'both')],
    ]);
    expect(model.message_templates).toEqual([
      { kind: 'booked', template: { channels: 'both', sms: 'five', emailSubject: 'Subject', emailBody: 'Body "quoted" \\ slash' }, changed_at: new Date(at(4)) },
      { kind: 'cancelled', template: { channels: 'both', sms: 'four', emailSubject: 'Subject', emailBody: 'Body "quoted" \\ slash' }, changed_at: new Date(at(3)) },
    ]);
    expect(model.customer_preferred_channels).toEqual([{ customer_id: 3, channel: 'both' }, { customer_id: 4, channel: 'both' }]);
  });
});
