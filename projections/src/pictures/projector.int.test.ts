import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { batchEquivalence, recordedEvents } from '../testing/batchEquivalence';
import { picturesProjector } from './projector';

let test: TestDatabase;
const at = (minute: number) => `2026-03-01T15:${String(minute).padStart(2, '0')}:00.000Z`;
const recorded = recordedEvents();
const { asBatchesAndOneByOne } = batchEquivalence({ database: () => test.database, projector: picturesProjector, tables: ['profile_pictures'] });

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
