import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { batchEquivalence, recordedEvents } from '../testing/batchEquivalence';
import { messageTemplatesProjector } from './projector';

let test: TestDatabase;
const at = (minute: number) => `2026-03-01T15:${String(minute).padStart(2, '0')}:00.000Z`;
const recorded = recordedEvents();
const { asBatchesAndOneByOne } = batchEquivalence({
  database: () => test.database,
  projector: messageTemplatesProjector,
  tables: ['message_templates', 'customer_preferred_channels'],
});

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
