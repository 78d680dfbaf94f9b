import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventMetadata } from '@pawroute/domain';
import type { RecordedEvent } from '@pawroute/platform';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { picturesProjector } from './projector';

let test: TestDatabase;
let position = 0;
const at = (minute: number) => `2026-03-01T15:${String(minute).padStart(2, '0')}:00.000Z`;
const metadata: EventMetadata = { actorUserId: null, correlationId: 'c', causationId: null, commandName: 'Test', idempotencyKey: null, occurredAt: at(0), schemaVersion: 1 };

function recorded(type: string, data: unknown): RecordedEvent {
  position += 1;
  return { id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`, type, data, metadata, stream: 'Test', revision: position - 1, position: String(position), createdAt: new Date() };
}
const apply = (events: readonly RecordedEvent[]) => test.database.transaction((tx) => picturesProjector.apply(tx, events));

const TABLES = ['profile_pictures'];
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
  await test.database.transaction((tx) => picturesProjector.createTables(tx));
});
afterAll(async () => {
  await test?.drop();
});

const uploaded = (userId: number, fileName: string, minute: number) =>
  recorded('ProfilePictureUploaded', { userId, fileName, hash: `h-${fileName}`, contentType: 'image/png', uploadedAt: at(minute) });

describe('pictures projector: a batch writes what its events one by one wrote', () => {
  it("given pictures uploaded in one batch and the next, then each user's is the latest upload", async () => {
    const model = await asBatchesAndOneByOne([[uploaded(1, 'a.png', 0)], [uploaded(1, 'b.png', 1), uploaded(2, 'c.png', 2), uploaded(1, 'd.png', 3)]]);
    expect(model.profile_pictures).toEqual([
      { user_id: 1, file_name: 'd.png', hash: 'h-d.png', content_type: 'image/png', uploaded_at: new Date(at(3)) },
      { user_id: 2, file_name: 'c.png', hash: 'h-c.png', content_type: 'image/png', uploaded_at: new Date(at(2)) },
    ]);
  });
});
