import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { batchEquivalence, recordedEvents } from '../testing/batchEquivalence';
import { groomingReportProjector } from './projector';

let test: TestDatabase;
const at = (minute: number) => `2026-03-01T15:${String(minute).padStart(2, '0')}:00.000Z`;
const recorded = recordedEvents();
const { asBatchesAndOneByOne } = batchEquivalence({ database: () => test.database, projector: groomingReportProjector, tables: ['grooming_reports'] });

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
