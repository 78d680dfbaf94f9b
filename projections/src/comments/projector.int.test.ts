import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@pawroute/platform';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { commentsProjector } from './projector';

let test: TestDatabase;
let position = 0;
const at = '2026-03-01T15:00:00.000Z';
const recorded = (type: string, data: unknown): RecordedEvent => {
  position += 1;
  return {
    id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
    type,
    data,
    metadata: { actorUserId: null, correlationId: 'c', causationId: null, commandName: 'Test', idempotencyKey: null, occurredAt: at, schemaVersion: 1 },
    stream: `Test-${position}`,
    revision: 0,
    position: String(position),
    createdAt: new Date(at),
  };
};
const apply = (events: RecordedEvent[]) => test.database.transaction((tx) => commentsProjector.apply(tx, events));

beforeAll(async () => {
  test = await createTestDatabase();
  await test.database.transaction((tx) => commentsProjector.createTables(tx));
});
afterAll(async () => {
  await test?.drop();
});

describe('comments projector (real Postgres)', () => {
  it('keeps comments per group, moves them on a merge, and moves ratings', async () => {
    await apply([
      recorded('CommentGroupOpened', { commentGroupId: 1, ownerType: 'user', ownerId: 7, ownerUserId: 7, openedAt: at }),
      recorded('CommentGroupOpened', { commentGroupId: 2, ownerType: 'user', ownerId: 8, ownerUserId: 8, openedAt: at }),
      recorded('CommentAdded', { commentGroupId: 1, commentId: 10, comment: 'one', authorUserId: 3, addedAt: at }),
      recorded('CommentAdded', { commentGroupId: 2, commentId: 11, comment: 'two', authorUserId: 3, addedAt: at }),
      recorded('RatingGiven', { ratingId: 5, userId: 8, rating: 4, comment: null, raterUserId: 3, givenAt: at }),
    ]);
    const keys = await apply([
      recorded('CommentGroupMerged', { commentGroupId: 2, intoCommentGroupId: 1, mergedAt: at }),
      recorded('RatingMoved', { ratingId: 5, fromUserId: 8, toUserId: 7, movedAt: at }),
    ]);
    expect(keys).toEqual([
      { scope: 'comments', id: 2 },
      { scope: 'comments', id: 1 },
      { scope: 'ratings', id: 8 },
      { scope: 'ratings', id: 7 },
    ]);
    const { rows } = await test.database.query(`SELECT id, comment_group_id FROM comments ORDER BY id`);
    expect(rows).toEqual([
      { id: 10, comment_group_id: 1 },
      { id: 11, comment_group_id: 1 },
    ]);
    const { rows: ratings } = await test.database.query(`SELECT id, user_id FROM ratings`);
    expect(ratings).toEqual([{ id: 5, user_id: 7 }]);
  });

  it('faults on malformed data instead of writing a half row', async () => {
    await expect(apply([recorded('CommentAdded', { commentGroupId: 1 })])).rejects.toThrow();
  });
});
