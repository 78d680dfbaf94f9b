import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventMetadata } from '@pawroute/domain';
import type { RecordedEvent } from '@pawroute/platform';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { groomingReportProjector } from './projector';

let test: TestDatabase;
let position = 0;
const at = (minute: number) => `2026-03-01T15:${String(minute).padStart(2, '0')}:00.000Z`;
const metadata: EventMetadata = { actorUserId: null, correlationId: 'c', causationId: null, commandName: 'Test', idempotencyKey: null, occurredAt: at(0), schemaVersion: 1 };

function recorded(type: string, data: unknown): RecordedEvent {
  position += 1;
  return { id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`, type, data, metadata, stream: 'Test', revision: position - 1, position: String(position), createdAt: new Date() };
}
const apply = (events: readonly RecordedEvent[]) => test.database.transaction((tx) => groomingReportProjector.apply(tx, events));

const TABLES = ['grooming_reports'];
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
  await test.database.transaction((tx) => groomingReportProjector.createTables(tx));
});
afterAll(async () => {
  await test?.drop();
});

const written = (appointmentId: number, note: string, photos: string[], minute: number) =>
  recorded('GroomingReportWritten', { appointmentId, note, nextSuggestedDate: minute % 2 ? '2026-04-01' : null, photos, writtenBy: 6, writtenAt: at(minute) });

describe('groomingReport projector: a batch writes what its events one by one wrote', () => {
  it("given reports written and rewritten in one batch and the next, then each appointment's is its latest, photos and all", async () => {
    const model = await asBatchesAndOneByOne([
      [written(1, 'first', ['a.jpg'], 0), written(2, 'other', [], 1)],
      [written(1, 'again', ['b.jpg', 'c-2.png'], 2), written(1, 'last', ['d.jpg', 'e.png'], 3), written(3, 'new', [], 4)],
    ]);
    expect(model.grooming_reports).toEqual([
      { appointment_id: 1, note: 'last', next_suggested_date: '2026-04-01', photos: ['d.jpg', 'e.png'], written_at: new Date(at(3)) },
      { appointment_id: 2, note: 'other', next_suggested_date: '2026-04-01', photos: [], written_at: new Date(at(1)) },
      { appointment_id: 3, note: 'new', next_suggested_date: null, photos: [], written_at: new Date(at(4)) },
    ]);
  });
});
