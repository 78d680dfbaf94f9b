import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { batchEquivalence, recordedEvents } from '../testing/batchEquivalence';
import { commentsProjector } from './projector';

let test: TestDatabase;
const at = (minute: number) => `2026-03-01T15:${String(minute).padStart(2, '0')}:00.000Z`;
const recorded = recordedEvents({ stream: (position) => `Test-${position}`, createdAt: () => new Date(at(0)) });
const openedGroup = (commentGroupId: number, ownerId: number) => recorded('CommentGroupOpened', { commentGroupId, ownerType: 'user', ownerId, ownerUserId: ownerId, openedAt: at(commentGroupId) });
const added = (commentGroupId: number, commentId: number, comment: string) => recorded('CommentAdded', { commentGroupId, commentId, comment, authorUserId: 3, addedAt: at(commentId % 60) });
const merged = (commentGroupId: number, intoCommentGroupId: number) => recorded('CommentGroupMerged', { commentGroupId, intoCommentGroupId, mergedAt: at(30) });
const rated = (ratingId: number, userId: number, rating: number) => recorded('RatingGiven', { ratingId, userId, rating, comment: null, raterUserId: 3, givenAt: at(ratingId) });
const moved = (ratingId: number, fromUserId: number, toUserId: number) => recorded('RatingMoved', { ratingId, fromUserId, toUserId, movedAt: at(31) });

const { asBatchesAndOneByOne } = batchEquivalence({ database: () => test.database, projector: commentsProjector, tables: ['comment_groups', 'comments', 'ratings'], orderBy: 'id' });

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
