import {
  commentAddedSchema,
  commentGroupMergedSchema,
  commentGroupOpenedSchema,
  ratingGivenSchema,
  ratingMovedSchema,
} from '@pawroute/domain';
import type { RecordedEvent, Transaction } from '@pawroute/platform';
import type { ChangedKey, Projector } from '../runner/projector';
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
    for (const event of events) {
      switch (event.type) {
        case 'CommentGroupOpened': {
          const d = commentGroupOpenedSchema.parse(event.data);
          await tx.query(
            `INSERT INTO comment_groups (id, owner_type, owner_id, owner_user_id, opened_at) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (id) DO NOTHING`,
            [d.commentGroupId, d.ownerType, d.ownerId, d.ownerUserId, d.openedAt],
          );
          keys.push({ scope: 'comments', id: d.commentGroupId });
          break;
        }
        case 'CommentAdded': {
          const d = commentAddedSchema.parse(event.data);
          // A group merged meanwhile keeps its comments together in the group it went into.
          await tx.query(
            `INSERT INTO comments (id, comment_group_id, comment, author_user_id, added_at)
             SELECT $1, coalesce((SELECT merged_into FROM comment_groups WHERE id = $2), $2), $3, $4, $5
             ON CONFLICT (id) DO NOTHING`,
            [d.commentId, d.commentGroupId, d.comment, d.authorUserId, d.addedAt],
          );
          keys.push({ scope: 'comments', id: d.commentGroupId });
          break;
        }
        case 'CommentGroupMerged': {
          const d = commentGroupMergedSchema.parse(event.data);
          await tx.query(`UPDATE comment_groups SET merged_into = $2 WHERE id = $1`, [d.commentGroupId, d.intoCommentGroupId]);
          await tx.query(`UPDATE comments SET comment_group_id = $2 WHERE comment_group_id = $1`, [d.commentGroupId, d.intoCommentGroupId]);
          keys.push({ scope: 'comments', id: d.commentGroupId }, { scope: 'comments', id: d.intoCommentGroupId });
          break;
        }
        case 'RatingGiven': {
          const d = ratingGivenSchema.parse(event.data);
          await tx.query(
            `INSERT INTO ratings (id, user_id, rating, comment, rater_user_id, given_at) VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (id) DO NOTHING`,
            [d.ratingId, d.userId, d.rating, d.comment, d.raterUserId, d.givenAt],
          );
          keys.push({ scope: 'ratings', id: d.userId });
          break;
        }
        case 'RatingMoved': {
          const d = ratingMovedSchema.parse(event.data);
          await tx.query(`UPDATE ratings SET user_id = $2 WHERE id = $1`, [d.ratingId, d.toUserId]);
          keys.push({ scope: 'ratings', id: d.fromUserId }, { scope: 'ratings', id: d.toUserId });
          break;
        }
        default:
          throw new Error(`comments projector: unexpected event type ${event.type}`);
      }
    }
    return keys;
  },
};
