import {
  commentAddedSchema,
  commentGroupMergedSchema,
  commentGroupOpenedSchema,
  ratingGivenSchema,
  ratingMovedSchema,
} from '@pawroute/domain';
import type { RecordedEvent, Transaction } from '@pawroute/platform';
import type { ChangedKey, Projector } from '../runner/projector';
import { insertColumns } from '../runner/insertColumns';
import { COMMENTS_TABLES, createCommentsTables } from './tables';

export const COMMENTS_EVENT_TYPES = ['CommentGroupOpened', 'CommentAdded', 'CommentGroupMerged', 'RatingGiven', 'RatingMoved'] as const;

/**
 * Comment groups with their comments, and customer ratings. Comments and ratings are staff reading
 * (ViewComments, ViewRatings), so their keys carry no owner: customers never get these pushes.
 */
export const commentsProjector: Projector = {
  name: 'comments',
  version: 1,
  eventTypes: COMMENTS_EVENT_TYPES,
  tables: COMMENTS_TABLES,
  createTables: (tx: Transaction) => createCommentsTables(tx),
  async apply(tx: Transaction, events: readonly RecordedEvent[]): Promise<ChangedKey[]> {
    const keys: ChangedKey[] = [];
    // Openings, comments and ratings only insert (a row already there stays): consecutive ones go as one
    // insert per table, written before a merge or a rating's move (rare), which run as before.
    const groups: Row[] = [];
    const comments: Row[] = [];
    const ratings: Row[] = [];
    const flush = async () => {
      await insertColumns(tx, { table: 'comment_groups', columns: GROUP_COLUMNS, rows: groups, onConflict: 'ON CONFLICT (id) DO NOTHING' });
      if (comments.length > 0) {
        // A group merged meanwhile keeps its comments together in the group it went into.
        await tx.query(
          `INSERT INTO comments (id, comment_group_id, comment, author_user_id, added_at)
           SELECT c.id, coalesce((SELECT merged_into FROM comment_groups g WHERE g.id = c.group_id), c.group_id), c.comment, c.author_user_id, c.added_at
             FROM unnest($1::int[], $2::int[], $3::text[], $4::int[], $5::timestamptz[]) AS c(id, group_id, comment, author_user_id, added_at)
           ON CONFLICT (id) DO NOTHING`,
          [comments.map((c) => c.id), comments.map((c) => c.comment_group_id), comments.map((c) => c.comment), comments.map((c) => c.author_user_id), comments.map((c) => c.added_at)],
        );
      }
      await insertColumns(tx, { table: 'ratings', columns: RATING_COLUMNS, rows: ratings, onConflict: 'ON CONFLICT (id) DO NOTHING' });
      groups.length = 0;
      comments.length = 0;
      ratings.length = 0;
    };
    for (const event of events) {
      switch (event.type) {
        case 'CommentGroupOpened': {
          const d = commentGroupOpenedSchema.parse(event.data);
          groups.push({ id: d.commentGroupId, owner_type: d.ownerType, owner_id: d.ownerId, owner_user_id: d.ownerUserId, merged_into: null, opened_at: d.openedAt });
          keys.push({ scope: 'comments', id: d.commentGroupId });
          break;
        }
        case 'CommentAdded': {
          const d = commentAddedSchema.parse(event.data);
          comments.push({ id: d.commentId, comment_group_id: d.commentGroupId, comment: d.comment, author_user_id: d.authorUserId, added_at: d.addedAt });
          keys.push({ scope: 'comments', id: d.commentGroupId });
          break;
        }
        case 'CommentGroupMerged': {
          const d = commentGroupMergedSchema.parse(event.data);
          await flush();
          await tx.query(`UPDATE comment_groups SET merged_into = $2 WHERE id = $1`, [d.commentGroupId, d.intoCommentGroupId]);
          await tx.query(`UPDATE comments SET comment_group_id = $2 WHERE comment_group_id = $1`, [d.commentGroupId, d.intoCommentGroupId]);
          keys.push({ scope: 'comments', id: d.commentGroupId }, { scope: 'comments', id: d.intoCommentGroupId });
          break;
        }
        case 'RatingGiven': {
          const d = ratingGivenSchema.parse(event.data);
          ratings.push({ id: d.ratingId, user_id: d.userId, rating: d.rating, comment: d.comment, rater_user_id: d.raterUserId, given_at: d.givenAt });
          keys.push({ scope: 'ratings', id: d.userId });
          break;
        }
        case 'RatingMoved': {
          const d = ratingMovedSchema.parse(event.data);
          await flush();
          await tx.query(`UPDATE ratings SET user_id = $2 WHERE id = $1`, [d.ratingId, d.toUserId]);
          keys.push({ scope: 'ratings', id: d.fromUserId }, { scope: 'ratings', id: d.toUserId });
          break;
        }
        default:
          throw new Error(`comments projector: unexpected event type ${event.type}`);
      }
    }
    await flush();
    return keys;
  },
};

type Row = Record<string, unknown>;
const GROUP_COLUMNS = ['id', 'owner_type', 'owner_id', 'owner_user_id', 'merged_into', 'opened_at'] as const;
const RATING_COLUMNS = ['id', 'user_id', 'rating', 'comment', 'rater_user_id', 'given_at'] as const;
