import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@pawroute/platform';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { commentsProjector } from './projector';

let test: TestDatabase;
let position = 0;
const at = (minute: number) => `2026-03-01T15:${String(minute).padStart(2, '0')}:00.000Z`;
const recorded = (type: string, data: unknown): RecordedEvent => {
  position += 1;
  return {
    id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`, type, data,
    metadata: { actorUserId: null, correlationId: 'c', causationId: null, commandName: 'Test', idempotencyKey: null, occurredAt: at(0), schemaVersion: 1 },
    stream: `Test-${position}`, revision: 0, position: String(position), createdAt: new Date(at(0)),
  };
};
const apply = (events: readonly RecordedEvent[]) => test.database.transaction((tx) => commentsProjector.apply(tx, events));
const openedGroup = (commentGroupId: number, ownerId: number) => recorded('CommentGroupOpened', { commentGroupId, ownerType: 'user', ownerId, ownerUserId: ownerId, openedAt: at(commentGroupId) });
const added = (commentGroupId: number, commentId: number, comment: string) => recorded('CommentAdded', { commentGroupId, commentId, comment, authorUserId: 3, addedAt: at(commentId % 60) });
const merged = (commentGroupId: number, intoCommentGroupId: number) => recorded('CommentGroupMerged', { commentGroupId, intoCommentGroupId, mergedAt: at(30) });
const rated = (ratingId: number, userId: number, rating: number) => recorded('RatingGiven', { ratingId, userId, rating, comment: null, raterUserId: 3, givenAt: at(ratingId) });
const moved = (ratingId: number, fromUserId: number, toUserId: number) => recorded('RatingMoved', { ratingId, fromUserId, toUserId, movedAt: at(31) });

const TABLES = ['comment_groups', 'comments', 'ratings'];
async function readModel() {
  const model: Record<string, unknown[]> = {};
  for (const table of TABLES) model[table] = (await test.database.query(`SELECT * FROM ${table} ORDER BY id`)).rows;
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
  await test.database.transaction((tx) => commentsProjector.createTables(tx));
});
afterAll(async () => {
  await test?.drop();
});

describe('comments projector: a batch writes what its events one by one wrote', () => {
  it('given comments added before and after their group merged, and ratings given and moved, in one batch and the next, then each comment is in the group it lives in now', async () => {
    const model = await asBatchesAndOneByOne([
      [openedGroup(1, 7), openedGroup(2, 8), added(1, 10, 'one'), added(2, 11, 'two'), rated(5, 8, 4)],
      [
        added(2, 12, 'three'),
        merged(2, 1),
        added(2, 13, 'after the merge'), // goes into group 1
        openedGroup(2, 9), // again: stays as it was
        added(3, 14, 'no group yet'),
        openedGroup(3, 9),
        added(3, 14, 'again'), // the first stays
        rated(6, 8, 5),
        moved(5, 8, 7),
        rated(5, 9, 1), // again: stays
      ],
    ]);
    expect(model.comments!.map((c) => [(c as { id: number }).id, (c as { comment_group_id: number }).comment_group_id, (c as { comment: string }).comment])).toEqual([
      [10, 1, 'one'],
      [11, 1, 'two'],
      [12, 1, 'three'],
      [13, 1, 'after the merge'],
      [14, 3, 'no group yet'],
    ]);
    expect(model.ratings!.map((r) => [(r as { id: number }).id, (r as { user_id: number }).user_id, (r as { rating: number }).rating])).toEqual([
      [5, 7, 4],
      [6, 8, 5],
    ]);
  });
});
