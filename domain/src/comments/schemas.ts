import { z } from 'zod';
import { COMMENT_MESSAGES } from './messages';

const MAX_ID = 2_147_483_647;
const id = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(MAX_ID, { error: message });

/** GET /api/v4/comments/findByGroup?commentGroupId= */
export const findCommentsQuerySchema = z.object({ commentGroupId: id(COMMENT_MESSAGES.groupRequired) });

/** POST /api/v4/comments/create { comment, commentGroupId } */
export const createCommentSchema = z.object({
  commentGroupId: id(COMMENT_MESSAGES.groupRequired),
  comment: z.string({ error: COMMENT_MESSAGES.commentRequired }).trim().min(1, { error: COMMENT_MESSAGES.commentRequired }),
});

/** GET /api/v4/ratings/findByUser?userId= */
export const findRatingsQuerySchema = z.object({ userId: id('A numeric user ID is required.') });

/** POST /api/v4/ratings/create { userId, rating, comment } (path not shown in the spec: ours). */
export const createRatingSchema = z.object({
  userId: id('A numeric user ID is required.'),
  rating: z.coerce.number({ error: COMMENT_MESSAGES.ratingRange }).int({ error: COMMENT_MESSAGES.ratingRange }).min(1, { error: COMMENT_MESSAGES.ratingRange }).max(5, { error: COMMENT_MESSAGES.ratingRange }),
  comment: z.string().trim().max(250, { error: COMMENT_MESSAGES.ratingCommentTooLong }).nullish().transform((v) => v || null),
});

export interface CommentView {
  ID: number;
  commentGroupId: number;
  comment: string;
  author: { ID: number; firstName: string; lastName: string } | null;
  DateAdded: string;
}
export interface FindCommentsResponse {
  comments: CommentView[];
}
export interface CreateCommentResponse {
  comment: CommentView;
  position: string | null;
}
export interface RatingView {
  ID: number;
  userId: number;
  rating: number;
  comment: string | null;
  rater: { ID: number; firstName: string; lastName: string } | null;
  DateAdded: string;
}
export interface FindRatingsResponse {
  ratings: RatingView[];
  /** 1 decimal, null without ratings. */
  average: number | null;
}
