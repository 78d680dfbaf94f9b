import {
  COMMENT_MESSAGES,
  DomainError,
  averageRating,
  findCommentsQuerySchema,
  findRatingsQuerySchema,
  type CommentView,
  type FindCommentsResponse,
  type FindRatingsResponse,
  type RatingView,
} from '@pawroute/domain';
import { queryRoute, type Database } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';

interface PersonColumns {
  p_id: number | null;
  p_first: string | null;
  p_last: string | null;
}
const person = (row: PersonColumns) =>
  row.p_id === null ? null : { ID: Number(row.p_id), firstName: row.p_first ?? '', lastName: row.p_last ?? '' };

/** Newest first, as a list that is read from the top (max height 200px, part 1 §9). */
export async function readComments(db: Database, commentGroupId: number): Promise<FindCommentsResponse> {
  const { rows: groups } = await db.query<{ merged_into: number | null }>(`SELECT merged_into FROM comment_groups WHERE id = $1`, [commentGroupId]);
  if (groups.length === 0) throw new DomainError(404, COMMENT_MESSAGES.groupNotFound);
  const { rows } = await db.query<PersonColumns & { id: number; comment_group_id: number; comment: string; added_at: Date }>(
    `SELECT c.id, c.comment_group_id, c.comment, c.added_at, u.id AS p_id, u.first_name AS p_first, u.last_name AS p_last
       FROM comments c LEFT JOIN users u ON u.id = c.author_user_id
      WHERE c.comment_group_id = $1
      ORDER BY c.added_at DESC, c.id DESC`,
    [commentGroupId],
  );
  return {
    comments: rows.map(
      (row): CommentView => ({
        ID: Number(row.id),
        commentGroupId: Number(row.comment_group_id),
        comment: row.comment,
        author: person(row),
        DateAdded: new Date(row.added_at).toISOString(),
      }),
    ),
  };
}

/**
 * Every rating of the customer, newest first: the ones the office gave (ratings) and each appointment's
 * rating (appointment_ratings: the portal's Rate, the office's, the mailed feedback link's), the latter
 * with its appointment and, when the public link gave it (no signed-in rater), the customer as the rater.
 */
export async function readRatings(db: Database, userId: number): Promise<FindRatingsResponse> {
  const { rows } = await db.query<PersonColumns & { id: number; user_id: number; rating: number; comment: string | null; given_at: Date; appointment_id: number | null }>(
    `SELECT x.id, x.user_id, x.rating, x.comment, x.given_at, x.appointment_id, u.id AS p_id, u.first_name AS p_first, u.last_name AS p_last
       FROM (SELECT r.id, r.user_id, r.rating, r.comment, r.given_at, NULL::integer AS appointment_id, r.rater_user_id AS rater
               FROM ratings r WHERE r.user_id = $1
             UNION ALL
             SELECT ar.appointment_id, ar.customer_user_id, ar.rating, ar.comment, ar.rated_at, ar.appointment_id, COALESCE(ar.rater_user_id, ar.customer_user_id)
               FROM appointment_ratings ar WHERE ar.customer_user_id = $1) x
       LEFT JOIN users u ON u.id = x.rater
      ORDER BY x.given_at DESC, x.id DESC`,
    [userId],
  );
  const ratings = rows.map(
    (row): RatingView => ({
      ID: Number(row.id),
      userId: Number(row.user_id),
      rating: Number(row.rating),
      comment: row.comment,
      rater: person(row),
      DateAdded: new Date(row.given_at).toISOString(),
      appointmentId: row.appointment_id === null ? null : Number(row.appointment_id),
    }),
  );
  return { ratings, average: averageRating(ratings.map((r) => r.rating)) };
}

/** Comments (ViewComments) and ratings (ViewRatings): staff reading, part 1 §6. */
export async function commentsQueries(app: FastifyInstance): Promise<void> {
  queryRoute(app, {
    url: '/api/v4/comments/findByGroup',
    schema: findCommentsQuerySchema,
    permission: 'ViewComments',
    handle: ({ commentGroupId }, { db }) => readComments(db, commentGroupId),
  });
  queryRoute(app, {
    url: '/api/v4/ratings/findByUser',
    schema: findRatingsQuerySchema,
    permission: 'ViewRatings',
    handle: ({ userId }, { db }) => readRatings(db, userId),
  });
}
